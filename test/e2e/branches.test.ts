// Branch-safe sync end to end (issue 23): the bundled actions, run as the runner runs them, against the
// reference server in another process, on SQLite and (when one answers) on PostgreSQL.
import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeCell } from '../../packages/sync/src/report/markdown.ts';
import { runAction } from '../support/action-runner.ts';
import { DROP_DATABASE_TIMEOUT_MS, freshPostgresDatabase } from '../support/backend-processes.ts';
import { jsonFile, makeRepo, readOptional, writeFiles } from '../support/repo.ts';
import { admin, type ServerProcess, startServer } from '../support/server-process.ts';

const postgres = await freshPostgresDatabase('ls_branches');
afterAll(async () => postgres?.drop(), DROP_DATABASE_TIMEOUT_MS);

/** The event file of a run: the repository (its default branch is main) and, for a pull request, its action. */
async function event(payload: Record<string, unknown>): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'ls-event-')), 'event.json');
  await writeFile(
    path,
    JSON.stringify({ repository: { full_name: 'acme/web-app', default_branch: 'main' }, ...payload }),
  );
  return path;
}

/** A `push` run on main. */
async function onMain(): Promise<Record<string, string>> {
  return {
    GITHUB_EVENT_NAME: 'push',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_EVENT_PATH: await event({}),
  };
}

/** A `pull_request` run of pull request `number` from `head` (`action`: opened, closed, …). */
async function onPullRequest(
  head: string,
  number: number,
  action: string,
  merged = false,
): Promise<Record<string, string>> {
  const repo = { full_name: 'acme/web-app' };
  return {
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_HEAD_REF: head,
    GITHUB_BASE_REF: 'main',
    GITHUB_REF: `refs/pull/${number}/merge`,
    GITHUB_EVENT_PATH: await event({
      action,
      number,
      pull_request: { number, merged, head: { ref: head, repo }, base: { ref: 'main', repo } },
    }),
  };
}

