import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { CompanyInfo, SitePath } from '@roost/domain';
import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { matchPath, Navigate } from 'react-router';
import { HomePage } from '../features/home/routes/home-page';
import type { LeadRequestApi, LeadRequester } from '../features/leads/components/lead-requester';
import { LazyMessageBanner } from '../components/lazy-message-banner';
import { useCompany } from '../lib/company';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { useMountTurn } from '../lib/mount-queue';
import { adminPages } from './admin-pages';

/**
 * The built pages, keyed by their path in the route table (packages/domain site-routes). Features
 * are composed here, never inside each other. Routes without an entry are not mounted yet.
 */
const ContactPage = lazy(() =>
  import('../features/leads/routes/contact-page').then((m) => ({ default: m.ContactPage })),
);
const TermsPage = lazy(() => import('../features/legal/routes/terms-page').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() =>
  import('../features/legal/routes/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
const LoginPage = lazy(() => import('../features/auth/routes/login-page').then((m) => ({ default: m.LoginPage })));
const ResetPasswordPage = lazy(() =>
  import('../features/auth/routes/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const ConfirmPage = lazy(() =>
  import('../features/auth/routes/confirm-page').then((m) => ({ default: m.ConfirmPage })),
);
const ProfilePage = lazy(() =>
  import('../features/profile/routes/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const NotificationsPage = lazy(() =>
  import('./notifications-with-alerts').then((m) => ({ default: m.NotificationsWithAlerts })),
);
const UnsubscribePage = lazy(() =>
  import('../features/alerts/routes/unsubscribe-page').then((m) => ({ default: m.UnsubscribePage })),
);
const MortgageProfilePage = lazy(() =>
  import('../features/mortgage-profile/routes/mortgage-profile-page').then((m) => ({
    default: m.MortgageProfilePage,
  })),
);
const ProfileShell = lazy(() => import('./layout/profile-shell').then((m) => ({ default: m.ProfileShell })));
const OrganizationsPage = lazy(() =>
  import('../features/organizations/routes/organizations-page').then((m) => ({ default: m.OrganizationsPage })),
);
const OrganizationPage = lazy(() =>
  import('../features/organizations/routes/organization-page').then((m) => ({ default: m.OrganizationPage })),
);
const BranchPage = lazy(() =>
  import('../features/organizations/routes/branch-page').then((m) => ({ default: m.BranchPage })),
);
const TeamMemberPage = lazy(() =>
  import('../features/organizations/routes/team-member-page').then((m) => ({ default: m.TeamMemberPage })),
);
const LoanOfficerPage = lazy(() =>
  import('../features/organizations/routes/loan-officer-page').then((m) => ({ default: m.LoanOfficerPage })),
);
const PrivacyRequestsPage = lazy(() =>
  import('../features/privacy-requests/routes/privacy-requests-page').then((m) => ({ default: m.PrivacyRequestsPage })),
);
const OptOutsPage = lazy(() =>
  import('../features/opt-outs/routes/opt-outs-page').then((m) => ({ default: m.OptOutsPage })),
);
const ConsentEvidencePage = lazy(() =>
  import('../features/opt-outs/routes/consent-evidence-page').then((m) => ({ default: m.ConsentEvidencePage })),
);
const CampaignsPage = lazy(() =>
  import('../features/campaigns/routes/campaigns-page').then((m) => ({ default: m.CampaignsPage })),
);
const CampaignPage = lazy(() =>
  import('../features/campaigns/routes/campaign-page').then((m) => ({ default: m.CampaignPage })),
);
const InboxPage = lazy(() => import('../features/campaigns/routes/inbox-page').then((m) => ({ default: m.InboxPage })));
const InboxConversationRedirect = lazy(() =>
  import('../features/campaigns/routes/inbox-page').then((m) => ({ default: m.InboxConversationRedirect })),
);
const NewCampaignPage = lazy(() =>
  import('../features/campaigns/routes/new-campaign-page').then((m) => ({ default: m.NewCampaignPage })),
);

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

const PmiRemovalTool = withLeadRequest(() =>
  import('../features/pmi-removal/routes/pmi-removal-page').then((m) => m.PmiRemovalPage),
);
const PaymentDesignTool = withLeadRequest(() =>
  import('../features/payment-design/routes/payment-design-page').then((m) => m.PaymentDesignPage),
);
const DreamRateTool = withLeadRequest(() =>
  import('../features/dream-rate/routes/dream-rate-page').then((m) => m.DreamRatePage),
);
const PaymentSearchPage = preloadableLazy(() =>
  import('../features/search-by-payment/routes/payment-search-page').then((m) => m.PaymentSearchPage),
);
const PaymentOptionsPage = preloadableLazy(() =>
  import('../features/search-by-payment/routes/payment-options-page').then((m) => m.PaymentOptionsPage),
);
const PaymentResultsPage = lazy(() =>
  import('../features/search-by-payment/routes/payment-results-page').then((m) => ({ default: m.PaymentResultsPage })),
);

// The home sections' forms (below the first screen) and the Refi Center's solar card: loaded in their own
// chunks, so the first page and the other tools do not carry them (less JavaScript to download and
// run before the home page responds; `npm run bench:initial-js` measures it).
const WelcomePackageEntry = withLeadRequest(() =>
  import('../features/welcome-package/components/welcome-package-check').then((m) => m.WelcomePackageCheck),
);
const SolarSunScoreEntry = withLeadRequest(() =>
  import('../features/solar/components/solar-sun-score-section').then((m) => m.SolarSunScoreSection),
);
const SolarScoreCard = preloadableLazy(() =>
  import('../features/solar/components/solar-score-card').then((m) => m.SolarScoreCard),
);
const RefiCenterTool = lazyWithLeads(
  () => import('../features/refi-center/routes/refi-center-page').then((m) => m.RefiCenterPage),
  (Requester, RefiCenterPage) => (
    <Requester>
      {(api) => (
        <RefiCenterPage
          more={(record) => (
            <LazyPart label="Loading the Solar Sun Score" load={SolarScoreCard.preload}>
              <SolarScoreCard addressId={record.id} {...api} />
            </LazyPart>
          )}
        />
      )}
    </Requester>
  ),
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
function LazyPart({
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
const contactPart: HomePart = {
  label: 'Loading the contact form',
  minHeight: CONTACT_FORM_HEIGHT,
  load: ContactForm.preload,
  element: <ContactForm variant="home" />,
};

/** The home page's parts, whose styles its prerendered HTML carries (entry-prerender.tsx). */
export const homeParts: HomePart[] = [...Object.values(toolEntryParts), contactPart];

const inLazyPart = ({ element, ...part }: HomePart) => <LazyPart {...part}>{element}</LazyPart>;
const toolEntries = Object.fromEntries(
  Object.entries(toolEntryParts).map(([sectionId, part]) => [sectionId, inLazyPart(part)]),
);

function WithCompany({ page: Page }: { page: ComponentType<{ company: CompanyInfo }> }) {
  const { data, isError } = useCompany();
  const loading = <LinearProgress aria-label="Loading page" />;
  if (isError) {
    return (
      <Suspense fallback={loading}>
        <LazyMessageBanner
          message={{ message: 'This page could not be loaded. Please try again.', messageType: 'error' }}
        />
      </Suspense>
    );
  }
  if (!data) return loading;
  return <Page company={data} />;
}

export const builtPages: Partial<Record<SitePath, () => ReactElement>> = {
  ...adminPages(() => builtPaths()),
  '/': () => <HomePage contactForm={inLazyPart(contactPart)} toolEntries={toolEntries} />,
  '/pmi-removal': () => <PmiRemovalTool />,
  '/pmi-removal/:id': () => <PmiRemovalTool />,
  '/payment-design-center': () => <PaymentDesignTool />,
  '/payment-design-center/:id': () => <PaymentDesignTool />,
  '/dream-rate': () => <DreamRateTool />,
  '/dream-rate/:id': () => <DreamRateTool />,
  '/estimator/reficenter/:id': () => <RefiCenterTool />,
  '/payment/search': () => <PaymentSearchPage />,
  '/payment/options': () => <PaymentOptionsPage />,
  '/options': () => <PaymentOptionsPage />,
  '/payment/results/:payment': () => <PaymentResultsPage />,
  '/contact': () => <ContactPage />,
  '/terms-conditions': () => <WithCompany page={TermsPage} />,
  '/privacy-policy': () => <WithCompany page={PrivacyPage} />,
  '/auth/login': () => <LoginPage />,
  '/auth/reset': () => <ResetPasswordPage />,
  '/auth/confirm': () => <ConfirmPage />,
  '/profile': () => <InShell page={<ProfilePage />} />,
  '/notifications': () => <InShell page={<NotificationsPage />} />,
  '/alerts/unsubscribe': () => <UnsubscribePage />,
  '/profile/mortgage': () => <InShell page={<MortgageProfilePage />} />,
  '/inbox': () => <InShell page={<InboxPage />} />,
  '/inbox/:conversationId': () => <InShell page={<InboxConversationRedirect />} />,
  '/campaigns': () => <InShell page={<CampaignsPage />} />,
  '/campaign/:id': () => <InShell page={<CampaignPage />} />,
  '/campaign/new/start': () => <Navigate replace to="/campaign/new/details" />,
  '/campaign/new/details': () => <InShell page={<NewCampaignPage step="details" />} />,
  '/campaign/new/template': () => <InShell page={<NewCampaignPage step="template" />} />,
  '/campaign/new/timeline': () => <InShell page={<NewCampaignPage step="timeline" />} />,
  '/campaign/new/billing': () => <InShell page={<NewCampaignPage step="billing" />} />,
  '/organizations': () => <InShell page={<OrganizationsPage />} />,
  '/organization/:id': () => <InShell page={<OrganizationPage />} />,
  '/organization/:id/branch/:branchid': () => <InShell page={<BranchPage />} />,
  '/organization/:id/branch/:branchid/user/:userid': () => <InShell page={<TeamMemberPage />} />,
  '/organization/:id/opt-outs': () => <InShell page={<OptOutsPage />} />,
  '/organization/:id/privacy-requests': () => <InShell page={<PrivacyRequestsPage />} />,

  '/organization/:id/consent': () => <InShell page={<ConsentEvidencePage />} />,
  '/profile/loanofficer/:id': () => <InShell page={<LoanOfficerPage />} />,
};

/** A page inside the profile shell: side tabs for the built pages the person may open. */
function InShell({ page }: { page: ReactElement }) {
  return <ProfileShell builtPaths={builtPaths()}>{page}</ProfileShell>;
}

/** The paths with a page, so navigation (the profile tabs) offers only what exists. */
export function builtPaths(): string[] {
  return Object.keys(builtPages);
}

/**
 * The lazily loaded pages that have prerendered HTML (build/prerender.ts), by path in the route table: main.tsx
 * fetches the page's chunk before hydrating, so the first render has the page itself to match the HTML with.
 */
const pagePreloads: Partial<Record<SitePath, () => Promise<unknown>>> = {
  '/pmi-removal': PmiRemovalTool.preload,
  '/pmi-removal/:id': PmiRemovalTool.preload,
  '/payment/search': PaymentSearchPage.preload,
  '/payment/options': PaymentOptionsPage.preload,
  '/options': PaymentOptionsPage.preload,
};

/** Fetches the lazily loaded page of a path, if it has one to fetch; never fails (the page's own Suspense retries). */
export async function preloadPage(pathname: string): Promise<void> {
  const path = (Object.keys(pagePreloads) as SitePath[]).find((pattern) => matchPath(pattern, pathname));
  if (path) await pagePreloads[path]?.().catch(() => undefined);
}
