import type { PullStatus, TranslationStatus } from '@locale-sync/protocol';
import {
  type CurrentString,
  type CurrentTranslation,
  type PlanState,
  type PlanWrites,
  planPush,
} from '../../domain/push-plan.ts';
import { fileStateWrites } from '../file-states.ts';
import { statusesAtLeast } from '../statuses.ts';
import type { ProjectRecord, PushInput, PushOutcome } from '../types.ts';
import { type PostgresDatabase, type Queryable, Rollback } from './database.ts';
import { applyFileStates } from './file-states.ts';

/** Rows written per statement: arrays of this many values stay far below the protocol's message limit. */
const CHUNK = 5000;

/** A project's strings and their translations: the push, the pull and the SDK's reads of them. */
export class PostgresStrings {
  private readonly db: PostgresDatabase;

  constructor(db: PostgresDatabase) {
    this.db = db;
  }

  /**
   * Applies a push in one transaction. The project's row is locked first (FOR NO KEY UPDATE: it
   * conflicts with another push's lock but not with the key-share locks that inserting a nonce or
   * a phrase takes), so pushes to one project take turns and each plans over the one before it:
   * no update is lost. A dry run plans the same way and rolls back.
   */
  async push(project: ProjectRecord, input: PushInput): Promise<PushOutcome> {
    return this.db.transaction(async (tx) => {
      await tx.rows('SELECT id FROM projects WHERE id = $1 FOR NO KEY UPDATE', [project.id]);
      const { state, ids } = await planState(
        tx,
        project,
        input.files.map((f) => f.locale),
      );
      const { plan, writes } = planPush(
        state,
        input.files.map((f) => ({ locale: f.locale, entries: f.entries })),
      );
      if (input.dryRun) throw new Rollback({ plan });
      await applyWrites(tx, project.id, writes, ids, input.now);
      await tx.rows(
        'INSERT INTO pushes (project_id, repository, ref, sha, summary, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          project.id,
          input.source?.repository ?? null,
          input.source?.ref ?? null,
          input.source?.sha ?? null,
          JSON.stringify(plan.map((p) => ({ ...p, unchanged: p.unchanged }))),
          input.now,
        ],
      );
      await applyFileStates(
        tx,
        project.id,
        fileStateWrites(project.sourceLocale, input.files, plan, writes.obsolete),
        input.files.map((f) => f.locale),
        input.now,
      );
      return { plan };
    });
  }

  /** Active keys in source order with their texts for `locale` at `status` or better. */
  async pullEntries(
    project: ProjectRecord,
    locale: string,
    status: PullStatus,
  ): Promise<Map<string, string>> {
    const rows =
      locale === project.sourceLocale
        ? await this.db.rows<{ key: string; text: string }>(
            `SELECT key, source_text AS text FROM strings
             WHERE project_id = $1 AND NOT obsolete AND plural_of IS NULL ORDER BY position, key`,
            [project.id],
          )
        : await this.db.rows<{ key: string; text: string }>(
            `SELECT s.key, t.value AS text FROM strings s JOIN translations t ON t.string_id = s.id
             WHERE s.project_id = $1 AND NOT s.obsolete AND t.locale = $2 AND t.status = ANY($3::text[])
             ORDER BY s.position, s.key`,
            [project.id, locale, statusesAtLeast(status)],
          );
    return new Map(rows.map((r) => [r.key, r.text]));
  }

  /** How many active source strings the project has, and the keys that left the source. */
  async sourceState(project: ProjectRecord): Promise<{ sourceKeys: number; obsoleteKeys: string[] }> {
    const [counted] = await this.db.rows<{ n: string }>(
      'SELECT count(*) AS n FROM strings WHERE project_id = $1 AND NOT obsolete AND plural_of IS NULL',
      [project.id],
    );
    const obsolete = await this.db.rows<{ key: string }>(
      'SELECT key FROM strings WHERE project_id = $1 AND obsolete ORDER BY key',
      [project.id],
    );
    return { sourceKeys: Number(counted?.n ?? 0), obsoleteKeys: obsolete.map((r) => r.key) };
  }

  /** Source text → approved translation in `locale` (first key in source order wins). */
  async approvedBySourceText(projectId: number, locale: string): Promise<Map<string, string>> {
    return firstBySource(
      await this.db.rows(
        `SELECT s.source_text, t.value FROM strings s JOIN translations t ON t.string_id = s.id
         WHERE s.project_id = $1 AND NOT s.obsolete AND s.plural_of IS NULL AND t.locale = $2 AND t.status = 'approved'
         ORDER BY s.position, s.key`,
        [projectId, locale],
      ),
    );
  }

  /** The approved translations in `locale` of the given source texts, in one query. */
  async findApproved(projectId: number, locale: string, sourceTexts: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(sourceTexts)];
    if (unique.length === 0) return new Map();
    return firstBySource(
      await this.db.rows(
        `SELECT s.source_text, t.value FROM strings s JOIN translations t ON t.string_id = s.id
         WHERE s.project_id = $1 AND NOT s.obsolete AND s.plural_of IS NULL AND t.locale = $2 AND t.status = 'approved'
           AND md5(s.source_text) = ANY(ARRAY(SELECT md5(x) FROM unnest($3::text[]) AS x))
           AND s.source_text = ANY($3::text[])
         ORDER BY s.position, s.key`,
        [projectId, locale, unique],
      ),
    );
  }
}

