import { toPushHistoryRow, toTrustPolicy } from '../trust-rows.ts';
import type { NewTrustPolicy, PushHistoryRow, TrustPolicy } from '../types.ts';
import type { SqliteDatabase } from './database.ts';

/** Trust policies of OIDC tokens, and the pushes' history (which policy and claims made each). */
export class SqliteTrust {
  private readonly db: SqliteDatabase;

  constructor(db: SqliteDatabase) {
    this.db = db;
  }

  /** The project's policies, by id. */
  list(projectId: number): TrustPolicy[] {
    return this.db
      .statement('SELECT * FROM trust_policies WHERE project_id = ? ORDER BY id')
      .all(projectId)
      .map((r) => toTrustPolicy(r as Record<string, unknown>));
  }

  /** Stores a policy and returns it with its id. */
  add(projectId: number, policy: NewTrustPolicy, now: number): TrustPolicy {
    const row = this.db
      .statement(
        `INSERT INTO trust_policies (project_id, issuer, repository, repository_id, refs, environments,
           workflows, access, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      )
      .get(
        projectId,
        policy.issuer,
        policy.repository,
        policy.repositoryId,
        JSON.stringify(policy.refs),
        JSON.stringify(policy.environments),
        JSON.stringify(policy.workflows),
        policy.access,
        now,
      );
    return toTrustPolicy(row as Record<string, unknown>);
  }

  /** Deletes one policy of the project; false when it has none with that id. */
  remove(projectId: number, id: number): boolean {
    const result = this.db
      .statement('DELETE FROM trust_policies WHERE project_id = ? AND id = ?')
      .run(projectId, id);
    return Number(result.changes) === 1;
  }

  /** The latest `limit` applied pushes, newest first. */
  history(projectId: number, limit: number): PushHistoryRow[] {
    return this.db
      .statement('SELECT * FROM pushes WHERE project_id = ? ORDER BY id DESC LIMIT ?')
      .all(projectId, limit)
      .map((r) => toPushHistoryRow(r as Record<string, unknown>));
  }
}
