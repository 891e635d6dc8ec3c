import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@locale-sync/protocol';

/** Every code this server answers, with its status: the protocol's table. */
export const SERVER_ERROR_STATUS = ERROR_STATUS;

export type ServerErrorCode = ErrorCode | keyof typeof SERVER_ERROR_STATUS;

/** The wire error body `{"error":{"code","message","details"?}}` for any of the server's codes. */
export function serverErrorBody(code: ServerErrorCode, message: string, details?: unknown): ErrorBody {
  return details === undefined ? { error: { code, message } } : { error: { code, message, details } };
}

/** A failure that maps to one error code of the wire contract (and its status). */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: ServerErrorCode;
  readonly details: unknown;
  /** Seconds to wait before retrying, sent as Retry-After (failures that pass with time). */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ServerErrorCode, message: string, details?: unknown, retryAfterSeconds?: number) {
    super(message);
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The HTTP status that goes with the code. */
  get status(): number {
    return SERVER_ERROR_STATUS[this.code];
  }
}
