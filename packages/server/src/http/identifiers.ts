import { MAX_LOCALE_CODE_LENGTH, MAX_PROJECT_KEY_LENGTH } from '@locale-sync/protocol';
import { PROJECT_KEY_PATTERN } from '@locale-sync/protocol/signing';
import { ApiError } from '../errors.ts';

/**
 * Identifiers from outside (project keys, locale codes) are checked here before any cache, rate
 * limiter or log line sees them: a megabyte-long key kept as a limiter or cache key costs memory for
 * every request that sends one.
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

/** A value for a message: short ones as they are, long ones cut (the message must not carry the megabyte). */
export function shown(value: unknown): string {
  if (typeof value !== 'string') return typeof value;
  return value.length <= 80
    ? JSON.stringify(value)
    : `${JSON.stringify(value.slice(0, 40))}… (${value.length} characters)`;
}

/** 400 validation_failed naming `location` unless `value` is a well-formed project key. */
export function requireProjectKey(value: unknown, location: string): string {
  if (isProjectKey(value)) return value;
  const message = `${location} ${shown(value)} is not a project key: expected 1 to ${MAX_PROJECT_KEY_LENGTH} characters of [A-Za-z0-9_-]`;
  throw new ApiError('validation_failed', message, [{ location, message }]);
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
