import { guardBody } from './body.ts';
import {
  NetworkError,
  RedirectError,
  RetryBudgetExceededError,
  requestBodyError,
  TimeoutError,
  unreachableFor,
} from './errors.ts';
import { readErrorBody } from './response.ts';
import { parseRetryAfter } from './retry-after.ts';
import { redactCredentials } from './url.ts';
import { HEADER_REQUEST_ID } from './wire.ts';

/** How hard to try. Delays use exponential backoff with full jitter unless the server says otherwise. */
export interface RetryOptions {
  /** Tries in all, the first included. Default 5. */
  maxAttempts?: number;
  /** First backoff ceiling in ms. Default 500. */
  baseDelayMs?: number;
  /** Largest backoff ceiling in ms. Default 30 000. */
  maxDelayMs?: number;
  /** Total time the retries may take, waits included, in ms. Default 120 000. */
  budgetMs?: number;
}

/** Told before every wait, so callers can show progress. */
export interface RetryInfo {
  attempt: number;
  delayMs: number;
  reason: string;
  url: string;
}

export interface TransportOptions {
  fetch?: typeof fetch;
  retry?: RetryOptions;
  /** Time a try may wait for an answer's headers, connecting included, in ms. Default 60 000. */
  timeoutMs?: number;
  /** Time an answer's whole body may take once its headers arrived, in ms. Default 120 000. */
  bodyTimeoutMs?: number;
  /**
   * Slowest average pace of an answer's body, in bytes per second since its headers, checked after
   * `bodyRateGraceMs`; slower fails with a `body-rate` TimeoutError. Default 1024; 0 turns it off.
   */
  minBodyBytesPerSecond?: number;
  /** Time an answer's body may take before its pace is checked, in ms. Default 10 000. */
  bodyRateGraceMs?: number;
  /** Largest answer body accepted, in bytes after decoding. Default 256 MiB (the SDK client: 8 MiB). */
  maxResponseBytes?: number;
  /** Same-origin redirects followed per try. Default 5. Redirects to another origin are never followed. */
  maxRedirects?: number;
  /** Name of the setting holding the server's address, for the advice in errors. */
  addressSetting?: string;
  /** Name of the setting holding `timeoutMs` (`--timeout`), for the advice of a late answer. */
  timeoutSetting?: string;
  /**
   * False for a request the server must not apply twice (a push that stores): a try whose answer's
   * headers did not come in time is not sent again, since the server may have taken it and still be
   * applying it; it fails with a NetworkError saying so. Default true.
   */
  retryLateAnswers?: boolean;
  onRetry?: (info: RetryInfo) => void;
  /** Injected in tests; defaults to Math.random. */
  random?: () => number;
}

/** Default of `maxResponseBytes`: room for a pull of every locale of a large project. */
export const DEFAULT_MAX_RESPONSE_BYTES = 256 * 2 ** 20;

export { parseRetryAfter };

const RETRYABLE_STATUSES = new Set([408, 429, 502, 503, 504]);

/**
 * Sends a request, retrying network errors, 408, 429, 502, 503 and 504. `buildInit` runs before
 * every try and every redirect hop, so signed requests get a fresh nonce and timestamp each time.
 * Follows same-origin redirects only (see `sendFollowingRedirects`). Returns the first
 * non-retryable response (2xx or not), whose body is capped in size and time, and throws once the
 * tries or the budget run out.
 */
