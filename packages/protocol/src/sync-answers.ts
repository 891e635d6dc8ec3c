import { z } from 'zod';
import { FORMATS } from './constants.ts';
import { isLocale, normalizeLocale } from './locale.ts';
import { isSafeRelativePath } from './strings.ts';

// The sync API's answer schemas, each built on its first use rather than at load: zod builds about
// 180 schema objects for these, several milliseconds of an action's start, and a pull checks only
// the pull's answer, a push only the push's. `sync-schemas.ts` exports each as the constant the
// server and the tests use; a client calls these getters where it checks an answer, so its bundle
// (the package is `sideEffects: false`) does not include `sync-schemas.ts` and builds nothing at load.

/** A getter that builds its value on the first call and returns the same value after. */
function once<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => {
    built ??= build();
    return built;
  };
}

/** A BCP 47 locale code; `pt_BR` is accepted and normalised to `pt-BR`. */
export const getLocaleSchema = once(() =>
  z
    .string()
    .refine(isLocale, { message: 'not a BCP 47 locale code (expected e.g. en, pt-BR, zh-Hant)' })
    .transform((code) => normalizeLocale(code) as string),
);

/** A repository-relative path with `/` separators that stays inside the repository. */
export const getRepoPathSchema = once(() =>
  z
    .string()
    .min(1)
    .max(1024)
    .refine((p) => isSafeRelativePath(p), {
      message: 'must be a relative path with "/" separators that stays inside the repository',
    }),
);

/** One of FORMATS. */
export const getFormatSchema = once(() => z.enum(FORMATS));

/** What a push did (or, with `dryRun`, would do) to one locale of one resource. Key lists name the keys. */
export const getLocalePlanSchema = once(() =>
  z.object({
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
    /**
     * Only when the push sent `x-sync-list-keys` and a list was longer: how many keys `created`,
     * `updated` and `obsolete` stand for, each list then holding only its first keys.
     */
    counts: z
      .object({
        created: z.number().int().nonnegative(),
        updated: z.number().int().nonnegative(),
        obsolete: z.number().int().nonnegative(),
      })
      .optional(),
  }),
);

const getKeyCountsSchema = once(() =>
  z.object({
    created: z.number().int().nonnegative(),
    updated: z.number().int().nonnegative(),
    unchanged: z.number().int().nonnegative(),
    obsolete: z.number().int().nonnegative(),
    kept: z.number().int().nonnegative(),
    ignored: z.number().int().nonnegative(),
  }),
);

/** One resource the project has, after a push: `inPush` false for one whose source file the push lacked. */
export const getPushResourceSchema = once(() =>
  z.object({
    /** The source file's path as pushed; `''` for the default resource. */
    resource: z.string(),
    /** Active source keys after the push. */
    keys: z.number().int().nonnegative(),
    /** True when the push sent this resource's source-locale file. */
    inPush: z.boolean(),
  }),
);

/**
 * A resource a push renamed before it applied the files: the repository went from one source file to
 * several (`from` the default resource `''`) or back (`to` `''`), and the source file kept its path.
 */
export const getResourceRenameSchema = once(() => z.object({ from: z.string(), to: z.string() }));

/** A translation changed on both main and a branch since the branch began; the branch's value won. */
export const getMergeConflictSchema = once(() =>
  z.object({
    /** Absent: the default resource. */
    resource: z.string().optional(),
    key: z.string(),
    locale: z.string(),
    /** Main's value, replaced. */
    main: z.string(),
    /** The branch's value, now main's. */
    branch: z.string(),
  }),
);

/** What merging a project branch moved to main. */
export const getBranchMergeSchema = once(() =>
  z.object({
    branch: z.string(),
    /** Translations stored on main. */
    moved: z.number().int().nonnegative(),
    conflicts: z.array(getMergeConflictSchema()),
    /** Translations whose key main does not have yet (with the branch's source text): they move with a later push to main. */
    pending: z.number().int().nonnegative(),
    /** True when nothing was left pending and the branch was deleted. */
    deleted: z.boolean(),
  }),
);

