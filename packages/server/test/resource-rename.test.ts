// One source file becoming several, or several one (docs/protocol.md, Resources): the push renames the
// resource whose source file kept its path, so nothing the service holds is left behind.
import {
  HEADER_BRANCH,
  pullResponseSchema,
  pushResponseSchema,
  SYNC_BRANCH_CLOSE_PATH,
  SYNC_PULL_PATH,
} from '@locale-sync/protocol';
import { signRequest } from '@locale-sync/protocol/signing';
import { describe, expect, it } from 'vitest';
import { type FileSpec, pull, push, setup, type TestEnv } from './helpers.ts';

const COMMON = 'locales/en/common.json';
const SETTINGS = 'locales/en/settings.json';
const at = (resource: string, locale: string) => resource.replace('/en/', `/${locale}/`);
/** A file of an i18next layout: `resource` given when the layout has several source files. */
const file = (source: string, locale: string, content: Record<string, string>, named: boolean): FileSpec => ({
  locale,
  content,
  path: at(source, locale),
  ...(named && { resource: source }),
});

/** The repository with its one namespace, pushed, and a translator's edit made in the service since. */
async function oneNamespace(): Promise<TestEnv> {
  const env = await setup();
  const res = await push(env, [
    file(COMMON, 'en', { title: 'Home', cta: 'Sign up', old: 'Old' }, false),
    file(COMMON, 'de', { title: 'Start', cta: 'Registrieren' }, false),
  ]);
  expect(res.statusCode, res.body).toBe(200);
  // A key that leaves the source stays as an obsolete key of the resource.
  await push(env, [file(COMMON, 'en', { title: 'Home', cta: 'Sign up' }, false)]);
  await env.storage.setTranslation(
    env.project.id,
    'cta',
    'de',
    'Jetzt registrieren',
    'approved',
    env.clock.now(),
  );
  await env.storage.setTranslation(env.project.id, 'title', 'fr', 'Accueil', 'draft', env.clock.now());
  return env;
}

/** The next push, with a second namespace: every file names its resource. */
const twoNamespaces = [
  file(COMMON, 'en', { title: 'Home', cta: 'Sign up' }, true),
  file(SETTINGS, 'en', { theme: 'Theme' }, true),
  file(COMMON, 'de', { title: 'Start', cta: 'Registrieren' }, true),
];

async function pulled(env: TestEnv, query: string) {
  const res = await pull(env, query);
  expect(res.statusCode, res.body).toBe(200);
  return pullResponseSchema.parse(res.json());
}

