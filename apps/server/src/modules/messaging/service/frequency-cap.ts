import type { TextFrequencyPolicy } from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import { frequencyLimitsFor, recipientLocation, type SendingCampaign, type TextContact } from '../../campaigns';
import { textFrequencyForScope } from '../../organizations';
import { countedTexts, lockScopePhones, markCounted } from '../frequency-repo';
import { moveSend, type ClaimedSend } from '../repo';
import type { DispatchReport } from './dispatch';
import { dueTimes } from './send-times';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/**
 * The first moment from `now` at which one more text keeps within the limits, given when the earlier texts to
 * the number counted (ms): in any rolling 24 hours at most per24Hours, in any rolling 7 days at most per7Days.
 * A text at t0 holds a place until t0 + 24 h exactly.
 */
export function frequencyReleaseAt(times: readonly number[], now: number, limits: TextFrequencyPolicy): number {
  let release = now;
  for (const [windowMs, limit] of [
    [DAY_MS, limits.per24Hours],
    [WEEK_MS, limits.per7Days],
  ] as const) {
    const inWindow = times.filter((time) => time > now - windowMs).sort((a, b) => a - b);
    if (inWindow.length >= limit) release = Math.max(release, inWindow[inWindow.length - limit]! + windowMs);
  }
  return release;
}

/**
 * The frequency limit at the send, after every other check: of the claimed texts about to go, those whose number
 * already had its allowed campaign texts from the scope (the organization, or the person without one) in the
 * rolling windows wait. A held text goes back to pending, due when the limit and then the recipient's allowed
 * hours let it go; it is skipped ('frequency-cap') only when the campaign's schedule ends first. Returns the
 * texts that may go now, which from now on count against their numbers' limits.
 *
 * Two senders may hold texts of two campaigns for the same number at once. The check and the record that a text
 * counts run in one transaction holding an advisory lock per scope and number (taken sorted, so no deadlock):
 * the second sender reads the ledger only after the first one's texts count. A lock, not a unique "slot" row,
 * because the limit is a count in sliding windows (N per 24 h, M per 7 days), which no single key can express,
 * and the lock costs no table and nothing to clean up. The lock is held only for the count and one update, not
 * for the carrier calls.
 */
export async function holdOverFrequency<T extends ClaimedSend>(
  db: Db,
  context: { campaign: SendingCampaign; scope: string; now: Date; report: DispatchReport },
  texts: readonly T[],
  contactOf: (text: T) => Pick<TextContact, 'zip' | 'phoneNumber'> | undefined,
): Promise<T[]> {
  if (texts.length === 0) return [];
  const { campaign, scope, now, report } = context;
  const policy = await textFrequencyForScope(db, scope);
  const nowMs = now.getTime();
  const held: { text: T; releaseAt: Date }[] = [];
  const allowed = await db.transaction(async (tx) => {
    const phones = texts.map((text) => text.phone);
    await lockScopePhones(tx, scope, phones);
    const counted = await countedTexts(
      tx,
      scope,
      phones,
      new Date(nowMs - WEEK_MS),
      texts.map((text) => text.id),
    );
    const timesOf = new Map<string, number[]>();
    for (const row of counted) {
      if (!row.countedAt) continue;
      const times = timesOf.get(row.phone) ?? [];
      times.push(new Date(row.countedAt).getTime());
      timesOf.set(row.phone, times);
    }
    const going: T[] = [];
    for (const text of texts) {
      const contact = contactOf(text);
      const state = recipientLocation({ zip: contact?.zip ?? null, phone: contact?.phoneNumber ?? text.phone })?.state;
      const times = timesOf.get(text.phone) ?? [];
      const releaseAt = frequencyReleaseAt(times, nowMs, frequencyLimitsFor(policy, state));
      if (releaseAt > nowMs) {
        held.push({ text, releaseAt: new Date(releaseAt) });
        continue;
      }
      // Two contacts of one batch with the same number: the second sees the first.
      times.push(nowMs);
      timesOf.set(text.phone, times);
      going.push(text);
    }
    await markCounted(
      tx,
      scope,
      going.map((text) => text.id),
      now,
    );
    return going;
  });

  for (const { text, releaseAt } of held) {
    const contact = contactOf(text);
    const due = contact ? dueTimes(campaign, releaseAt)(contact) : null;
    await moveSend(
      db,
      text.id,
      'sending',
      due ? { status: 'pending', dueAt: due } : { status: 'skipped', skipReason: 'frequency-cap' },
    );
    report[due ? 'deferred' : 'skipped'] += 1;
  }
  return allowed;
}
