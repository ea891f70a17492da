import type { Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, figure, seriousAxeViolations, test } from './fixtures';
import { checkWideAndPhone, signInAt, wide } from './page-checks';

const LOAN_OFFICER = 'loanofficer@demo.roost.local';
const DEMO_PASSWORD = 'Roost-demo-2026';

/**
 * A lead file as CRMs and spreadsheets export it: a UTF-8 byte order mark, CRLF line ends, headers in
 * their own spellings, money quoted with a thousands comma, and one row of each kind the import
 * rejects (no phone, a phone that is not a number, the same phone twice) plus a formula cell.
 */
const LEAD_ROWS = [
  'First,LAST_NAME,Cell Phone,E-mail,Postal Code,Loan Amount',
  'Ann,Lee,(916) 555-0101,ann@example.com,95661,"$350,000"',
  'Bo,Diaz,916-555-0102,bo@example.com,95746,"$275,500"',
  // The same number as Ann's, written another way: a duplicate.
  'Cy,Ng,916.555.0101,cy@example.com,95603,"$410,000"',
  // Seven digits: not a phone number.
  'Di,Ray,555-0000,di@example.com,95677,"$199,000"',
  // No phone (the one column every contact needs) and no e-mail.
  'Ed,Fox,,,95678,"$320,000"',
  // A spreadsheet formula in a cell: kept as text.
  'Fay,"=HYPERLINK(""x"")",(916) 555-0134,fay@example.com,95630,"$500,000"',
  'Hal,Ito,+1 916 555 0145,hal@example.com,95650,"$225,000"',
];
const leadFile = (name: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(LEAD_ROWS.join('\r\n') + '\r\n', 'utf8')]),
});

const steps = (page: Page) => page.getByRole('navigation', { name: 'New campaign steps' });
/** The wizard's breadcrumb of the step shown ('2. Template'). */
const currentStep = (page: Page) => steps(page).locator('[aria-current="step"]');
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
/** The uploader affirms that the people in the file agreed to be texted (the launch is refused without it). */
const affirmConsent = (page: Page) =>
  page
    .getByRole('checkbox', { name: /^I confirm that every person in this file gave prior express written consent/ })
    .check();
const report = (page: Page) => page.getByRole('region', { name: 'Upload report' });
/** A count of the upload report: '4 Valid contacts' is a button opening those rows. */
const countButton = (page: Page, label: string) =>
  report(page).getByRole('button', { name: new RegExp(`^\\d[\\d,]* ${label}$`) });

/** Details as far as the upload report: a name, Refi, the lead file mapped in 'Select Headers'. */
async function fillDetails(page: Page, name: string, fileName: string) {
  await page.getByRole('textbox', { name: 'Campaign Name' }).fill(name);
  await page.getByRole('combobox', { name: 'Campaign Type' }).selectOption('Refi');
  await page.getByLabel('Lead file (.csv)').setInputFiles(leadFile(fileName));

  const headers = page.getByRole('dialog', { name: 'Select Headers' });
  await expect(headers).toBeVisible();
  // Pre-filled from the file's own spellings, the byte order mark not part of the first header.
  const chosen = (column: string) =>
    headers.getByRole('combobox', { name: column, exact: true }).getByRole('option', { selected: true });
  await expect(chosen('Phone Number')).toHaveText('Cell Phone');
  await expect(chosen('First Name')).toHaveText('First');
  await expect(chosen('Last Name')).toHaveText('LAST_NAME');
  await expect(chosen('Email')).toHaveText('E-mail');
  await expect(chosen('Zip')).toHaveText('Postal Code');
  await expect(chosen('Loan Amount')).toHaveText('Loan Amount');
  await expect(chosen('City')).toHaveText('Empty Column');
  await expect(headers.getByText('First row: $350,000')).toBeVisible();
  return headers;
}

