import { expect, seriousAxeViolations, test } from './fixtures';
import { receivedLead, sendThroughLeadDialog } from './lead-receiver';
import { homeWithEquity } from './sample-homes';

test('Welcome Package: the check shows which programs fit and how much, and the request reaches the lender', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Welcome Package' });
  await section.scrollIntoViewIfNeeded();
  await section
    .getByRole('group', { name: /First-time buyer/ })
    .getByLabel('Yes')
    .check();
  await section
    .getByRole('group', { name: /First-generation buyer/ })
    .getByLabel('Yes')
    .check();
  await section.getByLabel('Household income').fill('120000');
  await section.getByLabel('Purchase price').fill('600000');
  await section.getByLabel('County').selectOption({ label: 'Placer' });
  await section.getByLabel('First loan').selectOption({ label: 'FHA' });
  // MyHome: 3.5% of $600,000 with an FHA first; Dream For All: 20% of the price.
  await expect(section.getByRole('listitem', { name: 'CalHFA MyHome Assistance' })).toContainText('$21,000');
  await expect(section.getByRole('listitem', { name: 'CalHFA Dream For All' })).toContainText('$120,000');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await section.screenshot({ path: 'test-results/welcome-package.png', animations: 'disabled' });

  await section.getByRole('button', { name: 'Request My Welcome Package' }).click();
  await sendThroughLeadDialog(page, 'Wes Welcome', 'wes.welcome@example.com');
  const lead = await receivedLead('wes.welcome@example.com');
  expect(lead).toMatchObject({ type: 'welcomePackage' });
  expect(lead.message).toContain('MyHome');
});

test('Solar Sun Score: the score of a chosen home equals the API answer, and the request reaches the lender; on a phone', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Solar Sun Score' });
  await section.scrollIntoViewIfNeeded();
  const home = homeWithEquity();
  await section.getByLabel('Enter Your Address').fill(home.street);
  await page
    .getByRole('option', { name: new RegExp(home.city) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  const card = section.getByRole('article', { name: 'Your Solar Sun Score' });
  await expect(card).toContainText('out of 100');

  const key = (
    await (
      await request.get(`/api/integrations/integrations/address/autocomplete?term=${encodeURIComponent(home.street)}`)
    ).json()
  ).predictions[0].addressId as string;
  const estimate = await (await request.get(`/api/home/address/${encodeURIComponent(key)}/solar`)).json();
  await expect(card).toContainText(`${estimate.score} out of 100`);
  await expect(card).toContainText(`${estimate.annualKwh.toLocaleString('en-US')} kWh`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await section.screenshot({ path: 'test-results/solar-phone.png', animations: 'disabled' });

  await card.getByRole('button', { name: 'Request My Solar Score' }).click();
  await sendThroughLeadDialog(page, 'Sol Sunny', 'sol.sunny@example.com');
  expect(await receivedLead('sol.sunny@example.com')).toMatchObject({ type: 'solarSunScore', addressId: key });
});
