// Fails when package-lock.json does not match the package manifests, that is when
// `npm install --package-lock-only` would change it (a stale lockfile installs bins and engines the
// manifests no longer say). npm works on a copy of the manifests and the lockfile in a temp folder, so
// the checkout is never modified. `--prefer-offline` answers from npm's cache where it can: a slow
// registry does not fail the check, only a lockfile that differs does.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs `npm install --package-lock-only` on a copy of `dir`'s manifests and lockfile; returns '' when
 * npm left the lockfile as it was, else the differences as `diff -u` prints them.
 */
export function lockfileChanges(dir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    workspaces?: string[];
  };
  const scratch = mkdtempSync(path.join(tmpdir(), 'ls-lockfile-'));
  try {
    for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
      if (existsSync(path.join(dir, file))) copyFileSync(path.join(dir, file), path.join(scratch, file));
    }
    for (const workspace of manifest.workspaces ?? []) {
      mkdirSync(path.join(scratch, workspace), { recursive: true });
      copyFileSync(path.join(dir, workspace, 'package.json'), path.join(scratch, workspace, 'package.json'));
    }
    execFileSync(
      'npm',
      ['install', '--package-lock-only', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund'],
      { cwd: scratch, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const regenerated = readFileSync(path.join(scratch, 'package-lock.json'), 'utf8');
    if (regenerated === readFileSync(path.join(dir, 'package-lock.json'), 'utf8')) return '';
    const diff = spawnSync(
      'diff',
      ['-u', path.join(dir, 'package-lock.json'), path.join(scratch, 'package-lock.json')],
      {
        encoding: 'utf8',
      },
    );
    return diff.stdout || 'the lockfile npm writes differs (no `diff` here to show how)';
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const changes = lockfileChanges(root);
  if (changes === '') {
    console.log('package-lock.json matches the package manifests');
  } else {
    console.error('package-lock.json does not match the package manifests; npm would change it so:');
    console.error(changes);
    console.error(
      'Run `npm install --package-lock-only --no-audit --no-fund` at the repository root and commit package-lock.json.',
    );
    process.exitCode = 1;
  }
}
