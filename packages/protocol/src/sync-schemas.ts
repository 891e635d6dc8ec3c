import { z } from 'zod';
import { FORMATS } from './constants.ts';
import { isLocale, normalizeLocale } from './locale.ts';

/** A BCP 47 locale code; `pt_BR` is accepted and normalised to `pt-BR`. */
export const localeSchema = z
  .string()
  .refine(isLocale, { message: 'not a BCP 47 locale code (expected e.g. en, pt-BR, zh-Hant)' })
  .transform((code) => normalizeLocale(code) as string);

/** A repository-relative path with `/` separators that stays inside the repository. */
export const repoPathSchema = z
  .string()
  .min(1)
  .max(1024)
  .refine((p) => isSafeRelativePath(p), {
    message: 'must be a relative path with "/" separators that stays inside the repository',
  });

/** True when `p` is relative, uses `/`, and has no `..`, drive letter, backslash or NUL. */
export function isSafeRelativePath(p: string): boolean {
  if (p.length === 0 || p.includes('\0') || p.includes('\\')) return false;
  if (p.startsWith('/') || /^[A-Za-z]:/.test(p)) return false;
  return p.split('/').every((part) => part !== '..' && part !== '');
}

export const formatSchema = z.enum(FORMATS);

/**
 * The resource a file belongs to: the path of its source-locale file relative to the repository, as
 * pushed (`public/locales/en/common.json`). Keys are unique within a resource. A file without one
 * belongs to the project's default resource, which is all a project has until a client sends one.
 */
export const resourceSchema = repoPathSchema;

/** The name of the default resource in answers (`resources[].resource`): the empty string. */
export const DEFAULT_RESOURCE = '';

/** What a push did (or, with `dryRun`, would do) to one locale of one resource. Key lists name the keys. */
export const localePlanSchema = z.object({
  locale: z.string(),
  /** Absent: the default resource. */
  resource: z.string().optional(),
  created: z.array(z.string()),
  updated: z.array(z.string()),
  obsolete: z.array(z.string()),
  /** Keys whose translation was changed in the service and kept over the repository's stale value. */
  kept: z.array(z.string()),
  /** Keys of a translation file that the source locale does not have; not stored. */
  ignored: z.array(z.string()),
  unchanged: z.number().int().nonnegative(),
});
export type LocalePlan = z.infer<typeof localePlanSchema>;

const keyCountsSchema = z.object({
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  obsolete: z.number().int().nonnegative(),
  kept: z.number().int().nonnegative(),
  ignored: z.number().int().nonnegative(),
});

/** One resource the project has, after a push: `inPush` false for one whose source file the push lacked. */
export const pushResourceSchema = z.object({
  /** The source file's path as pushed; `''` for the default resource. */
  resource: z.string(),
  /** Active source keys after the push. */
  keys: z.number().int().nonnegative(),
  /** True when the push sent this resource's source-locale file. */
  inPush: z.boolean(),
});
export type PushResource = z.infer<typeof pushResourceSchema>;

/** A translation changed on both main and a branch since the branch began; the branch's value won. */
export const mergeConflictSchema = z.object({
  /** Absent: the default resource. */
  resource: z.string().optional(),
  key: z.string(),
  locale: z.string(),
  /** Main's value, replaced. */
  main: z.string(),
  /** The branch's value, now main's. */
  branch: z.string(),
});
export type MergeConflict = z.infer<typeof mergeConflictSchema>;

/** What merging a project branch moved to main. */
export const branchMergeSchema = z.object({
  branch: z.string(),
  /** Translations stored on main. */
  moved: z.number().int().nonnegative(),
  conflicts: z.array(mergeConflictSchema),
  /** Translations whose key main does not have yet (with the branch's source text): they move with a later push to main. */
  pending: z.number().int().nonnegative(),
  /** True when nothing was left pending and the branch was deleted. */
  deleted: z.boolean(),
});
export type BranchMerge = z.infer<typeof branchMergeSchema>;

/** One key of a resource (`resource` absent: the default one). */
const resourceKeySchema = z.object({ resource: z.string().optional(), key: z.string() });

/** What a project branch holds after a push to it, for the pull request's comment and summary. */
export const branchStateSchema = z.object({
  /** Source keys the branch has and main does not (created on the branch), in resource then source order. */
  keys: z.array(resourceKeySchema),
  /** Per translated locale, how many of those keys have a translation on the branch (any status). */
  translated: z.array(z.object({ locale: z.string(), keys: z.number().int().nonnegative() })),
  /** Keys active on main that the branch's source files no longer have: obsolete on main once merged. */
  obsoleteOnMain: z.array(resourceKeySchema),
});
export type BranchState = z.infer<typeof branchStateSchema>;

