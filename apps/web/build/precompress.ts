import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;

/** Every file under `dir` (not dot-folders such as .vite), as absolute paths. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? filesUnder(full) : [full];
      }),
  );
  return nested.flat();
}

async function compressFile(file: string): Promise<void> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A tiny file can grow when compressed: then the server sends it as it is.
  await Promise.all([
    br.length < source.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < source.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/**
 * Writes a .br (brotli 11) and a .gz (gzip 9) beside each text file of the build, once, so the
 * API sends them as they are instead of compressing every response (apps/api/src/lib/web-app.ts).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'pango:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map(compressFile));
    },
  };
}
