import { campaignMessages, OWN_CLIENT, templateRequestSchema, withOptOutSentence, type Template } from '@roost/domain';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/types';
import { AppError } from '../../../errors';
import { countTemplates, findTemplate, insertTemplates, templatesOf, updateTemplate } from '../repo';
import { toTemplate } from './records';

type TemplateInput = z.output<typeof templateRequestSchema>;

/** GET /message/templates: the product's own client's templates, newest first. */
export async function listTemplates(db: Db): Promise<{ results: Template[]; count: number }> {
  const results = (await templatesOf(db, OWN_CLIENT)).map(toTemplate);
  return { results, count: results.length };
}

export async function templateRecord(db: Db, id: string): Promise<Template> {
  const row = await findTemplate(db, id);
  if (!row || row.client !== OWN_CLIENT) throw new AppError('TEMPLATE_NOT_FOUND', campaignMessages.templateNotFound);
  return toTemplate(row);
}

/** Every campaign text says how to stop (CTIA): a body without the opt-out sentence gets it at its end. */
const withOptOut = (input: TemplateInput): TemplateInput => ({ ...input, body: withOptOutSentence(input.body) });

export async function addTemplate(db: Db, userId: string, input: TemplateInput): Promise<Template> {
  const [row] = await insertTemplates(db, [{ ...withOptOut(input), client: OWN_CLIENT, createdBy: userId }]);
  return toTemplate(row!);
}

export async function changeTemplate(db: Db, id: string, input: TemplateInput): Promise<Template> {
  await templateRecord(db, id);
  return toTemplate((await updateTemplate(db, id, withOptOut(input)))!);
}

/**
 * The catalogue a new installation starts with: the mortgage messages lenders send most, each inside one
 * or two GSM-7 segments for a typical name and address, each with the opt-out line carriers expect. Where a
 * text reads well without the contact's name or street, it says so with a fallback ({{streetAddress|your home}});
 * the inquiry follow-up means nothing without its address and reference, so those contacts are left out.
 */
export const starterTemplates = [
  {
    name: 'First-time buyer',
    description: 'Invite renters and first-time buyers to see what they can afford and the help they qualify for.',
    body: 'Hi {{firstName|there}}, thinking about buying your first home? See what you can afford and the down payment help you may qualify for: {{shortLink}} - {{agentFirstName}}. Reply STOP to opt out',
  },
  {
    name: 'Home equity',
    description: 'Show owners the equity they have built and the cash they could use.',
    body: '{{firstName|Hello}}, {{streetAddress|your home}} has likely gained equity. See how much cash you could access: {{shortLink}} - {{agentFirstName}}. Reply STOP to opt out',
  },
  {
    name: 'PMI removal',
    description: 'Tell owners paying mortgage insurance when their value may let them drop it.',
    body: 'Hi {{firstName|there}}, your home value may let you drop mortgage insurance on {{streetAddress|your home}}. See if you qualify: {{shortLink}} - {{agentFirstName}}. Reply STOP to opt out',
  },
  {
    name: 'Rate drop',
    description: 'Reach owners when rates fall below what they pay.',
    body: '{{firstName|Hello}}, rates just dropped. Your payment on {{streetAddress|your home}} could be lower. Check your new rate: {{shortLink}} Reply STOP to opt out',
  },
  {
    name: 'Inquiry follow-up',
    description: 'Follow up on a question a lead asked about a property, with its reference.',
    body: 'Hi {{firstName}}, this is {{agentFirstName}} following up on your question about {{inquiryAddress}} (ref {{refId}}). Details: {{shortLink}} Reply STOP to opt out',
  },
  {
    name: 'Refinance',
    description: 'Offer owners a refinance review of their current loan.',
    body: "Hi {{firstName|there}}, it's {{agentFirstName}}. Rates have moved since you bought {{streetAddress|your home}}. See what a refinance could save you: {{shortLink}} Reply STOP to opt out",
  },
] as const;

/** Seeds the starter catalogue on a database with no templates (oldest first, so Refinance lists first). */
export async function seedTemplates(db: Db) {
  if ((await countTemplates(db)) > 0) return;
  const start = Date.now() - starterTemplates.length * 1000;
  await insertTemplates(
    db,
    starterTemplates.map((template, index) => ({
      ...template,
      rate: 0.05,
      client: OWN_CLIENT,
      createdDate: new Date(start + index * 1000),
    })),
  );
}
