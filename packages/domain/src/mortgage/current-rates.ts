import { z } from 'zod';
import { isIsoDate } from './calendar-month';
import { latestRate, PMMS_CREDIT, type PmmsWeek } from './rates';
import { roundToEighth } from './rounding';

/**
 * The rates the product calls current: the newer of the latest admin rate sheet and the
 * latest Freddie Mac PMMS week, with the date they are from. Rates more than `CURRENT_RATE_DAYS` old
 * are still shown, but never as today's.
 */

export const RATE_SHEET_SOURCE = 'rate sheet';
export const PMMS_SOURCE = 'Freddie Mac PMMS';
export const rateSources = [RATE_SHEET_SOURCE, PMMS_SOURCE] as const;
export type RateSource = (typeof rateSources)[number];

/** Rates at most this many days old are today's; older ones are labelled with their date only. */
export const CURRENT_RATE_DAYS = 14;
/** A rate sheet may be dated at most this many days back (a typo in the year, not a real sheet). */
export const RATE_SHEET_MAX_AGE_DAYS = 365;
/** Every rate we take (sheet or feed) lies above 0% and at most this. */
export const MAX_RATE_PERCENT = 25;

const DAY_MS = 86_400_000;
const DATE_FORMAT_MESSAGE = 'Date must be a date, like 2026-11-20';

/** Whole days from one calendar date (YYYY-MM-DD) to another; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  if (!isIsoDate(from) || !isIsoDate(to)) {
    throw new RangeError(`Expected dates as YYYY-MM-DD, got ${JSON.stringify(from)} and ${JSON.stringify(to)}`);
  }
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Whether rates from `date` may be called today's on `today`: not after it and at most 14 days before. */
export function isRateCurrent(date: string, today: string): boolean {
  const age = daysBetween(date, today);
  return age >= 0 && age <= CURRENT_RATE_DAYS;
}

/**
 * How a figure was obtained: 'survey' (a PMMS weekly average), 'derived-from-30-year' (the survey had
 * no 15-year figure that week: the 30-year average minus the usual spread) or 'rate-sheet' (an admin's).
 */
export const rateBases = ['survey', 'derived-from-30-year', 'rate-sheet'] as const;
export type CurrentRateBasis = (typeof rateBases)[number];

/** One term's current rate. */
export const currentRateSchema = z.object({
  ratePercent: z.number(),
  /** On an eighth of a point, as the rate sliders take it. */
  roundedToEighth: z.number(),
  /** The PMMS week (its Thursday) or the rate sheet's date. */
  date: z.iso.date(),
  basis: z.enum(rateBases),
  /** Derived only: the 30-minus-15-year spread subtracted. */
  spreadPercent: z.number().optional(),
  /** Derived only: the last week with a surveyed 15-year figure (the shipped series ends in May 2024). */
  lastSurveyDate: z.iso.date().optional(),
});
export type CurrentRate = z.infer<typeof currentRateSchema>;

/** GET {home}/rates, and what the server's `currentRates` gives its other callers (the alert engine). */
export const currentRatesSchema = z.object({
  rate30: currentRateSchema,
  rate15: currentRateSchema,
  /** Only a rate sheet has an ARM rate; the survey's 5/1 ARM series stopped in November 2022. */
  rateArm: currentRateSchema.nullable(),
  /** The date the rates are from. */
  date: z.iso.date(),
  source: z.enum(rateSources),
  /** `date` is within CURRENT_RATE_DAYS of the server's today: only then may a page say "today's". */
  current: z.boolean(),
  /** The credit to print beside the figures: "Source: Freddie Mac PMMS", or null for a rate sheet. */
  credit: z.string().nullable(),
});
export type CurrentRates = z.infer<typeof currentRatesSchema>;

const sheetRate = (label: string) =>
  z
    .number({ error: `${label} must be a number, like 6.125` })
    .gt(0, { error: `${label} must be more than 0%` })
    .max(MAX_RATE_PERCENT, { error: `${label} must be at most ${MAX_RATE_PERCENT}%` });

const sheetDate = z.iso.date({ error: DATE_FORMAT_MESSAGE }).refine(isIsoDate, { error: DATE_FORMAT_MESSAGE });

/** POST {home}/rates/sheet: what an admin enters. The date's range is checked against today by `rateSheetDateProblem`. */
export const rateSheetEntrySchema = z.strictObject({
  effectiveDate: sheetDate,
  rate30: sheetRate('30-year fixed rate'),
  rate15: sheetRate('15-year fixed rate'),
  rateArm: sheetRate('5-year ARM rate'),
});
export type RateSheetEntry = z.infer<typeof rateSheetEntrySchema>;

