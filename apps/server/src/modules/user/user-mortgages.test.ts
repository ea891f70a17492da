import { USER_MORTGAGE_LIMITS, userMortgageMessages } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, identityEnv, origin, post, put, signedInAs, type Person } from '../../../test/identity-helpers';
import { countRows, createTestApp, type TestApp } from '../../../test/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(identityEnv);
});
afterAll(() => t.close());

const mortgage = {
  reportTitle: 'Home loan',
  address: '55 Ridge View Ct',
  city: 'El Dorado Hills',
  state: 'ca',
  zipCode: '95762',
  originalLoanBalance: 475_000,
  loanBalance: 440_000,
  interestRate: 6.5,
  mortgageInsurance: 120,
  escrow: 585,
};

const remove = (id: string, person: Person) =>
  t.app.inject({ method: 'DELETE', url: `/api/user/user/mortgage/${id}`, headers: { origin, cookie: person.cookie } });

const listOf = async (person: Person) => {
  const response = await get(t, `/api/user/user/mortgage/${person.id}`, person.cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; reportTitle: string }[];
};

describe('user mortgages', () => {
  it('saves a mortgage for the signed-in person, keyed by its address, and lists it newest first', async () => {
    const owner = await signedInAs(t, ['user']);
    expect(await listOf(owner)).toEqual([]);
    const saved = await post(t, '/api/user/user/mortgage', { ...mortgage, userId: 'someone-else' }, owner.cookie);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      ...mortgage,
      state: 'CA',
      userId: owner.id,
      addressId: '55-Ridge-View-Ct-El_Dorado_Hills-CA',
    });
    const second = await post(t, '/api/user/user/mortgage', { ...mortgage, reportTitle: 'Rental' }, owner.cookie);
    expect(second.statusCode).toBe(201);
    expect((await listOf(owner)).map((entry) => entry.reportTitle)).toEqual(['Rental', 'Home loan']);
  });

  it('changes and deletes a mortgage, re-keying it when the address changes', async () => {
    const owner = await signedInAs(t, ['user']);
    const saved = (await post(t, '/api/user/user/mortgage', mortgage, owner.cookie)).json() as { id: string };
    const changed = await put(
      t,
      `/api/user/user/mortgage/${saved.id}`,
      { ...mortgage, address: '1234 Oak St', city: 'Sacramento', zipCode: '95814', loanBalance: 300_000 },
      owner.cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      id: saved.id,
      loanBalance: 300_000,
      addressId: '1234-Oak-St-Sacramento-CA',
    });
    const deleted = await remove(saved.id, owner);
    expect(deleted.statusCode).toBe(204);
    expect(await listOf(owner)).toEqual([]);
    const again = await remove(saved.id, owner);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'MORTGAGE_NOT_FOUND', errorMessage: userMortgageMessages.notFound });
  });

  it("answers 404 to another person's mortgage id and 403 to their list; an admin may read the list", async () => {
    const owner = await signedInAs(t, ['user']);
    const stranger = await signedInAs(t, ['user']);
    const saved = (await post(t, '/api/user/user/mortgage', mortgage, owner.cookie)).json() as { id: string };
    const change = await put(
      t,
      `/api/user/user/mortgage/${saved.id}`,
      { ...mortgage, loanBalance: 1 },
      stranger.cookie,
    );
    expect(change.statusCode).toBe(404);
    expect(change.json()).toEqual({ code: 'MORTGAGE_NOT_FOUND', errorMessage: userMortgageMessages.notFound });
    expect((await remove(saved.id, stranger)).statusCode).toBe(404);
    const peek = await get(t, `/api/user/user/mortgage/${owner.id}`, stranger.cookie);
    expect(peek.statusCode).toBe(403);
    // Nothing the stranger did reached the mortgage.
    expect(await listOf(owner)).toEqual([expect.objectContaining({ id: saved.id, loanBalance: 440_000 })]);

    const admin = await signedInAs(t, ['user', 'admin']);
    const read = await get(t, `/api/user/user/mortgage/${owner.id}`, admin.cookie);
    expect(read.json()).toEqual([expect.objectContaining({ id: saved.id })]);
    // Changing stays the owner's, even for an admin.
    expect((await remove(saved.id, admin)).statusCode).toBe(404);
    const nobody = await get(t, '/api/user/user/mortgage/no-such-user', admin.cookie);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ code: 'USER_NOT_FOUND', errorMessage: 'User not found' });
  });

  it('refuses bad figures with a 400 naming each field, and stores nothing', async () => {
    const person = await signedInAs(t, ['user']);
    const bad = await post(
      t,
      '/api/user/user/mortgage',
      {
        ...mortgage,
        interestRate: 30,
        loanBalance: 500_000,
        escrow: -1,
        zipCode: '9576',
        state: 'California',
        mortgageInsurance: 'lots',
        reportTitle: ' ',
      },
      person.cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      interestRate: 'Interest rate must be at most 25%',
      loanBalance: userMortgageMessages.balanceAboveOriginal,
      escrow: 'Escrow must not be negative',
      zipCode: 'ZIP code must be 5 digits',
      state: 'State must be a two-letter US state code, like CA',
      mortgageInsurance: 'Mortgage insurance must be a number',
      reportTitle: 'Report title is required',
    });
    expect(typeof bad.json().errorMessage).toBe('string');
    for (const [change, field] of [
      [{ interestRate: 0 }, 'interestRate'],
      [{ originalLoanBalance: 1e15, loanBalance: 1 }, 'originalLoanBalance'],
      [{ id: 'mine' }, 'id'],
    ] as const) {
      const response = await post(t, '/api/user/user/mortgage', { ...mortgage, ...change }, person.cookie);
      expect(response.statusCode, field).toBe(400);
      expect(JSON.stringify(response.json()), field).toContain(field === 'id' ? 'Unknown field: id' : field);
    }
    expect(await countRows(t.database, 'user_mortgages', 'user_id = $1', [person.id])).toBe(0);
  });

  it(`keeps at most ${USER_MORTGAGE_LIMITS.maxPerPerson} mortgages a person, answering 409 beyond`, async () => {
    const person = await signedInAs(t, ['user']);
    const saves = await Promise.all(
      Array.from({ length: USER_MORTGAGE_LIMITS.maxPerPerson + 2 }, (_, index) =>
        post(t, '/api/user/user/mortgage', { ...mortgage, reportTitle: `Loan ${index}` }, person.cookie),
      ),
    );
    expect(saves.filter((response) => response.statusCode === 201)).toHaveLength(USER_MORTGAGE_LIMITS.maxPerPerson);
    const refused = saves.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json()).toEqual({ code: 'MORTGAGE_LIMIT_REACHED', errorMessage: userMortgageMessages.tooMany });
    expect(await countRows(t.database, 'user_mortgages', 'user_id = $1', [person.id])).toBe(
      USER_MORTGAGE_LIMITS.maxPerPerson,
    );
  });

  it('needs a signed-in caller', async () => {
    expect((await post(t, '/api/user/user/mortgage', mortgage)).statusCode).toBe(401);
  });
});
