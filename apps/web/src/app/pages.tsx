import LinearProgress from '@mui/material/LinearProgress';
import type { CompanyInfo, SitePath } from '@roost/domain';
import { lazy, type ComponentType, type ReactElement } from 'react';
import { HomePage } from '../features/home/routes/home-page';
import { ContactForm } from '../features/leads/components/contact-form';
import { LeadRequester, type LeadRequestApi } from '../features/leads/components/lead-requester';
import { AddressToolEntry } from '../components/address-tool-entry';
import { MessageBanner } from '../components/message-banner';
import { useCompany } from '../lib/company';

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
const PmiRemovalPage = lazy(() =>
  import('../features/pmi-removal/routes/pmi-removal-page').then((m) => ({ default: m.PmiRemovalPage })),
);
const PaymentDesignPage = lazy(() =>
  import('../features/payment-design/routes/payment-design-page').then((m) => ({ default: m.PaymentDesignPage })),
);
const DreamRatePage = lazy(() =>
  import('../features/dream-rate/routes/dream-rate-page').then((m) => ({ default: m.DreamRatePage })),
);

/** Each address tool's way in from its home section. */
const toolEntries = {
  'pmi-removal': <AddressToolEntry toolPath="/pmi-removal" linkText="Open PMI/MIP Removal" />,
  'payment-design-center': <AddressToolEntry toolPath="/payment-design-center" linkText="Open Payment Design Center" />,
  'dream-rate': <AddressToolEntry toolPath="/dream-rate" linkText="Open Dream Rate" />,
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
  '/': () => <HomePage contactForm={<ContactForm variant="home" />} toolEntries={toolEntries} />,
  '/pmi-removal': () => <WithLeadRequest page={PmiRemovalPage} />,
  '/pmi-removal/:id': () => <WithLeadRequest page={PmiRemovalPage} />,
  '/payment-design-center': () => <WithLeadRequest page={PaymentDesignPage} />,
  '/payment-design-center/:id': () => <WithLeadRequest page={PaymentDesignPage} />,
  '/dream-rate': () => <WithLeadRequest page={DreamRatePage} />,
  '/dream-rate/:id': () => <WithLeadRequest page={DreamRatePage} />,
  '/contact': () => <ContactPage />,
  '/terms-conditions': () => <WithCompany page={TermsPage} />,
  '/privacy-policy': () => <WithCompany page={PrivacyPage} />,
  '/auth/login': () => <LoginPage />,
  '/auth/reset': () => <ResetPasswordPage />,
  '/auth/confirm': () => <ConfirmPage />,
  '/profile': () => <ProfilePage builtPaths={builtPaths()} />,
};

/** The paths with a page, so navigation (the profile tabs) offers only what exists. */
export function builtPaths(): string[] {
  return Object.keys(builtPages);
}
