import { toE164, type ImportedContact } from '@roost/domain';
import { AppError } from '../../../errors';
import { contactPhones, insertContacts, updateCampaign, countContacts } from '../repo';
import type { CampaignsDeps, Caller } from './deps';
import { CONTACT_BATCH, contactRow } from './finalize';
import { ownedCampaign } from './reach';

/**
 * POST /campaign/contacts/import with the spec's chunks ('chucks') of contacts, for a campaign that is not
 * paid yet (the price counts its contacts at submit). Each contact is checked as an upload's row is: a
 * valid US phone, not opted out in the organization, once per campaign. Or an importId: its valid rows.
 */
export async function importContacts(
  deps: CampaignsDeps,
  caller: Caller,
  input: { campaignId: string; chucks?: ImportedContact[][]; importId?: string },
): Promise<{ imported: number; rejected: number }> {
  const campaign = await ownedCampaign(deps.db, caller, input.campaignId);
  if (campaign.status !== 'unpaid') {
    throw new AppError('CAMPAIGN_ALREADY_PAID', 'Contacts can be added only before the campaign is paid for');
  }
  const contacts = (input.chucks ?? []).flat();
  const scope = await deps.leads.suppressionScopeFor(deps.db, campaign.ownerId, campaign.teamId ?? undefined);
  const phones = contacts.flatMap((contact) => toE164(contact.phoneNumber ?? '') ?? []);
  const suppressed = await deps.leads.suppressedPhones(deps.db, scope, phones);
  const verdicts = deps.leads.classifyContacts(contacts, suppressed);
  const valid = contacts.flatMap((contact, index) => {
    const verdict = verdicts[index]!;
    return verdict.group === 'valid' && verdict.phone ? [contactRow(campaign.id, contact, verdict.phone)] : [];
  });
  let fromChunks = 0;
  let fromImport = 0;
  if (input.importId) {
    const report = await deps.leads.readImport(deps.db, input.importId, caller.id);
    if (!report)
      throw new AppError('UNKNOWN_UPLOAD', 'This upload has expired or does not exist; upload the file again');
  }
  await deps.db.transaction(async (tx) => {
    const taken = await contactPhones(
      tx,
      campaign.id,
      valid.map((row) => row.phoneNumber),
    );
    fromChunks = await insertContacts(
      tx,
      valid.filter((row) => !taken.has(row.phoneNumber)),
    );
    if (input.importId) {
      for (let after = 0; ;) {
        const rows = await deps.leads.validImportContacts(tx, input.importId, after, CONTACT_BATCH);
        if (rows.length === 0) break;
        fromImport += await insertContacts(
          tx,
          rows.map((row) => contactRow(campaign.id, row.contact, row.phone)),
        );
        after = rows.at(-1)!.line;
      }
      await deps.leads.keepImportForCampaign(tx, input.importId, campaign.id);
    }
    await updateCampaign(tx, campaign.id, { totalContacts: await countContacts(tx, campaign.id) });
  });
  return { imported: fromChunks + fromImport, rejected: contacts.length - fromChunks };
}
