// The lockfile against the manifests: `npm ci` installs what package-lock.json says, so a stale entry
// (a bin still pointing at src/cli/main.ts) becomes the installed command even though package.json
// says otherwise. CI runs `npm run check-lockfile`; these tests hold that check and its result.
//
// scratch/                 (a temp folder)
//   package.json           {"workspaces": ["tool"]}
//   package-lock.json      written by npm, then edited to point tool's bin at the source
//   tool/package.json      {"bin": {"tool": "bin/tool.js"}}
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, realpath, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockfileChanges } from '../../scripts/check-lockfile.ts';
import { REPO_ROOT } from '../support/paths.ts';

describe('package-lock.json', () => {
  it('the check reports a lockfile whose bin differs from the manifest, and passes once it matches', async () => {
    const scratch = await mkdtemp(join(tmpdir(), 'ls-lockfile-test-'));
    await writeFile(
      join(scratch, 'package.json'),
      '{ "name": "scratch", "version": "1.0.0", "private": true, "workspaces": ["tool"] }\n',
    );
    await mkdir(join(scratch, 'tool'));
    await writeFile(
      join(scratch, 'tool', 'package.json'),
      '{ "name": "tool", "version": "1.0.0", "bin": { "tool": "bin/tool.js" } }\n',
    );
    // No dependency from a registry: npm resolves this offline.
    execFileSync('npm', ['install', '--package-lock-only', '--offline', '--no-audit', '--no-fund'], {
      cwd: scratch,
      stdio: 'ignore',
    });
    expect(lockfileChanges(scratch)).toBe('');
    const lock = await readFile(join(scratch, 'package-lock.json'), 'utf8');
    expect(lock).toContain('"tool": "bin/tool.js"');
    await writeFile(join(scratch, 'package-lock.json'), lock.replace('bin/tool.js', 'src/cli/main.ts'));
    const changes = lockfileChanges(scratch);
    expect(changes).toContain('-        "tool": "src/cli/main.ts"');
    expect(changes).toContain('+        "tool": "bin/tool.js"');
  });

  it('npm ci installed the launchers as the bins, not the TypeScript sources', async () => {
    expect(await realpath(join(REPO_ROOT, 'node_modules', '.bin', 'locale-sync'))).toBe(
      await realpath(join(REPO_ROOT, 'packages', 'sync', 'bin', 'locale-sync.js')),
    );
    expect(await realpath(join(REPO_ROOT, 'node_modules', '.bin', 'locale-sync-server'))).toBe(
      await realpath(join(REPO_ROOT, 'packages', 'server', 'bin', 'locale-sync-server.js')),
    );
  });
});
