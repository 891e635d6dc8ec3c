import { redactCredentials } from './url.ts';

/** A non-2xx answer, with the server's error code and message when it sent the documented body. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly requestId: string | undefined;
  readonly url: string;
  readonly attempts: number;
  /** How long the server asked to wait before asking again (its Retry-After), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(args: {
    status: number;
    code: string;
    message: string;
    details?: unknown;
    requestId?: string | undefined;
    url: string;
    attempts: number;
    retryAfterSeconds?: number | undefined;
  }) {
    super(redactCredentials(args.message));
    this.status = args.status;
    this.code = args.code;
    this.details = args.details;
    this.requestId = args.requestId;
    this.url = redactCredentials(args.url);
    this.attempts = args.attempts;
    this.retryAfterSeconds = args.retryAfterSeconds;
  }
}

/** The server asked to wait longer (Retry-After) than the retry budget has left. */
export class RetryBudgetExceededError extends HttpError {
  override name = 'RetryBudgetExceededError';
  declare readonly retryAfterSeconds: number;

  constructor(args: ConstructorParameters<typeof HttpError>[0] & { retryAfterSeconds: number }) {
    super(args);
  }
}

/**
 * The server could not be reached (DNS, refused connection, reset, timeout, TLS) on every try, or on
 * the first when no retry can help (`unreachableFor`: a host name that does not exist, a certificate
 * or TLS handshake refused).
 */
export class NetworkError extends Error {
  override name = 'NetworkError';
  readonly url: string;
  readonly attempts: number;

