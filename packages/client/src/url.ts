/** Joins a base address (trailing `/` trimmed) and an endpoint path. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** Checks a base address early, so a typo fails with the setting's name instead of a fetch error. */
export function checkBaseUrl(value: string, setting: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(`${setting} "${value}" is not an absolute URL (expected e.g. https://host/api/v1)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TypeError(`${setting} "${value}" must use http or https`);
  }
  if (url.search || url.hash) {
    throw new TypeError(`${setting} "${value}" must not have a query or fragment`);
  }
  return value.replace(/\/+$/, '');
}

/** The path every sync endpoint's address starts with after the base address (`/api/sync/push`). */
const SYNC_ENDPOINTS = '/api/sync/';

/**
 * The base address a sync request was sent to, when it does not end with `/api/v1` as the sync API's
 * address does (`https://host` for `https://host/api/sync/push`): the likely reason it answered 404.
 * Undefined for an address that ends so, and for a URL that is no sync request.
 */
export function baseWithoutApiVersion(requestUrl: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(requestUrl).pathname;
  } catch {
    return undefined;
  }
  const at = pathname.lastIndexOf(SYNC_ENDPOINTS);
  if (at < 0) return undefined;
  const basePath = pathname.slice(0, at).replace(/\/+$/, '');
  if (/\/api\/v1$/.test(basePath)) return undefined;
  return `${new URL(requestUrl).origin}${basePath}`;
}

// `scheme://user:password@` (or `scheme://user@`): what a URL carries before its host.
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]*@/gi;

/**
 * Replaces the user and password of every URL in `text` with `***`, so an address such as
 * `https://user:pass@host/api/v1` (a proxy's basic auth) is never printed in a retry line, an
 * error or a log. Every message the client builds passes through it.
 */
export function redactCredentials(text: string): string {
  return text.replace(URL_CREDENTIALS, '$1***@');
}
