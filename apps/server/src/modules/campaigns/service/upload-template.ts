import {
  campaignMessages,
  countSegments,
  OWN_CLIENT,
  placeholderUses,
  placeholdersOf,
  renderContactText,
  shortLinkOfRealLength,
  type ImportedContact,
  type TemplatePlaceholder,
  type TemplatePreviewReply,
  type UploadTemplateReply,
} from '@roost/domain';
import { AppError, invalidInput } from '../../../errors';
import { contactPlaceholderFieldsAfter, findTemplate } from '../repo';
import type { CampaignsDeps, Caller } from './deps';

/** Where the wizard's preview and count place links: the product's own link domain, as the sender does. */
const linkBase = (deps: Pick<CampaignsDeps, 'linkBaseUrl'>) =>
  shortLinkOfRealLength(deps.linkBaseUrl ?? 'http://localhost');

async function templateBody(deps: CampaignsDeps, templateId: string): Promise<string> {
  const template = await findTemplate(deps.db, templateId);
  if (!template || template.client !== OWN_CLIENT)
    throw new AppError('UNKNOWN_TEMPLATE', campaignMessages.templateNotFound, {
      templateId: campaignMessages.templateNotFound,
    });
  return template.body;
}

/**
 * Fits the caller's upload to a template (the contacts it would text with an empty placeholder are left out,
 * with the reason) and counts what the campaign will send: contacts, segments of all their texts together
 * (each with a link of the real length), and per placeholder used how many contacts have no value for it.
 */
export async function fitUploadToTemplate(
  deps: CampaignsDeps,
  caller: Caller,
  importId: string,
  input: { templateId: string; contactName?: string | undefined },
): Promise<UploadTemplateReply> {
  const body = await templateBody(deps, input.templateId);
  const agent = input.contactName ?? caller.name;
  const link = linkBase(deps);
  const used = placeholdersOf(body).filter((name) => name !== 'shortLink');
  const gaps = new Map<TemplatePlaceholder, number>(used.map((name) => [name, 0]));
  let totalSegments = 0;
  const missingOf = (contact: ImportedContact) => {
    const rendered = renderContactText(body, contact, agent, link);
    for (const name of rendered.empty) if (gaps.has(name)) gaps.set(name, gaps.get(name)! + 1);
    if (rendered.missing.length > 0) return rendered.missing[0]!;
    totalSegments += countSegments(rendered.text).segments;
    return null;
  };
  const report = await deps.leads.fitImportToTemplate(deps.db, importId, caller.id, missingOf);
  const fallbacks = new Map(placeholderUses(body).map((use) => [use.name, use.fallback]));
  return {
    report,
    templateId: input.templateId,
    contacts: report.valid,
    totalSegments,
    placeholders: used.map((placeholder) => ({
      placeholder,
      fallback: fallbacks.get(placeholder) ?? '',
      missing: gaps.get(placeholder) ?? 0,
    })),
  };
}

/** One of the upload's contacts that will be texted, its text exactly as the sender makes it, and its length. */
export async function previewUploadText(
  deps: CampaignsDeps,
  caller: Caller,
  importId: string,
  query: { templateId: string; contactName?: string | undefined; index: number },
): Promise<TemplatePreviewReply> {
  const body = await templateBody(deps, query.templateId);
  const { total, row } = await deps.leads.validImportContactAt(deps.db, importId, caller.id, query.index);
  const contact = row?.contact ?? {};
  const { text } = renderContactText(body, contact, query.contactName ?? caller.name, linkBase(deps));
  const count = countSegments(text);
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  return {
    index: query.index,
    total,
    contact: row && { line: row.line, name, phone: row.phone },
    text,
    characters: count.characters,
    encoding: count.encoding,
    segments: count.segments,
    unicodeCharacters: count.unicodeCharacters,
  };
}

const CONTACT_PAGE = 5_000;

/**
 * A paid campaign's contacts are all charged for: a template change that would leave any of them with an empty
 * placeholder (the sender would skip them) is refused with how many and which placeholder.
 */
export async function checkTemplateFitsContacts(
  deps: Pick<CampaignsDeps, 'db'>,
  campaign: { id: string; contactName: string | null },
  templateId: string,
): Promise<void> {
  const template = await findTemplate(deps.db, templateId);
  if (!template) return;
  const lacking = new Map<TemplatePlaceholder, number>();
  for (let afterId = ''; ;) {
    const contacts = await contactPlaceholderFieldsAfter(deps.db, campaign.id, afterId, CONTACT_PAGE);
    for (const contact of contacts) {
      const [missing] = renderContactText(template.body, contact, campaign.contactName, linkBase({})).missing;
      if (missing) lacking.set(missing, (lacking.get(missing) ?? 0) + 1);
    }
    if (contacts.length < CONTACT_PAGE) break;
    afterId = contacts.at(-1)!.id;
  }
  const [first] = [...lacking.entries()].sort((a, b) => b[1] - a[1]);
  if (!first) return;
  const [placeholder, how] = first;
  const message = `${how.toLocaleString('en-US')} ${how === 1 ? 'contact has' : 'contacts have'} no value for {{${placeholder}}} and would not be texted; choose a template with a fallback for it`;
  throw invalidInput(message, { templateId: message });
}
