import { readFileSync } from 'node:fs';
import { BRANCH_PATTERN } from '@locale-sync/protocol';
import { SettingError } from '../settings.ts';

/** The default of `translation-branch` / `--translation-branch`: the workflow's git branch, unless it is the default one. */
export const TRANSLATION_BRANCH_AUTO = 'auto';
/** Turns the translation branch off (main), as `''` does. */
export const TRANSLATION_BRANCH_NONE = 'none';

/** The project branch a run works on, and why, for its log and summary. */
export interface TranslationBranch {
  /** Undefined: main. */
  branch: string | undefined;
  /** One sentence: which branch and where it comes from. */
  reason: string;
}

/**
 * Resolves `translation-branch`. `''` and `none`: main. `auto`: the pull request's head branch on a
 * pull_request event (GITHUB_HEAD_REF; GitLab CI_MERGE_REQUEST_SOURCE_BRANCH_NAME), else the pushed
 * branch (GITHUB_REF refs/heads/…; GitLab CI_COMMIT_BRANCH), and main when that is the repository's
 * default branch (the event file's repository.default_branch; GitLab CI_DEFAULT_BRANCH; when
 * neither tells, `main` and `master` count as default) or when the run is on no branch (a tag).
 * Anything else is the branch's name (a leading refs/heads/ is dropped).
 */
export function resolveTranslationBranch(
  value: string,
  label: string,
  env: Record<string, string | undefined>,
): TranslationBranch {
  const raw = value.trim();
  if (raw === '' || raw === TRANSLATION_BRANCH_NONE) {
    return { branch: undefined, reason: `translation branch: none (main), as ${label} says` };
  }
  if (raw !== TRANSLATION_BRANCH_AUTO) {
    const name = raw.replace(/^refs\/heads\//, '');
    checkName(name, `${label} "${value}"`);
    return { branch: name, reason: `translation branch: ${name} (from ${label})` };
  }
  const git = gitBranchFromEnv(env);
  if (git === undefined) {
    return { branch: undefined, reason: 'translation branch: none (main): the run is on no git branch' };
  }
  const fallback = defaultBranchFromEnv(env);
  const isDefault = fallback === undefined ? git === 'main' || git === 'master' : git === fallback;
  if (isDefault) {
    return {
      branch: undefined,
      reason: `translation branch: none (main): ${git} is the repository's default branch`,
    };
  }
  if (!BRANCH_PATTERN.test(git)) {
    throw new SettingError(
      `the git branch "${git}" cannot name a translation branch (letters, digits and . _ / @ + -, at most 200): set ${label} to a name, or to none`,
    );
  }
  return { branch: git, reason: `translation branch: ${git} (the workflow's git branch)` };
}

/** The git branch the CI run is about: a pull request's head branch, else the pushed branch. */
export function gitBranchFromEnv(env: Record<string, string | undefined>): string | undefined {
  const pick = (name: string) => (env[name] ? env[name] : undefined);
  const head = pick('GITHUB_HEAD_REF') ?? pick('CI_MERGE_REQUEST_SOURCE_BRANCH_NAME');
  if (head !== undefined) return head;
  const ref = pick('GITHUB_REF');
  if (ref !== undefined) return ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
  return pick('CI_COMMIT_BRANCH');
}

/** The repository's default branch, when the CI run tells it. */
function defaultBranchFromEnv(env: Record<string, string | undefined>): string | undefined {
  if (env.CI_DEFAULT_BRANCH) return env.CI_DEFAULT_BRANCH;
  const path = env.GITHUB_EVENT_PATH;
  if (!path) return undefined;
  try {
    const event: unknown = JSON.parse(readFileSync(path, 'utf8'));
    const repository = own(event, 'repository');
    const name = own(repository, 'default_branch');
    return typeof name === 'string' && name !== '' ? name : undefined;
  } catch {
    // An unreadable event file tells nothing: the main/master rule applies.
    return undefined;
  }
}

function own(value: unknown, name: string): unknown {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, name)) return undefined;
  return (value as Record<string, unknown>)[name];
}

function checkName(name: string, what: string): void {
  if (!BRANCH_PATTERN.test(name)) {
    throw new SettingError(
      `${what} is not a translation branch name: use at most 200 letters, digits and . _ / @ + -, without "..", "//", "@{", or a leading or trailing "/" or "." (or none for main)`,
    );
  }
}
