import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.ts';
import { openSqliteStorage } from '../src/storage/sqlite.ts';
import { T0 } from './helpers.ts';

async function cli(db: string, args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...args, '--db', db], {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    env: {},
    now: () => T0,
  });
  return { code, stdout, stderr, json: () => JSON.parse(stdout) };
}

async function withProject() {
  const db = join(await mkdtemp(join(tmpdir(), 'ls-cli-trust-')), 'locale-sync.db');
  const created = await cli(db, ['project', 'create', '--key', 'demo', '--source', 'en', '--locales', 'de']);
  expect(created.code).toBe(0);
  return db;
}

describe('admin CLI: trust policies, secrets off, push history', () => {
  it('adds, lists and removes trust policies', async () => {
    const db = await withProject();
    const added = await cli(db, [
      'trust',
      'add',
      '--key',
      'demo',
      '--repository',
      'acme/web',
      '--repository-id',
      '4242',
      '--refs',
      'refs/heads/main, refs/tags/*',
      '--workflows',
      '.github/workflows/sync.yml',
      '--access',
      'pull',
    ]);
    expect(added.code).toBe(0);
    expect(added.json()).toEqual({
      projectKey: 'demo',
      id: 1,
      issuer: 'https://token.actions.githubusercontent.com',
      repository: 'acme/web',
      repositoryId: '4242',
      refs: ['refs/heads/main', 'refs/tags/*'],
      environments: [],
      workflows: ['.github/workflows/sync.yml'],
      access: 'pull',
      createdAt: new Date(T0).toISOString(),
    });
    const listed = await cli(db, ['trust', 'list', '--key', 'demo']);
    expect(listed.json()).toMatchObject({
      projectKey: 'demo',
      secrets: 'on',
      policies: [{ id: 1, access: 'pull' }],
    });
    expect((await cli(db, ['trust', 'remove', '--key', 'demo', '--id', '1'])).json()).toEqual({
      projectKey: 'demo',
      removed: 1,
    });
    const again = await cli(db, ['trust', 'remove', '--key', 'demo', '--id', '1']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('no trust policy 1');
  });

  it('refuses a policy that names no repository, a bad ref and an http issuer off loopback (exit 2)', async () => {
    const db = await withProject();
    const none = await cli(db, ['trust', 'add', '--key', 'demo', '--refs', 'refs/heads/main']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('--repository');
    const ref = await cli(db, [
      'trust',
      'add',
      '--key',
      'demo',
      '--repository',
      'acme/web',
      '--refs',
      'main',
    ]);
    expect(ref.code).toBe(2);
    expect(ref.stderr).toContain('refs/heads/main');
    const http = await cli(db, [
      'trust',
      'add',
      '--key',
      'demo',
      '--repository',
      'acme/web',
      '--issuer',
      'http://issuer.example',
    ]);
    expect(http.code).toBe(2);
    expect(http.stderr).toContain('https://');
  });

  it('turns secrets off only once a policy exists, and back on', async () => {
    const db = await withProject();
    const early = await cli(db, ['trust', 'secrets', 'off', '--key', 'demo']);
    expect(early.code).toBe(1);
    expect(early.stderr).toContain('trust add');
    await cli(db, ['trust', 'add', '--key', 'demo', '--repository', 'acme/web']);
    expect((await cli(db, ['trust', 'secrets', 'off', '--key', 'demo'])).json()).toEqual({
      projectKey: 'demo',
      secrets: 'off',
    });
    expect((await cli(db, ['trust', 'list', '--key', 'demo'])).json().secrets).toBe('off');
    expect((await cli(db, ['trust', 'secrets', 'on', '--key', 'demo'])).json()).toEqual({
      projectKey: 'demo',
      secrets: 'on',
    });
  });

  it('shows the push history with how each push authenticated, newest first', async () => {
    const db = await withProject();
    const storage = openSqliteStorage(db);
    const project = (await storage.getProject('demo'))!;
    const files = [{ locale: 'en', path: 'en.json', entries: new Map([['a', 'A']]) }];
    await storage.push(project, { files, dryRun: false, now: T0, auth: { method: 'secret' } });
    await storage.push(project, {
      files: [{ locale: 'en', path: 'en.json', entries: new Map([['a', 'A2']]) }],
      dryRun: false,
      now: T0 + 1000,
      source: { repository: 'acme/web', ref: 'refs/heads/main', sha: 'abc' },
      auth: {
        method: 'oidc',
        policyId: 3,
        issuer: 'https://token.actions.githubusercontent.com',
        claims: { repository: 'acme/web', ref: 'refs/heads/main' },
      },
    });
    await storage.close();
    const history = await cli(db, ['project', 'history', '--key', 'demo', '--limit', '5']);
    expect(history.code).toBe(0);
    expect(history.json()).toEqual([
      {
        id: 2,
        createdAt: new Date(T0 + 1000).toISOString(),
        repository: 'acme/web',
        ref: 'refs/heads/main',
        sha: 'abc',
        auth: {
          method: 'oidc',
          policyId: 3,
          issuer: 'https://token.actions.githubusercontent.com',
          claims: { repository: 'acme/web', ref: 'refs/heads/main' },
        },
        keys: { created: 0, updated: 1, obsolete: 0 },
      },
      {
        id: 1,
        createdAt: new Date(T0).toISOString(),
        repository: null,
        ref: null,
        sha: null,
        auth: { method: 'secret' },
        keys: { created: 1, updated: 0, obsolete: 0 },
      },
    ]);
  });
});
