import type { Format } from '@locale-sync/protocol';
import { endedByResource, type FileStateWrites } from '../../domain/file-states.ts';
import type { PushedFileState } from '../types.ts';
import type { SqliteDatabase } from './database.ts';

/** The files applied pushes remembered, one per project, resource and locale (the changed-only push's state). */
export class SqliteFileStates {
  private readonly db: SqliteDatabase;

  constructor(db: SqliteDatabase) {
    this.db = db;
  }

  /** The project's remembered files. */
  list(projectId: number): PushedFileState[] {
    return this.db
      .statement(
        `SELECT resource, locale, path, format, sha256, keys, source_locale FROM pushed_files
         WHERE project_id = ? ORDER BY resource, locale`,
      )
      .all(projectId)
      .map((r) => ({
        resource: String(r.resource),
        locale: String(r.locale),
        path: String(r.path),
        format: String(r.format) as Format,
        sha256: String(r.sha256),
        keys: Number(r.keys),
        sourceLocale: String(r.source_locale),
      }));
  }

  /** Writes what an applied push remembers and forgets; runs inside the push's transaction. */
  apply(projectId: number, writes: FileStateWrites, now: number): void {
    const endedIn = this.db.statement(
      `DELETE FROM pushed_files WHERE project_id = ? AND resource = ?
         AND locale NOT IN (SELECT value FROM json_each(?))
         AND locale IN (SELECT t.locale FROM translations t JOIN strings s ON s.id = t.string_id
                         WHERE s.project_id = ? AND s.resource = ? AND (t.repo_value IS NOT NULL OR t.repo_is_value = 1)
                           AND s.key IN (SELECT value FROM json_each(?)))`,
    );
    for (const { resource, keys, sent } of endedByResource(writes)) {
      endedIn.run(projectId, resource, JSON.stringify(sent), projectId, resource, JSON.stringify(keys));
    }
    const forget = this.db.statement(
      'DELETE FROM pushed_files WHERE project_id = ? AND resource = ? AND locale = ?',
    );
    for (const f of writes.forget) forget.run(projectId, f.resource, f.locale);
    const remember = this.db.statement(
      `INSERT INTO pushed_files (project_id, resource, locale, path, format, sha256, keys, source_locale, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (project_id, resource, locale) DO UPDATE SET path = excluded.path, format = excluded.format,
         sha256 = excluded.sha256, keys = excluded.keys, source_locale = excluded.source_locale,
         updated_at = excluded.updated_at`,
    );
    for (const f of writes.remember) {
      remember.run(projectId, f.resource, f.locale, f.path, f.format, f.sha256, f.keys, f.sourceLocale, now);
    }
  }

  /** Forgets the remembered files of a project (every one, or those of `locale`): its strings changed. */
  forget(projectId: number, locale?: string): void {
    if (locale === undefined) {
      this.db.statement('DELETE FROM pushed_files WHERE project_id = ?').run(projectId);
    } else {
      this.db
        .statement('DELETE FROM pushed_files WHERE project_id = ? AND locale = ?')
        .run(projectId, locale);
    }
  }
}
