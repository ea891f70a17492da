import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures';
import { uniqueEmail } from './outbox';
import { homeWithEquity } from './sample-homes';

const phone = { width: 360, height: 740 };
const wide = { width: 1280, height: 800 };

/** The page passes axe wide and on a phone, where it never scrolls sideways (tables scroll in their own box). */
async function checkWideAndPhone(page: Page) {
  await page.setViewportSize(wide);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize(phone);
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
  // The menu turns into a row once the resize has been handled.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize(wide);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin menu' });

test('a superadmin goes through the admin area: counts, users, addresses and the log', async ({ page, request }) => {
  // A long journey, run beside the database tests in CI.
  test.slow();
  // Something in each list: a stored property record and a failed sign-in in the core log.
  const home = homeWithEquity();
  const property = await request.get(
    `/api/integrations/property/calculate/?address=${encodeURIComponent(home.street)}&city=${encodeURIComponent(home.city)}&state=CA`,
  );
  expect(property.status()).toBe(200);
  const failed = await request.post('/api/auth/sign-in', {
    data: { email: 'nobody.admin.journey@example.com', password: 'WrongPass1' },
  });
  expect(failed.status()).toBe(401);

  await page.setViewportSize(wide);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\/login/);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill('superadmin@demo.roost.local');
  await main.getByLabel('Password').fill('Roost-demo-2026');
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // Home: real counts.
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  const counts = page.getByLabel('Counts');
  await expect(counts.locator('dt', { hasText: 'Users' })).toBeVisible();
  const users = Number(
    await counts.locator('dt', { hasText: 'Users' }).locator('xpath=following-sibling::dd[1]').textContent(),
  );
  expect(users).toBeGreaterThanOrEqual(6);
  await expect(menu(page).getByRole('tab')).toHaveText([
    'Admin home',
    'Campaigns',
    'Rates',
    'Users',
    'Addresses',
    'Logs',
  ]);
  await checkWideAndPhone(page);

  // Users: search finds a demo account; a created user shows first in the list.
  await menu(page).getByRole('tab', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill('hana home');
  await expect(table.getByRole('rowheader')).toHaveText(['Hana Homeowner']);
  await page.getByRole('searchbox', { name: 'Search users' }).fill('');
  await checkWideAndPhone(page);

  const email = uniqueEmail('admin-made');
  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create user' });
  await dialog.getByLabel(/^Name/).fill('Ivy Invited');
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel('Loan officer').check();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText(`Ivy Invited was created; a temporary password was e-mailed to ${email}.`)).toBeVisible();
  await expect(table.getByRole('rowheader').first()).toHaveText('Ivy Invited');
  const created = table.getByRole('row').filter({ hasText: email });
  await expect(created).toContainText('User, Loan officer');

  // The same e-mail again: refused with the server's reason, the dialog keeps what was typed.
  await page.getByRole('button', { name: 'Create user' }).click();
  await dialog.getByLabel(/^Name/).fill('Ivy Again');
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Unable to create user: the email is already in use');
  await expect(dialog.getByLabel(/^Email/)).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Addresses: the stored record, value and balance in whole dollars.
  await menu(page).getByRole('tab', { name: 'Addresses' }).click();
  await expect(page).toHaveURL(/\/admin\/addresses$/);
  await page.getByRole('searchbox', { name: 'Search addresses' }).fill(home.street);
  const addresses = page.getByRole('table', { name: 'Addresses' });
  await expect(addresses.getByRole('rowheader').first()).toContainText(home.street);
  await expect(addresses.getByRole('row').nth(1)).toContainText(/\$\d{1,3}(,\d{3})+\s*\$\d{1,3}(,\d{3})+/);
  await checkWideAndPhone(page);

  // Logs: the failed sign-in, filtered by source, with its data readable.
  await menu(page).getByRole('tab', { name: 'Logs' }).click();
  await expect(page).toHaveURL(/\/admin\/logs$/);
  await page.getByRole('combobox', { name: 'Source' }).click();
  await page.getByRole('option', { name: 'login' }).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  const logs = page.getByRole('table', { name: 'Log entries' });
  const entry = logs.getByRole('row').filter({ hasText: 'nobody.admin.journey@example.com' });
  await expect(entry).toContainText('error');
  await expect(entry).toContainText('reason');
  await checkWideAndPhone(page);
});

test('an admin who is not a superadmin sees the admin home, campaigns and rates only', async ({ page }) => {
  await page.goto('/auth/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill('admin@demo.roost.local');
  await main.getByLabel('Password').fill('Roost-demo-2026');
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  await expect(menu(page).getByRole('tab')).toHaveText(['Admin home', 'Campaigns', 'Rates']);
  await page.goto('/admin/logs');
  await expect(page).toHaveURL(/\/auth\/login/);
  const refused = await page.request.get('/api/core/admin/logs');
  expect(refused.status()).toBe(403);
});

test('an organization admin reads who did what in their organization, on a desk and a phone', async ({ page }) => {
  await page.goto('/auth/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill('orgadmin@demo.roost.local');
  await main.getByLabel('Password').fill('Roost-demo-2026');
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await page.goto('/profile');
  await page.getByRole('navigation', { name: 'Profile menu' }).getByRole('tab', { name: 'Logs' }).click();
  await expect(page).toHaveURL(/\/admin\/logs$/);
  await expect(page.getByText(/Who did what in your organizations/)).toBeVisible();
  await expect(menu(page).getByRole('tab')).toHaveText(['Logs']);
  await expect(page.getByRole('table', { name: 'Log entries' })).toBeVisible();
  await checkWideAndPhone(page);
  // Only audit entries of their own organizations, never the sign-in errors of the whole site.
  const logs = await page.request.get('/api/core/admin/logs?limit=100');
  expect(logs.status()).toBe(200);
  const body = (await logs.json()) as { logs: { source: string; organizationId: string | null }[] };
  for (const log of body.logs) expect(log).toMatchObject({ source: 'audit', organizationId: expect.any(String) });
});
