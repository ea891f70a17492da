import type { HomeReport } from '@roost/domain';
import { useLoaderData } from 'react-router';
import { HomeReportPage } from '../../features/home-report/routes/home-report-page';

export { homeReportLoader as loader } from '../home-report-loader.server';
export { clientLoader } from '../address-record-route';

/** A page about one person's home: kept out of search engines (a link preview is answered without the report). */
export function meta() {
  return [{ title: 'Your home report' }, { name: 'robots', content: 'noindex, nofollow' }];
}

/** The report arrives with the page for the person whose link it is (the loader); a navigation reads it here. */
export default function HomeReportRoute() {
  return <HomeReportPage seed={useLoaderData<HomeReport | null>() ?? undefined} />;
}
