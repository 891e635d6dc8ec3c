// The push action's plan comment against the fake GitHub through msw, and the Markdown of comments
// and pull request bodies (cut to GitHub's limit with a link to the run).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gitBlobSha } from '../src/github/blob.ts';
import {
  cutToLimit,
  GITHUB_BODY_LIMIT,
  PLAN_COMMENT_MARKER,
  renderPlanComment,
  renderPullRequestBody,
} from '../src/github/body.ts';
import { writePlanComment } from '../src/github/review.ts';
import { FakeGitHub, mswGitHub } from './github-msw.ts';

const github = mswGitHub();
const repo = { owner: 'acme', repo: 'web-app' };
const RUN_URL = 'https://github.com/acme/web-app/actions/runs/42';

/** A fake with pull request #7 open and someone's comment on it. */
function withPullRequest(): FakeGitHub {
  const fake = new FakeGitHub();
  fake.commitFiles('main', { 'a.txt': 'a\n' });
  fake.commitFiles('feature', { 'b.txt': 'b\n' });
  fake.pulls.push({
    number: 7,
    head: 'feature',
    base: 'main',
    title: 'Feature',
    body: '',
    state: 'open',
    labels: [],
    reviewers: [],
    teamReviewers: [],
  });
  fake.comments.push({ id: 500, issue: 7, body: `Looks good; what does ${PLAN_COMMENT_MARKER} mean?` });
  return fake;
}

const CHANGES = [
  {
    locale: 'de',
    path: 'locales/de.json',
    created: ['checkout.title'],
    updated: [],
    obsolete: ['old.key'],
    unchanged: 3,
  },
];

describe('writePlanComment', () => {
  it('creates the comment on the first run and updates the same one in place on the next', async () => {
    const fake = withPullRequest();
    const gh = github.use(fake);
    const first = renderPlanComment({ changes: CHANGES, note: 'first', problems: [], runUrl: RUN_URL });
    expect(await writePlanComment({ gh, repo, number: 7, marker: PLAN_COMMENT_MARKER, body: first })).toEqual(
      {
        operation: 'created',
        id: 1001,
        url: 'https://github.com/acme/web-app/pull/7#issuecomment-1001',
      },
    );
    const second = renderPlanComment({ changes: [], note: 'second', problems: [], runUrl: RUN_URL });
    expect(
      (await writePlanComment({ gh, repo, number: 7, marker: PLAN_COMMENT_MARKER, body: second })).operation,
    ).toBe('updated');
    expect(
      (await writePlanComment({ gh, repo, number: 7, marker: PLAN_COMMENT_MARKER, body: second })).operation,
    ).toBe('unchanged');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /repos/acme/web-app/issues/7/comments',
      'POST /repos/acme/web-app/issues/7/comments',
      'GET /repos/acme/web-app/issues/7/comments',
      'PATCH /repos/acme/web-app/issues/comments/1001',
      'GET /repos/acme/web-app/issues/7/comments',
    ]);
    expect(fake.requests[1]?.body).toEqual({ body: first });
    expect(fake.requests[3]?.body).toEqual({ body: second });
    // One locale-sync comment; the reviewer's comment that quotes the marker is left alone.
    expect(fake.comments.map((c) => c.id)).toEqual([500, 1001]);
    expect(fake.comments[0]?.body).toMatch(/^Looks good/);
  });

  it('a fork (403 on the comment): refused, not thrown, with the reason', async () => {
    const fake = withPullRequest();
    fake.deny('POST', /\/issues\/7\/comments$/, 403, 'Resource not accessible by integration');
    const gh = github.use(fake);
    const outcome = await writePlanComment({
      gh,
      repo,
      number: 7,
      marker: PLAN_COMMENT_MARKER,
      body: `${PLAN_COMMENT_MARKER}\nplan`,
    });
    expect(outcome.operation).toBe('refused');
    expect(outcome.operation === 'refused' && outcome.reason).toMatch(/`pull-requests: write`/);
    expect(fake.comments).toHaveLength(1);
  });

  it('another failure (500) is thrown with what was being done', async () => {
    const fake = withPullRequest();
    fake.deny('GET', /\/issues\/7\/comments$/, 500, 'Server Error');
    const gh = github.use(fake);
    await expect(
      writePlanComment({ gh, repo, number: 7, marker: PLAN_COMMENT_MARKER, body: 'x' }),
    ).rejects.toThrow('GitHub refused to read the comments of pull request #7 (500: Server Error)');
  });
});

