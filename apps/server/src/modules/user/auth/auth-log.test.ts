import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authLogger } from '../testing';
import { identityEnv, signedInAs, signIn, uniqueEmail } from '../../../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-database';

/** What identity writes to the console (better-auth's own log): problems, not people's typos. */
let t: TestApp;
const written: string[] = [];
beforeAll(async () => {
  for (const method of ['log', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void written.push(args.join(' ')));
  }
  t = await createTestApp({ ...identityEnv, LOG_LEVEL: 'warn' });
});
afterAll(async () => {
  await t.close();
  vi.restoreAllMocks();
});

describe('identity log', () => {
  it('does not log a wrong password or an unknown e-mail as a warning', async () => {
    const { email } = await signedInAs(t);
    expect((await signIn(t, email, 'Wrong1pass')).statusCode).toBe(401);
    expect((await signIn(t, uniqueEmail('nobody'))).statusCode).toBe(401);
    expect(written.filter((line) => /invalid password|user not found/i.test(line))).toEqual([]);
  });

  it("still writes better-auth's own warnings and errors, and nothing when the log is silent", () => {
    authLogger('warn').log?.('error', 'Failed to create session');
    authLogger('warn').log?.('warn', 'Password is too long');
    expect(written).toEqual(
      expect.arrayContaining(['[auth] error: Failed to create session', '[auth] warn: Password is too long']),
    );
    expect(authLogger('silent').disabled).toBe(true);
    expect(authLogger('error').level).toBe('error');
  });
});
