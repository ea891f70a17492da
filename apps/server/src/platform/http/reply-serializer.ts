import { serializerCompiler } from 'fastify-type-provider-zod';

type ZodSerializerCompiler = typeof serializerCompiler;

/**
 * The routes' reply serializer (the reply schema checks what goes out, then JSON): a frozen reply is one cached
 * across requests and never changed (bounded-cache.ts), so its checked JSON is made once and kept with it. Its
 * check and JSON were about a fifth of the CPU of the cached purchase options.
 *
 * The kept JSON is its UTF-8 bytes: Fastify sends a Buffer as it is, where Node's HTTP response joins a string
 * body to the header text and copies the whole into a new string on every reply (for a page of 50 homeowners, tens
 * of kilobytes of garbage a request: keeping bytes took that read from 6,181 to 11,610 req/s, bench/README.md).
 */
export const replySerializerCompiler: ZodSerializerCompiler = (routeSchema) => {
  const serialize = serializerCompiler(routeSchema);
  const made = new WeakMap<object, Buffer>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
    let json = made.get(data);
    if (json === undefined) {
      json = Buffer.from(serialize(data));
      made.set(data, json);
    }
    // Fastify's serializer type says string; a Buffer is a payload it sends unchanged (reply.js, onSendEnd).
    return json as unknown as string;
  };
};
