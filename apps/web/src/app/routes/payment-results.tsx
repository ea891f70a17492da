import { PaymentResultsPage } from '../../features/search-by-payment/routes/payment-results-page';

export default PaymentResultsPage;
