// Checks of the GitHub inputs and the runner's GitHub variables. Imported eagerly by the actions'
// inputs.ts, so it must stay free of @actions/github: the client is loaded only when a feature needs it.
import { readFile } from 'node:fs/promises';
import { SettingError } from '@locale-sync/sync';

/** Where the run happens on GitHub, from the runner's variables. */
export interface GitHubRun {
  owner: string;
  repo: string;
  /** REST API base address: GITHUB_API_URL (GitHub Enterprise Server), else api.github.com. */
  apiUrl: string;
  /** The run's page, linked from cut bodies; undefined outside a runner. */
  runUrl: string | undefined;
  eventName: string;
  eventPath: string | undefined;
}

/** Reads the GitHub variables the runner sets; `GITHUB_REPOSITORY` is required. */
export function gitHubRunFromEnv(env: NodeJS.ProcessEnv): GitHubRun {
  const full = env.GITHUB_REPOSITORY ?? '';
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(full);
  if (!match) {
    throw new SettingError(
      `GITHUB_REPOSITORY is ${full === '' ? 'not set' : `"${full}"`}: the GitHub features (pull requests, comments) need the owner/name the runner sets; run them in a GitHub Actions job`,
    );
  }
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  return {
    owner: match[1] as string,
    repo: match[2] as string,
    apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
    runUrl: env.GITHUB_RUN_ID ? `${server}/${full}/actions/runs/${env.GITHUB_RUN_ID}` : undefined,
    eventName: env.GITHUB_EVENT_NAME ?? '',
    eventPath: env.GITHUB_EVENT_PATH || undefined,
  };
}

/** The token input; an unexpanded `${{ … }}` (a run outside the runner) counts as missing. */
export function parseGitHubToken(value: string, label: string): string {
  const token = value.trim();
  if (token === '' || token.startsWith('${{')) {
    throw new SettingError(
      `${label} is empty: pass a token with \`github-token: \${{ github.token }}\` (the default on GitHub) or a personal access token stored as a secret`,
    );
  }
  if (/\s/.test(token)) throw new SettingError(`${label} contains white space; pass the token alone`);
  return token;
}

/** A comma- or newline-separated list (labels, reviewers); empty items are dropped, duplicates kept once. */
export function parseList(value: string): string[] {
  const items = value
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return [...new Set(items)];
}

/**
 * A branch name as git accepts it (git check-ref-format): no `..`, no control characters or
 * `~^:?*[\`, no space, no leading or trailing `/` or `.`, not ending in `.lock`.
 */
export function parseBranchName(value: string, label: string): string {
  const name = value.trim().replace(/^refs\/heads\//, '');
  const bad =
    name === '' ||
    name === '@' ||
    name.includes('..') ||
    name.includes('@{') ||
    name.includes('//') ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what git refuses.
    /[\u0000-\u0020\u007f~^:?*[\\]/.test(name) ||
    /^[/.]|[/.]$/.test(name) ||
    /(^|\/)\./.test(name) ||
    /\.lock($|\/)/.test(name);
  if (bad) {
    throw new SettingError(
      `${label} "${value}" is not a valid branch name (git check-ref-format): use letters, digits, -, _, . and / such as locale-sync/translations`,
    );
  }
  return name;
}

/** The pull request a `pull_request` event is about, read from the event file. */
export interface PullRequestEvent {
  number: number;
  /** True when the head branch lives in another repository (a fork): the token is read-only there. */
  fromFork: boolean;
}

/** Events whose runs review a pull request instead of changing the service. */
export const PULL_REQUEST_EVENTS: ReadonlySet<string> = new Set(['pull_request', 'pull_request_target']);

/** Reads the pull request number and whether it comes from a fork from `GITHUB_EVENT_PATH`. */
export async function readPullRequestEvent(eventPath: string | undefined): Promise<PullRequestEvent> {
  if (eventPath === undefined) {
    throw new SettingError('GITHUB_EVENT_PATH is not set: the pull request event cannot be read');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(await readFile(eventPath, 'utf8'));
  } catch (err) {
    throw new SettingError(
      `the event file ${eventPath} (GITHUB_EVENT_PATH) cannot be read as JSON: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  const pr = field(payload, 'pull_request');
  const number = field(pr, 'number');
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
    throw new SettingError(
      `the event file ${eventPath} has no pull_request.number: is the workflow triggered by pull_request?`,
    );
  }
  const headRepo = field(field(field(pr, 'head'), 'repo'), 'full_name');
  const baseRepo = field(field(field(pr, 'base'), 'repo'), 'full_name');
  return {
    number,
    fromFork: typeof headRepo === 'string' && typeof baseRepo === 'string' && headRepo !== baseRepo,
  };
}

/**
 * For a `pull_request` event whose action is `closed`: whether the pull request was merged. Undefined
 * for any other action (opened, synchronize, …) or an unreadable event file.
 */
export async function readPullRequestClosed(
  eventPath: string | undefined,
): Promise<{ merged: boolean } | undefined> {
  if (eventPath === undefined) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(await readFile(eventPath, 'utf8'));
  } catch {
    return undefined;
  }
  if (field(payload, 'action') !== 'closed') return undefined;
  return { merged: field(field(payload, 'pull_request'), 'merged') === true };
}

/** One property of an untrusted JSON value, only if it is an own property of an object. */
function field(value: unknown, name: string): unknown {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, name)) return undefined;
  return (value as Record<string, unknown>)[name];
}

/** The default of `github-token`: a workflow expression the runner expands to the job's token. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, not a template.
export const GITHUB_TOKEN_DEFAULT = '${{ github.token }}';
