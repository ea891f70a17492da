import { data } from 'react-router';
import { NotFoundPage } from '../not-found-page';

/** A path the app does not know is answered 404, with the app's own not-found page. */
export function loader() {
  return data(null, { status: 404 });
}

export default NotFoundPage;
