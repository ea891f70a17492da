/**
 * The Node flags production runs the compiled server with (apps/server/package.json's start script; the
 * bench and the browser tests start the same command):
 * - a 256 MB old-space cap: the live heap is 60-120 MB under the import and load benches, and without a
 *   cap V8 lets garbage grow the heap to 200+ MB before collecting (bench/README.md);
 * - 2 MB semi-spaces (V8's default is 16): the young generation is all short-lived request garbage, and
 *   smaller semi-spaces keep ~25 MB less resident for a little more scavenging (bench/README.md);
 * - source maps, so a logged stack points at the TypeScript source.
 */
export const PRODUCTION_NODE_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=2', '--enable-source-maps'];

/** The compiled entry, relative to apps/server. */
export const PRODUCTION_ENTRY = 'dist/main.js';
