// Bundles the browser entry (src/sdk.ts) into one minified ES module a page loads with a plain
// <script type="module">: no bare imports left, no node:* module, no zod. Rolldown because it is
// already in the lockfile (vite's bundler) and installs without an install script; esbuild would
// work too, but would be one more package. Run: `npm run build:browser -w @locale-sync/client`.
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';

const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the bundle goes unless told otherwise. */
export const DEFAULT_OUT_DIR = join(PACKAGE_DIR, 'dist', 'browser');
/** File name of the bundle inside the output folder. */
export const BUNDLE_NAME = 'locale-sync-sdk.js';
/** The size the browser entry must stay under, gzipped (issue 16 asks for under 10 KB). */
export const MAX_GZIP_BYTES = 10 * 1024;

/** Bundles src/sdk.ts into `outDir`; resolves with the bundle's path and its sizes. */
export async function buildBrowser(
  outDir = DEFAULT_OUT_DIR,
): Promise<{ file: string; bytes: number; gzipBytes: number }> {
  const bundle = await rolldown({
    input: join(PACKAGE_DIR, 'src', 'sdk.ts'),
    platform: 'browser',
    onLog(level, log, defaultHandler) {
      // Anything left unresolved would be a bare import the browser cannot load: fail instead.
      if (log.code === 'UNRESOLVED_IMPORT') throw new Error(`browser bundle: ${log.message}`);
      defaultHandler(level, log);
    },
  });
  try {
    await mkdir(outDir, { recursive: true });
    const file = join(outDir, BUNDLE_NAME);
    await bundle.write({ file, format: 'esm', minify: true, sourcemap: true });
    const code = await readFile(file);
    return { file, bytes: code.byteLength, gzipBytes: gzipSync(code).byteLength };
  } finally {
    await bundle.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ? resolve(process.argv[2]) : DEFAULT_OUT_DIR;
  const { file, bytes, gzipBytes } = await buildBrowser(out);
  console.log(`${file}: ${bytes} bytes, ${gzipBytes} bytes gzipped`);
  if (gzipBytes > MAX_GZIP_BYTES) {
    console.error(`the browser bundle is over ${MAX_GZIP_BYTES} bytes gzipped: find what grew it`);
    process.exitCode = 1;
  }
}
