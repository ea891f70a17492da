import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Db } from './types';

/** Tables whose rows changed, or 'all' when what changed is unknown (the feed was down). */
export type ChangedTables = ReadonlySet<string> | 'all';
type ChangeListener = (changed: ChangedTables) => void;

/** The channel migration 0018's triggers notify, with the changed table's name as the payload. */
export const CHANGE_CHANNEL = 'roost_changes';

/**
 * What this process learns of committed changes to the tables migration 0018 watches, so memory of them can be
 * forgotten (table-change-cache.ts). Two sources: every process's commits, as PostgreSQL notifies them to a
 * listening connection (milliseconds late), and this process's own commits, told before the writer goes on, so a
 * reply after a write never shows what was before it. While the feed is not live (not yet listening, or its
 * connection lost), nothing may be cached: a change could go unseen.
 */
export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  private isLive = false;

  get live(): boolean {
    return this.isLive;
  }

  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(tables: Iterable<string>): void {
    const changed = new Set(tables);
    if (changed.size > 0) this.tell(changed);
  }

  /** Live once listening; either way everything is forgotten, since a change may have gone unseen in between. */
  setLive(live: boolean): void {
    this.isLive = live;
    this.tell('all');
  }

  private tell(changed: ChangedTables) {
    for (const listener of this.listeners) listener(changed);
  }
}

const feeds = new WeakMap<Db, ChangeFeed>();

/** Modules are handed the drizzle handle: openDatabase ties its feed to it. */
export function attachChangeFeed(db: Db, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

export function changeFeedOf(db: Db): ChangeFeed | undefined {
  return feeds.get(db);
}

/**
 * The tables a statement writes, read from its text (drizzle's `insert into "t"`, `update "t"`, `delete from "t"`,
 * also inside a WITH). A name it gets wrong only forgets what needed no forgetting, and a table it misses is still
 * told by the trigger's notice: this only makes a process see its own writes at once.
 */
export function tablesWritten(text: string): string[] {
  const tables: string[] = [];
  for (const match of text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+(?:"?(\w+)"?\.)?"?(\w+)"?/gi)) {
    if (match[1] === undefined || match[1] === 'public') tables.push(match[2]!);
  }
  return tables;
}

const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

interface Outcome {
  command?: string | null;
  rowCount?: number | null;
}

/**
 * Tells the feed, before the caller goes on, what each committed statement of this pool wrote: a statement outside
 * a transaction once it is answered, a transaction's statements once its COMMIT is.
 */
export function reportLocalWrites(pool: pg.Pool, feed: ChangeFeed) {
  const wrote = (outcome: Outcome) => WRITES.has(outcome.command ?? '') && (outcome.rowCount ?? 0) > 0;
  const textOf = (query: unknown) =>
    typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? '');

  // pool.query answers through its client's query in the callback form, which the client's wrapper passes by.
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const answer = query(...args);
    if (!(answer instanceof Promise)) return answer;
    return answer.then((result: Outcome | Outcome[]) => {
      if ([result].flat().some(wrote)) feed.changed(tablesWritten(textOf(args[0])));
      return result;
    });
  }) as typeof pool.query;

  const pending = new WeakMap<pg.PoolClient, Set<string>>();
  pool.on('connect', (client) => {
    const clientQuery = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const answer = clientQuery(...args);
      if (!(answer instanceof Promise)) return answer;
      return answer.then((result: Outcome | Outcome[]) => {
        for (const outcome of [result].flat()) {
          const command = outcome.command ?? '';
          if (command === 'BEGIN') pending.set(client, new Set());
          else if (command === 'COMMIT') {
            const tables = pending.get(client);
            pending.delete(client);
            if (tables) feed.changed(tables);
          } else if (command === 'ROLLBACK') pending.delete(client);
          else if (wrote(outcome)) {
            const tables = tablesWritten(textOf(args[0]));
            const inTransaction = pending.get(client);
            if (inTransaction) for (const table of tables) inTransaction.add(table);
            else feed.changed(tables);
          }
        }
        return result;
      });
    }) as typeof client.query;
  });
}

const RECONNECT_DELAYS_MS = [100, 500, 1_000, 2_000, 5_000];

/** A notice of the feed's own, sent to check it is heard: never a table's name. */
const PROBE_PREFIX = 'probe:';

export interface ListenOptions {
  /** How long a probe may take to be heard before the feed is judged deaf (5 s). */
  probeTimeoutMs?: number;
  /** How often a live feed checks it still hears (30 s). */
  probeEveryMs?: number;
  /** Sends a probe's notice on a connection other than the listening one (tests send it where it is not heard). */
  sendProbe?: (payload: string) => Promise<void>;
}

/** A notice sent on a connection of its own, as another process's commit would be. */
async function notifyOnce(url: string, payload: string): Promise<void> {
  const sender = new pg.Client({ connectionString: url });
  sender.on('error', () => undefined);
  try {
    await sender.connect();
    await sender.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, payload]);
  } finally {
    await sender.end().catch(() => undefined);
  }
}

/**
 * Listens on its own connection for the triggers' notices and tells the feed; a lost connection takes the feed
 * down and is opened again (after 0.1 s, then longer) until `stop()`. The feed is live only once a notice sent on
 * another connection has been heard, and stays live only while one is heard every `probeEveryMs`: a connection
 * that listens but hears nothing (a pooler in transaction mode, a half-open connection) would otherwise keep
 * other processes' changes, a sign-out among them, from ever being told. Resolves once the first try is over: the
 * feed is live when it succeeded, and tried again later when it did not.
 */
export async function listenForChanges(
  url: string,
  feed: ChangeFeed,
  options: ListenOptions = {},
): Promise<{ stop(): Promise<void> }> {
  const { probeTimeoutMs = 5_000, probeEveryMs = 30_000 } = options;
  const sendProbe = options.sendProbe ?? ((payload: string) => notifyOnce(url, payload));
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let probing: NodeJS.Timeout | undefined;
  const awaitedProbes = new Map<string, () => void>();

  /** Sends a probe and waits until the listening connection hears it; rejects when it does not in time. */
  const hears = async () => {
    const payload = `${PROBE_PREFIX}${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve, reject) => {
      awaitedProbes.set(payload, resolve);
      timer = setTimeout(() => reject(new Error('the change feed did not hear its probe')), probeTimeoutMs);
    });
    heard.catch(() => undefined);
    try {
      await sendProbe(payload);
      await heard;
    } finally {
      clearTimeout(timer);
      awaitedProbes.delete(payload);
    }
  };

  const drop = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = undefined;
    clearInterval(probing);
    if (feed.live) feed.setLive(false);
    lostClient.end().catch(() => undefined);
    scheduleReconnect();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (notice) => {
      if (notice.channel !== CHANGE_CHANNEL || !notice.payload) return;
      if (notice.payload.startsWith(PROBE_PREFIX)) awaitedProbes.get(notice.payload)?.();
      else feed.changed([notice.payload]);
    });
    const lost = () => drop(next);
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      await hears();
    } catch {
      // Dropped here unless it already was (its 'error' or 'end'), and tried again.
      drop(next);
      return;
    }
    if (stopped || client !== next) return;
    failures = 0;
    feed.setLive(true);
    probing = setInterval(() => void hears().catch(lost), probeEveryMs);
    probing.unref();
  };

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    retry.unref();
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(probing);
      const open = client;
      client = undefined;
      if (feed.live) feed.setLive(false);
      await open?.end().catch(() => undefined);
    },
  };
}