test('a loan officer creates a campaign: upload, template, timeline, a declined card, then a paid one, and launches it', async ({
  page,
  context,
}) => {
  // The whole wizard twice over (a declined card, then a paid one): 2.5 min on a loaded 2-core machine.
  test.setTimeout(300_000);
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const campaignName = `Spring Refi ${run}`;

  // 1. The dashboard (the start screen while the loan officer has no campaign yet).
  await page.setViewportSize(wide);
  await signInAt(page, '/campaigns', LOAN_OFFICER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(page.getByRole('heading', { level: 1, name: /^(Welcome to )?Campaigns$/ })).toBeVisible();
  const create = page.getByRole('link', { name: 'Create Campaign' });
  await checkWideAndPhone(page, create);
  await create.click();
  await expect(page).toHaveURL(/\/campaign\/new\/details$/);

  // 2. Details.
  await expect(page.getByRole('heading', { name: 'New Campaign', level: 1 })).toBeVisible();
  await expect(currentStep(page)).toHaveText('1. Details');
  await expect(page.getByText('Drag .csv file here, or')).toBeVisible();
  await checkWideAndPhone(page, page.getByRole('textbox', { name: 'Campaign Name' }));
  // Next with nothing entered says what is missing (the snackbar, an alert) and stays.
  await nextButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Campaign name required' })).toBeVisible();
  await expect(page).toHaveURL(/\/campaign\/new\/details$/);

  const headers = await fillDetails(page, campaignName, 'spring leads.csv');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await headers.getByRole('button', { name: 'Upload' }).click();
  await expect(headers).toBeHidden();

  await expect(report(page)).toContainText('spring leads.csv: 7 rows read');
  await expect(countButton(page, 'Valid contacts')).toHaveText('4 Valid contacts');
  await expect(countButton(page, 'Missing required data')).toHaveText('1 Missing required data');
  await expect(countButton(page, 'Invalid phone')).toHaveText('1 Invalid phone');
  await expect(countButton(page, 'Duplicates')).toHaveText('1 Duplicates');
  await expect(countButton(page, 'Already opted out')).toHaveText('0 Already opted out');
  await expect(countButton(page, 'Already opted out')).toBeDisabled();

  // The row with no phone: 'missing' in red, 'n/a' for the e-mail.
  await countButton(page, 'Missing required data').click();
  const missing = page.getByRole('dialog', { name: 'Contacts Missing Required Data' });
  const missingTable = missing.getByRole('table', { name: 'Contacts Missing Required Data' });
  await expect(missingTable.getByRole('columnheader')).toHaveText(['First', 'Last', 'Phone', 'Email', 'Reason']);
  const edRow = missingTable.getByRole('row').filter({ hasText: 'Ed' });
  await expect(edRow.getByRole('cell')).toHaveText(['Ed', 'Fox', 'missing', 'n/a', /.+/]);
  const missingMark = edRow.getByRole('cell').nth(2).getByText('missing', { exact: true });
  const markColour = await missingMark.evaluate((element) => getComputedStyle(element).color);
  const [red = 0, green = 0, blue = 0] = markColour.match(/\d+/g)!.map(Number);
  expect(red, `'missing' is red (${markColour})`).toBeGreaterThan(150);
  expect(green).toBeLessThan(100);
  expect(blue).toBeLessThan(100);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await missing.getByRole('button', { name: 'Close' }).click();
  await expect(missing).toBeHidden();

  // The valid ones: the formula cell is plain text, the duplicate and the bad number are not there.
  await countButton(page, 'Valid contacts').click();
  const valid = page.getByRole('dialog', { name: 'Valid Contacts' });
  const validTable = valid.getByRole('table', { name: 'Valid Contacts' });
  await expect(validTable.getByRole('row')).toHaveCount(5);
  // In file order; the duplicate (Cy) and the bad number (Di) are not among them.
  await expect(validTable.getByRole('row')).toHaveText([
    'FirstLastPhoneEmail',
    'AnnLee+19165550101ann@example.com',
    'BoDiaz+19165550102bo@example.com',
    'Fay=HYPERLINK("x")+19165550134fay@example.com',
    'HalIto+19165550145hal@example.com',
  ]);
  await expect(validTable.getByRole('link')).toHaveCount(0);
  await valid.getByRole('button', { name: 'Close' }).click();
  await expect(valid).toBeHidden();
  await checkWideAndPhone(page, countButton(page, 'Valid contacts'));
  await affirmConsent(page);
  await nextButton(page).click();

  // 3. Template: a card, pressed once chosen; the preview with its length, encoding and segments.
  await expect(page).toHaveURL(/\/campaign\/new\/template$/);
  await expect(currentStep(page)).toHaveText('2. Template');
  await expect(page.getByRole('heading', { name: 'Select Template', level: 2 })).toBeVisible();
  const cards = page.getByRole('group', { name: 'Select Template' }).getByRole('button');
  await expect(cards.first()).toBeVisible();
  await checkWideAndPhone(page, cards.first());
  // Next without a template says so.
  await nextButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Campaign template required' })).toBeVisible();
  const card = cards.first();
  const templateName = (await card.locator('span').first().textContent())!.trim();
  await expect(card).toHaveAttribute('aria-pressed', 'false');
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('group', { name: 'Select Template' }).getByRole('button', { pressed: true })).toHaveCount(
    1,
  );
  // Highlighted: its border is not the plain one the other cards keep.
  const border = (target: Locator) => target.evaluate((element) => getComputedStyle(element).borderTopColor);
  expect(await border(card)).not.toBe(await border(cards.nth(1)));
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('figure', { name: 'Message preview' })).not.toBeEmpty();
  await expect(figure(page, 'Characters')).toHaveText(/^[1-9]\d*$/);
  await expect(figure(page, 'Encoding')).toHaveText(/^(GSM-7|UCS-2)$/);
  await expect(figure(page, 'Segments')).toHaveText(/^[1-9]\d*$/);
  await checkWideAndPhone(page, preview);
  await nextButton(page).click();

  // 4. Timeline: 100 a day on Mondays and Wednesdays, in the future; the forecast.
  await expect(page).toHaveURL(/\/campaign\/new\/timeline$/);
  await expect(currentStep(page)).toHaveText('3. Timeline');
  await expect(page.getByRole('heading', { name: 'Select Timeline', level: 2 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Choose the texts per day' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Number of texts sent (minimum 100 per day)' }).fill('100');
  const weekdays = page.getByRole('group', { name: 'Days of the week' });
  await expect(weekdays.getByRole('button')).toHaveText(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  await weekdays.getByRole('button', { name: 'Mon' }).click();
  await weekdays.getByRole('button', { name: 'Wed' }).click();
  await expect(weekdays.getByRole('button', { name: 'Mon' })).toHaveAttribute('aria-pressed', 'true');
  await expect(weekdays.getByRole('button', { name: 'Wed' })).toHaveAttribute('aria-pressed', 'true');
  await expect(weekdays.getByRole('button', { name: 'Tue' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByLabel('Start Date').fill('2099-03-02');
  await page.getByLabel('End Date').fill('2099-03-31');
  const forecast = page.getByRole('status').filter({ hasText: 'At 100 texts a day' });
  await expect(forecast).toContainText('your 4 contacts need 1 sending day and finish on Mar 02, 2099');
  await checkWideAndPhone(page, forecast);
  await nextButton(page).click();

  // 5. Billing: the summary, the form, a declined card first.
  await expect(page).toHaveURL(/\/campaign\/new\/billing$/);
  await expect(currentStep(page)).toHaveText('4. Billing');
  const form = page.getByRole('form', { name: 'Billing Information' });
  const summary = page.getByRole('complementary', { name: 'Campaign summary' });
  await expect(summary).toContainText('Records4');
  await expect(summary).toContainText('$0.20 at 5¢ per record');
  await expect(summary).toContainText(templateName);
  await expect(summary).toContainText('100 Leads per day');
  await form.getByRole('textbox', { name: 'Name on card' }).fill('Leo Loanofficer');
  await form.getByRole('textbox', { name: 'Billing address' }).fill('2200 Douglas Blvd');
  await form.getByRole('textbox', { name: 'City' }).fill('Roseville');
  await form.getByRole('combobox', { name: 'State' }).selectOption('CA');
  await form.getByRole('textbox', { name: 'ZIP' }).fill('95661');
  await form.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
  await form.getByRole('textbox', { name: 'Expiry month' }).fill('12');
  await form.getByRole('textbox', { name: 'Expiry year' }).fill('2034');
  await form.getByRole('textbox', { name: 'CVC' }).fill('123');
  await checkWideAndPhone(page, form.getByRole('button', { name: 'Submit' }));

  await form.getByRole('button', { name: 'Submit' }).click();
  const failure = form.getByRole('alert');
  await expect(failure).toContainText('Error creating campaign');
  await expect(failure).toContainText('Your card was declined.');
  // Nothing paid: the form stays, with what was typed, and no Launch Campaign.
  await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await expect(form.getByRole('textbox', { name: 'Billing address' })).toHaveValue('2200 Douglas Blvd');
  await expect(page.getByRole('button', { name: 'Launch Campaign' })).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  // The dashboard, in another tab of the same browser: the campaign is not there.
  const dashboard = await context.newPage();
  await dashboard.goto('/campaigns?tab=new');
  await expect(dashboard.getByRole('heading', { level: 1, name: /^(Welcome to )?Campaigns$/ })).toBeVisible();
  await expect(dashboard.getByText(campaignName)).toHaveCount(0);
  await dashboard.close();

  // The test card that pays.
  await form.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await form.getByRole('button', { name: 'Submit' }).click();
  const launch = page.getByRole('button', { name: 'Launch Campaign' });
  await expect(launch).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Your campaign is paid and ready to launch.')).toBeVisible();
  const paid = page.getByRole('region', { name: 'Paid' });
  await expect(paid.getByLabel('card ending in 4242')).toHaveText('•••• 4242');
  await expect(paid).toContainText('Expires 12/2034');
  await expect(paid.locator('address')).toHaveText('Leo Loanofficer2200 Douglas BlvdRoseville, CA 95661');
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  await checkWideAndPhone(page, launch);

  await launch.click();
  await expect(page).toHaveURL(/\/campaign\/[^/]+$/);
  expect(new URL(page.url()).pathname).not.toMatch(/\/campaign\/new\//);
  const campaignPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: campaignName, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to campaigns' })).toBeVisible();
  await expect(figure(page, 'Type')).toHaveText('Refi');
  await expect(figure(page, 'Template')).toHaveText(templateName);
  await expect(figure(page, 'Start date')).toHaveText('Mar 02, 2099');
  await expect(figure(page, 'End date')).toHaveText('Mar 31, 2099');
  await expect(figure(page, 'Week days')).toHaveText('Mon, Wed');
  await expect(figure(page, 'Texts per day')).toHaveText('100');
  await checkWideAndPhone(page, page.getByRole('heading', { name: campaignName, level: 1 }));

  // The lead file stays with the campaign after launch: what was rejected, and its CSV.
  const leadFileSection = page.getByRole('region', { name: 'Lead file' });
  await expect(leadFileSection.getByRole('button', { name: /^1 Invalid phone$/ })).toBeEnabled();
  await expect(leadFileSection.getByRole('link', { name: 'Download rejected rows (CSV)' })).toBeVisible();
  // The export downloads every contact with its outcome, the formula cell neutralised.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export contacts (CSV)' }).click();
  const exported = await downloading;
  expect(exported.suggestedFilename()).toMatch(/-contacts\.csv$/);
  const exportedLines = (await readFile((await exported.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(exportedLines[0]).toContain('First name,Last name,Phone,Email');
  expect(exportedLines[0]).toContain('Status,Sent at,Replied at,Clicked,Opted out,Send result');
  expect(exportedLines).toHaveLength(1 + 4);
  expect(exportedLines.find((line) => line.startsWith('Ann,Lee,'))).toContain('New,,,No,No,Not sent yet');
  expect(exportedLines.find((line) => line.startsWith('Fay,'))).toContain(`"'=HYPERLINK(""x"")"`);
  await checkWideAndPhone(page, page.getByRole('link', { name: 'Export contacts (CSV)' }));

  // 6. The dashboard's New tab lists it, with its start date and status badge.
  await page.goto('/campaigns?tab=new');
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1, exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
  const listed = page
    .getByRole('list', { name: 'New campaigns' })
    .getByRole('listitem')
    .filter({ hasText: campaignName });
  await expect(listed).toHaveCount(1);
  const nameLink = listed.getByRole('link', { name: campaignName });
  await expect(nameLink).toHaveAttribute('href', campaignPath);
  await expect(listed).toContainText(/Starts [A-Z][a-z]{2} \d{2}, \d{4}/);
  await expect(listed).toContainText('Starts Mar 02, 2099');
  await expect(listed.getByLabel(/^Status: /)).toHaveText(/^\w+$/);
  await expect(listed.getByLabel(/^Status: /)).toBeVisible();
  await checkWideAndPhone(page, nameLink);
  await nameLink.click();
  await expect(page).toHaveURL(campaignPath);
});

test('reloading on the Timeline step keeps the draft', async ({ page }) => {
  const campaignName = `Reload draft ${Date.now().toString(36)}`;
  await page.setViewportSize(wide);
  await signInAt(page, '/campaign/new/details', LOAN_OFFICER, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/campaign\/new\/details$/);
  const headers = await fillDetails(page, campaignName, 'reload leads.csv');
  await headers.getByRole('button', { name: 'Upload' }).click();
  await expect(countButton(page, 'Valid contacts')).toHaveText('4 Valid contacts');
  await affirmConsent(page);
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/campaign\/new\/template$/);
  await page.getByRole('group', { name: 'Select Template' }).getByRole('button').first().click();
  await nextButton(page).click();
  await expect(page).toHaveURL(/\/campaign\/new\/timeline$/);
  await page.getByRole('textbox', { name: 'Number of texts sent (minimum 100 per day)' }).fill('150');

  await page.reload();
  await expect(page).toHaveURL(/\/campaign\/new\/timeline$/);
  await expect(currentStep(page)).toHaveText('3. Timeline');
  await expect(page.getByRole('textbox', { name: 'Number of texts sent (minimum 100 per day)' })).toHaveValue('150');

  // Back on Details: the name, the type and the upload's counts are all still there.
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(page).toHaveURL(/\/campaign\/new\/template$/);
  await expect(page.getByRole('group', { name: 'Select Template' }).getByRole('button').first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(page).toHaveURL(/\/campaign\/new\/details$/);
  await expect(page.getByRole('textbox', { name: 'Campaign Name' })).toHaveValue(campaignName);
  await expect(page.getByRole('combobox', { name: 'Campaign Type' })).toHaveValue('Refi');
  await expect(report(page)).toContainText('reload leads.csv: 7 rows read');
  await expect(countButton(page, 'Valid contacts')).toHaveText('4 Valid contacts');
  await expect(countButton(page, 'Missing required data')).toHaveText('1 Missing required data');
  await expect(countButton(page, 'Invalid phone')).toHaveText('1 Invalid phone');
  await expect(countButton(page, 'Duplicates')).toHaveText('1 Duplicates');
});
