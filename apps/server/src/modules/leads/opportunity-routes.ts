import { Readable } from 'node:stream';
import {
  csvLine,
  opportunitiesPageSchema,
  opportunitiesQuerySchema,
  opportunityReasonLabels,
  type Opportunity,
  type OpportunityReason,
} from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../errors';
import { recordAudit } from '../event-log';
import { opportunitiesCsv, opportunitiesPage, type OpportunityDeps } from './service/opportunities';

const tags = ['leads'];
const errors = errorReplies(400, 401, 403);

const amount = (value: number | null | undefined) => (value === null || value === undefined ? null : String(value));
const reasonOf = <Kind extends OpportunityReason['kind']>(opportunity: Opportunity, kind: Kind) =>
  opportunity.reasons.find((reason): reason is Extract<OpportunityReason, { kind: Kind }> => reason.kind === kind);

const csvColumns: [string, (opportunity: Opportunity) => string | null][] = [
  ['Name', (o) => o.name],
  ['Phone', (o) => o.phone],
  ['Email', (o) => o.email],
  ['Address', (o) => o.address],
  ['Source', (o) => o.source.kind],
  ['Campaign', (o) => o.source.campaignName],
  ['Loan officer', (o) => o.ownerName],
  ['Strongest reason', (o) => opportunityReasonLabels[o.reasons[0]!.kind]],
  ['Reasons', (o) => o.reasons.map((reason) => reason.text).join('; ')],
  ['Estimated value', (o) => amount(o.figures.value)],
  ['Loan balance', (o) => amount(o.figures.balance)],
  ['Equity', (o) => amount(o.figures.equity)],
  ['Cash available', (o) => amount(o.figures.cashAvailable)],
  ['Rate', (o) => amount(o.figures.ratePercent)],
  ["Today's rate", (o) => amount(reasonOf(o, 'rate')?.todayRatePercent)],
  ['Monthly saving', (o) => amount(reasonOf(o, 'rate')?.monthlySaving)],
  ['PMI removable since', (o) => reasonOf(o, 'mortgageInsurance')?.since ?? null],
  ['Monthly PMI', (o) => amount(reasonOf(o, 'mortgageInsurance')?.monthlyInsurance)],
];

async function* csvOf(pages: AsyncGenerator<Opportunity[]>) {
  yield `${csvLine(csvColumns.map(([label]) => label))}\r\n`;
  for await (const page of pages) {
    yield page.map((row) => `${csvLine(csvColumns.map(([, value]) => value(row)))}\r\n`).join('');
  }
}

/**
 * The opportunity list (/api/site/leads/opportunities): the caller's homeowners with a reason to hear from them now.
 * Any signed-in person may ask; each sees the homeowners of their reach, as in the pipeline (someone with none: an
 * empty list).
 */
export function opportunityRoutes(deps: OpportunityDeps) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/leads/opportunities',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: "The caller's homeowners with a reason to hear from them now (rate, PMI, cash-out), strongest first",
          querystring: opportunitiesQuerySchema,
          response: { 200: opportunitiesPageSchema, ...errors },
        },
      },
      async (request) => opportunitiesPage(deps, request.currentUser!, request.query),
    );

    app.get(
      '/leads/opportunities/export',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: "The caller's whole opportunity list as CSV",
          response: { 200: z.unknown().describe('text/csv: one row per homeowner'), ...errors },
        },
      },
      async (request, reply) => {
        const caller = request.currentUser!;
        await recordAudit(deps.db, {
          actor: caller,
          action: 'export.downloaded',
          target: { type: 'lead', id: caller.id, label: 'opportunities' },
          details: { contents: 'opportunities' },
        });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="opportunities.csv"')
          .send(Readable.from(csvOf(opportunitiesCsv(deps, caller))));
      },
    );
  };
}
