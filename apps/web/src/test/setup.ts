import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { sessionStore } from '../lib/session-store';
import { signupStore } from '../lib/signup-state';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  signupStore.reload();
  sessionStore.reload();
});

// A console error during a test is a failure (house rule).
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  consoleError(...args);
  throw new Error(`console.error during test: ${String(args[0])}`);
};

// jsdom has no layout: scrolling is a no-op that tests can observe.
Element.prototype.scrollIntoView = vi.fn();
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
