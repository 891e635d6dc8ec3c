// The bundled push action in a pull_request run, as the runner runs it, against the reference server
// and a loopback fake GitHub API: the service is left unchanged (a forced dry run), the plan is one
// comment updated in place on each new commit, and a fork's read-only token leaves the plan in the
// job summary with a notice, the step green.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../support/action-runner.ts';
import { FakeGitHub, startFakeGitHub } from '../support/fake-github.ts';
import { jsonFile, makeRepo, readOptional } from '../support/repo.ts';
import { createProject, type ServerProcess, startServer } from '../support/server-process.ts';

const MARKER = '<!-- locale-sync:push-plan -->';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

/** A pull_request event file for pull request #7, from `head` into acme/web-app. */
async function pullRequestEvent(head = 'acme/web-app'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ls-event-'));
  const file = join(dir, 'event.json');
  await writeFile(
    file,
    JSON.stringify({
      action: 'synchronize',
      number: 7,
      pull_request: {
        number: 7,
        head: { repo: { full_name: head } },
        base: { repo: { full_name: 'acme/web-app' } },
      },
    }),
  );
  return file;
}

/** A fake GitHub with pull request #7 open. */
function fakeWithPullRequest(): FakeGitHub {
  const fake = new FakeGitHub('acme', 'web-app');
  fake.commitFiles('main', { 'README.md': '#\n' });
  fake.commitFiles('feature', { 'README.md': '#\n' });
  fake.pulls.push({
    number: 7,
    head: 'feature',
    base: 'main',
    title: 'Checkout page',
    body: '',
    state: 'open',
    labels: [],
    reviewers: [],
    teamReviewers: [],
  });
  return fake;
}

/** What the service holds for `locale`, read by a pull into an empty workspace. */
async function serviceFile(sync: Record<string, string>, locale: string): Promise<string | undefined> {
  const empty = await mkdtemp(join(tmpdir(), 'ls-probe-'));
  const pull = await runAction('pull', { ...sync, locales: locale, status: 'all' }, { workspace: empty });
  expect(pull.code, pull.stdout).toBe(0);
  return readOptional(empty, `locales/${locale}.json`);
}

