/**
 * The modules of the lazily mounted parts of a page (app/pages.tsx), which mount one at a time, each once its chunk
 * has arrived (lib/mount-queue.ts): loaded before a test of one of them, so the parts before it in the queue resolve
 * at once under the fake clock too.
 */
export const loadHomeParts = () =>
  Promise.all([
    import('../components/address-tool-entry'),
    import('../features/leads/components/lead-requester'),
    import('../features/welcome-package/components/welcome-package-check'),
    import('../features/solar/components/solar-sun-score-section'),
    import('../features/search-by-payment/components/payment-search-entry'),
    import('../features/leads/components/contact-form'),
  ]);

/** The Refi Center's Solar Sun Score card. */
export const loadRefiCenterParts = () => import('../features/solar/components/solar-score-card');
