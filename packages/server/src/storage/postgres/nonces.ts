import type { PostgresDatabase } from './database.ts';

/** How often, at most, one instance deletes expired nonces (ms). */
const SWEEP_INTERVAL_MS = 60_000;

/** Nonces of signed requests, in the database so that every instance refuses a replay. */
export class PostgresNonces {
  private readonly db: PostgresDatabase;
  private lastSweep = Number.NEGATIVE_INFINITY;

  constructor(db: PostgresDatabase) {
    this.db = db;
  }

  /**
   * Records a nonce in one statement; false when the project already has it unexpired. Two
   * instances inserting the same nonce at once: the unique key makes the second wait for the first
   * and then find the row, so exactly one of them gets true. An expired row is taken over.
   */
  async use(projectId: number, nonce: string, expiresAt: number, now: number): Promise<boolean> {
    if (now - this.lastSweep >= SWEEP_INTERVAL_MS) {
      this.lastSweep = now;
      await this.db.rows('DELETE FROM nonces WHERE expires_at <= $1', [now]);
    }
    const rows = await this.db.rows(
      `INSERT INTO nonces (project_id, nonce, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (project_id, nonce) DO UPDATE SET expires_at = EXCLUDED.expires_at
         WHERE nonces.expires_at <= $4
       RETURNING 1`,
      [projectId, nonce, expiresAt, now],
    );
    return rows.length === 1;
  }
}
