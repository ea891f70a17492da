import { PrivacyPage } from '../../features/legal/routes/privacy-page';
import { WithCompany } from '../with-company';

export default function PrivacyRoute() {
  return <WithCompany page={PrivacyPage} />;
}
