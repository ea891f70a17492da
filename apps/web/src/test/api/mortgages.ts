import {
  authMessages,
  mortgageAddressKey,
  USER_MORTGAGE_LIMITS,
  userMortgageCreateSchema,
  userMortgageInputSchema,
  userMortgageMessages,
  type UserMortgage,
} from '@roost/domain';
import { TEST_ADDRESS_KEY } from './property';
import { bodyOf, failure, Failure, route } from './reply';

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

/** The user service's mortgage calls in memory, for the signed-in `userId`, judged by the domain's request schemas. */
export function mortgagesApi(options: { mortgages?: UserMortgage[]; userId?: string } = {}) {
  const userId = options.userId ?? 'u1';
  let mortgages = options.mortgages ?? [];
  let created = 0;
  const mortgageAt = (id: string) =>
    mortgages.find((mortgage) => mortgage.id === id) ?? failure('MORTGAGE_NOT_FOUND', userMortgageMessages.notFound);

  const handlers = [
    route('GET /api/user/user/mortgage/:userId', ({ params }) =>
      params.userId === userId ? mortgages : failure('FORBIDDEN', authMessages.notAllowed),
    ),
    route('POST /api/user/user/mortgage', async ({ request }) => {
      const input = await bodyOf(request, userMortgageCreateSchema);
      if (input instanceof Failure) return input;
      if (mortgages.length >= USER_MORTGAGE_LIMITS.maxPerPerson) {
        return failure('MORTGAGE_LIMIT_REACHED', userMortgageMessages.tooMany);
      }
      const { userId: _ignored, ...fields } = input;
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
      return saved;
    }),
    route('PUT /api/user/user/mortgage/:id', async ({ request, params }) => {
      const existing = mortgageAt(params.id);
      if (existing instanceof Failure) return existing;
      const input = await bodyOf(request, userMortgageInputSchema);
      if (input instanceof Failure) return input;
      const saved = { ...existing, ...input, addressId: mortgageAddressKey(input)! };
      mortgages = mortgages.map((mortgage) => (mortgage.id === existing.id ? saved : mortgage));
      return saved;
    }),
    route('DELETE /api/user/user/mortgage/:id', ({ params }) => {
      const existing = mortgageAt(params.id);
      if (existing instanceof Failure) return existing;
      mortgages = mortgages.filter((mortgage) => mortgage.id !== existing.id);
      return null;
    }),
  ];
  return { handlers, mortgages: () => mortgages };
}
