import { TermsPage } from '../../features/legal/routes/terms-page';
import { WithCompany } from '../with-company';

export default function TermsRoute() {
  return <WithCompany page={TermsPage} />;
}
