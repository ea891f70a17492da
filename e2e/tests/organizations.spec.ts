import type { Browser, Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures';
import { checkWideAndPhone, signInAt, wide } from './page-checks';
import { uniqueEmail } from './outbox';

const DEMO_PASSWORD = 'Roost-demo-2026';

/**
 * A page of another browser context (another person), failing the test on its console errors the
 * way the `page` fixture does: refusals the journey expects (403, an API's 404) are not errors.
 */
async function personPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: wide });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    const apiAnswer = message.location().url.includes('/api/');
    const expectedRefusal =
      /status of (400|401|403|409|429) /.test(message.text()) || (apiAnswer && /status of 404 /.test(message.text()));
    if (message.type() === 'error' && !expectedRefusal) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    page,
    async close() {
      await context.close();
      expect(errors, 'console errors of the other browser').toEqual([]);
    },
  };
}

/** The temporary password of the newest welcome mail to `email`: on its own line, indented by 4 spaces. */
async function temporaryPassword(page: Page, email: string): Promise<string> {
  let password: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await page.request.get('/dev/outbox')).text();
      const row = html.split('<tr>').find((cells) => cells.includes(email) && /Welcome to Roost/.test(cells));
      password = row?.match(/^ {4}(\S+)\s*$/m)?.[1];
      return password;
    })
    .toBeTruthy();
  return password!;
}

/** The snackbar's notice (a status; it hides after 2 seconds). */
const snackbar = (page: Page, message: string) => page.getByRole('status').filter({ hasText: message });
/** The id that follows `segment` in the page's address: /organization/<id>/branch/<id>. */
function idAfter(url: string, segment: string) {
  const parts = new URL(url).pathname.split('/');
  return parts[parts.indexOf(segment) + 1]!;
}

