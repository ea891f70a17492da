import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { propertyApi, TEST_ADDRESS_KEY, testProperty } from '../../../test/api/property';
import { useFakeClock } from '../../../test/fake-timers';
import { figure } from '../../../test/pmi-page';
import { renderApp, stubServer } from '../../../test/render-app';
import { openToolPage } from '../../../test/tool-page';

beforeEach(() => useFakeClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const record = testProperty();
const addressReads = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith('/api/home/address/'));

/** Whether the property's loading state was ever put on the page, however briefly (call to stop watching). */
function watchForLoading(): () => boolean {
  let shown = false;
  const observer = new MutationObserver((records) => {
    for (const { addedNodes } of records) {
      for (const node of addedNodes) {
        if (
          node instanceof Element &&
          node.matches('[aria-label="Loading property"], :has([aria-label="Loading property"])')
        )
          shown = true;
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    return shown;
  };
}

describe("the PMI/MIP report in the page's first response", () => {
  it('a cached record: the page opens on the report with its figures, never the loading texts, read once', async () => {
    const { calls } = stubServer(propertyApi({ cached: record, computed: null }));
    const loadingShown = watchForLoading();
    renderApp(`/pmi-removal/${TEST_ADDRESS_KEY}`);
    expect(await screen.findByRole('heading', { level: 1, name: record.address })).toBeInTheDocument();
    expect(figure('Estimated Value')).toBe('$650,000');
    expect(figure('Est. Loan Balance')).toBe('$440,123');
    expect(figure('Est. Loan to Value')).toBe('68%');
    expect(screen.getByRole('heading', { level: 2, name: 'Congratulations!' })).toBeInTheDocument();
    expect(loadingShown()).toBe(false);
    // The route's loader read it; the browser's query starts from it instead of asking again.
    expect(addressReads(calls)).toHaveLength(1);
  });

  it.each(['/payment-design-center', '/dream-rate', '/estimator/reficenter'])(
    'the other address tools too (%s): the page opens on the address, never the loading texts, read once',
    async (toolPath) => {
      const loadingShown = watchForLoading();
      const { calls } = openToolPage(`${toolPath}/${TEST_ADDRESS_KEY}`);
      expect(await screen.findByRole('heading', { level: 1, name: record.address })).toBeInTheDocument();
      expect(loadingShown()).toBe(false);
      expect(addressReads(calls).filter((call) => !call.url.endsWith('/solar'))).toHaveLength(1);
    },
  );

  it('the API refusing the first read: the page reads the record itself, as it does without one', async () => {
    let reads = 0;
    const { calls } = stubServer(
      (url) =>
        url.startsWith('/api/home/address/') && ++reads === 1
          ? { status: 503, body: { code: 'SERVER_BUSY', errorMessage: 'Busy' } }
          : undefined,
      propertyApi({ cached: record, computed: null }),
    );
    renderApp(`/pmi-removal/${TEST_ADDRESS_KEY}`);
    expect(await screen.findByRole('heading', { level: 1, name: record.address })).toBeInTheDocument();
    expect(figure('Estimated Value')).toBe('$650,000');
    expect(addressReads(calls)).toHaveLength(2);
  });

  it.each([
    ['too long', `${'1-Main-St-'.repeat(25)}Auburn-CA`],
    ['with odd characters', '1 Main St; <b>-Auburn-CA'],
    ['a path', '..%2F..%2Fapi%2Fadmin%2Fusers'],
  ])('a key that is not one (%s): the red banner and the search again, no read', async (_label, key) => {
    const { calls } = stubServer(propertyApi({ cached: record, computed: null }));
    renderApp(`/pmi-removal/${key.includes('%') ? key : encodeURIComponent(key)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error fetching address information. Please try a new address.',
    );
    expect(screen.getByRole('combobox', { name: 'Enter Your Address' })).toBeInTheDocument();
    expect(addressReads(calls)).toHaveLength(0);
  });
});
