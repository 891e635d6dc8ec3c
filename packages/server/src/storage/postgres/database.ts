import pg from 'pg';
import { mapPostgresError } from './errors.ts';

/** How the PostgreSQL backend connects; every field has a default (see docs/self-hosting.md). */
export interface PostgresOptions {
  /** Most connections this process opens (PG_POOL_MAX, default 10). */
  poolMax?: number;
  /** Longest wait for a connection, new or from the pool (PG_CONNECT_TIMEOUT_MS, default 5000). */
  connectTimeoutMs?: number;
  /** Longest a statement runs before PostgreSQL cancels it (PG_STATEMENT_TIMEOUT_MS, default 60000). */
  statementTimeoutMs?: number;
  /** Longest a statement waits for a row lock, e.g. behind another push to the same project (PG_LOCK_TIMEOUT_MS, default 10000). */
  lockTimeoutMs?: number;
  /** Schema to create and use instead of the connection's search_path (tests isolate runs with it). */
  schema?: string;
  /** Called with an error of an idle pooled connection (PostgreSQL restarted, network lost). */
  onIdleError?: (err: Error) => void;
}

/** What a repository runs statements on: the pool, or one transaction's connection. */
export interface Queryable {
  /** Runs one statement and returns its rows; errors are mapped to the storage's typed errors. */
  rows<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
}

/** Thrown inside a transaction to roll it back and hand `value` to the caller. */
export class Rollback<T> extends Error {
  readonly value: T;
  constructor(value: T) {
    super('rolled back on purpose');
    this.value = value;
  }
}

/**
 * How long past PG_STATEMENT_TIMEOUT_MS a statement's answer may take. PostgreSQL cancels a statement
 * at its timeout and answers at once; an answer this much later means the network or the server went
 * silent (a failover, a partition), which TCP would report only after about 15 minutes.
 */
export const ANSWER_MARGIN_MS = 5000;

/** The longest wait for a statement's answer with `options`: the statement timeout and the margin. */
export function answerTimeoutMs(options: PostgresOptions): number {
  return (options.statementTimeoutMs ?? 60_000) + ANSWER_MARGIN_MS;
}

/** pg's error for a statement whose answer did not come within `query_timeout`. */
export function isAnswerTimeout(err: unknown): boolean {
  return err instanceof Error && err.message === 'Query read timeout';
}

/** A bounded pool of connections to one PostgreSQL database, with transactions. */
export class PostgresDatabase implements Queryable {
  readonly pool: pg.Pool;
  private readonly answerMs: number;

  /** `answerMs`: the longest wait for one statement's answer (answerTimeoutMs of the pool's options). */
  constructor(pool: pg.Pool, answerMs = answerTimeoutMs({})) {
    this.pool = pool;
    this.answerMs = answerMs;
  }

  /** One statement with the answer timeout: pg gives it up and the caller discards its connection. */
  private statement(sql: string, params?: unknown[]): pg.QueryConfig & { query_timeout: number } {
    return { text: sql, ...(params !== undefined && { values: params }), query_timeout: this.answerMs };
  }

