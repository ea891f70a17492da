import type { TestProject } from 'vitest/node';
import { makeTestDatabaseTemplates, type TestDatabaseTemplates } from './test-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates;
  }
}

/**
 * Before the server's test files: the copies their databases start from (test-templates.ts). Both server projects
 * name this file and their setups run in the one Vitest process, each with its own modules: the copies are made
 * once, under a key on the process's global object.
 */
const making = Symbol.for('roost.testDatabaseTemplates');
type WithTemplates = typeof globalThis & { [making]?: Promise<TestDatabaseTemplates> };

export default async function setup(project: TestProject) {
  const shared = globalThis as WithTemplates;
  shared[making] ??= makeTestDatabaseTemplates(process.env.TEST_DATABASE_URL?.trim() || undefined);
  project.provide('testDatabaseTemplates', await shared[making]);
}
