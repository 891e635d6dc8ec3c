import { fullError, StorageBusyError, StorageUnavailableError } from '../busy.ts';
import { StorageInvalidTextError } from '../texts.ts';

/** SQLSTATEs of a request that waited too long for a lock or a statement, or lost a race: trying again is safe. */
const BUSY_CODES = new Map([
  ['55P03', 'a row it needs stayed locked by another transaction past PG_LOCK_TIMEOUT_MS'],
  ['57014', 'a statement ran past PG_STATEMENT_TIMEOUT_MS'],
  ['40001', 'a concurrent transaction changed the same rows'],
  ['40P01', 'a concurrent transaction deadlocked with it'],
]);

/** SQLSTATEs of a server that refuses or drops connections (class 08: connection exception). */
const UNAVAILABLE_CODES = new Set(['53300', '53000', '57P01', '57P02', '57P03']);

/** Node's network errors: the server is not reachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/** pg's own messages for a connection that could not be made or was lost (they carry no code). */
const LOST_CONNECTION =
  /timeout exceeded when trying to connect|Connection terminated|is not queryable|Cannot use a pool after calling end/;

/**
 * The typed storage error for a PostgreSQL or network failure that says nothing about the request
 * itself (busy, unreachable), or `err` unchanged. The server answers both typed errors with 503
 * database_busy and Retry-After; since every method is one transaction, nothing was half-written.
 */
export function mapPostgresError(err: unknown): unknown {
  if (err instanceof StorageBusyError || typeof err !== 'object' || err === null) return err;
  const code = (err as { code?: unknown }).code;
  const message = err instanceof Error ? err.message : String(err);
  if (typeof code === 'string') {
    // 22021: a parameter holding U+0000 (every write checks its texts first; this catches the rest).
    if (code === '22021' || code === '22P05') {
      return withCause(
        new StorageInvalidTextError(
          `a text holds a character the database cannot store (${message}): remove it`,
        ),
        err,
      );
    }
    // 53100 disk_full: the transaction was rolled back.
    if (code === '53100') return fullError(err);
    const why = BUSY_CODES.get(code);
    if (why !== undefined) {
      return withCause(new StorageBusyError(`the database is busy (${why}); retry in a moment`, 1), err);
    }
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code)) {
      return unavailable(`${code}: ${message}`, err);
    }
  }
  if (err instanceof Error && LOST_CONNECTION.test(message)) return unavailable(message, err);
  return err;
}

function unavailable(detail: string, cause: unknown): StorageUnavailableError {
  return withCause(
    new StorageUnavailableError(
      `the database cannot be reached (${detail}); retry in a moment, and check DATABASE_URL and that PostgreSQL is running`,
      2,
    ),
    cause,
  );
}

function withCause<E extends Error>(error: E, cause: unknown): E {
  Object.defineProperty(error, 'cause', { value: cause, enumerable: false });
  return error;
}
