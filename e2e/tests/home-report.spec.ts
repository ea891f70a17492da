import { devices } from '@playwright/test';
import { launchCampaign } from './campaign-launch';
import { expect, holdScripts, seriousAxeViolations, test } from './fixtures';
import { sidewaysScroll, signInAt } from './page-checks';

const LOAN_OFFICER = 'loanofficer@demo.roost.local';
const DEMO_PASSWORD = 'Roost-demo-2026';

// The homeowner reads the text on a phone; the whole journey runs at a phone's size.
const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

test('a campaign text opens the contact’s own page, where one tap asks the loan officer for a review', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const run = String(Math.floor(Math.random() * 90) + 10);
  // A Roseville ZIP, in the Pacific zone, where the e2e server's texting clock (10:30 AM) is always daytime.
  const number = `+1916555${run}81`;
  const name = `Own page ${run}`;
  await signInAt(page, '/campaigns', LOAN_OFFICER, DEMO_PASSWORD);
  const site = new URL(page.url()).origin;
  const campaign = await launchCampaign(
    page.request,
    site,
    name,
    [`Eve,Owner,${number},913 Lupine Dr,Roseville,CA,95661,600000,300000`],
    [
      { column: 'Address', supportedColumn: 'address' },
      { column: 'City', supportedColumn: 'city' },
      { column: 'State', supportedColumn: 'state' },
      { column: 'Zip', supportedColumn: 'zip' },
      { column: 'Home Value', supportedColumn: 'homeValue' },
      { column: 'Loan Amount', supportedColumn: 'loanAmount' },
    ],
  );

  // The sender texts Eve within a few ticks; her text on the virtual phone carries her own link.
  const thread = page.getByRole('region', { name: number, exact: true });
  const link = thread.getByRole('link', { name: /\/l\/[0-9A-Za-z]{12}$/ });
  await expect(async () => {
    await page.goto('/dev/phone');
    await expect(link).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  const url = (await link.textContent())!.trim();
  const linkId = url.split('/l/')[1]!;

  // Eve opens it on her own phone (no session): her page, with her address and her loan officer.
  const phoneContext = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  const eve = await phoneContext.newPage();
  const consoleErrors: string[] = [];
  eve.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  // Her page's script is held until she has tapped: the tap lands on the server's HTML, as on a slow phone.
  const release = await holdScripts(eve);
  await eve.goto(url);
  await expect(eve).toHaveURL(new RegExp(`/home-report/${linkId}\\?ref=${linkId}$`));
  await expect(eve.getByRole('heading', { level: 1, name: 'Eve, here is your home report' })).toBeVisible();
  await expect(eve.getByText('913 Lupine Dr, Roseville, CA 95661').first()).toBeVisible();
  await expect(eve.getByRole('region', { name: 'Your loan officer' })).toContainText('Leo Loanofficer');
  await expect(eve.getByRole('region', { name: 'A local realtor' })).toContainText('Rosa Realtor');
  expect(await seriousAxeViolations(eve)).toEqual([]);
  expect(await sidewaysScroll(eve)).toBe('');

  await eve.getByRole('button', { name: 'Ask for a review' }).click();
  release();
  await expect(eve.getByRole('region', { name: 'Send these details to Leo Loanofficer?' })).toContainText('Eve Owner');
  await eve.getByRole('button', { name: 'Send my request' }).click();
  await expect(eve.getByRole('status')).toContainText('Leo Loanofficer will call you');
  expect(consoleErrors).toEqual([]);
  await phoneContext.close();

  // The loan officer is told by e-mail, finds the lead in their pipeline with the campaign it came from, and sees
  // Eve in the campaign's funnel.
  await expect
    .poll(async () => (await (await page.request.get('/dev/outbox')).text()).includes('lead from Eve Owner'))
    .toBe(true);
  await page.goto('/leads');
  const lead = page.getByRole('listitem', { name: 'Eve Owner' });
  await expect(lead).toContainText(`Campaign: ${name}`);
  await page.goto(`/campaign/${campaign.id}`);
  const funnel = page.getByRole('region', { name: 'Funnel' });
  await expect(funnel.getByRole('listitem', { name: 'Page viewed: 1' })).toBeVisible();
  await expect(funnel.getByRole('listitem', { name: 'Asked: 1' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await sidewaysScroll(page)).toBe('');
});
