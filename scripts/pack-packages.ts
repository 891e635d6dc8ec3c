// Builds the five publishable packages (tsc: JavaScript and declarations into each package's dist/)
// and packs them with `npm pack`. In the workspace the packages export their TypeScript sources under
// the "@locale-sync/source" condition, so dist/ is needed only in the tarballs: it is removed again
// after packing. Run with `npm run pack` (tarballs into publish/packages) or `npm run pack -- <dir>`.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
 * Builds every package, packs each into `destination` and removes the built files again (only those
 * tsc wrote: dist/ may hold other build output, such as the client's browser bundle). Returns the
 * tarballs' paths in PUBLISHED_PACKAGES order.
 */
export function packPackages(destination: string): string[] {
  mkdirSync(destination, { recursive: true });
  const emitted: string[] = [];
  try {
    for (const name of PUBLISHED_PACKAGES) emitted.push(...buildPackage(name));
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
  for (const tarball of packPackages(destination)) console.log(path.relative(process.cwd(), tarball));
  console.log(`built and packed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
