// The pull action's pull request flow against the fake GitHub through msw: every request's method,
// path and body is checked, for each path the issue lists.
import { describe, expect, it } from 'vitest';
import { gitBlobSha } from '../src/github/blob.ts';
import { COMMIT_TRAILER } from '../src/github/commit.ts';
import { GitHubError, GitHubPermissionError } from '../src/github/errors.ts';
import { type PullRequestSettings, syncPullRequest } from '../src/github/open-pull-request.ts';
import { FakeGitHub, mswGitHub } from './github-msw.ts';

const github = mswGitHub();
const repo = { owner: 'acme', repo: 'web-app' };
const SETTINGS: PullRequestSettings = {
  base: undefined,
  branch: 'locale-sync/translations',
  title: 'Update translations from locale-sync',
  commitMessage: 'Update translations from locale-sync',
  labels: ['i18n'],
  reviewers: ['octocat', 'acme/translators'],
};
const BRANCH_REF = 'heads%2Flocale-sync%2Ftranslations';

function file(path: string, text: string) {
  return { path, content: Buffer.from(text, 'utf8') };
}

/** A repository whose main holds the source and an outdated German file. */
function seeded(): { fake: FakeGitHub; baseSha: string } {
  const fake = new FakeGitHub();
  const baseSha = fake.commitFiles('main', {
    'README.md': '# web-app\n',
    'locales/en.json': '{"hello":"Hello","bye":"Bye"}\n',
    'locales/de.json': '{"hello":"Hallo"}\n',
  });
  return { fake, baseSha };
}

async function run(fake: FakeGitHub, files: { path: string; content: Buffer }[], body = 'the table') {
  const gh = github.use(fake);
  const log: string[] = [];
  const outcome = await syncPullRequest({
    gh,
    repo,
    settings: SETTINGS,
    files,
    body,
    log: (l) => log.push(l),
    warn: (l) => log.push(`warning: ${l}`),
  });
  return { outcome, log };
}

