import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterSWOptions } from 'virtual:pwa-register';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from './providers';
import { UpdatePrompt } from './update-prompt';

// The plugin's registration, as the page sees it: the events it reports and the hand-over it offers.
const serviceWorker = vi.hoisted(() => ({
  registerSW: vi.fn(),
  updateServiceWorker: vi.fn(async (_reloadPage?: boolean) => undefined),
}));
vi.mock('virtual:pwa-register', () => ({ registerSW: serviceWorker.registerSW }));
// Whether the prompt's view (the snackbar's chunks) was loaded: only once a version waits.
const view = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./update-prompt-view', async (importOriginal) => {
  view.loads += 1;
  return importOriginal();
});

/** The options the page registered the service worker with, once it has. */
async function registered(): Promise<RegisterSWOptions> {
  await waitFor(() => expect(serviceWorker.registerSW).toHaveBeenCalledTimes(1));
  return serviceWorker.registerSW.mock.calls[0]![0] as RegisterSWOptions;
}

function renderPrompt(enabled = true) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <UpdatePrompt enabled={enabled} />
    </AppProviders>,
  );
}

beforeEach(() => {
  serviceWorker.registerSW.mockReset().mockReturnValue(serviceWorker.updateServiceWorker);
  serviceWorker.updateServiceWorker.mockClear();
  // jsdom has neither service workers nor idle callbacks.
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: {} }));
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('update prompt', () => {
  // The first test of the file: no test before it has loaded the view.
  it('registers the service worker after the first paint and shows nothing, loading no view, while no new version waits', async () => {
    renderPrompt();
    expect(serviceWorker.registerSW).not.toHaveBeenCalled();
    await registered();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText(/new version/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(view.loads).toBe(0);
  });

  it('registers nothing outside a production build', async () => {
    renderPrompt(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(serviceWorker.registerSW).not.toHaveBeenCalled();
  });

  it('offers a waiting version as a status with Reload, which hands over to it', async () => {
    renderPrompt();
    const options = await registered();
    act(() => options.onNeedRefresh?.());
    const status = await screen.findByRole('status');
    expect(view.loads).toBe(1);
    expect(status).toHaveTextContent('A new version of Roost is ready.');
    const reload = within(status).getByRole('button', { name: 'Reload' });
    reload.focus();
    expect(reload).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(serviceWorker.updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('goes away on Later and leaves this version running', async () => {
    renderPrompt();
    const options = await registered();
    act(() => options.onNeedRefresh?.());
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByText(/new version/)).not.toBeInTheDocument());
    expect(serviceWorker.updateServiceWorker).not.toHaveBeenCalled();
  });

  it('offers a reload, never reloading unasked, when another tab put the new version in control', async () => {
    const reloadPage = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload: reloadPage });
    renderPrompt();
    const options = await registered();
    act(() => options.onNeedReload?.());
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('A new version of Roost is ready.');
    expect(reloadPage).not.toHaveBeenCalled();
    await userEvent.click(within(status).getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(serviceWorker.updateServiceWorker).not.toHaveBeenCalled();
  });
});
