// What scenarios.ts asks of the load worker (load.ts), written as JSON to the worker's stdin (a
// rotation of thousands of paths would not fit in one command-line argument).

/** Replaced in a body template by a value that differs on every request. */
export const UNIQUE_TOKEN = '__UNIQUE__';

export interface LoadSpec {
  /** Base URL of the server, e.g. http://127.0.0.1:41234 */
  url: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** Request body; every UNIQUE_TOKEN in it is replaced per request, so no two bodies are equal. */
  bodyTemplate?: string;
  /** Request bodies sent in turn, one per request (round robin over the run); instead of bodyTemplate. */
  bodies?: string[];
  /** Paths (with their query) requested in turn, one per request (round robin over the run); instead of path. */
  paths?: string[];
  /** Bodies with headers of their own (a signed webhook) sent in turn, one per request; instead of bodies. */
  variants?: { body: string; headers: Record<string, string> }[];
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}
