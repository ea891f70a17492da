/**
 * The autocomplete session token: one value per page load (spec section 7), so a provider can
 * bill the keystrokes of one search as one session. crypto.randomUUID needs a secure context;
 * getRandomValues does not, so a plain-http deployment still gets a random token.
 */
function randomToken(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const autocompleteToken: string = randomToken();
