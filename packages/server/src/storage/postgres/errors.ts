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
  /timeout exceeded when trying to connect|Connection terminated|is not queryable|Cannot use a pool after calling end|^Query read timeout$/;

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

/** SQLSTATEs of a connection PostgreSQL refuses for the URL's own settings, with what to change. */
const URL_CODES = new Map([
  ['28P01', 'check the user and password in DATABASE_URL (postgres://user:password@host:5432/db)'],
  ['28000', "check the user in DATABASE_URL and the server's pg_hba.conf entry for this host"],
  ['3D000', 'create that database, or name an existing one at the end of DATABASE_URL'],
  ['42501', 'the role of DATABASE_URL needs CREATE on the schema for the first start (migrations)'],
  ['3F000', 'create the schema that search_path names in DATABASE_URL, or name an existing one'],
]);

/**
 * The error that stops a start whose DATABASE_URL cannot be used as written (wrong password, a
 * database or schema that does not exist, no user name anywhere), naming DATABASE_URL and what to
 * change; any other error as `mapPostgresError` reads it.
 */
export function explainOpenError(err: unknown): unknown {
  const message = err instanceof Error ? err.message : String(err);
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  // PostgreSQL answers 28000 to a start-up packet without a user: the URL, not pg_hba.conf, is at fault.
  const advice = /no PostgreSQL user name specified/.test(message)
    ? 'DATABASE_URL names no user and neither PGUSER nor USER is set: write it in the URL, postgres://user:password@host:5432/db'
    : typeof code === 'string'
      ? URL_CODES.get(code)
      : undefined;
  if (advice === undefined) return mapPostgresError(err);
  return withCause(new Error(`DATABASE_URL: ${message}; ${advice}`), err);
}
