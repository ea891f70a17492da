import { describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/types';
import { adminSummary } from './summary';

const db = {} as Db;
const fixed = (count: number) => async () => count;

describe('admin summary', () => {
  it('shows each count a module supplies and null for the ones nobody supplies yet', async () => {
    expect(await adminSummary(db, { users: fixed(3), addresses: fixed(5), leads: fixed(0) })).toEqual({
      counts: { users: 3, organizations: null, addresses: 5, leads: 0, campaigns: null },
    });
  });

  it('shows organizations and campaigns once their modules plug a count in', async () => {
    const summary = await adminSummary(db, {
      users: fixed(1),
      addresses: fixed(1),
      leads: fixed(1),
      organizations: fixed(7),
      campaigns: fixed(2),
    });
    expect(summary.counts).toMatchObject({ organizations: 7, campaigns: 2 });
  });

  it('hands each provider the database it was given', async () => {
    const seen: Db[] = [];
    await adminSummary(db, {
      users: async (given) => {
        seen.push(given);
        return 0;
      },
    });
    expect(seen).toEqual([db]);
  });
});
