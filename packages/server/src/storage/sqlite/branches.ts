import type { TranslationStatus } from '@locale-sync/protocol';
import { drive, type Steps } from '../../domain/branches/drive.ts';
import type { BranchPrimitives } from '../../domain/branches/primitives.ts';
import type { BranchRecord, Overlay, OverlayState } from '../../domain/branches/state.ts';
import type { PushTransaction } from '../../domain/push.ts';
import type { SqliteDatabase } from './database.ts';
import type { SqliteStrings } from './strings.ts';

/** The branch primitives over one connection, and the runners of the use cases that combine them with main's. */
export class SqliteBranches implements BranchPrimitives {
  private readonly db: SqliteDatabase;
  private readonly strings: SqliteStrings;

  constructor(db: SqliteDatabase, strings: SqliteStrings) {
    this.db = db;
    this.strings = strings;
  }

  /**
   * Runs `steps` (a push, a branch's close) in one BEGIN IMMEDIATE transaction: every primitive here
   * answers synchronously, so the use case runs to its end before any other statement of this
   * process, and the write lock keeps other processes (the admin CLI) out.
   */
  write<T>(_projectId: number, steps: (main: PushTransaction, branches: BranchPrimitives) => Steps<T>): T {
    return this.db.transaction(() => this.runSync(steps));
  }

  /** Runs `steps` in one read transaction (one WAL snapshot). */
  read<T>(steps: (main: PushTransaction, branches: BranchPrimitives) => Steps<T>): T {
    return this.db.readTransaction(() => this.runSync(steps));
  }

  private runSync<T>(steps: (main: PushTransaction, branches: BranchPrimitives) => Steps<T>): T {
    const result = drive(steps(this.strings, this));
    if (result instanceof Promise) throw new Error('a SQLite primitive answered asynchronously');
    return result;
  }

  findBranch(projectId: number, name: string): BranchRecord | undefined {
    const row = this.db
      .statement('SELECT * FROM branches WHERE project_id = ? AND name = ?')
      .get(projectId, name);
    return row ? toRecord(row) : undefined;
  }

  listBranches(projectId: number): BranchRecord[] {
    return this.db
      .statement('SELECT * FROM branches WHERE project_id = ? ORDER BY name')
      .all(projectId)
      .map(toRecord);
  }

  createBranch(projectId: number, name: string, now: number): BranchRecord {
    const row = this.db
      .statement(
        'INSERT INTO branches (project_id, name, created_at, updated_at) VALUES (?, ?, ?, ?) RETURNING *',
      )
      .get(projectId, name, now, now);
    return toRecord(row as Record<string, unknown>);
  }

  countStrings(projectId: number): number {
    const row = this.db
      .statement(
        'SELECT COUNT(*) AS n FROM branch_strings WHERE branch_id IN (SELECT id FROM branches WHERE project_id = ?)',
      )
      .get(projectId);
    return Number(row?.n ?? 0);
  }

  readOverlay(branchId: number): Overlay {
    const overlay: Overlay = new Map();
    const of = (resource: string): OverlayState => {
      let state = overlay.get(resource);
      if (!state) {
        state = { strings: new Map(), translations: new Map() };
        overlay.set(resource, state);
      }
      return state;
    };
    for (const r of this.db.statement('SELECT * FROM branch_strings WHERE branch_id = ?').all(branchId)) {
      of(String(r.resource)).strings.set(String(r.key), {
        sourceText: String(r.source_text),
        position: Number(r.position),
        obsolete: Number(r.obsolete) === 1,
        pluralOf: r.plural_of === null ? null : String(r.plural_of),
      });
    }
    for (const r of this.db
      .statement('SELECT * FROM branch_translations WHERE branch_id = ?')
      .all(branchId)) {
      const byLocale = of(String(r.resource)).translations;
      let byKey = byLocale.get(String(r.locale));
      if (!byKey) {
        byKey = new Map();
        byLocale.set(String(r.locale), byKey);
      }
      byKey.set(String(r.key), {
        value: String(r.value),
        status: String(r.status) as TranslationStatus,
        repoValue: r.repo_value === null ? null : String(r.repo_value),
        baseValue: r.base_value === null ? null : String(r.base_value),
      });
    }
    return overlay;
  }

  writeOverlay(branchId: number, resource: string, state: OverlayState): void {
    this.db
      .statement('DELETE FROM branch_strings WHERE branch_id = ? AND resource = ?')
      .run(branchId, resource);
    this.db
      .statement('DELETE FROM branch_translations WHERE branch_id = ? AND resource = ?')
      .run(branchId, resource);
    const insertString = this.db.statement(
      `INSERT INTO branch_strings (branch_id, resource, key, source_text, position, obsolete, plural_of)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const [key, s] of state.strings) {
      insertString.run(branchId, resource, key, s.sourceText, s.position, s.obsolete ? 1 : 0, s.pluralOf);
    }
    const insertTranslation = this.db.statement(
      `INSERT INTO branch_translations (branch_id, resource, key, locale, value, status, repo_value, base_value)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const [locale, byKey] of state.translations) {
      for (const [key, t] of byKey) {
        insertTranslation.run(branchId, resource, key, locale, t.value, t.status, t.repoValue, t.baseValue);
      }
    }
  }

  touchBranch(branchId: number, now: number, mergedAt: number | null): void {
    this.db
      .statement('UPDATE branches SET updated_at = ?, merged_at = ? WHERE id = ?')
      .run(now, mergedAt, branchId);
  }

  deleteBranch(branchId: number): void {
    this.db.statement('DELETE FROM branches WHERE id = ?').run(branchId);
  }
}

function toRecord(r: Record<string, unknown>): BranchRecord {
  return {
    id: Number(r.id),
    name: String(r.name),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
    mergedAt: r.merged_at === null ? null : Number(r.merged_at),
  };
}
