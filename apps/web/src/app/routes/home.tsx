import { HomePage } from '../../features/home/routes/home-page';
import { contactPart, inLazyPart, toolEntries } from '../home-parts';

export default function HomeRoute() {
  return <HomePage contactForm={inLazyPart(contactPart)} toolEntries={toolEntries} />;
}
