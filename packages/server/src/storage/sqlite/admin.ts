import type { SQLInputValue } from 'node:sqlite';
import type { TranslationStatus } from '@locale-sync/protocol';
import { StorageNotFoundError, type TranslationRow } from '../types.ts';
import type { SqliteDatabase } from './database.ts';

/** The admin CLI's reads and edits of translations. */
export class SqliteAdmin {
  private readonly db: SqliteDatabase;

  constructor(db: SqliteDatabase) {
    this.db = db;
  }

  /** Translations by locale then source order, optionally of one locale and one status. */
  listTranslations(
    projectId: number,
    filter: { locale?: string | undefined; status?: TranslationStatus | undefined },
  ): TranslationRow[] {
    const where = ['s.project_id = ?'];
    const params: SQLInputValue[] = [projectId];
    if (filter.locale) {
      where.push('t.locale = ?');
      params.push(filter.locale);
    }
    if (filter.status) {
      where.push('t.status = ?');
      params.push(filter.status);
    }
    return this.db
      .statement(
        `SELECT s.key, s.source_text, s.obsolete, t.locale, t.value, t.status, t.updated_at
         FROM strings s JOIN translations t ON t.string_id = s.id
         WHERE ${where.join(' AND ')} ORDER BY t.locale, s.position, s.key`,
      )
      .all(...params)
      .map((r) => ({
        key: String(r.key),
        locale: String(r.locale),
        sourceText: String(r.source_text),
        value: String(r.value),
        status: String(r.status) as TranslationStatus,
        obsolete: Number(r.obsolete) === 1,
        updatedAt: Number(r.updated_at),
      }));
  }

  /** Sets one translation of an active key; StorageNotFoundError for an unknown key. */
  setTranslation(
    projectId: number,
    key: string,
    locale: string,
    value: string,
    status: TranslationStatus,
    now: number,
  ): void {
    this.db.transaction(() => {
      const row = this.db
        .statement('SELECT id FROM strings WHERE project_id = ? AND key = ? AND obsolete = 0')
        .get(projectId, key);
      if (!row) throw new StorageNotFoundError(`key ${key} is not an active string of the project`);
      // A push of the locale's file would no longer be a no-op (it may restore the value or status).
      this.db
        .statement('DELETE FROM pushed_files WHERE project_id = ? AND locale = ?')
        .run(projectId, locale);
      // repo_value is left as it is: it is what the translator-work guard compares against.
      this.db
        .statement(
          `INSERT INTO translations (string_id, locale, value, status, repo_value, updated_at) VALUES (?, ?, ?, ?, NULL, ?)
           ON CONFLICT (string_id, locale) DO UPDATE SET value = excluded.value, status = excluded.status,
             updated_at = excluded.updated_at`,
        )
        .run(Number(row.id), locale, value, status, now);
    });
  }

  /** Approves the unapproved translations of active keys (one key, one locale or all); returns how many. */
  approve(
    projectId: number,
    filter: { locale?: string | undefined; key?: string | undefined },
    now: number,
  ): number {
    return this.db.transaction(() => {
      let strings = 'SELECT id FROM strings WHERE project_id = ? AND obsolete = 0';
      const params: SQLInputValue[] = [now, projectId];
      if (filter.key) {
        strings += ' AND key = ?';
        params.push(filter.key);
      }
      let where = `status <> 'approved' AND string_id IN (${strings})`;
      if (filter.locale) {
        where += ' AND locale = ?';
        params.push(filter.locale);
      }
      const result = this.db
        .statement(`UPDATE translations SET status = 'approved', updated_at = ? WHERE ${where}`)
        .run(...params);
      return Number(result.changes);
    });
  }

  /** Active source strings with no translation at all in `locale`, in source order. */
  missingTranslations(projectId: number, locale: string): Array<{ key: string; sourceText: string }> {
    return this.db
      .statement(
        `SELECT s.key, s.source_text FROM strings s
         WHERE s.project_id = ? AND s.obsolete = 0 AND s.plural_of IS NULL
           AND NOT EXISTS (SELECT 1 FROM translations t WHERE t.string_id = s.id AND t.locale = ?)
         ORDER BY s.position, s.key`,
      )
      .all(projectId, locale)
      .map((r) => ({ key: String(r.key), sourceText: String(r.source_text) }));
  }
}
