// The GitHub inputs and runner variables, checked once with errors that name the input.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  GITHUB_TOKEN_DEFAULT,
  gitHubRunFromEnv,
  parseBranchName,
  parseGitHubToken,
  parseList,
  readPullRequestEvent,
} from '../src/github/settings.ts';

describe('GitHub settings', () => {
  it('reads the repository, the API address (GitHub Enterprise Server) and the run link', () => {
    expect(
      gitHubRunFromEnv({
        GITHUB_REPOSITORY: 'acme/web-app',
        GITHUB_API_URL: 'https://ghe.example.com/api/v3/',
        GITHUB_SERVER_URL: 'https://ghe.example.com',
        GITHUB_RUN_ID: '42',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: '/tmp/event.json',
      }),
    ).toEqual({
      owner: 'acme',
      repo: 'web-app',
      apiUrl: 'https://ghe.example.com/api/v3',
      runUrl: 'https://ghe.example.com/acme/web-app/actions/runs/42',
      eventName: 'pull_request',
      eventPath: '/tmp/event.json',
    });
    expect(gitHubRunFromEnv({ GITHUB_REPOSITORY: 'a/b' }).apiUrl).toBe('https://api.github.com');
    expect(() => gitHubRunFromEnv({})).toThrow(/GITHUB_REPOSITORY is not set/);
  });

  it('refuses an empty or unexpanded token by input name', () => {
    expect(parseGitHubToken(' ghs_abc ', "input 'github-token'")).toBe('ghs_abc');
    expect(() => parseGitHubToken('', "input 'github-token'")).toThrow(/^input 'github-token' is empty/);
    expect(() => parseGitHubToken(GITHUB_TOKEN_DEFAULT, "input 'github-token'")).toThrow(/is empty/);
  });

  it('splits lists on commas and newlines, and checks branch names as git does', () => {
    expect(parseList('i18n, translations\n\ni18n,')).toEqual(['i18n', 'translations']);
    expect(parseBranchName('refs/heads/locale-sync/translations', 'b')).toBe('locale-sync/translations');
    for (const bad of ['', 'a..b', 'a b', 'a:b', '/a', 'a/', 'a.lock', 'a/.hidden', 'a@{1}', 'x~1']) {
      expect(() => parseBranchName(bad, "input 'branch'")).toThrow(
        /input 'branch' .* is not a valid branch name/,
      );
    }
  });

  it('reads the pull request number and whether it comes from a fork', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ls-event-'));
    const file = path.join(dir, 'event.json');
    const repo = (full_name: string) => ({ repo: { full_name } });
    await writeFile(
      file,
      JSON.stringify({ pull_request: { number: 7, head: repo('fork/web-app'), base: repo('acme/web-app') } }),
    );
    expect(await readPullRequestEvent(file)).toEqual({ number: 7, fromFork: true });
    await writeFile(
      file,
      JSON.stringify({ pull_request: { number: 8, head: repo('acme/web-app'), base: repo('acme/web-app') } }),
    );
    expect(await readPullRequestEvent(file)).toEqual({ number: 8, fromFork: false });
    await writeFile(file, JSON.stringify({ ref: 'refs/heads/main' }));
    await expect(readPullRequestEvent(file)).rejects.toThrow(/has no pull_request.number/);
    await expect(readPullRequestEvent(undefined)).rejects.toThrow(/GITHUB_EVENT_PATH is not set/);
  });
});
