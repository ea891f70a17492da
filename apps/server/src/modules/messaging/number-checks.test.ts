import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import { get, identityEnv } from '../../../test/identity-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { campaignMaker, leads, servicesOf } from '../../../test/campaign-helpers';
import type { NumberLookups } from '../numbers';
import {
  loadSandboxNumbers,
  NumberLookupUnavailable,
  sandboxLineTypes,
  sandboxReassignedNumbers,
} from '../numbers/testing';
import { dispatchDepsOf, dispatchTick, type DispatchDeps } from './testing';

/**
 * Before a campaign text, the sender checks the number: one reassigned since the contact's consent (the RND) or a
 * landline is skipped with the reason on its send row while the others go; the answers are kept, so a second
 * campaign to the same numbers looks nothing up again; a lookup service that does not answer makes the texts
 * wait instead of going unchecked.
 */
let t: TestApp;
let paidCampaign: (csv: string) => Promise<string>;
let officerCookie: string;

const sendsOf = (campaignId: string) =>
  queryRows<{ phone: string; status: string; skip_reason: string | null; due_at: Date | null }>(
    t.runtime.database,
    'select phone, status, skip_reason, due_at from campaign_sends where campaign_id = $1 order by phone',
    [campaignId],
  );
const textedNumbers = async (phones: string[]) =>
  (
    await queryRows<{ to_number: string }>(
      t.runtime.database,
      "select to_number from sandbox_texts where to_number = any($1) and direction = 'outbound' order by to_number",
      [phones],
    )
  ).map((row) => row.to_number);

/** The sandbox lookups, counting the numbers each is asked about. */
function countingLookups() {
  const table = loadSandboxNumbers();
  const asked = { lineTypes: [] as string[], reassigned: [] as string[] };
  const lineTypes = sandboxLineTypes(table);
  const reassigned = sandboxReassignedNumbers(table);
  const lookups: NumberLookups = {
    lineTypes: {
      name: 'sandbox',
      lookup(phones) {
        asked.lineTypes.push(...phones);
        return lineTypes.lookup(phones);
      },
    },
    reassigned: {
      name: 'sandbox',
      check(queries) {
        asked.reassigned.push(...queries.map((query) => query.phone));
        return reassigned.check(queries);
      },
    },
  };
  return { lookups, asked };
}

const depsAt = (now: Date, numbers?: NumberLookups): DispatchDeps => {
  const deps = dispatchDepsOf(servicesOf(t), () => now);
  return numbers ? { ...deps, numbers } : deps;
};
// A Monday, 9am Pacific: inside everyone's hours.
const monday = new Date('2099-03-02T17:00:00Z');

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  let officer;
  ({ officer, paidCampaign } = await campaignMaker(t));
  officerCookie = officer.cookie;
});
afterAll(() => t.close());

