import { pushSummaryCounts } from './push-summary.ts';
import type { PushAuth, PushHistoryRow, TrustAccess, TrustPolicy } from './types.ts';

/** A row as either backend hands it over (SQLite numbers, PostgreSQL strings for bigint). */
type Row = Record<string, unknown>;

/** A trust_policies row as a TrustPolicy (both backends store the lists as JSON text). */
export function toTrustPolicy(r: Row): TrustPolicy {
  return {
    id: Number(r.id),
    issuer: String(r.issuer),
    repository: r.repository === null ? null : String(r.repository),
    repositoryId: r.repository_id === null ? null : String(r.repository_id),
    refs: JSON.parse(String(r.refs)) as string[],
    environments: JSON.parse(String(r.environments)) as string[],
    workflows: JSON.parse(String(r.workflows)) as string[],
    access: String(r.access) as TrustAccess,
    createdAt: Number(r.created_at),
  };
}

/** A pushes row as history shows it: the plan summed up, the authentication parsed. */
export function toPushHistoryRow(r: Row): PushHistoryRow {
  const keys = pushSummaryCounts(String(r.summary));
  return {
    id: Number(r.id),
    createdAt: Number(r.created_at),
    repository: r.repository === null ? null : String(r.repository),
    ref: r.ref === null ? null : String(r.ref),
    sha: r.sha === null ? null : String(r.sha),
    auth: r.auth === null || r.auth === undefined ? null : (JSON.parse(String(r.auth)) as PushAuth),
    keys,
  };
}
