import { describeSyncError, HttpError, redactCredentials } from '@locale-sync/client';
import { z } from 'zod';
import { SyncError } from './errors.ts';

const unknownLocaleDetails = z.object({
  unknownLocales: z.array(z.string()),
  supportedLocales: z.array(z.string()),
});

/**
 * One line a person can act on, for any thrown value: the client's explanation of HTTP and network
 * failures, the project's locales for an unknown locale, or the core's own message; credentials in
 * any URL it names are replaced with `***`.
 */
export function describeError(err: unknown): string {
  // An address with a user and password (a proxy's basic auth) is never printed whole.
  return redactCredentials(explain(err));
}

function explain(err: unknown): string {
  if (err instanceof HttpError && err.code === 'unknown_locale') {
    const details = unknownLocaleDetails.safeParse(err.details);
    if (details.success) {
      const { unknownLocales, supportedLocales } = details.data;
      return `unknown locale${unknownLocales.length === 1 ? '' : 's'} ${unknownLocales.join(', ')}: the project's locales are ${supportedLocales.join(', ')} (ask only for those, or add the locale to the project)`;
    }
  }
  if (err instanceof HttpError && err.status === 404) {
    // Only the address can cause this: an unknown project key is answered 401 like a wrong signature.
    const tail = err.requestId ? ` (request id ${err.requestId})` : '';
    return `${err.url} answered 404: check api-url, the sync API's base address ending with /api/v1 (an unknown project key would be refused with 401, not 404)${tail}`;
  }
  if (err instanceof SyncError) return err.message;
  return describeSyncError(err);
}
