import type { AdminLogsPage } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, identityEnv, signedInAs, sessionOf, type Person } from '../../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../../test/test-database';
import { organizationFactory } from '../organizations/testing';
import { auditCredit, auditExport } from './service/audit';

/**
 * The audit calls kept ready for the credit on archive and the contacts export: an entry in the campaign's
 * organization, by the person named, with what an admin needs and no more.
 */
let t: TestApp;
let superadmin: Person;
let officer: Person;
let organizationId: string;

beforeAll(async () => {
  t = await createTestApp(identityEnv);
  superadmin = await signedInAs(t, ['user', 'superadmin']);
  officer = await signedInAs(t, ['user', 'campaigns']);
  const admin = await signedInAs(t, ['user', 'orgadmin']);
  organizationId = (await organizationFactory(t.runtime).organization(sessionOf(admin, ['user', 'orgadmin']))).id;
});
afterAll(() => t.close());

describe('campaign audit calls', () => {
  it('records a credit and an export against the campaign, in its organization', async () => {
    const campaign = { id: 'c-audit-1', name: 'Spring refinance', teamId: organizationId };
    const actor = sessionOf(officer, ['user', 'campaigns']);
    await auditCredit(t.runtime.database.db, actor, campaign, { creditedCents: 1200, records: 12, paymentId: 'p1' });
    await auditExport(t.runtime.database.db, actor, campaign, 40);
    const logs = (await get(t, '/api/core/admin/logs?source=audit', superadmin.cookie)).json<AdminLogsPage>().logs;
    expect(logs.map((log) => log.action)).toEqual(['export.downloaded', 'payment.credited']);
    for (const log of logs) {
      expect(log).toMatchObject({
        actor: { id: officer.id, label: officer.email },
        target: { type: 'campaign', id: 'c-audit-1', label: 'Spring refinance' },
        organizationId,
      });
    }
    expect(logs[1]!.data).toEqual(
      expect.arrayContaining([
        { key: 'creditedCents', value: '1200' },
        { key: 'records', value: '12' },
      ]),
    );
    expect(logs[0]!.data).toEqual(expect.arrayContaining([{ key: 'rows', value: '40' }]));
  });
});
