import type { SQLInputValue } from 'node:sqlite';
import type { TranslationStatus } from '@locale-sync/protocol';
import {
  type ApproveFilter,
  type ResourceRow,
  StorageNotFoundError,
  type TranslationFilter,
  type TranslationRow,
} from '../types.ts';
import type { SqliteDatabase } from './database.ts';
import { SqliteFileStates } from './file-states.ts';

/** The admin CLI's reads and edits of translations and resources. */
export class SqliteAdmin {
  private readonly db: SqliteDatabase;
  private readonly fileStates: SqliteFileStates;

  constructor(db: SqliteDatabase) {
    this.db = db;
    this.fileStates = new SqliteFileStates(db);
  }

  /** Translations by locale, resource, then source order, optionally of one locale, status and resource. */
  listTranslations(projectId: number, filter: TranslationFilter): TranslationRow[] {
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
    if (filter.resource !== undefined) {
      where.push('s.resource = ?');
      params.push(filter.resource);
    }
    return this.db
      .statement(
        `SELECT s.resource, s.key, s.source_text, s.obsolete, t.locale, t.value, t.status, t.updated_at
         FROM strings s JOIN translations t ON t.string_id = s.id
         WHERE ${where.join(' AND ')} ORDER BY t.locale, s.resource, s.position, s.key`,
      )
      .all(...params)
      .map((r) => ({
        resource: String(r.resource),
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
    resource: string,
    key: string,
    locale: string,
    value: string,
    status: TranslationStatus,
    now: number,
  ): void {
    this.db.transaction(() => {
      const row = this.db
        .statement(
          'SELECT id FROM strings WHERE project_id = ? AND resource = ? AND key = ? AND obsolete = 0',
        )
        .get(projectId, resource, key);
      if (!row) throw new StorageNotFoundError(`key ${key} is not an active string${of(resource)}`);
      // A push of the locale's file would no longer be a no-op (it may restore the value or status).
      this.db
        .statement('DELETE FROM pushed_files WHERE project_id = ? AND resource = ? AND locale = ?')
        .run(projectId, resource, locale);
      // The repository's value is kept as it is: it is what the translator-work guard compares
      // against. Held as "the same as value" (repo_is_value), it is written out before value changes.
      this.db
        .statement(
          `INSERT INTO translations (string_id, locale, value, status, repo_value, updated_at) VALUES (?, ?, ?, ?, NULL, ?)
           ON CONFLICT (string_id, locale) DO UPDATE SET value = excluded.value, status = excluded.status,
             repo_value = CASE WHEN translations.repo_is_value = 1 THEN translations.value
                               ELSE translations.repo_value END,
             repo_is_value = 0, updated_at = excluded.updated_at`,
        )
        .run(Number(row.id), locale, value, status, now);
    });
  }

  /** Approves the unapproved translations of active keys matching `filter`; returns how many. */
  approve(projectId: number, filter: ApproveFilter, now: number): number {
    return this.db.transaction(() => {
      let strings = 'SELECT id FROM strings WHERE project_id = ? AND obsolete = 0';
      const params: SQLInputValue[] = [now, projectId];
      if (filter.resource !== undefined) {
        strings += ' AND resource = ?';
        params.push(filter.resource);
      }
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
      const changed = Number(result.changes);
      // A push of an approved locale's file may now plan differently: forget what it remembered.
      if (changed > 0) this.fileStates.forget(projectId, filter.locale || undefined);
      return changed;
    });
  }

  /** Active source strings with no translation at all in `locale`, by resource then source order. */
  missingTranslations(
    projectId: number,
    locale: string,
  ): Array<{ resource: string; key: string; sourceText: string }> {
    return this.db
      .statement(
        `SELECT s.resource, s.key, s.source_text FROM strings s
         WHERE s.project_id = ? AND s.obsolete = 0 AND s.plural_of IS NULL
           AND NOT EXISTS (SELECT 1 FROM translations t WHERE t.string_id = s.id AND t.locale = ?)
         ORDER BY s.resource, s.position, s.key`,
      )
      .all(projectId, locale)
      .map((r) => ({ resource: String(r.resource), key: String(r.key), sourceText: String(r.source_text) }));
  }

  /** The resources in which `key` is an active string, the default first. */
  resourcesOfKey(projectId: number, key: string): string[] {
    return this.db
      .statement(
        'SELECT resource FROM strings WHERE project_id = ? AND key = ? AND obsolete = 0 ORDER BY resource',
      )
      .all(projectId, key)
      .map((r) => String(r.resource));
  }

  /** Every resource that has strings, the default first, then by path. */
  listResources(projectId: number): ResourceRow[] {
    return this.db
      .statement(
        `SELECT s.resource,
           SUM(CASE WHEN s.obsolete = 0 AND s.plural_of IS NULL THEN 1 ELSE 0 END) AS keys,
           SUM(CASE WHEN s.obsolete = 1 THEN 1 ELSE 0 END) AS obsolete,
           (SELECT COUNT(*) FROM translations t JOIN strings x ON x.id = t.string_id
             WHERE x.project_id = s.project_id AND x.resource = s.resource) AS translations
         FROM strings s WHERE s.project_id = ? GROUP BY s.resource ORDER BY s.resource`,
      )
      .all(projectId)
      .map((r) => ({
        resource: String(r.resource),
        keys: Number(r.keys),
        obsolete: Number(r.obsolete),
        translations: Number(r.translations),
      }));
  }

  /** Deletes a resource's strings (their translations cascade), its remembered files and its source path. */
  removeResource(projectId: number, resource: string): number {
    return this.db.transaction(() => {
      this.db
        .statement('DELETE FROM pushed_files WHERE project_id = ? AND resource = ?')
        .run(projectId, resource);
      this.db
        .statement('DELETE FROM resource_sources WHERE project_id = ? AND resource = ?')
        .run(projectId, resource);
      const result = this.db
        .statement('DELETE FROM strings WHERE project_id = ? AND resource = ?')
        .run(projectId, resource);
      return Number(result.changes);
    });
  }
}

function of(resource: string): string {
  return resource === '' ? ' of the project' : ` of resource ${resource}`;
}
