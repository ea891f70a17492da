/**
 * The server's texting clock (global-setup.ts starts it at 10:30 AM Pacific today and it runs on): what the
 * sender and the reply box take for "now" when they keep recipients' allowed hours.
 */
export function textingNow(): Date {
  const start = process.env.E2E_TEXTING_CLOCK_START;
  const setAt = Number(process.env.E2E_TEXTING_CLOCK_SET_AT);
  if (!start || !setAt) return new Date();
  return new Date(Date.parse(start) + (Date.now() - setAt));
}
