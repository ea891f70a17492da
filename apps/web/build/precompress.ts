import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * What compression shrinks: scripts, styles, markup, SVG and the font formats that are not compressed
 * already (woff and woff2 are; images such as PNG or JPEG are too).
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm|ttf|otf|eot|ico)$/i;

export interface PrecompressedFile {
  /** Path inside the folder, with forward slashes. */
  file: string;
  bytes: number;
  brotliBytes?: number;
  gzipBytes?: number;
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9) beside each compressible
 * file of the folder (dot folders, such as Vite's .vite/manifest.json, left out), so the server sends them as they
 * are instead of compressing every request. A variant that would not be smaller than the file is not written: the
 * file is then sent as it is.
 */
export async function precompressFolder(folder: string): Promise<PrecompressedFile[]> {
  const files = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')));
  return Promise.all(
    files.map(async (file) => {
      const fullPath = path.join(folder, file);
      const content = await readFile(fullPath);
      const mode = /\.(ttf|otf|eot|ico|wasm)$/i.test(file) ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT;
      const variants = {
        brotliBytes: await brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            [constants.BROTLI_PARAM_MODE]: mode,
          },
        }),
        gzipBytes: await gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      };
      const result: PrecompressedFile = { file, bytes: content.length };
      for (const [name, compressed] of Object.entries(variants) as ['brotliBytes' | 'gzipBytes', Buffer][]) {
        if (compressed.length >= content.length) continue;
        await writeFile(`${fullPath}.${name === 'brotliBytes' ? 'br' : 'gz'}`, compressed);
        result[name] = compressed.length;
      }
      return result;
    }),
  );
}