describe('service-push on pull_request (bundled, fake GitHub API)', () => {
  it('never changes the service, and writes one plan comment that the next commit updates in place', async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'gh-push-1', {
      source: 'en',
      all: ['en', 'de'],
    });
    const sync = { 'project-key': projectKey, 'sync-secret': syncSecret, 'api-url': server.apiUrl };
    const main = { 'locales/en.json': jsonFile({ a: 'A' }), 'locales/de.json': jsonFile({ a: 'A-de' }) };
    expect((await runAction('push', sync, { workspace: await makeRepo(main) })).code).toBe(0);
    const deBefore = await serviceFile(sync, 'de');
    const enBefore = await serviceFile(sync, 'en');

    const fake = fakeWithPullRequest();
    const api = await startFakeGitHub(fake);
    try {
      const env = {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: await pullRequestEvent(),
        GITHUB_REF: 'refs/pull/7/merge',
        GITHUB_API_URL: api.url,
        GITHUB_REPOSITORY: 'acme/web-app',
        GITHUB_SERVER_URL: 'https://github.example.com',
        GITHUB_RUN_ID: '99',
      };
      const inputs = { ...sync, comment: 'true', 'github-token': 'ghs_pr_token_5678' };
      // The pull request adds a key, drops a placeholder in de, and writes a key twice.
      const branch = await makeRepo({
        'locales/en.json': jsonFile({ a: 'A', greeting: 'Hello {name}' }),
        'locales/de.json': '{\n  "a": "A-de",\n  "greeting": "Hallo",\n  "a": "A-de!"\n}\n',
      });
      const first = await runAction('push', inputs, { workspace: branch, env });
      expect(first.code, first.stdout).toBe(0);
      expect(first.stdout).toContain('pull_request event: running as a dry run, the service is not changed');
      expect(first.outputs['keys-created']).toBe('2');
      expect(first.summary).toContain('dry run: nothing was changed');
      // The service is unchanged.
      expect(await serviceFile(sync, 'de')).toBe(deBefore);
      expect(await serviceFile(sync, 'en')).toBe(enBefore);

      const ours = fake.comments.filter((c) => c.body.startsWith(MARKER));
      expect(ours).toHaveLength(1);
      const body = ours[0]?.body as string;
      expect(body).toContain('| created | `greeting` |');
      expect(body).toContain('| updated | `a` |');
      // Problems with file and, where the parser knows it, line.
      expect(body).toMatch(/\| `locales\/de\.json` \| 4 \| warning: [^|]*twice/);
      expect(body).toMatch(/\| `locales\/de\.json` \| \d+ \| warning: [^|]*name/);
      expect(body).toContain('https://github.example.com/acme/web-app/actions/runs/99');
      expect(new Set(fake.requests.map((r) => r.authorization))).toEqual(
        new Set(['token ghs_pr_token_5678']),
      );

      // A new commit fixes the placeholder: the same comment is edited.
      await writeFile(join(branch, 'locales/de.json'), jsonFile({ a: 'A-de', greeting: 'Hallo {name}' }));
      fake.requests.length = 0;
      const second = await runAction('push', inputs, { workspace: branch, env });
      expect(second.code, second.stdout).toBe(0);
      expect(fake.writes().map((r) => `${r.method} ${r.path}`)).toEqual([
        `PATCH /repos/acme/web-app/issues/comments/${ours[0]?.id}`,
      ]);
      expect(fake.comments.filter((c) => c.body.startsWith(MARKER))).toHaveLength(1);
      expect(fake.comments[0]?.body).not.toContain('Problems in the translation files');
      expect(await serviceFile(sync, 'de')).toBe(deBefore);
    } finally {
      await api.close();
    }
  });

  it('a fork (read-only token, 403 on the comment): the plan stays in the job summary with a notice, the step passes', async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'gh-push-2', {
      source: 'en',
      all: ['en', 'de'],
    });
    const sync = { 'project-key': projectKey, 'sync-secret': syncSecret, 'api-url': server.apiUrl };
    const fake = fakeWithPullRequest();
    fake.deny('POST', /\/issues\/7\/comments$/, 403, 'Resource not accessible by integration');
    const api = await startFakeGitHub(fake);
    try {
      const run = await runAction(
        'push',
        { ...sync, comment: 'true', 'github-token': 'ghs_read_only' },
        {
          workspace: await makeRepo({
            'locales/en.json': jsonFile({ a: 'A', b: 'Hello {name}' }),
            'locales/de.json': jsonFile({ a: 'A-de', b: 'Hallo' }),
          }),
          env: {
            GITHUB_EVENT_NAME: 'pull_request',
            GITHUB_EVENT_PATH: await pullRequestEvent('contributor/web-app'),
            GITHUB_API_URL: api.url,
            GITHUB_REPOSITORY: 'acme/web-app',
          },
        },
      );
      expect(run.code, run.stdout).toBe(0);
      expect(run.stdout).toMatch(
        /::notice::the plan could not be commented on pull request #7 \(this pull request comes from a fork/,
      );
      expect(run.summary).toContain('| de | `locales/de.json` | 2 |');
      expect(run.summary).toContain('Problems in the translation files');
      expect(fake.comments).toEqual([]);
      expect(await serviceFile(sync, 'de')).toBeUndefined();
    } finally {
      await api.close();
    }
  });

  it('strict with problems: the step fails, and the comment says why the push would fail and where', async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'gh-push-4', {
      source: 'en',
      all: ['en', 'de'],
    });
    const fake = fakeWithPullRequest();
    const api = await startFakeGitHub(fake);
    try {
      const run = await runAction(
        'push',
        {
          'project-key': projectKey,
          'sync-secret': syncSecret,
          'api-url': server.apiUrl,
          strict: 'true',
          comment: 'true',
          'github-token': 'ghs_x',
        },
        {
          workspace: await makeRepo({
            'locales/en.json': jsonFile({ b: 'Hello {name}' }),
            'locales/de.json': jsonFile({ b: 'Hallo' }),
          }),
          env: {
            GITHUB_EVENT_NAME: 'pull_request',
            GITHUB_EVENT_PATH: await pullRequestEvent(),
            GITHUB_API_URL: api.url,
            GITHUB_REPOSITORY: 'acme/web-app',
          },
        },
      );
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/::error::1 translation problem in 1 file/);
      const body = fake.comments[0]?.body ?? '';
      expect(body.startsWith(MARKER)).toBe(true);
      expect(body).toContain('**The push would fail**: 1 translation problem in 1 file');
      expect(body).toMatch(/\| `locales\/de\.json` \| \d+ \| error: [^|]*name/);
    } finally {
      await api.close();
    }
  });

  it('no sync-secret on a pull request from a fork (GitHub passes it neither secrets nor OIDC tokens): a notice, the step passes; from the same repository it fails', async () => {
    const workspace = await makeRepo({ 'locales/en.json': jsonFile({ a: 'A' }) });
    const inputs = { 'project-key': 'acme_web', 'api-url': server.apiUrl, comment: 'true' };
    const fork = await runAction('push', inputs, {
      workspace,
      env: {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: await pullRequestEvent('contributor/web-app'),
      },
    });
    expect(fork.code, fork.stdout).toBe(0);
    expect(fork.stdout).toMatch(/::notice::no plan for this pull request: it comes from a fork/);
    const same = await runAction('push', inputs, {
      workspace,
      env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: await pullRequestEvent() },
    });
    expect(same.code).toBe(1);
    // Neither a secret nor id-token permission: the error shows both ways to fix it.
    expect(same.stdout).toContain("::error::no credentials for locale-sync: input 'sync-secret' is empty");
    expect(same.stdout).toContain('permissions: id-token: write');
  });

  it('outside pull_request, comment: true changes nothing: the push stores, and GitHub is never called', async () => {
    const { projectKey, syncSecret } = await createProject(server.dbPath, 'gh-push-3', {
      source: 'en',
      all: ['en', 'de'],
    });
    const sync = { 'project-key': projectKey, 'sync-secret': syncSecret, 'api-url': server.apiUrl };
    const fake = fakeWithPullRequest();
    const api = await startFakeGitHub(fake);
    try {
      const run = await runAction(
        'push',
        { ...sync, comment: 'true' },
        {
          workspace: await makeRepo({
            'locales/en.json': jsonFile({ a: 'A' }),
            'locales/de.json': jsonFile({ a: 'A-de' }),
          }),
          env: { GITHUB_EVENT_NAME: 'push', GITHUB_API_URL: api.url },
        },
      );
      expect(run.code, run.stdout).toBe(0);
      expect(run.summary).not.toContain('dry run');
      expect(fake.requests).toEqual([]);
      expect(await serviceFile(sync, 'de')).toBe(jsonFile({ a: 'A-de' }));
    } finally {
      await api.close();
    }
  });
});
