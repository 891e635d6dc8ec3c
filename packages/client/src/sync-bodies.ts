import {
  type BranchCloseResponse,
  FORMATS,
  isLocale,
  isSafeRelativePath,
  type LocalePlan,
  normalizeLocale,
  type PulledFile,
  type PullHead,
  type PullResponse,
  type PushResponse,
  type PushStateResponse,
} from '@locale-sync/protocol';
import { array, boolean, Check, integer, object, oneOf, optional, string } from './check.ts';

// The sync API's answers as packages/protocol/src/sync-answers.ts defines them, checked without zod
// (see check.ts): an action's start then neither loads zod nor builds the answers' schemas, which
// was a tenth of a dry-run pull's instructions. test/sync-bodies.test.ts holds both to the same
// verdicts and the same data.

const count = integer(0);

/** A BCP 47 locale code; `pt_BR` is accepted and normalised to `pt-BR` (`getLocaleSchema`). */
const locale = new Check<string>((value, path, issues) => {
  if (typeof value !== 'string') {
    issues.push({ path, message: `expected a locale code, got ${typeof value}` });
    return value as string;
  }
  if (!isLocale(value)) {
    issues.push({ path, message: 'not a BCP 47 locale code (expected e.g. en, pt-BR, zh-Hant)' });
    return value;
  }
  return normalizeLocale(value) as string;
});

/** A repository-relative path of 1 to 1,024 characters that stays inside the repository (`getRepoPathSchema`). */
const repoPath = new Check<string>((value, path, issues) => {
  if (typeof value !== 'string' || value.length < 1 || value.length > 1024 || !isSafeRelativePath(value)) {
    issues.push({
      path,
      message: 'must be a relative path with "/" separators that stays inside the repository',
    });
  }
  return value as string;
});

const counts = object({ created: count, updated: count, obsolete: count });

/** One locale's plan of a push answer (`getLocalePlanSchema`). */
export const localePlanCheck: Check<LocalePlan> = object({
  locale: string,
  resource: optional(string),
  created: array(string),
  updated: array(string),
  obsolete: array(string),
  kept: array(string),
  ignored: array(string),
  unchanged: count,
  counts: optional(counts),
});

const mergeConflict = object({
  resource: optional(string),
  key: string,
  locale: string,
  main: string,
  branch: string,
});

const branchMerge = object({
  branch: string,
  moved: count,
  conflicts: array(mergeConflict),
  pending: count,
  deleted: boolean,
});

const resourceKey = object({ resource: optional(string), key: string });

/** 200 answer of `POST /api/sync/branch/close` (`getBranchCloseResponseSchema`). */
export const branchCloseResponseCheck: Check<BranchCloseResponse> = object({
  branch: string,
  found: boolean,
  deleted: boolean,
  merge: optional(branchMerge),
});

/** 200 answer of `POST /api/sync/push` (`getPushResponseSchema`). */
export const pushResponseCheck: Check<PushResponse> = object({
  dryRun: boolean,
  files: count,
  locales: array(string),
  keys: object({
    created: count,
    updated: count,
    unchanged: count,
    obsolete: count,
    kept: count,
    ignored: count,
  }),
  plan: array(localePlanCheck),
  resources: optional(array(object({ resource: string, keys: count, inPush: boolean }))),
  renamed: optional(array(object({ from: string, to: string }))),
  branch: optional(string),
  branchState: optional(
    object({
      keys: array(resourceKey),
      translated: array(object({ locale: string, keys: count })),
      obsoleteOnMain: array(resourceKey),
    }),
  ),
  merges: optional(array(branchMerge)),
});

/** 200 answer of `POST /api/sync/push/state` (`getPushStateResponseSchema`). */
export const pushStateResponseCheck: Check<PushStateResponse> = object({
  sourceLocale: string,
  unchanged: array(object({ locale: string, path: string, resource: optional(string), keys: count })),
});

/** One rendered file of a pull (`getPulledFileSchema`). */
export const pulledFileCheck: Check<PulledFile> = object({
  locale,
  resource: optional(repoPath),
  format: oneOf(FORMATS),
  content: string,
  keys: count,
});

const pullHeadShape = {
  sourceLocale: string,
  branch: optional(string),
  sourceKeys: optional(count),
  obsoleteKeys: optional(array(string)),
  resources: optional(array(object({ resource: string, sourceKeys: count, obsoleteKeys: array(string) }))),
  heldBack: optional(
    array(object({ locale: string, status: oneOf(['translated', 'draft'] as const), count: integer(1) })),
  ),
};

/** Every member of a pull answer but `files` (`getPullHeadSchema`). */
export const pullHeadCheck: Check<PullHead> = object(pullHeadShape);

/** 200 answer of `GET /api/sync/pull` (`getPullResponseSchema`). */
export const pullResponseCheck: Check<PullResponse> = object({
  ...pullHeadShape,
  files: array(pulledFileCheck),
});
