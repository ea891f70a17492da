import { HomeReportPage } from '../../features/home-report/routes/home-report-page';

/** A page about one person's home: kept out of search engines and link previews (it is also read in the browser). */
export function meta() {
  return [{ title: 'Your home report' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default HomeReportPage;
