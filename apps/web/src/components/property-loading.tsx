import { RotatingLoading } from './rotating-loading';

/** Spec sections 4 and 9: what the page says while a property is fetched. */
export const PROPERTY_LOADING_TEXTS = [
  'Getting property details...',
  'Calculating property estimates...',
  'Finishing up property calculations...',
] as const;

export function PropertyLoading() {
  return <RotatingLoading label="Loading property" texts={PROPERTY_LOADING_TEXTS} />;
}
