/** A non-2xx answer, with the server's error code and message when it sent the documented body. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly requestId: string | undefined;
  readonly url: string;
  readonly attempts: number;

  constructor(args: {
    status: number;
    code: string;
    message: string;
    details?: unknown;
    requestId?: string | undefined;
    url: string;
    attempts: number;
  }) {
    super(args.message);
    this.status = args.status;
    this.code = args.code;
    this.details = args.details;
    this.requestId = args.requestId;
    this.url = args.url;
    this.attempts = args.attempts;
  }
}

/** The server asked to wait longer (Retry-After) than the retry budget has left. */
export class RetryBudgetExceededError extends HttpError {
  override name = 'RetryBudgetExceededError';
  readonly retryAfterSeconds: number;

  constructor(args: ConstructorParameters<typeof HttpError>[0] & { retryAfterSeconds: number }) {
    super(args);
    this.retryAfterSeconds = args.retryAfterSeconds;
  }
}

/** The server could not be reached (DNS, refused connection, reset, timeout) on every try. */
export class NetworkError extends Error {
  override name = 'NetworkError';
  readonly url: string;
  readonly attempts: number;

  constructor(url: string, attempts: number, cause: unknown) {
    super(
      `could not reach ${url} after ${attempts} ${attempts === 1 ? 'try' : 'tries'}: ${causeText(cause)}`,
      {
        cause,
      },
    );
    this.url = url;
    this.attempts = attempts;
  }
}

/** A 2xx answer whose body is not the documented JSON. */
export class InvalidResponseError extends Error {
  override name = 'InvalidResponseError';
  readonly url: string;
  readonly status: number;

  constructor(url: string, status: number, problem: string) {
    super(`unexpected response from ${url} (HTTP ${status}): ${problem}`);
    this.url = url;
    this.status = status;
  }
}

function causeText(cause: unknown): string {
  if (cause instanceof Error) {
    if (cause.name === 'TimeoutError') return 'timed out';
    const inner = (cause as { cause?: unknown }).cause;
    const code = inner && typeof inner === 'object' && 'code' in inner ? String(inner.code) : undefined;
    return code ? `${cause.message} (${code})` : cause.message;
  }
  return String(cause);
}
