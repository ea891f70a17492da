import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BLOCK = 512;
/** The file that makes a folder a PostgreSQL cluster (PostgreSQL writes it when it creates one). */
const MARKER = 'PG_VERSION';

/** True for a PGlite folder with no database yet. */
export function isNewDataDir(dataDir: string): boolean {
  return !fs.existsSync(path.join(dataDir, MARKER));
}

const text = (header: Buffer, start: number, length: number) => {
  const field = header.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
};
const octal = (header: Buffer, start: number, length: number) => parseInt(text(header, start, length).trim() || '0', 8);

/**
 * Unpacks a gzipped tar of a PGlite data folder (its dumpDataDir, as db/pglite-template.ts keeps it) into `dataDir`
 * with Node's own zlib and fs: several times quicker than PGlite's loader, which writes every file through
 * WebAssembly. Only plain files and folders are expected; anything else is refused. `PG_VERSION` is written last,
 * so a folder cut short by a crash still reads as new and is unpacked again on the next start.
 */
export function untarDataDir(gzipped: Buffer, dataDir: string): void {
  // In chunks of 1 MB, not zlib's 16 KB: glibc serves chunks that large from their own mappings, which go back to the
  // system when freed. Thousands of small ones in its heap held about 60 MB of the process after a first start.
  const tar = zlib.gunzipSync(gzipped, { chunkSize: 1 << 20 });
  const root = path.resolve(dataDir);
  fs.mkdirSync(root, { recursive: true, mode: 0o700 });
  let marker: { file: string; body: Buffer; mode: number } | undefined;
  for (let offset = 0; offset + BLOCK <= tar.length;) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const prefix = text(header, 345, 155);
    const name = `${prefix ? `${prefix}/` : ''}${text(header, 0, 100)}`;
    const mode = octal(header, 100, 8) & 0o777;
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156]!);
    const target = path.resolve(root, `.${path.posix.sep}${name.replace(/^\/+/, '')}`);
    if (target !== root && !target.startsWith(`${root}${path.sep}`))
      throw new Error(`unsafe path in template: ${name}`);
    const body = tar.subarray(offset + BLOCK, offset + BLOCK + size);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (type === '5') {
      fs.mkdirSync(target, { recursive: true, mode: 0o700 });
    } else if (type === '0' || type === '\0') {
      if (path.relative(root, target) === MARKER) {
        marker = { file: target, body, mode };
        continue;
      }
      fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      fs.writeFileSync(target, body, { mode: mode || 0o600 });
    } else {
      throw new Error(`unexpected entry of type ${JSON.stringify(type)} in template: ${name}`);
    }
  }
  if (!marker) throw new Error(`the template holds no ${MARKER}`);
  fs.writeFileSync(marker.file, marker.body, { mode: marker.mode || 0o600 });
}