describe('numbers checked before a campaign text', () => {
  it('skips a reassigned number and a landline with the reason, and texts the others', async () => {
    const id = await paidCampaign(
      leads([
        'Moved,On,(279) 555-0103,95661',
        'Home,Phone,(279) 555-0102,95661',
        'Cell,Phone,(916) 555-0301,95661',
        'No,Data,(279) 555-0105,95661',
        'Voip,Line,(279) 555-0104,95661',
      ]),
    );
    expect(await dispatchTick(depsAt(monday))).toMatchObject({ sent: 3, skipped: 2 });
    expect((await sendsOf(id)).map((row) => [row.phone, row.status, row.skip_reason])).toEqual([
      ['+12795550102', 'skipped', 'landline'],
      ['+12795550103', 'skipped', 'reassigned'],
      ['+12795550104', 'sent', null],
      ['+12795550105', 'sent', null],
      ['+19165550301', 'sent', null],
    ]);
    expect(
      await textedNumbers(['+12795550102', '+12795550103', '+12795550104', '+12795550105', '+19165550301']),
    ).toEqual(['+12795550104', '+12795550105', '+19165550301']);
    const campaign = await get(t, `/api/site/campaign/${id}`, officerCookie);
    expect(campaign.json()).toMatchObject({ status: 'complete', totalSent: 3 });
    // The contacts list says why the two were not texted.
    const listed = await get(t, `/api/site/campaign/${id}/contacts?limit=50&status=all`, officerCookie);
    const reasons = listed
      .json<{ results: { phoneNumber: string; skipReason?: string | null }[] }>()
      .results.map((contact) => [contact.phoneNumber, contact.skipReason ?? null])
      .sort(([a], [b]) => String(a).localeCompare(String(b)));
    expect(reasons).toEqual([
      ['+12795550102', 'landline'],
      ['+12795550103', 'reassigned'],
      ['+12795550104', null],
      ['+12795550105', null],
      ['+19165550301', null],
    ]);
  });

  it('asks the RND from the consent date: disconnected after consent is skipped, before it is texted', async () => {
    // +1 279 555 0101 was disconnected on 2025-06-01 (sandbox table).
    const before = await paidCampaign(leads(['Old,Consent,(279) 555-0101,95661']));
    // The ledger's grant dates the consent (the upload, here a year and a half ago).
    await queryRows(t.runtime.database, "update consent_events set occurred_at = '2025-01-15' where campaign_id = $1", [
      before,
    ]);
    await dispatchTick(depsAt(monday));
    expect((await sendsOf(before)).map((row) => [row.status, row.skip_reason])).toEqual([['skipped', 'reassigned']]);

    // Another organization's upload, consented after the disconnection: the person who has the number now agreed.
    const { paidCampaign: otherOrganization } = await campaignMaker(t);
    const after = await otherOrganization(leads(['New,Owner,(279) 555-0101,95661']));
    await dispatchTick(depsAt(monday));
    expect((await sendsOf(after)).map((row) => [row.status, row.skip_reason])).toEqual([['sent', null]]);
  });

  it('keeps the answers: a second campaign to the same numbers looks nothing up again', async () => {
    const rows = ['A,One,(916) 555-0311,95661', 'B,Two,(916) 555-0312,95661', 'C,Three,(279) 555-0106,95661'];
    const first = countingLookups();
    const one = await paidCampaign(leads(rows));
    expect(await dispatchTick(depsAt(monday, first.lookups))).toMatchObject({ sent: 3 });
    const phones = ['+12795550106', '+19165550311', '+19165550312'];
    expect(first.asked.lineTypes.sort()).toEqual(phones);
    expect(first.asked.reassigned.sort()).toEqual(phones);

    // The landline of the first test was answered then: it is not looked up again either.
    const second = countingLookups();
    const two = await paidCampaign(leads([...rows, 'D,Four,(279) 555-0102,95661']));
    // Same consent day (both uploaded today): the RND answers are fresh too. The three numbers texted by the first
    // campaign wait for the organization's frequency limit; the landline is skipped.
    expect(await dispatchTick(depsAt(monday, second.lookups))).toMatchObject({ sent: 0, skipped: 1, deferred: 3 });
    expect(second.asked).toEqual({ lineTypes: [], reassigned: [] });
    expect((await sendsOf(two)).map((row) => [row.phone, row.skip_reason])).toEqual([
      ['+12795550102', 'landline'],
      ...(await sendsOf(one)).map((row) => [row.phone, row.skip_reason]),
    ]);
  });

  it('holds the texts while a lookup service does not answer, and sends them once it does', async () => {
    const id = await paidCampaign(leads(['Wait,Here,(916) 555-0321,95661', 'Also,Wait,(916) 555-0322,95661']));
    const { lookups } = countingLookups();
    const down: NumberLookups = {
      ...lookups,
      reassigned: {
        name: 'rnd',
        check: () => Promise.reject(new NumberLookupUnavailable('rnd', 'answered 503')),
      },
    };
    expect(await dispatchTick(depsAt(monday, down))).toMatchObject({ sent: 0, deferred: 2, completed: 0 });
    const waiting = await sendsOf(id);
    expect(waiting.map((row) => row.status)).toEqual(['pending', 'pending']);
    for (const row of waiting) expect(new Date(row.due_at!).getTime()).toBeGreaterThan(monday.getTime());
    expect(await textedNumbers(['+19165550321', '+19165550322'])).toEqual([]);

    const later = new Date(monday.getTime() + 5 * 60_000);
    expect(await dispatchTick(depsAt(later, lookups))).toMatchObject({ sent: 2 });
    expect((await sendsOf(id)).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('does not start with a malformed sandbox table, naming its file and line', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-numbers-'));
    const file = path.join(folder, 'numbers.csv');
    fs.writeFileSync(file, 'phone,disconnected_on,line_type,note\n+12795550199,yesterday,mobile,\n');
    try {
      const start = createTestApp({ ...identityEnv, NUMBER_SANDBOX_FILE: file });
      await expect(start).rejects.toBeInstanceOf(ConfigError);
      await expect(start).rejects.toThrow(`${file} line 2: disconnected_on "yesterday"`);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
