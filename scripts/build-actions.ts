// Bundles both actions with ncc into actions/<name>/dist (index.js and package.json {"type":"module"}),
// the files the runner starts. Run with `npm run build`; commit the result (CI checks it is current).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The actions bundled, by folder name under actions/. */
export const ACTIONS = ['push', 'pull'] as const;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ncc = createRequire(import.meta.url).resolve('@vercel/ncc/dist/ncc/cli.js');

/** Bundles one action; ncc type-checks with the action's own tsconfig (its sources only). */
export function buildAction(name: string): void {
  const dir = path.join(root, 'actions', name);
  const out = path.join(dir, 'dist');
  // A fresh folder, so a file left from an older build cannot linger in the bundle's directory.
  rmSync(out, { recursive: true, force: true });
  const result = spawnSync(
    process.execPath,
    [ncc, 'build', path.join(dir, 'src', 'index.ts'), '-o', out, '--quiet', '--no-source-map-register'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) {
    throw new Error(`ncc failed for actions/${name} (exit ${result.status ?? result.signal})`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const name of ACTIONS) {
    const started = Date.now();
    buildAction(name);
    console.log(`built actions/${name}/dist in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
