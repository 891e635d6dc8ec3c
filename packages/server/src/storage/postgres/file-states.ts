import type { Format } from '@locale-sync/protocol';
import type { FileStateWrites } from '../file-states.ts';
import type { PushedFileState } from '../types.ts';
import type { Queryable } from './database.ts';

/** The project's remembered files (the changed-only push's state). */
export async function listPushedFiles(db: Queryable, projectId: number): Promise<PushedFileState[]> {
  const rows = await db.rows<{
    locale: string;
    path: string;
    format: string;
    sha256: string;
    keys: number;
    source_locale: string;
  }>(
    'SELECT locale, path, format, sha256, keys, source_locale FROM pushed_files WHERE project_id = $1 ORDER BY locale',
    [projectId],
  );
  return rows.map((r) => ({
    locale: r.locale,
    path: r.path,
    format: r.format as Format,
    sha256: r.sha256,
    keys: Number(r.keys),
    sourceLocale: r.source_locale,
  }));
}

/** Writes what an applied push remembers and forgets, on the push's transaction. */
export async function applyFileStates(
  tx: Queryable,
  projectId: number,
  writes: FileStateWrites,
  sent: readonly string[],
  now: number,
): Promise<void> {
  if (writes.ended.length > 0) {
    await tx.rows(
      `DELETE FROM pushed_files WHERE project_id = $1 AND NOT (locale = ANY($2::text[]))
         AND locale IN (SELECT t.locale FROM translations t JOIN strings s ON s.id = t.string_id
                         WHERE s.project_id = $1 AND t.repo_value IS NOT NULL
                           AND md5(s.key) = ANY(ARRAY(SELECT md5(k) FROM unnest($3::text[]) AS k))
                           AND s.key = ANY($3::text[]))`,
      [projectId, sent, writes.ended],
    );
  }
  if (writes.forget.length > 0) {
    await tx.rows('DELETE FROM pushed_files WHERE project_id = $1 AND locale = ANY($2::text[])', [
      projectId,
      writes.forget,
    ]);
  }
  if (writes.remember.length > 0) {
    const r = writes.remember;
    await tx.rows(
      `INSERT INTO pushed_files (project_id, locale, path, format, sha256, keys, source_locale, updated_at)
       SELECT $1, w.locale, w.path, w.format, w.sha256, w.keys, w.source_locale, $2
         FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::integer[], $8::text[])
           AS w(locale, path, format, sha256, keys, source_locale)
       ON CONFLICT (project_id, locale) DO UPDATE SET path = EXCLUDED.path, format = EXCLUDED.format,
         sha256 = EXCLUDED.sha256, keys = EXCLUDED.keys, source_locale = EXCLUDED.source_locale,
         updated_at = EXCLUDED.updated_at`,
      [
        projectId,
        now,
        r.map((f) => f.locale),
        r.map((f) => f.path),
        r.map((f) => f.format),
        r.map((f) => f.sha256),
        r.map((f) => f.keys),
        r.map((f) => f.sourceLocale),
      ],
    );
  }
}

/** Forgets one locale's file: its translations changed in the service, so a push of it is no longer a no-op. */
export async function forgetPushedFile(db: Queryable, projectId: number, locale: string): Promise<void> {
  await db.rows('DELETE FROM pushed_files WHERE project_id = $1 AND locale = $2', [projectId, locale]);
}
