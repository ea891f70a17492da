import { randomUUID } from 'node:crypto';
import { toAddressKey, type OpportunitiesPage, type Opportunity } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, identityEnv, post, signedInAs, type Person } from '../../../test/identity-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { ratesToday } from '../home';
import { organizationFactory } from '../organizations/testing';

let t: TestApp;
let officer: Person;
let manager: Person;
let orgAdmin: Person;
let outsider: Person;
let colleague: Person;
let branchId: string;
const zip = '96001';
const today = ratesToday();
// Today's rate sheet: the rates every reason is measured against.
const rate30 = 6.25;

const actorOf = (person: Person) => ({
  id: person.id,
  email: person.email,
  name: 'Olive Orgadmin',
  status: 'active',
  roles: ['user'],
});

async function sql(text: string, values: unknown[] = []) {
  return queryRows<Record<string, unknown>>(t.runtime.database, text, values);
}

/** A paid campaign of `owner` in the branch, with its contacts (upload figures as the CSV gave them). */
async function campaignOf(owner: Person, contacts: Record<string, unknown>[]) {
  const [campaign] = await sql(
    `insert into campaigns (name, type, status, owner_id, team_id) values ($1, 'refinance', 'new', $2, $3) returning id`,
    [`Refi ${randomUUID().slice(0, 6)}`, owner.id, branchId],
  );
  const ids: string[] = [];
  for (const contact of contacts) {
    const [row] = await sql(
      `insert into campaign_contacts (campaign_id, first_name, last_name, phone_number, address, city, state, zip,
         loan_amount_cents, loan_received_data, loan_type, home_value_cents, status)
       values ($1, $2, $3, $4, $5, 'Redding', 'CA', $6, $7, $8, $9, $10, $11) returning id`,
      [
        campaign!.id,
        contact.firstName,
        contact.lastName ?? 'Homeowner',
        contact.phone ?? `+1916555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
        contact.address,
        zip,
        contact.loanAmountCents ?? null,
        contact.loanReceivedData ?? null,
        contact.loanType ?? null,
        contact.homeValueCents ?? null,
        contact.status ?? 'New',
      ],
    );
    ids.push(`contact:${String(row!.id)}`);
  }
  return ids;
}

/** The property record of a contact's address, as a provider would have stored it. */
async function recordAt(street: string, figures: Record<string, unknown>) {
  const columns = Object.keys(figures);
  await sql(
    `insert into address_records (id, address, state_code, source, ${columns.join(', ')})
     values ($1, $2, 'CA', 'rentcast', ${columns.map((_, index) => `$${index + 3}`).join(', ')})`,
    [
      toAddressKey({ street, city: 'Redding', state: 'CA' }),
      `${street}, Redding, CA ${zip}`,
      ...Object.values(figures),
    ],
  );
}

async function newLead(name: string, extra: Record<string, unknown>): Promise<string> {
  const response = await post(t, '/api/site/lead', {
    type: 'cashOut',
    name,
    email: `${name.toLowerCase().replace(/\W/g, '')}.${randomUUID().slice(0, 6)}@example.com`,
    address: `12 Oak St, Redding, CA ${zip}`,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return `lead:${response.json<{ id: string }>().id}`;
}

const listOf = async (person: Person, query = '') => {
  const response = await get(t, `/api/site/leads/opportunities${query}`, person.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OpportunitiesPage>();
};
const idsOf = (page: OpportunitiesPage) => page.opportunities.map((opportunity) => opportunity.id);

let rateId: string;
let pmiId: string;
let cashLeadId: string;
let uploadId: string;
let noReasonIds: string[];
let colleagueId: string;

beforeAll(async () => {
  t = await createTestApp(identityEnv);
  const make = organizationFactory(t.runtime);
  [officer, manager, orgAdmin, outsider, colleague] = await Promise.all([
    signedInAs(t, ['user', 'campaigns']),
    signedInAs(t, ['user']),
    signedInAs(t, ['user']),
    signedInAs(t, ['user']),
    signedInAs(t, ['user', 'campaigns']),
  ]);
  const organization = await make.organization(actorOf(orgAdmin));
  const branch = await make.branch(actorOf(orgAdmin), organization.id);
  branchId = branch.id;
  await make.member(actorOf(orgAdmin), branch.id, { role: 'Manager', email: manager.email });
  const listed = await make.member(actorOf(orgAdmin), branch.id, { role: 'Loanofficer', email: officer.email });
  await make.member(actorOf(orgAdmin), branch.id, { role: 'Loanofficer', email: colleague.email });
  await make.partner(actorOf(orgAdmin), listed.id, { role: 'realtor', meta: zip });
  await make.organization(actorOf(outsider));
  await sql(
    `insert into rate_sheets (effective_date, rate30, rate15, rate_arm, entered_by) values ($1, $2, 5.5, 6.5, 'admin@example.com')`,
    [today, rate30],
  );

  // A 7.5% 30-year loan of $400,000 that closed today: a full term left at the note rate.
  await recordAt('101 Rate St', {
    loan_amount: 400_000,
    loan_rate_percent: 7.5,
    loan_term_months: 360,
    loan_type: 'Conventional',
    loan_date: today,
    loan_balance: 400_000,
    sale_price: 500_000,
    estimate: 480_000,
  });
  // $475,000 borrowed on a $500,000 home at 6.5% for 30 years, closed 15 June 2016: the scheduled balance reaches 80%
  // of the original value at payment 124 (domain brief), due 1 November 2026; automatic termination is payment 135.
  await recordAt('202 Insured Ave', {
    loan_amount: 475_000,
    loan_rate_percent: 6.5,
    loan_term_months: 360,
    loan_type: 'Conventional',
    loan_date: '2016-06-15',
    loan_balance: 399_000,
    sale_price: 500_000,
    estimate: 520_000,
  });
  const officerContacts = await campaignOf(officer, [
    { firstName: 'Rita', address: '101 Rate St' },
    { firstName: 'Ian', address: '202 Insured Ave' },
    // No property record: the upload's home value and loan amount are the figures (no loan date: owed as borrowed).
    { firstName: 'Una', address: '303 Upload Rd', homeValueCents: 70_000_000, loanAmountCents: 30_000_000 },
    // 90% owed, nothing to say; a home value alone says nothing of a loan; an opted-out number is left alone.
    { firstName: 'Nell', address: '404 Nothing Ln', homeValueCents: 50_000_000, loanAmountCents: 45_000_000 },
    { firstName: 'Vic', address: '505 Value Ct', homeValueCents: 90_000_000 },
    {
      firstName: 'Otto',
      address: '606 Optout Way',
      homeValueCents: 90_000_000,
      loanAmountCents: 10_000_000,
      status: 'OptOut',
    },
  ]);
  [rateId, pmiId, uploadId] = officerContacts as [string, string, string];
  noReasonIds = officerContacts.slice(3);
  colleagueId = (
    await campaignOf(colleague, [
      { firstName: 'Cole', address: '707 Colleague Dr', homeValueCents: 80_000_000, loanAmountCents: 20_000_000 },
    ])
  )[0]!;
  cashLeadId = await newLead('Cash Carter', { estimatedValue: 600_000, loanBalance: 300_000 });
  noReasonIds.push(await newLead('Nora Noreason', { estimatedValue: 400_000, loanBalance: 390_000 }));
});
afterAll(() => t.close());

describe('the opportunity list', () => {
  it("ranks a loan officer's homeowners by their strongest reason, with the figures behind each", async () => {
    const page = await listOf(officer);
    expect(page.rates).toEqual({ date: today, source: 'rate sheet', current: true });
    // Money a month first (rate $334, PMI $206), then cash available ($260,000 before $180,000).
    expect(idsOf(page)).toEqual([rateId, pmiId, uploadId, cashLeadId]);
    expect(page.total).toBe(4);
    const byId = new Map(page.opportunities.map((opportunity): [string, Opportunity] => [opportunity.id, opportunity]));

    // $400,000 over 360 months: $2,796.86 at 7.5%, $2,462.87 at 6.25%; $2,797 - $2,463 = $334 a month.
    expect(byId.get(rateId)).toMatchObject({
      name: 'Rita Homeowner',
      source: { kind: 'campaign' },
      ownerUserId: officer.id,
      figures: { value: 480_000, balance: 400_000, equity: 80_000, cashAvailable: 0, ratePercent: 7.5 },
      reasons: [
        {
          kind: 'rate',
          text: "Rate 1.25 points above today's: saves $334 a month",
          ratePercent: 7.5,
          rateEstimated: false,
          todayRatePercent: 6.25,
          todayRateProduct: '30-year',
          pointsAbove: 1.25,
          balance: 400_000,
          remainingMonths: 360,
          currentPayment: 2797,
          newPayment: 2463,
          monthlySaving: 334,
        },
      ],
    });

    const insured = byId.get(pmiId)!;
    expect(insured.reasons).toHaveLength(1);
    expect(insured.reasons[0]).toMatchObject({
      kind: 'mortgageInsurance',
      text: 'PMI removable since November 2026',
      basis: 'scheduled-balance',
      since: '2026-11-01',
      balance: 399_000,
      value: 520_000,
      loanToValuePercent: 77,
    });
    expect(insured.reasons[0]).toHaveProperty('monthlyInsurance', expect.any(Number));

    // 80% of $700,000 is $560,000; less the $300,000 borrowed: $260,000 available, $400,000 equity.
    expect(byId.get(uploadId)).toMatchObject({
      figures: { value: 700_000, balance: 300_000, equity: 400_000, cashAvailable: 260_000 },
      reasons: [
        { kind: 'cashOut', text: '$400,000 equity: cash-out possible, up to $260,000', cashAvailable: 260_000 },
      ],
    });
    // The person's own figures: 80% of $600,000 less $300,000 owed.
    expect(byId.get(cashLeadId)).toMatchObject({
      name: 'Cash Carter',
      source: { kind: 'lead' },
      reasons: [{ kind: 'cashOut', equity: 300_000, cashAvailable: 180_000 }],
    });
    for (const id of [...noReasonIds, colleagueId]) expect(idsOf(page)).not.toContain(id);
  });

  it('pages by strength and filters by reason', async () => {
    const first = await listOf(officer, '?limit=2');
    expect(idsOf(first)).toEqual([rateId, pmiId]);
    expect(first.hasMore).toBe(true);
    const second = await listOf(officer, `?limit=2&cursor=${first.nextCursor}`);
    expect(idsOf(second)).toEqual([uploadId, cashLeadId]);
    expect(second.hasMore).toBe(false);
    expect(idsOf(await listOf(officer, '?reason=cashOut'))).toEqual([uploadId, cashLeadId]);
    expect(idsOf(await listOf(officer, '?reason=mortgageInsurance'))).toEqual([pmiId]);
  });

  it('ranks a read list once per reason: pages read in any order, a reason between them, agree with each other', async () => {
    const whole = idsOf(await listOf(officer, '?limit=100'));
    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const page: OpportunitiesPage = await listOf(officer, `?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      // A read by reason between the pages ranks the same list another way, and changes nothing of the first.
      expect(idsOf(await listOf(officer, '?reason=cashOut'))).toEqual([uploadId, cashLeadId]);
      expect(page.total).toBe(whole.length);
      pages.push(...idsOf(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toEqual(whole);
    const byCash = await listOf(officer, '?reason=cashOut&limit=1');
    expect(idsOf(await listOf(officer, `?reason=cashOut&limit=1&cursor=${byCash.nextCursor}`))).toEqual([cashLeadId]);
  });

  it("shows a branch manager and an organization admin the branch's homeowners, and an outsider none", async () => {
    for (const person of [manager, orgAdmin]) {
      const ids = idsOf(await listOf(person));
      expect(ids).toEqual(expect.arrayContaining([rateId, pmiId, uploadId, cashLeadId, colleagueId]));
      for (const id of noReasonIds) expect(ids).not.toContain(id);
    }
    expect(idsOf(await listOf(colleague))).toEqual([colleagueId]);
    expect(await listOf(outsider)).toMatchObject({ opportunities: [], total: 0, hasMore: false });
    expect((await get(t, '/api/site/leads/opportunities')).statusCode).toBe(401);
  });

  it("amortises an upload's loan from its date at the PMMS rate of that month when the rate is unknown", async () => {
    const [danaId] = await campaignOf(officer, [
      {
        firstName: 'Dana',
        address: '909 Dated Blvd',
        homeValueCents: 70_000_000,
        loanAmountCents: 47_500_000,
        loanType: 'Conventional',
        loanReceivedData: '6/15/2016',
      },
    ]);
    // June 2016's five PMMS weeks: (3.66 + 3.60 + 3.54 + 3.56 + 3.48) / 5 = 3.568%. The first payment fell due on
    // 1 August 2016; the balance after the payments due by today, by the domain brief's formula.
    const ratePercent = 3.568;
    const i = ratePercent / 1200;
    const [year, month] = today.split('-').map(Number) as [number, number];
    const paid = (year - 2016) * 12 + (month - 8) + 1;
    const payment = (475_000 * i) / (1 - (1 + i) ** -360);
    const balance = Math.round(475_000 * (1 + i) ** paid - (payment * ((1 + i) ** paid - 1)) / i);
    if (today === '2026-11-29') expect(balance).toBe(364_430);
    const dana = (await listOf(officer, '?limit=100')).opportunities.find((entry) => entry.id === danaId)!;
    expect(dana.figures).toMatchObject({ value: 700_000, balance, cashAvailable: 560_000 - balance });
    expect(dana.figures.ratePercent).toBeCloseTo(ratePercent, 10);
    // 3.568% is under today's rate, and with no original value no one can say the loan carries PMI: cash-out only.
    expect(dana.reasons.map((reason) => reason.kind)).toEqual(['cashOut']);
  });

  it('exports the same rows as CSV, a formula typed in a name made harmless', async () => {
    await campaignOf(officer, [
      { firstName: '=HYPERLINK("x")', address: '808 Formula Pl', homeValueCents: 60_000_000, loanAmountCents: 1 },
    ]);
    const csv = await get(t, '/api/site/leads/opportunities/export', officer.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      "Name,Phone,Email,Address,Source,Campaign,Loan officer,Strongest reason,Reasons,Estimated value,Loan balance,Equity,Cash available,Rate,Today's rate,Monthly saving,PMI removable since,Monthly PMI",
    );
    const page = await listOf(officer, '?limit=100');
    expect(lines.length - 1).toBe(page.opportunities.length);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      page.opportunities.map((opportunity) =>
        opportunity.name?.startsWith('=') ? expect.any(String) : opportunity.name,
      ),
    );
    expect(lines.find((line) => line.startsWith('Rita'))).toContain(
      "Rate above today,Rate 1.25 points above today's: saves $334 a month,480000,400000,80000,0,7.5,6.25,334,,",
    );
    expect(csv.body).not.toContain(',=HYPERLINK');
    const none = await get(t, '/api/site/leads/opportunities/export', outsider.cookie);
    expect(none.body.trim().split('\r\n')).toHaveLength(1);
  });

  it('refuses bad query input with 400 naming the field', async () => {
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=ten', 'limit'],
      ['?reason=rates', 'reason'],
      ['?cursor=not%20a%20cursor', 'cursor'],
      ['?cursor=bm90LWpzb24', 'cursor'],
    ] as const) {
      const response = await get(t, `/api/site/leads/opportunities${query}`, officer.cookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ fields?: Record<string, string> }>().fields, query).toHaveProperty(field);
    }
  });
});
