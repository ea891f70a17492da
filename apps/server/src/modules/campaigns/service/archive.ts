import {
  campaignMessages,
  creditExpiry,
  unsentRecordsCreditCents,
  type ArchiveCreditPreview,
  type Campaign,
  type GrantedCredit,
} from '@roost/domain';
import type { Db, Tx } from '../../../platform/db/types';
import { AppError } from '../../../errors';
import type { AuditActor } from '../../event-log';
import { grantCredit, grantedCredit } from '../../payment';
import { lockCampaign, submissionOfCampaign, updateCampaign, type CampaignRow, type NewCampaign } from '../repo';
import type { Caller } from './deps';
import { auditCampaignChange, auditCredit } from './audit';
import { ownedCampaign } from './reach';
import { toCampaign } from './records';

/** Statuses in which some texts may still be unsent: archiving one of these gives the unsent back. */
const MAY_HAVE_UNSENT = ['new', 'active', 'started', 'paused'];

const archiveReference = (campaignId: string) => `campaign-archive-${campaignId}`;

/**
 * What archiving the campaign now would credit, and to whom: the records never texted at the per-record
 * price paid, to the person who paid (the submission's payer, whoever archives). Nothing for a campaign that
 * sent everything, or one never paid for through the submit (seeded, refunded).
 */
async function archiveCredit(db: Db | Tx, campaign: CampaignRow) {
  if (!MAY_HAVE_UNSENT.includes(campaign.status)) return undefined;
  const submission = await submissionOfCampaign(db, campaign.id);
  if (submission?.state !== 'submitted') return undefined;
  const { unsent, creditCents } = unsentRecordsCreditCents({
    priceCents: campaign.priceCents ?? 0,
    totalContacts: campaign.totalContacts,
    totalSent: campaign.totalSent,
  });
  return creditCents > 0 ? { payerId: submission.userId, unsent, creditCents } : undefined;
}

/** GET /campaign/{id}/archive-credit: what the archive confirmation tells the person before they confirm. */
export async function previewArchiveCredit(
  db: Db,
  caller: Caller,
  id: string,
  now = new Date(),
): Promise<ArchiveCreditPreview> {
  const credit = await archiveCredit(db, await ownedCampaign(db, caller, id));
  return credit
    ? {
        unsentRecords: credit.unsent,
        creditCents: credit.creditCents,
        expiresAt: creditExpiry(now).toISOString(),
        paidByCaller: credit.payerId === caller.id,
      }
    : { unsentRecords: 0, creditCents: 0, expiresAt: null, paidByCaller: false };
}

export type ArchivedCampaign = Campaign & { credit: GrantedCredit | null };

/**
 * Archives the campaign (with the rest of `patch`) and credits its unsent records to the payer, in one
 * transaction on the locked campaign row: the counters read are the final ones, and a crash leaves both or
 * neither. The grant is keyed by the campaign, so a retry or a concurrent archive credits once; each answers
 * the one credit.
 */
export async function archiveCampaign(
  db: Db,
  actor: AuditActor,
  id: string,
  patch: Partial<NewCampaign>,
  now = new Date(),
): Promise<ArchivedCampaign> {
  return db.transaction(async (tx) => {
    const locked = await lockCampaign(tx, id);
    if (!locked) throw new AppError('CAMPAIGN_NOT_FOUND', campaignMessages.campaignNotFound);
    const credit = await archiveCredit(tx, locked);
    await auditCampaignChange(tx, actor, locked, patch);
    const row = Object.keys(patch).length > 0 ? await updateCampaign(tx, id, patch) : locked;
    if (credit) {
      await auditCredit(tx, actor, locked, {
        creditedCents: credit.creditCents,
        records: credit.unsent,
        paymentId: locked.paymentId,
      });
      await grantCredit(tx, {
        userId: credit.payerId,
        amountCents: credit.creditCents,
        reference: archiveReference(id),
        description: `${credit.unsent} unsent texts of campaign "${locked.name}"`,
        now,
      });
    }
    const granted = await grantedCredit(tx, archiveReference(id));
    return {
      ...toCampaign(row),
      credit: granted ? { amountCents: granted.amountCents, expiresAt: granted.expiresAt.toISOString() } : null,
    };
  });
}
