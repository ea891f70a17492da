import {
  DEFAULT_TEXT_FREQUENCY,
  textFrequencyMessages,
  type TextFrequencyPolicy,
  type TextFrequencyReply,
} from '@roost/domain';
import { eq } from 'drizzle-orm';
import { AppError, invalidInput } from '../../../errors';
import type { Db } from '../../../platform/db/types';
import { findTeam } from '../repo';
import { textFrequencyPolicies } from '../tables';

/** The organization the path names; a branch (or another kind of team) has no limits of its own. */
async function requireOrganization(db: Db, id: string): Promise<void> {
  const team = await findTeam(db, id);
  if (!team) throw new AppError('TEAM_NOT_FOUND', 'Team not found');
  if (team.type !== 'Organization' || team.parentId) {
    throw invalidInput(textFrequencyMessages.notOrganization, { id: textFrequencyMessages.notOrganization });
  }
}

async function storedPolicy(db: Db, organizationId: string): Promise<TextFrequencyPolicy | undefined> {
  const [row] = await db
    .select({ per24Hours: textFrequencyPolicies.per24Hours, per7Days: textFrequencyPolicies.per7Days })
    .from(textFrequencyPolicies)
    .where(eq(textFrequencyPolicies.organizationId, organizationId))
    .limit(1);
  return row;
}

/** GET /team/{id}/text-frequency */
export async function textFrequencyOf(db: Db, organizationId: string): Promise<TextFrequencyReply> {
  await requireOrganization(db, organizationId);
  const stored = await storedPolicy(db, organizationId);
  return { ...(stored ?? DEFAULT_TEXT_FREQUENCY), isDefault: !stored };
}

/** PUT /team/{id}/text-frequency: the bounds are the schema's (400 naming the field). */
export async function setTextFrequency(
  db: Db,
  organizationId: string,
  policy: TextFrequencyPolicy,
  actorId: string,
): Promise<TextFrequencyReply> {
  await requireOrganization(db, organizationId);
  const values = {
    per24Hours: policy.per24Hours,
    per7Days: policy.per7Days,
    updatedBy: actorId,
    updatedDate: new Date(),
  };
  await db
    .insert(textFrequencyPolicies)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: textFrequencyPolicies.organizationId, set: values });
  return { ...policy, isDefault: false };
}

/**
 * The limits that apply to the texts of a suppression scope ('org:<id>' or 'user:<id>', see the contacts
 * module): the organization's policy, or the defaults for a person without an organization.
 */
export async function textFrequencyForScope(db: Db, scope: string): Promise<TextFrequencyPolicy> {
  if (!scope.startsWith('org:')) return DEFAULT_TEXT_FREQUENCY;
  return (await storedPolicy(db, scope.slice('org:'.length))) ?? DEFAULT_TEXT_FREQUENCY;
}
