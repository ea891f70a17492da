import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import { createNumberLookups } from './create-number-lookups';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-numbers-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('the configured number lookups', () => {
  it('uses the shipped sandbox table by default', async () => {
    const lookups = createNumberLookups(loadConfig({}).numberChecks);
    expect((await lookups.lineTypes!.lookup(['+12795550102'])).get('+12795550102')).toBe('landline');
  });

  it('refuses to start on a malformed row of the sandbox table, naming the file and line', () => {
    const file = path.join(folder, 'numbers.csv');
    fs.writeFileSync(file, 'phone,disconnected_on,line_type,note\n+12795550102,,landline,\n+1279555,,mobile,\n');
    const settings = loadConfig({ NUMBER_SANDBOX_FILE: file }).numberChecks;
    expect(() => createNumberLookups(settings)).toThrow(ConfigError);
    expect(() => createNumberLookups(settings)).toThrow(
      `Refusing to start: ${file} line 3: "+1279555" is not a phone number`,
    );
  });

  it('refuses a sandbox table that cannot be read', () => {
    const settings = loadConfig({ NUMBER_SANDBOX_FILE: path.join(folder, 'missing.csv') }).numberChecks;
    expect(() => createNumberLookups(settings)).toThrow(/cannot be read/);
  });

  it('checks nothing when both checks are off', () => {
    const settings = loadConfig({
      RND_PROVIDER: 'off',
      LINE_TYPE_PROVIDER: 'off',
      NUMBER_SANDBOX_FILE: '/nowhere.csv',
    }).numberChecks;
    expect(createNumberLookups(settings)).toEqual({ reassigned: undefined, lineTypes: undefined });
  });
});
