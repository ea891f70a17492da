import { describe, expect, it } from 'vitest';
import { sessionStore } from './session-store';

describe('session store', () => {
  it('persists the session for the browser tab and reads it back', () => {
    sessionStore.update({ payment: 3100, address: { id: '1-Main-St-Auburn-CA', address: '1 Main St, Auburn, CA' } });
    sessionStore.reload();
    expect(sessionStore.get().payment).toBe(3100);
    expect(sessionStore.get().address?.id).toBe('1-Main-St-Auburn-CA');
  });

  it('starts empty when what is stored is not a valid session', () => {
    sessionStorage.setItem('roost.session', '{"payment":"lots"}');
    sessionStore.reload();
    expect(sessionStore.get().payment).toBe(0);
    expect(sessionStore.get().address).toBeNull();
  });
});
