import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { LeadRequestApi } from '../features/leads/components/lead-requester';
import { whenPartNeeded } from '../lib/part-needed';

/**
 * A part of a page in a chunk of its own, so the first page does not carry it. The server renders it into the page's
 * HTML like the rest. In the browser React hydrates the rest of the page first; this part keeps the server's HTML
 * until it is needed (near the screen, or touched: lib/part-needed.ts), then its chunk is fetched and it hydrates. The
 * progress bar shows only where the part first renders in the browser (a page opened from a link inside the app).
 */
export function LazyPart({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Suspense fallback={<LinearProgress aria-label={label} />}>
      <div data-part={id}>{children}</div>
    </Suspense>
  );
}

/** React.lazy whose chunk is fetched once the part `id` (a LazyPart) is needed. */
const lazyPart = <P extends object>(id: string, load: () => Promise<ComponentType<P>>) =>
  lazy(async () => {
    await whenPartNeeded(id);
    return { default: await load() };
  });

/**
 * A home section's form that asks for leads through its `requestLead` and `sending` props, with the leads feature's
 * lead flow fetched in the same round of chunks.
 */
const withLeadRequest = (id: string, loadPage: () => Promise<ComponentType<LeadRequestApi>>) =>
  lazyPart(id, async () => {
    const [{ LeadRequester }, Page] = await Promise.all([
      import('../features/leads/components/lead-requester'),
      loadPage(),
    ]);
    return () => <LeadRequester>{(api) => <Page {...api} />}</LeadRequester>;
  });

// The home sections' forms and the Refi Center's solar card, each in a chunk of its own (`npm run bench:initial-js`
// measures what the first page carries).
const WelcomePackageEntry = withLeadRequest('welcome-package', () =>
  import('../features/welcome-package/components/welcome-package-check').then((m) => m.WelcomePackageCheck),
);
const SolarSunScoreEntry = withLeadRequest('solar-sun-score', () =>
  import('../features/solar/components/solar-sun-score-section').then((m) => m.SolarSunScoreSection),
);
export const SolarScoreCard = lazyPart('solar-score-card', () =>
  import('../features/solar/components/solar-score-card').then((m) => m.SolarScoreCard),
);
const PaymentSearchEntry = lazyPart('search-by-payment', () =>
  import('../features/search-by-payment/components/payment-search-entry').then((m) => m.PaymentSearchEntry),
);
const ContactForm = lazyPart('contact', () =>
  import('../features/leads/components/contact-form').then((m) => m.ContactForm),
);

const addressEntry = (id: string, linkText: string) => {
  const AddressToolEntry = lazyPart(id, () =>
    import('../components/address-tool-entry').then((m) => m.AddressToolEntry),
  );
  return (
    <LazyPart id={id} label="Loading the address search">
      <AddressToolEntry toolPath={`/${id}`} linkText={linkText} />
    </LazyPart>
  );
};

/** Each tool's way in from its home section. */
export const toolEntries: Record<string, ReactNode> = {
  'pmi-removal': addressEntry('pmi-removal', 'Open PMI/MIP Removal'),
  'payment-design-center': addressEntry('payment-design-center', 'Open Payment Design Center'),
  'dream-rate': addressEntry('dream-rate', 'Open Dream Rate'),
  'welcome-package': (
    <LazyPart id="welcome-package" label="Loading the Welcome Package check">
      <WelcomePackageEntry />
    </LazyPart>
  ),
  'solar-sun-score': (
    <LazyPart id="solar-sun-score" label="Loading the Solar Sun Score">
      <SolarSunScoreEntry />
    </LazyPart>
  ),
  'search-by-payment': (
    <LazyPart id="search-by-payment" label="Loading the payment search">
      <PaymentSearchEntry />
    </LazyPart>
  ),
};

export const contactForm = (
  <LazyPart id="contact" label="Loading the contact form">
    <ContactForm variant="home" />
  </LazyPart>
);
