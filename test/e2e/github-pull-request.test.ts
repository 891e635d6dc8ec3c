// The bundled pull action with `create-pull-request: true`, run as the runner runs it, against the
// reference server and a loopback fake GitHub API (GITHUB_API_URL, the GitHub Enterprise shape):
// the pull request's tree holds exactly the changed files, the next run updates the same pull
// request, and a run with nothing left to change closes it.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../support/action-runner.ts';
import { refusing } from '../support/bundle-chunks.ts';
import { FakeGitHub, startFakeGitHub } from '../support/fake-github.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { jsonFile, makeRepo, readOptional } from '../support/repo.ts';
import { admin, createProject, type ServerProcess, startServer } from '../support/server-process.ts';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

async function approve(key: string, locale: string, name: string, value: string): Promise<void> {
  await admin(server.dbPath, [
    'translations',
    'set',
    '--project',
    key,
    '--locale',
    locale,
    '--key',
    name,
    '--value',
    value,
    '--status',
    'approved',
  ]);
}

describe('service-pull create-pull-request (bundled, fake GitHub API)', () => {
  it('opens the pull request with exactly the changed files, updates it on the next run, closes it once main has them', async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'gh-pull-1', {
      source: 'en',
      all: ['en', 'de', 'fr'],
    });
    // main (the checkout and the fake's base branch):
    //   locales/en.json  {a, b}
    //   locales/de.json  {a}
    //   locales/fr.json  {a}
    const main = {
      'README.md': '# web-app\n',
      'locales/en.json': jsonFile({ a: 'A', b: 'B' }),
      'locales/de.json': jsonFile({ a: 'A-de' }),
      'locales/fr.json': jsonFile({ a: 'A-fr' }),
    };
    const sync = { 'project-key': projectKey, 'sync-secret': syncSecret, 'api-url': server.apiUrl };
    expect((await runAction('push', sync, { workspace: await makeRepo(main) })).code).toBe(0);
    await approve(projectKey, 'de', 'b', 'B-de');

    const fake = new FakeGitHub('acme', 'web-app');
    const baseSha = fake.commitFiles('main', main, { message: 'initial' });
    const api = await startFakeGitHub(fake);
    try {
      const env = {
        GITHUB_API_URL: api.url,
        GITHUB_REPOSITORY: 'acme/web-app',
        GITHUB_SERVER_URL: 'https://github.example.com',
        GITHUB_RUN_ID: '4242',
        GITHUB_EVENT_NAME: 'schedule',
      };
      const inputs = {
        ...sync,
        'create-pull-request': 'true',
        'github-token': 'ghs_fake_token_1234',
        labels: 'i18n, translations',
        reviewers: 'octocat',
      };
      const checkout = await makeRepo(main);
      const first = await runAction('pull', inputs, { workspace: checkout, env });
      expect(first.code, first.stdout).toBe(0);
      expect(first.outputs).toMatchObject({
        changed: 'true',
        'changed-files': 'locales/de.json',
        'pull-request-operation': 'created',
        'pull-request-number': '7',
        'pull-request-url': 'https://github.com/acme/web-app/pull/7',
      });
      expect(first.stdout).toContain('::group::Pull request');
      // The token is masked before anything is printed, and goes to the API only.
      expect(first.stdout.split('ghs_fake_token_1234')).toHaveLength(2);
      expect(first.stdout).toContain('::add-mask::ghs_fake_token_1234');
      expect(new Set(fake.requests.map((r) => r.authorization))).toEqual(
        new Set(['token ghs_fake_token_1234']),
      );
      // The branch is main plus exactly the changed file, byte for byte as the pull wrote it.
      const written = await readOptional(checkout, 'locales/de.json');
      expect(written).toBe(jsonFile({ a: 'A-de', b: 'B-de' }));
      const branch = fake.files('locale-sync/translations');
      const changed = [...branch]
        .filter(([path, text]) => fake.files('main').get(path) !== text)
        .map(([p]) => p);
      expect(changed).toEqual(['locales/de.json']);
      expect(branch.get('locales/de.json')).toBe(written);
      expect(fake.writes().filter((r) => r.path.endsWith('/git/blobs'))).toHaveLength(1);
      const head = fake.commit(fake.branches.get('locale-sync/translations') as string);
      expect(head.parents).toEqual([baseSha]);
      const [pr] = fake.pulls;
      expect(pr).toMatchObject({ number: 7, head: 'locale-sync/translations', base: 'main', state: 'open' });
      expect(pr?.labels).toEqual(['i18n', 'translations']);
      expect(pr?.reviewers).toEqual(['octocat']);
      expect(pr?.body).toContain('| de | `locales/de.json` | 1 | 0 | 0 | 1 |');
      expect(pr?.body).toContain('https://github.example.com/acme/web-app/actions/runs/4242');

      // A new approved translation; a fresh checkout of main: the same pull request is updated.
      await approve(projectKey, 'fr', 'b', 'B-fr');
      const second = await runAction('pull', inputs, { workspace: await makeRepo(main), env });
      expect(second.code, second.stdout).toBe(0);
      expect(second.outputs['pull-request-operation']).toBe('updated');
      expect(second.outputs['pull-request-number']).toBe('7');
      expect(fake.pulls).toHaveLength(1);
      expect(fake.files('locale-sync/translations').get('locales/fr.json')).toBe(
        jsonFile({ a: 'A-fr', b: 'B-fr' }),
      );
      expect(fake.pulls[0]?.body).toContain('| fr | `locales/fr.json` | 1 | 0 | 0 | 1 |');

      // The pull request is merged by hand; the next run has nothing left to change.
      const merged = Object.fromEntries(fake.files('locale-sync/translations'));
      fake.commitFiles('main', merged, { message: 'Merge pull request #7' });
      const third = await runAction('pull', inputs, { workspace: await makeRepo(merged), env });
      expect(third.code, third.stdout).toBe(0);
      expect(third.outputs.changed).toBe('false');
      expect(third.outputs['pull-request-operation']).toBe('closed');
      expect(fake.pulls[0]?.state).toBe('closed');
      expect(fake.comments.at(-1)?.body).toMatch(/already holds these translations/);
    } finally {
      await api.close();
    }
  });

  it('a token without contents: write fails the step naming the permission and the permissions block', async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'gh-pull-2', {
      source: 'en',
      all: ['en', 'de'],
    });
    const main = { 'locales/en.json': jsonFile({ a: 'A' }), 'locales/de.json': jsonFile({}) };
    const sync = { 'project-key': projectKey, 'sync-secret': syncSecret, 'api-url': server.apiUrl };
    expect((await runAction('push', sync, { workspace: await makeRepo(main) })).code).toBe(0);
    await approve(projectKey, 'de', 'a', 'A-de');
    const fake = new FakeGitHub('acme', 'web-app');
    fake.commitFiles('main', main);
    fake.deny('POST', /\/git\/blobs$/, 403, 'Resource not accessible by integration');
    const api = await startFakeGitHub(fake);
    try {
      const run = await runAction(
        'pull',
        { ...sync, 'create-pull-request': 'true', 'github-token': 'ghs_read_only' },
        {
          workspace: await makeRepo(main),
          env: { GITHUB_API_URL: api.url, GITHUB_REPOSITORY: 'acme/web-app' },
        },
      );
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(
        /::error::GitHub refused to upload locales\/de.json \(403: Resource not accessible by integration\): the token of input 'github-token' lacks the `contents: write` permission/,
      );
      expect(run.stdout).toContain('permissions:%0A  contents: write%0A  pull-requests: write');
      expect(fake.pulls).toEqual([]);
    } finally {
      await api.close();
    }
  });

  it('a service with no source strings pulls nothing: the open pull request is neither updated nor closed', async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'gh-pull-4', {
      source: 'en',
      all: ['en', 'de'],
    });
    const main = { 'locales/en.json': jsonFile({ a: 'A' }), 'locales/de.json': jsonFile({ a: 'A-de' }) };
    const fake = new FakeGitHub('acme', 'web-app');
    fake.commitFiles('main', main);
    const api = await startFakeGitHub(fake);
    try {
      const run = await runAction(
        'pull',
        {
          'project-key': projectKey,
          'sync-secret': syncSecret,
          'api-url': server.apiUrl,
          'create-pull-request': 'true',
          'github-token': 'ghs_x',
        },
        {
          workspace: await makeRepo(main),
          env: { GITHUB_API_URL: api.url, GITHUB_REPOSITORY: 'acme/web-app' },
        },
      );
      expect(run.code, run.stdout).toBe(0);
      expect(run.stdout).toContain('no file was pulled from the service; the pull request is left as it is');
      expect(run.outputs['pull-request-operation']).toBe('none');
      expect(fake.requests).toEqual([]);
    } finally {
      await api.close();
    }
  });

  it('without create-pull-request the GitHub API is never called and its code is never loaded', async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'gh-pull-3', {
      source: 'en',
      all: ['en', 'de'],
    });
    const fake = new FakeGitHub('acme', 'web-app');
    const api = await startFakeGitHub(fake);
    try {
      const inputs = { 'project-key': projectKey, 'sync-secret': syncSecret, 'api-url': server.apiUrl };
      const env = { GITHUB_API_URL: api.url, GITHUB_REPOSITORY: 'acme/web-app' };
      const files = { 'locales/en.json': jsonFile({ a: 'A' }), 'locales/de.json': jsonFile({ a: 'A-de' }) };
      expect((await runAction('push', inputs, { workspace: await makeRepo(files) })).code).toBe(0);
      // The chunks of the GitHub code (Octokit, and ours with the commit trailer): a hook refuses
      // to resolve them, so a run that imports one fails.
      const dist = join(REPO_ROOT, 'actions/pull/dist');
      const github: string[] = [];
      for (const name of await readdir(dist)) {
        const text = await readFile(join(dist, name), 'utf8');
        if (name !== 'index.js' && /octokit|Generated-by: locale-sync/.test(text)) github.push(name);
      }
      expect(github).toHaveLength(2);
      const nodeArgs = refusing(github);
      const run = await runAction('pull', inputs, {
        workspace: await mkdtemp(join(tmpdir(), 'ls-gh-')),
        env,
        nodeArgs,
      });
      expect(run.code, run.stdout + run.stderr).toBe(0);
      expect(run.outputs['pull-request-operation']).toBeUndefined();
      expect(fake.requests).toEqual([]);
      // The hook does catch the chunk: with the feature on, the same run stops at its import.
      const on = await runAction(
        'pull',
        { ...inputs, 'create-pull-request': 'true', 'github-token': 'ghs_x' },
        { workspace: await makeRepo(files), env, nodeArgs },
      );
      expect(on.stdout).toMatch(/chunk loaded: \.\/\d+\.index\.js/);
    } finally {
      await api.close();
    }
  });
});
