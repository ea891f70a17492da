import { UnsubscribePage } from '../../features/alerts/routes/unsubscribe-page';

export default UnsubscribePage;
