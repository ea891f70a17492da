import { createHash } from 'node:crypto';
import type { BetterAuthOptions } from 'better-auth';
import type { DBAdapter, DBTransactionAdapter, Where } from 'better-auth/adapters';

/**
 * Session tokens are kept in the database as SHA-256 digests, so a copy of the sessions table signs
 * nobody in. better-auth reads and writes sessions by their token; this wraps its database adapter so
 * every token it stores or looks up is digested on the way in, and every session row it gets back
 * carries the token it asked with. A row found without its token (listing a user's sessions) carries
 * `hashed:<digest>`: usable to delete that session, never to sign in (a lookup by such a value finds
 * nothing).
 */
const HASHED_PREFIX = 'hashed:';
const SESSION_MODEL = 'session';
const TOKEN_FIELD = 'token';

export function digestSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

type Plaintexts = Map<string, string>;

function storedForm(token: string, known: Plaintexts): string {
  if (token.startsWith(HASHED_PREFIX)) return token.slice(HASHED_PREFIX.length);
  const digest = digestSessionToken(token);
  known.set(digest, token);
  return digest;
}

function digestWhere(where: Where[] | undefined, known: Plaintexts): Where[] | undefined {
  return where?.map((clause) => {
    if (clause.field !== TOKEN_FIELD) return clause;
    const { value } = clause;
    if (typeof value === 'string') return { ...clause, value: storedForm(value, known) };
    if (Array.isArray(value)) return { ...clause, value: (value as string[]).map((item) => storedForm(item, known)) };
    return clause;
  });
}

function restoreToken<T>(row: T, known: Plaintexts): T {
  if (!row || typeof row !== 'object') return row;
  const record = row as Record<string, unknown>;
  const stored = record[TOKEN_FIELD];
  if (typeof stored !== 'string') return row;
  return { ...record, [TOKEN_FIELD]: known.get(stored) ?? `${HASHED_PREFIX}${stored}` } as T;
}

const looksUpByDigestForm = (where: Where[]) =>
  where.some((clause) => clause.field === TOKEN_FIELD && String(clause.value).startsWith(HASHED_PREFIX));

const isSession = (model: string) => model === SESSION_MODEL;

/** Runs a one-row call with the where clause digested, and gives the row back its token. */
async function digestedOne<D extends { where: Where[] }, R>(data: D, call: (data: D) => Promise<R>): Promise<R> {
  const known: Plaintexts = new Map();
  return restoreToken(await call({ ...data, where: digestWhere(data.where, known)! }), known);
}

/** The same for calls that answer a count or nothing. */
const digested = <D extends { where?: Where[] }, R>(data: D, call: (data: D) => Promise<R>): Promise<R> =>
  call({ ...data, where: digestWhere(data.where, new Map()) });

type Adapter = DBTransactionAdapter;

function wrapOperations(adapter: Adapter): Adapter {
  return {
    ...adapter,
    async create(data) {
      if (!isSession(data.model)) return adapter.create(data);
      const known: Plaintexts = new Map();
      const row = data.data as Record<string, unknown>;
      const token = row[TOKEN_FIELD];
      const stored = typeof token === 'string' ? { ...row, [TOKEN_FIELD]: storedForm(token, known) } : row;
      return restoreToken(await adapter.create({ ...data, data: stored }), known);
    },
    async findOne<T>(data: Parameters<Adapter['findOne']>[0]) {
      if (!isSession(data.model)) return adapter.findOne(data);
      if (looksUpByDigestForm(data.where)) return null;
      return digestedOne(data, (digest) => adapter.findOne<T>(digest));
    },
    async findMany<T>(data: Parameters<Adapter['findMany']>[0]) {
      if (!isSession(data.model)) return adapter.findMany<T>(data);
      const known: Plaintexts = new Map();
      const rows = await adapter.findMany<T>({ ...data, where: digestWhere(data.where, known) });
      return rows.map((row) => restoreToken(row, known));
    },
    update: <T>(data: Parameters<Adapter['update']>[0]) =>
      isSession(data.model) ? digestedOne(data, (digest) => adapter.update<T>(digest)) : adapter.update<T>(data),
    consumeOne: <T>(data: Parameters<Adapter['consumeOne']>[0]) =>
      isSession(data.model)
        ? digestedOne(data, (digest) => adapter.consumeOne<T>(digest))
        : adapter.consumeOne<T>(data),
    incrementOne: <T>(data: Parameters<Adapter['incrementOne']>[0]) =>
      isSession(data.model)
        ? digestedOne(data, (digest) => adapter.incrementOne<T>(digest))
        : adapter.incrementOne<T>(data),
    count: (data) => (isSession(data.model) ? digested(data, adapter.count) : adapter.count(data)),
    updateMany: (data) => (isSession(data.model) ? digested(data, adapter.updateMany) : adapter.updateMany(data)),
    delete: (data) => (isSession(data.model) ? digested(data, adapter.delete) : adapter.delete(data)),
    deleteMany: (data) => (isSession(data.model) ? digested(data, adapter.deleteMany) : adapter.deleteMany(data)),
  };
}

function wrap(adapter: DBAdapter): DBAdapter {
  return {
    ...wrapOperations(adapter),
    transaction: (callback) => adapter.transaction((trx) => callback(wrapOperations(trx))),
  };
}

/** Wraps a better-auth database adapter factory (e.g. `drizzleAdapter(db, ...)`). */
export function withHashedSessionTokens<F extends (options: BetterAuthOptions) => DBAdapter>(factory: F): F {
  return ((options: BetterAuthOptions) => wrap(factory(options))) as F;
}
