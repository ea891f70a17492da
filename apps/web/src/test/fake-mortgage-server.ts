import {
  mortgageAddressKey,
  USER_MORTGAGE_LIMITS,
  userMortgageCreateSchema,
  userMortgageInputSchema,
  userMortgageMessages,
  type UserMortgage,
} from '@roost/domain';
import type { z } from 'zod';
import type { Handler } from './render-app';
import { TEST_ADDRESS_KEY } from './fake-property-server';

/** A mortgage saved for the test property's address (1234 Oak St, Sacramento). */
export function testMortgage(overrides: Partial<UserMortgage> = {}): UserMortgage {
  return {
    id: 'm1',
    userId: 'u1',
    reportTitle: 'Home loan',
    address: '1234 Oak St',
    city: 'Sacramento',
    state: 'CA',
    zipCode: '95814',
    addressId: TEST_ADDRESS_KEY,
    originalLoanBalance: 450_000,
    loanBalance: 300_000,
    interestRate: 6.5,
    mortgageInsurance: 0,
    escrow: 585,
    createdDate: '2026-01-05T10:00:00.000Z',
    updatedDate: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

const reply = (status: number, body: unknown) => ({ status, body });

/** A 400 as the server words it: the first message, and every failing field's. */
function invalid(error: z.ZodError) {
  const fields = Object.fromEntries(error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]));
  return reply(400, { code: 'INVALID_INPUT', errorMessage: error.issues[0]?.message ?? 'Invalid', fields });
}

/** The mortgage calls of the user service in memory, for the signed-in `userId`, judged by the domain schemas. */
export function fakeMortgageServer(options: { mortgages?: UserMortgage[]; userId?: string } = {}) {
  const userId = options.userId ?? 'u1';
  let mortgages = options.mortgages ?? [];
  let created = 0;
  const handle: Handler = (url, init) => {
    const { pathname } = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (pathname === `/api/user/user/mortgage/${userId}` && method === 'GET') return reply(200, mortgages);
    if (pathname === '/api/user/user/mortgage' && method === 'POST') {
      const parsed = userMortgageCreateSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      if (mortgages.length >= USER_MORTGAGE_LIMITS.maxPerPerson)
        return reply(409, { code: 'MORTGAGE_LIMIT_REACHED', errorMessage: userMortgageMessages.tooMany });
      const { userId: _ignored, ...fields } = parsed.data;
      created += 1;
      const now = new Date(Date.UTC(2026, 2, 1, 0, created)).toISOString();
      const saved = {
        ...fields,
        id: `new${created}`,
        userId,
        addressId: mortgageAddressKey(fields)!,
        createdDate: now,
        updatedDate: now,
      };
      mortgages = [saved, ...mortgages];
      return reply(201, saved);
    }
    const one = /^\/api\/user\/user\/mortgage\/([^/]+)$/.exec(pathname);
    if (one && (method === 'PUT' || method === 'DELETE')) {
      const existing = mortgages.find((mortgage) => mortgage.id === one[1]);
      if (!existing) return reply(404, { code: 'NOT_FOUND', errorMessage: userMortgageMessages.notFound });
      if (method === 'DELETE') {
        mortgages = mortgages.filter((mortgage) => mortgage.id !== existing.id);
        return reply(204, null);
      }
      const parsed = userMortgageInputSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const saved = { ...existing, ...parsed.data, addressId: mortgageAddressKey(parsed.data)! };
      mortgages = mortgages.map((mortgage) => (mortgage.id === existing.id ? saved : mortgage));
      return reply(200, saved);
    }
    return undefined;
  };
  return { handle, mortgages: () => mortgages };
}
