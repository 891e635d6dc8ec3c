import * as core from '@actions/core';
import type { PushSource } from '@locale-sync/protocol';
import {
  parseApiUrl,
  parseBoolean,
  parseProjectKey,
  parseSecret,
  parseSourceLocale,
  resolveRoot,
  sourceFromEnv,
} from '@locale-sync/sync';
import { COMMON_INPUTS, type InputSpec, inputLabel } from '../../shared/src/inputs.ts';

/** Every input of service-push, as `action-push.yml` declares it. */
export const PUSH_INPUTS = {
  ...COMMON_INPUTS,
  sourceLocale: { name: 'source-locale', required: false, default: '' },
  strict: { name: 'strict', required: false, default: 'false' },
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
  secret: string;
  apiUrl: string;
  root: string;
  /** GITHUB_WORKSPACE (or the current folder): annotations name files relative to it. */
  workspace: string;
  dryRun: boolean;
  source: PushSource | undefined;
  /** Undefined: the config's `sourceLocale`, else `en`. */
  sourceLocale: string | undefined;
  /** Translation problems fail the push before anything is sent. */
  strict: boolean;
}

/** The only place the push action reads its inputs: a required input left out fails by name. */
function read(spec: InputSpec): string {
  const value = core.getInput(spec.name, { required: spec.required });
  return value === '' ? (spec.default ?? '') : value;
}

/** Reads and checks every input. The secret is masked before anything else can log. */
export function readPushInputs(env: NodeJS.ProcessEnv = process.env): PushSettings {
  const secret = read(PUSH_INPUTS.syncSecret);
  if (secret !== '') core.setSecret(secret);
  return {
    secret: parseSecret(secret, inputLabel(PUSH_INPUTS.syncSecret)),
    projectKey: parseProjectKey(read(PUSH_INPUTS.projectKey), inputLabel(PUSH_INPUTS.projectKey)),
    apiUrl: parseApiUrl(read(PUSH_INPUTS.apiUrl), inputLabel(PUSH_INPUTS.apiUrl)),
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    root: resolveRoot(read(PUSH_INPUTS.path), env.GITHUB_WORKSPACE || process.cwd()),
    dryRun: parseBoolean(read(PUSH_INPUTS.dryRun), inputLabel(PUSH_INPUTS.dryRun)),
    sourceLocale: parseSourceLocale(read(PUSH_INPUTS.sourceLocale), inputLabel(PUSH_INPUTS.sourceLocale)),
    strict: parseBoolean(read(PUSH_INPUTS.strict), inputLabel(PUSH_INPUTS.strict)),
    source: sourceFromEnv({
      GITHUB_REPOSITORY: env.GITHUB_REPOSITORY,
      GITHUB_REF: env.GITHUB_REF,
      GITHUB_SHA: env.GITHUB_SHA,
    }),
  };
}
