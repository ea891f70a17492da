import { expect, seriousAxeViolations, test } from './fixtures';

test('the legal pages render', async ({ page }) => {
  await page.goto('/terms-conditions');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Terms/);
  await expect(page.getByText(/Austin/).first()).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Privacy/);
  await expect(page.getByText(/under 13/).first()).toBeVisible();
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('an unknown API path answers JSON 404', async ({ request }) => {
  const response = await request.get('/api/no/such/thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toHaveProperty('errorMessage');
});

const pages = [
  '/',
  '/contact',
  '/terms-conditions',
  '/privacy-policy',
  '/no/such/page',
  '/dev/outbox',
  '/dev/deliveries',
];
for (const path of pages) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
