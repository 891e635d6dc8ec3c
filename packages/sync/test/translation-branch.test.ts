import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveTranslationBranch } from '../src/branch/translation-branch.ts';
import { SettingError } from '../src/settings.ts';

const LABEL = "input 'translation-branch'";

async function eventFile(payload: unknown): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'ls-event-')), 'event.json');
  await writeFile(path, JSON.stringify(payload));
  return path;
}

describe('translation-branch', () => {
  it("turns off with '' and none", () => {
    const env = { GITHUB_REF: 'refs/heads/feature/a' };
    expect(resolveTranslationBranch('', LABEL, env).branch).toBeUndefined();
    expect(resolveTranslationBranch('none', LABEL, env)).toEqual({
      branch: undefined,
      reason: `translation branch: none (main), as ${LABEL} says`,
    });
  });

  it('auto: the pull request head branch on pull_request events', async () => {
    const env = {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_HEAD_REF: 'feature/checkout',
      GITHUB_REF: 'refs/pull/7/merge',
      GITHUB_EVENT_PATH: await eventFile({ repository: { default_branch: 'main' } }),
    };
    expect(resolveTranslationBranch('auto', LABEL, env)).toEqual({
      branch: 'feature/checkout',
      reason: "translation branch: feature/checkout (the workflow's git branch)",
    });
  });

  it("auto: the pushed branch, and main when it is the repository's default branch", async () => {
    const event = await eventFile({ repository: { default_branch: 'develop' } });
    expect(
      resolveTranslationBranch('auto', LABEL, { GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_PATH: event })
        .branch,
    ).toBe('main');
    expect(
      resolveTranslationBranch('auto', LABEL, { GITHUB_REF: 'refs/heads/develop', GITHUB_EVENT_PATH: event }),
    ).toEqual({
      branch: undefined,
      reason: "translation branch: none (main): develop is the repository's default branch",
    });
    // Without an event file that names the default branch, main and master count as default.
    expect(resolveTranslationBranch('auto', LABEL, { GITHUB_REF: 'refs/heads/main' }).branch).toBeUndefined();
    expect(
      resolveTranslationBranch('auto', LABEL, { GITHUB_REF: 'refs/heads/master' }).branch,
    ).toBeUndefined();
    expect(resolveTranslationBranch('auto', LABEL, { GITHUB_REF: 'refs/heads/topic' }).branch).toBe('topic');
    // A tag is no branch; a run outside CI has none.
    expect(resolveTranslationBranch('auto', LABEL, { GITHUB_REF: 'refs/tags/v1' }).branch).toBeUndefined();
    expect(resolveTranslationBranch('auto', LABEL, {}).branch).toBeUndefined();
  });

  it('auto on GitLab: the merge request source branch, else the commit branch unless the default', () => {
    expect(
      resolveTranslationBranch('auto', LABEL, {
        CI_MERGE_REQUEST_SOURCE_BRANCH_NAME: 'mr/x',
        CI_DEFAULT_BRANCH: 'main',
      }).branch,
    ).toBe('mr/x');
    expect(
      resolveTranslationBranch('auto', LABEL, { CI_COMMIT_BRANCH: 'main', CI_DEFAULT_BRANCH: 'main' }).branch,
    ).toBeUndefined();
  });

  it('takes a name as given (refs/heads/ dropped) and refuses one that is not a name', () => {
    expect(resolveTranslationBranch('refs/heads/release/2', LABEL, {}).branch).toBe('release/2');
    for (const bad of ['../x', 'a b', 'a//b', 'x.']) {
      expect(() => resolveTranslationBranch(bad, LABEL, {})).toThrow(SettingError);
      expect(() => resolveTranslationBranch(bad, LABEL, {})).toThrow(LABEL);
    }
  });
});
