import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENTRY, PRODUCTION_NODE_FLAGS } from './production-flags';
import { serverRoot } from './server-paths';

describe('production start command', () => {
  it('npm start runs the compiled entry with the flags the bench and browser tests use', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.start).toBe(['node', ...PRODUCTION_NODE_FLAGS, PRODUCTION_ENTRY].join(' '));
  });
});
