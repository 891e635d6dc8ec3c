import type { TranslationStatus } from '@locale-sync/protocol';
import { StorageNotFoundError, type TranslationRow } from '../types.ts';
import type { PostgresDatabase } from './database.ts';
import { forgetPushedFile } from './file-states.ts';

/** The admin CLI's reads and edits of translations. */
export class PostgresAdmin {
  private readonly db: PostgresDatabase;

  constructor(db: PostgresDatabase) {
    this.db = db;
  }

  /** Translations by locale then source order, optionally of one locale and one status. */
  async listTranslations(
    projectId: number,
    filter: { locale?: string | undefined; status?: TranslationStatus | undefined },
  ): Promise<TranslationRow[]> {
    const rows = await this.db.rows<{
      key: string;
      source_text: string;
      obsolete: boolean;
      locale: string;
      value: string;
      status: TranslationStatus;
      updated_at: string;
    }>(
      `SELECT s.key, s.source_text, s.obsolete, t.locale, t.value, t.status, t.updated_at
       FROM strings s JOIN translations t ON t.string_id = s.id
       WHERE s.project_id = $1 AND ($2::text IS NULL OR t.locale = $2) AND ($3::text IS NULL OR t.status = $3)
       ORDER BY t.locale, s.position, s.key`,
      [projectId, filter.locale || null, filter.status || null],
    );
    return rows.map((r) => ({
      key: r.key,
      locale: r.locale,
      sourceText: r.source_text,
      value: r.value,
      status: r.status,
      obsolete: r.obsolete,
      updatedAt: Number(r.updated_at),
    }));
  }

  /** Sets one translation of an active key in one statement; StorageNotFoundError for an unknown key. */
  async setTranslation(
    projectId: number,
    key: string,
    locale: string,
    value: string,
    status: TranslationStatus,
    now: number,
  ): Promise<void> {
    // Forgotten first: a push of the locale's file would no longer be a no-op (it may restore the
    // value or status), and a forgotten file is only sent again.
    await forgetPushedFile(this.db, projectId, locale);
    // repo_value is left as it is: it is what the translator-work guard compares against.
    const rows = await this.db.rows(
      `INSERT INTO translations (string_id, locale, value, status, repo_value, updated_at)
       SELECT id, $3, $4, $5, NULL, $6 FROM strings
         WHERE project_id = $1 AND md5(key) = md5($2) AND key = $2 AND NOT obsolete
       ON CONFLICT (string_id, locale) DO UPDATE SET value = EXCLUDED.value, status = EXCLUDED.status,
         updated_at = EXCLUDED.updated_at
       RETURNING 1`,
      [projectId, key, locale, value, status, now],
    );
    if (rows.length === 0)
      throw new StorageNotFoundError(`key ${key} is not an active string of the project`);
  }

  /** Approves the unapproved translations of active keys (one key, one locale or all); returns how many. */
  async approve(
    projectId: number,
    filter: { locale?: string | undefined; key?: string | undefined },
    now: number,
  ): Promise<number> {
    const [counted] = await this.db.rows<{ n: string }>(
      `WITH approved AS (
       UPDATE translations SET status = 'approved', updated_at = $1
       WHERE status <> 'approved' AND ($4::text IS NULL OR locale = $4)
         AND string_id IN (SELECT id FROM strings WHERE project_id = $2 AND NOT obsolete
                             AND ($3::text IS NULL OR (md5(key) = md5($3) AND key = $3)))
       RETURNING 1)
       SELECT count(*) AS n FROM approved`,
      [now, projectId, filter.key || null, filter.locale || null],
    );
    return Number(counted?.n ?? 0);
  }

  /** Active source strings with no translation at all in `locale`, in source order. */
  async missingTranslations(
    projectId: number,
    locale: string,
  ): Promise<Array<{ key: string; sourceText: string }>> {
    const rows = await this.db.rows<{ key: string; source_text: string }>(
      `SELECT s.key, s.source_text FROM strings s
       WHERE s.project_id = $1 AND NOT s.obsolete AND s.plural_of IS NULL
         AND NOT EXISTS (SELECT 1 FROM translations t WHERE t.string_id = s.id AND t.locale = $2)
       ORDER BY s.position, s.key`,
      [projectId, locale],
    );
    return rows.map((r) => ({ key: r.key, sourceText: r.source_text }));
  }
}
