import type { Db } from '../../../platform/db/types';
import { campaignSending as campaigns, type PausedCampaign } from '../../campaigns';
import type { NumberLookups } from '../../numbers';
import type { Carrier } from '../providers/carrier';
import { hasOpenSends } from '../repo';
import { reconcile } from './reconcile';
import type { SenderRate } from './sender-rate';
import { sendDue } from './send-batch';
import { startDueCampaigns } from './start-campaigns';
import { pausedForTextingAccess } from './texting-access-pause';

export interface DispatchDeps {
  db: Db;
  carrier: Carrier;
  now: () => Date;
  /**
   * Short links: the address they live on (the partner's domain for the second client's campaigns, when set),
   * and where a campaign without a page sends people.
   */
  links: { baseUrl: string; partnerBaseUrl?: string | undefined; defaultRedirect: string };
  /** Rows claimed per campaign per tick. */
  batchSize?: number;
  /** A row still `sending` this long after its claim was left by a crash: reconcile it. */
  staleAfterMs?: number;
  /** How long a refused-but-retryable text waits. */
  retryAfterMs?: number;
  /** The sender's pace, shared by every sending process (none: the sandbox carrier has no rate to keep). */
  senderRate?: SenderRate;
  /** The checks of a number before its text (reassigned, landline); none when absent. */
  numbers?: NumberLookups;
  /** Days after its text with no reply or click before a contact counts as NonResponsive (NON_RESPONSIVE_DAYS). */
  nonResponsiveDays: number;
  /** Tells a campaign's owner the sender paused it (by e-mail); none in tests that do not look. */
  tellOwner?: (campaign: PausedCampaign) => Promise<void>;
}

const DAY_MS = 86_400_000;

export interface DispatchReport {
  started: number;
  sent: number;
  failed: number;
  unknown: number;
  skipped: number;
  /** Waiting for the recipient's next allowed time, or a carrier that asked to retry later. */
  deferred: number;
  reconciled: number;
  completed: number;
  nonResponsive: number;
  /** Campaigns that had more due than the sender's rate let go this tick. */
  paced: number;
}

/**
 * One pass of the sender: starts the campaigns whose day has come, settles texts whose outcome is unknown,
 * sends what is due within each campaign's daily cap, completes campaigns with nothing left, and marks
 * contacts texted N days ago with no reply or click NonResponsive. Safe to run in any number of processes
 * at once: every change is a compare-and-set on the row it changes.
 */
export async function dispatchTick(deps: DispatchDeps): Promise<DispatchReport> {
  const report: DispatchReport = {
    started: 0,
    sent: 0,
    failed: 0,
    unknown: 0,
    skipped: 0,
    deferred: 0,
    reconciled: 0,
    completed: 0,
    nonResponsive: 0,
    paced: 0,
  };
  const now = deps.now();
  report.started = await startDueCampaigns(deps, now);
  report.reconciled = await reconcile(deps, now);
  for (const campaign of await campaigns.activeCampaigns(deps.db)) {
    if (await pausedForTextingAccess(deps, campaign)) continue;
    await sendDue(deps, campaign, now, report);
    if (!(await hasOpenSends(deps.db, campaign.id)) && (await campaigns.completeCampaign(deps.db, campaign.id))) {
      report.completed += 1;
    }
  }
  report.nonResponsive = await campaigns.markNonResponsive(
    deps.db,
    new Date(now.getTime() - deps.nonResponsiveDays * DAY_MS),
  );
  return report;
}
