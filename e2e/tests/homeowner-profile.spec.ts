import { expect, figure, test } from './fixtures';
import { checkWideAndPhone, signInAt } from './page-checks';
import { homeWithEquity } from './sample-homes';

const HOMEOWNER = 'homeowner@demo.roost.local';
const DEMO_PASSWORD = 'Roost-demo-2026';

test("a homeowner saves a mortgage, its real rate and balance replace the estimates on the address's tools, then deletes it", async ({
  page,
}) => {
  // Four tool pages, each checked wide and on a phone, around a save and a delete.
  test.slow();
  await signInAt(page, '/profile/mortgage', HOMEOWNER, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'My Mortgages', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a mortgage' });
  await checkWideAndPhone(page, form.getByRole('button', { name: 'Save' }));

  // Bad figures are refused beside their fields, and nothing is saved.
  await form.getByLabel('Interest rate').fill('30');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Interest rate must be at most 25%')).toBeVisible();
  await expect(form.getByText('Report title is required')).toBeVisible();

  const home = homeWithEquity();
  await form.getByLabel('Report title').fill('First home');
  await form.getByLabel('Address').fill(home.street);
  await form.getByLabel('City').fill(home.city);
  await form.getByLabel('State').selectOption('CA');
  await form.getByLabel('ZIP code').fill('95603');
  await form.getByLabel('Original loan balance').fill('400000');
  await form.getByLabel('Loan balance', { exact: true }).fill('321000');
  await expect(form.getByLabel('Loan balance', { exact: true })).toHaveValue('$321,000');
  await form.getByLabel('Interest rate').fill('6.125');
  await form.getByRole('button', { name: 'Save' }).click();
  const saved = page.getByRole('list', { name: 'Saved mortgages' }).getByRole('link', { name: 'First home' });
  await expect(saved).toBeVisible();
  await checkWideAndPhone(page, saved);

  // Chosen, it opens the Refi Center of its address, which works from its figures and says so.
  await saved.click();
  await expect(page).toHaveURL(/\/estimator\/reficenter\/.+-CA$/);
  await expect(page.getByRole('note')).toContainText(
    'These figures use your saved mortgage “First home”: interest rate 6.125% and loan balance $321,000',
  );
  await expect(figure(page, 'Est. Loan Balance')).toContainText('$321,000');
  await checkWideAndPhone(page, page.getByRole('note'));

  // The PMI/MIP Removal page of the same address too.
  const key = decodeURIComponent(page.url().split('/').pop()!);
  await page.goto(`/pmi-removal/${encodeURIComponent(key)}`);
  await expect(figure(page, 'Est. Loan Balance')).toContainText('$321,000');
  await expect(page.getByRole('note')).toContainText('“First home”');

  await page.goto('/profile/mortgage');
  await page.getByRole('button', { name: 'Delete First home' }).click();
  const question = page.getByRole('dialog', { name: 'Are you sure you want to delete “First home”?' });
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('No mortgages saved yet. Add one below.')).toBeVisible();
});

test('a homeowner sets their dream-rate alert on the Notifications page', async ({ page }) => {
  await signInAt(page, '/notifications', HOMEOWNER, DEMO_PASSWORD);
  const addressForm = page.getByRole('form', { name: 'Address notifications' });
  await expect(addressForm.getByRole('button', { name: 'Save' })).toBeDisabled();
  const userForm = page.getByRole('form', { name: 'User notifications' });
  await checkWideAndPhone(page, userForm.getByRole('button', { name: 'Save' }));
  await expect(page.getByRole('note')).toContainText(`Alerts are sent by e-mail to ${HOMEOWNER}.`);

  await userForm.getByLabel('Rate').fill('26');
  await userForm.getByRole('button', { name: 'Save' }).click();
  await expect(userForm.getByText('Dream rate must be at most 25')).toBeVisible();
  await userForm.getByLabel('Rate').fill('4.25');
  await userForm.getByRole('switch', { name: 'Active' }).check();
  await userForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully saved user notification.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'User notifications' }).getByLabel('Rate')).toHaveValue('4.25');
});
