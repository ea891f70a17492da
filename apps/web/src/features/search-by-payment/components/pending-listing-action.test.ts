import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_ACTION_TTL_MS, pendingListingAction } from './pending-listing-action';

afterEach(() => {
  sessionStorage.clear();
  pendingListingAction.reload();
});

describe('pendingListingAction', () => {
  it('is taken once, and survives a reload of the tab', () => {
    pendingListingAction.remember('L4', 'downPaymentAssistant', 1_000);
    pendingListingAction.reload();
    expect(pendingListingAction.take(2_000)).toEqual({ listingId: 'L4', action: 'downPaymentAssistant', at: 1_000 });
    expect(pendingListingAction.take(2_000)).toBeNull();
    pendingListingAction.reload();
    expect(pendingListingAction.take(2_000)).toBeNull();
  });

  it('is forgotten, not sent, once it is older than half an hour', () => {
    pendingListingAction.remember('L4', 'downPaymentAssistant', 1_000);
    expect(pendingListingAction.take(1_000 + PENDING_ACTION_TTL_MS + 1)).toBeNull();
    expect(pendingListingAction.take(1_000)).toBeNull();
  });

  it('reads anything malformed in storage as nothing', () => {
    sessionStorage.setItem('roost.pendingListingAction', JSON.stringify({ listingId: 'L4', action: 'hack' }));
    pendingListingAction.reload();
    expect(pendingListingAction.take()).toBeNull();
  });
});
