import LinearProgress from '@mui/material/LinearProgress';
import type { CompanyInfo, SitePath } from '@roost/domain';
import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { HomePage } from '../features/home/routes/home-page';
import { ContactForm } from '../features/leads/components/contact-form';
import { LeadRequester, type LeadRequestApi } from '../features/leads/components/lead-requester';
import { PaymentSearchEntry } from '../features/search-by-payment/components/payment-search-entry';
import { AddressToolEntry } from '../components/address-tool-entry';
import { MessageBanner } from '../components/message-banner';
import { useCompany } from '../lib/company';
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
const OptOutsPage = lazy(() =>
  import('../features/opt-outs/routes/opt-outs-page').then((m) => ({ default: m.OptOutsPage })),
);
const CampaignsPage = lazy(() =>
  import('../features/campaigns/routes/campaigns-page').then((m) => ({ default: m.CampaignsPage })),
);
const CampaignPage = lazy(() =>
  import('../features/campaigns/routes/campaign-page').then((m) => ({ default: m.CampaignPage })),
);
const NewCampaignPage = lazy(() =>
  import('../features/campaigns/routes/new-campaign-page').then((m) => ({ default: m.NewCampaignPage })),
);
const PmiRemovalPage = lazy(() =>
  import('../features/pmi-removal/routes/pmi-removal-page').then((m) => ({ default: m.PmiRemovalPage })),
);
const PaymentDesignPage = lazy(() =>
  import('../features/payment-design/routes/payment-design-page').then((m) => ({ default: m.PaymentDesignPage })),
);
const RefiCenterPage = lazy(() =>
  import('../features/refi-center/routes/refi-center-page').then((m) => ({ default: m.RefiCenterPage })),
);
const DreamRatePage = lazy(() =>
  import('../features/dream-rate/routes/dream-rate-page').then((m) => ({ default: m.DreamRatePage })),
);
const PaymentSearchPage = lazy(() =>
  import('../features/search-by-payment/routes/payment-search-page').then((m) => ({ default: m.PaymentSearchPage })),
);
const PaymentOptionsPage = lazy(() =>
  import('../features/search-by-payment/routes/payment-options-page').then((m) => ({ default: m.PaymentOptionsPage })),
);
const PaymentResultsPage = lazy(() =>
  import('../features/search-by-payment/routes/payment-results-page').then((m) => ({ default: m.PaymentResultsPage })),
);

// Home sections below the fold and the Refi Center's solar card: loaded in their own chunks, so the
// first page and the other tools do not carry them.
const WelcomePackageCheck = lazy(() =>
  import('../features/welcome-package/components/welcome-package-check').then((m) => ({
    default: m.WelcomePackageCheck,
  })),
);
const SolarSunScoreSection = lazy(() =>
  import('../features/solar/components/solar-sun-score-section').then((m) => ({ default: m.SolarSunScoreSection })),
);
const SolarScoreCard = lazy(() =>
  import('../features/solar/components/solar-score-card').then((m) => ({ default: m.SolarScoreCard })),
);

/** A lazily loaded part of a page: its own progress bar while it loads, the rest of the page shown meanwhile. */
function LazyPart({ label, children }: { label: string; children: ReactNode }) {
  return <Suspense fallback={<LinearProgress aria-label={label} />}>{children}</Suspense>;
}

/** Each address tool's way in from its home section. */
const toolEntries = {
  'pmi-removal': <AddressToolEntry toolPath="/pmi-removal" linkText="Open PMI/MIP Removal" />,
  'payment-design-center': <AddressToolEntry toolPath="/payment-design-center" linkText="Open Payment Design Center" />,
  'dream-rate': <AddressToolEntry toolPath="/dream-rate" linkText="Open Dream Rate" />,
  'welcome-package': (
    <LazyPart label="Loading the Welcome Package check">
      <LeadRequester>{(api) => <WelcomePackageCheck {...api} />}</LeadRequester>
    </LazyPart>
  ),
  'solar-sun-score': (
    <LazyPart label="Loading the Solar Sun Score">
      <LeadRequester>{(api) => <SolarSunScoreSection {...api} />}</LeadRequester>
    </LazyPart>
  ),
  'search-by-payment': <PaymentSearchEntry />,
};

function WithCompany({ page: Page }: { page: ComponentType<{ company: CompanyInfo }> }) {
  const { data, isError } = useCompany();
  if (isError) {
    return (
      <MessageBanner message={{ message: 'This page could not be loaded. Please try again.', messageType: 'error' }} />
    );
  }
  if (!data) return <LinearProgress aria-label="Loading page" />;
  return <Page company={data} />;
}

/** A tool page with the leads feature's lead flow (signed in: sent at once; visitor: the Lead dialog). */
function WithLeadRequest({ page: Page }: { page: ComponentType<LeadRequestApi> }) {
  return <LeadRequester>{(api) => <Page {...api} />}</LeadRequester>;
}

export const builtPages: Partial<Record<SitePath, () => ReactElement>> = {
  ...adminPages(() => builtPaths()),
  '/': () => <HomePage contactForm={<ContactForm variant="home" />} toolEntries={toolEntries} />,
  '/pmi-removal': () => <WithLeadRequest page={PmiRemovalPage} />,
  '/pmi-removal/:id': () => <WithLeadRequest page={PmiRemovalPage} />,
  '/payment-design-center': () => <WithLeadRequest page={PaymentDesignPage} />,
  '/payment-design-center/:id': () => <WithLeadRequest page={PaymentDesignPage} />,
  '/dream-rate': () => <WithLeadRequest page={DreamRatePage} />,
  '/dream-rate/:id': () => <WithLeadRequest page={DreamRatePage} />,
  '/estimator/reficenter/:id': () => (
    <LeadRequester>
      {(api) => (
        <RefiCenterPage
          more={(record) => (
            <LazyPart label="Loading the Solar Sun Score">
              <SolarScoreCard addressId={record.id} {...api} />
            </LazyPart>
          )}
        />
      )}
    </LeadRequester>
  ),
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
