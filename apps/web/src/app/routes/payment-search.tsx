import { PaymentSearchPage } from '../../features/search-by-payment/routes/payment-search-page';

export default PaymentSearchPage;
