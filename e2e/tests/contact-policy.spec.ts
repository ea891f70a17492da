import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { launchCampaign } from './campaign-launch';
import { expect, seriousAxeViolations, test } from './fixtures';
import { latestCode, uniqueEmail } from './outbox';
import { checkWideAndPhone, signInAt, wide } from './page-checks';

const LOAN_OFFICER = 'loanofficer@demo.roost.local';
const DEMO_PASSWORD = 'Roost-demo-2026';

const phoneOf = (page: Page, number: string) => page.getByRole('region', { name: number, exact: true });
const report = (page: Page) => page.getByRole('region', { name: 'Upload report' });
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/** Waits on the virtual phone until `number` holds `count` texts. */
async function textsOn(page: Page, number: string, count: number) {
  await page.goto('/dev/phone');
  await expect(async () => {
    await page.reload();
    await expect(phoneOf(page, number).getByRole('listitem')).toHaveCount(count, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
}

/**
 * What a compliance officer checks, with the server's texting clock at 10:30 AM Pacific (global-setup.ts): the
 * Template step shows the upload's real contacts as they will read the text; a contact the template cannot fill
 * is left out with the reason; a number another campaign of the organization texted today is named at upload
 * and waits at sending while the others go.
 */
test('the preview shows real contacts, a contact lacking data is left out, a number texted today waits', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const run = String(Math.floor(Math.random() * 90) + 10);
  const kai = `+1530555${run}71`;
  const noe = `+1530555${run}72`;
  const earlierName = `Spring refinance ${run}`;
  await page.setViewportSize(wide);
  await signInAt(page, '/campaigns', LOAN_OFFICER, DEMO_PASSWORD);
  const site = new URL(page.url()).origin;

  // Another campaign of the organization texts Kai first.
  await launchCampaign(page.request, site, earlierName, [`Kai,Akana,${kai}`]);
  await textsOn(page, kai, 1);

  // The lead file: Noe with every field, Malia with no address or reference, Kai again.
  await page.goto('/campaign/new/details');
  await page.getByRole('textbox', { name: 'Campaign Name' }).fill(`Inquiries ${run}`);
  await page.getByRole('combobox', { name: 'Campaign Type' }).selectOption('Refi');
  const csv = [
    'First,Last,Phone,Address,City,Reference',
    `Noe,Tui,(530) 555-${run}72,12 Oak St,Roseville,R-1001`,
    `Malia,Kahale,(530) 555-${run}73,,,`,
    `Kai,Akana,(530) 555-${run}71,40 Elm St,Auburn,R-1002`,
  ].join('\r\n');
  await page
    .getByLabel('Lead file (.csv)')
    .setInputFiles({ name: 'inquiries.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const headers = page.getByRole('dialog', { name: 'Select Headers' });
  await headers.getByRole('button', { name: 'Upload' }).click();
  await expect(headers).toBeHidden();
  await expect(report(page).getByRole('button', { name: '3 Valid contacts' })).toBeVisible();
  // Kai is named at upload: texted today by the other campaign, he will wait for the frequency limit.
  await expect(report(page)).toContainText(
    `1 number was texted in the last 7 days by ${earlierName} (1); it will wait for the frequency limit`,
  );
  await page
    .getByRole('checkbox', { name: /^I confirm that every person in this file gave prior express written consent/ })
    .check();
  await nextButton(page).click();

  // The Inquiry follow-up reads the address and the reference: Malia has neither and is left out.
  await expect(page).toHaveURL(/\/campaign\/new\/template$/);
  await page
    .getByRole('group', { name: 'Select Template' })
    .getByRole('button')
    .filter({ hasText: 'Inquiry follow-up' })
    .click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('Contact 1 of 2');
  const message = preview.getByRole('figure', { name: 'Message preview' });
  await expect(message).toContainText(/^Hi Noe, this is \w+ following up on your question about 12 Oak St, Roseville/);
  await expect(message).toContainText('(ref R-1001)');
  // The short link as long as the real one (the configured public address and a 10-character id).
  await expect(message).toContainText(/ https?:\/\/\S+\/l\/\w{12} Reply STOP to opt out$/);
  await expect(preview).toContainText('1 contact is left out');
  await expect(preview).toContainText('Inquiry address: 1 contact without it, left out');
  await preview.getByRole('button', { name: 'Next contact' }).click();
  await expect(preview).toContainText('Contact 2 of 2');
  await expect(message).toContainText(/^Hi Kai, this is \w+ following up on your question about 40 Elm St, Auburn/);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await checkWideAndPhone(page, message);
  await page.setViewportSize(wide);

  // Back on Details, the upload report lists Malia with what she lacks.
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await report(page).getByRole('button', { name: '1 Missing template data' }).click();
  const leftOut = page.getByRole('dialog');
  await expect(leftOut).toContainText('Malia');
  await expect(leftOut).toContainText('{{inquiryAddress}}');
  await leftOut.getByRole('button', { name: 'Close' }).click();

  // At sending: a campaign to Kai and someone new texts the newcomer; Kai's text waits (one text in 24 hours).
  const { id: later } = await launchCampaign(page.request, site, `Rate watch ${run}`, [
    `Noe,Tui,${noe}`,
    `Kai,Akana,${kai}`,
  ]);
  await textsOn(page, noe, 1);
  await expect(phoneOf(page, kai).getByRole('listitem')).toHaveCount(1);
  const campaign = (await (await page.request.get(`/api/site/campaign/${later}`)).json()) as { totalSent: number };
  expect(campaign.totalSent).toBe(1);
});

/** A homeowner takes a copy of what Roost holds about them, then deletes the account and is signed out. */
test('a homeowner downloads their data and deletes their account', async ({ page }) => {
  const email = uniqueEmail('privacy');
  const password = 'Cedar4Porch';
  await page.setViewportSize(wide);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up!' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Name').fill('Pat Private');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm Password').fill(password);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await form.getByLabel('Code', { exact: true }).fill(await latestCode(page.request, email, /confirmation code/));
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Profile' })).toBeVisible();

  await page.goto('/profile');
  const yourData = page.getByRole('region', { name: 'Your data' });
  const download = yourData.getByRole('button', { name: 'Download your data' });
  await checkWideAndPhone(page, download);
  const saving = page.waitForEvent('download');
  await download.click();
  const saved = await saving;
  const data = JSON.parse(await readFile((await saved.path())!, 'utf8')) as Record<string, unknown>;
  expect(JSON.stringify(data)).toContain(email);
  expect(JSON.stringify(data)).toContain('Pat Private');

  await yourData.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account' });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await confirm.getByLabel('Password').fill(password);
  await confirm.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  // The session is gone and the account cannot sign in again.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/login/);
  const signIn = await page.request.post('/api/auth/sign-in', {
    headers: { origin: new URL(page.url()).origin },
    data: { email, password },
  });
  expect(signIn.status()).toBeGreaterThanOrEqual(400);
});
