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

function wrapOperations(adapter: DBTransactionAdapter): DBTransactionAdapter {
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
    async findOne(data) {
      if (!isSession(data.model)) return adapter.findOne(data);
      if (looksUpByDigestForm(data.where)) return null;
      const known: Plaintexts = new Map();
      return restoreToken(await adapter.findOne({ ...data, where: digestWhere(data.where, known)! }), known);
    },
    async findMany<T>(data: Parameters<DBTransactionAdapter['findMany']>[0]) {
      if (!isSession(data.model)) return adapter.findMany<T>(data);
      const known: Plaintexts = new Map();
      const rows = await adapter.findMany<T>({ ...data, where: digestWhere(data.where, known) });
      return rows.map((row) => restoreToken(row, known));
    },
    async count(data) {
      if (!isSession(data.model)) return adapter.count(data);
      return adapter.count({ ...data, where: digestWhere(data.where, new Map()) });
    },
    async update(data) {
      if (!isSession(data.model)) return adapter.update(data);
      const known: Plaintexts = new Map();
      return restoreToken(await adapter.update({ ...data, where: digestWhere(data.where, known)! }), known);
    },
    async updateMany(data) {
      if (!isSession(data.model)) return adapter.updateMany(data);
      return adapter.updateMany({ ...data, where: digestWhere(data.where, new Map())! });
    },
    async delete(data) {
      if (!isSession(data.model)) return adapter.delete(data);
      return adapter.delete({ ...data, where: digestWhere(data.where, new Map())! });
    },
    async deleteMany(data) {
      if (!isSession(data.model)) return adapter.deleteMany(data);
      return adapter.deleteMany({ ...data, where: digestWhere(data.where, new Map())! });
    },
    async consumeOne(data) {
      if (!isSession(data.model)) return adapter.consumeOne(data);
      const known: Plaintexts = new Map();
      return restoreToken(await adapter.consumeOne({ ...data, where: digestWhere(data.where, known)! }), known);
    },
    async incrementOne(data) {
      if (!isSession(data.model)) return adapter.incrementOne(data);
      const known: Plaintexts = new Map();
      return restoreToken(await adapter.incrementOne({ ...data, where: digestWhere(data.where, known)! }), known);
    },
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
