import { z } from 'zod';
import { optOutPhoneSchema } from './opt-outs';

/**
 * The consent ledger: every event that gave or took away a number's consent to be texted, per suppression
 * scope, with its evidence (where it came from, the words shown or affirmed, who, when). Statements are
 * versioned: an event names the version it was given under, and a version's words never change, so the
 * evidence shows the exact words. A new wording is a new id; the old ones stay for the events that name them.
 */

/** What a loan officer affirms for every number of a lead file before a campaign may launch. */
export const UPLOAD_CONSENT_STATEMENT_ID = 'upload-2026-11';
/** The words a homeowner ticks on their profile to receive text updates from the site. */
export const SITE_TEXT_UPDATES_STATEMENT_ID = 'site-text-updates-2026-11';
/** What is known of the campaigns uploaded before the ledger existed. */
export const PRE_LEDGER_STATEMENT_ID = 'pre-ledger-upload';

export const consentStatements: Record<string, string> = {
  [UPLOAD_CONSENT_STATEMENT_ID]:
    'I confirm that every person in this file gave prior express written consent to receive marketing text ' +
    'messages about mortgages and home finance from me and my company, that the consent named us as the sender, ' +
    'and that I keep the signed records of that consent for at least four years.',
  [SITE_TEXT_UPDATES_STATEMENT_ID]: 'Yes, please send me text updates',
  [PRE_LEDGER_STATEMENT_ID]:
    'Recorded when the consent ledger began: the number was in a lead file the uploader gave for this campaign ' +
    'before consent statements were asked for; the words the uploader affirmed, if any, were not recorded.',
};

export const consentTexts = {
  statementRequired: 'Confirm that the people in this file agreed to receive your texts',
  uploadCheckbox: consentStatements[UPLOAD_CONSENT_STATEMENT_ID]!,
  siteCheckbox: consentStatements[SITE_TEXT_UPDATES_STATEMENT_ID]!,
} as const;

/**
 * The statement id a launch carries: the current upload statement only (a wizard that shows older words must
 * be reloaded; the server refuses a launch without it).
 */
export const uploadConsentStatementSchema = z.literal(UPLOAD_CONSENT_STATEMENT_ID, {
  error: consentTexts.statementRequired,
});

/** grant: consent given; revoke: taken away; note: recorded without changing it (a HELP reply). */
export const consentEffects = ['grant', 'revoke', 'note'] as const;
export type ConsentEffect = (typeof consentEffects)[number];

/**
 * How the event came about. upload: a lead file launched in a campaign (the uploader's affirmation);
 * site: a homeowner's own setting on the site; reply-stop / reply-start / reply-help: the contact's text;
 * carrier-opt-out: the carrier reported the number opted out; admin-opt-out / admin-undo: an organization
 * admin with a reason (an opt-out asked for by phone, e-mail or in person is entered that way).
 */
export const consentEventKinds = [
  'upload',
  'site',
  'reply-stop',
  'reply-start',
  'reply-help',
  'carrier-opt-out',
  'admin-opt-out',
  'admin-undo',
] as const;
export type ConsentEventKind = (typeof consentEventKinds)[number];

/** One event with its evidence; absent details are null. */
export const consentEventSchema = z.object({
  id: z.string(),
  effect: z.enum(consentEffects),
  kind: z.enum(consentEventKinds),
  occurredAt: z.string(),
  campaignId: z.string().nullable(),
  campaignName: z.string().nullable(),
  fileName: z.string().nullable(),
  /** The line of the lead file (the header is line 1). */
  rowNumber: z.number().int().nullable(),
  /** The uploader or the admin. */
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /** The address the person's browser came from (a site opt-in). */
  ipAddress: z.string().nullable(),
  statementId: z.string().nullable(),
  /** The exact words shown or affirmed. */
  statement: z.string().nullable(),
  /** The contact's own words (a reply), the carrier's report or the admin's reason. */
  words: z.string().nullable(),
  /** Recorded by the backfill of campaigns launched before the ledger existed. */
  recordedBeforeLedger: z.boolean(),
});
export type ConsentEvent = z.infer<typeof consentEventSchema>;

/** The newest events of a number a reply carries. */
export const CONSENT_EVIDENCE_LIMIT = 1_000;

/** GET /campaign/contacts/opt-outs/{organizationId}/consent?phone= */
export const consentEvidenceQuerySchema = z.object({ phone: optOutPhoneSchema });
export type ConsentEvidenceQuery = z.input<typeof consentEvidenceQuerySchema>;

/** A number's consent evidence in an organization: whether consent holds now, since when, and every event. */
export const consentEvidenceSchema = z.object({
  phone: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  /** The latest grant or revocation is a grant. */
  consented: z.boolean(),
  /** The grant that holds now (the earliest of the unbroken run of grants), or null. */
  consentSince: z.string().nullable(),
  generatedAt: z.string(),
  /** Oldest first, at most CONSENT_EVIDENCE_LIMIT (the newest kept). */
  events: z.array(consentEventSchema),
});
export type ConsentEvidence = z.infer<typeof consentEvidenceSchema>;
