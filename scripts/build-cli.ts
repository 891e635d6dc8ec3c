// Bundles the `locale-sync` CLI into one self-contained ES module, for CI systems other than GitHub
// Actions and machines without npm: `node locale-sync.mjs pull`. Like the action bundles it is built
// from the workspace sources; unlike them it is one file (rolldown, with the formats' on-demand imports
// inlined), so it can be copied anywhere. Its entry is the bin launcher, so on an older Node it stops
// with the one line saying which Node it needs. Not committed: `npm run build:cli` writes
// publish/packages/locale-sync.mjs, `npm run pack` writes it next to the tarballs, and the standalone CLI's test
// builds its own.
import { chmod, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** File name of the standalone CLI. */
export const CLI_BUNDLE_NAME = 'locale-sync.mjs';

/** Writes the standalone CLI to `file`; resolves with its size in bytes. */
export async function buildCli(
  file: string = path.join(root, 'publish', 'packages', CLI_BUNDLE_NAME),
): Promise<number> {
  const manifest = JSON.parse(
    await readFile(path.join(root, 'packages', 'sync', 'package.json'), 'utf8'),
  ) as {
    version: string;
  };
  const bundle = await rolldown({
    input: path.join(root, 'packages', 'sync', 'bin', 'locale-sync.js'),
    platform: 'node',
    // The workspace packages' sources, as for the action bundles; "module" before "main" picks the ES
    // build of dependencies that ship both (jsonc-parser's UMD build requires files by computed name).
    resolve: {
      conditionNames: ['@locale-sync/source', 'node', 'import', 'default'],
      mainFields: ['module', 'main'],
    },
    transform: { define: { LOCALE_SYNC_VERSION: JSON.stringify(manifest.version) } },
    onLog(level, log, defaultHandler) {
      // A module left unresolved would be a bare import the copied file cannot load: fail instead.
      if (log.code === 'UNRESOLVED_IMPORT') throw new Error(`standalone CLI: ${log.message}`);
      defaultHandler(level, log);
    },
  });
  try {
    await mkdir(path.dirname(file), { recursive: true });
    const { output } = await bundle.write({ file, format: 'esm', codeSplitting: false });
    if (output.length !== 1) {
      throw new Error(
        `standalone CLI: expected one file, rolldown wrote ${output.map((o) => o.fileName).join(', ')}`,
      );
    }
    await chmod(file, 0o755);
    return (await readFile(file)).byteLength;
  } finally {
    await bundle.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = path.resolve(process.argv[2] ?? path.join(root, 'publish', 'packages', CLI_BUNDLE_NAME));
  const bytes = await buildCli(file);
  console.log(`${path.relative(process.cwd(), file)}: ${(bytes / 1024 / 1024).toFixed(1)} MB`);
}
