import path from 'node:path';

/**
 * Import directions of docs/architecture.md that plain patterns cannot express, judged on the
 * resolved path of each relative import:
 * - server: code outside modules/<m>/ imports only modules/<m>/index.ts;
 * - web: a feature never imports another feature or the app; components and lib import neither.
 */
const root = path.resolve(import.meta.dirname, '..');
const serverModules = path.join(root, 'apps/server/src/modules');
const webSrc = path.join(root, 'apps/web/src');

function segmentsUnder(base, file) {
  const relative = path.relative(base, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep);
}

function problem(file, target) {
  const targetInModule = segmentsUnder(serverModules, target);
  if (targetInModule && targetInModule.length > 1) {
    const fileInModule = segmentsUnder(serverModules, file);
    const sameModule = fileInModule && fileInModule[0] === targetInModule[0];
    const isIndex = targetInModule.length === 2 && /^index(\.ts)?$/.test(targetInModule[1]);
    if (!sameModule && !isIndex)
      return `Import the ${targetInModule[0]} module through its index.ts: its other files are private.`;
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
