import { serializerCompiler } from 'fastify-type-provider-zod';

type ZodSerializerCompiler = typeof serializerCompiler;

/**
 * The routes' reply serializer (the reply schema checks what goes out, then JSON): a frozen reply is one cached
 * across requests and never changed (bounded-cache.ts), so its checked JSON is made once and kept with it. Its
 * check and JSON were about a fifth of the CPU of the cached purchase options.
 */
export const replySerializerCompiler: ZodSerializerCompiler = (routeSchema) => {
  const serialize = serializerCompiler(routeSchema);
  const made = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
    let json = made.get(data);
    if (json === undefined) {
      json = serialize(data);
      made.set(data, json);
    }
    return json;
  };
};
