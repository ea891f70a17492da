/**
 * The lazily loaded modules each prerendered tool page asks for before it is hydrated (paths from apps/web): the boot
 * script runs their chunks before the app starts (build/prerender.ts), and the build merges the small chunks they load
 * (build/chunk-plan.ts).
 */
export const PAGE_MODULES = {
  pmiRemoval: [
    'src/features/pmi-removal/routes/pmi-removal-page.tsx',
    'src/features/leads/components/lead-requester.tsx',
  ],
  paymentSearch: ['src/features/search-by-payment/routes/payment-search-page.tsx'],
  paymentOptions: ['src/features/search-by-payment/routes/payment-options-page.tsx'],
};
