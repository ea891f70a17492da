import { ContactPage } from '../../features/leads/routes/contact-page';

export default ContactPage;
