import { listingActions } from '@roost/domain';
import { z } from 'zod';
import { persistedStore } from '../../../lib/persisted-store';

/** How long a request made before signing in is still honoured on the way back. */
export const PENDING_ACTION_TTL_MS = 30 * 60 * 1000;

const pendingSchema = z.object({ listingId: z.string(), action: z.enum(listingActions), at: z.number() }).nullable();
export type PendingListingAction = NonNullable<z.infer<typeof pendingSchema>>;

/**
 * The listing action a visitor asked for before being sent to sign in (Down Payment Assistant), kept
 * for the browser tab so it is sent once they are back, signed in.
 */
const store = persistedStore(() => sessionStorage, 'roost.pendingListingAction', pendingSchema, null);

export const pendingListingAction = {
  remember(listingId: string, action: PendingListingAction['action'], now = Date.now()) {
    store.set({ listingId, action, at: now });
  },
  /** Reads and forgets it; a stale one (older than the TTL) reads as nothing. */
  take(now = Date.now()): PendingListingAction | null {
    const pending = store.get();
    if (pending) store.set(null);
    return pending && now - pending.at <= PENDING_ACTION_TTL_MS ? pending : null;
  },
  reload: store.reload,
};
