// The two command-line launchers started on a Node older than 24, as a newcomer with the system's Node
// 20 meets them (also through npx in their own application, where no pinned Node comes first on the
// PATH): one line that names the Node that ran, where it is, and what to do. Before, the line advised
// "npx/npm exec in a project that pins it", which is what that newcomer had just done.
import { execFile, execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../support/paths.ts';

const run = promisify(execFile);

/** A Node older than 24 on this machine (Debian's, for instance). */
function olderNode(): string | undefined {
  try {
    const version = execFileSync('/usr/bin/node', ['--version'], { encoding: 'utf8' }).trim();
    return Number(version.slice(1).split('.')[0]) < 24 ? '/usr/bin/node' : undefined;
  } catch {
    return undefined;
  }
}

const LAUNCHERS = [
  ['locale-sync', 'packages/sync/bin/locale-sync.js'],
  ['locale-sync-server', 'packages/server/bin/locale-sync-server.js'],
] as const;

describe.skipIf(olderNode() === undefined)('a launcher on an older Node', () => {
  for (const [name, bin] of LAUNCHERS) {
    it(`${name} says which Node ran it and how to get Node 24, in one line`, async () => {
      const node = olderNode() as string;
      const failed = await run(node, [resolve(REPO_ROOT, bin), '--version'], { env: {} }).then(
        () => ({ code: 0, stderr: '' }),
        (err: { code: number; stderr: string }) => err,
      );
      expect(failed.code).toBe(1);
      const lines = failed.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(`^${name}: needs Node\\.js 24 or newer; this is Node\\.js 2[0-3]\\.`),
      );
      expect(lines[0]).toContain(`(${node})`);
      expect(lines[0]).toContain('Install Node.js 24 (https://nodejs.org');
      expect(lines[0]).not.toContain('npx');
    });
  }
});
