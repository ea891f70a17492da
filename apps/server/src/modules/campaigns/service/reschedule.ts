import { startDateProblem, type CampaignUpdate } from '@roost/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError, invalidInput } from '../../../errors';
import type { Db, Tx } from '../../../platform/db/types';
import { findTemplate, type CampaignRow, type NewCampaign } from '../repo';
import { campaigns } from '../tables';

/** Statuses whose details, schedule and template may still change: a draft, or paid with no text sent. */
const UNSTARTED = ['unpaid', 'new'] as const;

export const campaignStartedMessage =
  'This campaign has started sending, so its schedule and template can no longer change';

/** True when nothing of the campaign has gone yet (the sender moves it from new to active when it starts). */
export const notStarted = (row: Pick<CampaignRow, 'status' | 'totalSent'>) =>
  (UNSTARTED as readonly string[]).includes(row.status) && row.totalSent === 0;

/**
 * The checks a change of schedule or template makes beyond the wizard's own: a start date that moves is not
 * in the past, and a paid campaign keeps its price, so its new template may not cost more per record than the
 * one it was paid with (one that costs the same or less is taken, with no new payment and no refund).
 */
export async function checkPlanChange(db: Db, row: CampaignRow, input: CampaignUpdate, now: Date): Promise<void> {
  if (input.startDate !== undefined && input.startDate !== row.startDate) {
    const problem = startDateProblem(input.startDate.trim(), now);
    if (problem) throw invalidInput(problem, { startDate: problem });
  }
  if (row.status === 'unpaid' || !input.templateId || input.templateId === row.templateId || !row.templateId) return;
  const [paid, next] = await Promise.all([findTemplate(db, row.templateId), findTemplate(db, input.templateId)]);
  if (paid && next && next.rate > paid.rate) {
    throw new AppError(
      'TEMPLATE_COSTS_MORE',
      `"${next.name}" costs more per record than the template this campaign was paid with; choose one at the same rate or lower`,
    );
  }
}

/**
 * Writes a change of details or schedule only while the campaign has not started: one conditional update,
 * so a change that meets the sender starting the campaign loses with 409 instead of changing a running one.
 */
export async function updateUnstartedCampaign(
  db: Db | Tx,
  id: string,
  patch: Partial<NewCampaign>,
): Promise<CampaignRow> {
  const [row] = await db
    .update(campaigns)
    .set(patch)
    .where(and(eq(campaigns.id, id), inArray(campaigns.status, [...UNSTARTED]), eq(campaigns.totalSent, 0)))
    .returning();
  if (!row) throw new AppError('CAMPAIGN_STARTED', campaignStartedMessage);
  return row;
}
