import { ResetPasswordPage } from '../../features/auth/routes/reset-password-page';

export default ResetPasswordPage;
