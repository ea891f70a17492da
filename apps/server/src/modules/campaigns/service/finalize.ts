import {
  collaboratorSchema,
  creditMessages,
  paymentMessages,
  parseMoneyCents,
  type ImportedContact,
} from '@roost/domain';
import { z } from 'zod';
import type { Tx } from '../../../platform/db/types';
import type { UploadConsent } from '../../contacts';
import {
  contactPhonesAfter,
  countContacts,
  findCampaign,
  insertContacts,
  lockCampaign,
  replaceCollaborators,
  submissionOfCampaign,
  updateCampaign,
  updateSubmission,
  type NewContact,
} from '../repo';
import { useCredits } from '../../payment';
import { auditCampaign } from './audit';
import type { CampaignsDeps } from './deps';
import { campaignCreditReference } from './submit-credits';

// 17 parameters a contact: 2,000 rows stay far below PostgreSQL's 65,535 bound parameters.
export const CONTACT_BATCH = 2_000;
const MAX_CENTS = 2_000_000_000;

const cents = (text: string | undefined) => {
  const value = text === undefined ? undefined : parseMoneyCents(text);
  return value !== undefined && value <= MAX_CENTS ? value : null;
};

/** A parsed lead as a campaign contact (money columns as cents; the rest as typed). */
export function contactRow(campaignId: string, contact: ImportedContact, phone: string): NewContact {
  return {
    campaignId,
    firstName: contact.firstName || null,
    middleName: contact.middleName || null,
    lastName: contact.lastName || null,
    phoneNumber: phone,
    email: contact.email || null,
    address: contact.address || null,
    city: contact.city || null,
    state: contact.state || null,
    zip: contact.zip || null,
    lender: contact.lender || null,
    loanAmountCents: cents(contact.loanAmount),
    loanReceivedData: contact.loanReceivedData || null,
    loanType: contact.loanType || null,
    homeValueCents: cents(contact.homeValue),
    refId: contact.refId || null,
    status: 'New',
  };
}

/** One upload event per contact already in the campaign when it launches, a batch at a time. */
async function recordChunkConsent(deps: CampaignsDeps, tx: Tx, consent: UploadConsent) {
  for (let after = ''; ;) {
    const contacts = await contactPhonesAfter(tx, consent.campaignId, after, CONTACT_BATCH);
    if (contacts.length === 0) return;
    await deps.leads.recordUploadConsent(
      tx,
      consent,
      contacts.map((contact) => ({ phone: contact.phone, line: null })),
    );
    after = contacts.at(-1)!.id;
  }
}

export type FinalizeOutcome = 'submitted' | 'unpaid' | 'refunded';

/**
 * The rest of the submit sequence once the payment succeeded (spec 4: status new with paymentId, contacts,
 * collaborators), in one transaction on the locked campaign row: whoever comes first (the submit request,
 * the payment webhook's job, the resume sweep) does it, the others find it done. When there is nothing
 * left to set up (the upload expired), the payment is refunded and the campaign canceled, and it says so.
 */
export async function finalizeCampaign(
  deps: CampaignsDeps,
  campaignId: string,
  now = new Date(),
): Promise<FinalizeOutcome> {
  const { db } = deps;
  const campaign = await findCampaign(db, campaignId);
  const submission = await submissionOfCampaign(db, campaignId);
  if (!campaign || !submission) return 'unpaid';
  // The payer's credits cover the whole price: there is no card payment to wait for.
  const paidByCredits = submission.creditCents > 0 && submission.creditCents >= (campaign.priceCents ?? 0);
  if (!submission.paymentId && !paidByCredits) return 'unpaid';
  if (campaign.status !== 'unpaid') return submission.state === 'refunded' ? 'refunded' : 'submitted';
  const payment = submission.paymentId ? await deps.payments.get(submission.paymentId) : undefined;
  if (!paidByCredits && payment?.status !== 'succeeded') return 'unpaid';
  let creditShortCents = 0;
  const upload =
    submission.importId === '' ? undefined : await deps.leads.readImport(db, submission.importId, campaign.ownerId);
  const uploadGone = submission.importId !== '' && !upload;
  const consent = {
    scope: await deps.leads.suppressionScopeFor(db, campaign.ownerId, campaign.teamId ?? undefined),
    campaignId,
    campaignName: campaign.name,
    uploaderId: submission.userId,
    statementId: submission.consentStatementId,
    at: now,
  };
  const collaborators = z.array(collaboratorSchema).parse(JSON.parse(submission.collaborators));
  const done = await db.transaction(async (tx) => {
    const locked = await lockCampaign(tx, campaignId);
    if (!locked || locked.status !== 'unpaid') return true;
    // Contacts sent before the submit (as chunks) get their consent events first, without a file or line.
    await recordChunkConsent(deps, tx, { ...consent, fileName: null });
    if (!uploadGone && submission.importId !== '') {
      for (let after = 0; ;) {
        const rows = await deps.leads.validImportContacts(tx, submission.importId, after, CONTACT_BATCH);
        if (rows.length === 0) break;
        await insertContacts(
          tx,
          rows.map((row) => contactRow(campaignId, row.contact, row.phone)),
        );
        await deps.leads.recordUploadConsent(
          tx,
          { ...consent, fileName: upload?.fileName ?? null },
          rows.map((row) => ({ phone: row.phone, line: row.line })),
        );
        after = rows.at(-1)!.line;
      }
      await deps.leads.keepImportForCampaign(tx, submission.importId, campaignId);
    }
    const total = await countContacts(tx, campaignId);
    if (total === 0) return false;
    // The credits the submission applied are spent with the set-up, once (the ledger keys the use by campaign).
    const spent = await useCredits(tx, {
      userId: submission.userId,
      amountCents: submission.creditCents,
      reference: campaignCreditReference(campaignId),
      description: `Text campaign "${campaign.name}"`,
      now,
    });
    creditShortCents = submission.creditCents - spent;
    await replaceCollaborators(
      tx,
      campaignId,
      collaborators.map((collaborator) => ({
        collaboratorId: collaborator.id,
        name: collaborator.name,
        type: collaborator.type,
      })),
    );
    await updateCampaign(tx, campaignId, { status: 'new', paymentId: payment?.id ?? null, totalContacts: total });
    await auditCampaign(tx, { id: campaign.ownerId }, campaign, 'campaign.launched', {
      records: total,
      paymentId: payment?.id ?? null,
    });
    await updateSubmission(tx, submission.id, { state: 'submitted', message: null });
    return true;
  });
  if (done) {
    // Only when the credits ran out between the submit and the payment (spent by a draft older than a day,
    // or expired): the campaign goes ahead and the difference is not asked for again.
    if (creditShortCents > 0) deps.warn('Campaign credits fell short at payment', { campaignId, creditShortCents });
    return 'submitted';
  }
  if (payment) await deps.payments.refund(payment.id, 'campaign could not be set up');
  await updateCampaign(db, campaignId, { status: 'canceled' });
  await updateSubmission(db, submission.id, {
    state: 'refunded',
    message: payment ? paymentMessages.refunded : creditMessages.notSetUpCreditsKept,
  });
  deps.warn('Campaign refunded: its contacts were gone when the payment succeeded', { campaignId });
  return 'refunded';
}
