// Bundles both actions with ncc into actions/<name>/dist (index.js and package.json {"type":"module"}),
// the files the runner starts. Run with `npm run build`; commit the result (CI checks it is current).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The actions bundled, by folder name under actions/. */
export const ACTIONS = ['push', 'pull'] as const;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ncc = createRequire(import.meta.url).resolve('@vercel/ncc/dist/ncc/cli.js');

/** The workspace packages whose exports hide their sources behind the "@locale-sync/source" condition. */
const SOURCE_PACKAGES = ['protocol', 'client', 'formats', 'sync', 'server'] as const;
const SOURCE_CONDITION = '@locale-sync/source';
/** ncc runs here: the tsconfig.json of this folder maps the workspace packages to their sources. */
const NCC_DIR = path.join(root, 'scripts', 'ncc');

/**
 * Writes scripts/ncc/tsconfig.json: `paths` from every package's "@locale-sync/source" exports. ncc's
 * webpack resolves only the conditions import, node and production, so without this map it would pick
 * dist/, which exists only in published packages; ncc reads `paths` of the tsconfig.json in its
 * working folder. Generated, so it cannot drift from the exports maps.
 */
export function writeNccPaths(): void {
  const paths: Record<string, string[]> = {};
  for (const name of SOURCE_PACKAGES) {
    const manifest = JSON.parse(readFileSync(path.join(root, 'packages', name, 'package.json'), 'utf8')) as {
      name: string;
      exports: Record<string, string | Record<string, unknown>>;
    };
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      const source = typeof target === 'object' ? target[SOURCE_CONDITION] : undefined;
      if (typeof source !== 'string') continue;
      const specifier = subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`;
      paths[specifier] = [`packages/${name}/${source.slice(2)}`];
    }
  }
  const config = { compilerOptions: { baseUrl: '../..', paths } };
  mkdirSync(NCC_DIR, { recursive: true });
  // One-element arrays on one line, as Biome formats them, so a build leaves the file unchanged.
  const text = JSON.stringify(config, null, 2).replace(/\[\s+("[^"]*")\s+\]/g, '[$1]');
  writeFileSync(path.join(NCC_DIR, 'tsconfig.json'), `${text}\n`);
}

/** Bundles one action; ncc type-checks with the action's own tsconfig (its sources only). */
export function buildAction(name: string): void {
  writeNccPaths();
  const dir = path.join(root, 'actions', name);
  const out = path.join(dir, 'dist');
  // A fresh folder, so a file left from an older build cannot linger in the bundle's directory.
  rmSync(out, { recursive: true, force: true });
  const result = spawnSync(
    process.execPath,
    [ncc, 'build', path.join(dir, 'src', 'index.ts'), '-o', out, '--quiet', '--no-source-map-register'],
    { cwd: NCC_DIR, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
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
