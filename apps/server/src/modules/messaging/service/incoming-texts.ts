import { claimInbound, deleteHandledInbound, markInboundHandled, releaseInbound } from '../incoming-texts-repo';
import { receiveText, type InboundDeps } from './inbound';

/** A claim older than this was left by a process that stopped: the text is handled again. */
const STALE_CLAIM_MS = 60_000;
const CLAIMED_AT_ONCE = 20;
/** Handled texts are kept a day (a carrier retries within hours), then only the conversation has them. */
const KEPT_MS = 24 * 60 * 60_000;

/**
 * The incoming texts' inbox: the webhook stores a text and answers the carrier at once (campaigns brief: the
 * acknowledgement must be fast or the carrier retries); this handles stored texts oldest first, one batch at
 * a time per process, woken by the webhook and by the worker's tick (which also picks up texts a crash left).
 */
export function incomingTexts(deps: InboundDeps, onError: (error: unknown) => void) {
  let running: Promise<void> | undefined;
  let again = false;
  let stopping = false;

  async function drain() {
    while (!stopping) {
      const now = deps.now();
      const batch = await claimInbound(deps.db, now, new Date(now.getTime() - STALE_CLAIM_MS), CLAIMED_AT_ONCE);
      if (batch.length === 0) return;
      for (const [index, text] of batch.entries()) {
        // A stopping process finishes the text in hand and gives the rest back rather than leaving them
        // claimed for STALE_CLAIM_MS.
        if (stopping) {
          const rest = batch.slice(index).map((left) => left.messageId);
          await releaseInbound(deps.db, rest);
          return;
        }
        await receiveText(deps, text);
        await markInboundHandled(deps.db, text.messageId, deps.now());
      }
    }
  }

  return {
    /** Handles what waits; a call while handling makes the running pass look again when it ends. */
    wake(): Promise<void> {
      // Once stopping, a stored text waits for another process's pass (the worker's tick picks it up).
      if (stopping) return running ?? Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await drain().catch(onError);
        } while (again);
      })().finally(() => {
        running = undefined;
      });
      return running;
    },
    /** Claims nothing more; resolves once the text in hand is handled and the rest of its batch given back. */
    async stop(): Promise<void> {
      stopping = true;
      await running;
    },
    forgetHandled: () => deleteHandledInbound(deps.db, new Date(deps.now().getTime() - KEPT_MS)),
  };
}

export type IncomingTexts = ReturnType<typeof incomingTexts>;