  async rows<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]> {
    try {
      // pg-pool discards a connection whose statement failed, so a silent one is never reused.
      return (await this.pool.query(this.statement(sql, params))).rows as R[];
    } catch (err) {
      throw mapPostgresError(err);
    }
  }

  /**
   * Runs `fn` in one transaction on one connection: COMMIT when it resolves, ROLLBACK when it
   * throws (a Rollback's value is returned instead of thrown). A connection that failed is
   * discarded rather than returned to the pool.
   */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>, begin = 'BEGIN'): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (err) {
      throw mapPostgresError(err);
    }
    // A checked-out connection that dies emits 'error' besides failing its query: without a
    // listener that event would end the process (a PostgreSQL restart mid-push).
    let lost: Error | undefined;
    const onError = (err: Error) => {
      lost = err;
    };
    client.on('error', onError);
    const tx: Queryable = {
      rows: async <R>(sql: string, params?: unknown[]) =>
        (await client.query(this.statement(sql, params))).rows as R[],
    };
    let broken: Error | undefined;
    try {
      await client.query(this.statement(begin));
      const result = await fn(tx);
      await client.query(this.statement('COMMIT'));
      return result;
    } catch (err) {
      // A connection that went silent would not answer ROLLBACK either: discard it (the server ends
      // the transaction when the connection goes, or after idle_in_transaction_session_timeout).
      if (isAnswerTimeout(err)) broken = err as Error;
      else {
        try {
          await client.query(this.statement('ROLLBACK'));
        } catch (rollbackError) {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        }
      }
      if (err instanceof Rollback) return err.value as T;
      throw mapPostgresError(err);
    } finally {
      client.off('error', onError);
      client.release(broken ?? lost);
    }
  }

  /**
   * Runs reads in one REPEATABLE READ, READ ONLY transaction: every statement sees the snapshot
   * taken at the first one, whatever commits meanwhile.
   */
  async snapshot<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.transaction(fn, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  }

  /**
   * A new, unconnected client of the pool's database and schema, outside the pool: LISTEN belongs to
   * a session, and a pooled connection is handed to other work.
   */
  dedicatedClient(applicationName: string): pg.Client {
    return new pg.Client({ ...this.pool.options, application_name: applicationName, keepAlive: true });
  }

  /** Closes every connection once the running queries finish; later calls do nothing. */
  async close(): Promise<void> {
    if (this.pool.ended || this.pool.ending) return;
    await this.pool.end();
  }
}

/**
 * Locks a project's row for the rest of the transaction (FOR NO KEY UPDATE): every write to the
 * project's strings (a push, an admin edit) takes it first, so they take turns, while inserting a
 * nonce or a phrase (a key-share lock) never waits for it.
 */
export async function lockProject(tx: Queryable, projectId: number): Promise<void> {
  await tx.rows('SELECT id FROM projects WHERE id = $1 FOR NO KEY UPDATE', [projectId]);
}

/**
 * The memory a push's transaction may sort and hash in (work_mem, for this transaction only). At the
 * default 4 MB, a push of 100,000 strings spilled to temporary files: the `unnest` of its 95,000
 * translations and the statement triggers' transition tables (change-triggers.ts,
 * string-references.ts) were written to disk and read back, about 28 MB per push
 * (`EXPLAIN (ANALYZE, BUFFERS)`, docs/performance.md section 25).
 */
export const PUSH_WORK_MEM = '64MB';

/** lockProject, also setting the transaction's work_mem to PUSH_WORK_MEM, in the same round trip. */
export async function lockProjectForPush(tx: Queryable, projectId: number): Promise<void> {
  await tx.rows(`SELECT id, set_config('work_mem', $2, true) FROM projects WHERE id = $1 FOR NO KEY UPDATE`, [
    projectId,
    PUSH_WORK_MEM,
  ]);
}

/** A quoted SQL identifier for a schema name, refusing anything but lower-case letters, digits and `_`. */
export function schemaIdentifier(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(
      `schema "${schema}" must be lower-case letters, digits and _ (at most 63), starting with a letter or _`,
    );
  }
  return `"${schema}"`;
}

/** A pool for `url` with the bounds and timeouts of `options`; connects lazily. */
export function createPool(url: string, options: PostgresOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    statement_timeout: options.statementTimeoutMs ?? 60_000,
    lock_timeout: options.lockTimeoutMs ?? 10_000,
    // A process killed mid-transaction leaves its locks to the server's own timeouts; this one ends
    // a transaction left open by a stuck client so that its row locks do not block every push.
    idle_in_transaction_session_timeout: 60_000,
    application_name: 'locale-sync-server',
    ...(options.schema !== undefined && { options: `-c search_path=${schemaIdentifier(options.schema)}` }),
  });
  // Without a listener, an idle connection's error (a PostgreSQL restart) would end the process.
  pool.on('error', (err) => options.onIdleError?.(err));
  return pool;
}
