import type { PushSource } from '@locale-sync/protocol';
import {
  parseApiUrl,
  parseBoolean,
  parseProjectKey,
  parseSourceLocale,
  parseTimeout,
  resolveRoot,
  resolveTranslationBranch,
  sourceFromEnv,
  type TranslationBranch,
} from '@locale-sync/sync';
import {
  type Credentials,
  chooseCredentials,
  MissingCredentialsError,
  NO_CREDENTIALS_MESSAGE,
} from '../../shared/src/credentials.ts';
import {
  GITHUB_TOKEN_DEFAULT,
  type GitHubRun,
  gitHubRunFromEnv,
  PULL_REQUEST_EVENTS,
  parseGitHubToken,
} from '../../shared/src/github/settings.ts';
import { COMMON_INPUTS, type InputSpec, inputLabel } from '../../shared/src/inputs.ts';
import * as core from '../../shared/src/runner-protocol.ts';
import { maskUrlCredentials } from '../../shared/src/secrets.ts';

/** Every input of service-push, as `action-push.yml` declares it. */
export const PUSH_INPUTS = {
  ...COMMON_INPUTS,
  sourceLocale: { name: 'source-locale', required: false, default: '' },
  strict: { name: 'strict', required: false, default: 'false' },
  comment: { name: 'comment', required: false, default: 'false' },
  githubToken: { name: 'github-token', required: false, default: GITHUB_TOKEN_DEFAULT },
} as const satisfies Record<string, InputSpec>;

/** Output names of service-push. */
export const PUSH_OUTPUTS = {
  files: 'files',
  locales: 'locales',
  keysCreated: 'keys-created',
  keysUpdated: 'keys-updated',
} as const;

/** The checked settings of a push run. */
export interface PushSettings {
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
  source: PushSource | undefined;
  /** Undefined: the config's `sourceLocale`, else the one discovery chose, else `en`. */
  sourceLocale: string | undefined;
  /** Translation problems fail the push before anything is sent. */
  strict: boolean;
  /**
   * True on a `pull_request` event: the push goes to the translation branch, or is a dry run when
   * there is none.
   */
  pullRequestEvent: boolean;
  /** The project branch pushed to (`translation-branch`); undefined branch: main. */
  translationBranch: TranslationBranch;
  /** Set when the plan is commented on the pull request (`comment: true` on a pull_request event). */
  comment: { token: string; run: GitHubRun } | undefined;
}

/**
 * A pull_request run with neither the sync secret nor an OIDC token. GitHub passes neither to runs
 * of pull requests from forks (nor Dependabot's), so `run()` checks the event before failing.
 */
export class MissingSecretOnPullRequest extends Error {
  override name = 'MissingSecretOnPullRequest';
  readonly eventPath: string | undefined;

  constructor(eventPath: string | undefined) {
    super(NO_CREDENTIALS_MESSAGE);
    this.eventPath = eventPath;
  }
}

/**
 * The only place the push action reads its inputs: a required input left out fails by name. `raw`
 * keeps an empty value empty instead of taking the default.
 */
function read(spec: InputSpec, required = spec.required, raw = false): string {
  const value = core.getInput(spec.name, { required });
  return value === '' && !raw ? (spec.default ?? '') : value;
}

/** Reads and checks every input. The secret is masked before anything else can log. */
export function readPushInputs(env: NodeJS.ProcessEnv = process.env): PushSettings {
  const pullRequestEvent = PULL_REQUEST_EVENTS.has(env.GITHUB_EVENT_NAME ?? '');
  const secret = read(PUSH_INPUTS.syncSecret);
  if (secret !== '') core.setSecret(secret);
  const rawApiUrl = read(PUSH_INPUTS.apiUrl);
  maskUrlCredentials(rawApiUrl);
  const apiUrl = parseApiUrl(rawApiUrl, inputLabel(PUSH_INPUTS.apiUrl));
  const credentials = chooseCredentials({ secret, audience: read(PUSH_INPUTS.audience), apiUrl, env });
  if (credentials === undefined) {
    if (pullRequestEvent) throw new MissingSecretOnPullRequest(env.GITHUB_EVENT_PATH);
    throw new MissingCredentialsError();
  }
  const comment = parseBoolean(read(PUSH_INPUTS.comment), inputLabel(PUSH_INPUTS.comment));
  if (comment && !pullRequestEvent) {
    core.info(
      `input 'comment' only acts on pull_request events; this run is a ${env.GITHUB_EVENT_NAME || 'local'} run`,
    );
  }
  return {
    credentials,
    projectKey: parseProjectKey(read(PUSH_INPUTS.projectKey), inputLabel(PUSH_INPUTS.projectKey)),
    apiUrl,
    timeoutSeconds: parseTimeout(read(PUSH_INPUTS.timeout), inputLabel(PUSH_INPUTS.timeout)),
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    root: resolveRoot(read(PUSH_INPUTS.path), env.GITHUB_WORKSPACE || process.cwd()),
    dryRun: parseBoolean(read(PUSH_INPUTS.dryRun), inputLabel(PUSH_INPUTS.dryRun)),
    sourceLocale: parseSourceLocale(read(PUSH_INPUTS.sourceLocale), inputLabel(PUSH_INPUTS.sourceLocale)),
    strict: parseBoolean(read(PUSH_INPUTS.strict), inputLabel(PUSH_INPUTS.strict)),
    pullRequestEvent,
    // Read raw: '' turns the translation branch off; the runner passes the default, auto, when it is left out.
    translationBranch: resolveTranslationBranch(
      read(PUSH_INPUTS.translationBranch, false, true),
      inputLabel(PUSH_INPUTS.translationBranch),
      env,
    ),
    comment: comment && pullRequestEvent ? readCommentInputs(env) : undefined,
    source: sourceFromEnv({
      GITHUB_REPOSITORY: env.GITHUB_REPOSITORY,
      GITHUB_REF: env.GITHUB_REF,
      GITHUB_SHA: env.GITHUB_SHA,
    }),
  };
}

/** The token and run of the plan comment, read only when one is written. */
function readCommentInputs(env: NodeJS.ProcessEnv): { token: string; run: GitHubRun } {
  const token = parseGitHubToken(read(PUSH_INPUTS.githubToken), inputLabel(PUSH_INPUTS.githubToken));
  core.setSecret(token);
  return { token, run: gitHubRunFromEnv(env) };
}
