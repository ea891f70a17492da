import {
  billingSchema,
  campaignSubmitReplySchema,
  collaboratorSchema,
  columnMappingSchema,
  importReportSchema,
} from '@roost/domain';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { persistedStore } from '../../../lib/persisted-store';

/**
 * The new-campaign wizard's draft (spec 3: campaign, contacts, contactErrors, collaborators), kept in the
 * tab's session storage so it survives a reload and moving between steps. The contacts themselves stay on
 * the server (the parsed upload, by importId); the draft keeps its report. idempotencyKey is made when the
 * draft begins and sent with the submit, so a retried or reloaded submit continues the same one.
 */
export const campaignDraftSchema = z.object({
  idempotencyKey: z.string(),
  campaign: z.object({
    name: z.string().default(''),
    type: z.string().default(''),
    templateId: z.string().optional(),
    messagesPerDay: z.string().default(''),
    daysOfWeek: z.string().default(''),
    startDate: z.string().default(''),
    endDate: z.string().default(''),
    /** Where the texts' links lead: each contact's own home page, or the page at redirectUrl. */
    destination: z.enum(['home-report', 'url']).default('home-report'),
    redirectUrl: z.string().default(''),
  }),
  /** The parsed upload: its report (importId, counts) and the mapping used. */
  upload: z.object({ report: importReportSchema, mapping: z.array(columnMappingSchema) }).optional(),
  collaborators: z.array(collaboratorSchema).default([]),
  /** The consent statement the person affirmed for the uploaded file (cleared by a new upload). */
  consentStatementId: z.string().optional(),
  billing: billingSchema.partial().optional(),
  /** The last submit reply: awaiting payment, or submitted (the wizard then offers 'Launch Campaign'). */
  submission: campaignSubmitReplySchema.optional(),
});
export type CampaignDraft = z.infer<typeof campaignDraftSchema>;
/** A draft as session storage may hold it: one kept before a field existed reads as that field's default. */
export type StoredCampaignDraft = z.input<typeof campaignDraftSchema>;

function newKey(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

export function emptyDraft(): CampaignDraft {
  return {
    idempotencyKey: newKey(),
    campaign: {
      name: '',
      type: '',
      messagesPerDay: '',
      daysOfWeek: '',
      startDate: '',
      endDate: '',
      destination: 'home-report',
      redirectUrl: '',
    },
    collaborators: [],
  };
}

const NONE: CampaignDraft | null = null;
const store = persistedStore<CampaignDraft | null>(
  () => sessionStorage,
  'roost.campaign-draft',
  campaignDraftSchema.nullable(),
  NONE,
);

// A draft not yet written: what is shown until the first change stores it (with the same key).
let unsaved: CampaignDraft | null = null;
const snapshot = (): CampaignDraft => store.get() ?? (unsaved ??= emptyDraft());

/** The current draft (a new, unsaved one when none was started). */
export function readDraft(): CampaignDraft {
  return snapshot();
}

/** Changes part of the draft. */
export function updateDraft(change: (draft: CampaignDraft) => CampaignDraft) {
  store.set(change(readDraft()));
}

/** Cancel and 'Launch Campaign' discard the draft; the next read starts a new one with a new key. */
export function discardDraft() {
  unsaved = null;
  store.set(NONE);
}

/** Re-reads session storage (tests). */
export const reloadDraft = () => store.reload();

export function useCampaignDraft(): CampaignDraft {
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
