import type { Format } from '@locale-sync/protocol';
import type { FileStateWrites } from '../file-states.ts';
import type { PushedFileState } from '../types.ts';
import type { SqliteDatabase } from './database.ts';

/** The files applied pushes remembered, one per project and locale (the changed-only push's state). */
export class SqliteFileStates {
  private readonly db: SqliteDatabase;

  constructor(db: SqliteDatabase) {
    this.db = db;
  }

  /** The project's remembered files. */
  list(projectId: number): PushedFileState[] {
    return this.db
      .statement(
        'SELECT locale, path, format, sha256, keys, source_locale FROM pushed_files WHERE project_id = ? ORDER BY locale',
      )
      .all(projectId)
      .map((r) => ({
        locale: String(r.locale),
        path: String(r.path),
        format: String(r.format) as Format,
        sha256: String(r.sha256),
        keys: Number(r.keys),
        sourceLocale: String(r.source_locale),
      }));
  }

  /** Writes what an applied push remembers and forgets; runs inside the push's transaction. */
  apply(projectId: number, writes: FileStateWrites, sent: readonly string[], now: number): void {
    if (writes.ended.length > 0) {
      this.db
        .statement(
          `DELETE FROM pushed_files WHERE project_id = ?
             AND locale NOT IN (SELECT value FROM json_each(?))
             AND locale IN (SELECT t.locale FROM translations t JOIN strings s ON s.id = t.string_id
                             WHERE s.project_id = ? AND t.repo_value IS NOT NULL
                               AND s.key IN (SELECT value FROM json_each(?)))`,
        )
        .run(projectId, JSON.stringify(sent), projectId, JSON.stringify(writes.ended));
    }
    const forget = this.db.statement('DELETE FROM pushed_files WHERE project_id = ? AND locale = ?');
    for (const locale of writes.forget) forget.run(projectId, locale);
    const remember = this.db.statement(
      `INSERT INTO pushed_files (project_id, locale, path, format, sha256, keys, source_locale, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (project_id, locale) DO UPDATE SET path = excluded.path, format = excluded.format,
         sha256 = excluded.sha256, keys = excluded.keys, source_locale = excluded.source_locale,
         updated_at = excluded.updated_at`,
    );
    for (const f of writes.remember) {
      remember.run(projectId, f.locale, f.path, f.format, f.sha256, f.keys, f.sourceLocale, now);
    }
  }
}
