import { dollars, expect, figure, seriousAxeViolations, test } from './fixtures';
import { receivedLead, sendThroughLeadDialog } from './lead-receiver';
import { homeWithEquity, homeWithPmi } from './sample-homes';

test('search by keyboard only, open PMI/MIP Removal, see the figures the API computed, ask for removal', async ({
  page,
  request,
}) => {
  const home = homeWithPmi();
  await page.goto('/pmi-removal');
  expect(await seriousAxeViolations(page)).toEqual([]);
  const search = page.getByLabel('Enter Your Address');
  await search.focus();
  await page.keyboard.type(`${home.street}`, { delay: 20 });
  await expect(page.getByRole('option').first()).toContainText(home.street);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pmi-removal\/.+-CA$/);

  const key = decodeURIComponent(page.url().split('/').pop()!);
  // The page computes the record on its first visit; read it once the figures are on screen.
  await expect(figure(page, 'Estimated Value')).toContainText('$');
  const record = await (await request.get(`/api/home/address/${key}`)).json();
  await expect(figure(page, 'Estimated Value')).toContainText(dollars(record.estimate));
  await expect(figure(page, 'Est. Loan Balance')).toContainText(dollars(record.loanBalance));
  await expect(figure(page, 'Est. Loan to Value')).toContainText(
    `${Math.round((record.loanBalance / record.estimate) * 100)}%`,
  );
  // Spec section 9 on the whole dollars shown: 80% of the value (rounded down) less the balance as shown.
  await expect(figure(page, 'Est. Cash/Equity Available')).toContainText(
    dollars(Math.max(0, Math.floor((Math.round(record.estimate) * 80) / 100) - Math.round(record.loanBalance))),
  );
  await expect(page.getByText('Sample data')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: "Let's Get This Removed" }).click();
  await sendThroughLeadDialog(page, 'Pat Placer', 'pat.placer@example.com');
  expect(await receivedLead('pat.placer@example.com')).toMatchObject({
    type: 'pmiRemoval',
    addressId: key,
    estimatedValue: record.estimate,
  });
});

test('an unknown address shows the red banner and the search again', async ({ page }) => {
  await page.goto('/pmi-removal/1-Nowhere-Rd-Auburn-CA');
  await expect(page.getByRole('alert')).toContainText('Error fetching address information. Please try a new address.');
  await expect(page.getByLabel('Enter Your Address')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the PMI page works on a phone-sized screen', async ({ page }) => {
  const home = homeWithPmi();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/pmi-removal');
  await page.getByLabel('Enter Your Address').fill(home.street);
  await page.getByRole('option').first().click();
  await expect(figure(page, 'Estimated Value')).toContainText('$');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/pmi-phone.png', fullPage: true, animations: 'disabled' });
});

test('a computed address: the server sends the report with its figures, and the browser does not read it again', async ({
  page,
  request,
}) => {
  const home = homeWithEquity();
  const query = new URLSearchParams({ address: home.street, city: home.city, state: 'CA' });
  const computed = await request.get(`/api/integrations/property/calculate/proxy/?${query}`);
  expect(computed.status()).toBe(200);
  const record = await computed.json();

  // The page as it leaves the server, no script run: the report and its figures are in the HTML.
  const answer = await page.request.get(`/pmi-removal/${record.id}`);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain(record.address);
  expect(html).toContain(dollars(record.estimate));
  expect(html).toContain(dollars(record.loanBalance));
  expect(html).toContain(`${Math.round((record.loanBalance / record.estimate) * 100)}%`);
  expect(html).not.toContain('Loading property');

  // In the browser: hydrated with no mismatch (a console error fails the test), and the record is not read again.
  const recordReads: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/home/address/${record.id}`) recordReads.push(sent.url());
  });
  await page.goto(`/pmi-removal/${record.id}`);
  await expect(figure(page, 'Estimated Value')).toContainText(dollars(record.estimate));
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Update loan balance' }).click();
  await expect(page.getByRole('dialog', { name: 'Update your loan balance' })).toBeVisible();
  expect(recordReads).toEqual([]);
});

test('a crafted address key answers the page (its failure state or not found), never a server error', async ({
  request,
}) => {
  for (const key of [
    'x'.repeat(3000),
    `${'1-Main-St-'.repeat(40)}Auburn-CA`,
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E-Auburn-CA',
    '..%2F..%2Fapi%2Fadmin%2Fusers',
    '1-Nowhere-Rd-Auburn-CA',
  ]) {
    const answer = await request.get(`/pmi-removal/${key}`);
    expect([200, 404], key.slice(0, 40)).toContain(answer.status());
    const html = await answer.text();
    expect(html).not.toContain('Unexpected Application Error');
    expect(html).not.toMatch(/at \S+ \(.*:\d+:\d+\)/);
  }
  // An address whose escapes do not decode is sent to its readable form, which the app answers with its page.
  const malformed = await request.get('/pmi-removal/%E0%A4%A');
  expect(new URL(malformed.url()).pathname).toBe('/pmi-removal/%25E0%25A4%25A');
  expect([200, 404]).toContain(malformed.status());
  expect(malformed.headers()['content-type']).toContain('text/html');
  expect(await malformed.text()).not.toContain('Unexpected Application Error');
});
