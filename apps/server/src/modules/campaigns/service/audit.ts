import type { AuditAction } from '@roost/domain';
import type { Db, Tx } from '../../../platform/db/types';
import { recordAudit, type AuditActor } from '../../event-log';
import { organizationOfTeam } from '../../organizations';
import type { CampaignRow, NewCampaign } from '../repo';

type Details = Record<string, string | number | boolean | null>;

/** Records an act on a campaign in the audit log, in the organization the campaign belongs to. */
export async function auditCampaign(
  db: Db | Tx,
  actor: AuditActor | null,
  campaign: Pick<CampaignRow, 'id' | 'name' | 'teamId'>,
  action: AuditAction,
  details?: Details,
): Promise<void> {
  await recordAudit(db, {
    actor,
    action,
    target: { type: 'campaign', id: campaign.id, label: campaign.name },
    organizationId: campaign.teamId ? await organizationOfTeam(db, campaign.teamId) : null,
    details,
  });
}

const statusActions: Partial<Record<string, AuditAction>> = {
  paused: 'campaign.paused',
  active: 'campaign.resumed',
  archived: 'campaign.archived',
};
const detailFields = ['name', 'type', 'templateId', 'contactName', 'redirectUrl'] as const;
const scheduleFields = ['messagesPerDay', 'daysOfWeek', 'startDate', 'endDate'] as const;

/**
 * The audit entries of one PUT /campaign/{id}: a status move (paused, resumed, archived), changed details
 * (their names; the template's id) and a changed schedule (the new one). Values a person typed, such as the
 * name, are named but not copied: the target label carries the name as it was.
 */
export async function auditCampaignChange(
  tx: Db | Tx,
  actor: AuditActor,
  before: CampaignRow,
  patch: Partial<NewCampaign>,
): Promise<void> {
  const changed = (key: keyof NewCampaign & keyof CampaignRow) =>
    patch[key] !== undefined && String(patch[key]) !== String(before[key]);
  const statusAction = patch.status !== undefined ? statusActions[patch.status] : undefined;
  if (statusAction && changed('status'))
    await auditCampaign(tx, actor, before, statusAction, { from: before.status, to: patch.status! });
  const details = detailFields.filter(changed);
  if (details.length > 0)
    await auditCampaign(tx, actor, before, 'campaign.edited', {
      changed: details.join(', '),
      ...(details.includes('templateId') && { templateId: patch.templateId ?? null }),
    });
  const schedule = scheduleFields.filter(changed);
  if (schedule.length > 0)
    await auditCampaign(tx, actor, before, 'campaign.rescheduled', {
      changed: schedule.join(', '),
      ...Object.fromEntries(scheduleFields.map((key) => [key, patch[key] ?? before[key] ?? null])),
    });
}

/**
 * Unsent records credited to the payer when a campaign is archived before all its texts went: call it in the
 * transaction that grants the credit.
 */
export function auditCredit(
  tx: Db | Tx,
  actor: AuditActor,
  campaign: Pick<CampaignRow, 'id' | 'name' | 'teamId'>,
  credit: { creditedCents: number; records: number; paymentId: string | null },
): Promise<void> {
  return auditCampaign(tx, actor, campaign, 'payment.credited', credit);
}

/** A download of a campaign's contacts and outcomes (CSV): call it once the caller may see the campaign. */
export function auditExport(
  db: Db | Tx,
  actor: AuditActor,
  campaign: Pick<CampaignRow, 'id' | 'name' | 'teamId'>,
  rows: number | null,
): Promise<void> {
  return auditCampaign(db, actor, campaign, 'export.downloaded', { contents: 'contacts and outcomes', rows });
}
