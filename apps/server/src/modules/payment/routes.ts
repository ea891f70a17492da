import { paymentConfigSchema, sandboxConfirmReplySchema, sandboxConfirmSchema } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorReplies } from '../../errors';
import { WebhookSignatureError } from './providers/payment-processor';
import { paymentOperations, type Payments } from './service/payments';

const tags = ['payment'];
const errors = errorReplies(400, 401, 403, 404);
/** Stripe's payment events are a few kilobytes; half a megabyte leaves room without inviting abuse. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** The payment service's routes: the sandbox's confirm step and Stripe's webhook. */
export function paymentRoutes(payments: Payments) {
  const operations = paymentOperations(payments);
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/config',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "Which processor takes the card and, with Stripe, Stripe.js's publishable key",
          response: { 200: paymentConfigSchema },
        },
      },
      async () => ({ processor: payments.processor, publishableKey: payments.publishableKey }),
    );

    app.post(
      '/sandbox/confirm',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: "The sandbox processor's confirm step (Stripe.js does this with Stripe); 404 with Stripe",
          body: sandboxConfirmSchema,
          response: { 200: sandboxConfirmReplySchema, ...errors, ...errorReplies(503) },
        },
      },
      async (request) => operations.confirmSandbox(request.currentUser!.id, request.body),
    );

    // Stripe signs the exact bytes it sends: this route alone reads its body raw.
    await app.register(async (webhook) => {
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      webhook.withTypeProvider<ZodTypeProvider>().post(
        '/webhook/stripe',
        {
          bodyLimit: WEBHOOK_BODY_LIMIT,
          // Never turned away under load (plugins/load-shedding.ts): each event is handled once, on time.
          config: { access: 'public', neverShed: true },
          schema: {
            tags,
            summary: "Stripe's events (Stripe-Signature checked on the raw body; each event handled once)",
            response: { 200: z.object({ received: z.literal(true) }), ...errorReplies(400, 404) },
          },
        },
        async (request) => {
          if (payments.processor !== 'stripe')
            throw new AppError('WEBHOOK_NOT_IN_USE', 'Stripe is not the payment processor here');
          const body = request.body;
          if (!Buffer.isBuffer(body)) throw new AppError('STRIPE_SIGNATURE_NOT_VALID', 'Webhook signature not valid');
          try {
            await operations.handleWebhook(body, request.headers);
          } catch (error) {
            if (error instanceof WebhookSignatureError) {
              request.log.warn({ reason: error.message }, 'stripe webhook refused');
              throw new AppError('STRIPE_SIGNATURE_NOT_VALID', 'Webhook signature not valid');
            }
            throw error;
          }
          return { received: true as const };
        },
      );
    });
  };
}
