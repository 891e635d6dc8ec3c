import type { z } from 'zod';
import {
  getBranchCloseResponseSchema,
  getBranchMergeSchema,
  getBranchStateSchema,
  getFormatSchema,
  getLocalePlanSchema,
  getLocaleSchema,
  getMergeConflictSchema,
  getPulledFileSchema,
  getPullHeadSchema,
  getPullResponseSchema,
  getPushResourceSchema,
  getPushResponseSchema,
  getPushStateResponseSchema,
  getRepoPathSchema,
  getResourceRenameSchema,
} from './sync-answers.ts';

// The sync API's shared schemas as constants, built when this module loads: the server, the request
// schemas and the tests use them so. Each is the one its getter in `sync-answers.ts` builds (and
// documents), so a client that checks answers through the getters checks them with the same schema.

/** A BCP 47 locale code; `pt_BR` is accepted and normalised to `pt-BR`. */
export const localeSchema = getLocaleSchema();

/** A repository-relative path with `/` separators that stays inside the repository. */
export const repoPathSchema = getRepoPathSchema();

export const formatSchema = getFormatSchema();

/**
 * The resource a file belongs to: the path of its source-locale file relative to the repository, as
 * pushed (`public/locales/en/common.json`). Keys are unique within a resource. A file without one
 * belongs to the project's default resource, which is all a project has until a client sends one.
 */
export const resourceSchema = repoPathSchema;

/** What a push did (or, with `dryRun`, would do) to one locale of one resource. Key lists name the keys. */
export const localePlanSchema = getLocalePlanSchema();
export type LocalePlan = z.infer<typeof localePlanSchema>;

/** One resource the project has, after a push: `inPush` false for one whose source file the push lacked. */
export const pushResourceSchema = getPushResourceSchema();
export type PushResource = z.infer<typeof pushResourceSchema>;

/** A resource a push renamed before applying its files (one source file to several, or back). */
export const resourceRenameSchema = getResourceRenameSchema();
export type ResourceRename = z.infer<typeof resourceRenameSchema>;

/** A translation changed on both main and a branch since the branch began; the branch's value won. */
export const mergeConflictSchema = getMergeConflictSchema();
export type MergeConflict = z.infer<typeof mergeConflictSchema>;

/** What merging a project branch moved to main. */
export const branchMergeSchema = getBranchMergeSchema();
export type BranchMerge = z.infer<typeof branchMergeSchema>;

/** What a project branch holds after a push to it, for the pull request's comment and summary. */
export const branchStateSchema = getBranchStateSchema();
export type BranchState = z.infer<typeof branchStateSchema>;

/** 200 answer of `POST /api/sync/branch/close`. */
export const branchCloseResponseSchema = getBranchCloseResponseSchema();
export type BranchCloseResponse = z.infer<typeof branchCloseResponseSchema>;

/** 200 answer of `POST /api/sync/push`. */
export const pushResponseSchema = getPushResponseSchema();
export type PushResponse = z.infer<typeof pushResponseSchema>;

/** 200 answer of `POST /api/sync/push/state` (see `getPushStateResponseSchema`). */
export const pushStateResponseSchema = getPushStateResponseSchema();
export type PushStateResponse = z.infer<typeof pushStateResponseSchema>;

/** One rendered file of a pull. */
export const pulledFileSchema = getPulledFileSchema();
export type PulledFile = z.infer<typeof pulledFileSchema>;

/** 200 answer of `GET /api/sync/pull` (see `getPullResponseSchema`). */
export const pullResponseSchema = getPullResponseSchema();
export type PullResponse = z.infer<typeof pullResponseSchema>;

/** Every member of a pull answer but `files`: what a client needs before it applies any file. */
export const pullHeadSchema = getPullHeadSchema();
export type PullHead = z.infer<typeof pullHeadSchema>;
