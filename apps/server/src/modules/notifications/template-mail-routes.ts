import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../errors';
import type { MailProvider } from './providers/mail-provider';
import { sendTemplateMail, templateNames } from './send-template-mail';

export function templateMailRoutes(deps: { mail: MailProvider; publicUrl: string }) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/sendemail',
      {
        config: { access: { roles: ['superadmin'] } },
        schema: {
          summary: 'Send a templated e-mail (the welcome e-mail of admin-created users)',
          tags: ['core'],
          body: z.strictObject({
            to: z.email({ error: 'To must be a valid email address' }),
            templateName: z.enum(templateNames, { error: `Template must be one of: ${templateNames.join(', ')}` }),
            password: z.string().min(1).max(128),
            url: z.url({ error: 'Url must be a web address' }).optional(),
          }),
          response: { 200: z.object({ sent: z.literal(true) }), ...errorReplies(400) },
        },
      },
      async (request) => {
        await sendTemplateMail(deps.mail, { ...request.body, url: request.body.url ?? deps.publicUrl });
        return { sent: true as const };
      },
    );
  };
}
