import { randomUUID } from 'node:crypto';
import type { Db } from '../../../platform/db/types';
import { markContactsClicked } from '../../campaigns';
import { insertClicks, markFirstClicks } from '../repo';

export interface Click {
  linkId: string;
  human: boolean;
  at: Date;
}

/** How long a click waits for others to be written with it, and the most written at once. */
const FLUSH_AFTER_MS = 50;
const MAX_BATCH = 500;

/**
 * Clicks are written after the answer, a batch at a time (campaigns brief: the redirect is the hot path):
 * one transaction stores the batch's clicks, marks each link's first human click, and moves those contacts
 * to ClickThrough with their campaigns' counters. A batch waits at most 50 ms; closing the server writes what
 * is waiting. A crash loses at most the clicks of that moment (statistics, never a text or a charge).
 */
export function clickRecorder(db: Db, onError: (error: unknown) => void) {
  let waiting: Click[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return writing;
    // One batch at a time, in arrival order: the first click of a link is the first written.
    writing = writing.then(() => recordClicks(db, batch).catch(onError));
    return writing;
  };

  return {
    record(click: Click) {
      waiting.push(click);
      if (waiting.length >= MAX_BATCH) void flush();
      else timer ??= setTimeout(() => void flush(), FLUSH_AFTER_MS);
    },
    flush,
  };
}

export async function recordClicks(db: Db, clicks: readonly Click[]): Promise<void> {
  await db.transaction(async (tx) => {
    await insertClicks(
      tx,
      clicks.map((click) => ({ id: randomUUID(), linkId: click.linkId, human: click.human, createdDate: click.at })),
    );
    const firsts = new Map<string, Date>();
    for (const click of clicks) if (click.human && !firsts.has(click.linkId)) firsts.set(click.linkId, click.at);
    const opened = await markFirstClicks(tx, firsts);
    await markContactsClicked(
      tx,
      opened.map((link) => link.contactId),
    );
  });
}
