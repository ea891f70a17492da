import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { TEST_ADDRESS_KEY, testProperty } from '../test/api/property';
import { useFakeClock } from '../test/fake-timers';
import { AddressRecordSeedContext, useToday } from './address-record-seed';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Today() {
  return <p>{useToday()}</p>;
}

it("renders the server's date into its HTML and the hydration, then the browser's own", async () => {
  // The server rendered just before midnight; the visitor's day has already turned.
  const seed = { key: TEST_ADDRESS_KEY, record: testProperty(), signedIn: false, today: '2026-03-01' };
  useFakeClock('2026-03-02T00:05:00');
  const page = (
    <AddressRecordSeedContext value={seed}>
      <Today />
    </AddressRecordSeedContext>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page);
  expect(container.textContent).toBe('2026-03-01');
  const mismatches: unknown[] = [];
  render(page, { container, hydrate: true, onRecoverableError: (error) => mismatches.push(error) });
  expect(mismatches).toEqual([]);
  expect(container.textContent).toBe('2026-03-02');
});
