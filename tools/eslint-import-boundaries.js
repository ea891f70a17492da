import path from 'node:path';

/**
 * Import directions of docs/architecture.md that plain patterns cannot express, judged on the
 * resolved path of each relative import:
 * - server: code outside modules/<m>/ imports only modules/<m>/index.ts (its public face); the registry
 *   also imports modules/<m>/module.ts (its descriptor), and tests also modules/<m>/testing.ts;
 * - server: a module's index.ts exports no query or table (repo.ts, tables.ts stay private), and no
 *   production file imports a testing.ts;
 * - web: a feature never imports another feature or the app; components and lib import neither.
 */
const root = path.resolve(import.meta.dirname, '..');
const serverModules = path.join(root, 'apps/server/src/modules');
const serverTests = path.join(root, 'apps/server/test') + path.sep;
const registry = path.join(serverModules, 'registry.ts');
const webSrc = path.join(root, 'apps/web/src');

function segmentsUnder(base, file) {
  const relative = path.relative(base, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep);
}

const isTestFile = (file) => /\.test\.tsx?$/.test(file) || file.startsWith(serverTests);
const topFile = (segments, name) => segments.length === 2 && new RegExp(`^${name}(\\.ts)?$`).test(segments[1]);

function problem(file, target) {
  const targetInModule = segmentsUnder(serverModules, target);
  if (targetInModule && targetInModule.length > 1) {
    const fileInModule = segmentsUnder(serverModules, file);
    const sameModule = fileInModule && fileInModule[0] === targetInModule[0];
    const allowed =
      topFile(targetInModule, 'index') ||
      (topFile(targetInModule, 'module') && file === registry) ||
      (topFile(targetInModule, 'testing') && isTestFile(file));
    if (!sameModule && !allowed)
      return `Import the ${targetInModule[0]} module through its index.ts: its other files are private.`;
    if (topFile(targetInModule, 'testing') && !isTestFile(file) && !(fileInModule && topFile(fileInModule, 'testing')))
      return 'testing.ts is for tests: production code never imports it.';
    if (
      fileInModule &&
      sameModule &&
      topFile(fileInModule, 'index') &&
      /^(repo|tables)(\.ts)?$/.test(targetInModule[1])
    )
      return `A module's index.ts is its public face: export a use case, never a query or a table.`;
  }
  const fileInWeb = segmentsUnder(webSrc, file);
  const targetInWeb = segmentsUnder(webSrc, target);
  if (fileInWeb && targetInWeb) {
    const [fileArea, fileFeature] = fileInWeb;
    const [targetArea, targetFeature] = targetInWeb;
    if (fileArea === 'features' && targetArea === 'features' && fileFeature !== targetFeature) {
      return `Feature ${fileFeature} must not import feature ${targetFeature}: compose them in app/.`;
    }
    if (fileArea === 'features' && targetArea === 'app') return 'A feature must not import the app.';
    if ((fileArea === 'components' || fileArea === 'lib') && (targetArea === 'features' || targetArea === 'app')) {
      return `${fileArea}/ is shared: it must not import ${targetArea}/.`;
    }
  }
  return null;
}

export const importBoundaries = {
  rules: {
    'import-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = path.resolve(path.dirname(context.filename), source);
          const message = problem(context.filename, target);
          if (message) context.report({ node, message });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};
