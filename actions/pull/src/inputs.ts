import type { Format, PullStatus, Structure } from '@locale-sync/protocol';
import {
  parseApiUrl,
  parseBoolean,
  parseFormat,
  parseLocales,
  parseMinCoverage,
  parseMissing,
  parseProjectKey,
  parseStatus,
  parseStructure,
  parseTimeout,
  resolveRoot,
  resolveTranslationBranch,
  type TranslationBranch,
} from '@locale-sync/sync';
import {
  type Credentials,
  chooseCredentials,
  MissingCredentialsError,
} from '../../shared/src/credentials.ts';
import {
  GITHUB_TOKEN_DEFAULT,
  type GitHubRun,
  gitHubRunFromEnv,
  parseBranchName,
  parseGitHubToken,
  parseList,
} from '../../shared/src/github/settings.ts';
import { COMMON_INPUTS, type InputSpec, inputLabel } from '../../shared/src/inputs.ts';
import * as core from '../../shared/src/runner-protocol.ts';
import { maskUrlCredentials } from '../../shared/src/secrets.ts';

/** Every input of service-pull, as `action-pull.yml` declares it. */
export const PULL_INPUTS = {
  ...COMMON_INPUTS,
  format: { name: 'format', required: false },
  locales: { name: 'locales', required: false, default: 'all' },
  structure: { name: 'structure', required: false },
  status: { name: 'status', required: false, default: 'approved' },
  missing: { name: 'missing', required: false, default: 'omit' },
  minCoverage: { name: 'min-coverage', required: false, default: '0' },
  createPullRequest: { name: 'create-pull-request', required: false, default: 'false' },
  githubToken: { name: 'github-token', required: false, default: GITHUB_TOKEN_DEFAULT },
  branch: { name: 'branch', required: false, default: 'locale-sync/translations' },
  base: { name: 'base', required: false },
  title: { name: 'title', required: false, default: 'Update translations from locale-sync' },
  labels: { name: 'labels', required: false },
  reviewers: { name: 'reviewers', required: false },
  commitMessage: { name: 'commit-message', required: false, default: 'Update translations from locale-sync' },
} as const satisfies Record<string, InputSpec>;

/** Output names of service-pull. */
export const PULL_OUTPUTS = {
  changed: 'changed',
  changedFiles: 'changed-files',
  files: 'files',
  pullRequestNumber: 'pull-request-number',
  pullRequestUrl: 'pull-request-url',
  pullRequestOperation: 'pull-request-operation',
} as const;

/** The settings of `create-pull-request: true`. */
export interface PullRequestInputs {
  token: string;
  run: GitHubRun;
  /** Undefined: the repository's default branch. */
  base: string | undefined;
  branch: string;
  title: string;
  commitMessage: string;
  labels: string[];
  reviewers: string[];
}

/** The checked settings of a pull run. */
export interface PullSettings {
  projectKey: string;
  /** The sync secret, or an OIDC token to request (keyless). */
  credentials: Credentials;
  apiUrl: string;
  /** Seconds a try waits for an answer's headers (input `timeout`). */
  timeoutSeconds: number;
  root: string;
  /** GITHUB_WORKSPACE (or the current folder): annotations name files relative to it. */
  workspace: string;
  dryRun: boolean;
  /** Undefined: the format of the repository's files, else json. */
  format: Format | undefined;
  /** Undefined: the structure of the repository's files, else flat. */
  structure: Structure | undefined;
  status: PullStatus;
  /** Undefined: every locale of the project but the source. */
  locales: string[] | undefined;
  missing: ReturnType<typeof parseMissing>;
  /** Undefined: no coverage check. */
  minCoverage: number | undefined;
  /** Undefined unless `create-pull-request` is true. */
  pullRequest: PullRequestInputs | undefined;
  /** The project branch pulled (`translation-branch`); undefined branch: main. */
  translationBranch: TranslationBranch;
}

