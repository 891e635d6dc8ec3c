import { HEADER_REQUEST_ID } from '@locale-sync/protocol';
import { NetworkError, RetryBudgetExceededError } from './errors.ts';
import { readErrorBody } from './response.ts';

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
  /** Time limit of one try, in ms. Default 60 000. */
  timeoutMs?: number;
  onRetry?: (info: RetryInfo) => void;
  /** Injected in tests; defaults to Math.random. */
  random?: () => number;
}

const RETRYABLE_STATUSES = new Set([408, 429, 502, 503, 504]);

/**
 * Sends a request, retrying network errors, 408, 429, 502, 503 and 504. `buildInit` runs before
 * every try, so signed requests get a fresh nonce and timestamp each time. Returns the first
 * non-retryable response (2xx or not) and throws once the tries or the budget run out.
 */
export async function fetchWithRetry(
  url: string,
  buildInit: () => RequestInit,
  options: TransportOptions = {},
): Promise<{ response: Response; attempts: number }> {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const maxAttempts = Math.max(1, options.retry?.maxAttempts ?? 5);
  const baseDelayMs = options.retry?.baseDelayMs ?? 500;
  const maxDelayMs = options.retry?.maxDelayMs ?? 30_000;
  const budgetMs = options.retry?.budgetMs ?? 120_000;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const random = options.random ?? Math.random;
  const startedAt = Date.now();

  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await fetchFn(url, { ...buildInit(), signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      if (attempt >= maxAttempts) throw new NetworkError(url, attempt, err);
      const delayMs = backoff(attempt, baseDelayMs, maxDelayMs, random);
      if (Date.now() - startedAt + delayMs > budgetMs) throw new NetworkError(url, attempt, err);
      options.onRetry?.({ attempt, delayMs, reason: err instanceof Error ? err.message : String(err), url });
      await sleep(delayMs);
      continue;
    }

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
    // The body of a response we drop must be consumed, or the connection stays busy.
    await response.body?.cancel().catch(() => undefined);
    options.onRetry?.({ attempt, delayMs, reason: `HTTP ${response.status}`, url });
    await sleep(delayMs);
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

/** Reads Retry-After as delay-seconds or an HTTP date (RFC 9110), in ms; undefined when absent or bad. */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - nowMs);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
