import type { PullStatus, TranslationStatus } from '@locale-sync/protocol';
import {
  type CurrentString,
  type CurrentTranslation,
  type PlanState,
  planPush,
} from '../../domain/push-plan.ts';
import { fileStateWrites } from '../file-states.ts';
import { statusesAtLeast } from '../statuses.ts';
import type { ProjectRecord, PushInput, PushOutcome } from '../types.ts';
import type { SqliteDatabase } from './database.ts';
import { SqliteFileStates } from './file-states.ts';

/** Signals a dry run's deliberate rollback. */
class DryRunRollback extends Error {
  readonly outcome: PushOutcome;
  constructor(outcome: PushOutcome) {
    super('dry run');
    this.outcome = outcome;
  }
}

/** A project's strings and their translations: the push, the pull and the SDK's reads of them. */
export class SqliteStrings {
  private readonly db: SqliteDatabase;
  private readonly fileStates: SqliteFileStates;

  constructor(db: SqliteDatabase) {
    this.db = db;
    this.fileStates = new SqliteFileStates(db);
  }

  /**
   * Applies a push in one transaction; a dry run computes inside the same transaction and rolls it
   * back, so its plan is exact. One connection runs one statement at a time, so pushes never interleave.
   */
  push(project: ProjectRecord, input: PushInput): PushOutcome {
    try {
      return this.db.transaction(() => {
        const outcome = this.applyPush(project, input);
        if (input.dryRun) throw new DryRunRollback(outcome);
        return outcome;
      });
    } catch (err) {
      if (err instanceof DryRunRollback) return err.outcome;
      throw err;
    }
  }

  private applyPush(project: ProjectRecord, input: PushInput): PushOutcome {
    const { plan, writes } = planPush(
      this.planState(
        project,
        input.files.map((f) => f.locale),
      ),
      input.files.map((f) => ({ locale: f.locale, entries: f.entries })),
    );
    const now = input.now;
    const upsertString = this.db.statement(
      `INSERT INTO strings (project_id, key, source_text, position, obsolete, plural_of, updated_at)
       VALUES (?, ?, ?, ?, 0, ?, ?)
       ON CONFLICT (project_id, key) DO UPDATE SET
         source_text = excluded.source_text, position = excluded.position, obsolete = 0,
         plural_of = excluded.plural_of,
         updated_at = CASE WHEN strings.source_text = excluded.source_text AND strings.obsolete = 0
                           THEN strings.updated_at ELSE excluded.updated_at END`,
    );
    for (const s of writes.strings) {
      upsertString.run(project.id, s.key, s.sourceText, s.position, s.pluralOf, now);
    }
    const markObsolete = this.db.statement(
      'UPDATE strings SET obsolete = 1, updated_at = ? WHERE project_id = ? AND key = ?',
    );
    for (const key of writes.obsolete) markObsolete.run(now, project.id, key);
    const upsertTranslation = this.db.statement(
      `INSERT INTO translations (string_id, locale, value, status, repo_value, updated_at)
       SELECT id, ?, ?, ?, ?, ? FROM strings WHERE project_id = ? AND key = ?
       ON CONFLICT (string_id, locale) DO UPDATE SET
         value = excluded.value, status = excluded.status, repo_value = excluded.repo_value,
         updated_at = CASE WHEN translations.value = excluded.value AND translations.status = excluded.status
                           THEN translations.updated_at ELSE excluded.updated_at END`,
    );
    for (const t of writes.translations) {
      upsertTranslation.run(t.locale, t.value, t.status, t.repoValue, now, project.id, t.key);
    }
    this.db
      .statement(
        'INSERT INTO pushes (project_id, repository, ref, sha, summary, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        project.id,
        input.source?.repository ?? null,
        input.source?.ref ?? null,
        input.source?.sha ?? null,
        JSON.stringify(plan.map((p) => ({ ...p, unchanged: p.unchanged }))),
        now,
      );
    if (!input.dryRun) {
      this.fileStates.apply(
        project.id,
        fileStateWrites(project.sourceLocale, input.files, plan, writes.obsolete),
        input.files.map((f) => f.locale),
        now,
      );
    }
    return { plan };
  }