export async function fetchWithRetry(
  url: string,
  buildInit: () => RequestInit,
  options: TransportOptions = {},
): Promise<{ response: Response; attempts: number }> {
  const maxAttempts = Math.max(1, options.retry?.maxAttempts ?? 5);
  const baseDelayMs = options.retry?.baseDelayMs ?? 500;
  const maxDelayMs = options.retry?.maxDelayMs ?? 30_000;
  const budgetMs = options.retry?.budgetMs ?? 120_000;
  const random = options.random ?? Math.random;
  const startedAt = Date.now();

  let lastError: unknown;
  for (let attempt = 1; ; attempt++) {
    let sent: { response: Response; url: string };
    // A try never waits for headers past the budget: all tries end within `budgetMs`, and none
    // starts once it is spent (a backoff's timer may end on the budget's last millisecond).
    const leftMs = budgetMs - (Date.now() - startedAt);
    if (lastError !== undefined && leftMs <= 0)
      throw new NetworkError(url, attempt - 1, lastError, options.addressSetting, options.timeoutSetting);
    try {
      sent = await sendFollowingRedirects(url, buildInit, options, Math.max(1, leftMs));
    } catch (err) {
      lastError = err;
      if (err instanceof RedirectError) throw err;
      // The body's own producer failed (a file to push could not be read): the same again would too.
      const bodyFailure = requestBodyError(err);
      if (bodyFailure !== undefined) throw bodyFailure;
      // No retry resolves a host name that does not exist or changes a certificate: fail at once.
      if (attempt >= maxAttempts || unreachableFor(err) !== undefined) {
        throw new NetworkError(url, attempt, err, options.addressSetting, options.timeoutSetting);
      }
      // The request went out and the server may be applying it: a second copy would queue behind it.
      if (options.retryLateAnswers === false && err instanceof TimeoutError && err.phase === 'headers') {
        throw new NetworkError(url, attempt, err, options.addressSetting, options.timeoutSetting, true);
      }
      const delayMs = backoff(attempt, baseDelayMs, maxDelayMs, random);
      if (Date.now() - startedAt + delayMs >= budgetMs) {
        throw new NetworkError(url, attempt, err, options.addressSetting, options.timeoutSetting);
      }
      const reason =
        err instanceof TimeoutError ? err.what : err instanceof Error ? err.message : String(err);
      options.onRetry?.({ attempt, delayMs, reason: redactCredentials(reason), url: redactCredentials(url) });
      await sleep(delayMs);
      continue;
    }
    const response = guardBody(sent.response, {
      url: sent.url,
      maxBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
      timeoutMs: options.bodyTimeoutMs ?? 120_000,
      minBytesPerSecond: options.minBodyBytesPerSecond ?? 1024,
      rateGraceMs: options.bodyRateGraceMs ?? 10_000,
      addressSetting: options.addressSetting,
      timeoutSetting: options.timeoutSetting,
    });

    if (!RETRYABLE_STATUSES.has(response.status) || attempt >= maxAttempts) {
      return { response, attempts: attempt };
    }

    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), Date.now());
    const remainingMs = budgetMs - (Date.now() - startedAt);
    if (retryAfterMs !== undefined && retryAfterMs > remainingMs) {
      const body = await readErrorBody(response);
      throw new RetryBudgetExceededError({
        status: response.status,
        code: body.code,
        message: `${body.message}; the server asked to wait ${Math.ceil(retryAfterMs / 1000)} s, more than the ${Math.max(0, Math.floor(remainingMs / 1000))} s left of the retry budget`,
        details: body.details,
        requestId: response.headers.get(HEADER_REQUEST_ID) ?? undefined,
        url,
        attempts: attempt,
        retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
      });
    }
    const delayMs = retryAfterMs ?? backoff(attempt, baseDelayMs, maxDelayMs, random);
    if (delayMs > remainingMs) return { response, attempts: attempt };
    lastError = undefined;
    // The body of a response we drop must be consumed, or the connection stays busy.
    await response.body?.cancel().catch(() => undefined);
    options.onRetry?.({ attempt, delayMs, reason: `HTTP ${response.status}`, url: redactCredentials(url) });
    await sleep(delayMs);
  }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * One try: sends the request with `redirect: 'manual'` and follows redirects itself, only within
 * the origin of `url`, up to `maxRedirects` hops, so signed headers and pushed files never reach
 * another host. 307 and 308 keep the method and body; 301, 302 and 303 are followed for GET only
 * (fetch would turn a POST into a bodyless GET, which no endpoint expects). The headers wait covers
 * every hop, and never runs past what is left of the retry budget (`budgetLeftMs`).
 */
async function sendFollowingRedirects(
  url: string,
  buildInit: () => RequestInit,
  options: TransportOptions,
  budgetLeftMs: number,
): Promise<{ response: Response; url: string }> {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const timeoutMs = Math.min(options.timeoutMs ?? 60_000, budgetLeftMs);
  const maxRedirects = options.maxRedirects ?? 5;
  const origin = new URL(url).origin;
  let target = url;
  const controller = new AbortController();
  const timer = setTimeout(
    () =>
      controller.abort(
        new TimeoutError({
          url: target,
          phase: 'headers',
          timeoutMs,
          addressSetting: options.addressSetting,
          timeoutSetting: options.timeoutSetting,
        }),
      ),
    timeoutMs,
  );
  try {
    for (let hop = 0; ; hop++) {
      const init = buildInit();
      let response: Response;
      try {
        response = await fetchFn(target, { ...init, redirect: 'manual', signal: controller.signal });
      } catch (err) {
        // Our own timer's reason names the phase and the URL; fetch rethrows it or wraps it.
        throw controller.signal.aborted ? controller.signal.reason : err;
      }
      // A browser hides the target of a manual redirect behind an opaque response.
      if (response.type === 'opaqueredirect') {
        throw new RedirectError(target, undefined, 'the browser hides its target, so it cannot be checked');
      }
      const location = response.headers.get('location');
      if (!REDIRECT_STATUSES.has(response.status) || location === null) return { response, url: target };
      await response.body?.cancel().catch(() => undefined);
      const next = new URL(location, target);
      if (next.origin !== origin) {
        throw new RedirectError(
          target,
          next.href,
          `it leads to another origin (${next.origin}), and the request's headers and body are only for ${origin}; if the server moved, set ${options.addressSetting ?? 'the address'} to its new address`,
        );
      }
      const method = (init.method ?? 'GET').toUpperCase();
      if (response.status < 307 && method !== 'GET' && method !== 'HEAD') {
        throw new RedirectError(
          target,
          next.href,
          `HTTP ${response.status} would turn the ${method} into a GET`,
        );
      }
      if (hop >= maxRedirects) {
        throw new RedirectError(target, next.href, `more than ${maxRedirects} redirects in a row`);
      }
      target = next.href;
    }
  } finally {
    clearTimeout(timer);
  }
}

/** Full jitter: a uniform wait between 0 and min(cap, base · 2^(attempt−1)). */
export function backoff(
  attempt: number,
  baseDelayMs: number,
  maxDelayMs: number,
  random: () => number,
): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(random() * ceiling);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
