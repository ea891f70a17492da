import type { Page } from '@playwright/test';
import { launchCampaign } from './campaign-launch';
import { expect, seriousAxeViolations, test } from './fixtures';
import { checkWideAndPhone, signInAt, wide } from './page-checks';

const LOAN_OFFICER = 'loanofficer@demo.roost.local';
const DEMO_PASSWORD = 'Roost-demo-2026';

const phoneOf = (page: Page, number: string) => page.getByRole('region', { name: number, exact: true });

/**
 * The loan officer's working day on the sandbox carrier and the virtual phone, with the server's texting clock at
 * 10:30 AM Pacific (global-setup.ts): a reply e-mails the loan officer and waits unread in the inbox; a campaign
 * whose texts all went stays in view with its conversation; its export holds the outcome; a hand reply to someone
 * in Guam, where it is night, is refused at once and queued for their morning, and can be cancelled.
 */
test('a reply reaches the inbox and an e-mail; a completed campaign stays in view; late replies wait for morning', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const run = String(Math.floor(Math.random() * 90) + 10);
  const kai = `+1916555${run}61`;
  const noe = `+1671555${run}62`;
  const campaignName = `Inbox ${run}`;
  await page.setViewportSize(wide);
  await signInAt(page, '/campaigns', LOAN_OFFICER, DEMO_PASSWORD);
  const site = new URL(page.url()).origin;
  const { id: daytime } = await launchCampaign(page.request, site, campaignName, [`Kai,Akana,${kai}`]);

  // The sender texts Kai (California, 10:30 AM) and, with nothing left to send, completes the campaign.
  await page.goto('/dev/phone');
  await expect(async () => {
    await page.reload();
    await expect(phoneOf(page, kai).getByRole('listitem')).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await phoneOf(page, kai).getByLabel(`Reply as ${kai}`).fill('What rate could I get on a 30 year?');
  await phoneOf(page, kai).getByRole('button', { name: 'Send reply' }).click();
  await expect(phoneOf(page, kai).locator('li.inbound')).toHaveCount(1);

  // An e-mail tells the loan officer within the worker's tick, with a link to the conversation.
  await expect
    .poll(
      async () => (await (await page.request.get('/dev/outbox')).text()).includes('Kai Akana replied to your text'),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);

  // The completed campaign is still under Active, below "Completed", with an unread conversation.
  await page.goto('/campaigns');
  await expect(page.getByRole('heading', { name: 'Completed' })).toBeVisible();
  const completed = page.getByRole('link', { name: `1 unread conversation in ${campaignName}` });
  await expect(completed).toBeVisible();
  await expect(page.getByRole('tab', { name: /Inbox, \d+ unread/ })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The inbox lists Kai's conversation as needing a reply; opening it reads it.
  await page.goto('/inbox');
  const conversations = page.getByRole('list', { name: 'Conversations' });
  const row = conversations.getByRole('link').filter({ hasText: 'Kai Akana' });
  await expect(row).toContainText('What rate could I get on a 30 year?');
  await expect(row).toContainText('1 unread');
  await row.click();
  const messages = page.getByRole('list', { name: 'Messages with Kai Akana' });
  await expect(messages.getByRole('listitem').last()).toContainText('What rate could I get on a 30 year?');
  await expect(row).not.toContainText('unread');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await checkWideAndPhone(page, page.getByRole('heading', { name: 'Inbox', level: 1 }));
  await page.setViewportSize(wide);

  // The export holds Kai's outcome.
  await page.goto(`/campaign/${daytime}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export contacts (CSV)' }).click(),
  ]);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text.split('\r\n')[0]).toContain('Status');
  const kaiLine = text.split('\r\n').find((line) => line.includes('Kai'));
  expect(kaiLine).toContain('Active');

  // Noe is in Guam, where it is night: a hand reply is refused at once and queued for 8:00 AM their time.
  const { id: night } = await launchCampaign(page.request, site, `${campaignName} Guam`, [`Noe,Tui,${noe}`]);
  await page.goto(`/campaign/${night}?tab=all`);
  const noeButton = page.getByRole('button', { name: 'Noe Tui', exact: true });
  await noeButton.click();
  const panel = page.getByRole('region', { name: 'Noe Tui: conversation and property' });
  await panel.getByRole('textbox', { name: 'Reply' }).fill('Hi Noe, this is Leo about your refinance.');
  await panel.getByRole('button', { name: 'Send' }).click();
  const refusal = panel.getByRole('alert').filter({ hasText: 'Outside their allowed hours' });
  await expect(refusal).toContainText('it can go at 8:00 AM their time');
  await expect(panel.getByRole('textbox', { name: 'Reply' })).toHaveValue('Hi Noe, this is Leo about your refinance.');
  await refusal.getByRole('button', { name: 'Send at 8:00 AM' }).click();
  await expect(panel.getByText(/Scheduled for 8:00 AM their time/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await checkWideAndPhone(page, panel.getByText(/Scheduled for 8:00 AM their time/));
  await page.setViewportSize(wide);
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByText(/Scheduled for/)).toHaveCount(0);
  // Nothing reached Noe's phone.
  await page.goto('/dev/phone');
  await expect(phoneOf(page, noe)).toHaveCount(0);
});