/** One key of a resource (`resource` absent: the default one). */
const getResourceKeySchema = once(() => z.object({ resource: z.string().optional(), key: z.string() }));

/** What a project branch holds after a push to it, for the pull request's comment and summary. */
export const getBranchStateSchema = once(() =>
  z.object({
    /** Source keys the branch has and main does not (created on the branch), in resource then source order. */
    keys: z.array(getResourceKeySchema()),
    /** Per translated locale, how many of those keys have a translation on the branch (any status). */
    translated: z.array(z.object({ locale: z.string(), keys: z.number().int().nonnegative() })),
    /** Keys active on main that the branch's source files no longer have: obsolete on main once merged. */
    obsoleteOnMain: z.array(getResourceKeySchema()),
  }),
);

/** 200 answer of `POST /api/sync/branch/close`. */
export const getBranchCloseResponseSchema = once(() =>
  z.object({
    branch: z.string(),
    /** False when the project had no such branch (nothing was ever pushed to it). */
    found: z.boolean(),
    deleted: z.boolean(),
    merge: getBranchMergeSchema().optional(),
  }),
);

/** 200 answer of `POST /api/sync/push`. */
export const getPushResponseSchema = once(() =>
  z.object({
    dryRun: z.boolean(),
    files: z.number().int().nonnegative(),
    locales: z.array(z.string()),
    keys: getKeyCountsSchema(),
    plan: z.array(getLocalePlanSchema()),
    /**
     * Every resource the project has, in path order (the default first). A resource the push did not
     * include is kept as it is, never deleted: a client reports it (its source file may be gone). A
     * server without resources does not send it.
     */
    resources: z.array(getPushResourceSchema()).optional(),
    /**
     * The resource the push renamed first (or, with dryRun, would rename), its strings, translations
     * and history with it; absent when none. A server before renames does not send it.
     */
    renamed: z.array(getResourceRenameSchema()).optional(),
    /** The project branch pushed to (the `x-sync-branch` header); absent for main. */
    branch: z.string().optional(),
    /** With `branch`: what the branch holds after the push (or, with dryRun, would hold). */
    branchState: getBranchStateSchema().optional(),
    /** On a push to main: what merged branches moved to main with it (absent when none). */
    merges: z.array(getBranchMergeSchema()).optional(),
  }),
);

/**
 * 200 answer of `POST /api/sync/push/state`: the files the service already holds, applied by a push
 * at exactly that locale, path, format and hash, with the keys the file had. Every other file must be
 * pushed. A file is only listed while pushing it again would change nothing the service stores.
 */
export const getPushStateResponseSchema = once(() =>
  z.object({
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
  }),
);

/** One rendered file of a pull. */
export const getPulledFileSchema = once(() =>
  z.object({
    locale: getLocaleSchema(),
    /** Absent: the default resource. */
    resource: getRepoPathSchema().optional(),
    format: getFormatSchema(),
    content: z.string(),
    /** Number of keys in the file. */
    keys: z.number().int().nonnegative(),
  }),
);

/**
 * 200 answer of `GET /api/sync/pull`. `sourceKeys` and `obsoleteKeys` tell a client what it may
 * remove from a repository file: only keys that left the source (obsolete), and nothing at all when
 * the project has no source strings (`sourceKeys` 0: never pushed, or every push refused). A server
 * that does not send them leaves the client removing nothing.
 */
export const getPullResponseSchema = once(() =>
  z.object({
    sourceLocale: z.string(),
    /** The project branch pulled (main's translations with the branch's on top); absent for main. */
    branch: z.string().optional(),
    /** Active source strings of the project; 0 when it has none. */
    sourceKeys: z.number().int().nonnegative().optional(),
    /** Keys the project had and that left the source; a pull removes these from files, and only these. */
    obsoleteKeys: z.array(z.string()).optional(),
    files: z.array(getPulledFileSchema()),
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
  }),
);

/** Every member of a pull answer but `files`: what a client needs before it applies any file. */
export const getPullHeadSchema = once(() => getPullResponseSchema().omit({ files: true }));
