import { screen } from '@testing-library/react';
import { openToolReport } from './tool-page';

/** Opens /pmi-removal/{key} on a cached record and waits for the report. Use with useFakeClock(). */
export const openPmiReport = (options: Parameters<typeof openToolReport>[1] = {}) =>
  openToolReport('/pmi-removal', options);

/** The value shown for a label of the summary strip. */
export function figure(label: string): string {
  const term = screen.getAllByRole('term').find((element) => element.textContent === label);
  if (!term) throw new Error(`No figure labelled ${label}`);
  return term.nextElementSibling?.querySelector('span')?.textContent ?? '';
}
