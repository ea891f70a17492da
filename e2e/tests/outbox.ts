import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * The newest 6-digit code e-mailed to `email`, read from the dev outbox (newest first). Pass the
 * page's own `page.request`: in demo mode the outbox shows a browser only the mail it caused.
 */
export async function latestCode(request: APIRequestContext, email: string, subject: RegExp): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await request.get('/dev/outbox')).text();
      const row = html.split('<tr>').find((cells) => cells.includes(email) && subject.test(cells));
      // The code stands on its own line of the text part (an address may hold digits too).
      code = row?.match(/^\s+(\d{6})\s*$/m)?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** How many mails with this subject went to `email`. */
export async function mailCount(request: APIRequestContext, email: string, subject: RegExp): Promise<number> {
  const html = await (await request.get('/dev/outbox')).text();
  return html.split('<tr>').filter((cells) => cells.includes(email) && subject.test(cells)).length;
}

export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
