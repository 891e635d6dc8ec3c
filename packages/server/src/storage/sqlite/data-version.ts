import { fstatSync, openSync, readSync, statSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';

/** Bytes of the wal-index header's first copy (WalIndexHdr in SQLite's wal.c, see walformat.html). */
const WAL_INDEX_HEADER_BYTES = 48;

/**
 * Descriptors of `-shm` files opened here, by path, kept for the life of the process. A process
 * loses every POSIX lock it holds on a file when it closes ANY descriptor of that file, SQLite's
 * locks on the wal-index included (its read marks and the "dead man switch" that stops another
 * process from resetting the file under us). So a descriptor opened here is never closed, and one
 * path gets one descriptor however many databases are opened on it.
 */
const shmDescriptors = new Map<string, number>();

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
    let last = Buffer.alloc(WAL_INDEX_HEADER_BYTES);
    let next = Buffer.alloc(WAL_INDEX_HEADER_BYTES);
    let first = true;
    return {
      changed() {
        const read = readSync(shm, next, 0, WAL_INDEX_HEADER_BYTES, 0);
        if (read !== WAL_INDEX_HEADER_BYTES)
          throw new Error(`short read of the wal-index header (${read} bytes)`);
        if (!first && next.equals(last)) return false;
        first = false;
        [last, next] = [next, last];
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

/** The `-shm` file's descriptor of a file database in WAL mode, else undefined. */
function shmDescriptor(db: DatabaseSync): number | undefined {
  const path = db.location();
  if (path === null || path === '') return undefined;
  const mode = db.prepare('PRAGMA journal_mode').get() as { journal_mode?: string } | undefined;
  if (mode?.journal_mode !== 'wal') return undefined;
  const shm = `${path}-shm`;
  // Reading creates the `-shm` file if no connection has yet.
  db.prepare('PRAGMA data_version').get();
  try {
    const kept = shmDescriptors.get(shm);
    // A file made again at the same path (a test's database, deleted and created anew) is another file.
    if (kept !== undefined && fstatSync(kept).ino === statSync(shm).ino) return kept;
    const fd = openSync(shm, 'r');
    shmDescriptors.set(shm, fd);
    return fd;
  } catch {
    return undefined;
  }
}
