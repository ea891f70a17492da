import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { replySerializerCompiler } from './reply-serializer';

const schema = z.object({ payment: z.number(), county: z.string() });
const serializerFor = () =>
  replySerializerCompiler({ schema, method: 'GET', url: '/api/example', httpStatus: '200' } as never);

describe('the reply serializer', () => {
  it('checks and writes a frozen (cached) reply once, and any other reply every time', () => {
    const serialize = serializerFor();
    const cached = Object.freeze({ payment: 3500, county: 'Placer', internal: 'left out' });
    const first = serialize(cached);
    expect(String(first)).toBe('{"payment":3500,"county":"Placer"}');
    expect(serialize(cached)).toBe(first);

    const fresh = { payment: 3500, county: 'Placer' };
    expect(serialize(fresh)).toBe('{"payment":3500,"county":"Placer"}');
    fresh.county = 'Yolo';
    expect(serialize(fresh)).toBe('{"payment":3500,"county":"Yolo"}');
  });

  it('never keeps a reply that breaks the contract: it is refused each time', () => {
    const serialize = serializerFor();
    const broken = Object.freeze({ payment: 'a lot', county: 'Placer' });
    expect(() => serialize(broken)).toThrow();
    expect(() => serialize(broken)).toThrow();
  });

  it('sends a kept reply whole, as JSON, with its length in bytes, to every caller', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(replySerializerCompiler);
    const cached = Object.freeze({ payment: 3500, county: 'Doña Ana' });
    app.get('/api/example', { schema: { response: { 200: schema } } }, () => cached);
    for (let call = 0; call < 2; call++) {
      const answer = await app.inject({ method: 'GET', url: '/api/example' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.json()).toEqual({ payment: 3500, county: 'Doña Ana' });
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    }
    await app.close();
  });
});