describe('renderPlanComment', () => {
  it('starts with the marker, lists keys per locale (long ones cut) and the problems with file and line, escaped', () => {
    const long = `key.${'x'.repeat(200)}`;
    const body = renderPlanComment({
      changes: [{ ...CHANGES[0], created: ['checkout.title', long] } as (typeof CHANGES)[0]],
      note: '2 keys created',
      problems: [
        { level: 'warning', message: 'placeholder {count} is lost', file: 'locales/de.json', line: 4 },
        { level: 'error', message: 'broken <b>ICU</b>', file: 'locales/fr.json' },
      ],
      runUrl: RUN_URL,
    });
    expect(body.startsWith(`${PLAN_COMMENT_MARKER}\n`)).toBe(true);
    expect(body).toContain('| created | `checkout.title` |');
    expect(body).toContain('| obsolete | `old.key` |');
    expect(body).toContain(`${'x'.repeat(75)}…\` |`);
    expect(body).not.toContain('x'.repeat(80));
    expect(body).toContain('| `locales/de.json` | 4 | warning: placeholder \\{count\\} is lost |');
    expect(body).toContain('| `locales/fr.json` |  | error: broken \\<b\\>ICU\\</b\\> |');
    expect(body).toContain(`([run](${RUN_URL}))`);
  });

  it('says why the push would fail', () => {
    const body = renderPlanComment({
      changes: undefined,
      note: undefined,
      problems: [],
      failure: 'a file is broken',
      runUrl: undefined,
    });
    expect(body).toContain('**The push would fail**: a file is broken');
  });

  it('a plan of 5,000 long keys is cut to 65,536 characters with a link to the run, the marker kept', () => {
    const keys = Array.from({ length: 5000 }, (_, i) => `section.${i}.${'k'.repeat(60)}`);
    const changes = Array.from({ length: 40 }, (_, i) => ({
      locale: `l${i}`,
      path: `locales/l${i}.json`,
      created: keys,
      updated: [],
      obsolete: [],
      unchanged: 0,
    }));
    const body = renderPlanComment({ changes, note: undefined, problems: [], runUrl: RUN_URL });
    expect(body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(body.startsWith(PLAN_COMMENT_MARKER)).toBe(true);
    expect(body).toContain(`the whole list is in the [run's job summary](${RUN_URL})`);
    expect(body.split('<details>').length).toBe(body.split('</details>').length);
    const pr = renderPullRequestBody({ changes, note: 'n', runUrl: RUN_URL });
    expect(pr.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(pr).toContain(RUN_URL);
  });
});

describe('cutToLimit', () => {
  it('keeps text within the limit as it is, and cuts longer text to the limit with the footer (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 80 }), { maxLength: 200 }),
        fc.integer({ min: 300, max: 3000 }),
        (lines, limit) => {
          const text = lines.join('\n');
          const cut = cutToLimit(text, RUN_URL, limit);
          if (text.length <= limit) expect(cut).toBe(text);
          else {
            expect(cut.length).toBeLessThanOrEqual(limit);
            expect(cut).toContain(RUN_URL);
          }
        },
      ),
    );
  });
});

describe('gitBlobSha', () => {
  it('is the object id git gives the bytes', () => {
    // `printf 'hello\n' | git hash-object --stdin`, and the empty blob.
    expect(gitBlobSha(Buffer.from('hello\n'))).toBe('ce013625030ba8dba906f756967f9e9ca394464a');
    expect(gitBlobSha(new Uint8Array())).toBe('e69de29bb2d1d6434b8b29ae775ad8c2e48c5391');
  });
});
