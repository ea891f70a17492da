import { z } from 'zod';

/**
 * How many marketing (campaign) texts one number may get from one organization: at most `per24Hours` in any
 * rolling 24 hours and `per7Days` in any rolling 7 days, whatever campaigns they come from. Texts a person
 * types in a conversation are not marketing texts and are not counted.
 */
export interface TextFrequencyPolicy {
  per24Hours: number;
  per7Days: number;
}

/** The policy of an organization that set none, and of a person who belongs to no organization. */
export const DEFAULT_TEXT_FREQUENCY: TextFrequencyPolicy = { per24Hours: 1, per7Days: 3 };

/** The bounds an organization may choose within. */
export const TEXT_FREQUENCY_BOUNDS = { per24Hours: { min: 1, max: 10 }, per7Days: { max: 50 } } as const;

export const textFrequencyMessages = {
  per24Hours: `per24Hours must be a whole number from ${TEXT_FREQUENCY_BOUNDS.per24Hours.min} to ${TEXT_FREQUENCY_BOUNDS.per24Hours.max}`,
  per7Days: `per7Days must be a whole number, at least per24Hours and at most ${TEXT_FREQUENCY_BOUNDS.per7Days.max}`,
  notOrganization: 'Text limits are set on an organization, not on a branch',
  saved: 'Text limits saved',
} as const;

/** PUT /team/{id}/text-frequency: the organization's limits, within sane bounds. */
export const textFrequencyPolicySchema = z
  .object({
    per24Hours: z
      .number({ error: textFrequencyMessages.per24Hours })
      .int({ error: textFrequencyMessages.per24Hours })
      .min(TEXT_FREQUENCY_BOUNDS.per24Hours.min, { error: textFrequencyMessages.per24Hours })
      .max(TEXT_FREQUENCY_BOUNDS.per24Hours.max, { error: textFrequencyMessages.per24Hours }),
    per7Days: z
      .number({ error: textFrequencyMessages.per7Days })
      .int({ error: textFrequencyMessages.per7Days })
      .min(1, { error: textFrequencyMessages.per7Days })
      .max(TEXT_FREQUENCY_BOUNDS.per7Days.max, { error: textFrequencyMessages.per7Days }),
  })
  .refine((policy) => policy.per7Days >= policy.per24Hours, {
    path: ['per7Days'],
    error: textFrequencyMessages.per7Days,
  });

/** GET and PUT reply: the policy in force, and whether it is the default (never set). */
export const textFrequencyReplySchema = z.object({
  per24Hours: z.number().int(),
  per7Days: z.number().int(),
  isDefault: z.boolean(),
});
export type TextFrequencyReply = z.infer<typeof textFrequencyReplySchema>;

/** What an upload's numbers were texted by lately: numbers texted by other campaigns of the same organization. */
export const recentlyTextedSchema = z.object({
  /** Distinct numbers of the upload texted in the last 7 days. */
  numbers: z.number().int(),
  campaigns: z.array(z.object({ campaignId: z.string(), name: z.string(), numbers: z.number().int() })),
});
export type RecentlyTexted = z.infer<typeof recentlyTextedSchema>;

/** "37 numbers were texted in the last 7 days by Spring refinance (30) and Inquiry follow-up (7); ..." */
export function recentlyTextedSentence(recent: RecentlyTexted): string | null {
  if (recent.numbers === 0) return null;
  const names = recent.campaigns.map((campaign) => `${campaign.name} (${campaign.numbers})`);
  const list =
    names.length <= 1 ? (names[0] ?? 'other campaigns') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const subject = recent.numbers === 1 ? '1 number was' : `${recent.numbers} numbers were`;
  const waits = recent.numbers === 1 ? 'it will wait' : 'they will wait';
  return `${subject} texted in the last 7 days by ${list}; ${waits} for the frequency limit`;
}
