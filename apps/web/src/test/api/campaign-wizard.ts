import {
  campaignMessages,
  campaignSubmitSchema,
  countSegments,
  paymentMessages,
  placeholdersOf,
  placeholderUses,
  priceCents,
  renderContactText,
  sandboxConfirmSchema,
  shortLinkOfRealLength,
  templatePreviewQuerySchema,
  templateRequestSchema,
  uploadTemplateBodySchema,
  withOptOutSentence,
  type PaidCard,
} from '@roost/domain';
import type { z } from 'zod';
import { testCampaign, testTemplate, type CampaignState } from './campaign-records';
import { bodyOf, failure, Failure, invalidInput, route } from './reply';

/** The sandbox processor's test cards (the server's sandbox honours the same numbers). */
const cardErrors: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: paymentMessages.declined },
  '4000000000009995': { code: 'insufficient_funds', message: paymentMessages.insufficientFunds },
};

/** The new-campaign wizard's calls: the templates, the upload fitted to one, the submit and its payment. */
export function campaignWizardRoutes(state: CampaignState) {
  const { templates, submissions, credit } = state;
  const templateNotFound = () => failure('TEMPLATE_NOT_FOUND', campaignMessages.templateNotFound);
  const unknownTemplate = () =>
    failure('UNKNOWN_TEMPLATE', campaignMessages.templateNotFound, {
      fields: { templateId: campaignMessages.templateNotFound },
    });

  /** The upload's valid rows rendered with a template, as the server does (the link of the real length). */
  function rendered(templateId: string) {
    const template = templates.get(templateId);
    if (!template) return undefined;
    const link = shortLinkOfRealLength(location.origin);
    const agent = state.options.agentName ?? 'Ann Lee';
    return state.rows
      .filter((row) => row.group === 'valid')
      .map((row) => ({ row, ...renderContactText(template.body, row.contact, agent, link) }));
  }

  /** The submit: priced on `records`, the credit spent before the card; the campaign is made once it is paid. */
  function submit({ idempotencyKey, billing, campaign }: z.output<typeof campaignSubmitSchema>) {
    let submission = submissions.get(idempotencyKey);
    if (!submission) {
      const id = `c-new-${++state.sequence}`;
      const price = priceCents(state.records);
      const applied = Math.min(price, credit.cents);
      const payment = {
        processor: 'sandbox' as const,
        intentId: `pi_${id}`,
        clientSecret: `pi_${id}_secret`,
        publishableKey: null,
      };
      submission = {
        paid: applied === price,
        reply: {
          state: 'awaiting_payment',
          campaignId: id,
          amountCents: price,
          records: state.records,
          creditCents: applied,
          chargeCents: price - applied,
          payment: applied === price ? null : payment,
          card: null,
          billing: null,
          campaign: null,
          message: null,
        },
      };
      submissions.set(idempotencyKey, submission);
    }
    if (submission.paid && submission.reply.state !== 'submitted') {
      credit.cents -= submission.reply.creditCents;
      const created = testCampaign({
        id: submission.reply.campaignId,
        name: campaign.name,
        type: campaign.type,
        status: 'new',
        templateId: campaign.templateId ?? null,
        startDate: campaign.startDate ?? null,
        endDate: campaign.endDate ?? null,
        daysOfWeek: campaign.daysOfWeek ?? null,
        messagesPerDay: Number(campaign.messagesPerDay ?? 0),
        totalContacts: state.records,
        totalSent: 0,
        totalClicks: 0,
        totalActive: 0,
        totalNonResponsive: 0,
        totalOptOuts: 0,
        totalDelivered: 0,
        totalFailed: 0,
      });
      state.campaigns.set(created.id, created);
      submission.reply = { ...submission.reply, state: 'submitted', billing, campaign: created };
    }
    return submission.reply;
  }

  const saveTemplate = async (request: Request, id: string | null) => {
    const input = await bodyOf(request, templateRequestSchema);
    if (input instanceof Failure) return input;
    const existing = id ? templates.get(id) : undefined;
    if (id && !existing) return templateNotFound();
    // As the server: a message that does not say STOP gets the opt-out sentence.
    const saved = { ...input, body: withOptOutSentence(input.body) };
    const template = { ...(existing ?? testTemplate({ id: `t-new-${++state.sequence}` })), ...saved };
    templates.set(template.id, template);
    return template;
  };

  return [
    route('GET /api/notifications/message/templates', () => {
      const results = [...templates.values()].reverse();
      return { results, count: results.length };
    }),
    route(
      'GET /api/notifications/message/template/:id',
      ({ params }) => templates.get(params.id) ?? templateNotFound(),
    ),
    route('POST /api/notifications/message/template', ({ request }) => saveTemplate(request, null)),
    route('PUT /api/notifications/message/template/:id', ({ request, params }) => saveTemplate(request, params.id)),
    route('POST /api/site/campaign/contacts/parse/:importId/template', async ({ request, params }) => {
      const input = await bodyOf(request, uploadTemplateBodySchema);
      if (input instanceof Failure) return input;
      const texts = rendered(input.templateId);
      if (!texts) return unknownTemplate();
      const body = templates.get(input.templateId)!.body;
      const complete = texts.filter((text) => text.missing.length === 0);
      const fallbacks = new Map(placeholderUses(body).map((use) => [use.name, use.fallback]));
      return {
        report: {
          importId: params.importId,
          fileName: 'leads.csv',
          encoding: 'UTF-8',
          rows: state.rows.length,
          valid: complete.length,
          missingRequired: 0,
          invalidPhone: 0,
          duplicate: 0,
          optedOut: 0,
          missingField: texts.length - complete.length,
        },
        templateId: input.templateId,
        contacts: complete.length,
        totalSegments: complete.reduce((sum, text) => sum + countSegments(text.text).segments, 0),
        placeholders: placeholdersOf(body)
          .filter((name) => name !== 'shortLink')
          .map((placeholder) => ({
            placeholder,
            fallback: fallbacks.get(placeholder) ?? '',
            missing: texts.filter((text) => text.empty.includes(placeholder)).length,
          })),
      };
    }),
    route('GET /api/site/campaign/contacts/parse/:importId/preview', ({ url }) => {
      const query = templatePreviewQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return invalidInput(query.error);
      const texts = rendered(query.data.templateId);
      if (!texts) return unknownTemplate();
      const complete = texts.filter((text) => text.missing.length === 0);
      const { index } = query.data;
      const shown = complete[index];
      const text = shown?.text ?? '';
      const { characters, encoding, segments, unicodeCharacters } = countSegments(text);
      const { row } = shown ?? {};
      const contact = row && {
        line: row.line,
        name: [row.contact.firstName, row.contact.lastName].filter(Boolean).join(' '),
        phone: row.contact.phoneNumber ?? '',
      };
      return {
        index,
        total: complete.length,
        contact: contact ?? null,
        text,
        characters,
        encoding,
        segments,
        unicodeCharacters,
      };
    }),
    route('POST /api/site/campaign/submit', async ({ request }) => {
      const input = await bodyOf(request, campaignSubmitSchema);
      if (input instanceof Failure) return input;
      if (state.options.mayText === false) return failure('TEXTING_NOT_ALLOWED', campaignMessages.textingNotAllowed);
      return submit(input);
    }),
    route('GET /api/payment/config', () => ({ processor: 'sandbox', publishableKey: null })),
    route('GET /api/payment/credits', () => ({
      availableCents: credit.cents,
      nextExpiry: credit.cents > 0 ? { amountCents: credit.cents, expiresAt: credit.expiresAt } : null,
    })),
    route('POST /api/payment/sandbox/confirm', async ({ request }) => {
      const input = await bodyOf(request, sandboxConfirmSchema);
      if (input instanceof Failure) return input;
      const submission = [...submissions.values()].find(
        (candidate) => candidate.reply.payment?.intentId === input.intentId,
      );
      if (!submission) return failure('PAYMENT_NOT_FOUND', paymentMessages.notFound);
      const { number, month, year } = input.card;
      const error = cardErrors[number];
      if (error) return { status: 'requires_payment_method', error, card: null };
      const card: PaidCard = {
        brand: 'visa',
        last4: number.slice(-4),
        expMonth: Number(month),
        expYear: Number(year.length === 2 ? `20${year}` : year),
      };
      submission.paid = true;
      submission.reply = { ...submission.reply, card };
      return { status: 'succeeded', error: null, card };
    }),
  ];
}
