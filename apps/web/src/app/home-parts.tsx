import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { LeadRequestApi, LeadRequester } from '../features/leads/components/lead-requester';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { useMountTurn } from '../lib/mount-queue';

/**
 * A lazily loaded part that takes the leads feature's lead flow (signed in: sent at once; visitor: the Lead
 * dialog). The lead flow (its form, validation and dialog) is a chunk of its own, fetched together with the
 * part's, so the first page carries neither and a tool page waits for one round of chunks, not two.
 */
function lazyWithLeads<T>(
  loadPart: () => Promise<T>,
  render: (Requester: typeof LeadRequester, part: T) => ReactElement,
) {
  return preloadableLazy(async () => {
    const [Requester, part] = await Promise.all([
      import('../features/leads/components/lead-requester').then((m) => m.LeadRequester),
      loadPart(),
    ]);
    return function WithLeads() {
      return render(Requester, part);
    };
  });
}

/** A tool page or home section that asks for leads through its `requestLead` and `sending` props. */
const withLeadRequest = (loadPage: () => Promise<ComponentType<LeadRequestApi>>) =>
  lazyWithLeads(loadPage, (Requester, Page) => <Requester>{(api) => <Page {...api} />}</Requester>);

// The home sections' forms (below the first screen) and the Refi Center's solar card: loaded in their own
// chunks, so the first page and the other tools do not carry them (less JavaScript to download and
// run before the home page responds; `npm run bench:initial-js` measures it).
const WelcomePackageEntry = withLeadRequest(() =>
  import('../features/welcome-package/components/welcome-package-check').then((m) => m.WelcomePackageCheck),
);
const SolarSunScoreEntry = withLeadRequest(() =>
  import('../features/solar/components/solar-sun-score-section').then((m) => m.SolarSunScoreSection),
);
export const SolarScoreCard = preloadableLazy(() =>
  import('../features/solar/components/solar-score-card').then((m) => m.SolarScoreCard),
);
const AddressToolEntry = preloadableLazy(() =>
  import('../components/address-tool-entry').then((m) => m.AddressToolEntry),
);
const PaymentSearchEntry = preloadableLazy(() =>
  import('../features/search-by-payment/components/payment-search-entry').then((m) => m.PaymentSearchEntry),
);
const ContactForm = preloadableLazy(() =>
  import('../features/leads/components/contact-form').then((m) => m.ContactForm),
);

/**
 * A lazily loaded part of a page: its own progress bar while it loads, the rest of the page shown meanwhile.
 * `minHeight` keeps about the room the part takes, so what follows does not move when it arrives. The parts of a
 * page mount one at a time when the browser is idle: those near the screen at once, the others once the visitor
 * does anything (lib/mount-queue.ts); a prerendered page keeps the progress bar it was built with until then.
 */
export function LazyPart({
  label,
  minHeight,
  load,
  children,
}: {
  label: string;
  minHeight?: number;
  /** Fetches the part's chunk before it mounts. */
  load: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [placeholder, mounted] = useMountTurn<HTMLDivElement>(load);
  const loading = (
    <Box ref={placeholder} sx={{ minHeight }}>
      <LinearProgress aria-label={label} />
    </Box>
  );
  return mounted ? <Suspense fallback={loading}>{children}</Suspense> : loading;
}

// The room each part takes once loaded (address field and link, with the 4px more margin it has; payment field
// and button; the contact form), measured on a phone and on a desktop screen alike: the sections below then stay
// where they are when the part arrives.
const ADDRESS_ENTRY_HEIGHT = 135;
const PAYMENT_ENTRY_HEIGHT = 99;
const CONTACT_FORM_HEIGHT = 327;

/** A lazily loaded part of the home page: what LazyPart shows, and what it loads and mounts in turn. */
export interface HomePart {
  label: string;
  minHeight?: number;
  load: () => Promise<unknown>;
  element: ReactElement;
}

const addressEntry = (toolPath: string, linkText: string): HomePart => ({
  label: 'Loading the address search',
  minHeight: ADDRESS_ENTRY_HEIGHT,
  load: AddressToolEntry.preload,
  element: <AddressToolEntry toolPath={toolPath} linkText={linkText} />,
});

/** Each tool's way in from its home section. */
const toolEntryParts: Record<string, HomePart> = {
  'pmi-removal': addressEntry('/pmi-removal', 'Open PMI/MIP Removal'),
  'payment-design-center': addressEntry('/payment-design-center', 'Open Payment Design Center'),
  'dream-rate': addressEntry('/dream-rate', 'Open Dream Rate'),
  'welcome-package': {
    label: 'Loading the Welcome Package check',
    load: WelcomePackageEntry.preload,
    element: <WelcomePackageEntry />,
  },
  'solar-sun-score': {
    label: 'Loading the Solar Sun Score',
    load: SolarSunScoreEntry.preload,
    element: <SolarSunScoreEntry />,
  },
  'search-by-payment': {
    label: 'Loading the payment search',
    minHeight: PAYMENT_ENTRY_HEIGHT,
    load: PaymentSearchEntry.preload,
    element: <PaymentSearchEntry />,
  },
};
export const contactPart: HomePart = {
  label: 'Loading the contact form',
  minHeight: CONTACT_FORM_HEIGHT,
  load: ContactForm.preload,
  element: <ContactForm variant="home" />,
};

/** The home page's parts, whose styles its prerendered HTML carries (entry-prerender.tsx). */
export const homeParts: HomePart[] = [...Object.values(toolEntryParts), contactPart];

export const inLazyPart = ({ element, ...part }: HomePart) => <LazyPart {...part}>{element}</LazyPart>;
export const toolEntries = Object.fromEntries(
  Object.entries(toolEntryParts).map(([sectionId, part]) => [sectionId, inLazyPart(part)]),
);
