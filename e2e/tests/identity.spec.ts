import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures';
import { AUTH_ATTEMPTS_PER_EMAIL } from '../playwright.config';
import { latestCode, mailCount, uniqueEmail } from './outbox';

const header = (page: Page) => page.getByRole('banner');
const dialog = (page: Page) => page.getByRole('dialog');

async function fillSignUp(page: Page, email: string, password = 'Cedar4Porch') {
  await header(page).getByRole('button', { name: 'Sign Up!' }).click();
  const form = dialog(page);
  await form.getByLabel('Name').fill('Erin Example');
  await form.getByLabel('Phone (optional)').fill('(916) 555-0147');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm Password').fill(password);
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog(page).getByRole('form', { name: 'Confirm Code' })).toBeVisible();
}

test('sign up, confirm the e-mailed code, see the signed-in header, log out', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/');
  await fillSignUp(page, email);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await dialog(page).getByLabel('Code', { exact: true }).fill('000000');
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog(page).getByText('Error confirming code')).toBeVisible();

  const code = await latestCode(page.request, email, /confirmation code/);
  await dialog(page).getByLabel('Code', { exact: true }).fill(code);
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(header(page).getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();

  await header(page).getByRole('button', { name: 'Logout' }).click();
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('Finish Signup survives a reload and reopens Confirm Code', async ({ page }) => {
  const email = uniqueEmail('finish');
  await page.goto('/');
  await fillSignUp(page, email);
  await page.reload();
  await header(page).getByRole('button', { name: 'Finish Signup' }).click();
  await expect(dialog(page).getByRole('form', { name: 'Confirm Code' })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Resend' }).click();
  await expect(dialog(page).getByText('Confirm code has been resent.')).toBeVisible();
  // The mail is sent in the background: wait for the second code before reading the newest.
  await expect.poll(() => mailCount(page.request, email, /confirmation code/)).toBe(2);
  const code = await latestCode(page.request, email, /confirmation code/);
  await dialog(page).getByLabel('Code', { exact: true }).fill(code);
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(header(page).getByRole('link', { name: 'Profile' })).toBeVisible();
});

test('forgot password ends on the login with the new password working', async ({ page }) => {
  const email = uniqueEmail('forgot');
  await page.goto('/');
  await fillSignUp(page, email, 'OldPass1');
  await dialog(page)
    .getByLabel('Code', { exact: true })
    .fill(await latestCode(page.request, email, /confirmation code/));
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await header(page).getByRole('button', { name: 'Logout' }).click();

  await header(page).getByRole('button', { name: 'Sign In' }).click();
  await dialog(page).getByRole('button', { name: 'Forgot password' }).click();
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Check email to get auth code')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog(page)
    .getByLabel('Code', { exact: true })
    .fill(await latestCode(page.request, email, /password reset code/));
  await dialog(page).getByLabel('Password', { exact: true }).fill('Maple8Gable');
  await dialog(page).getByLabel('Confirm Password').fill('Maple8Gable');
  await dialog(page).getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Password has been updated')).toBeVisible();

  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByLabel('Password').fill('Maple8Gable');
  await dialog(page).getByRole('button', { name: 'Login' }).click();
  await expect(header(page).getByRole('link', { name: 'Profile' })).toBeVisible();
});

test('a private route visited signed out goes to the login and comes back after it', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByText('Not a member?')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill('homeowner@demo.roost.local');
  await main.getByLabel('Password').fill('Roost-demo-2026');
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Name')).toHaveValue('Hana Homeowner');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.goto('/auth/reset');
  await expect(page.getByLabel('Old password')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a wrong password says Error logging in, and too many attempts are refused', async ({ page, request }) => {
  // An address of its own: the limit holds this address-and-e-mail pair for its window, and other
  // journeys sign the demo accounts in from the same address.
  const email = uniqueEmail('rate-limit');
  await page.goto('/auth/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill('WrongPass1');
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(main.getByText('Error logging in')).toBeVisible();
  // Use up the per-e-mail allowance of this run, then the page shows the limit's message.
  for (let attempt = 0; attempt < AUTH_ATTEMPTS_PER_EMAIL; attempt++) {
    await request.post('/api/auth/sign-in', { data: { email, password: 'WrongPass1' } });
  }
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(main.getByText('Too many attempts. Please wait a few minutes and try again.')).toBeVisible();
});

test('the sign-up and login modals pass axe on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Sign Up!' }).click();
  await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog(page).getByText('Name is required')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog(page).getByRole('button', { name: /Login/ }).click();
  await expect(dialog(page).getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
