import { MULTI_LINE } from '@roost/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorReplies } from '../../errors';
import { twilioDeliveryStatus } from './providers/twilio-carrier';
import { twilioSignatureValid } from './providers/twilio-signature';
import { recordDeliveryStatus, retryUnknownReport, type DeliveryDeps } from './service/delivery-status';
import { storeInbound } from './incoming-texts-repo';
import type { InboundDeps } from './service/inbound';
import type { IncomingTexts } from './service/incoming-texts';

export interface TwilioWebhookDeps {
  authToken: string;
  /** PUBLIC_URL: the address Twilio calls. What it signed is this, then the path and query it called. */
  publicUrl: string;
  delivery: DeliveryDeps;
  inbound: InboundDeps;
  inbox: IncomingTexts;
}

/** Twilio's webhook forms are a few kilobytes (a reply is at most 1,600 characters). */
const FORM_LIMIT = 64 * 1024;
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';
const tags = ['twilio'];
const errors = errorReplies(400, 403, 404, 413, 415);
const notSigned = () => new AppError('TWILIO_SIGNATURE_NOT_VALID', 'Twilio signature not valid');

/** A field Twilio always sends, named as Twilio names it. */
const required = (name: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be text`) })
    .trim()
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`);

/** A status callback (Twilio adds fields without notice: the ones not named here are signed, then dropped). */
const statusCallbackSchema = z.object({
  MessageSid: required('MessageSid', 64),
  MessageStatus: required('MessageStatus', 32),
  ErrorCode: z.string().trim().max(10, 'ErrorCode must be at most 10 characters').optional(),
  MessagingServiceSid: z.string().max(64).optional(),
  AccountSid: z.string().max(64).optional(),
});

/** An incoming text: its body is the contact's own words, kept as sent (line breaks and all). */
const inboundSchema = z.object({
  MessageSid: required('MessageSid', 64),
  From: required('From', 32),
  To: required('To', 32),
  Body: z
    .string()
    .max(20_000, 'Body must be at most 20,000 characters')
    .optional()
    .meta({ [MULTI_LINE]: true }),
  NumMedia: z.string().max(4).optional(),
  MessagingServiceSid: z.string().max(64).optional(),
});

/** What a picture or file with no text reads as in the conversation (the media stay at Twilio). */
const mmsNote = (media: number) =>
  media === 0 ? '' : media === 1 ? '[1 picture or file sent by MMS]' : `[${media} pictures or files sent by MMS]`;

const errorCodeOf = (value: string | undefined) => (value && /^\d{1,6}$/.test(value) ? Number(value) : undefined);

/**
 * Twilio's webhooks under the notifications prefix: delivery status callbacks and incoming texts. Public (no
 * session), off (404) unless Twilio is the carrier, and refused (403) unless X-Twilio-Signature signs the
 * request as Twilio sent it to PUBLIC_URL: the Host and X-Forwarded-* headers are never believed.
 */
export function twilioWebhookRoutes(depsFor: (app: FastifyInstance) => TwilioWebhookDeps | undefined) {
  return async function routes(instance: FastifyInstance) {
    const deps = depsFor(instance);
    // On close (after the listener stopped and the requests in flight were answered), the texts this process
    // took for handling are finished or given back before the database closes.
    instance.addHook('onClose', async () => {
      await deps?.inbox.stop();
    });
    // Scoped to these routes: the form parser checks the signature over the exact parameters before any
    // other code sees them; a request with no form body at all is refused before validation.
    const signed = new WeakSet<FastifyRequest>();
    instance.removeAllContentTypeParsers();
    instance.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (request, body, done) => {
        const params = Object.fromEntries(new URLSearchParams(body as string));
        if (!deps || !signatureValid(deps, request, params)) return done(notSigned(), undefined);
        signed.add(request);
        done(null, params);
      },
    );
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const webhook = {
      access: 'public' as const,
      // Twilio calls from many addresses, often; a forged call costs one HMAC and is refused.
      rateLimit: false as const,
      // Under load it is still answered: an inbound text turned away might not be sent again.
      neverShed: true,
    };
    const hooks = {
      onRequest: async () => {
        if (!deps) throw new AppError('WEBHOOK_NOT_IN_USE', 'Twilio is not the text-message carrier here');
      },
      preValidation: async (request: FastifyRequest) => {
        if (!signed.has(request)) throw notSigned();
      },
    };

    app.post(
      '/twilio/status',
      {
        config: webhook,
        ...hooks,
        schema: {
          tags,
          summary: "Twilio's delivery status callback (signed): a text's status moves forward only",
          body: statusCallbackSchema,
          response: { 200: z.object({ received: z.literal(true) }), ...errors },
        },
      },
      async (request) => {
        const { MessageSid, MessageStatus, ErrorCode } = request.body;
        const report = {
          messageId: MessageSid,
          status: twilioDeliveryStatus(MessageStatus),
          errorCode: errorCodeOf(ErrorCode),
        };
        const outcome = await recordDeliveryStatus(deps!.delivery, report);
        if (outcome === 'unknown-message') retryUnknownReport(deps!.delivery, report);
        request.log.debug({ outcome, status: MessageStatus, errorCode: ErrorCode }, 'twilio status callback');
        return { received: true as const };
      },
    );

    app.post(
      '/twilio/inbound',
      {
        config: webhook,
        ...hooks,
        schema: {
          tags,
          summary: 'An incoming text from Twilio (signed); answered with empty TwiML',
          body: inboundSchema,
          response: { 200: z.string().describe('Empty TwiML (text/xml): nothing is sent back'), ...errors },
        },
      },
      async (request, reply) => {
        const { MessageSid, From, To, Body, NumMedia } = request.body;
        const media = Number(NumMedia ?? 0) || 0;
        const body = Body?.trim() || mmsNote(media);
        // Stored, then answered at once; handled just after (the inbox), so Twilio never waits on our work.
        const inbound = deps!.inbound;
        await storeInbound(inbound.db, { messageId: MessageSid, from: From, to: To, body, receivedAt: inbound.now() });
        void deps!.inbox.wake();
        return reply.type('text/xml; charset=utf-8').send(EMPTY_TWIML);
      },
    );
  };
}

/** The URL Twilio signed: PUBLIC_URL and the path and query it called, whatever Host a proxy forwarded. */
function signatureValid(deps: TwilioWebhookDeps, request: FastifyRequest, params: Record<string, string>): boolean {
  const header = request.headers['x-twilio-signature'];
  return twilioSignatureValid({
    authToken: deps.authToken,
    signature: typeof header === 'string' ? header : undefined,
    publicUrl: `${deps.publicUrl.replace(/\/+$/, '')}${request.url}`,
    params,
  });
}
