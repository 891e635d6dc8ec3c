import { setTimeout as sleep } from 'node:timers/promises';
import type { Storage } from './types.ts';

/** How a storage call that finds the database locked by another connection is retried. */
export interface BusyPolicy {
  /** Total time spent waiting between tries before giving up, in ms. */
  budgetMs: number;
  /** First wait between tries, in ms; doubles each try up to `maxDelayMs`. */
  initialDelayMs: number;
  maxDelayMs: number;
}

/** The database stayed locked by another connection for the whole retry budget. */
export class StorageBusyError extends Error {
  override name = 'StorageBusyError';
  /** Seconds a client should wait before trying again. */
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * The database cannot be reached (connection refused or lost, server shutting down, pool exhausted):
 * answered like a busy database, 503 database_busy with Retry-After, since nothing was written.
 */
export class StorageUnavailableError extends StorageBusyError {
  override name = 'StorageUnavailableError';
}

/**
 * The disk holding the database is full (SQLite's SQLITE_FULL, PostgreSQL's 53100 disk_full). The
 * write was rolled back, so the data is intact; the server answers 503 storage_full with
 * Retry-After until space is freed.
 */
export class StorageFullError extends StorageBusyError {
  override name = 'StorageFullError';
}

/** Seconds a client is asked to wait when the database's disk is full. */
export const STORAGE_FULL_RETRY_AFTER_SECONDS = 60;

/** True for SQLite's "database or disk is full" (SQLITE_FULL, 13), extended codes included. */
export function isFullError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const errcode = (err as { errcode?: unknown }).errcode;
  return typeof errcode === 'number' && (errcode & 0xff) === 13;
}

/** True for SQLite's "database is locked" (SQLITE_BUSY, 5) and "table is locked" (SQLITE_LOCKED, 6), extended codes included. */
export function isBusyError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const errcode = (err as { errcode?: unknown }).errcode;
  return typeof errcode === 'number' && ((errcode & 0xff) === 5 || (errcode & 0xff) === 6);
}

/**
 * Wraps every method of `storage` so that a call failing with a busy database is tried again after
 * an asynchronous wait (doubling from `initialDelayMs`), for at most `budgetMs` in all, and then
 * rejects with StorageBusyError. node:sqlite waits for a lock synchronously, blocking the whole
 * process, so the connection's own busy timeout is kept at a few ms and the waiting happens here,
 * where other requests keep being served. Every storage method is one transaction (or one
 * statement), so a busy failure has stored nothing and trying again is safe.
 */
export function retryWhenBusy<S extends Storage>(storage: S, policy: BusyPolicy): S {
  return new Proxy(storage, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function' || property === 'close' || property === 'constructor') return value;
      return async (...args: unknown[]) => {
        let waited = 0;
        let delay = policy.initialDelayMs;
        for (;;) {
          try {
            return await (value as (...a: unknown[]) => unknown).apply(target, args);
          } catch (err) {
            if (isFullError(err)) throw fullError(err);
            if (!isBusyError(err)) throw err;
            if (waited >= policy.budgetMs) {
              throw new StorageBusyError(
                `the database is locked by another process (waited ${waited} ms); retry in a moment`,
                Math.max(1, Math.ceil(policy.budgetMs / 1000)),
              );
            }
            const wait = Math.min(delay, policy.budgetMs - waited);
            await sleep(wait);
            waited += wait;
            delay = Math.min(delay * 2, policy.maxDelayMs);
          }
        }
      };
    },
  });
}

/** The StorageFullError for a database whose disk is full, keeping the driver's error as its cause. */
export function fullError(cause: unknown): StorageFullError {
  const error = new StorageFullError(
    'the server cannot store anything now: the disk holding its database is full; nothing was changed, retry later',
    STORAGE_FULL_RETRY_AFTER_SECONDS,
  );
  Object.defineProperty(error, 'cause', { value: cause, enumerable: false });
  return error;
}
