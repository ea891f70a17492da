import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { LeadRequestApi } from '../features/leads/components/lead-requester';

/**
 * A part of a page in a chunk of its own (React.lazy), so the first page does not carry it. The server renders it
 * into the page's HTML like the rest; in the browser React hydrates the rest of the page first and this part once its
 * chunk has arrived, showing the server's HTML meanwhile. The progress bar shows only where the part first renders in
 * the browser (a page opened from a link inside the app).
 */
export function LazyPart({ label, children }: { label: string; children: ReactNode }) {
  return <Suspense fallback={<LinearProgress aria-label={label} />}>{children}</Suspense>;
}

/**
 * A tool page or home section that asks for leads through its `requestLead` and `sending` props, with the leads
 * feature's lead flow fetched in the same round of chunks.
 */
const withLeadRequest = (loadPage: () => Promise<ComponentType<LeadRequestApi>>) =>
  lazy(async () => {
    const [{ LeadRequester }, Page] = await Promise.all([
      import('../features/leads/components/lead-requester'),
      loadPage(),
    ]);
    return { default: () => <LeadRequester>{(api) => <Page {...api} />}</LeadRequester> };
  });

// The home sections' forms and the Refi Center's solar card, each in a chunk of its own (`npm run bench:initial-js`
// measures what the first page carries).
const WelcomePackageEntry = withLeadRequest(() =>
  import('../features/welcome-package/components/welcome-package-check').then((m) => m.WelcomePackageCheck),
);
const SolarSunScoreEntry = withLeadRequest(() =>
  import('../features/solar/components/solar-sun-score-section').then((m) => m.SolarSunScoreSection),
);
export const SolarScoreCard = lazy(() =>
  import('../features/solar/components/solar-score-card').then((m) => ({ default: m.SolarScoreCard })),
);
const AddressToolEntry = lazy(() =>
  import('../components/address-tool-entry').then((m) => ({ default: m.AddressToolEntry })),
);
const PaymentSearchEntry = lazy(() =>
  import('../features/search-by-payment/components/payment-search-entry').then((m) => ({
    default: m.PaymentSearchEntry,
  })),
);
const ContactForm = lazy(() =>
  import('../features/leads/components/contact-form').then((m) => ({ default: m.ContactForm })),
);

const addressEntry = (toolPath: string, linkText: string) => (
  <LazyPart label="Loading the address search">
    <AddressToolEntry toolPath={toolPath} linkText={linkText} />
  </LazyPart>
);

/** Each tool's way in from its home section. */
export const toolEntries: Record<string, ReactNode> = {
  'pmi-removal': addressEntry('/pmi-removal', 'Open PMI/MIP Removal'),
  'payment-design-center': addressEntry('/payment-design-center', 'Open Payment Design Center'),
  'dream-rate': addressEntry('/dream-rate', 'Open Dream Rate'),
  'welcome-package': (
    <LazyPart label="Loading the Welcome Package check">
      <WelcomePackageEntry />
    </LazyPart>
  ),
  'solar-sun-score': (
    <LazyPart label="Loading the Solar Sun Score">
      <SolarSunScoreEntry />
    </LazyPart>
  ),
  'search-by-payment': (
    <LazyPart label="Loading the payment search">
      <PaymentSearchEntry />
    </LazyPart>
  ),
};

export const contactForm = (
  <LazyPart label="Loading the contact form">
    <ContactForm variant="home" />
  </LazyPart>
);
