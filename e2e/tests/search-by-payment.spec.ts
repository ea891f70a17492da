import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { dollars, expect, seriousAxeViolations, test } from './fixtures';
import { receivedListingRequest } from './lead-receiver';

const percent = (value: number) => `${Number(value.toFixed(3))}%`;

interface Option {
  optionId: number;
  loanName: string;
  percentDown: number;
  maxPurchase: number;
  downPayment: number;
  loanAmount: number;
  principalInterest: number;
  taxes: number;
  mortgageInsurance: number;
  hazardInsurance: number;
  aprPercent: number;
  homeCount: number;
}
interface Listing {
  id: string;
  streetNumber: string;
  streetName: string;
  city: string;
  zipCode: string;
  county: string;
  listingPrice: number;
  monthlyPayment: number;
  listAgentFirstName: string | null;
  listAgentLastName: string | null;
}

const address = (home: Listing) => `${home.streetNumber} ${home.streetName}, ${home.city}, CA ${home.zipCode}`;

async function homesOf(request: APIRequestContext, query: string) {
  const reply = await request.get(`/api/home/homes?${query}`);
  expect(reply.status()).toBe(200);
  return (await reply.json()) as { option: Option; homes: Listing[]; total: number; counties: string[] };
}

/** The 'Each month' list of an option card: each term with its amount in whole dollars. */
async function monthlyFigures(card: Locator): Promise<Record<string, number>> {
  const pairs = await card
    .locator('dl[aria-label="Each month"]')
    .evaluate((dl) =>
      Array.from(dl.querySelectorAll('dt')).map((term) => [
        term.textContent ?? '',
        term.nextElementSibling?.textContent ?? '',
      ]),
    );
  return Object.fromEntries(pairs.map(([term, value]) => [term, Number(value!.replace(/[$,]/g, ''))]));
}

async function noOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('Search by Payment: the payment typed as dollars, options equal to the API, homes under the price by county, a viewing request reaches the webhook', async ({
  page,
  request,
}) => {
  await page.goto('/payment/search');
  const input = page.getByRole('textbox', { name: 'Enter Payment' });
  await input.pressSequentially('3500');
  await expect(input).toHaveValue('$3,500');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'See Options' }).click();
  await expect(page).toHaveURL(/\/payment\/options\?payment=3500$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase options for $3,500/mo' })).toBeVisible();

  const { options } = (await (await request.get('/api/home/homes/options?payment=3500')).json()) as {
    options: Option[];
  };
  expect(options.length).toBeGreaterThan(0);
  for (const option of options) {
    const card = page.getByRole('article', { name: `${option.loanName}, ${percent(option.percentDown)} down` });
    await expect(card).toContainText(dollars(option.maxPurchase));
    await expect(card).toContainText(dollars(option.downPayment));
    await expect(card).toContainText(dollars(option.loanAmount));
    // Each month: whole-dollar lines within a dollar of the API's figures that add up to the payment shown.
    const month = await monthlyFigures(card);
    const apiParts = [option.principalInterest, option.taxes, option.mortgageInsurance, option.hazardInsurance];
    const shown = ['Principal & interest', 'Taxes', 'Mortgage insurance', 'Hazard insurance'].map(
      (term) => month[term]!,
    );
    shown.forEach((amount, index) => expect(Math.abs(amount - apiParts[index]!)).toBeLessThanOrEqual(1));
    expect(month['Monthly payment']).toBe(shown.reduce((sum, amount) => sum + amount, 0));
    expect(month['Monthly payment']).toBe(Math.round(apiParts.reduce((sum, amount) => sum + amount, 0)));
    await expect(card).toContainText(percent(option.aprPercent));
    await expect(card).toContainText(`${option.homeCount.toLocaleString('en-US')} home`);
  }
  expect(await seriousAxeViolations(page)).toEqual([]);

  const chosen = options.find((option) => option.homeCount > 0)!;
  await page
    .getByRole('link', { name: `See homes for ${chosen.loanName}, ${percent(chosen.percentDown)} down` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/payment/results/3500\\?option=${chosen.optionId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Homes for $3,500/mo' })).toBeVisible();
  const placer = await homesOf(request, `payment=3500&option=${chosen.optionId}&county=Placer`);
  expect(placer.total).toBe(chosen.homeCount);
  const homesList = page.getByRole('list', { name: 'Homes for sale' });
  const first = placer.homes[0]!;
  await expect(homesList.getByRole('article').first()).toContainText(dollars(first.listingPrice));
  await expect(homesList.getByRole('article').first()).toContainText(dollars(first.monthlyPayment));
  for (const home of placer.homes) {
    expect(home.listingPrice).toBeLessThanOrEqual(chosen.maxPurchase);
    expect(home.county).toBe('Placer');
  }
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Another county with listings: the list follows it.
  const other = placer.counties.find((county) => county !== 'Placer')!;
  await page.getByRole('combobox', { name: 'County' }).click();
  await page.getByRole('option', { name: other }).click();
  const elsewhere = await homesOf(
    request,
    `payment=3500&option=${chosen.optionId}&county=${encodeURIComponent(other)}`,
  );
  if (elsewhere.homes[0]) {
    await expect(homesList.getByRole('article').first()).toContainText(elsewhere.homes[0].streetName);
  }
  await page.getByRole('combobox', { name: 'County' }).click();
  await page.getByRole('option', { name: 'Placer' }).click();
  await expect(homesList.getByRole('article').first()).toContainText(dollars(first.listingPrice));

  await page.getByRole('button', { name: `Schedule Viewing: ${address(first)}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Vera Viewer');
  await dialog.getByLabel('Email').fill('vera.viewer@example.com');
  await dialog.getByLabel('Phone (optional)').fill('(916) 555-0142');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Loan assistant request sent')).toBeVisible();
  expect(await receivedListingRequest('vera.viewer@example.com')).toMatchObject({
    action: 'scheduleViewing',
    listingAgent: `${first.listAgentFirstName} ${first.listAgentLastName}`,
    address: `${first.streetNumber} ${first.streetName}, ${first.city}, CA`,
    zip: first.zipCode,
    name: 'Vera Viewer',
    phone: '+19165550142',
    listingId: first.id,
  });

  await page.setViewportSize({ width: 360, height: 740 });
  await noOverflow(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/payment-results-phone.png', animations: 'disabled' });
});

test('Down payment help signed out goes to the login first, then back to the homes, and is sent to the webhook', async ({
  page,
  request,
}) => {
  const { homes } = await homesOf(request, 'payment=4000&option=1&county=Placer');
  const home = homes[0]!;
  await page.goto('/payment/results/4000?option=1');
  await page.getByRole('button', { name: `Down Payment Assistant: ${address(home)}` }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill('branchmanager@demo.roost.local');
  await main.getByLabel('Password').fill('Roost-demo-2026');
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/payment\/results\/4000\?option=1/);
  await expect(page.getByText('Loan assistant request sent')).toBeVisible();
  expect(await receivedListingRequest('branchmanager@demo.roost.local')).toMatchObject({
    action: 'downPaymentAssistant',
    listingId: home.id,
  });
});

test('the header shows the payment, and the logo resets it', async ({ page }) => {
  await page.goto('/payment/search');
  await page.getByRole('textbox', { name: 'Enter Payment' }).pressSequentially('2800');
  await page.getByRole('button', { name: 'See Options' }).click();
  const banner = page.getByRole('banner');
  await expect(banner).toContainText('$2,800');
  await page.getByRole('link', { name: 'Roost home' }).click();
  await expect(banner).not.toContainText('$2,800');
});
