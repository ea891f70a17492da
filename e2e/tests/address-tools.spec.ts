import type { APIRequestContext, Page } from '@playwright/test';
import { dollars, expect, figure, seriousAxeViolations, test } from './fixtures';
import { receivedLead, sendThroughLeadDialog } from './lead-receiver';
import { homeWithEquity, type SampleHome } from './sample-homes';

/** The amortised monthly payment, written out here so the test checks the product rather than reuses it. */
function monthlyPayment(principal: number, ratePercent: number, months: number) {
  const i = ratePercent / 100 / 12;
  return i === 0 ? principal / months : (principal * i) / (1 - (1 + i) ** -months);
}

async function chooseAddress(page: Page, toolPath: string, home: SampleHome) {
  await page.goto(toolPath);
  await page.getByLabel('Enter Your Address').fill(home.street);
  await page
    .getByRole('option', { name: new RegExp(home.city) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${toolPath}/.+-CA$`));
  return decodeURIComponent(page.url().split('/').pop()!);
}

async function recordAndRates(request: APIRequestContext, key: string) {
  const record = await (await request.get(`/api/home/address/${encodeURIComponent(key)}`)).json();
  const rates = await (await request.get('/api/home/rates')).json();
  return { record, rates };
}

test('Payment Design Center: cash, term and rate change the donut and the payment; the scenario reaches the lender', async ({
  page,
  request,
}) => {
  const key = await chooseAddress(page, '/payment-design-center', homeWithEquity());
  const rateSlider = page.getByRole('slider', { name: 'Interest rate' });
  await expect(rateSlider).toBeVisible();
  const { record, rates } = await recordAndRates(request, key);
  // The designer works on the balance as the strip shows it: whole dollars.
  const balance = Math.round(record.loanBalance);
  const extras = record.taxAmount / 12 + 85;
  const payment = page.getByRole('status', { name: 'Monthly payment' });
  const donut = page.getByRole('img', { name: /^Payment breakdown/ });
  const rate30: number = rates.rate30.roundedToEighth;
  await expect(payment).toHaveText(dollars(monthlyPayment(balance, rate30, 360) + extras));
  expect(await seriousAxeViolations(page)).toEqual([]);

  const donutAtStart = await donut.getAttribute('aria-label');
  await page.getByLabel('Cash amount').fill('20000');
  await expect(payment).toHaveText(dollars(monthlyPayment(balance + 20_000, rate30, 360) + extras));
  await expect(donut).not.toHaveAttribute('aria-label', donutAtStart!);

  await page.getByRole('button', { name: '15 Year Fixed' }).click();
  const rate15: number = rates.rate15.roundedToEighth;
  await expect(payment).toHaveText(dollars(monthlyPayment(balance + 20_000, rate15, 180) + extras));

  await rateSlider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(payment).toHaveText(dollars(monthlyPayment(balance + 20_000, rate15 + 0.125, 180) + extras));

  await page.getByRole('button', { name: 'Save This Scenario' }).click();
  await sendThroughLeadDialog(page, 'Dee Designer', 'dee.designer@example.com');
  const lead = await receivedLead('dee.designer@example.com');
  expect(lead).toMatchObject({ type: 'paymentDesign', addressId: key, loanBalance: Math.round(balance) });
  expect(lead.message).toContain('15 Year Fixed');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('Dream Rate: a visitor saves a rate and the lead reaches the lender; the page fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dream-rate');
  await page.getByRole('spinbutton', { name: 'Dream rate' }).fill('4.5');
  await page.getByRole('button', { name: 'Save This Rate' }).click();
  await sendThroughLeadDialog(page, 'Rae Rate', 'rae.rate@example.com');
  expect(await receivedLead('rae.rate@example.com')).toMatchObject({ type: 'dreamRate', dreamRate: 4.5 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('signed in: a balance updated on the PMI page is in My Addresses, the header address opens the Refi Center, the dream rate is remembered', async ({
  page,
}) => {
  await page.goto('/auth/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill('loanofficer@demo.roost.local');
  await main.getByLabel('Password').fill('Roost-demo-2026');
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  const home = homeWithEquity();
  const key = await chooseAddress(page, '/pmi-removal', home);
  await page.getByRole('button', { name: 'Update loan balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update your loan balance' });
  await dialog.getByLabel('Loan balance').fill('123456');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(figure(page, 'Est. Loan Balance')).toContainText('$123,456');

  await page.getByRole('link', { name: 'Profile' }).click();
  const myAddresses = page.getByRole('table', { name: 'My Addresses' });
  const row = myAddresses.getByRole('row', { name: new RegExp(home.street) });
  await expect(row).toContainText('$123,456');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: /^Your home:/ }).click();
  await expect(page).toHaveURL(new RegExp(`/estimator/reficenter/${key}$`));
  await expect(figure(page, 'Est. Loan Balance')).toContainText('$123,456');
  await expect(page.getByRole('listitem', { name: '30 Year Fixed' })).toContainText('Principal & interest');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/refi-center-phone.png', fullPage: true, animations: 'disabled' });

  await page.getByRole('link', { name: /^Dream Rate/ }).click();
  await page.getByRole('spinbutton', { name: 'Dream rate' }).fill('4.25');
  await page.getByRole('button', { name: 'Save This Rate' }).click();
  await expect(page.getByText('Saved: we will let you know when rates reach your dream rate.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your saved dream rate is 4.25%; alerts are on.')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Dream rate' })).toHaveValue('4.25');
});

for (const toolPath of ['/payment-design-center', '/dream-rate', '/estimator/reficenter']) {
  test(`${toolPath}: a computed address arrives with the page, and the browser does not read it again`, async ({
    page,
    request,
  }) => {
    const home = homeWithEquity();
    const query = new URLSearchParams({ address: home.street, city: home.city, state: 'CA' });
    const computed = await request.get(`/api/integrations/property/calculate/?${query}`);
    expect(computed.status()).toBe(200);
    const record = await computed.json();
    // The page as it leaves the server, no script run (the designer's and the rate's figures wait for the rates).
    const html = await (await page.request.get(`${toolPath}/${record.id}`)).text();
    expect(html).toContain(record.address);
    expect(html).not.toContain('Loading property');
    if (toolPath === '/estimator/reficenter') expect(html).toContain(dollars(record.estimate));

    // Hydrated with no mismatch (a console error fails the test), the record not read again.
    const recordReads: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === `/api/home/address/${record.id}`) recordReads.push(sent.url());
    });
    await page.goto(`${toolPath}/${record.id}`);
    await expect(page.getByRole('heading', { level: 1, name: record.address })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(recordReads).toEqual([]);
  });
}
