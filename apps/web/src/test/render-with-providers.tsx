import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders, createQueryClient } from '../app/providers';

/** Renders a piece of the app (a wizard step) inside the app's providers, outside any route. */
export function renderWithProviders(ui: ReactElement) {
  return render(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>);
}
