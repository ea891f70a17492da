import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database';
import { runMigrations } from '../../../platform/db/migrations';
import type { LineType, LineTypes, ReassignedAnswer, ReassignedNumbers } from '../providers/number-lookups';
import { checkNumbers, LINE_TYPE_TTL_MS, REASSIGNED_TTL_MS } from './check-numbers';

/** Answers from fixed tables and counts what it was asked. */
function fakeLookups(lineTypes: Record<string, LineType>, reassigned: Record<string, ReassignedAnswer>) {
  const asked = { lineTypes: [] as string[], reassigned: [] as string[] };
  const lineTypeProvider: LineTypes = {
    name: 'fake',
    lookup(phones) {
      asked.lineTypes.push(...phones);
      return Promise.resolve(new Map(phones.map((phone) => [phone, lineTypes[phone] ?? 'mobile'])));
    },
  };
  const reassignedProvider: ReassignedNumbers = {
    name: 'fake',
    check(queries) {
      asked.reassigned.push(...queries.map((query) => `${query.phone}@${query.consentDate}`));
      return Promise.resolve(new Map(queries.map(({ phone }) => [phone, reassigned[phone] ?? 'not-reassigned'])));
    },
  };
  return { lookups: { lineTypes: lineTypeProvider, reassigned: reassignedProvider }, asked };
}

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
  await runMigrations(test.database);
});
afterAll(() => test.destroy());

const consent = new Date('2025-01-15T12:00:00Z');
const now = new Date('2026-03-02T17:00:00Z');

describe('checked numbers, cached', () => {
  it('says send, skip (landline, reassigned) or send on no data, and asks the RND only about numbers that can take a text', async () => {
    const { lookups, asked } = fakeLookups(
      { '+19165550402': 'landline' },
      { '+19165550403': 'reassigned', '+19165550404': 'no-data' },
    );
    const phones = ['+19165550401', '+19165550402', '+19165550403', '+19165550404'];
    const verdicts = await checkNumbers(
      test.database.db,
      lookups,
      phones.map((phone) => ({ phone, consentDate: consent })),
      now,
    );
    expect(
      phones.map((phone) => (verdicts.get(phone)?.kind === 'skip' ? verdicts.get(phone) : verdicts.get(phone)?.kind)),
    ).toEqual(['send', { kind: 'skip', reason: 'landline' }, { kind: 'skip', reason: 'reassigned' }, 'send']);
    expect(asked.reassigned).toEqual(['+19165550401@2025-01-15', '+19165550403@2025-01-15', '+19165550404@2025-01-15']);
  });

  it('asks again once an answer expires, and the RND again for another consent date', async () => {
    const { lookups, asked } = fakeLookups({}, {});
    const query = [{ phone: '+19165550411', consentDate: consent }];
    await checkNumbers(test.database.db, lookups, query, now);
    await checkNumbers(test.database.db, lookups, query, new Date(now.getTime() + REASSIGNED_TTL_MS - 1000));
    expect(asked).toEqual({ lineTypes: ['+19165550411'], reassigned: ['+19165550411@2025-01-15'] });

    // A day later the RND answer is stale; the line type holds for a month.
    await checkNumbers(test.database.db, lookups, query, new Date(now.getTime() + REASSIGNED_TTL_MS + 1000));
    expect(asked.lineTypes).toHaveLength(1);
    expect(asked.reassigned).toHaveLength(2);

    await checkNumbers(
      test.database.db,
      lookups,
      [{ phone: '+19165550411', consentDate: new Date('2024-05-01') }],
      now,
    );
    expect(asked.reassigned.at(-1)).toBe('+19165550411@2024-05-01');

    await checkNumbers(test.database.db, lookups, query, new Date(now.getTime() + LINE_TYPE_TTL_MS + 1000));
    expect(asked.lineTypes).toHaveLength(2);
  });

  it('does not take another provider’s answers (the sandbox’s, after a switch to the real one)', async () => {
    const query = [{ phone: '+19165550431', consentDate: consent }];
    await checkNumbers(test.database.db, fakeLookups({}, {}).lookups, query, now);
    const real = fakeLookups({ '+19165550431': 'landline' }, {});
    const renamed = {
      lineTypes: { ...real.lookups.lineTypes, name: 'twilio' },
      reassigned: { ...real.lookups.reassigned, name: 'rnd' },
    };
    const verdicts = await checkNumbers(test.database.db, renamed, query, now);
    expect(verdicts.get('+19165550431')).toEqual({ kind: 'skip', reason: 'landline' });
    expect(real.asked.lineTypes).toEqual(['+19165550431']);
  });

  it('postpones a number no service answered for, and keeps nothing for it', async () => {
    const { lookups } = fakeLookups({}, {});
    const silent = {
      ...lookups,
      lineTypes: { name: 'fake', lookup: () => Promise.resolve(new Map<string, LineType>()) },
    };
    const verdicts = await checkNumbers(
      test.database.db,
      silent,
      [{ phone: '+19165550421', consentDate: consent }],
      now,
    );
    expect(verdicts.get('+19165550421')).toEqual({ kind: 'postpone', reason: 'line-type-unavailable' });
    // Asked again next time: nothing was kept for it.
    const { lookups: again, asked } = fakeLookups({}, {});
    await checkNumbers(test.database.db, again, [{ phone: '+19165550421', consentDate: consent }], now);
    expect(asked.lineTypes).toEqual(['+19165550421']);
  });
});
