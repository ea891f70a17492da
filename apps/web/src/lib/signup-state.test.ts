import { describe, expect, it } from 'vitest';
import { signupStore } from './signup-state';

describe('signup state', () => {
  it('survives a reload through localStorage and clears', () => {
    signupStore.set({ username: 'ann@example.com', name: 'Ann Lee', phone: null, isReset: false });
    expect(localStorage.getItem('roost.signup')).toContain('ann@example.com');
    signupStore.reload();
    expect(signupStore.get()?.username).toBe('ann@example.com');
    signupStore.clear();
    signupStore.reload();
    expect(signupStore.get()).toBeNull();
    expect(localStorage.getItem('roost.signup')).toBeNull();
  });

  it('ignores what is stored when it is not a signup state', () => {
    localStorage.setItem('roost.signup', '{"username":42}');
    signupStore.reload();
    expect(signupStore.get()).toBeNull();
    localStorage.setItem('roost.signup', 'not json');
    signupStore.reload();
    expect(signupStore.get()).toBeNull();
  });
});
