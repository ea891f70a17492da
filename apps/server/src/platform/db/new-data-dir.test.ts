import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { isNewDataDir, untarDataDir } from './new-data-dir';

// The build's PGlite templates are unpacked into a new data folder by this, not by PGlite (first start).
const folders: string[] = [];
const scratch = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-untar-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A ustar entry as PGlite's dumpDataDir writes them (absolute names, octal fields). */
function entry(name: string, body: string | undefined, type = body === undefined ? '5' : '0') {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100);
  header.write('0000600\0', 100);
  header.write(`${(body?.length ?? 0).toString(8).padStart(11, '0')}\0`, 124);
  header.write(type, 156);
  header.write('ustar\0', 257);
  const content = Buffer.alloc(Math.ceil((body?.length ?? 0) / 512) * 512);
  if (body) content.write(body);
  return Buffer.concat([header, content]);
}
const tarball = (...entries: Buffer[]) => zlib.gzipSync(Buffer.concat([...entries, Buffer.alloc(1024)]));

describe('unpacking a data folder template', () => {
  it('writes every folder and file, PG_VERSION included', () => {
    const dataDir = path.join(scratch(), 'data');
    untarDataDir(
      tarball(entry('/PG_VERSION', '17\n'), entry('/base', undefined), entry('/base/1/1259', 'x'.repeat(1000))),
      dataDir,
    );
    expect(fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(isNewDataDir(dataDir)).toBe(false);
    expect(fs.readFileSync(path.join(dataDir, 'base/1/1259'), 'utf8')).toBe('x'.repeat(1000));
  });

  it('leaves no PG_VERSION when it fails part-way, so the folder still reads as new', () => {
    const dataDir = path.join(scratch(), 'data');
    const broken = tarball(entry('/PG_VERSION', '17\n'), entry('/global/1262', 'catalog'), entry('/link', '', '2'));
    expect(() => untarDataDir(broken, dataDir)).toThrow(/unexpected entry/);
    expect(fs.existsSync(path.join(dataDir, 'global/1262'))).toBe(true);
    expect(isNewDataDir(dataDir)).toBe(true);
  });

  it('refuses a name that would land outside the folder', () => {
    const folder = scratch();
    const dataDir = path.join(folder, 'data');
    expect(() => untarDataDir(tarball(entry('../outside', 'no'), entry('/PG_VERSION', '17\n')), dataDir)).toThrow(
      /unsafe path/,
    );
    expect(fs.existsSync(path.join(folder, 'outside'))).toBe(false);
  });
});
