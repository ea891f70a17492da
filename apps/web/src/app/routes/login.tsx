import { LoginPage } from '../../features/auth/routes/login-page';

export default LoginPage;
