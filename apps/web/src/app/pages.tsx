import LinearProgress from '@mui/material/LinearProgress';
import type { CompanyInfo, SitePath } from '@roost/domain';
import { lazy, type ComponentType, type ReactElement } from 'react';
import { HomePage } from '../features/home/routes/home-page';
import { ContactForm } from '../features/leads/components/contact-form';
import { LeadRequester, type LeadRequestApi } from '../features/leads/components/lead-requester';
import { PmiRemovalEntry } from '../features/pmi-removal/components/pmi-removal-entry';
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
  '/': () => (
    <HomePage contactForm={<ContactForm variant="home" />} toolEntries={{ 'pmi-removal': <PmiRemovalEntry /> }} />
  ),
  '/pmi-removal': () => <WithLeadRequest page={PmiRemovalPage} />,
  '/pmi-removal/:id': () => <WithLeadRequest page={PmiRemovalPage} />,
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
