import { drive, type Steps } from '../../domain/branches/drive.ts';
import type { BranchPrimitives } from '../../domain/branches/primitives.ts';
import type { BranchRecord, Overlay, OverlayState } from '../../domain/branches/state.ts';
import type { PushTransaction } from '../../domain/push.ts';
import { lockProjectForPush, type PostgresDatabase, type Queryable } from './database.ts';
import { PUSH_CHUNK as CHUNK, PostgresPush } from './push.ts';
import {
  byResource,
  type StringRow,
  setTranslation,
  type TranslationRow,
  toCurrentString,
  toCurrentTranslation,
} from './rows.ts';

/** Runs the use cases over main's push primitives and the branch primitives, on one transaction each. */
export class PostgresUnits {
  private readonly db: PostgresDatabase;

  constructor(db: PostgresDatabase) {
    this.db = db;
  }

  /**
   * Runs a push (domain/branches/push.ts: to main or to a branch) or a branch's close in one
   * transaction. The project's row is locked first (FOR NO KEY UPDATE: it conflicts with another
   * push's lock and an admin edit's, but not with the key-share locks that inserting a nonce or a
   * phrase takes), so writes to one project's strings and branches take turns and each push plans
   * over the one before it: no update is lost, and the files it remembers describe what it committed.
   */
  async write<T>(
    projectId: number,
    steps: (main: PushTransaction, branches: BranchPrimitives) => Steps<T>,
  ): Promise<T> {
    return this.db.transaction(async (tx) => {
      await lockProjectForPush(tx, projectId);
      return drive(steps(new PostgresPush(tx), new PostgresBranches(tx)));
    });
  }

  /** One REPEATABLE READ, READ ONLY snapshot. */
  async read<T>(steps: (main: PushTransaction, branches: BranchPrimitives) => Steps<T>): Promise<T> {
    return this.db.snapshot(async (tx) => drive(steps(new PostgresPush(tx), new PostgresBranches(tx))));
  }
}

interface BranchRow {
  id: number;
  name: string;
  created_at: string;
  updated_at: string;
  merged_at: string | null;
}

/** The branch primitives on one transaction. */
class PostgresBranches implements BranchPrimitives {
  private readonly tx: Queryable;

  constructor(tx: Queryable) {
    this.tx = tx;
  }

  async findBranch(projectId: number, name: string): Promise<BranchRecord | undefined> {
    const [row] = await this.tx.rows<BranchRow>(
      'SELECT * FROM branches WHERE project_id = $1 AND name = $2',
      [projectId, name],
    );
    return row ? toRecord(row) : undefined;
  }

  async listBranches(projectId: number): Promise<BranchRecord[]> {
    const rows = await this.tx.rows<BranchRow>('SELECT * FROM branches WHERE project_id = $1 ORDER BY name', [
      projectId,
    ]);
    return rows.map(toRecord);
  }

  async createBranch(projectId: number, name: string, now: number): Promise<BranchRecord> {
    const [row] = await this.tx.rows<BranchRow>(
      'INSERT INTO branches (project_id, name, created_at, updated_at) VALUES ($1, $2, $3, $3) RETURNING *',
      [projectId, name, now],
    );
    return toRecord(row as BranchRow);
  }

  async countStrings(projectId: number): Promise<number> {
    const [row] = await this.tx.rows<{ n: string }>(
      'SELECT count(*) AS n FROM branch_strings WHERE branch_id IN (SELECT id FROM branches WHERE project_id = $1)',
      [projectId],
    );
    return Number(row?.n ?? 0);
  }

  async readOverlay(branchId: number): Promise<Overlay> {
    const overlay: Overlay = new Map();
    const of = byResource<OverlayState>(overlay, () => ({ strings: new Map(), translations: new Map() }));
    for (const r of await this.tx.rows<StringRow>('SELECT * FROM branch_strings WHERE branch_id = $1', [
      branchId,
    ])) {
      of(r.resource).strings.set(r.key, toCurrentString(r));
    }
    for (const r of await this.tx.rows<TranslationRow & { base_value: string | null }>(
      'SELECT * FROM branch_translations WHERE branch_id = $1',
      [branchId],
    )) {
      setTranslation(of(r.resource), r.locale, r.key, {
        ...toCurrentTranslation(r),
        baseValue: r.base_value,
      });
    }
    return overlay;
  }

  async writeOverlay(branchId: number, resource: string, state: OverlayState): Promise<void> {
    await this.tx.rows('DELETE FROM branch_strings WHERE branch_id = $1 AND resource = $2', [
      branchId,
      resource,
    ]);
    await this.tx.rows('DELETE FROM branch_translations WHERE branch_id = $1 AND resource = $2', [
      branchId,
      resource,
    ]);
    const strings = [...state.strings];
    for (let i = 0; i < strings.length; i += CHUNK) {
      const part = strings.slice(i, i + CHUNK);
      await this.tx.rows(
        `INSERT INTO branch_strings (branch_id, resource, key, source_text, position, obsolete, plural_of)
         SELECT $1, $2, w.key, w.source_text, w.position, w.obsolete, w.plural_of
           FROM unnest($3::text[], $4::text[], $5::integer[], $6::boolean[], $7::text[])
             AS w(key, source_text, position, obsolete, plural_of)`,
        [
          branchId,
          resource,
          part.map(([key]) => key),
          part.map(([, s]) => s.sourceText),
          part.map(([, s]) => s.position),
          part.map(([, s]) => s.obsolete),
          part.map(([, s]) => s.pluralOf),
        ],
      );
    }
    const translations = [...state.translations].flatMap(([locale, byKey]) =>
      [...byKey].map(([key, t]) => ({ locale, key, ...t })),
    );
    for (let i = 0; i < translations.length; i += CHUNK) {
      const part = translations.slice(i, i + CHUNK);
      await this.tx.rows(
        `INSERT INTO branch_translations (branch_id, resource, key, locale, value, status, repo_value, base_value)
         SELECT $1, $2, w.key, w.locale, w.value, w.status, w.repo_value, w.base_value
           FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
             AS w(key, locale, value, status, repo_value, base_value)`,
        [
          branchId,
          resource,
          part.map((t) => t.key),
          part.map((t) => t.locale),
          part.map((t) => t.value),
          part.map((t) => t.status),
          part.map((t) => t.repoValue),
          part.map((t) => t.baseValue),
        ],
      );
    }
  }

  async touchBranch(branchId: number, now: number, mergedAt: number | null): Promise<void> {
    await this.tx.rows('UPDATE branches SET updated_at = $1, merged_at = $2 WHERE id = $3', [
      now,
      mergedAt,
      branchId,
    ]);
  }

  async deleteBranch(branchId: number): Promise<void> {
    await this.tx.rows('DELETE FROM branches WHERE id = $1', [branchId]);
  }
}

function toRecord(r: BranchRow): BranchRecord {
  return {
    id: Number(r.id),
    name: r.name,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    mergedAt: r.merged_at === null ? null : Number(r.merged_at),
  };
}
