import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SNACKBAR_HIDE_MS, SnackbarProvider, useSnackbar } from './snackbar';

// Whether the snackbar's own chunk (MUI's Snackbar and the banner) was fetched.
const view = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./message-snackbar', async (importOriginal) => {
  view.loads += 1;
  return importOriginal();
});

function Trigger() {
  const show = useSnackbar();
  return (
    <button type="button" onClick={() => show({ message: 'Saved', messageType: 'notification' })}>
      show
    </button>
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('snackbar', () => {
  it('fetches nothing while the visitor only looks, and its chunk at their first key', async () => {
    // Fresh modules: the test setup has fetched the chunk for every other test. An idle browser, at once.
    vi.resetModules();
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    const fresh = await import('./snackbar');
    render(
      <fresh.SnackbarProvider>
        <p>page</p>
      </fresh.SnackbarProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.loads).toBe(0);
    fireEvent.keyDown(window, { key: 'Tab' });
    await waitFor(() => expect(view.loads).toBe(1));
  });

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
