import { z } from 'zod';

/** Every `error.code` a locale-sync server answers with, and the status it comes with. */
export const ERROR_STATUS = {
  validation_failed: 400,
  invalid_file: 400,
  unknown_locale: 400,
  source_locale_mismatch: 400,
  missing_auth: 401,
  bad_signature: 401,
  timestamp_out_of_window: 401,
  nonce_reused: 401,
  invalid_project_key: 401,
  bad_token: 401,
  secret_disabled: 401,
  token_not_trusted: 403,
  feature_disabled: 403,
  origin_not_allowed: 403,
  project_not_found: 404,
  not_found: 404,
  phrase_limit_reached: 409,
  branch_limit_reached: 409,
  resource_limit_reached: 409,
  strings_limit_reached: 409,
  payload_too_large: 413,
  request_timeout: 408,
  unsupported_media_type: 415,
  rate_limited: 429,
  headers_too_large: 431,
  internal_error: 500,
  service_unavailable: 503,
  database_busy: 503,
  storage_full: 503,
  issuer_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** One problem of a 400: where it is (a JSON path, a header or a file) and what is wrong. */
export const problemSchema = z.object({
  location: z.string(),
  message: z.string(),
});
export type Problem = z.infer<typeof problemSchema>;

/** The error body of both APIs: `{"error":{"code","message","details"?}}`. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string().regex(/^[a-z][a-z0-9_]*$/),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Builds an error body. */
export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return details === undefined ? { error: { code, message } } : { error: { code, message, details } };
}

/** Turns zod issues into problems whose location is a dotted JSON path under `root`. */
export function problemsFromZod(error: z.ZodError, root = 'body'): Problem[] {
  return error.issues.map((issue) => ({
    location: formatPath(root, issue.path),
    message: issue.message,
  }));
}

function formatPath(root: string, path: readonly PropertyKey[]): string {
  let out = root;
  for (const part of path) {
    out += typeof part === 'number' ? `[${part}]` : `.${String(part)}`;
  }
  return out;
}
