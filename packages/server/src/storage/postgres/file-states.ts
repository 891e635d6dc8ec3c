import type { Format } from '@locale-sync/protocol';
import { endedByResource, type FileStateWrites } from '../../domain/file-states.ts';
import type { PushedFileState } from '../types.ts';
import type { Queryable } from './database.ts';

/** The project's remembered files (the changed-only push's state). */
export async function listPushedFiles(db: Queryable, projectId: number): Promise<PushedFileState[]> {
  const rows = await db.rows<{
    resource: string;
    locale: string;
    path: string;
    format: string;
    sha256: string;
    keys: number;
    source_locale: string;
  }>(
    `SELECT resource, locale, path, format, sha256, keys, source_locale FROM pushed_files
     WHERE project_id = $1 ORDER BY resource, locale`,
    [projectId],
  );
  return rows.map((r) => ({
    resource: r.resource,
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
  now: number,
): Promise<void> {
  for (const { resource, keys, sent } of endedByResource(writes)) {
    await tx.rows(
      `DELETE FROM pushed_files WHERE project_id = $1 AND resource = $2 AND NOT (locale = ANY($3::text[]))
         AND locale IN (SELECT t.locale FROM translations t JOIN strings s ON s.id = t.string_id
                         WHERE s.project_id = $1 AND s.resource = $2 AND t.repo_value IS NOT NULL
                           AND md5(s.key) = ANY(ARRAY(SELECT md5(k) FROM unnest($4::text[]) AS k))
                           AND s.key = ANY($4::text[]))`,
      [projectId, resource, sent, keys],
    );
  }
  if (writes.forget.length > 0) {
    await tx.rows(
      `DELETE FROM pushed_files p USING unnest($2::text[], $3::text[]) AS f(resource, locale)
       WHERE p.project_id = $1 AND p.resource = f.resource AND p.locale = f.locale`,
      [projectId, writes.forget.map((f) => f.resource), writes.forget.map((f) => f.locale)],
    );
  }
  if (writes.remember.length > 0) {
    const r = writes.remember;
    await tx.rows(
      `INSERT INTO pushed_files (project_id, resource, locale, path, format, sha256, keys, source_locale, updated_at)
       SELECT $1, w.resource, w.locale, w.path, w.format, w.sha256, w.keys, w.source_locale, $2
         FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::integer[], $9::text[])
           AS w(resource, locale, path, format, sha256, keys, source_locale)
       ON CONFLICT (project_id, md5(resource), locale) DO UPDATE SET path = EXCLUDED.path,
         format = EXCLUDED.format, sha256 = EXCLUDED.sha256, keys = EXCLUDED.keys,
         source_locale = EXCLUDED.source_locale, updated_at = EXCLUDED.updated_at`,
      [
        projectId,
        now,
        r.map((f) => f.resource),
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

/** Forgets the project's remembered files (every one, or those of `locale`, or of one resource's locale). */
export async function forgetPushedFiles(
  db: Queryable,
  projectId: number,
  which: { locale?: string | undefined; resource?: string | undefined } = {},
): Promise<void> {
  await db.rows(
    `DELETE FROM pushed_files WHERE project_id = $1 AND ($2::text IS NULL OR locale = $2)
       AND ($3::text IS NULL OR resource = $3)`,
    [projectId, which.locale ?? null, which.resource ?? null],
  );
}
