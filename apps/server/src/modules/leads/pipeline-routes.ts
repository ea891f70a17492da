import { Readable } from 'node:stream';
import {
  csvLine,
  leadNoteRequestSchema,
  leadNoteSchema,
  leadStageLabels,
  leadUpdateSchema,
  pipelineLeadDetailSchema,
  pipelinePageSchema,
  pipelineQuerySchema,
  recordId,
  type PipelineLead,
} from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../errors';
import { recordAudit } from '../event-log';
import {
  addLeadNote,
  pipelineCsv,
  pipelineLead,
  pipelinePage,
  updatePipelineLead,
  type PipelineDeps,
} from './service/pipeline';

const tags = ['leads'];
const errors = errorReplies(400, 401, 403, 404);
const params = z.object({ id: recordId('Lead') });

const csvColumns: [string, (lead: PipelineLead) => string | null][] = [
  ['Received', (lead) => lead.createdDate],
  ['Stage', (lead) => leadStageLabels[lead.stage]],
  ['Type', (lead) => lead.type],
  ['Name', (lead) => lead.name],
  ['Email', (lead) => lead.email],
  ['Phone', (lead) => lead.phone],
  ['Address', (lead) => lead.address],
  ['Estimated value', (lead) => (lead.estimatedValue === null ? null : String(lead.estimatedValue))],
  ['Loan balance', (lead) => (lead.loanBalance === null ? null : String(lead.loanBalance))],
  ['Source', (lead) => lead.source.kind],
  ['Campaign', (lead) => lead.source.campaignName],
  ['Loan officer', (lead) => lead.ownerName],
  ['Next action', (lead) => lead.nextActionDate],
];

async function* csvOf(leads: AsyncGenerator<PipelineLead[]>) {
  yield `${csvLine(csvColumns.map(([label]) => label))}\r\n`;
  for await (const page of leads) {
    yield page.map((lead) => `${csvLine(csvColumns.map(([, value]) => value(lead)))}\r\n`).join('');
  }
}

/**
 * The pipeline (/api/site/leads): the leads routed to the caller, or to the teams they manage. Any signed-in person may
 * ask; each sees only what their reach covers (pipeline-repo.ts, visibleTo), and a lead outside it answers 403.
 */
export function pipelineRoutes(deps: PipelineDeps) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/leads',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: "The caller's leads (their own, their branch's or organization's), newest first, by stage",
          querystring: pipelineQuerySchema,
          response: { 200: pipelinePageSchema, ...errors },
        },
      },
      async (request) => pipelinePage(deps, request.currentUser!, request.query),
    );

    app.get(
      '/leads/export',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: "The caller's whole pipeline as CSV",
          response: { 200: z.unknown().describe('text/csv: one row per lead'), ...errors },
        },
      },
      async (request, reply) => {
        const caller = request.currentUser!;
        await recordAudit(deps.db, {
          actor: caller,
          action: 'export.downloaded',
          target: { type: 'lead', id: caller.id, label: 'pipeline' },
          details: { contents: 'pipeline' },
        });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="leads.csv"')
          .send(Readable.from(csvOf(pipelineCsv(deps, caller))));
      },
    );

    app.get(
      '/leads/:id',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: 'One lead with its notes and the campaign that brought it',
          params,
          response: { 200: pipelineLeadDetailSchema, ...errors },
        },
      },
      async (request) => pipelineLead(deps, request.currentUser!, request.params.id),
    );

    app.patch(
      '/leads/:id',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: "Move a lead to a stage or set its next action date (tells the lender's CRM webhooks)",
          params,
          body: leadUpdateSchema,
          response: { 200: pipelineLeadDetailSchema, ...errors },
        },
      },
      async (request) => updatePipelineLead(deps, request.currentUser!, request.params.id, request.body),
    );

    app.post(
      '/leads/:id/notes',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: 'Add a note to a lead',
          params,
          body: leadNoteRequestSchema,
          response: { 201: leadNoteSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await addLeadNote(deps, request.currentUser!, request.params.id, request.body.body)),
    );
  };
}
