// The demo accounts the server seeds in demo mode, and the two calls the auth scenarios need before
// their load starts (not measured): sign in for a bearer token, and check the token's session.

// Mirrors apps/server/src/modules/user/demo-accounts.ts (DEMO_PASSWORD and demoAccounts). Kept as a
// copy so the bench does not load the server's modules; checkDemoSignIns fails the scenario clearly
// if the server's accounts no longer match.
export const DEMO_PASSWORD = 'Roost-demo-2026';
export const DEMO_EMAILS = [
  'homeowner@demo.roost.local',
  'loanofficer@demo.roost.local',
  'branchmanager@demo.roost.local',
  'orgadmin@demo.roost.local',
  'admin@demo.roost.local',
  'superadmin@demo.roost.local',
];

const REQUEST_TIMEOUT_MS = 30_000;

export const signInBody = (email: string) => JSON.stringify({ email, password: DEMO_PASSWORD });

/** The headers of a sign-in from the server's own pages: JSON and the server's origin. */
export const signInHeaders = (baseUrl: string) => ({
  'content-type': 'application/json',
  origin: new URL(baseUrl).origin,
});

/** POST /api/auth/sign-in; resolves with the bearer token from the `set-auth-token` header. */
export async function signInForToken(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: signInHeaders(baseUrl),
    body: signInBody(email),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  await response.arrayBuffer();
  const token = response.headers.get('set-auth-token');
  if (response.status !== 200) throw new Error(`sign-in as ${email} answered ${response.status}`);
  if (!token) throw new Error(`sign-in as ${email} answered 200 without a set-auth-token header`);
  return token;
}

/** Signs in once with every demo account, so a changed account or password is a clear failure. */
export async function checkDemoSignIns(baseUrl: string): Promise<void> {
  for (const email of DEMO_EMAILS) await signInForToken(baseUrl, email);
}

/** GET /api/auth/session with the bearer token must name the signed-in user (it answers 200 either way). */
export async function checkSession(baseUrl: string, token: string, email: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/session`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => undefined)) as { user?: { email?: unknown } | null } | undefined;
  if (response.status !== 200) throw new Error(`GET /api/auth/session answered ${response.status}`);
  if (body?.user?.email !== email) {
    throw new Error(`GET /api/auth/session with the bearer token did not answer the user ${email}`);
  }
}