  constructor(
    url: string,
    attempts: number,
    cause: unknown,
    addressSetting = 'the address',
    timeoutSetting?: string,
    /** True when the request was not sent again because the server may be applying it. */
    notResent = false,
  ) {
    const permanent = unreachableFor(cause);
    const tries = `${attempts} ${attempts === 1 ? 'try' : 'tries'}`;
    super(
      redactCredentials(
        notResent
          ? `no answer from ${url} after ${tries}: ${causeText(cause)}. Not sent again: the server may have taken the push and still be applying it, and a second copy would be applied after it. Once it is done, run the push again (the same files change nothing, and the plan shows what the first one stored)${timeoutSetting === undefined ? '' : `, or give the server longer with ${timeoutSetting}`}.`
          : permanent === undefined
            ? cause instanceof TimeoutError && isLateAnswer(cause.phase)
              ? `no answer from ${url} after ${tries}: ${causeText(cause)}. ${lateAnswerAdvice(addressSetting, timeoutSetting)}`
              : `could not reach ${url} after ${tries}: ${causeText(cause)}. ${reachAdvice(addressSetting)}`
            : `could not reach ${url}: ${causeText(cause)}; not retried, since ${permanent === 'dns' ? `the host name does not exist: check ${addressSetting}` : `the TLS connection failed: check ${addressSetting} (https:// only for a server that speaks TLS), or trust a private certificate authority with NODE_EXTRA_CA_CERTS`}`,
      ),
      { cause },
    );
    this.url = redactCredentials(url);
    this.attempts = attempts;
  }
}

/**
 * Why no retry can reach the server, when the failure says so: the host name does not exist
 * (ENOTFOUND; EAI_AGAIN, a DNS server that did not answer, may pass) or TLS failed (a certificate not
 * trusted, expired or for another name; plain HTTP on the port). Undefined for failures a retry may
 * get past (refused, reset, timed out).
 */
export function unreachableFor(err: unknown): 'dns' | 'tls' | undefined {
  for (let cause = err, depth = 0; cause && typeof cause === 'object' && depth < 5; depth++) {
    const code = 'code' in cause ? String(cause.code) : '';
    if (code === 'ENOTFOUND') return 'dns';
    if (/^(CERT_|ERR_TLS_|ERR_SSL_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH)/.test(code))
      return 'tls';
    // node:https (the node:http transport) reports a failed handshake as EPROTO with OpenSSL's text,
    // where fetch gives ERR_SSL_*: plain HTTP on the port says "wrong version number".
    if (code === 'EPROTO' && 'message' in cause && /SSL routines/.test(String(cause.message))) return 'tls';
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Which wait ran out: opening the connection, the answer's headers, its whole body, or the body's
 * pace (`body-rate`: slower on average than the client accepts, a server that trickles it).
 */
export type TimeoutPhase = 'connect' | 'headers' | 'body' | 'body-rate';

/** A try took longer than the client's limit for one of its phases. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
  readonly url: string;
  readonly phase: TimeoutPhase;
  readonly timeoutMs: number;
  /** What timed out, without the URL and the advice, e.g. for a retry's log line. */
  readonly what: string;

  constructor(args: {
    url: string;
    phase: TimeoutPhase;
    timeoutMs: number;
    addressSetting?: string | undefined;
    /** The setting of the time limits (`--timeout`), named in a late answer's advice. */
    timeoutSetting?: string | undefined;
    /** For `body-rate`: the pace the body fell under, in bytes per second. */
    minBytesPerSecond?: number | undefined;
  }) {
    const what = timeoutText(args.phase, args.timeoutMs, args.minBytesPerSecond);
    const advice = isLateAnswer(args.phase)
      ? lateAnswerAdvice(args.addressSetting, args.timeoutSetting)
      : reachAdvice(args.addressSetting);
    super(redactCredentials(`${what} from ${args.url}. ${advice}`));
    this.what = what;
    this.url = redactCredentials(args.url);
    this.phase = args.phase;
    this.timeoutMs = args.timeoutMs;
  }
}

/** An answer body went past the client's size limit (counted on the decoded bytes); reading stopped there. */
export class ResponseTooLargeError extends Error {
  override name = 'ResponseTooLargeError';
  readonly url: string;
  readonly limitBytes: number;

  constructor(url: string, limitBytes: number) {
    super(
      redactCredentials(
        `the answer from ${url} is larger than the client's limit of ${formatBytes(limitBytes)} (maxResponseBytes), so reading stopped there. ` +
          'Check that the address points at a locale-sync server; if the answer really is this large, raise maxResponseBytes.',
      ),
    );
    this.url = redactCredentials(url);
    this.limitBytes = limitBytes;
  }
}

/** The server redirected somewhere the client will not follow: another origin, a method change, or too many hops. */
export class RedirectError extends Error {
  override name = 'RedirectError';
  readonly url: string;
  /** Where the server pointed; undefined when the runtime hides it (a browser's opaque redirect). */
  readonly location: string | undefined;

  constructor(url: string, location: string | undefined, problem: string) {
    super(
      redactCredentials(
        `${url} answered a redirect${location ? ` to ${location}` : ''} that the client does not follow: ${problem}`,
      ),
    );
    this.url = redactCredentials(url);
    this.location = location === undefined ? undefined : redactCredentials(location);
  }
}

/**
 * A request's body could not be built: what produces it (a push's file source) failed while the
 * body was being sent, so the request was cut off before its end. No retry can help; `cause` is the
 * producer's own error.
 */
export class RequestBodyError extends Error {
  override name = 'RequestBodyError';

  constructor(cause: unknown) {
    super(`the request body could not be built: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/** The RequestBodyError behind a failed try (fetch wraps a body's error as its cause), if any. */
export function requestBodyError(err: unknown): RequestBodyError | undefined {
  for (let cause = err, depth = 0; cause && typeof cause === 'object' && depth < 5; depth++) {
    if (cause instanceof RequestBodyError) return cause;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A 403 `origin_not_allowed`: the project has an origin allowlist and the calling page's origin is not on it. */
export class OriginNotAllowedError extends HttpError {
  override name = 'OriginNotAllowedError';

  constructor(args: ConstructorParameters<typeof HttpError>[0]) {
    super({
      ...args,
      message: `origin not allowed: ${args.message}. Add this page's origin to the project's allowed origins, or call from an origin that is on the list`,
    });
  }
}

/** What to check when a server cannot be reached or answers too slowly. */
export function reachAdvice(addressSetting = 'the address'): string {
  return `Check that the server is up and reachable from here, that ${addressSetting} is right, and any proxy in between (HTTPS_PROXY, NO_PROXY).`;
}

/** A connection was made but the answer came late: the server may be at work, not unreachable. */
function isLateAnswer(phase: TimeoutPhase): boolean {
  return phase === 'headers' || phase === 'body';
}

/**
 * What to do when a reached server answers too late: give it longer (the CLI's and the actions'
 * `timeout`, when the client was given its name), or sync a large repository in parts.
 */
export function lateAnswerAdvice(addressSetting = 'the address', timeoutSetting?: string): string {
  const longer = timeoutSetting === undefined ? '' : `give it longer with ${timeoutSetting}, `;
  return `The server took the request but did not answer in time; it may still be working on it (its log shows how long each request took). On a large repository, ${longer}try again when the server is less busy, or pull fewer locales at a time (--locales, the action's locales input). Else check that ${addressSetting} is right and any proxy in between (HTTPS_PROXY, NO_PROXY).`;
}

/** Bytes in the largest whole binary unit, for messages: 268435456 → "256 MiB". */
export function formatBytes(bytes: number): string {
  for (const [unit, size] of [
    ['GiB', 2 ** 30],
    ['MiB', 2 ** 20],
    ['KiB', 2 ** 10],
  ] as const) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}

function timeoutText(phase: TimeoutPhase, timeoutMs: number, minBytesPerSecond = 0): string {
  const limit = `${Number((timeoutMs / 1000).toFixed(3))} s`;
  if (phase === 'body-rate') {
    return `gave up after ${limit} on the answer's body, which came in slower than ${formatBytes(minBytesPerSecond)} per second on average (the server or a proxy sends it too slowly)`;
  }
  if (phase === 'connect') return `timed out after ${limit} opening a connection`;
  if (phase === 'headers') return `timed out after ${limit} waiting for the answer's headers`;
  return `timed out after ${limit} reading the answer's body (the server or a proxy sends it too slowly)`;
}

/** A 2xx answer whose body is not the documented JSON. */
export class InvalidResponseError extends Error {
  override name = 'InvalidResponseError';
  readonly url: string;
  readonly status: number;

  constructor(url: string, status: number, problem: string) {
    super(redactCredentials(`unexpected response from ${url} (HTTP ${status}): ${problem}`));
    this.url = redactCredentials(url);
    this.status = status;
  }
}

function causeText(cause: unknown): string {
  if (cause instanceof TimeoutError) return cause.what;
  if (cause instanceof Error) {
    const inner = (cause as { cause?: unknown }).cause;
    // fetch's cause carries the code; node:http's error (the node:http transport) carries its own.
    const code =
      inner && typeof inner === 'object' && 'code' in inner
        ? String(inner.code)
        : 'code' in cause && typeof cause.code === 'string' && cause.name !== 'AbortError'
          ? cause.code
          : undefined;
    // undici's own connect timeout (10 s by default) surfaces as "fetch failed" with this code.
    if (code === 'UND_ERR_CONNECT_TIMEOUT') return 'timed out opening a connection';
    if (cause.name === 'TimeoutError') return 'timed out';
    // fetch's own message is "fetch failed"; the cause says what failed (getaddrinfo ENOTFOUND host).
    // OpenSSL's text ends with a line break, which would split the one-line message.
    const what = (
      inner instanceof Error && cause.message === 'fetch failed' ? inner.message : cause.message
    ).trimEnd();
    return code ? `${what} (${code})` : what;
  }
  return String(cause);
}
