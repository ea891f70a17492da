import type { Page } from '@playwright/test';
import { launchCampaign } from './campaign-launch';
import { expect, seriousAxeViolations, test } from './fixtures';
import { checkWideAndPhone, signInAt, wide } from './page-checks';
import { textingNow } from './texting-clock';

const LOAN_OFFICER = 'loanofficer@demo.roost.local';
const DEMO_PASSWORD = 'Roost-demo-2026';

/**
 * Area codes of places without a stricter window than the federal 8am-9pm, by zone, east to west. The
 * recipient's zone comes from the area code when the lead has no ZIP, so a campaign launched now can be
 * texted now only to an area code where it is daytime on the server's texting clock (10:30 AM Pacific when
 * the run began, so one always is).
 */
const AREA_CODES: [areaCode: string, zone: string][] = [
  ['787', 'America/Puerto_Rico'],
  ['212', 'America/New_York'],
  ['312', 'America/Chicago'],
  ['303', 'America/Denver'],
  ['916', 'America/Los_Angeles'],
  ['907', 'America/Anchorage'],
  ['808', 'Pacific/Honolulu'],
  ['671', 'Pacific/Guam'],
];

const localMinutes = (zone: string, at: Date) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
};

/** An area code where it is 8:05am-8:40pm now: inside 8am-9pm for the journey's few minutes. */
function daytimeAreaCode(now: Date): string | undefined {
  return AREA_CODES.find(([, zone]) => {
    const minutes = localMinutes(zone, now);
    return minutes >= 8 * 60 + 5 && minutes <= 20 * 60 + 40;
  })?.[0];
}

/** A number's thread in the virtual phone. */
const phoneOf = (page: Page, number: string) => page.getByRole('region', { name: number, exact: true });

async function replyFromPhone(page: Page, number: string, text: string) {
  await page.goto('/dev/phone');
  const phone = phoneOf(page, number);
  await phone.getByLabel(`Reply as ${number}`).fill(text);
  await phone.getByRole('button', { name: 'Send reply' }).click();
  // What the phone sent (its replies are the thread's inbound texts).
  await expect(phoneOf(page, number).locator('li.inbound').filter({ hasText: text })).toBeVisible();
}