/** Why a rate sheet's date is refused on `today`, or undefined when it is fine. */
export function rateSheetDateProblem(effectiveDate: string, today: string): string | undefined {
  if (!isIsoDate(effectiveDate)) return DATE_FORMAT_MESSAGE;
  const age = daysBetween(effectiveDate, today);
  if (age < 0) return 'Date cannot be in the future';
  if (age > RATE_SHEET_MAX_AGE_DAYS) return `Date must be within the last ${RATE_SHEET_MAX_AGE_DAYS} days`;
  return undefined;
}

/** The entry with its date checked against `today` too: the admin form's schema. */
export function rateSheetEntryOn(today: string) {
  return rateSheetEntrySchema.extend({
    effectiveDate: sheetDate.superRefine((date, context) => {
      const problem = rateSheetDateProblem(date, today);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  });
}

/** A stored rate sheet, as the admin list shows it. */
export const rateSheetSchema = z.object({
  id: z.string(),
  effectiveDate: z.iso.date(),
  rate30: z.number(),
  rate15: z.number(),
  rateArm: z.number(),
  /** The e-mail address of the admin who entered it. */
  enteredBy: z.string(),
  createdDate: z.string(),
});
export type RateSheet = z.infer<typeof rateSheetSchema>;

/** What the PMMS feed has brought in: whether one is configured, its newest week and when it was last read. */
export const pmmsFeedStatusSchema = z.object({
  configured: z.boolean(),
  /** The newest week stored from the feed; null before the first good read. */
  latestWeek: z.iso.date().nullable(),
  /** When the feed was last read successfully (ISO instant); null before the first. */
  lastReadDate: z.string().nullable(),
  /** The last week of the history shipped with the product (the offline default). */
  shippedThrough: z.iso.date().nullable(),
});
export type PmmsFeedStatus = z.infer<typeof pmmsFeedStatusSchema>;

/** GET {home}/rates/sheets: the newest rate sheets first, the rates in force and the feed's state. */
export const rateSheetsReplySchema = z.object({
  sheets: z.array(rateSheetSchema),
  current: currentRatesSchema,
  feed: pmmsFeedStatusSchema,
});
export type RateSheetsReply = z.infer<typeof rateSheetsReplySchema>;

/** The figures of a rate sheet that `chooseCurrentRates` weighs. */
export interface RateSheetFigures {
  effectiveDate: string;
  rate30: number;
  rate15: number;
  rateArm: number;
}

const figure = (ratePercent: number, date: string, basis: CurrentRateBasis): CurrentRate => ({
  ratePercent,
  roundedToEighth: roundToEighth(ratePercent),
  date,
  basis,
});

/**
 * The current rates on `today`: the latest rate sheet when it is at least as new as the latest PMMS week
 * (the lender's own figures win a tie), else that week, its missing 15-year figure derived from the
 * 30-year as `latestRate` does. Undefined only when there is neither.
 */
export function chooseCurrentRates(
  history: readonly PmmsWeek[],
  sheet: RateSheetFigures | undefined,
  today: string,
): CurrentRates | undefined {
  const week30 = latestRate(history, 30);
  if (sheet && (!week30 || sheet.effectiveDate >= week30.date)) {
    const date = sheet.effectiveDate;
    return {
      rate30: figure(sheet.rate30, date, 'rate-sheet'),
      rate15: figure(sheet.rate15, date, 'rate-sheet'),
      rateArm: figure(sheet.rateArm, date, 'rate-sheet'),
      date,
      source: RATE_SHEET_SOURCE,
      current: isRateCurrent(date, today),
      credit: null,
    };
  }
  const week15 = latestRate(history, 15);
  if (!week30 || !week15) return undefined;
  const rate15 = figure(week15.ratePercent, week15.date, week15.basis);
  if (week15.basis === 'derived-from-30-year') {
    rate15.spreadPercent = week15.spreadPercent;
    const lastSurvey = history.reduce<string | undefined>(
      (last, row) => (row.rate15 !== null && (!last || row.date > last) ? row.date : last),
      undefined,
    );
    if (lastSurvey) rate15.lastSurveyDate = lastSurvey;
  }
  return {
    rate30: figure(week30.ratePercent, week30.date, 'survey'),
    rate15,
    rateArm: null,
    date: week30.date,
    source: PMMS_SOURCE,
    current: isRateCurrent(week30.date, today),
    credit: PMMS_CREDIT,
  };
}
