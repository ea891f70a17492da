import { collaboratorSchema, paymentMessages, parseMoneyCents, type ImportedContact } from '@roost/domain';
import { z } from 'zod';
import {
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
import type { CampaignsDeps } from './deps';

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

export type FinalizeOutcome = 'submitted' | 'unpaid' | 'refunded';

/**
 * The rest of the submit sequence once the payment succeeded (spec 4: status new with paymentId, contacts,
 * collaborators), in one transaction on the locked campaign row: whoever comes first (the submit request,
 * the payment webhook's job, the resume sweep) does it, the others find it done. When there is nothing
 * left to set up (the upload expired), the payment is refunded and the campaign canceled, and it says so.
 */
export async function finalizeCampaign(deps: CampaignsDeps, campaignId: string): Promise<FinalizeOutcome> {
  const { db } = deps;
  const campaign = await findCampaign(db, campaignId);
  const submission = await submissionOfCampaign(db, campaignId);
  if (!campaign || !submission?.paymentId) return 'unpaid';
  if (campaign.status !== 'unpaid') return submission.state === 'refunded' ? 'refunded' : 'submitted';
  const payment = await deps.payments.get(submission.paymentId);
  if (payment?.status !== 'succeeded') return 'unpaid';
  const uploadGone =
    submission.importId !== '' && !(await deps.leads.readImport(db, submission.importId, campaign.ownerId));
  const collaborators = z.array(collaboratorSchema).parse(JSON.parse(submission.collaborators));
  const done = await db.transaction(async (tx) => {
    const locked = await lockCampaign(tx, campaignId);
    if (!locked || locked.status !== 'unpaid') return true;
    if (!uploadGone && submission.importId !== '') {
      for (let after = 0; ;) {
        const rows = await deps.leads.validImportContacts(tx, submission.importId, after, CONTACT_BATCH);
        if (rows.length === 0) break;
        await insertContacts(
          tx,
          rows.map((row) => contactRow(campaignId, row.contact, row.phone)),
        );
        after = rows.at(-1)!.line;
      }
      await deps.leads.keepImportForCampaign(tx, submission.importId, campaignId);
    }
    const total = await countContacts(tx, campaignId);
    if (total === 0) return false;
    await replaceCollaborators(
      tx,
      campaignId,
      collaborators.map((collaborator) => ({
        collaboratorId: collaborator.id,
        name: collaborator.name,
        type: collaborator.type,
      })),
    );
    await updateCampaign(tx, campaignId, { status: 'new', paymentId: payment.id, totalContacts: total });
    await updateSubmission(tx, submission.id, { state: 'submitted', message: null });
    return true;
  });
  if (done) return 'submitted';
  await deps.payments.refund(payment.id, 'campaign could not be set up');
  await updateCampaign(db, campaignId, { status: 'canceled' });
  await updateSubmission(db, submission.id, { state: 'refunded', message: paymentMessages.refunded });
  deps.warn('Campaign refunded: its contacts were gone when the payment succeeded', { campaignId });
  return 'refunded';
}
