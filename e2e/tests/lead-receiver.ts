import { expect, type Page } from '@playwright/test';
import { RECEIVER_PORT } from '../playwright.config';

interface Received {
  method: string;
  path: string;
  body: { lead?: Record<string, unknown> } | null;
}

async function received(): Promise<Received[]> {
  return (await (await fetch(`http://127.0.0.1:${RECEIVER_PORT}/received`)).json()) as Received[];
}

/** Waits until the webhook receiver the run started has the lead sent with this e-mail, and returns it. */
export async function receivedLead(email: string): Promise<Record<string, unknown>> {
  let found: Record<string, unknown> | undefined;
  await expect
    .poll(async () => {
      found = (await received()).findLast((item) => item.body?.lead?.email === email)?.body?.lead;
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** Waits for the automation call (GET with query fields) of a listing request sent with this e-mail. */
export async function receivedListingRequest(email: string): Promise<Record<string, string>> {
  let found: Record<string, string> | undefined;
  await expect
    .poll(async () => {
      const call = (await received()).findLast(
        (item) => item.method === 'GET' && new URL(item.path, 'http://receiver').searchParams.get('email') === email,
      );
      found = call && Object.fromEntries(new URL(call.path, 'http://receiver').searchParams);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** Fills the Lead dialog a visitor gets and waits for the tool pages' success message. */
export async function sendThroughLeadDialog(page: Page, name: string, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText('Request sent! We will contact you very soon.')).toBeVisible();
}
