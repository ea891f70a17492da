import {
  campaignDetailsSchema,
  campaignMessages,
  campaignTimelineSchema,
  consentTexts,
  redirectUrlSchema,
  startDateProblem,
  UPLOAD_CONSENT_STATEMENT_ID,
} from '@roost/domain';
import type { CampaignDraft } from '../../draft/campaign-draft';
import type { TimelineValue } from '../timeline-fields';

/** The wizard's four steps, in order (spec 2.11), each at /campaign/new/{step}. */
export const wizardSteps = ['details', 'template', 'timeline', 'billing'] as const;
export type WizardStep = (typeof wizardSteps)[number];
export const wizardStepLabels: Record<WizardStep, string> = {
  details: 'Details',
  template: 'Template',
  timeline: 'Timeline',
  billing: 'Billing',
};
export const stepPath = (step: WizardStep) => `/campaign/new/${step}`;
export const isWizardStep = (value: string | undefined): value is WizardStep =>
  (wizardSteps as readonly string[]).includes(value ?? '');

/** Details: name, type, and an upload with at least one valid contact. */
function detailsProblem(draft: CampaignDraft): string | null {
  const details = campaignDetailsSchema.safeParse({
    name: draft.campaign.name,
    type: draft.campaign.type || undefined,
  });
  if (!details.success) return details.error.issues[0]?.message ?? campaignMessages.nameRequired;
  // Contacts the chosen template left out still count here: another template may take them.
  if (!draft.upload || draft.upload.report.valid + draft.upload.report.missingField < 1)
    return campaignMessages.leadsRequired;
  if (draft.consentStatementId !== UPLOAD_CONSENT_STATEMENT_ID) return consentTexts.statementRequired;
  return destinationProblem(draft.campaign);
}

export const destinationMessages = { urlRequired: 'Enter the address of the page the link should open' };

/** The link's destination: nothing to check for the contacts' own pages, a web address for the sender's own page. */
export function destinationProblem({ destination, redirectUrl }: CampaignDraft['campaign']): string | null {
  if (destination !== 'url') return null;
  if (!redirectUrl.trim()) return destinationMessages.urlRequired;
  const url = redirectUrlSchema.safeParse(redirectUrl.trim());
  return url.success ? null : (url.error.issues[0]?.message ?? destinationMessages.urlRequired);
}

/** The chosen template lacks data every contact of the upload needs (its preview says which). */
export const noContactFitsTemplate = 'None of your contacts has the data this template needs; choose another template';

// The timeline's checks in the order a person reads the spec's snackbars: dates, then days, then the rate.
const timelineOrder = ['startDate', 'endDate', 'daysOfWeek', 'messagesPerDay'];

/**
 * Why a timeline cannot be saved, the first problem in that order, or null: the wizard's checks, and a start
 * date before the earliest the server takes (so it is refused here, before the card is asked for).
 */
export function timelineProblem(fields: TimelineValue, now = new Date()): string | null {
  const { messagesPerDay, daysOfWeek, startDate, endDate } = fields;
  const timeline = campaignTimelineSchema.safeParse({ messagesPerDay, daysOfWeek, startDate, endDate });
  const issues: { path: readonly PropertyKey[]; message: string }[] = timeline.success ? [] : timeline.error.issues;
  const past = startDateProblem(startDate.trim(), now);
  const all = past ? [...issues, { path: ['startDate'], message: past }] : issues;
  const rank = (path: readonly PropertyKey[]) => {
    const index = timelineOrder.indexOf(String(path[0]));
    return index === -1 ? timelineOrder.length : index;
  };
  const [first] = [...all].sort((a, b) => rank(a.path) - rank(b.path));
  return first ? first.message : null;
}

/** Why Next cannot leave this step (the spec's snackbar), or null when the step is complete. */
export function stepProblem(step: WizardStep, draft: CampaignDraft): string | null {
  switch (step) {
    case 'details':
      return detailsProblem(draft);
    case 'template':
      if (detailsProblem(draft)) return campaignMessages.detailsMissing;
      if (!draft.campaign.templateId) return campaignMessages.templateRequired;
      return draft.upload && draft.upload.report.valid < 1 ? noContactFitsTemplate : null;
    case 'timeline':
      return timelineProblem(draft.campaign);
    case 'billing':
      return null;
  }
}

/** The first step before `step` that is not complete: a later step's address sends the person back there. */
export function firstIncompleteBefore(step: WizardStep, draft: CampaignDraft): WizardStep | null {
  const index = wizardSteps.indexOf(step);
  return wizardSteps.slice(0, index).find((earlier) => stepProblem(earlier, draft) !== null) ?? null;
}