test('a launched campaign texts its contacts in their hours; replies, answers, clicks and STOP work end to end', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const areaCode = daytimeAreaCode(textingNow());
  test.skip(!areaCode, 'It is 8am-9pm in no US time zone at this hour, so no text may go now');
  const run = String(Math.floor(Math.random() * 90) + 10);
  const number = (n: number) => `+1${areaCode}555${run}${String(n).padStart(2, '0')}`;
  const [ann, bo, cy, di] = [number(11), number(12), number(13), number(14)];

  await page.setViewportSize(wide);
  await signInAt(page, '/campaigns', LOAN_OFFICER, DEMO_PASSWORD);
  const site = new URL(page.url()).origin;
  const first = await launchCampaign(page.request, site, `Delivery ${run}`, [
    `Ann,Lee,${ann}`,
    `Bo,Diaz,${bo}`,
    `Cy,Ng,${cy}`,
  ]);
  expect(first.report).toMatchObject({ valid: 3 });

  // 1. The sender starts the campaign today and texts each contact once (it runs every 2 s).
  await page.goto(`/campaign/${first.id}?tab=sent`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('table', { name: 'Sent contacts' }).getByRole('row')).toHaveCount(4, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 60_000 });

  // 2. The virtual phone shows each number's one text, with its own short link.
  await page.goto('/dev/phone');
  for (const phone of [ann, bo, cy]) {
    await expect(phoneOf(page, phone).getByRole('listitem')).toHaveCount(1);
    await expect(phoneOf(page, phone).getByRole('link', { name: /\/l\/[0-9A-Za-z]{12}$/ })).toHaveCount(1);
  }
  await checkWideAndPhone(page, phoneOf(page, ann));

  // 3. Ann replies: she becomes Active and her reply shows in her panel, where the loan officer answers.
  await replyFromPhone(page, ann, 'Yes, call me');
  await page.goto(`/campaign/${first.id}?tab=active`);
  const annButton = page.getByRole('button', { name: 'Ann Lee', exact: true });
  await expect(annButton).toBeVisible();
  await expect(page.getByRole('row').filter({ has: annButton })).toContainText('New message');
  await annButton.click();
  await expect(annButton).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: 'Ann Lee: conversation and property' });
  const conversation = panel.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('listitem')).toHaveCount(2);
  await expect(conversation.getByRole('listitem').last()).toContainText('Yes, call me');
  await panel.getByRole('textbox', { name: 'Reply' }).fill('Great, Ann. I will call you at 5pm today.');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(conversation.getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
  await checkWideAndPhone(page, conversation);
  await page.goto('/dev/phone');
  await expect(phoneOf(page, ann).getByRole('listitem').last()).toContainText('I will call you at 5pm today');

  // 4. Bo taps his link on the phone: forwarded with ref, and a click-through on the campaign.
  const link = phoneOf(page, bo).getByRole('link', { name: /\/l\// });
  const linkId = (await link.textContent())!.trim().split('/l/')[1]!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`[?&]ref=${linkId}`));
  await expect(async () => {
    await page.goto(`/campaign/${first.id}?tab=clickThrough`);
    await expect(page.getByRole('button', { name: 'Bo Diaz', exact: true })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });

  // 5. Cy replies STOP: opted out with exactly one confirmation.
  await replyFromPhone(page, cy, 'STOP');
  await expect(phoneOf(page, cy).getByRole('listitem')).toHaveCount(3); // the campaign text, STOP, one confirmation
  await expect(phoneOf(page, cy).getByRole('listitem').last()).toContainText(/opted out|unsubscribed/i);
  await page.goto(`/campaign/${first.id}?tab=optOut`);
  await expect(page.getByRole('button', { name: 'Cy Ng', exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // 6. A second campaign with Cy again: the upload counts Cy as opted out, and only Di is texted.
  const second = await launchCampaign(page.request, site, `Delivery ${run} again`, [`Cy,Ng,${cy}`, `Di,Ray,${di}`]);
  expect(second.report).toMatchObject({ valid: 1, optedOut: 1 });
  await page.goto('/dev/phone');
  await expect(async () => {
    await page.reload();
    await expect(phoneOf(page, di).getByRole('listitem')).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(phoneOf(page, cy).getByRole('listitem')).toHaveCount(3);

  // 7. The organization's admin finds Cy's number among the opt-outs and undoes it only with a reason.
  const adminContext = await browser.newContext({ baseURL: site });
  const admin = await adminContext.newPage();
  await admin.setViewportSize(wide);
  await signInAt(admin, '/organizations', 'orgadmin@demo.roost.local', DEMO_PASSWORD);
  await admin.getByRole('link', { name: 'Sierra Home Lending' }).click();
  await admin.getByRole('link', { name: 'Opt-outs' }).click();
  await expect(admin.getByRole('heading', { name: 'Opt-outs', level: 1 })).toBeVisible();
  const shown = `(${cy.slice(2, 5)}) ${cy.slice(5, 8)}-${cy.slice(8)}`;
  await admin.getByRole('searchbox', { name: 'Search by phone number' }).fill(cy.slice(2));
  const undo = admin.getByRole('button', { name: `Undo opt-out of ${shown}` });
  await checkWideAndPhone(admin, undo);
  await undo.click();
  const dialog = admin.getByRole('dialog', { name: `Undo opt-out of ${shown}` });
  const confirm = dialog.getByRole('button', { name: 'Undo opt-out' });
  await expect(confirm).toBeDisabled();
  await dialog
    .getByRole('textbox', { name: 'Reason' })
    .fill('Cy called the branch on Nov 24 and asked for texts again.');
  await expect(confirm).toBeEnabled();
  expect(await seriousAxeViolations(admin)).toEqual([]);
  await confirm.click();
  await expect(admin.getByText(`${shown} may be texted again.`)).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search by phone number' }).fill(cy.slice(2));
  await expect(admin.getByRole('button', { name: `Undo opt-out of ${shown}` })).toHaveCount(0);
  await adminContext.close();
});
