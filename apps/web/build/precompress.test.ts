import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

let folder: string | undefined;
afterEach(() => {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

function outputFolder(files: Record<string, string | Buffer>): string {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-precompress-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    fs.writeFileSync(path.join(folder, file), content);
  }
  return folder;
}

const script = 'export function greet(name) { return `Hello, ${name}!`; }\n'.repeat(200);

describe('precompressFolder', () => {
  it('writes brotli and gzip copies beside each script, style, page and drawing, with the same content', async () => {
    const dir = outputFolder({
      'index.html': `<!doctype html><html><body>${'<p>Roost</p>'.repeat(100)}</body></html>`,
      'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10z"/>'.repeat(50)}</svg>`,
      'assets/index-abc123.js': script,
      'assets/index-abc123.css': 'body { margin: 0; }\n'.repeat(100),
    });
    const written = await precompressFolder(dir);
    expect(written.map((entry) => entry.file).sort()).toEqual([
      'assets/index-abc123.css',
      'assets/index-abc123.js',
      'favicon.svg',
      'index.html',
    ]);
    for (const entry of written) {
      const original = fs.readFileSync(path.join(dir, entry.file));
      const brotli = fs.readFileSync(path.join(dir, `${entry.file}.br`));
      const gzip = fs.readFileSync(path.join(dir, `${entry.file}.gz`));
      expect(brotliDecompressSync(brotli).equals(original), entry.file).toBe(true);
      expect(gunzipSync(gzip).equals(original), entry.file).toBe(true);
      expect(brotli.length).toBeLessThan(original.length);
      expect(entry).toMatchObject({ bytes: original.length, brotliBytes: brotli.length, gzipBytes: gzip.length });
    }
  });

  it('leaves already compressed files, dot folders and files compression cannot shrink alone', async () => {
    const dir = outputFolder({
      'assets/font-abc123.woff2': Buffer.from([0x77, 0x4f, 0x46, 0x32, 1, 2, 3]),
      'assets/photo-abc123.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      '.vite/manifest.json': JSON.stringify({ 'index.html': { file: 'assets/index-abc123.js' } }),
      'assets/tiny-abc123.js': 'x',
    });
    const written = await precompressFolder(dir);
    expect(written).toEqual([{ file: 'assets/tiny-abc123.js', bytes: 1 }]);
    const everyFile = fs.readdirSync(dir, { recursive: true }).map(String).sort();
    expect(everyFile.filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
  });
});
