import { ERROR_STATUS, type ErrorCode } from '@locale-sync/protocol';

/** A failure that maps to one error code of the wire contract (and its status). */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.code = code;
    this.details = details;
  }

  /** The HTTP status that goes with the code. */
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
