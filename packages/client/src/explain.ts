import {
  HttpError,
  InvalidResponseError,
  NetworkError,
  OriginNotAllowedError,
  RetryBudgetExceededError,
} from './errors.ts';
import { baseWithoutApiVersion, redactCredentials } from './url.ts';

/** How the caller's users name each setting a failure may point at: an action's inputs, a CLI's flags. */
export interface SettingNames {
  apiUrl: string;
  projectKey: string;
  secret: string;
}

/** The names of the GitHub Actions' inputs, the default. */
export const ACTION_SETTING_NAMES: SettingNames = {
  apiUrl: 'api-url',
  projectKey: 'project-key',
  secret: 'sync-secret',
};

/**
 * One line a person can act on for any failure of a sync request: which setting to check, named as
 * the caller's users know it (`names`), or what the server said. Server text is included as data;
 * callers that print to a CI log escape it.
 */
export function describeSyncError(err: unknown, names: SettingNames = ACTION_SETTING_NAMES): string {
  if (err instanceof RetryBudgetExceededError) {
    return `rate limited by ${err.url}: ${err.message}. Try again later or space out runs.`;
  }
  if (err instanceof OriginNotAllowedError)
    return `${err.message}${err.requestId ? ` (request id ${err.requestId})` : ''}`;
  if (err instanceof HttpError) return describeHttpError(err, names);
  // Network, timeout, size and redirect errors already name the URL and what to check.
  if (err instanceof NetworkError) return err.message;
  if (err instanceof InvalidResponseError) {
    return `${err.message}. Check that ${names.apiUrl} points at a locale-sync server (it ends with /api/v1).`;
  }
  if (err instanceof Error) return err.message;
  return String(err);
}

function describeHttpError(err: HttpError, names: SettingNames): string {
  const tail = err.requestId ? ` (request id ${err.requestId})` : '';
  switch (err.code) {
    case 'missing_auth':
      return `request rejected: a signing header is missing or malformed (${err.message})${tail}`;
    case 'bad_signature':
      return `signature rejected: check ${names.projectKey} and ${names.secret} (the server does not say which of the two is wrong)${tail}`;
    case 'timestamp_out_of_window':
      return `request timestamp rejected: this machine's clock differs from the server's by more than 300 seconds; check the clock (${err.message})${tail}`;
    case 'bad_token':
      return `OIDC token rejected: ${err.message}${tail}`;
    case 'token_not_trusted':
      return `OIDC token not trusted by the project: ${err.message}${tail}`;
    case 'secret_disabled':
      return `sync secret refused: ${err.message}${tail}`;
    case 'issuer_unavailable':
      return `the server could not reach the OIDC token's issuer after ${err.attempts} ${plural(err.attempts)}: ${err.message}${tail}`;
    case 'nonce_reused':
      return `request rejected as a replay: its nonce was already used; run again, and check that nothing re-sends captured requests${tail}`;
    case 'unknown_locale':
    case 'source_locale_mismatch':
      return `${err.message}${tail}`;
    case 'feature_disabled':
      return `forbidden: ${err.message}${tail}`;
    case 'branch_limit_reached':
      return `${err.message}; or set translation-branch to none to sync with main${tail}`;
    case 'resource_limit_reached':
      return `push refused, nothing was stored: the project would have more resources (source files) than the server allows${boundOf(err.details, 'maxResources')}; push fewer source files, or ask the server's operator: ${err.message}${tail}`;
    case 'strings_limit_reached':
      return `push refused, nothing was stored: the project would hold more strings (source keys, obsolete ones included) than the server allows${boundOf(err.details, 'maxStrings')}; ask the server's operator: ${err.message}${tail}`;
    case 'request_timeout':
      return `the server gave up waiting for the request body from this machine (${err.message}); check the network between this runner and ${err.url}, or a proxy that holds requests${tail}`;
    case 'headers_too_large':
      return `the server refused the request headers as too large (${err.message}); check proxy settings that add headers${tail}`;
    case 'database_busy':
      return `the server's database was busy after ${err.attempts} ${plural(err.attempts)}; run again in a minute (a long push may be holding it)${tail}`;
  }
  if (err.status === 400)
    return `the server refused the request: ${err.message}${formatDetails(err.details)}${tail}`;
  if (err.status === 404) {
    const base = baseWithoutApiVersion(err.url);
    if (base !== undefined) {
      return `${err.url} answered 404: ${names.apiUrl} is ${redactCredentials(base)}, which does not end with /api/v1 as the sync API's address does; set it to ${redactCredentials(base)}/api/v1 (or to where the server's API is mounted)${tail}`;
    }
    return `${err.url} answered 404: check ${names.apiUrl} (it should end with /api/v1) and ${names.projectKey}${tail}`;
  }
  if (err.status === 413) return `request too large for the server: ${err.message}${tail}`;
  if (err.status === 429) {
    return `rate limited by the server after ${err.attempts} ${plural(err.attempts)}: ${err.message}${tail}`;
  }
  if (err.status >= 500) {
    return `server error ${err.status} from ${err.url} after ${err.attempts} ${plural(err.attempts)}: ${err.message}${tail}`;
  }
  return `HTTP ${err.status} from ${err.url}: ${err.message}${tail}`;
}

/** ` (at most N)` from a limit's details, or nothing when the server did not say. */
function boundOf(details: unknown, field: string): string {
  const bound =
    typeof details === 'object' && details !== null ? (details as Record<string, unknown>)[field] : undefined;
  return typeof bound === 'number' ? ` (at most ${bound})` : '';
}

function formatDetails(details: unknown): string {
  if (!Array.isArray(details)) return '';
  const lines = details
    .filter((d): d is { location: unknown; message: unknown } => typeof d === 'object' && d !== null)
    .slice(0, 20)
    .map((d) => `\n  - ${String(d.location)}: ${String(d.message)}`);
  return lines.join('');
}

function plural(n: number): string {
  return n === 1 ? 'try' : 'tries';
}
