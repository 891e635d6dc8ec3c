import { MAX_LOCALE_CODE_LENGTH, MAX_PROJECT_KEY_LENGTH, shown } from '@locale-sync/protocol';
import { PROJECT_KEY_PATTERN } from '@locale-sync/protocol/signing';
import { ApiError } from '../errors.ts';

/**
 * Identifiers from outside (project keys, locale codes) are checked here before any cache, rate
 * limiter or log line sees them: a megabyte-long key kept as a limiter or cache key costs memory for
 * every request that sends one. A malformed locale code is a 400; a malformed project key gets the
 * answer of an unknown one (the spec answers an invalid key 401 or 404, never 400).
 */

/** Locale codes as the protocol reads them (BCP 47, `_` or `-`), bounded in length. */
const LOCALE_CODE_PATTERN = new RegExp(
  `^(?=.{2,${MAX_LOCALE_CODE_LENGTH}}$)[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$`,
);

/** True when `value` is a well-formed project key (`^[A-Za-z0-9_-]{1,128}$`). */
export function isProjectKey(value: unknown): value is string {
  return typeof value === 'string' && PROJECT_KEY_PATTERN.test(value);
}

/** True when `value` has the shape of a locale code and at most 64 characters. */
export function isLocaleCode(value: unknown): value is string {
  return typeof value === 'string' && LOCALE_CODE_PATTERN.test(value);
}

const KEY_SHAPE = `1 to ${MAX_PROJECT_KEY_LENGTH} characters of [A-Za-z0-9_-]`;

/**
 * The answer to a project key in a path that is not a well-formed key: the one an unknown key gets
 * (`404 project_not_found`), since no project can have it (the spec's "project key invalid"). Made
 * where the path is validated, so no cache, limiter or lookup ever holds the key; the message shows
 * a long one cut.
 */
export function unknownPathKey(value: unknown): ApiError {
  return new ApiError(
    'project_not_found',
    `no project with key ${shown(value)}: check the project key (${KEY_SHAPE})`,
  );
}

/**
 * The answer to a body's `projectKey` that is not a well-formed key: the one an unknown key gets
 * (`401 invalid_project_key`), as `unknownPathKey` for a path. A missing or null one never comes here:
 * the route answers it first as a missing credential (`401 missing_auth`).
 */
export function unknownBodyKey(value: unknown): ApiError {
  return new ApiError(
    'invalid_project_key',
    typeof value === 'string'
      ? `unknown project key ${shown(value)}: check projectKey in the body (${KEY_SHAPE})`
      : `projectKey in the body is a ${typeof value}: send the project key as a string (${KEY_SHAPE})`,
  );
}

/** 400 validation_failed naming `location` unless `value` is a locale code of at most 64 characters. */
export function requireLocaleCode(value: unknown, location: string): string {
  if (isLocaleCode(value)) return value;
  const message = `${location} ${shown(value)} is not a locale code: expected a BCP 47 tag such as en, pt-BR or zh-Hant, at most ${MAX_LOCALE_CODE_LENGTH} characters`;
  throw new ApiError('validation_failed', message, [{ location, message }]);
}

/**
 * 400 naming `body.files[i].locale` when a push file's locale is longer than any locale code; the
 * body schema checks the rest of its shape afterwards.
 */
export function checkPushLocales(body: unknown): void {
  const files = (body as { files?: unknown } | null)?.files;
  if (!Array.isArray(files)) return;
  files.forEach((file: unknown, index) => {
    const locale = (file as { locale?: unknown } | null)?.locale;
    if (typeof locale === 'string' && locale.length > MAX_LOCALE_CODE_LENGTH) {
      requireLocaleCode(locale, `body.files[${index}].locale`);
    }
  });
}
