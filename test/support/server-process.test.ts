// The admin helper the end-to-end tests set projects up with runs the CLI in this process: it must
// fail as the spawned command did (a rejection carrying the exit code and stderr), or the tests built
// on it could pass on a command that failed.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AdminError, admin, createProject } from './server-process.ts';

describe('admin (in-process locale-sync-server admin commands)', () => {
  it('returns the JSON a command prints, and rejects with the exit code and stderr of a failing one', async () => {
    const db = join(await mkdtemp(join(tmpdir(), 'ls-admin-helper-')), 'db.sqlite');
    const created = await createProject(db, 'helper', { source: 'en', all: ['en', 'de'] });
    expect(created.projectKey).toBe('helper');
    expect(created.syncSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await admin(db, ['project', 'list'])).toEqual([expect.objectContaining({ projectKey: 'helper' })]);

    // The same key again: exit 1, a failure the operator can fix.
    const again = await createProject(db, 'helper', { source: 'en', all: ['en'] }).catch(
      (err: unknown) => err,
    );
    expect(again).toBeInstanceOf(AdminError);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('choose another --key') });
    // An unknown option: exit 2, a usage error.
    await expect(admin(db, ['project', 'list', '--no-such-flag'])).rejects.toMatchObject({ code: 2 });
  });
});
