import {
  billingSchema,
  campaignMessages,
  campaignSubmitSchema,
  campaignTimelineSchema,
  contactImportMessages,
  formatCentsAsDollars,
  OWN_CLIENT,
  PRICE_PER_RECORD_CENTS,
  priceCents,
  startDateProblem,
  type CampaignSubmitReply,
} from '@roost/domain';
import type { z } from 'zod';
import { AppError, invalidInput } from '../../../errors';
import { collaboratorOptionsFor } from '../../organizations';
import {
  countContacts,
  findCampaign,
  findSubmission,
  insertCampaign,
  insertSubmission,
  submissionOfCampaign,
  updateCampaign,
  updateSubmission,
  type NewCampaign,
  type SubmissionRow,
} from '../repo';
import { campaignTeam, checkTemplate, scheduleFields } from './campaigns';
import type { CampaignPayment, CampaignsDeps, Caller } from './deps';
import { finalizeCampaign } from './finalize';
import { ownedCampaign } from './reach';
import { toCampaign } from './records';
import { creditToApply } from './submit-credits';
import { assertMayText } from './texting-access';

import { fitUploadToTemplate } from './upload-template';

type SubmitInput = z.output<typeof campaignSubmitSchema>;

function checkSchedule(input: SubmitInput, now: Date) {
  if (!input.campaign.templateId) {
    throw invalidInput(campaignMessages.templateRequired, { templateId: campaignMessages.templateRequired });
  }
  const timeline = campaignTimelineSchema.safeParse(input.campaign);
  if (!timeline.success) {
    const fields = Object.fromEntries(timeline.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    throw invalidInput(timeline.error.issues[0]!.message, fields);
  }
  const pastStart = startDateProblem(timeline.data.startDate, now);
  if (pastStart) throw invalidInput(pastStart, { startDate: pastStart });
}

async function checkCollaborators(deps: CampaignsDeps, caller: Caller, input: SubmitInput) {
  if (input.collaborators.length === 0) return;
  const options = await collaboratorOptionsFor(deps.db, caller.id);
  for (const collaborator of input.collaborators) {
    const known =
      collaborator.type === 'individual'
        ? options.users.some((user) => user.id === collaborator.id)
        : options.branches.some((branch) => branch.id === collaborator.id);
    if (!known)
      throw new AppError('UNKNOWN_COLLABORATOR', `${collaborator.name || 'A collaborator'} is not in your teams`);
  }
}

/** How many records the campaign will have: the upload's valid contacts, or the unpaid campaign's own. */
async function recordsToPay(deps: CampaignsDeps, caller: Caller, input: SubmitInput): Promise<number> {
  if (input.importId && input.campaignId) throw invalidInput('Send an importId or a campaignId, not both');
  if (input.importId) {
    const report = await deps.leads.readImport(deps.db, input.importId, caller.id);
    if (!report)
      throw new AppError('UNKNOWN_UPLOAD', contactImportMessages.importNotFound, {
        importId: contactImportMessages.importNotFound,
      });
    // The template decides who can be texted: the contacts it lacks data for are left out and not priced.
    const fitted = await fitUploadToTemplate(deps, caller, input.importId, {
      templateId: input.campaign.templateId!,
      contactName: input.campaign.contactName,
    });
    return fitted.report.valid;
  }
  if (input.campaignId) {
    const campaign = await ownedCampaign(deps.db, caller, input.campaignId);
    if (campaign.status !== 'unpaid' || (await submissionOfCampaign(deps.db, campaign.id))) {
      throw new AppError('CAMPAIGN_ALREADY_SUBMITTED', 'This campaign has already been submitted');
    }
    return countContacts(deps.db, campaign.id);
  }
  throw new AppError('NO_VALID_CONTACTS', campaignMessages.leadsRequired, { importId: campaignMessages.leadsRequired });
}

/**
 * POST /campaign/submit: the spec's submit sequence as one operation, idempotent on the wizard's key.
 * The first call checks everything, makes the campaign (unpaid) and its submission in one transaction,
 * and asks the payment module for a payment keyed by the campaign; a later call with the same key finds
 * the same submission and payment, so nothing is made or charged twice. When the payment has succeeded,
 * the campaign is finalised (status new, contacts, collaborators).
 */
export async function submitCampaign(
  deps: CampaignsDeps,
  caller: Caller,
  input: SubmitInput,
  now = new Date(),
): Promise<CampaignSubmitReply> {
  // Paying for a campaign is launching it: only someone with texting access, asked again on every call.
  await assertMayText(deps.db, caller, await campaignTeam(deps.db, caller, input.campaign.teamId));
  const existing = await findSubmission(deps.db, caller.id, input.idempotencyKey);
  if (existing) return continueSubmission(deps, caller, existing, input);
  checkSchedule(input, now);
  await checkTemplate(deps.db, input.campaign.templateId);
  await checkCollaborators(deps, caller, input);
  const records = await recordsToPay(deps, caller, input);
  if (records === 0)
    throw new AppError('NO_VALID_CONTACTS', campaignMessages.leadsRequired, {
      importId: campaignMessages.leadsRequired,
    });
  const details: Partial<NewCampaign> = {
    name: input.campaign.name.trim(),
    type: input.campaign.type,
    templateId: input.campaign.templateId,
    contactName: input.campaign.contactName ?? caller.name,
    redirectUrl: input.campaign.redirectUrl ?? null,
    priceCents: priceCents(records),
    ...scheduleFields(input.campaign),
  };
  const teamId = await campaignTeam(deps.db, caller, input.campaign.teamId);
  const submission = await deps.db
    .transaction(async (tx) => {
      const campaign = input.campaignId
        ? await updateCampaign(tx, input.campaignId, details)
        : await insertCampaign(tx, {
            ...details,
            name: details.name!,
            type: details.type!,
            client: OWN_CLIENT,
            status: 'unpaid',
            ownerId: caller.id,
            teamId,
          });
      const creditCents = await creditToApply(tx, caller.id, details.priceCents!, now);
      const row = await insertSubmission(tx, {
        userId: caller.id,
        creditCents,
        idempotencyKey: input.idempotencyKey,
        campaignId: campaign.id,
        importId: input.importId ?? '',
        billing: JSON.stringify(input.billing),
        collaborators: JSON.stringify(input.collaborators),
        consentStatementId: input.consentStatementId,
      });
      // A concurrent request with the same key won: undo this one's campaign and continue theirs.
      if (!row) throw new DuplicateSubmit();
      return row;
    })
    .catch(async (error: unknown) => {
      if (!(error instanceof DuplicateSubmit)) throw error;
      return (await findSubmission(deps.db, caller.id, input.idempotencyKey))!;
    });
  return continueSubmission(deps, caller, submission, input);
}

class DuplicateSubmit extends Error {}

async function continueSubmission(
  deps: CampaignsDeps,
  caller: Caller,
  submission: SubmissionRow,
  input: SubmitInput,
): Promise<CampaignSubmitReply> {
  if ((input.importId ?? '') !== submission.importId) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'This submit already began with another lead file; cancel the draft to start again',
    );
  }
  const campaign = await findCampaign(deps.db, submission.campaignId);
  if (!campaign) throw new AppError('INTERNAL_ERROR', campaignMessages.errorCreating);
  const price = campaign.priceCents ?? 0;
  if (price - submission.creditCents <= 0) {
    // Credits cover the whole price: no card, no payment; finalising spends them.
    await finalizeCampaign(deps, campaign.id);
    return replyFor(deps, caller, input.idempotencyKey, null);
  }
  let payment: CampaignPayment;
  try {
    const records = `${price / PRICE_PER_RECORD_CENTS} records`;
    const credits =
      submission.creditCents > 0 ? `, ${formatCentsAsDollars(submission.creditCents)} paid by credits` : '';
    payment = await deps.payments.request({
      userId: caller.id,
      type: 'campaign',
      typeId: campaign.id,
      amountCents: price - submission.creditCents,
      description: `Text campaign "${campaign.name}": ${records}${credits}`,
      idempotencyKey: `campaign-${campaign.id}`,
      billing: JSON.parse(submission.billing ?? 'null') ?? input.billing,
      email: caller.email,
    });
    if (submission.paymentId !== payment.id) await updateSubmission(deps.db, submission.id, { paymentId: payment.id });
    if (payment.status !== 'succeeded' && payment.status !== 'refunded')
      payment = await deps.payments.refresh(payment.id);
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.warn('Payment processor failed during a campaign submit', {
      campaignId: campaign.id,
      kind: error instanceof Error ? error.name : typeof error,
    });
    throw new AppError('PAYMENT_PROCESSOR_FAILED', campaignMessages.errorCreating);
  }
  if (payment.status === 'succeeded') await finalizeCampaign(deps, campaign.id);
  return replyFor(deps, caller, input.idempotencyKey, payment);
}

async function replyFor(
  deps: CampaignsDeps,
  caller: Caller,
  key: string,
  payment: CampaignPayment | null,
): Promise<CampaignSubmitReply> {
  const submission = (await findSubmission(deps.db, caller.id, key))!;
  const campaign = (await findCampaign(deps.db, submission.campaignId))!;
  const amountCents = campaign.priceCents ?? 0;
  const creditCents = Math.min(amountCents, submission.creditCents);
  return {
    state: submission.state,
    campaignId: campaign.id,
    amountCents,
    records: amountCents / PRICE_PER_RECORD_CENTS,
    creditCents,
    chargeCents: amountCents - creditCents,
    payment: payment && {
      processor: payment.processor,
      intentId: payment.intentId,
      clientSecret: payment.clientSecret,
      publishableKey: deps.payments.publishableKey,
    },
    card: payment?.card ?? null,
    billing:
      payment?.billing ??
      billingSchema
        .nullable()
        .catch(null)
        .parse(JSON.parse(submission.billing ?? 'null')),
    campaign: submission.state === 'submitted' ? toCampaign(campaign) : null,
    message: submission.message,
  };
}