/**
 * What the push plan needs to know of the project (its strings, and its translations in `locales`:
 * the plan reads no other locale's), and each stored key's row id.
 */
async function planState(
  tx: Queryable,
  project: ProjectRecord,
  locales: readonly string[],
): Promise<{ state: PlanState; ids: Map<string, string> }> {
  const strings = new Map<string, CurrentString>();
  const ids = new Map<string, string>();
  for (const r of await tx.rows<{
    id: string;
    key: string;
    source_text: string;
    position: number;
    obsolete: boolean;
    plural_of: string | null;
  }>('SELECT id, key, source_text, position, obsolete, plural_of FROM strings WHERE project_id = $1', [
    project.id,
  ])) {
    ids.set(r.key, r.id);
    strings.set(r.key, {
      sourceText: r.source_text,
      position: r.position,
      obsolete: r.obsolete,
      pluralOf: r.plural_of,
    });
  }
  const translations = new Map<string, Map<string, CurrentTranslation>>();
  for (const r of await tx.rows<{
    key: string;
    locale: string;
    value: string;
    status: TranslationStatus;
    repo_value: string | null;
  }>(
    `SELECT s.key, t.locale, t.value, t.status, t.repo_value FROM translations t
       JOIN strings s ON s.id = t.string_id WHERE s.project_id = $1 AND t.locale = ANY($2::text[])`,
    [project.id, locales],
  )) {
    let byKey = translations.get(r.locale);
    if (!byKey) {
      byKey = new Map();
      translations.set(r.locale, byKey);
    }
    byKey.set(r.key, { value: r.value, status: r.status, repoValue: r.repo_value });
  }
  return { state: { sourceLocale: project.sourceLocale, strings, translations }, ids };
}

/** Writes a plan's strings, obsolete marks and translations, CHUNK rows per statement. */
async function applyWrites(
  tx: Queryable,
  projectId: number,
  writes: PlanWrites,
  ids: Map<string, string>,
  now: number,
): Promise<void> {
  for (const part of chunks(writes.strings)) {
    const rows = await tx.rows<{ id: string; key: string }>(
      `INSERT INTO strings (project_id, key, source_text, position, obsolete, plural_of, updated_at)
       SELECT $1, w.key, w.source_text, w.position, false, w.plural_of, $2
         FROM unnest($3::text[], $4::text[], $5::integer[], $6::text[]) AS w(key, source_text, position, plural_of)
       ON CONFLICT (project_id, md5(key)) DO UPDATE SET
         source_text = EXCLUDED.source_text, position = EXCLUDED.position, obsolete = false,
         plural_of = EXCLUDED.plural_of,
         updated_at = CASE WHEN strings.source_text = EXCLUDED.source_text AND NOT strings.obsolete
                           THEN strings.updated_at ELSE EXCLUDED.updated_at END
       RETURNING id, key`,
      [
        projectId,
        now,
        part.map((s) => s.key),
        part.map((s) => s.sourceText),
        part.map((s) => s.position),
        part.map((s) => s.pluralOf),
      ],
    );
    for (const r of rows) ids.set(r.key, r.id);
  }
  for (const part of chunks(writes.obsolete)) {
    await tx.rows(
      `UPDATE strings SET obsolete = true, updated_at = $1
       WHERE project_id = $2 AND md5(key) = ANY(ARRAY(SELECT md5(k) FROM unnest($3::text[]) AS k)) AND key = ANY($3::text[])`,
      [now, projectId, part],
    );
  }
  // A translation of a key with no string row is skipped, as the SQLite backend's INSERT … SELECT skips it.
  const translations = writes.translations.filter((t) => ids.has(t.key));
  for (const part of chunks(translations)) {
    await tx.rows(
      `INSERT INTO translations (string_id, locale, value, status, repo_value, updated_at)
       SELECT w.string_id, w.locale, w.value, w.status, w.repo_value, $1
         FROM unnest($2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[])
           AS w(string_id, locale, value, status, repo_value)
       ON CONFLICT (string_id, locale) DO UPDATE SET
         value = EXCLUDED.value, status = EXCLUDED.status, repo_value = EXCLUDED.repo_value,
         updated_at = CASE WHEN translations.value = EXCLUDED.value AND translations.status = EXCLUDED.status
                           THEN translations.updated_at ELSE EXCLUDED.updated_at END`,
      [
        now,
        part.map((t) => ids.get(t.key)),
        part.map((t) => t.locale),
        part.map((t) => t.value),
        part.map((t) => t.status),
        part.map((t) => t.repoValue),
      ],
    );
  }
}

function* chunks<T>(items: T[]): Generator<T[]> {
  for (let i = 0; i < items.length; i += CHUNK) yield items.slice(i, i + CHUNK);
}

function firstBySource(rows: Array<Record<string, unknown>>): Map<string, string> {
  const map = new Map<string, string>();
  for (const r of rows) {
    const source = String(r.source_text);
    if (!map.has(source)) map.set(source, String(r.value));
  }
  return map;
}
