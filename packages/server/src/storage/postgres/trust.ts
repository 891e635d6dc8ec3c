import { toPushHistoryRow, toTrustPolicy } from '../trust-rows.ts';
import type { NewTrustPolicy, PushHistoryRow, TrustPolicy } from '../types.ts';
import type { PostgresDatabase } from './database.ts';

/** Trust policies of OIDC tokens, and the pushes' history (which policy and claims made each). */
export class PostgresTrust {
  private readonly db: PostgresDatabase;

  constructor(db: PostgresDatabase) {
    this.db = db;
  }

  /** The project's policies, by id. */
  async list(projectId: number): Promise<TrustPolicy[]> {
    const rows = await this.db.rows('SELECT * FROM trust_policies WHERE project_id = $1 ORDER BY id', [
      projectId,
    ]);
    return rows.map(toTrustPolicy);
  }

  /** Stores a policy and returns it with its id. */
  async add(projectId: number, policy: NewTrustPolicy, now: number): Promise<TrustPolicy> {
    const [row] = await this.db.rows(
      `INSERT INTO trust_policies (project_id, issuer, repository, repository_id, refs, environments,
         workflows, access, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [
        projectId,
        policy.issuer,
        policy.repository,
        policy.repositoryId,
        JSON.stringify(policy.refs),
        JSON.stringify(policy.environments),
        JSON.stringify(policy.workflows),
        policy.access,
        now,
      ],
    );
    return toTrustPolicy(row as Record<string, unknown>);
  }

  /** Deletes one policy of the project; false when it has none with that id. */
  async remove(projectId: number, id: number): Promise<boolean> {
    const rows = await this.db.rows(
      'DELETE FROM trust_policies WHERE project_id = $1 AND id = $2 RETURNING id',
      [projectId, id],
    );
    return rows.length === 1;
  }

  /** The latest `limit` applied pushes, newest first. */
  async history(projectId: number, limit: number): Promise<PushHistoryRow[]> {
    const rows = await this.db.rows('SELECT * FROM pushes WHERE project_id = $1 ORDER BY id DESC LIMIT $2', [
      projectId,
      limit,
    ]);
    return rows.map(toPushHistoryRow);
  }
}