describe.each([
  ['SQLite', undefined],
  ['PostgreSQL', postgres?.url],
] as const)('branches through the bundled actions (%s)', (backend, databaseUrl) => {
  const skip = backend === 'PostgreSQL' && databaseUrl === undefined;
  let server: ServerProcess;
  const env: Record<string, string> = databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl };

  beforeAll(async () => {
    if (skip) return;
    server = await startServer({ env });
  });
  afterAll(async () => {
    if (!skip) expect(await server.stop()).toBe(0);
  });

  const adminCli = (args: string[]) =>
    admin(server.dbPath, args, env) as Promise<Record<string, unknown> | string>;

  it.skipIf(skip)(
    'keeps two branches apart, lets a translator start before the merge, and merges both into main',
    async () => {
      const created = (await adminCli([
        'project',
        'create',
        '--key',
        `branches-${backend.toLowerCase()}`,
        '--source',
        'en',
        '--locales',
        'en,de',
      ])) as { projectKey: string; syncSecret: string };
      // The runner fills in translation-branch's default, auto; runAction passes only what it is given.
      const inputs = {
        'project-key': created.projectKey,
        'sync-secret': created.syncSecret,
        'api-url': server.apiUrl,
        'translation-branch': 'auto',
      };
      const project = created.projectKey;

      // main:        locales/en.json {title}, de.json {title}
      // feature/a:   en.json {title, a},      de.json {title}
      // feature/b:   en.json {title, b},      de.json {title, b}
      const main = await makeRepo({
        'locales/en.json': jsonFile({ title: 'Home' }),
        'locales/de.json': jsonFile({ title: 'Start' }),
      });
      const first = await runAction('push', inputs, { workspace: main, env: await onMain() });
      expect(first.code, first.stdout + first.stderr).toBe(0);
      expect(first.stdout).toContain(
        "translation branch: none (main): main is the repository's default branch",
      );

      const a = await makeRepo({
        'locales/en.json': jsonFile({ title: 'Home', a: 'A' }),
        'locales/de.json': jsonFile({ title: 'Start' }),
      });
      const b = await makeRepo({
        'locales/en.json': jsonFile({ title: 'Home', b: 'B' }),
        'locales/de.json': jsonFile({ title: 'Start', b: 'B auf Deutsch' }),
      });
      // Two pull requests push at once, each to its own branch.
      const [pushA, pushB] = await Promise.all([
        runAction('push', inputs, { workspace: a, env: await onPullRequest('feature/a', 1, 'opened') }),
        runAction('push', inputs, { workspace: b, env: await onPullRequest('feature/b', 2, 'opened') }),
      ]);
      expect(pushA.code, pushA.stdout + pushA.stderr).toBe(0);
      expect(pushB.code, pushB.stdout + pushB.stderr).toBe(0);
      expect(pushA.stdout).toContain("translation branch: feature/a (the workflow's git branch)");
      expect(pushA.stdout).toContain('pushing to translation branch feature/a; main is not changed');
      expect(pushA.summary).toContain(
        escapeCell("translation branch: feature/a (the workflow's git branch)"),
      );
      expect(pushA.summary).toContain(
        escapeCell('translation branch feature/a: 1 key of its own (a); translated: de 0 of 1'),
      );
      expect(pushA.outputs['keys-created']).toBe('1');
      expect(pushB.summary).toContain(escapeCell('translation branch feature/b: 1 key of its own (b)'));

      // A translator starts on a before the merge, and changes title on the branch; main's title changes too.
      await adminCli([
        'translations',
        'set',
        '--project',
        project,
        '--branch',
        'feature/a',
        '--locale',
        'de',
        '--key',
        'a',
        '--value',
        'A auf Deutsch',
        '--status',
        'approved',
      ]);
      await adminCli([
        'translations',
        'set',
        '--project',
        project,
        '--branch',
        'feature/a',
        '--locale',
        'de',
        '--key',
        'title',
        '--value',
        'Startseite (A)',
        '--status',
        'approved',
      ]);
      await adminCli([
        'translations',
        'set',
        '--project',
        project,
        '--locale',
        'de',
        '--key',
        'title',
        '--value',
        'Startseite (main)',
        '--status',
        'approved',
      ]);

      // Each pull on each branch writes that branch's view; main's is unchanged by either branch.
      const pullA = await makeRepo({});
      await cp(a, pullA, { recursive: true });
      const pulledA = await runAction('pull', inputs, {
        workspace: pullA,
        env: await onPullRequest('feature/a', 1, 'synchronize'),
      });
      expect(pulledA.code, pulledA.stdout + pulledA.stderr).toBe(0);
      expect(pulledA.summary).toContain(escapeCell('translation branch: feature/a'));
      expect(JSON.parse((await readOptional(pullA, 'locales/de.json')) ?? '')).toEqual({
        title: 'Startseite (A)',
        a: 'A auf Deutsch',
      });
      const pullB = await makeRepo({});
      await cp(b, pullB, { recursive: true });
      const pulledB = await runAction('pull', inputs, {
        workspace: pullB,
        env: await onPullRequest('feature/b', 2, 'synchronize'),
      });
      expect(pulledB.code, pulledB.stdout + pulledB.stderr).toBe(0);
      expect(JSON.parse((await readOptional(pullB, 'locales/de.json')) ?? '')).toEqual({
        title: 'Startseite (main)',
        b: 'B auf Deutsch',
      });
      const pulledMain = await runAction('pull', inputs, { workspace: main, env: await onMain() });
      expect(pulledMain.code, pulledMain.stdout + pulledMain.stderr).toBe(0);
      expect(JSON.parse((await readOptional(main, 'locales/de.json')) ?? '')).toEqual({
        title: 'Startseite (main)',
      });
      expect(JSON.parse((await readOptional(main, 'locales/en.json')) ?? '')).toEqual({ title: 'Home' });

      // B is merged first: its pull request closes merged (b waits for main), then main is pushed with
      // B's files, which brings b and lets the branch go.
      const closeB = await runAction('push', inputs, {
        workspace: b,
        env: await onPullRequest('feature/b', 2, 'closed', true),
      });
      expect(closeB.code, closeB.stdout + closeB.stderr).toBe(0);
      expect(closeB.summary).toContain(
        escapeCell(
          'merged translation branch feature/b: 0 translations moved to main, 0 conflicts, 1 waiting for their keys on main (branch kept)',
        ),
      );
      await writeFiles(main, {
        'locales/en.json': jsonFile({ title: 'Home', b: 'B' }),
        'locales/de.json': jsonFile({ title: 'Startseite (main)', b: 'B auf Deutsch' }),
      });
      const afterB = await runAction('push', inputs, { workspace: main, env: await onMain() });
      expect(afterB.code, afterB.stdout + afterB.stderr).toBe(0);
      expect(afterB.summary).toContain(
        escapeCell(
          'merged translation branch feature/b: 0 translations moved to main, 0 conflicts (branch deleted)',
        ),
      );

      // Then A: closed merged before main has key a, so a waits; the push from main brings it. Its de
      // file still has main's older title, which keeps the title A's translator made.
      const closeA = await runAction('push', inputs, {
        workspace: a,
        env: await onPullRequest('feature/a', 1, 'closed', true),
      });
      expect(closeA.code, closeA.stdout + closeA.stderr).toBe(0);
      expect(closeA.summary).toContain(
        escapeCell(
          'merged translation branch feature/a: 1 translation moved to main, 1 conflict, 1 waiting for their keys on main (branch kept)',
        ),
      );
      expect(closeA.summary).toContain(escapeCell('conflict in feature/a: title (de) was'));
      await writeFiles(main, { 'locales/en.json': jsonFile({ title: 'Home', b: 'B', a: 'A' }) });
      const afterA = await runAction('push', inputs, { workspace: main, env: await onMain() });
      expect(afterA.code, afterA.stdout + afterA.stderr).toBe(0);
      expect(afterA.summary).toContain(
        escapeCell(
          'merged translation branch feature/a: 1 translation moved to main, 0 conflicts (branch deleted)',
        ),
      );

      // Main after both merges: both sets of keys, and A's translations (its title won the conflict).
      const final = await runAction('pull', inputs, { workspace: main, env: await onMain() });
      expect(final.code, final.stdout + final.stderr).toBe(0);
      expect(JSON.parse((await readOptional(main, 'locales/de.json')) ?? '')).toEqual({
        title: 'Startseite (A)',
        b: 'B auf Deutsch',
        a: 'A auf Deutsch',
      });
      expect(JSON.parse((await readOptional(main, 'locales/en.json')) ?? '')).toEqual({
        title: 'Home',
        b: 'B',
        a: 'A',
      });
      expect(await adminCli(['branches', 'list', '--project', project])).toBe('');
    },
    120_000,
  );

  it.skipIf(skip)('removes the branch of a pull request closed without merge', async () => {
    const created = (await adminCli([
      'project',
      'create',
      '--key',
      `closed-${backend.toLowerCase()}`,
      '--source',
      'en',
      '--locales',
      'en,de',
    ])) as { projectKey: string; syncSecret: string };
    const inputs = {
      'project-key': created.projectKey,
      'sync-secret': created.syncSecret,
      'api-url': server.apiUrl,
      'translation-branch': 'auto',
    };
    const repo = await makeRepo({ 'locales/en.json': jsonFile({ title: 'Home', c: 'C' }) });
    const pushed = await runAction('push', inputs, {
      workspace: repo,
      env: await onPullRequest('feature/c', 3, 'opened'),
    });
    expect(pushed.code, pushed.stdout + pushed.stderr).toBe(0);
    // One branch: the CLI's one JSON line is parsed whole.
    const listed = await adminCli(['branches', 'list', '--project', created.projectKey]);
    expect(listed).toMatchObject({ name: 'feature/c', strings: 2, mergedAt: null });
    const closed = await runAction('push', inputs, {
      workspace: repo,
      env: await onPullRequest('feature/c', 3, 'closed'),
    });
    expect(closed.code, closed.stdout + closed.stderr).toBe(0);
    expect(closed.summary).toContain(
      escapeCell('pull request closed without merge: translation branch feature/c deleted'),
    );
    expect(await adminCli(['branches', 'list', '--project', created.projectKey])).toBe('');
    // translation-branch: none keeps a pull request run a dry run, as before branches.
    const off = await runAction(
      'push',
      { ...inputs, 'translation-branch': 'none' },
      {
        workspace: repo,
        env: await onPullRequest('feature/c', 3, 'synchronize'),
      },
    );
    expect(off.code, off.stdout + off.stderr).toBe(0);
    expect(off.stdout).toContain('running as a dry run');
    expect(await adminCli(['branches', 'list', '--project', created.projectKey])).toBe('');
  });
});
