import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autocompleteToken } from '../lib/autocomplete-token';
import { sessionStore } from '../lib/session-store';
import { propertyApi } from '../test/api/property';
import { useFakeClock } from '../test/fake-timers';
import { stubServer } from '../test/render-app';
import { AddressSearchField } from './address-search-field';

beforeEach(() => useFakeClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const addresses = [
  { id: '1234-Oak-St-Sacramento-CA', address: '1234 Oak St, Sacramento, CA 95814' },
  { id: '1236-Oak-St-Sacramento-CA', address: '1236 Oak St, Sacramento, CA 95814' },
];

function renderField(hold?: Promise<void>) {
  const server = propertyApi({ addresses });
  const { calls } = stubServer(async () => {
    await hold;
    return undefined;
  }, server);
  const onChoose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddressSearchField onChoose={onChoose} />
      <p>Elsewhere</p>
    </QueryClientProvider>,
  );
  const user = userEvent.setup({ delay: null });
  const searches = () => calls.filter((call) => call.url.includes('/address/autocomplete'));
  return { user, onChoose, searches, input: screen.getByRole('combobox', { name: 'Enter Your Address' }) };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('address search field', () => {
  it('asks only for terms longer than 2 characters, after a 500 ms pause, with the page token', async () => {
    const { user, input, searches } = renderField();
    expect(input).toHaveAttribute('placeholder', 'Start typing your street address');
    await user.type(input, '12');
    await wait(1000);
    expect(searches()).toHaveLength(0);
    await user.type(input, '34 o');
    await wait(499);
    expect(searches()).toHaveLength(0);
    await wait(1);
    expect(searches()).toHaveLength(1);
    const url = new URL(searches()[0]!.url, 'http://localhost');
    expect(url.searchParams.get('term')).toBe('1234 o');
    expect(url.searchParams.get('token')).toBe(autocompleteToken);
    expect(url.searchParams.has('lat')).toBe(false);
    expect(await screen.findByRole('option', { name: '1234 Oak St, Sacramento, CA 95814' })).toBeInTheDocument();
  });

  it('sends the session coords when they are known', async () => {
    sessionStore.update({ coords: { latitude: 38.5816, longitude: -121.4944 } });
    const { user, input, searches } = renderField();
    await user.type(input, 'Oak');
    await wait(500);
    const url = new URL(searches()[0]!.url, 'http://localhost');
    expect([url.searchParams.get('lat'), url.searchParams.get('long')]).toEqual(['38.582', '-121.494']);
  });

  it('opens in a loading state after the pause, then shows the results', async () => {
    let release = () => undefined as void;
    const { user, input } = renderField(new Promise<void>((resolve) => (release = resolve)));
    await user.type(input, 'Oak St');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await wait(500);
    expect(screen.getByText('Searching addresses...')).toBeInTheDocument();
    release();
    expect(await screen.findAllByRole('option')).toHaveLength(2);
  });

  it("says 'No addresses found' when nothing matches", async () => {
    const { user, input } = renderField();
    await user.type(input, 'Nowhere Lane');
    await wait(500);
    expect(await screen.findByText('No addresses found')).toBeInTheDocument();
  });

  it('moves with the arrow keys and chooses with Enter; a click outside closes the list', async () => {
    const { user, input, onChoose } = renderField();
    await user.type(input, 'Oak St');
    await wait(500);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(input);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    // The first result is highlighted on opening; one step down is the second.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChoose).toHaveBeenCalledWith(addresses[1]);
    expect(input).toHaveValue(addresses[1]!.address);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
