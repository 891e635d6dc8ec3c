import { fstatSync, openSync, readSync, statSync } from 'node:fs';
import { endianness } from 'node:os';
import type { DatabaseSync } from 'node:sqlite';

/** Bytes of the wal-index header's first copy (WalIndexHdr in SQLite's wal.c, see walformat.html). */
export const WAL_INDEX_HEADER_BYTES = 48;

/** The header's iVersion of every wal-index SQLite 3.7.0 and later writes. */
const WAL_INDEX_VERSION = 3007000;

/**
 * Descriptors of `-shm` files opened here, by path, kept for the life of the process. A process
 * loses every POSIX lock it holds on a file when it closes ANY descriptor of that file, SQLite's
 * locks on the wal-index included (its read marks and the "dead man switch" that stops another
 * process from resetting the file under us). So a descriptor opened here is never closed, and one
 * path gets one descriptor however many databases are opened on it.
 */
const shmDescriptors = new Map<string, number>();

/** The `-shm` file's descriptor of a file database in WAL mode, else undefined. */
export function shmDescriptor(db: DatabaseSync): number | undefined {
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

/**
 * The frames in the WAL (the header's `mxFrame`: the last valid frame, the count SQLite's own
 * auto-checkpoint compares with its threshold), read from the wal-index header's first copy, or
 * undefined when the header does not read as one (not yet written, or caught half-written by
 * another connection's commit). The wal-index is shared memory, in the machine's byte order.
 */
export function walFrames(shm: number): number | undefined {
  const header = Buffer.alloc(WAL_INDEX_HEADER_BYTES);
  if (readSync(shm, header, 0, WAL_INDEX_HEADER_BYTES, 0) !== WAL_INDEX_HEADER_BYTES) return undefined;
  const little = endianness() === 'LE';
  const version = little ? header.readUInt32LE(0) : header.readUInt32BE(0);
  // isInit (byte 12) is 1 once a connection has built the header.
  if (version !== WAL_INDEX_VERSION || header[12] !== 1) return undefined;
  return little ? header.readUInt32LE(16) : header.readUInt32BE(16);
}
