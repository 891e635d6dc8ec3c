// Project branches (docs/protocol.md, "Branches"): an overlay on main per git branch, merged with its pull request.
import {
  branchCloseResponseSchema,
  HEADER_BRANCH,
  pullResponseSchema,
  pushResponseSchema,
  pushStateResponseSchema,
  SYNC_BRANCH_CLOSE_PATH,
  SYNC_PULL_PATH,
  SYNC_PUSH_PATH,
  SYNC_PUSH_STATE_PATH,
} from '@locale-sync/protocol';
import { signRequest } from '@locale-sync/protocol/signing';
import { describe, expect, it } from 'vitest';
import { type FileSpec, pull, push, setup, type TestEnv } from './helpers.ts';

function headers(env: TestEnv, method: string, path: string, branch?: string, signedBranch = branch) {
  const h: Record<string, string> = {
    ...signRequest({
      method,
      path,
      projectKey: env.project.key,
      secret: env.secret,
      nowMs: env.clock.now(),
      branch: signedBranch,
    }),
  };
  if (branch !== undefined) h[HEADER_BRANCH] = branch;
  else delete h[HEADER_BRANCH];
  return h;
}

function body(files: FileSpec[], dryRun?: boolean) {
  return {
    files: files.map((f) => ({
      locale: f.locale,
      path: f.path ?? `locales/${f.locale}.json`,
      format: 'json',
      content: `${JSON.stringify(f.content, null, 2)}\n`,
    })),
    ...(dryRun !== undefined && { dryRun }),
  };
}

async function pushTo(env: TestEnv, branch: string, files: FileSpec[], dryRun?: boolean) {
  return env.app.inject({
    method: 'POST',
    url: `/api/v1${SYNC_PUSH_PATH}`,
    headers: { ...headers(env, 'POST', SYNC_PUSH_PATH, branch), 'content-type': 'application/json' },
    payload: body(files, dryRun),
  });
}

async function pullFrom(env: TestEnv, branch: string, query = 'locales=de') {
  const res = await env.app.inject({
    method: 'GET',
    url: `/api/v1${SYNC_PULL_PATH}?${query}`,
    headers: headers(env, 'GET', SYNC_PULL_PATH, branch),
  });
  expect(res.statusCode, res.body).toBe(200);
  return pullResponseSchema.parse(res.json());
}

async function close(env: TestEnv, branch: string, merged: boolean) {
  const res = await env.app.inject({
    method: 'POST',
    url: `/api/v1${SYNC_BRANCH_CLOSE_PATH}`,
    headers: { ...headers(env, 'POST', SYNC_BRANCH_CLOSE_PATH, branch), 'content-type': 'application/json' },
    payload: { merged },
  });
  expect(res.statusCode, res.body).toBe(200);
  return branchCloseResponseSchema.parse(res.json());
}

const de = (r: { files: Array<{ locale: string; content: string }> }) =>
  JSON.parse(r.files.find((f) => f.locale === 'de')?.content ?? '{}') as Record<string, string>;

async function mainPull(env: TestEnv) {
  const res = await pull(env, 'locales=de');
  return pullResponseSchema.parse(res.json());
}

