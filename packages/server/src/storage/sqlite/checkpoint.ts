import type { DatabaseSync } from 'node:sqlite';
import { shmDescriptor, walFrames } from './wal-index.ts';

/**
 * SQLite's WAL auto-checkpoint, moved out of the commit. By default the connection that commits a
 * transaction leaving at least `wal_autocheckpoint` frames (1,000 pages) in the WAL copies them into
 * the database file inside its COMMIT, syncing the WAL and then the file: for a full push of
 * 100,000 strings that is most of the COMMIT's time, spent before the push can be answered. Here a
 * write transaction commits with the auto-checkpoint off, and the same checkpoint (PASSIVE, at the
 * same threshold) runs on the next turn of the event loop, once the caller has done what follows
 * the commit without waiting (answering the request).
 *
 * Durability is unchanged: a commit is in the WAL when COMMIT returns, whether or not it has been
 * copied into the database file, and a connection opened after a crash reads it from there. With
 * `synchronous = NORMAL` a commit is not synced to disk by itself; the checkpoint syncs, after the
 * commit, as SQLite's own did.
 */
export class DeferredCheckpoint {
  private readonly db: DatabaseSync;
  /** The connection's auto-checkpoint threshold in frames; 0 when it has none. */
  private readonly threshold: number;
  /** The `-shm` file (the WAL's frame count), undefined when the database has no shared WAL. */
  private readonly shm: number | undefined;
  private scheduled = false;

  constructor(db: DatabaseSync) {
    this.db = db;
    const row = db.prepare('PRAGMA wal_autocheckpoint').get() as { wal_autocheckpoint?: number } | undefined;
    this.threshold = Number(row?.wal_autocheckpoint ?? 0);
    this.shm = this.threshold > 0 ? shmDescriptor(db) : undefined;
  }

  /**
   * Runs `write` (a whole write transaction, BEGIN to COMMIT) without a checkpoint in its COMMIT,
   * then schedules one when the WAL has reached the threshold. Anywhere without a shared WAL (a
   * database in memory, another journal mode) or with the auto-checkpoint off, `write` just runs.
   */
  run<T>(write: () => T): T {
    if (this.shm === undefined) return write();
    this.db.exec('PRAGMA wal_autocheckpoint = 0');
    try {
      return write();
    } finally {
      this.db.exec(`PRAGMA wal_autocheckpoint = ${this.threshold}`);
      // A header that does not read counts as full: a checkpoint too many costs a sync, never data.
      if ((walFrames(this.shm) ?? this.threshold) >= this.threshold) this.schedule();
    }
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // unref: a process with nothing else to do (the admin CLI) exits without waiting for it, and
    // closing the last connection checkpoints anyway.
    setImmediate(() => {
      this.scheduled = false;
      this.checkpoint();
    }).unref();
  }

  /**
   * PASSIVE: copies what no reader still needs, without waiting for any lock. Its result is not
   * checked, as SQLite's auto-checkpoint does not check it: whatever is not copied now stays in the
   * WAL, where every reader finds it, and the next write that leaves the WAL over the threshold
   * tries again.
   */
  private checkpoint(): void {
    if (!this.db.isOpen || this.db.isTransaction) return;
    try {
      this.db.exec('PRAGMA wal_checkpoint(PASSIVE)');
    } catch {
      // Busy (another connection checkpointing) or an I/O error: the data is in the WAL either way.
    }
  }
}
