import { readSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { shmDescriptor, WAL_INDEX_HEADER_BYTES } from './wal-index.ts';

/**
 * Tells, synchronously and without a statement, whether the database may have changed since the
 * last call: any commit by any connection (this one, the admin CLI in another process, another
 * server on the same file).
 */
export interface ChangeCheck {
  /**
   * True when a commit may have happened since the previous call (always true on the first one);
   * false only when none has. A commit that finished before the call is always seen. Throws when the
   * database cannot be read (the caller then checks the slow way).
   */
  changed(): boolean;
}

/**
 * The cheapest check that sees every commit, for a database file in WAL mode: the first copy of the
 * wal-index header, read from the `-shm` file (one pread of 48 bytes, about a quarter of a
 * `PRAGMA data_version` call through node:sqlite). Every committing connection, in any process,
 * rewrites that header before its commit returns: `iChange` counts the transactions, `mxFrame` and
 * the checksums move with each commit, and a restarted WAL gets new salts. The header is only ever
 * compared with the previous read: a read that catches it half-written differs and counts as a
 * change, which costs a reload, never a stale answer.
 *
 * Anywhere the file is not shared (`:memory:`, a journal mode other than WAL, a `-shm` file that
 * cannot be opened): `total_changes()` (this connection's writes) and `PRAGMA data_version` (other
 * connections' commits, unchanged by this one's: SQLite's documentation of the pragma), in one
 * prepared statement.
 */
export function changeCheck(db: DatabaseSync): ChangeCheck {
  const shm = shmDescriptor(db);
  if (shm !== undefined) {
    // The header as 32-bit words, read into and compared in place: a loop of twelve comparisons
    // costs a few nanoseconds where `Buffer.equals` (a call into C++) cost tens, once per request.
    const next = new Int32Array(WAL_INDEX_HEADER_BYTES / 4);
    const last = new Int32Array(WAL_INDEX_HEADER_BYTES / 4);
    let first = true;
    return {
      changed() {
        const read = readSync(shm, next, 0, WAL_INDEX_HEADER_BYTES, 0);
        if (read !== WAL_INDEX_HEADER_BYTES)
          throw new Error(`short read of the wal-index header (${read} bytes)`);
        if (!first && sameWords(next, last)) return false;
        first = false;
        last.set(next);
        return true;
      },
    };
  }
  const statement = db.prepare(
    'SELECT total_changes() AS c, (SELECT data_version FROM pragma_data_version) AS v',
  );
  let last: string | undefined;
  return {
    changed() {
      const row = statement.get() as { c: number; v: number };
      const current = `${row.c}:${row.v}`;
      if (current === last) return false;
      last = current;
      return true;
    },
  };
}

/** True when the two headers read hold the same words. */
function sameWords(a: Int32Array, b: Int32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