  /** The project's strings, and its translations in `locales` (the plan reads no other locale's). */
  private planState(project: ProjectRecord, locales: readonly string[]): PlanState {
    const strings = new Map<string, CurrentString>();
    for (const r of this.db
      .statement('SELECT key, source_text, position, obsolete, plural_of FROM strings WHERE project_id = ?')
      .all(project.id)) {
      strings.set(String(r.key), {
        sourceText: String(r.source_text),
        position: Number(r.position),
        obsolete: Number(r.obsolete) === 1,
        pluralOf: r.plural_of === null ? null : String(r.plural_of),
      });
    }
    const translations = new Map<string, Map<string, CurrentTranslation>>();
    for (const r of this.db
      .statement(
        `SELECT s.key, t.locale, t.value, t.status, t.repo_value FROM translations t
           JOIN strings s ON s.id = t.string_id
           WHERE s.project_id = ? AND t.locale IN (SELECT value FROM json_each(?))`,
      )
      .all(project.id, JSON.stringify(locales))) {
      const locale = String(r.locale);
      let byKey = translations.get(locale);
      if (!byKey) {
        byKey = new Map();
        translations.set(locale, byKey);
      }
      byKey.set(String(r.key), {
        value: String(r.value),
        status: String(r.status) as TranslationStatus,
        repoValue: r.repo_value === null ? null : String(r.repo_value),
      });
    }
    return { sourceLocale: project.sourceLocale, strings, translations };
  }

  /** Active keys in source order with their texts for `locale` at `status` or better. */
  pullEntries(project: ProjectRecord, locale: string, status: PullStatus): Map<string, string> {
    const entries = new Map<string, string>();
    if (locale === project.sourceLocale) {
      for (const r of this.db
        .statement(
          'SELECT key, source_text FROM strings WHERE project_id = ? AND obsolete = 0 AND plural_of IS NULL ORDER BY position, key',
        )
        .all(project.id)) {
        entries.set(String(r.key), String(r.source_text));
      }
      return entries;
    }
    const statuses = statusesAtLeast(status);
    const rows = this.db
      .statement(
        `SELECT s.key, t.value FROM strings s JOIN translations t ON t.string_id = s.id
         WHERE s.project_id = ? AND s.obsolete = 0 AND t.locale = ? AND t.status IN (${statuses.map(() => '?').join(', ')})
         ORDER BY s.position, s.key`,
      )
      .all(project.id, locale, ...statuses);
    for (const r of rows) entries.set(String(r.key), String(r.value));
    return entries;
  }

  /** How many active source strings the project has, and the keys that left the source. */
  sourceState(project: ProjectRecord): { sourceKeys: number; obsoleteKeys: string[] } {
    const counted = this.db
      .statement(
        'SELECT COUNT(*) AS n FROM strings WHERE project_id = ? AND obsolete = 0 AND plural_of IS NULL',
      )
      .get(project.id);
    const obsoleteKeys = this.db
      .statement('SELECT key FROM strings WHERE project_id = ? AND obsolete = 1 ORDER BY key')
      .all(project.id)
      .map((r) => String(r.key));
    return { sourceKeys: Number(counted?.n ?? 0), obsoleteKeys };
  }

  /** Source text → approved translation in `locale` (first key in source order wins). */
  approvedBySourceText(projectId: number, locale: string): Map<string, string> {
    return firstBySource(
      this.db
        .statement(
          `SELECT s.source_text, t.value FROM strings s JOIN translations t ON t.string_id = s.id
         WHERE s.project_id = ? AND s.obsolete = 0 AND s.plural_of IS NULL AND t.locale = ? AND t.status = 'approved'
         ORDER BY s.position, s.key`,
        )
        .all(projectId, locale),
    );
  }

  /** The approved translations in `locale` of the given source texts. */
  findApproved(projectId: number, locale: string, sourceTexts: string[]): Map<string, string> {
    const unique = [...new Set(sourceTexts)];
    if (unique.length === 0) return new Map();
    return firstBySource(
      this.db
        .statement(
          `SELECT s.source_text, t.value FROM strings s JOIN translations t ON t.string_id = s.id
         WHERE s.project_id = ? AND s.obsolete = 0 AND s.plural_of IS NULL AND t.locale = ? AND t.status = 'approved'
           AND s.source_text IN (${unique.map(() => '?').join(', ')})
         ORDER BY s.position, s.key`,
        )
        .all(projectId, locale, ...unique),
    );
  }
}

function firstBySource(rows: Array<Record<string, unknown>>): Map<string, string> {
  const map = new Map<string, string>();
  for (const r of rows) {
    const source = String(r.source_text);
    if (!map.has(source)) map.set(source, String(r.value));
  }
  return map;
}
