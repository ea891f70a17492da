import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type PermissionState = 'granted' | 'prompt' | 'denied';

// The hook asks at most once per page load, so each test loads its own copy of the modules.
async function load(permission: PermissionState) {
  const getCurrentPosition = vi.fn((found: PositionCallback) =>
    found({ coords: { latitude: 38.58, longitude: -121.49 } } as GeolocationPosition),
  );
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: { getCurrentPosition },
    permissions: { query: vi.fn(async () => ({ state: permission })) },
  });
  const { useBrowserCoords } = await import('./browser-coords');
  const { sessionStore } = await import('./session-store');
  function Probe() {
    const { coords, locate } = useBrowserCoords();
    return (
      <button type="button" onClick={locate}>
        {coords ? `${coords.latitude},${coords.longitude}` : 'Use my location'}
      </button>
    );
  }
  await act(async () => {
    render(<Probe />);
  });
  return { getCurrentPosition, sessionStore };
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('browser coords', () => {
  it('reads the position on load only when permission is already granted, into the session', async () => {
    const { getCurrentPosition, sessionStore } = await load('granted');
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(sessionStore.get().coords).toEqual({ latitude: 38.58, longitude: -121.49 });
  });

  it("never prompts on load; 'Use my location' asks", async () => {
    const { getCurrentPosition, sessionStore } = await load('prompt');
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(sessionStore.get().coords).toEqual({ latitude: 38.58, longitude: -121.49 });
  });
});
