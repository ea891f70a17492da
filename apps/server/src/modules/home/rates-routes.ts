import {
  currentRatesSchema,
  rateSheetEntrySchema,
  rateSheetSchema,
  rateSheetsReplySchema,
  type Role,
} from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplies } from '../../errors';
import type { PropertyDeps } from './service/calculate-property';
import { currentRates, enterRateSheet, rateSheetsOverview, ratesToday } from './service/current-rates';

const tags = ['home'];
const errors = errorReplies(400, 401, 403);
const admins: { roles: readonly Role[] } = { roles: ['admin', 'superadmin'] };

export interface RatesRouteOptions {
  /** Whether PMMS_FEED_URL is set, for the admin page's account of where the rates come from. */
  pmmsFeedConfigured: boolean;
  /** Today's calendar day (YYYY-MM-DD) where the lender works; a test may fix it. */
  today?: () => string;
}

/**
 * {home}/rates: the current rates for every page (public), and the admins' rate sheets:
 * POST /rates/sheet enters one, GET /rates/sheets lists them with the rates in force and the feed's state.
 */
export function ratesRoutes(deps: Pick<PropertyDeps, 'db' | 'pmms'>, options: RatesRouteOptions) {
  const today = options.today ?? (() => ratesToday());
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/rates',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            'The current rates: the newer of the latest rate sheet and the latest Freddie Mac PMMS week, with their ' +
            'date, source and whether they are current (at most 14 days old)',
          response: { 200: currentRatesSchema, ...errorReplies(503) },
        },
      },
      async () => currentRates(deps.db, deps.pmms, today()),
    );

    app.post(
      '/rates/sheet',
      {
        config: { access: admins },
        schema: {
          tags,
          summary: "Enter the lender's rate sheet: 30-year, 15-year and 5-year ARM rates (percent) and their date",
          body: rateSheetEntrySchema,
          response: { 201: rateSheetSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await enterRateSheet(deps.db, request.body, request.currentUser!.email, today())),
    );

    app.get(
      '/rates/sheets',
      {
        config: { access: admins },
        schema: {
          tags,
          summary: 'The newest rate sheets first (up to 50), the rates in force and what the PMMS feed has brought',
          response: { 200: rateSheetsReplySchema, ...errors, ...errorReplies(503) },
        },
      },
      async () => rateSheetsOverview(deps.db, deps.pmms, today(), options.pmmsFeedConfigured),
    );
  };
}