describe('a resource renamed when the source file keeps its path', () => {
  it('moves the default resource to the named one when one source file becomes several', async () => {
    const env = await oneNamespace();
    const res = await push(env, twoNamespaces);
    expect(res.statusCode, res.body).toBe(200);
    const body = pushResponseSchema.parse(res.json());
    expect(body.renamed).toEqual([{ from: '', to: COMMON }]);
    expect(body.plan.map((p) => [p.resource, p.locale, p.created, p.kept, p.unchanged])).toEqual([
      [COMMON, 'en', [], [], 2],
      // The translator's edit is kept over the repository's unchanged value.
      [COMMON, 'de', [], ['cta'], 1],
      [SETTINGS, 'en', ['theme'], [], 0],
    ]);
    expect(body.resources).toEqual([
      { resource: COMMON, keys: 2, inPush: true },
      { resource: SETTINGS, keys: 1, inPush: true },
    ]);
    // A pull of the new layout finds the edit, the draft and the obsolete key under the named resource.
    const all = await pulled(env, 'locales=de,fr&resources=all&status=all');
    expect(all.resources).toEqual([
      { resource: COMMON, sourceKeys: 2, obsoleteKeys: ['old'] },
      { resource: SETTINGS, sourceKeys: 1, obsoleteKeys: [] },
    ]);
    expect(all.files.map((f) => [f.resource, f.locale, JSON.parse(f.content)])).toEqual([
      [COMMON, 'de', { title: 'Start', cta: 'Jetzt registrieren' }],
      [COMMON, 'fr', { title: 'Accueil' }],
      [SETTINGS, 'de', {}],
      [SETTINGS, 'fr', {}],
    ]);
    const statuses = await env.storage.listTranslations(env.project.id, {});
    expect(statuses.map((t) => [t.resource, t.key, t.locale, t.status]).sort()).toEqual([
      [COMMON, 'cta', 'de', 'approved'],
      [COMMON, 'title', 'de', 'approved'],
      [COMMON, 'title', 'fr', 'draft'],
    ]);
    expect((await env.storage.listResources(env.project.id)).map((r) => r.resource)).toEqual([
      COMMON,
      SETTINGS,
    ]);
    // The history keeps every push, the renaming one included.
    expect(await env.storage.pushHistory(env.project.id, 10)).toHaveLength(3);
    // Pushing the same files again changes nothing and renames nothing.
    const again = pushResponseSchema.parse((await push(env, twoNamespaces)).json());
    expect(again.renamed).toBeUndefined();
    expect(again.keys).toMatchObject({ created: 0, updated: 0 });
  });

  it('answers the same plan on a dry run, and stores nothing', async () => {
    const env = await oneNamespace();
    const dry = pushResponseSchema.parse((await push(env, twoNamespaces, { dryRun: true })).json());
    expect((await env.storage.listResources(env.project.id)).map((r) => r.resource)).toEqual(['']);
    const real = pushResponseSchema.parse((await push(env, twoNamespaces)).json());
    expect(dry.renamed).toEqual([{ from: '', to: COMMON }]);
    expect({ ...dry, dryRun: false }).toEqual(real);
  });

  it('moves the one named resource back to the default when several source files become one', async () => {
    const env = await setup();
    await push(env, [
      file(COMMON, 'en', { title: 'Home' }, true),
      file(SETTINGS, 'en', { theme: 'Theme' }, true),
      file(COMMON, 'de', { title: 'Start' }, true),
    ]);
    await env.storage.setTranslation(
      env.project.id,
      'title',
      'de',
      'Startseite',
      'approved',
      env.clock.now(),
      COMMON,
    );
    const files = [
      file(COMMON, 'en', { title: 'Home' }, false),
      file(COMMON, 'de', { title: 'Start' }, false),
    ];
    const dry = pushResponseSchema.parse((await push(env, files, { dryRun: true })).json());
    const res = pushResponseSchema.parse((await push(env, files)).json());
    expect(res.renamed).toEqual([{ from: COMMON, to: '' }]);
    expect({ ...dry, dryRun: false }).toEqual(res);
    expect(res.plan.map((p) => [p.resource, p.locale, p.kept, p.unchanged])).toEqual([
      [undefined, 'en', [], 1],
      [undefined, 'de', ['title'], 0],
    ]);
    expect(res.resources).toEqual([
      { resource: '', keys: 1, inPush: true },
      { resource: SETTINGS, keys: 1, inPush: false },
    ]);
    const plain = await pulled(env, 'locales=de');
    expect(plain.files.map((f) => JSON.parse(f.content))).toEqual([{ title: 'Startseite' }]);
  });

  it('renames nothing when the source file moved, or when the named resource exists', async () => {
    const env = await oneNamespace();
    // The source file's path is not the one the default resource was pushed from.
    const moved = pushResponseSchema.parse(
      (
        await push(env, [
          file('src/locales/en/common.json', 'en', { title: 'Home' }, true),
          file(SETTINGS, 'en', { theme: 'Theme' }, true),
        ])
      ).json(),
    );
    expect(moved.renamed).toBeUndefined();
    expect(moved.resources?.map((r) => [r.resource, r.inPush])).toEqual([
      ['', false],
      [SETTINGS, true],
      ['src/locales/en/common.json', true],
    ]);

    // The default resource was pushed from the named resource's path, but that resource exists: its
    // strings are not overwritten, and both stay.
    const other = await setup();
    await push(other, [file('locales/en/app.json', 'en', { a: 'A' }, false)]);
    await push(other, [
      file(COMMON, 'en', { title: 'Home' }, true),
      file(SETTINGS, 'en', { theme: 'T' }, true),
    ]);
    await push(other, [file(COMMON, 'en', { title: 'Home', extra: 'E' }, false)]);
    const both = pushResponseSchema.parse(
      (
        await push(other, [
          file(COMMON, 'en', { title: 'Home' }, true),
          file(SETTINGS, 'en', { theme: 'T' }, true),
        ])
      ).json(),
    );
    expect(both.renamed).toBeUndefined();
    expect(both.resources?.map((r) => [r.resource, r.keys, r.inPush])).toEqual([
      ['', 2, false],
      [COMMON, 1, true],
      [SETTINGS, 1, true],
    ]);
  });

  it('moves the resource each time two clones push the two layouts in turn', async () => {
    const env = await setup();
    const one = [file(COMMON, 'en', { title: 'Home' }, false)];
    const two = [file(COMMON, 'en', { title: 'Home' }, true), file(SETTINGS, 'en', { theme: 'T' }, true)];
    await push(env, one);
    await env.storage.setTranslation(env.project.id, 'title', 'de', 'Start', 'translated', env.clock.now());
    const renames = [];
    for (const files of [two, one, two]) {
      renames.push(pushResponseSchema.parse((await push(env, files)).json()).renamed);
    }
    expect(renames).toEqual([
      [{ from: '', to: COMMON }],
      [{ from: COMMON, to: '' }],
      [{ from: '', to: COMMON }],
    ]);
    const all = await pulled(env, 'locales=de&resources=all&status=translated');
    expect(all.files.map((f) => [f.resource, JSON.parse(f.content)])).toEqual([
      [COMMON, { title: 'Start' }],
      [SETTINGS, {}],
    ]);
  });

  it("takes a project branch's differences along with main's strings", async () => {
    const env = await oneNamespace();
    const onBranch = await pushToBranch(env, 'feature/x', [
      file(COMMON, 'en', { title: 'Home', cta: 'Sign up' }, false),
      file(COMMON, 'de', { title: 'Zuhause', cta: 'Registrieren' }, false),
    ]);
    expect(onBranch.statusCode, onBranch.body).toBe(200);
    expect(pushResponseSchema.parse((await push(env, twoNamespaces)).json()).renamed).toEqual([
      { from: '', to: COMMON },
    ]);
    const branch = await pullBranch(env, 'feature/x', 'locales=de&resources=all');
    expect(branch.files.map((f) => [f.resource, JSON.parse(f.content)])).toEqual([
      [COMMON, { title: 'Zuhause', cta: 'Jetzt registrieren' }],
      [SETTINGS, {}],
    ]);
  });
});

