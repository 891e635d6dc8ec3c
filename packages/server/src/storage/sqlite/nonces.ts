import type { SqliteDatabase } from './database.ts';

/** Nonces of signed requests, kept until they expire. */
export class SqliteNonces {
  private readonly db: SqliteDatabase;

  constructor(db: SqliteDatabase) {
    this.db = db;
  }

  /** Records a nonce; false when the project already has it unexpired. Expired nonces are dropped first. */
  use(projectId: number, nonce: string, expiresAt: number, now: number): boolean {
    return this.db.transaction(() => {
      this.db.statement('DELETE FROM nonces WHERE expires_at <= ?').run(now);
      const result = this.db
        .statement('INSERT OR IGNORE INTO nonces (project_id, nonce, expires_at) VALUES (?, ?, ?)')
        .run(projectId, nonce, expiresAt);
      return Number(result.changes) === 1;
    });
  }
}