/** 200 answer of `POST /api/sync/branch/close`. */
export const branchCloseResponseSchema = z.object({
  branch: z.string(),
  /** False when the project had no such branch (nothing was ever pushed to it). */
  found: z.boolean(),
  deleted: z.boolean(),
  merge: branchMergeSchema.optional(),
});
export type BranchCloseResponse = z.infer<typeof branchCloseResponseSchema>;

/** 200 answer of `POST /api/sync/push`. */
export const pushResponseSchema = z.object({
  dryRun: z.boolean(),
  files: z.number().int().nonnegative(),
  locales: z.array(z.string()),
  keys: keyCountsSchema,
  plan: z.array(localePlanSchema),
  /**
   * Every resource the project has, in path order (the default first). A resource the push did not
   * include is kept as it is, never deleted: a client reports it (its source file may be gone). A
   * server without resources does not send it.
   */
  resources: z.array(pushResourceSchema).optional(),
  /** The project branch pushed to (the `x-sync-branch` header); absent for main. */
  branch: z.string().optional(),
  /** With `branch`: what the branch holds after the push (or, with dryRun, would hold). */
  branchState: branchStateSchema.optional(),
  /** On a push to main: what merged branches moved to main with it (absent when none). */
  merges: z.array(branchMergeSchema).optional(),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;

/**
 * Path of the changed-only push's first step, as it is signed: the client sends each file's hash and
 * learns which files the service already holds at that hash, then pushes only the others. A server
 * that does not know it answers 404 or 405, and the client pushes every file.
 */
export const SYNC_PUSH_STATE_PATH = '/api/sync/push/state';

/**
 * 200 answer of `POST /api/sync/push/state`: the files the service already holds, applied by a push
 * at exactly that locale, path, format and hash, with the keys the file had. Every other file must be
 * pushed. A file is only listed while pushing it again would change nothing the service stores.
 */
export const pushStateResponseSchema = z.object({
  /**
   * The project's source locale. When its file changed, the push also sends every translation that
   * has a key the new source file lacks: how such a file applies depends on the source.
   */
  sourceLocale: z.string(),
  unchanged: z.array(
    z.object({
      locale: z.string(),
      path: z.string(),
      /** Absent: the default resource. */
      resource: z.string().optional(),
      /** Keys the file had when it was pushed. */
      keys: z.number().int().nonnegative(),
    }),
  ),
});
export type PushStateResponse = z.infer<typeof pushStateResponseSchema>;

/** Splits `de,fr`, `de, fr` or newline-separated lists into trimmed, non-empty items. */
export function splitList(value: string): string[] {
  return value
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** One rendered file of a pull. */
export const pulledFileSchema = z.object({
  locale: localeSchema,
  /** Absent: the default resource. */
  resource: resourceSchema.optional(),
  format: formatSchema,
  content: z.string(),
  /** Number of keys in the file. */
  keys: z.number().int().nonnegative(),
});
export type PulledFile = z.infer<typeof pulledFileSchema>;

/**
 * 200 answer of `GET /api/sync/pull`. `sourceKeys` and `obsoleteKeys` tell a client what it may
 * remove from a repository file: only keys that left the source (obsolete), and nothing at all when
 * the project has no source strings (`sourceKeys` 0: never pushed, or every push refused). A server
 * that does not send them leaves the client removing nothing.
 */
export const pullResponseSchema = z.object({
  sourceLocale: z.string(),
  /** The project branch pulled (main's translations with the branch's on top); absent for main. */
  branch: z.string().optional(),
  /** Active source strings of the project; 0 when it has none. */
  sourceKeys: z.number().int().nonnegative().optional(),
  /** Keys the project had and that left the source; a pull removes these from files, and only these. */
  obsoleteKeys: z.array(z.string()).optional(),
  files: z.array(pulledFileSchema),
  /**
   * With `resources=all`: every resource's `sourceKeys` and `obsoleteKeys` (the default one as
   * `resource: ''`), which a client applies to that resource's files only.
   */
  resources: z
    .array(
      z.object({
        resource: z.string(),
        sourceKeys: z.number().int().nonnegative(),
        obsoleteKeys: z.array(z.string()),
      }),
    )
    .optional(),
  /**
   * Translations of the answered locales that the `status` asked for left out, by their status
   * (`translated` with status approved; `draft` with approved or translated), only where there are
   * some. A client says so, with the status that would bring them; absent from older servers.
   */
  heldBack: z
    .array(
      z.object({
        locale: z.string(),
        status: z.enum(['translated', 'draft']),
        count: z.number().int().positive(),
      }),
    )
    .optional(),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;

/** Every member of a pull answer but `files`: what a client needs before it applies any file. */
export const pullHeadSchema = pullResponseSchema.omit({ files: true });
export type PullHead = z.infer<typeof pullHeadSchema>;
