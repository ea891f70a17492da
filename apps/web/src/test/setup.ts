import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { preloadSnackbar } from '../components/snackbar';
import { sessionStore } from '../lib/session-store';
import { signupStore } from '../lib/signup-state';
import { apiServer, failUnhandledRequest, takeApiFailures } from './api/server';

// Lazy routes load their chunk on first visit; on a busy 2-core CI machine that can outlast the
// default 1 s of findBy*/waitFor. What is awaited is unchanged: only how long a slow machine may take.
configure({ asyncUtilTimeout: 5000 });

// The snackbar's chunk loads at the visitor's first key or tap (components/snackbar.tsx), before anything they do can
// send a message; tests act without either, so it is loaded before each file's tests, and messages show at once.
await preloadSnackbar();

// The test API (src/test/api): one server for the file; what a test added to it and its in-memory state go after the
// test. A request no handler answers, or a reply off its route's schema, fails the test.
beforeAll(() => apiServer.listen({ onUnhandledRequest: failUnhandledRequest }));
afterAll(() => apiServer.close());

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  signupStore.reload();
  sessionStore.reload();
  apiServer.resetHandlers();
  const failure = takeApiFailures();
  if (failure) throw failure;
});

// A console error during a test is a failure (house rule). Test files share a worker (not isolated), so the
// console is wrapped once per worker.
const failsOnError = Symbol.for('roost.consoleErrorFails');
const console_ = console as Console & { [failsOnError]?: true };
if (!console_[failsOnError]) {
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    consoleError(...args);
    throw new Error(`console.error during test: ${String(args[0])}`);
  };
  console_[failsOnError] = true;
}

// jsdom has no layout: scrolling is a no-op that tests can observe.
Element.prototype.scrollIntoView = vi.fn();
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
