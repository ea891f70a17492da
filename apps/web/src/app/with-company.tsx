import LinearProgress from '@mui/material/LinearProgress';
import type { CompanyInfo } from '@roost/domain';
import { Suspense, type ComponentType } from 'react';
import { LazyMessageBanner } from '../components/lazy-message-banner';
import { useCompany } from '../lib/company';

/** A page made from the company's details (the legal pages): its loading state until they arrive. */
export function WithCompany({ page: Page }: { page: ComponentType<{ company: CompanyInfo }> }) {
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
