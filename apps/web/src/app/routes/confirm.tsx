import { ConfirmPage } from '../../features/auth/routes/confirm-page';

export default ConfirmPage;