/** main: en {title, old}, de {title}. */
async function withMain(options: Parameters<typeof setup>[0] = {}) {
  const env = await setup(options);
  const res = await push(env, [
    { locale: 'en', content: { title: 'Home', old: 'Old' } },
    { locale: 'de', content: { title: 'Start' } },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return env;
}

describe('project branches', () => {
  it('keeps a push on a branch out of main and out of every other branch', async () => {
    const env = await withMain();
    const a = await pushTo(env, 'feature/a', [
      { locale: 'en', content: { title: 'Home page', a: 'A' } },
      { locale: 'de', content: { title: 'Start', a: 'A-de' } },
    ]);
    expect(a.statusCode, a.body).toBe(200);
    const answer = pushResponseSchema.parse(a.json());
    expect(answer.branch).toBe('feature/a');
    expect(answer.plan[0]).toMatchObject({ created: ['a'], updated: ['title'], obsolete: ['old'] });
    expect(answer.branchState).toEqual({
      keys: [{ key: 'a' }],
      translated: [
        { locale: 'de', keys: 1 },
        { locale: 'fr', keys: 0 },
      ],
      obsoleteOnMain: [{ key: 'old' }],
    });
    const b = await pushTo(env, 'feature/b', [
      { locale: 'en', content: { title: 'Home', old: 'Old', b: 'B' } },
      { locale: 'de', content: { title: 'Start', b: 'B-de' } },
    ]);
    expect(pushResponseSchema.parse(b.json()).plan[0]).toMatchObject({ created: ['b'], obsolete: [] });

    const onMain = await mainPull(env);
    expect(onMain.branch).toBeUndefined();
    expect(onMain.obsoleteKeys).toEqual([]);
    expect(de(onMain)).toEqual({ title: 'Start' });
    const onA = await pullFrom(env, 'feature/a', 'locales=en,de');
    expect(onA.branch).toBe('feature/a');
    expect(onA.obsoleteKeys).toEqual(['old']);
    expect(de(onA)).toEqual({ title: 'Start', a: 'A-de' });
    expect(JSON.parse(onA.files.find((f) => f.locale === 'en')?.content ?? '')).toEqual({
      title: 'Home page',
      a: 'A',
    });
    const onB = await pullFrom(env, 'feature/b');
    expect(onB.obsoleteKeys).toEqual([]);
    expect(de(onB)).toEqual({ title: 'Start', b: 'B-de' });
  });

  it('pulls main translations with the branch ones on top, main changes included', async () => {
    const env = await withMain();
    await pushTo(env, 'feature/a', [
      { locale: 'en', content: { title: 'Home', old: 'Old', a: 'A' } },
      { locale: 'de', content: { a: 'A-de' } },
    ]);
    // Main moves on after the branch began: the branch sees it where it has no difference.
    await push(env, [{ locale: 'de', content: { title: 'Startseite', old: 'Alt' } }]);
    expect(de(await pullFrom(env, 'feature/a'))).toEqual({ title: 'Startseite', old: 'Alt', a: 'A-de' });
    // A branch nothing was pushed to sees main.
    expect(de(await pullFrom(env, 'never-pushed'))).toEqual({ title: 'Startseite', old: 'Alt' });
  });

  it('signs the branch: a request signed for one branch cannot be sent to another', async () => {
    const env = await withMain();
    const res = await env.app.inject({
      method: 'GET',
      url: `/api/v1${SYNC_PULL_PATH}`,
      headers: headers(env, 'GET', SYNC_PULL_PATH, 'feature/b', 'feature/a'),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('bad_signature');
    const unsignedBranch = await env.app.inject({
      method: 'GET',
      url: `/api/v1${SYNC_PULL_PATH}`,
      headers: { ...headers(env, 'GET', SYNC_PULL_PATH), [HEADER_BRANCH]: 'feature/a' },
    });
    expect(unsignedBranch.statusCode).toBe(401);
  });

  it('refuses a branch name that is not one, naming the header', async () => {
    const env = await withMain();
    for (const name of ['../etc', 'a//b', '/a', 'a b', 'x'.repeat(201)]) {
      const res = await env.app.inject({
        method: 'GET',
        url: `/api/v1${SYNC_PULL_PATH}`,
        headers: { ...headers(env, 'GET', SYNC_PULL_PATH), [HEADER_BRANCH]: name },
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.message).toContain(HEADER_BRANCH);
    }
  });

  it('caps the branches of a project with a clear error, and a dry run creates none', async () => {
    const env = await withMain({ deps: { config: { branches: { maxPerProject: 2, idleDays: 30 } } } });
    const en = [{ locale: 'en', content: { title: 'Home' } }];
    expect((await pushTo(env, 'one', en)).statusCode).toBe(200);
    expect((await pushTo(env, 'two', en, true)).statusCode).toBe(200);
    expect((await pushTo(env, 'two', en)).statusCode).toBe(200);
    const third = await pushTo(env, 'three', en);
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toMatchObject({ code: 'branch_limit_reached', details: { maxBranches: 2 } });
    expect(third.json().error.message).toContain('branches delete');
    expect((await pushTo(env, 'one', en)).statusCode).toBe(200);
    expect((await env.storage.listBranches(env.project.id)).map((b) => b.name)).toEqual(['one', 'two']);
  });

  it('protects a translator’s work on a branch against the stale repository value', async () => {
    const env = await withMain();
    const files = [
      { locale: 'en', content: { title: 'Home', old: 'Old', a: 'A' } },
      { locale: 'de', content: { title: 'Start', a: 'A-de' } },
    ];
    await pushTo(env, 'feature/a', files);
    await env.storage.setBranchTranslation(
      env.project,
      'feature/a',
      'a',
      'de',
      'A übersetzt',
      'approved',
      env.clock.now(),
    );
    const again = pushResponseSchema.parse((await pushTo(env, 'feature/a', files)).json());
    expect(again.plan.find((p) => p.locale === 'de')?.kept).toEqual(['a']);
    expect(de(await pullFrom(env, 'feature/a'))).toMatchObject({ a: 'A übersetzt' });
    expect(de(await mainPull(env))).toEqual({ title: 'Start' });
    await expect(
      env.storage.setBranchTranslation(env.project, 'nope', 'a', 'de', 'x', 'approved', env.clock.now()),
    ).rejects.toThrow(/no branch nope/);
  });

  it('moves a merged branch’s translations to main once main has their keys, reporting conflicts', async () => {
    const env = await withMain();
    await pushTo(env, 'feature/a', [
      { locale: 'en', content: { title: 'Home', old: 'Old', a: 'A' } },
      { locale: 'de', content: { title: 'Start', a: 'A-de' } },
    ]);
    await env.storage.setBranchTranslation(
      env.project,
      'feature/a',
      'title',
      'de',
      'Anfang',
      'approved',
      env.clock.now(),
    );
    // Main translates the same key meanwhile: a conflict, which the branch wins.
    await env.storage.setTranslation(env.project.id, 'title', 'de', 'Beginn', 'approved', env.clock.now());

    const closed = await close(env, 'feature/a', true);
    expect(closed.found).toBe(true);
    expect(closed.merge).toMatchObject({ moved: 1, pending: 1, deleted: false });
    expect(closed.merge?.conflicts).toEqual([
      { key: 'title', locale: 'de', main: 'Beginn', branch: 'Anfang' },
    ]);
    expect(de(await mainPull(env))).toEqual({ title: 'Anfang' });

    // The push to main after the merge brings key a; the repository's de file lacks its translation.
    const res = await push(env, [
      { locale: 'en', content: { title: 'Home', old: 'Old', a: 'A' } },
      { locale: 'de', content: { title: 'Start' } },
    ]);
    const answer = pushResponseSchema.parse(res.json());
    expect(answer.merges).toEqual([
      { branch: 'feature/a', moved: 1, conflicts: [], pending: 0, deleted: true },
    ]);
    expect(de(await mainPull(env))).toEqual({ title: 'Anfang', a: 'A-de' });
    expect(await env.storage.listBranches(env.project.id)).toEqual([]);
  });

  it('removes a merged branch whose keys never reach main once idle, and lists no merge meanwhile', async () => {
    const env = await withMain({ deps: { config: { branches: { maxPerProject: 100, idleDays: 2 } } } });
    await pushTo(env, 'feature/lost', [
      { locale: 'en', content: { title: 'Home', old: 'Old', lost: 'Lost' } },
      { locale: 'de', content: { lost: 'Verloren' } },
    ]);
    expect((await close(env, 'feature/lost', true)).merge).toMatchObject({ moved: 0, pending: 1 });
    env.clock.advance(24 * 60 * 60 * 1000);
    const quiet = pushResponseSchema.parse(
      (await push(env, [{ locale: 'de', content: { title: 'Start' } }])).json(),
    );
    expect(quiet.merges).toBeUndefined();
    env.clock.advance(2 * 24 * 60 * 60 * 1000);
    await push(env, [{ locale: 'de', content: { title: 'Start' } }]);
    expect(await env.storage.listBranches(env.project.id)).toEqual([]);
  });

  it('deletes a branch whose pull request closed without merge', async () => {
    const env = await withMain();
    await pushTo(env, 'feature/x', [{ locale: 'en', content: { title: 'Home', x: 'X' } }]);
    expect(await close(env, 'feature/x', false)).toEqual({ branch: 'feature/x', found: true, deleted: true });
    expect(await env.storage.listBranches(env.project.id)).toEqual([]);
    expect(await close(env, 'feature/x', false)).toEqual({
      branch: 'feature/x',
      found: false,
      deleted: false,
    });
    expect((await pullFrom(env, 'feature/x', 'locales=en')).obsoleteKeys).toEqual([]);
  });

  it('removes branches idle for longer than the configured days', async () => {
    const env = await withMain({ deps: { config: { branches: { maxPerProject: 100, idleDays: 2 } } } });
    await pushTo(env, 'stale', [{ locale: 'en', content: { title: 'Home' } }]);
    env.clock.advance(3 * 24 * 60 * 60 * 1000);
    await pushTo(env, 'fresh', [{ locale: 'en', content: { title: 'Home' } }]);
    expect((await env.storage.listBranches(env.project.id)).map((b) => b.name)).toEqual(['fresh']);
  });

  it('answers no file unchanged on a branch, so that every file is pushed to it', async () => {
    const env = await withMain();
    const res = await env.app.inject({
      method: 'POST',
      url: `/api/v1${SYNC_PUSH_STATE_PATH}`,
      headers: {
        ...headers(env, 'POST', SYNC_PUSH_STATE_PATH, 'feature/a'),
        'content-type': 'application/json',
      },
      payload: { files: [{ locale: 'en', path: 'locales/en.json', format: 'json', sha256: '0'.repeat(64) }] },
    });
    expect(pushStateResponseSchema.parse(res.json()).unchanged).toEqual([]);
  });

  it('serves main to the SDK unless ?branch= asks for a branch', async () => {
    const env = await withMain();
    await pushTo(env, 'preview', [
      { locale: 'en', content: { title: 'Home', old: 'Old', p: 'Preview' } },
      { locale: 'de', content: { title: 'Start', p: 'Vorschau' } },
    ]);
    const main = await env.app.inject({ method: 'GET', url: '/api/v1/translate/demo/de' });
    expect(main.json()).toEqual({ translations: { Home: 'Start' } });
    const branch = await env.app.inject({ method: 'GET', url: '/api/v1/translate/demo/de?branch=preview' });
    expect(branch.json()).toEqual({ translations: { Home: 'Start', Preview: 'Vorschau' } });
    const bad = await env.app.inject({ method: 'GET', url: '/api/v1/translate/demo/de?branch=..%2Fx' });
    expect(bad.statusCode).toBe(400);
  });
});
