import fs from 'node:fs';
import path from 'node:path';

/**
 * The server's test files that touch a database: those that import `test/test-database.ts`, directly or
 * through a helper, or read TEST_DATABASE_URL themselves (a crash test handing it to a child process). Only these run again on PostgreSQL; the rest (pure functions, providers' replies,
 * PGlite's own data folder) gave their answer on the first pass.
 */
export function databaseTestFiles(serverRoot) {
  const testDatabase = path.join(serverRoot, 'test/test-database.ts');
  const known = new Map();
  const importPattern = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

  const resolve = (from, specifier) => {
    const base = path.resolve(path.dirname(from), specifier);
    return [`${base}.ts`, base, path.join(base, 'index.ts')].find(
      (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
    );
  };
  const reaches = (file) => {
    if (file === testDatabase) return true;
    if (known.has(file)) return known.get(file);
    known.set(file, false); // a cycle reaches nothing new
    const source = fs.readFileSync(file, 'utf8');
    let found = source.includes('TEST_DATABASE_URL');
    for (const [, specifier] of found ? [] : source.matchAll(importPattern)) {
      const target = resolve(file, specifier);
      if (target && reaches(target)) {
        found = true;
        break;
      }
    }
    known.set(file, found);
    return found;
  };

  return ['src', 'test']
    .flatMap((folder) =>
      fs.readdirSync(path.join(serverRoot, folder), { recursive: true }).map((file) => path.join(folder, file)),
    )
    .filter((file) => file.endsWith('.test.ts') && reaches(path.join(serverRoot, file)))
    .sort();
}

// As a command: the files' paths from the repository root, one per line (`vitest run` takes them as filters).
if (import.meta.url === `file://${process.argv[1]}`) {
  const serverRoot = path.join(import.meta.dirname, '../apps/server');
  for (const file of databaseTestFiles(serverRoot)) console.log(path.join('apps/server', file));
}
