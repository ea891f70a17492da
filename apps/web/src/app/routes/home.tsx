import { HomePage } from '../../features/home/routes/home-page';
import { contactForm, toolEntries } from '../home-parts';

export default function HomeRoute() {
  return <HomePage contactForm={contactForm} toolEntries={toolEntries} />;
}
