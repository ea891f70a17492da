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

/** Every file of the folder, dot folders (Vite's .vite/manifest.json) left out. */
async function filesOf(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')));
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip, level 9) beside each compressible
 * file of the folder, so the server sends them as they are instead of compressing every request.
 * A variant that would not be smaller than the file is not written: the file is then sent as it is.
 */
export async function precompressFolder(folder: string): Promise<PrecompressedFile[]> {
  const files = (await filesOf(folder)).filter((file) => COMPRESSIBLE.test(file));
  return Promise.all(
    files.map(async (file) => {
      const fullPath = path.join(folder, file);
      const content = await readFile(fullPath);
      const [brotliContent, gzipContent] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            [constants.BROTLI_PARAM_MODE]: /\.(ttf|otf|eot|ico|wasm)$/i.test(file)
              ? constants.BROTLI_MODE_GENERIC
              : constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const result: PrecompressedFile = { file, bytes: content.length };
      if (brotliContent.length < content.length) {
        await writeFile(`${fullPath}.br`, brotliContent);
        result.brotliBytes = brotliContent.length;
      }
      if (gzipContent.length < content.length) {
        await writeFile(`${fullPath}.gz`, gzipContent);
        result.gzipBytes = gzipContent.length;
      }
      return result;
    }),
  );
}
