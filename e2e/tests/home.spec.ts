import { expect, test } from './fixtures';

test('home renders the six tiles, Search by Payment enabled', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const tiles = page.getByTestId(/^tile-/);
  await expect(tiles).toHaveCount(6);
  await expect(page.getByTestId('tile-search-by-payment')).toBeEnabled();
  await expect(page.getByTestId('tile-search-by-payment')).not.toContainText('Coming soon');
});

test('a tile scrolls to its section', async ({ page }) => {
  await page.goto('/');
  const section = page.locator('#solar-sun-score');
  await expect(section).not.toBeInViewport();
  await page.getByTestId('tile-solar-sun-score').click();
  await expect(section).toBeInViewport();
});

test('the contact form shows each empty field error', async ({ page }) => {
  await page.goto('/');
  await page.locator('#contact').scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();
});

test('home works on a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByTestId('tile-pmi-removal')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByTestId('tile-payment-design-center').click();
  await expect(page.locator('#payment-design-center')).toBeInViewport();
  await page.screenshot({ path: 'test-results/home-phone.png', animations: 'disabled' });
});

test('the home forms arrive with the page, and work once their scripts are in', async ({ page }) => {
  // In the HTML the server sends: every section's form, no progress bar in their place.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('aria-label="Contact us"');
  expect(html).toContain('aria-label="Search by Payment"');
  expect(html.match(/<label[^>]*>Enter Your Address</g)).toHaveLength(4);
  expect(html).not.toContain('role="progressbar"');

  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const name = page.getByRole('form', { name: 'Contact us' }).getByRole('textbox', { name: /^Name/ });
  await name.fill('Pat Placer');
  await expect(name).toHaveValue('Pat Placer');
});