describe('syncPullRequest', () => {
  it('first run: blobs, tree, commit on the default branch head, branch, pull request, labels, reviewers', async () => {
    const { fake, baseSha } = seeded();
    const de = '{"hello":"Hallo","bye":"Tschüss"}\n';
    const { outcome } = await run(fake, [
      file('locales/de.json', de),
      file('locales/fr.json', '{"hello":"Bonjour"}\n'),
      // Already on the base byte for byte: not sent.
      file('locales/en.json', '{"hello":"Hello","bye":"Bye"}\n'),
    ]);
    expect(outcome).toEqual({
      operation: 'created',
      number: 7,
      url: 'https://github.com/acme/web-app/pull/7',
    });
    const baseTree = fake.commit(baseSha).tree;
    const commitSha = fake.branches.get('locale-sync/translations') as string;
    const treeSha = fake.commit(commitSha).tree;
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /repos/acme/web-app',
      'GET /repos/acme/web-app/git/ref/heads%2Fmain',
      `GET /repos/acme/web-app/git/commits/${baseSha}`,
      `GET /repos/acme/web-app/git/trees/${baseTree}`,
      `GET /repos/acme/web-app/git/ref/${BRANCH_REF}`,
      'POST /repos/acme/web-app/git/blobs',
      'POST /repos/acme/web-app/git/blobs',
      'POST /repos/acme/web-app/git/trees',
      'POST /repos/acme/web-app/git/commits',
      'POST /repos/acme/web-app/git/refs',
      'GET /repos/acme/web-app/pulls',
      'POST /repos/acme/web-app/pulls',
      'POST /repos/acme/web-app/issues/7/labels',
      'POST /repos/acme/web-app/pulls/7/requested_reviewers',
    ]);
    const writes = fake.writes();
    expect(writes[0]?.body).toEqual({ content: Buffer.from(de).toString('base64'), encoding: 'base64' });
    expect(writes[2]?.body).toEqual({
      base_tree: baseTree,
      tree: [
        { path: 'locales/de.json', mode: '100644', type: 'blob', sha: gitBlobSha(Buffer.from(de)) },
        {
          path: 'locales/fr.json',
          mode: '100644',
          type: 'blob',
          sha: gitBlobSha(Buffer.from('{"hello":"Bonjour"}\n')),
        },
      ],
    });
    expect(writes[3]?.body).toEqual({
      message: `Update translations from locale-sync\n\n${COMMIT_TRAILER}\n`,
      tree: treeSha,
      parents: [baseSha],
    });
    expect(writes[4]?.body).toEqual({ ref: 'refs/heads/locale-sync/translations', sha: commitSha });
    expect(fake.requests[10]?.query).toEqual({
      state: 'open',
      head: 'acme:locale-sync/translations',
      base: 'main',
      per_page: '10',
    });
    expect(writes[5]?.body).toEqual({
      head: 'locale-sync/translations',
      base: 'main',
      title: 'Update translations from locale-sync',
      body: 'the table',
    });
    expect(writes[6]?.body).toEqual({ labels: ['i18n'] });
    expect(writes[7]?.body).toEqual({ reviewers: ['octocat'], team_reviewers: ['translators'] });
    // The branch holds the base plus exactly the changed files.
    const onBranch = fake.files('locale-sync/translations');
    expect([...onBranch.keys()].sort()).toEqual([
      'README.md',
      'locales/de.json',
      'locales/en.json',
      'locales/fr.json',
    ]);
    expect(onBranch.get('locales/de.json')).toBe(de);
  });

  it('second run with new changes: a new commit on the base, the branch moved, the same pull request updated', async () => {
    const { fake, baseSha } = seeded();
    await run(fake, [file('locales/de.json', '{"hello":"Hallo","bye":"Tschüss"}\n')]);
    const first = fake.branches.get('locale-sync/translations') as string;
    fake.requests.length = 0;
    const { outcome } = await run(
      fake,
      [file('locales/de.json', '{"hello":"Servus","bye":"Tschüss"}\n')],
      'new table',
    );
    expect(outcome).toEqual({
      operation: 'updated',
      number: 7,
      url: 'https://github.com/acme/web-app/pull/7',
    });
    const second = fake.branches.get('locale-sync/translations') as string;
    expect(second).not.toBe(first);
    expect(fake.commit(second).parents).toEqual([baseSha]);
    expect(fake.writes().map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /repos/acme/web-app/git/blobs',
      'POST /repos/acme/web-app/git/trees',
      'POST /repos/acme/web-app/git/commits',
      `PATCH /repos/acme/web-app/git/refs/${BRANCH_REF}`,
      'PATCH /repos/acme/web-app/pulls/7',
      'POST /repos/acme/web-app/issues/7/labels',
    ]);
    expect(fake.writes()[3]?.body).toEqual({ sha: second, force: true });
    expect(fake.writes()[4]?.body).toEqual({ title: SETTINGS.title, body: 'new table' });
    expect(fake.pulls).toHaveLength(1);
    expect(fake.pulls[0]?.body).toBe('new table');
    expect(fake.pulls[0]?.reviewers).toEqual(['octocat']);
  });

  it('the same files again: no commit, no edit, operation none', async () => {
    const { fake } = seeded();
    const files = [file('locales/de.json', '{"hello":"Hallo","bye":"Tschüss"}\n')];
    await run(fake, files);
    fake.requests.length = 0;
    const { outcome } = await run(fake, files);
    expect(outcome.operation).toBe('none');
    expect(outcome.number).toBe(7);
    // The tree is built to compare, nothing else changes.
    expect(fake.writes().map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /repos/acme/web-app/git/blobs',
      'POST /repos/acme/web-app/git/trees',
      'POST /repos/acme/web-app/issues/7/labels',
    ]);
  });

  it('nothing changed against the base: no commit, the open pull request is closed with a comment saying why', async () => {
    const { fake } = seeded();
    await run(fake, [file('locales/de.json', '{"hello":"Hallo","bye":"Tschüss"}\n')]);
    // The pull request was merged by hand: main now has the file.
    fake.commitFiles('main', { 'locales/de.json': '{"hello":"Hallo","bye":"Tschüss"}\n' });
    fake.requests.length = 0;
    const { outcome, log } = await run(fake, [
      file('locales/de.json', '{"hello":"Hallo","bye":"Tschüss"}\n'),
    ]);
    expect(outcome).toEqual({
      operation: 'closed',
      number: 7,
      url: 'https://github.com/acme/web-app/pull/7',
    });
    expect(fake.writes().map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /repos/acme/web-app/issues/7/comments',
      'PATCH /repos/acme/web-app/pulls/7',
    ]);
    expect(fake.writes()[0]?.body).toEqual({
      body: expect.stringMatching(/`main` already holds these translations/),
    });
    expect(fake.writes()[1]?.body).toEqual({ state: 'closed' });
    expect(fake.pulls[0]?.state).toBe('closed');
    expect(log.join('\n')).toContain('closed pull request #7');
  });

  it('nothing changed and no pull request open: operation none and no write at all', async () => {
    const { fake } = seeded();
    const { outcome } = await run(fake, []);
    expect(outcome).toEqual({ operation: 'none' });
    expect(fake.writes()).toEqual([]);
  });

  it('base moved on: the branch is re-created on the new base head (no merge commit), forced over its own old commit', async () => {
    const { fake } = seeded();
    await run(fake, [file('locales/de.json', '{"hello":"Hallo","bye":"Tschüss"}\n')]);
    const newBase = fake.commitFiles('main', { 'src/app.ts': 'export {};\n' }, { message: 'feature' });
    fake.requests.length = 0;
    const { outcome } = await run(fake, [file('locales/de.json', '{"hello":"Hallo","bye":"Tschüss"}\n')]);
    expect(outcome.operation).toBe('updated');
    const head = fake.branches.get('locale-sync/translations') as string;
    expect(fake.commit(head).parents).toEqual([newBase]);
    const commitBody = fake.writes().find((r) => r.path.endsWith('/git/commits'))?.body;
    expect(commitBody).toMatchObject({ parents: [newBase] });
    expect(fake.files('locale-sync/translations').get('src/app.ts')).toBe('export {};\n');
    expect(fake.writes().find((r) => r.method === 'PATCH' && r.path.includes('/git/refs/'))?.body).toEqual({
      sha: head,
      force: true,
    });
  });

  it('a branch with a foreign commit: the step fails, saying so, and the branch is not touched', async () => {
    const { fake } = seeded();
    await run(fake, [file('locales/de.json', '{"hello":"Hallo","bye":"Tschüss"}\n')]);
    const foreign = fake.commitFiles(
      'locale-sync/translations',
      { 'locales/de.json': '{"hello":"Hallo!","bye":"Tschüss"}\n' },
      { message: 'Fix a typo', author: 'Reviewer' },
    );
    fake.requests.length = 0;
    const failure = run(fake, [file('locales/de.json', '{"hello":"Grüß Gott","bye":"Tschüss"}\n')]);
    await expect(failure).rejects.toThrow(GitHubError);
    await expect(failure).rejects.toThrow(
      new RegExp(
        `holds a commit locale-sync did not make \\(${foreign.slice(0, 7)} "Fix a typo" by Reviewer\\).*never force-pushes`,
      ),
    );
    expect(fake.writes()).toEqual([]);
    expect(fake.branches.get('locale-sync/translations')).toBe(foreign);
  });

  it('a merge commit on the branch counts as foreign too', async () => {
    const { fake, baseSha } = seeded();
    await run(fake, [file('locales/de.json', '{"hello":"Hallo","bye":"Tschüss"}\n')]);
    const ours = fake.branches.get('locale-sync/translations') as string;
    const merge = fake.commitFiles(
      'locale-sync/translations',
      {},
      { message: `Merge main\n\n${COMMIT_TRAILER}` },
    );
    fake.commit(merge).parents.push(baseSha);
    expect(ours).not.toBe(merge);
    await expect(run(fake, [file('locales/de.json', '{"hello":"x"}\n')])).rejects.toThrow(/did not make/);
  });

  it('a token without contents: write (403): the message names the permission and the permissions block', async () => {
    const { fake } = seeded();
    fake.deny('POST', /\/git\/blobs$/, 403, 'Resource not accessible by integration');
    const failure = run(fake, [file('locales/de.json', '{"hello":"Hallo","bye":"Tschüss"}\n')]);
    await expect(failure).rejects.toThrow(GitHubPermissionError);
    await expect(failure).rejects.toThrow(
      "GitHub refused to upload locales/de.json (403: Resource not accessible by integration): the token of input 'github-token' lacks the `contents: write` permission. Add to the job (or the workflow) in the workflow file:\npermissions:\n  contents: write\n  pull-requests: write",
    );
  });

  it('a token without pull-requests: write (403 on the pull request): the message names that permission', async () => {
    const { fake } = seeded();
    fake.deny('POST', /\/pulls$/, 403, 'Resource not accessible by integration');
    await expect(run(fake, [file('locales/de.json', '{"x":"y"}\n')])).rejects.toThrow(
      /open a pull request from locale-sync\/translations into main \(403: Resource not accessible by integration\): the token of input 'github-token' lacks the `pull-requests: write` permission[\s\S]*permissions:\n {2}contents: write\n {2}pull-requests: write/,
    );
  });

  it('Actions not allowed to open pull requests: the message names the repository setting', async () => {
    const { fake } = seeded();
    fake.deny('POST', /\/pulls$/, 403, 'GitHub Actions is not permitted to create or approve pull requests.');
    await expect(run(fake, [file('locales/de.json', '{"x":"y"}\n')])).rejects.toThrow(
      /Allow GitHub Actions to create and approve pull requests/,
    );
  });

  it('a reviewer GitHub refuses (422) is a warning: the pull request stays opened and labelled', async () => {
    const { fake } = seeded();
    fake.deny('POST', /\/requested_reviewers$/, 422, 'Reviews may only be requested from collaborators.');
    const { outcome, log } = await run(fake, [file('locales/de.json', '{"x":"y"}\n')]);
    expect(outcome.operation).toBe('created');
    expect(fake.pulls[0]?.labels).toEqual(['i18n']);
    expect(log).toContain(
      'warning: pull request #7 was opened, but GitHub refused to request reviews on pull request #7 (422: Reviews may only be requested from collaborators.)',
    );
  });

  it('a base branch that does not exist, and a branch equal to the base, are refused by name', async () => {
    const { fake } = seeded();
    const gh = github.use(fake);
    const args = { gh, repo, files: [file('a.json', '{}')], body: '', log: () => {}, warn: () => {} };
    await expect(syncPullRequest({ ...args, settings: { ...SETTINGS, base: 'develop' } })).rejects.toThrow(
      `the base branch "develop" does not exist in acme/web-app: set input 'base' to an existing branch`,
    );
    await expect(syncPullRequest({ ...args, settings: { ...SETTINGS, branch: 'main' } })).rejects.toThrow(
      /input 'branch' \(main\) is the base branch/,
    );
  });
});
