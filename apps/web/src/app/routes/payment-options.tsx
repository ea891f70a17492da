import { PaymentOptionsPage } from '../../features/search-by-payment/routes/payment-options-page';

export default PaymentOptionsPage;