describe('a branch pushing the new layout before main', () => {
  it("plans over main's default resource under the new name, and merges without a conflict", async () => {
    const env = await oneNamespace();
    // feature/settings adds settings.json and changes one translation of common.json.
    const res = await pushToBranch(env, 'feature/settings', [
      file(COMMON, 'en', { title: 'Home', cta: 'Sign up' }, true),
      file(SETTINGS, 'en', { theme: 'Theme' }, true),
      file(COMMON, 'de', { title: 'Startseite', cta: 'Registrieren' }, true),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = pushResponseSchema.parse(res.json());
    expect(body.plan.map((p) => [p.resource, p.locale, p.created, p.updated, p.kept])).toEqual([
      [COMMON, 'en', [], [], []],
      [COMMON, 'de', [], ['title'], ['cta']],
      [SETTINGS, 'en', ['theme'], [], []],
    ]);
    // Only settings.json's key is the branch's own; main is as it was.
    expect(body.branchState?.keys).toEqual([{ resource: SETTINGS, key: 'theme' }]);
    expect((await env.storage.listResources(env.project.id)).map((r) => r.resource)).toEqual(['']);
    const view = await pullBranch(env, 'feature/settings', 'locales=de&resources=all');
    expect(view.files.map((f) => [f.resource, JSON.parse(f.content)])).toEqual([
      [COMMON, { title: 'Startseite', cta: 'Jetzt registrieren' }],
      [SETTINGS, {}],
    ]);

    // The pull request is merged; main's next push has the new layout and renames.
    const closed = await env.app.inject({
      method: 'POST',
      url: `/api/v1${SYNC_BRANCH_CLOSE_PATH}`,
      headers: {
        ...branchHeaders(env, 'POST', SYNC_BRANCH_CLOSE_PATH, 'feature/settings'),
        'content-type': 'application/json',
      },
      payload: { merged: true },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    // Main has the key, in its default resource: the branch's translation moves there at once.
    expect(closed.json().merge).toEqual({
      branch: 'feature/settings',
      moved: 1,
      conflicts: [],
      pending: 0,
      deleted: true,
    });
    const onMain = pushResponseSchema.parse(
      (
        await push(env, [
          file(COMMON, 'en', { title: 'Home', cta: 'Sign up' }, true),
          file(SETTINGS, 'en', { theme: 'Theme' }, true),
          file(COMMON, 'de', { title: 'Startseite', cta: 'Registrieren' }, true),
        ])
      ).json(),
    );
    expect(onMain.renamed).toEqual([{ from: '', to: COMMON }]);
    expect(onMain.plan.find((p) => p.locale === 'de')?.kept).toEqual(['cta']);
    const main = await pulled(env, 'locales=de&resources=all');
    expect(main.files.map((f) => [f.resource, JSON.parse(f.content)])).toEqual([
      [COMMON, { title: 'Startseite', cta: 'Jetzt registrieren' }],
      [SETTINGS, {}],
    ]);
  });
});

function branchHeaders(env: TestEnv, method: string, path: string, branch: string) {
  return {
    ...signRequest({
      method,
      path,
      projectKey: env.project.key,
      secret: env.secret,
      nowMs: env.clock.now(),
      branch,
    }),
    [HEADER_BRANCH]: branch,
  };
}

function pushToBranch(env: TestEnv, branch: string, files: FileSpec[]) {
  return env.app.inject({
    method: 'POST',
    url: '/api/v1/api/sync/push',
    headers: { ...branchHeaders(env, 'POST', '/api/sync/push', branch), 'content-type': 'application/json' },
    payload: {
      files: files.map((f) => ({
        locale: f.locale,
        path: f.path,
        format: 'json',
        content: `${JSON.stringify(f.content, null, 2)}\n`,
        ...(f.resource !== undefined && { resource: f.resource }),
      })),
    },
  });
}

async function pullBranch(env: TestEnv, branch: string, query: string) {
  const res = await env.app.inject({
    method: 'GET',
    url: `/api/v1${SYNC_PULL_PATH}?${query}`,
    headers: branchHeaders(env, 'GET', SYNC_PULL_PATH, branch),
  });
  expect(res.statusCode, res.body).toBe(200);
  return pullResponseSchema.parse(res.json());
}
