// Builds the five publishable packages (tsc: JavaScript and declarations into each package's dist/,
// and the client's single-file browser build into dist/browser/, which `@locale-sync/client/sdk`
// resolves to in browsers) and packs them with `npm pack`; then writes the standalone CLI
// (scripts/build-cli.ts) next to the tarballs. The five go together: each depends on its siblings at the
// same version, which no registry holds until they are published. In the workspace the packages export their TypeScript sources under
// the "@locale-sync/source" condition, so dist/ is needed only in the tarballs: it is removed again
// after packing. Run with `npm run pack` (tarballs into publish/packages) or `npm run pack -- <dir>`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBrowser } from '../packages/client/scripts/build-browser.ts';
import { buildCli, CLI_BUNDLE_NAME } from './build-cli.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** Publishable packages by folder under packages/, each after the packages it depends on. */
export const PUBLISHED_PACKAGES = ['protocol', 'formats', 'client', 'sync', 'server'] as const;

/**
 * Compiles one package with its tsconfig.build.json; returns the files tsc wrote. Its workspace
 * dependencies must be built first: their declarations, not their sources, are what it compiles against.
 */
export function buildPackage(name: string): string[] {
  const dir = path.join(root, 'packages', name);
  const output = execFileSync(
    process.execPath,
    [tsc, '-p', path.join(dir, 'tsconfig.build.json'), '--listEmittedFiles'],
    { cwd: root, encoding: 'utf8' },
  );
  return output
    .split('\n')
    .filter((line) => line.startsWith('TSFILE: '))
    .map((line) => line.slice('TSFILE: '.length).trim());
}

/**
 * Builds every package (the client's browser bundle too), packs each into `destination` and removes the
 * files it built again, and only those. Returns the tarballs' paths in PUBLISHED_PACKAGES order.
 */
export async function packPackages(destination: string): Promise<string[]> {
  mkdirSync(destination, { recursive: true });
  const emitted: string[] = [];
  try {
    for (const name of PUBLISHED_PACKAGES) emitted.push(...buildPackage(name));
    // Always rebuilt, so the tarball never holds a stale bundle; left in place if it was there before
    // (`npm run build:browser -w @locale-sync/client` writes the same files).
    const browserDir = path.join(root, 'packages', 'client', 'dist', 'browser');
    const hadBrowser = existsSync(browserDir);
    const browser = await buildBrowser(browserDir);
    if (!hadBrowser) emitted.push(browser.file, `${browser.file}.map`);
    return PUBLISHED_PACKAGES.map((name) => {
      const out = execFileSync('npm', ['pack', '--json', '--pack-destination', destination], {
        cwd: path.join(root, 'packages', name),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const [packed] = JSON.parse(out) as Array<{ filename: string }>;
      if (!packed) throw new Error(`npm pack printed no tarball for packages/${name}`);
      return path.join(destination, packed.filename);
    });
  } finally {
    for (const file of emitted) rmSync(file, { force: true });
    removeEmptyFolders(emitted.map((file) => path.dirname(file)));
  }
}

/** Removes the folders tsc created once they are empty, deepest first; leaves any that hold other files. */
function removeEmptyFolders(folders: string[]): void {
  const all = new Set<string>();
  for (const folder of folders) {
    // Up to the package's dist/ itself, never above it.
    for (let dir = folder; path.basename(path.dirname(dir)) !== 'packages'; dir = path.dirname(dir)) {
      all.add(dir);
      if (path.basename(dir) === 'dist') break;
    }
  }
  for (const dir of [...all].sort((a, b) => b.length - a.length)) {
    try {
      if (readdirSync(dir).length === 0) rmdirSync(dir);
    } catch {
      // Already gone.
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const destination = path.resolve(process.argv[2] ?? path.join(root, 'publish', 'packages'));
  const started = Date.now();
  for (const tarball of await packPackages(destination)) console.log(path.relative(process.cwd(), tarball));
  const cli = path.join(destination, CLI_BUNDLE_NAME);
  await buildCli(cli);
  console.log(path.relative(process.cwd(), cli));
  console.log(`built and packed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