/**
 * The only place the pull action reads its inputs: a required input left out fails by name. `raw`
 * keeps an empty value empty instead of taking the default.
 */
function read(spec: InputSpec, raw = false): string {
  const value = core.getInput(spec.name, { required: spec.required });
  return value === '' && !raw ? (spec.default ?? '') : value;
}

/** Reads and checks every input. The secret is masked before anything else can log. */
export function readPullInputs(env: NodeJS.ProcessEnv = process.env): PullSettings {
  const secret = read(PULL_INPUTS.syncSecret);
  if (secret !== '') core.setSecret(secret);
  const rawApiUrl = read(PULL_INPUTS.apiUrl);
  maskUrlCredentials(rawApiUrl);
  const label = (spec: InputSpec) => inputLabel(spec);
  const apiUrl = parseApiUrl(rawApiUrl, label(PULL_INPUTS.apiUrl));
  const credentials = chooseCredentials({ secret, audience: read(PULL_INPUTS.audience), apiUrl, env });
  if (credentials === undefined) throw new MissingCredentialsError();
  return {
    credentials,
    projectKey: parseProjectKey(read(PULL_INPUTS.projectKey), label(PULL_INPUTS.projectKey)),
    apiUrl,
    timeoutSeconds: parseTimeout(read(PULL_INPUTS.timeout), label(PULL_INPUTS.timeout)),
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    root: resolveRoot(read(PULL_INPUTS.path), env.GITHUB_WORKSPACE || process.cwd()),
    dryRun: parseBoolean(read(PULL_INPUTS.dryRun), label(PULL_INPUTS.dryRun)),
    format: parseFormat(read(PULL_INPUTS.format), label(PULL_INPUTS.format)),
    // core.getInput trims, and a multi-line value keeps its inner newlines: `de\nfr` works.
    locales: parseLocales(read(PULL_INPUTS.locales), label(PULL_INPUTS.locales)),
    structure: parseStructure(read(PULL_INPUTS.structure), label(PULL_INPUTS.structure)),
    status: parseStatus(read(PULL_INPUTS.status), label(PULL_INPUTS.status)),
    missing: parseMissing(read(PULL_INPUTS.missing), label(PULL_INPUTS.missing)),
    minCoverage: parseMinCoverage(read(PULL_INPUTS.minCoverage), label(PULL_INPUTS.minCoverage)),
    pullRequest: parseBoolean(read(PULL_INPUTS.createPullRequest), label(PULL_INPUTS.createPullRequest))
      ? readPullRequestInputs(env)
      : undefined,
    // Read raw: '' turns the translation branch off; the runner passes the default, auto, when it is left out.
    translationBranch: resolveTranslationBranch(
      read(PULL_INPUTS.translationBranch, true),
      label(PULL_INPUTS.translationBranch),
      env,
    ),
  };
}

/** The pull request inputs, read only when `create-pull-request` is true. */
function readPullRequestInputs(env: NodeJS.ProcessEnv): PullRequestInputs {
  const token = parseGitHubToken(read(PULL_INPUTS.githubToken), inputLabel(PULL_INPUTS.githubToken));
  core.setSecret(token);
  const base = read(PULL_INPUTS.base);
  const title = read(PULL_INPUTS.title).trim();
  const commitMessage = read(PULL_INPUTS.commitMessage).trim();
  return {
    token,
    run: gitHubRunFromEnv(env),
    base: base === '' ? undefined : parseBranchName(base, inputLabel(PULL_INPUTS.base)),
    branch: parseBranchName(read(PULL_INPUTS.branch), inputLabel(PULL_INPUTS.branch)),
    title: title === '' ? (PULL_INPUTS.title.default as string) : title,
    commitMessage: commitMessage === '' ? (PULL_INPUTS.commitMessage.default as string) : commitMessage,
    labels: parseList(read(PULL_INPUTS.labels)),
    reviewers: parseList(read(PULL_INPUTS.reviewers)).map((r) => r.replace(/^@/, '')),
  };
}
