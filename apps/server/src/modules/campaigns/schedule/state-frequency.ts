import type { TextFrequencyPolicy } from '@roost/domain';

/** A state's cap on solicitation texts to one number, stricter than federal law, in any rolling 24 hours. */
export interface StateFrequencyRule {
  per24Hours: number;
  /** The statute the cap comes from. */
  source: string;
}

/**
 * States whose telephone-solicitation laws cap how often one seller may contact a number. Data, not code: the
 * sender reads it for any state code, beside the states' send windows (send-window.ts). Both laws speak of
 * calls "on the same subject": every campaign of an organization is treated as one subject (mortgage
 * marketing), the reading that can only send less.
 */
export const stateFrequencyRules: Readonly<Record<string, StateFrequencyRule>> = {
  FL: { per24Hours: 3, source: 'Fla. Stat. 501.059(8)(b), Florida Telephone Solicitation Act' },
  OK: { per24Hours: 3, source: 'Okla. Stat. tit. 15, 775C.4(B), Oklahoma Telephone Solicitation Act of 2022' },
};

/** The limits for one recipient: the stricter of the organization's policy and the recipient state's rule. */
export function frequencyLimitsFor(policy: TextFrequencyPolicy, state: string | null | undefined): TextFrequencyPolicy {
  const rule = state ? stateFrequencyRules[state] : undefined;
  const per24Hours = rule ? Math.min(policy.per24Hours, rule.per24Hours) : policy.per24Hours;
  return { per24Hours, per7Days: policy.per7Days };
}
