// How the server is compiled to plain JavaScript: one ES module per entry, the workspace's own packages
// (@roost/domain, TypeScript source) bundled in, every other package left an import resolved from node_modules at
// run time. Used by the build (dist/) and by the tests that start the server, or a part of it, as a child process.
import { build } from 'esbuild';

const workspacePackage = /^@roost\//;

/**
 * Compiles `entryPoints` ({ name: absolute .ts path }) into `outdir`. The out folder must sit one level below
 * apps/server, as dist/ does: the server finds its own files from there (src/server-paths.ts).
 */
export function bundleServer(entryPoints, outdir) {
  return build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            workspacePackage.test(args.path) || args.path.startsWith('node:') ? undefined : { external: true },
          );
        },
      },
    ],
  });
}
