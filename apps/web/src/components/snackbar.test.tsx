import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SNACKBAR_HIDE_MS, SnackbarProvider, useSnackbar } from './snackbar';

function Trigger() {
  const show = useSnackbar();
  return (
    <button type="button" onClick={() => show({ message: 'Saved', messageType: 'notification' })}>
      show
    </button>
  );
}

afterEach(() => vi.useRealTimers());

describe('snackbar', () => {
  it('shows a message at the top centre and hides it after 2 seconds', () => {
    vi.useFakeTimers();
    render(
      <SnackbarProvider>
        <Trigger />
      </SnackbarProvider>,
    );
    act(() => screen.getByRole('button', { name: 'show' }).click());
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(SNACKBAR_HIDE_MS).toBe(2000);
    act(() => vi.advanceTimersByTime(SNACKBAR_HIDE_MS + 500));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
