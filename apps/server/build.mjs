// Compiles the server to one ES module, apps/server/dist/main.js, so production starts plain JavaScript
// (no TypeScript compiler in the process). The workspace's own packages (@roost/domain, TypeScript
// source) are bundled in; every other package stays an import resolved from node_modules at run time.
// Then makes the empty PGlite cluster new data folders start from (src/db/pglite-template.ts), once per
// PGlite version.
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

const workspacePackage = /^@roost\//;
const source = (file) => new URL(`./src/${file}`, import.meta.url).pathname;

await build({
  entryPoints: { main: source('main.ts'), 'make-pglite-template': source('make-pglite-template.ts') },
  outdir: new URL('./dist', import.meta.url).pathname,
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

try {
  execFileSync(process.execPath, [new URL('./dist/make-pglite-template.js', import.meta.url).pathname], {
    stdio: 'inherit',
  });
} catch (error) {
  // Not fatal: a new data folder is then made by PGlite's initdb, as before (a slower first start).
  console.warn(`could not make the PGlite data folder template (${error.message}); new folders will run initdb`);
}