test('an org admin builds an organization, its new loan officer signs in, adds a realtor partner and is refused elsewhere', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const organizationName = `Foothill Mortgage ${run}`;
  const branchName = `Granite Bay Branch ${run}`;
  const officerName = `Lena Lender ${run}`;
  const officerEmail = uniqueEmail('new-loan-officer');
  const partnerName = `Rita Realtor ${run}`;
  const partnerEmail = uniqueEmail('new-realtor');
  const newPassword = 'Maple7Harbor!x';

  // 1. The org admin: /organizations, Add Organization, the organization, New Branch, the branch, New Loan Officer.
  await page.setViewportSize(wide);
  await signInAt(page, '/organizations', 'orgadmin@demo.roost.local', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/organizations$/);
  await expect(page.getByRole('heading', { name: 'Organizations', level: 1 })).toBeVisible();
  const sierra = page.getByRole('link', { name: 'Sierra Home Lending' });
  await expect(sierra).toBeVisible();
  const sierraPath = (await sierra.getAttribute('href'))!;
  expect(sierraPath).toMatch(/^\/organization\/[^/]+$/);
  const sierraId = sierraPath.split('/').pop()!;
  await checkWideAndPhone(page, page.getByRole('button', { name: /Roseville Branch/ }));

  await page.getByRole('button', { name: 'Add Organization' }).click();
  const organizationForm = page.getByRole('dialog', { name: 'Add Organization' });
  await organizationForm.getByLabel('Name').fill(organizationName);
  await organizationForm.getByLabel('Address').fill('2200 Douglas Blvd');
  await organizationForm.getByLabel('City').fill('Roseville');
  await organizationForm.getByLabel('State').fill('CA');
  await organizationForm.getByLabel('Zip Code').fill('95661');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await organizationForm.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page, 'Successfully saved organization')).toBeVisible();
  await expect(organizationForm).toBeHidden();

  const newOrganization = page.getByRole('region', { name: organizationName });
  await expect(newOrganization.getByText('Roseville, CA 95661')).toBeVisible();
  await newOrganization.getByRole('link', { name: organizationName }).click();
  await expect(page).toHaveURL(/\/organization\/[^/]+$/);
  const organizationId = idAfter(page.url(), 'organization');
  await expect(page.getByRole('heading', { name: organizationName, level: 1 })).toBeVisible();
  await expect(page.getByText('No Branches to Display')).toBeVisible();
  await checkWideAndPhone(page, page.getByRole('button', { name: 'New Branch' }));

  await page.getByRole('button', { name: 'New Branch' }).click();
  const branchForm = page.getByRole('dialog', { name: 'New Branch' });
  await expect(branchForm.getByLabel('Organization')).toHaveValue(organizationId);
  await branchForm.getByLabel('Name').fill(branchName);
  await branchForm.getByLabel('Address').fill('8665 Sierra College Blvd');
  await branchForm.getByLabel('City').fill('Granite Bay');
  await branchForm.getByLabel('State').fill('CA');
  await branchForm.getByLabel('Zip Code').fill('95746');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await branchForm.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page, 'Successfully saved team')).toBeVisible();
  await expect(branchForm).toBeHidden();
  const branches = page.getByRole('table', { name: 'Branches' });
  await expect(branches.getByRole('row').filter({ hasText: branchName })).toContainText('Granite Bay, CA');
  await checkWideAndPhone(page, branches);

  await branches.getByRole('link', { name: branchName }).click();
  await expect(page).toHaveURL(new RegExp(`/organization/${organizationId}/branch/[^/]+$`));
  const branchId = idAfter(page.url(), 'branch');
  await expect(page.getByRole('heading', { name: branchName, level: 1 })).toBeVisible();
  await checkWideAndPhone(page, page.getByRole('link', { name: 'New Loan Officer' }));

  await page.getByRole('link', { name: 'New Loan Officer' }).click();
  await expect(page).toHaveURL(`/organization/${organizationId}/branch/${branchId}/user/new`);
  await expect(page.getByRole('heading', { name: 'New Loan Officer', level: 1 })).toBeVisible();
  const memberForm = page.getByRole('form', { name: 'Team member' });
  // Saving it empty says why beside each required field.
  await memberForm.getByRole('button', { name: 'Save' }).click();
  await expect(memberForm.getByText('Name required')).toBeVisible();
  await expect(memberForm.getByText('Phone Number required')).toBeVisible();
  await checkWideAndPhone(page, memberForm);

  await memberForm.getByLabel('Name').fill(officerName);
  await memberForm.getByLabel('Email').fill(officerEmail);
  await memberForm.getByLabel('Phone Number').fill('(916) 555-0177');
  await memberForm.getByLabel('Role').selectOption({ label: 'Loan Officer' });
  await memberForm.getByLabel('License number').fill('NMLS 2203344');
  await memberForm.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/organization/${organizationId}/branch/${branchId}`);
  await expect(snackbar(page, 'Successfully saved team member')).toBeVisible();
  const members = page.getByRole('table', { name: 'Loan Officers' });
  const officerRow = members.getByRole('row').filter({ hasText: officerEmail });
  await expect(officerRow.getByRole('rowheader')).toHaveText(officerName);
  await expect(officerRow).toContainText('Loan Officer');
  await expect(officerRow.getByRole('link', { name: officerName, exact: true })).toHaveAttribute(
    'href',
    /^\/profile\/loanofficer\/[^/]+$/,
  );

  // 2. The welcome e-mail in the dev outbox, as the org admin's browser caused it.
  const temporary = await temporaryPassword(page, officerEmail);

  // The new loan officer, in a browser of their own: the temporary password, then a new one.
  const officer = await personPage(browser);
  const lo = officer.page;
  await signInAt(lo, '/profile', officerEmail, temporary);
  await expect(lo).toHaveURL(/\/auth\/reset$/);
  const reset = lo.getByRole('form', { name: 'Reset Password' });
  await reset.getByLabel('Old password').fill(temporary);
  await reset.getByLabel('New password').fill(newPassword);
  await reset.getByLabel('Confirm password').fill(newPassword);
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(snackbar(lo, 'Password has been reset')).toBeVisible();
  await expect(lo).toHaveURL(/\/profile$/);
  await expect(lo.getByLabel('Name')).toHaveValue(officerName);

  // The profile shell's tabs: a loan officer sees Organizations beside Profile.
  const profileMenu = lo.getByRole('navigation', { name: 'Profile menu' });
  await expect(profileMenu.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(profileMenu.getByRole('tab', { name: 'Organizations' })).toBeVisible();
  await checkWideAndPhone(lo, profileMenu.getByRole('tab', { name: 'Organizations' }));

  // 3. Their own loan officer profile, found from the Organizations tab, and a realtor partner added there.
  await profileMenu.getByRole('tab', { name: 'Organizations' }).click();
  await expect(lo).toHaveURL(/\/organizations$/);
  await expect(profileMenu.getByRole('tab', { name: 'Organizations' })).toHaveAttribute('aria-selected', 'true');
  const theirOrganization = lo.getByRole('region', { name: organizationName });
  await expect(theirOrganization).toBeVisible();
  // Only the organization they belong to.
  await expect(lo.getByRole('link', { name: 'Sierra Home Lending' })).toHaveCount(0);
  await theirOrganization.getByRole('button', { name: new RegExp(branchName) }).click();
  const officers = lo.getByRole('list', { name: `Loan officers of ${branchName}` });
  await expect(officers.getByRole('link', { name: officerName, exact: true })).toBeVisible();
  await checkWideAndPhone(lo, officers);
  await officers.getByRole('link', { name: officerName, exact: true }).click();
  await expect(lo).toHaveURL(/\/profile\/loanofficer\/[^/]+$/);
  const officerPath = new URL(lo.url()).pathname;
  expect(officerPath).toBe(await officerRow.getByRole('link', { name: officerName, exact: true }).getAttribute('href'));

  await expect(lo.getByRole('heading', { name: officerName, level: 1 })).toBeVisible();
  await expect(lo.getByText(`Loan Officer, ${branchName}`)).toBeVisible();
  const partnerTabs = lo.getByRole('tablist', { name: 'Partners' });
  await expect(partnerTabs.getByRole('tab', { name: 'Realtor Partners' })).toHaveAttribute('aria-selected', 'true');
  await expect(lo.getByText('No realtor partners to display')).toBeVisible();
  await checkWideAndPhone(lo, lo.getByText('No realtor partners to display'));

  await lo.getByRole('button', { name: 'Add', exact: true }).click();
  await lo.getByRole('menuitem', { name: 'Realtor Partner' }).click();
  const partnerForm = lo.getByRole('dialog', { name: 'Add Realtor Partner' });
  await partnerForm.getByLabel('Name').fill(partnerName);
  await partnerForm.getByLabel('Email').fill(partnerEmail);
  await partnerForm.getByLabel('Phone (optional)').fill('(916) 555-0188');
  await partnerForm.getByLabel('Zip code').fill('95661');
  await partnerForm.getByRole('button', { name: 'Add', exact: true }).click();
  await partnerForm.getByLabel('Zip code').fill('95746');
  await partnerForm.getByLabel('Zip code').press('Enter');
  // Newest first.
  await expect(partnerForm.getByRole('listitem')).toHaveText(['95746', '95661']);
  await expect(partnerForm).toBeVisible();
  expect(await seriousAxeViolations(lo)).toEqual([]);
  await partnerForm.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(lo, 'Successfully saved loan officer')).toBeVisible();
  await expect(partnerForm).toBeHidden();
  const realtors = lo.getByRole('table', { name: 'Realtor Partners' });
  const partnerRow = realtors.getByRole('row').filter({ hasText: partnerEmail });
  await expect(partnerRow.getByRole('rowheader')).toHaveText(partnerName);
  await expect(partnerRow).toContainText('95746, 95661');
  await checkWideAndPhone(lo, realtors);

  // The partner stays after a reload: it was saved, under this loan officer.
  await lo.reload();
  await expect(
    lo.getByRole('table', { name: 'Realtor Partners' }).getByRole('row').filter({ hasText: partnerEmail }),
  ).toContainText('95746, 95661');

  // 4. Another organization's address: a refusal, none of its data.
  await lo.goto(sierraPath);
  await expect(lo.getByRole('heading', { name: 'No access', level: 1 })).toBeVisible();
  await expect(lo.getByText('You do not have access to this organization.')).toBeVisible();
  await expect(lo.getByText('Sierra Home Lending')).toHaveCount(0);
  await expect(lo.getByText('Roseville Branch')).toHaveCount(0);
  await expect(lo.getByText('Auburn Branch')).toHaveCount(0);
  await expect(lo.getByRole('link', { name: 'Back to organizations' })).toBeVisible();
  // The API refuses the same way.
  expect((await lo.request.get(`/api/site/team/${sierraId}`)).status()).toBe(403);
  expect(await seriousAxeViolations(lo)).toEqual([]);
  await officer.close();

  // 5. The superadmin finds the new loan officer among the users.
  const staff = await personPage(browser);
  const admin = staff.page;
  await signInAt(admin, '/admin/users', 'superadmin@demo.roost.local', DEMO_PASSWORD);
  await expect(admin).toHaveURL(/\/admin\/users$/);
  const users = admin.getByRole('table', { name: 'Users' });
  await admin.getByRole('searchbox', { name: 'Search users' }).fill(officerEmail);
  await expect(users.getByRole('rowheader')).toHaveText([officerName]);
  await expect(users.getByRole('row').filter({ hasText: officerEmail })).toContainText('Loan officer');
  await staff.close();
});

test('a branch manager sees only their own organization and branch, and their loan officer’s partners', async ({
  page,
}) => {
  await signInAt(page, '/organizations', 'branchmanager@demo.roost.local', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/organizations$/);
  // Not the organizations other journeys made, nor the demo organization's other branch.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Sierra Home Lending']);
  const sierra = page.getByRole('region', { name: 'Sierra Home Lending' });
  await expect(sierra.getByRole('button', { name: /Roseville Branch/ })).toBeVisible();
  await expect(sierra.getByRole('button', { name: /Auburn Branch/ })).toHaveCount(0);
  await sierra.getByRole('link', { name: 'Sierra Home Lending' }).click();
  await expect(page).toHaveURL(/\/organization\/[^/]+$/);
  const branches = page.getByRole('table', { name: 'Branches' });
  await expect(branches.getByRole('rowheader')).toHaveText(['Roseville Branch']);

  // Open Roseville Branch: Leo is listed, and his profile shows his seeded realtor partners.
  await branches.getByRole('link', { name: 'Roseville Branch' }).click();
  await expect(page).toHaveURL(/\/organization\/[^/]+\/branch\/[^/]+$/);
  await page
    .getByRole('table', { name: 'Loan Officers' })
    .getByRole('link', { name: 'Leo Loanofficer', exact: true })
    .click();
  await expect(page).toHaveURL(/\/profile\/loanofficer\/[^/]+$/);
  await expect(page.getByRole('table', { name: 'Realtor Partners' }).getByRole('rowheader')).toContainText([
    'Rosa Realtor',
  ]);
});
