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
    expect(serialize(cached)).toBe('{"payment":3500,"county":"Placer"}');
    expect(serialize(cached)).toBe('{"payment":3500,"county":"Placer"}');

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
});
