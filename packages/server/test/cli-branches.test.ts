// The admin CLI's branch commands: list (age and size), translations set --branch, merge, delete.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.ts';
import { openSqliteStorage } from '../src/storage/sqlite.ts';
import { T0 } from './helpers.ts';

const DAY = 24 * 60 * 60 * 1000;

async function cli(db: string, args: string[], now = T0) {
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
    now: () => now,
  });
  return { code, stdout, stderr, json: () => JSON.parse(stdout) };
}

const lines = (text: string) =>
  text
    .trim()
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l));

/** main: en {title}; branch feature/a: en {title, a}. */
async function seed() {
  const db = join(await mkdtemp(join(tmpdir(), 'ls-cli-branches-')), 'locale-sync.db');
  expect(
    (await cli(db, ['project', 'create', '--key', 'demo', '--source', 'en', '--locales', 'de'])).code,
  ).toBe(0);
  const storage = openSqliteStorage(db);
  const project = (await storage.getProject('demo'))!;
  const en = (entries: Record<string, string>) => ({
    locale: 'en',
    path: 'en.json',
    entries: new Map(Object.entries(entries)),
  });
  await storage.push(project, { files: [en({ title: 'Home' })], dryRun: false, now: T0 });
  await storage.push(project, {
    files: [en({ title: 'Home', a: 'A' })],
    dryRun: false,
    now: T0,
    branch: 'feature/a',
  });
  await storage.close();
  return db;
}

describe('admin CLI: branches', () => {
  it('lists branches with their age and size, and sets a translation on one only', async () => {
    const db = await seed();
    const set = await cli(
      db,
      [
        'translations',
        'set',
        '--project',
        'demo',
        '--branch',
        'feature/a',
        '--locale',
        'de',
        '--key',
        'a',
        '--value',
        'A-de',
      ],
      T0 + DAY,
    );
    expect(set.code, set.stderr).toBe(0);
    expect(set.json()).toMatchObject({ project: 'demo', branch: 'feature/a', key: 'a', value: 'A-de' });
    const missing = await cli(db, [
      'translations',
      'set',
      '--project',
      'demo',
      '--branch',
      'feature/a',
      '--locale',
      'de',
      '--key',
      'zzz',
      '--value',
      'x',
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('branch feature/a has no active key zzz');
    const listed = await cli(db, ['branches', 'list', '--project', 'demo'], T0 + 3 * DAY);
    expect(lines(listed.stdout)).toEqual([
      {
        name: 'feature/a',
        createdAt: new Date(T0).toISOString(),
        updatedAt: new Date(T0 + DAY).toISOString(),
        ageDays: 3,
        idleDays: 2,
        mergedAt: null,
        strings: 1,
        translations: 1,
      },
    ]);
    // Main has no translation of a (nor the key).
    const onMain = await cli(db, ['translations', 'list', '--project', 'demo']);
    expect(onMain.stdout.trim()).toBe('');
  });

  it('merges a branch (pending until main has its keys) and deletes one', async () => {
    const db = await seed();
    await cli(db, [
      'translations',
      'set',
      '--project',
      'demo',
      '--branch',
      'feature/a',
      '--locale',
      'de',
      '--key',
      'a',
      '--value',
      'A-de',
    ]);
    const merged = await cli(db, ['branches', 'merge', 'feature/a', '--project', 'demo']);
    expect(merged.code, merged.stderr).toBe(0);
    expect(merged.json()).toEqual({
      project: 'demo',
      branch: 'feature/a',
      moved: 0,
      conflicts: [],
      pending: 1,
      deleted: false,
    });
    expect(lines((await cli(db, ['branches', 'list', '--project', 'demo'])).stdout)[0].mergedAt).toBe(
      new Date(T0).toISOString(),
    );
    const deleted = await cli(db, ['branches', 'delete', 'feature/a', '--project', 'demo']);
    expect(deleted.json()).toEqual({ project: 'demo', deleted: 'feature/a' });
    const again = await cli(db, ['branches', 'delete', 'feature/a', '--project', 'demo']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('project demo has no branch feature/a');
    expect((await cli(db, ['branches', 'list', '--project', 'demo'])).stdout).toBe('');
  });
});
