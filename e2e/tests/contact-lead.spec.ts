import { RECEIVER_PORT } from '../playwright.config';
import { expect, test } from './fixtures';

interface Received {
  headers: Record<string, string>;
  body: { event: string; lead: { type: string; name: string; email: string; message: string } };
}

test("the home contact form's lead reaches the partner's inbox and webhook", async ({ page }) => {
  const name = `E2E Visitor ${Date.now()}`;
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('visitor@example.com');
  await form.getByLabel('Message').fill('Please call me about removing PMI.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('request sent')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');

  await expect
    .poll(async () => {
      const received = (await (await fetch(`http://127.0.0.1:${RECEIVER_PORT}/received`)).json()) as Received[];
      return received.find((item) => item.body.lead.name === name);
    })
    .toMatchObject({
      headers: { 'x-roost-event': 'lead.created' },
      body: { event: 'lead.created', lead: { type: 'contact', email: 'visitor@example.com' } },
    });

  await expect
    .poll(async () => {
      await page.goto('/dev/deliveries');
      return page
        .locator('tr', { hasText: `127.0.0.1:${RECEIVER_PORT}/hook` })
        .first()
        .textContent();
    })
    .toContain('delivered');

  // The lead inbox's copy is sent too (the demo outbox keeps people's details to itself).
  await expect
    .poll(async () => {
      await page.goto('/dev/deliveries');
      return page.locator('tr', { hasText: 'leads@partner.example' }).first().textContent();
    })
    .toContain('delivered');
  await expect(page.locator('tr', { hasText: 'leads@partner.example' }).first()).toContainText('(hidden in demo mode)');
});

test('the contact page sends a lead with a phone number', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('main').getByText(/NMLS #/)).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Page Visitor');
  await form.getByLabel('Phone (optional)').fill('(916) 555-0142');
  await form.getByLabel('Email').fill('page.visitor@example.com');
  await form.getByLabel('Message').fill('Interested in the welcome package.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Request sent! We will contact you very soon.')).toBeVisible();
});
