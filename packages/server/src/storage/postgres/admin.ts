import type { TranslationStatus } from '@locale-sync/protocol';
import {
  type ApproveFilter,
  type ResourceRow,
  StorageNotFoundError,
  type TranslationFilter,
  type TranslationRow,
} from '../types.ts';
import { lockProject, type PostgresDatabase } from './database.ts';
import { forgetPushedFiles } from './file-states.ts';

/**
 * The admin CLI's reads and edits of translations and resources. Every edit locks the project's row
 * first, as a push does: an edit never lands between a push's plan and its commit, and the files it
 * forgets are forgotten in the same transaction as the edit.
 */
export class PostgresAdmin {
  private readonly db: PostgresDatabase;

  constructor(db: PostgresDatabase) {
    this.db = db;
  }

  /** Translations by locale, resource, then source order, optionally of one locale, status and resource. */
  async listTranslations(projectId: number, filter: TranslationFilter): Promise<TranslationRow[]> {
    const rows = await this.db.rows<{
      resource: string;
      key: string;
      source_text: string;
      obsolete: boolean;
      locale: string;
      value: string;
      status: TranslationStatus;
      updated_at: string;
    }>(
      `SELECT s.resource, s.key, s.source_text, s.obsolete, t.locale, t.value, t.status, t.updated_at
       FROM strings s JOIN translations t ON t.string_id = s.id
       WHERE s.project_id = $1 AND ($2::text IS NULL OR t.locale = $2) AND ($3::text IS NULL OR t.status = $3)
         AND ($4::text IS NULL OR s.resource = $4)
       ORDER BY t.locale, s.resource, s.position, s.key`,
      [projectId, filter.locale || null, filter.status || null, filter.resource ?? null],
    );
    return rows.map((r) => ({
      resource: r.resource,
      key: r.key,
      locale: r.locale,
      sourceText: r.source_text,
      value: r.value,
      status: r.status,
      obsolete: r.obsolete,
      updatedAt: Number(r.updated_at),
    }));
  }

  /** Sets one translation of an active key; StorageNotFoundError for an unknown key. */
  async setTranslation(
    projectId: number,
    resource: string,
    key: string,
    locale: string,
    value: string,
    status: TranslationStatus,
    now: number,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockProject(tx, projectId);
      // repo_value is left as it is: it is what the translator-work guard compares against.
      const rows = await tx.rows(
        `INSERT INTO translations (string_id, locale, value, status, repo_value, updated_at)
         SELECT id, $3, $4, $5, NULL, $6 FROM strings
           WHERE project_id = $1 AND md5(resource) = md5($7) AND resource = $7
             AND md5(key) = md5($2) AND key = $2 AND NOT obsolete
         ON CONFLICT (string_id, locale) DO UPDATE SET value = EXCLUDED.value, status = EXCLUDED.status,
           updated_at = EXCLUDED.updated_at
         RETURNING 1`,
        [projectId, key, locale, value, status, now, resource],
      );
      if (rows.length === 0) {
        const where = resource === '' ? 'of the project' : `of resource ${resource}`;
        throw new StorageNotFoundError(`key ${key} is not an active string ${where}`);
      }
      // A push of the file would no longer be a no-op (it may restore the value or status).
      await forgetPushedFiles(tx, projectId, { locale, resource });
    });
  }

  /** Approves the unapproved translations of active keys matching `filter`; returns how many. */
  async approve(projectId: number, filter: ApproveFilter, now: number): Promise<number> {
    return this.db.transaction(async (tx) => {
      await lockProject(tx, projectId);
      const [counted] = await tx.rows<{ n: string }>(
        `WITH approved AS (
         UPDATE translations SET status = 'approved', updated_at = $1
         WHERE status <> 'approved' AND ($4::text IS NULL OR locale = $4)
           AND string_id IN (SELECT id FROM strings WHERE project_id = $2 AND NOT obsolete
                               AND ($5::text IS NULL OR resource = $5)
                               AND ($3::text IS NULL OR (md5(key) = md5($3) AND key = $3)))
         RETURNING 1)
         SELECT count(*) AS n FROM approved`,
        [now, projectId, filter.key || null, filter.locale || null, filter.resource ?? null],
      );
      const changed = Number(counted?.n ?? 0);
      // A push of an approved locale's file may now plan differently: forget what it remembered.
      if (changed > 0) await forgetPushedFiles(tx, projectId, { locale: filter.locale || undefined });
      return changed;
    });
  }

  /** Active source strings with no translation at all in `locale`, by resource then source order. */
  async missingTranslations(
    projectId: number,
    locale: string,
  ): Promise<Array<{ resource: string; key: string; sourceText: string }>> {
    const rows = await this.db.rows<{ resource: string; key: string; source_text: string }>(
      `SELECT s.resource, s.key, s.source_text FROM strings s
       WHERE s.project_id = $1 AND NOT s.obsolete AND s.plural_of IS NULL
         AND NOT EXISTS (SELECT 1 FROM translations t WHERE t.string_id = s.id AND t.locale = $2)
       ORDER BY s.resource, s.position, s.key`,
      [projectId, locale],
    );
    return rows.map((r) => ({ resource: r.resource, key: r.key, sourceText: r.source_text }));
  }

  /** The resources in which `key` is an active string, the default first. */
  async resourcesOfKey(projectId: number, key: string): Promise<string[]> {
    const rows = await this.db.rows<{ resource: string }>(
      `SELECT resource FROM strings WHERE project_id = $1 AND md5(key) = md5($2) AND key = $2 AND NOT obsolete
       ORDER BY resource`,
      [projectId, key],
    );
    return rows.map((r) => r.resource);
  }

  /** Every resource that has strings, the default first, then by path. */
  async listResources(projectId: number): Promise<ResourceRow[]> {
    const rows = await this.db.rows<{
      resource: string;
      keys: string;
      obsolete: string;
      translations: string;
    }>(
      `SELECT s.resource,
         count(*) FILTER (WHERE NOT s.obsolete AND s.plural_of IS NULL) AS keys,
         count(*) FILTER (WHERE s.obsolete) AS obsolete,
         (SELECT count(*) FROM translations t JOIN strings x ON x.id = t.string_id
           WHERE x.project_id = s.project_id AND x.resource = s.resource) AS translations
       FROM strings s WHERE s.project_id = $1 GROUP BY s.project_id, s.resource ORDER BY s.resource`,
      [projectId],
    );
    return rows.map((r) => ({
      resource: r.resource,
      keys: Number(r.keys),
      obsolete: Number(r.obsolete),
      translations: Number(r.translations),
    }));
  }

  /** Deletes a resource's strings (their translations cascade), its remembered files and its source path. */
  async removeResource(projectId: number, resource: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      await lockProject(tx, projectId);
      await forgetPushedFiles(tx, projectId, { resource });
      await tx.rows('DELETE FROM resource_sources WHERE project_id = $1 AND resource = $2', [
        projectId,
        resource,
      ]);
      const [counted] = await tx.rows<{ n: string }>(
        `WITH removed AS (DELETE FROM strings WHERE project_id = $1 AND resource = $2 RETURNING 1)
         SELECT count(*) AS n FROM removed`,
        [projectId, resource],
      );
      return Number(counted?.n ?? 0);
    });
  }
}
