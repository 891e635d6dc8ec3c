import { z } from 'zod';
import {
  BRANCH_PATTERN,
  DEFAULT_RESOURCE,
  MAX_BRANCH_LENGTH,
  MAX_LIST_KEYS,
  PULL_STATUSES,
  STRUCTURES,
} from './constants.ts';
import { normalizeLocale } from './locale.ts';
import { shown, splitList } from './strings.ts';
import { formatSchema, localeSchema, repoPathSchema, resourceSchema } from './sync-schemas.ts';

// The bodies and query the sync API receives: only a server checks them. In a module apart from
// the answers' schemas (`sync-answers.ts`, built on first use) so that a client bundle, which checks answers alone, does
// not build these at start-up (the package is `sideEffects: false`; the index re-exports both).

export const structureSchema = z.enum(STRUCTURES);
export const pullStatusSchema = z.enum(PULL_STATUSES);

/**
 * The value of a push's `x-sync-list-keys` header: a decimal count of keys, 0 to MAX_LIST_KEYS, no
 * sign or exponent (what a client writes with `String(n)`).
 */
export const listKeysHeaderSchema = z
  .string()
  .regex(/^[0-9]{1,7}$/, 'expected a whole number of keys')
  .transform(Number)
  .refine((n) => n <= MAX_LIST_KEYS, `expected at most ${MAX_LIST_KEYS}`);

/** Refuses a body whose `files` name one (locale, resource) twice, naming both entries. */
function oneFilePerLocale(
  body: { files: Array<{ locale: string; resource?: string | undefined }> },
  ctx: z.RefinementCtx,
): void {
  const seen = new Map<string, number>();
  body.files.forEach((file, index) => {
    const id = JSON.stringify([file.locale, file.resource ?? DEFAULT_RESOURCE]);
    const first = seen.get(id);
    if (first !== undefined) {
      const of = file.resource === undefined ? '' : ` of resource ${file.resource}`;
      ctx.addIssue({
        code: 'custom',
        path: ['files', index, 'locale'],
        message: `locale ${file.locale}${of} is sent twice (files[${first}] and files[${index}])`,
      });
    } else {
      seen.set(id, index);
    }
  });
}

/** One translation file of a push, as read from the repository. */
export const pushFileSchema = z.object({
  locale: localeSchema,
  path: repoPathSchema,
  format: formatSchema,
  content: z.string(),
  /** Absent: the default resource. */
  resource: resourceSchema.optional(),
});
export type PushFile = z.input<typeof pushFileSchema>;

/** Where a push comes from; stored for the audit trail. */
export const pushSourceSchema = z.object({
  repository: z.string().max(512).optional(),
  ref: z.string().max(512).optional(),
  sha: z.string().max(128).optional(),
});
export type PushSource = z.infer<typeof pushSourceSchema>;

/** Body of `POST /api/sync/push`. */
export const pushRequestSchema = z
  .object({
    files: z.array(pushFileSchema).min(1, 'at least one file is required'),
    source: pushSourceSchema.optional(),
    dryRun: z.boolean().optional(),
  })
  .superRefine(oneFilePerLocale);
export type PushRequest = z.input<typeof pushRequestSchema>;

/** A project branch name (see BRANCH_PATTERN). */
export const branchNameSchema = z
  .string()
  .max(MAX_BRANCH_LENGTH)
  .regex(
    BRANCH_PATTERN,
    'expected a branch name of at most 200 letters, digits and . _ / @ + -, without "..", "//", "@{", or a leading or trailing "/" or "."',
  );

/** Body of `POST /api/sync/branch/close` (the branch is the signed `x-sync-branch` header). */
export const branchCloseRequestSchema = z.object({
  /** True: the pull request was merged (the branch's translations move to main); false: the branch is deleted. */
  merged: z.boolean(),
});
export type BranchCloseRequest = z.infer<typeof branchCloseRequestSchema>;

/** A lower-case hex SHA-256 digest (64 characters). */
export const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'expected a lower-case hex SHA-256 digest');

/** One file of `POST /api/sync/push/state`: the hash of the UTF-8 bytes of the content a push would send. */
export const pushStateFileSchema = z.object({
  locale: localeSchema,
  path: repoPathSchema,
  format: formatSchema,
  sha256: sha256Schema,
  /** Absent: the default resource. */
  resource: resourceSchema.optional(),
});
export type PushStateFile = z.input<typeof pushStateFileSchema>;

/** Body of `POST /api/sync/push/state`: at most one file per (locale, resource), as in a push. */
export const pushStateRequestSchema = z
  .object({ files: z.array(pushStateFileSchema).min(1, 'at least one file is required') })
  .superRefine(oneFilePerLocale);
export type PushStateRequest = z.input<typeof pushStateRequestSchema>;

/**
 * Query of `GET /api/sync/pull`. Omitted `locales` means every supported locale except the source.
 * `resources=all` answers one file per (locale, resource) for every resource; without it, the
 * default resource only (what a client that knows no resources expects).
 */
export const pullQuerySchema = z.object({
  resources: z.enum(['all']).optional(),
  format: formatSchema.default('json'),
  structure: structureSchema.default('flat'),
  status: pullStatusSchema.default('approved'),
  locales: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const out: string[] = [];
      for (const item of splitList(value)) {
        const locale = normalizeLocale(item);
        if (locale === undefined) {
          ctx.addIssue({ code: 'custom', message: `${shown(item)} is not a BCP 47 locale code` });
          return z.NEVER;
        }
        if (!out.includes(locale)) out.push(locale);
      }
      return out.length > 0 ? out : undefined;
    }),
});
export type PullQuery = z.input<typeof pullQuerySchema>;
export type PullOptions = z.output<typeof pullQuerySchema>;
