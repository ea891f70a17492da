// Compiles the server to one ES module, apps/server/dist/main.js, so production starts plain JavaScript
// (no TypeScript compiler in the process). The workspace's own packages (@roost/domain, TypeScript
// source) are bundled in; every other package stays an import resolved from node_modules at run time.
import { build } from 'esbuild';

const workspacePackage = /^@roost\//;

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
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
