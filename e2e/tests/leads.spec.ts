import { expect, test } from './fixtures';
import { checkWideAndPhone, phone, signInAt } from './page-checks';

const DEMO_PASSWORD = 'Roost-demo-2026';

test('the leads page: the pipeline and the opportunity list pass axe wide and on a phone', async ({ page }) => {
  await signInAt(page, '/leads', 'loanofficer@demo.roost.local', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  const views = page.getByRole('tablist', { name: 'Leads views' });
  await checkWideAndPhone(page, page.getByRole('link', { name: 'Download CSV' }));
  await views.getByRole('tab', { name: 'Opportunities' }).click();
  await expect(page).toHaveURL(/[?&]tab=opportunities/);
  await checkWideAndPhone(page, page.getByRole('link', { name: 'Download CSV' }));
  await page.setViewportSize(phone);
  await page.screenshot({ path: 'test-results/leads-opportunities-phone.png', fullPage: true });
});
