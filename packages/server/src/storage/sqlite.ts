import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { PullStatus, TranslationStatus } from '@locale-sync/protocol';
import {
  type CurrentString,
  type CurrentTranslation,
  type PlanState,
  planPush,
} from '../domain/push-plan.ts';
import { MIGRATIONS } from './migrations.ts';
import {
  type MachineCacheKey,
  type NewProject,
  type PhraseInput,
  type PhraseOutcome,
  type PhraseRow,
  type ProjectPatch,
  type ProjectRecord,
  type PushInput,
  type PushOutcome,
  type Storage,
  StorageConflictError,
  StorageNotFoundError,
  type TranslationRow,
} from './types.ts';

type Row = Record<string, SQLInputValue>;

/** Most locations remembered per phrase; later distinct ones are dropped. */
export const MAX_LOCATIONS_PER_PHRASE = 100;

/**
 * Opens (or creates) a SQLite database in WAL mode and applies pending migrations. `path` may be
 * `:memory:`; otherwise its folder is created when missing. `busyTimeoutMs` (default 5000) is how
 * long a statement waits for another connection's write lock, blocking the process meanwhile: the
 * server keeps it at a few ms and retries asynchronously (storage/busy.ts).
 */
export function openSqliteStorage(path: string, options: { busyTimeoutMs?: number } = {}): SqliteStorage {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  // Opening and migrating wait for another process (the admin CLI) to finish a write: this runs
  // once, before anything is served, so blocking is harmless here.
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA synchronous = NORMAL');
  migrate(db);
  db.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000))}`);
  return new SqliteStorage(db);
}

function migrate(db: DatabaseSync): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT, applied_at INTEGER)',
  );
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((r) => Number(r.version)),
  );
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    inTransaction(db, () => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        Date.now(),
      );
    });
  }
}

/** Runs `fn` inside BEGIN IMMEDIATE … COMMIT, rolling back on any throw. */
function inTransaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (err) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw err;
  }
}

/** Signals a dry run's deliberate rollback. */
class DryRunRollback extends Error {
  readonly outcome: PushOutcome;
  constructor(outcome: PushOutcome) {
    super('dry run');
    this.outcome = outcome;
  }
}

/** Distinct SQL texts kept compiled. */
const MAX_CACHED_STATEMENTS = 256;

/** The `Storage` backed by node:sqlite. Every method runs synchronously inside, so one push never interleaves with another in this process. */
export class SqliteStorage implements Storage {
  readonly db: DatabaseSync;

  /** Compiled statements by SQL text: compiling costs more than running the small reads of the SDK API. */
  private readonly statements = new Map<string, StatementSync>();

  constructor(db: DatabaseSync) {
    this.db = db;
  }

  /** The compiled statement for `sql`, compiled once; the cache starts over past a bound (IN lists vary). */
  private statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (statement === undefined) {
      if (this.statements.size >= MAX_CACHED_STATEMENTS) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  async revision(): Promise<string> {
    // total_changes() moves with this connection's writes, data_version with other connections' commits.
    const row = this.statement(
      'SELECT total_changes() AS c, (SELECT data_version FROM pragma_data_version) AS v',
    ).get();
    return `${row?.c}:${row?.v}`;
  }

  async getProject(key: string): Promise<ProjectRecord | undefined> {
    const row = this.statement('SELECT * FROM projects WHERE key = ?').get(key);
    return row ? toProject(row as Row) : undefined;
  }

  async listProjects(): Promise<ProjectRecord[]> {
    return this.statement('SELECT * FROM projects ORDER BY key')
      .all()
      .map((r) => toProject(r as Row));
  }

  async createProject(project: NewProject, now: number): Promise<ProjectRecord> {
    if (await this.getProject(project.key)) {
      throw new StorageConflictError(`project ${project.key} already exists`);
    }
    this.statement(
      `INSERT INTO projects (key, source_locale, supported_locales, extraction, instant_translation,
           allowed_origins, sync_secret, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      project.key,
      project.sourceLocale,
      JSON.stringify(project.supportedLocales),
      JSON.stringify(project.extraction),
      JSON.stringify(project.instantTranslation),
      JSON.stringify(project.allowedOrigins),
      project.syncSecret,
      now,
      now,
    );
    return (await this.getProject(project.key)) as ProjectRecord;
  }

  async updateProject(key: string, patch: ProjectPatch, now: number): Promise<ProjectRecord> {
    const current = await this.requireProject(key);
    const next = {
      sourceLocale: patch.sourceLocale ?? current.sourceLocale,
      supportedLocales: patch.supportedLocales ?? current.supportedLocales,
      extraction: { ...current.extraction, ...patch.extraction },
      instantTranslation: { ...current.instantTranslation, ...patch.instantTranslation },
      allowedOrigins: patch.allowedOrigins ?? current.allowedOrigins,
    };
    this.statement(
      `UPDATE projects SET source_locale = ?, supported_locales = ?, extraction = ?, instant_translation = ?,
           allowed_origins = ?, updated_at = ? WHERE key = ?`,
    ).run(
      next.sourceLocale,
      JSON.stringify(next.supportedLocales),
      JSON.stringify(next.extraction),
      JSON.stringify(next.instantTranslation),
      JSON.stringify(next.allowedOrigins),
      now,
      key,
    );
    return this.requireProject(key);
  }

  async rotateSecret(
    key: string,
    secret: string,
    previousExpiresAt: number,
    now: number,
  ): Promise<ProjectRecord> {
    await this.requireProject(key);
    this.statement(
      `UPDATE projects SET previous_secret = sync_secret, previous_secret_expires_at = ?, sync_secret = ?,
           updated_at = ? WHERE key = ?`,
    ).run(previousExpiresAt, secret, now, key);
    return this.requireProject(key);
  }

  async useNonce(projectId: number, nonce: string, expiresAt: number, now: number): Promise<boolean> {
    return inTransaction(this.db, () => {
      this.statement('DELETE FROM nonces WHERE expires_at <= ?').run(now);
      const result = this.statement(
        'INSERT OR IGNORE INTO nonces (project_id, nonce, expires_at) VALUES (?, ?, ?)',
      ).run(projectId, nonce, expiresAt);
      return Number(result.changes) === 1;
    });
  }

  async push(project: ProjectRecord, input: PushInput): Promise<PushOutcome> {
    try {
      return inTransaction(this.db, () => {
        const outcome = this.applyPush(project, input);
        // A dry run computes inside the same transaction and rolls it back: the plan is exact.
        if (input.dryRun) throw new DryRunRollback(outcome);
        return outcome;
      });
    } catch (err) {
      if (err instanceof DryRunRollback) return err.outcome;
      throw err;
    }
  }

  private applyPush(project: ProjectRecord, input: PushInput): PushOutcome {
    const state = this.planState(project);
    const { plan, writes } = planPush(
      state,
      input.files.map((f) => ({ locale: f.locale, entries: f.entries })),
    );
    const now = input.now;
    const upsertString = this.statement(
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
    const markObsolete = this.statement(
      'UPDATE strings SET obsolete = 1, updated_at = ? WHERE project_id = ? AND key = ?',
    );
    for (const key of writes.obsolete) markObsolete.run(now, project.id, key);
    const upsertTranslation = this.statement(
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
    this.statement(
      'INSERT INTO pushes (project_id, repository, ref, sha, summary, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(
      project.id,
      input.source?.repository ?? null,
      input.source?.ref ?? null,
      input.source?.sha ?? null,
      JSON.stringify(plan.map((p) => ({ ...p, unchanged: p.unchanged }))),
      now,
    );
    return { plan };
  }

  private planState(project: ProjectRecord): PlanState {
    const strings = new Map<string, CurrentString>();
    for (const r of this.statement(
      'SELECT key, source_text, position, obsolete, plural_of FROM strings WHERE project_id = ?',
    ).all(project.id)) {
      strings.set(String(r.key), {
        sourceText: String(r.source_text),
        position: Number(r.position),
        obsolete: Number(r.obsolete) === 1,
        pluralOf: r.plural_of === null ? null : String(r.plural_of),
      });
    }
    const translations = new Map<string, Map<string, CurrentTranslation>>();
    for (const r of this.statement(
      `SELECT s.key, t.locale, t.value, t.status, t.repo_value FROM translations t
         JOIN strings s ON s.id = t.string_id WHERE s.project_id = ?`,
    ).all(project.id)) {
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

  async pullEntries(
    project: ProjectRecord,
    locale: string,
    status: PullStatus,
  ): Promise<Map<string, string>> {
    const entries = new Map<string, string>();
    if (locale === project.sourceLocale) {
      for (const r of this.statement(
        'SELECT key, source_text FROM strings WHERE project_id = ? AND obsolete = 0 AND plural_of IS NULL ORDER BY position, key',
      ).all(project.id)) {
        entries.set(String(r.key), String(r.source_text));
      }
      return entries;
    }
    const statuses =
      status === 'approved'
        ? ['approved']
        : status === 'translated'
          ? ['approved', 'translated']
          : ['approved', 'translated', 'draft'];
    const rows = this.statement(
      `SELECT s.key, t.value FROM strings s JOIN translations t ON t.string_id = s.id
         WHERE s.project_id = ? AND s.obsolete = 0 AND t.locale = ? AND t.status IN (${statuses.map(() => '?').join(', ')})
         ORDER BY s.position, s.key`,
    ).all(project.id, locale, ...statuses);
    for (const r of rows) entries.set(String(r.key), String(r.value));
    return entries;
  }

  async sourceState(project: ProjectRecord): Promise<{ sourceKeys: number; obsoleteKeys: string[] }> {
    const counted = this.statement(
      'SELECT COUNT(*) AS n FROM strings WHERE project_id = ? AND obsolete = 0 AND plural_of IS NULL',
    ).get(project.id);
    const obsoleteKeys = this.statement(
      'SELECT key FROM strings WHERE project_id = ? AND obsolete = 1 ORDER BY key',
    )
      .all(project.id)
      .map((r) => String(r.key));
    return { sourceKeys: Number(counted?.n ?? 0), obsoleteKeys };
  }

  async approvedBySourceText(projectId: number, locale: string): Promise<Map<string, string>> {
    const map = new Map<string, string>();
    const rows = this.statement(
      `SELECT s.source_text, t.value FROM strings s JOIN translations t ON t.string_id = s.id
         WHERE s.project_id = ? AND s.obsolete = 0 AND s.plural_of IS NULL AND t.locale = ? AND t.status = 'approved'
         ORDER BY s.position, s.key`,
    ).all(projectId, locale);
    for (const r of rows) {
      const source = String(r.source_text);
      if (!map.has(source)) map.set(source, String(r.value));
    }
    return map;
  }

  async findApproved(projectId: number, locale: string, sourceTexts: string[]): Promise<Map<string, string>> {
    const map = new Map<string, string>();
    const unique = [...new Set(sourceTexts)];
    if (unique.length === 0) return map;
    const rows = this.statement(
      `SELECT s.source_text, t.value FROM strings s JOIN translations t ON t.string_id = s.id
         WHERE s.project_id = ? AND s.obsolete = 0 AND s.plural_of IS NULL AND t.locale = ? AND t.status = 'approved'
           AND s.source_text IN (${unique.map(() => '?').join(', ')})
         ORDER BY s.position, s.key`,
    ).all(projectId, locale, ...unique);
    for (const r of rows) {
      const source = String(r.source_text);
      if (!map.has(source)) map.set(source, String(r.value));
    }
    return map;
  }

  async recordPhrases(projectId: number, phrases: PhraseInput[], now: number): Promise<PhraseOutcome> {
    return inTransaction(this.db, () => {
      const select = this.statement(
        'SELECT id, count, locations FROM phrases WHERE project_id = ? AND source_text = ? AND context = ?',
      );
      const insert = this.statement(
        `INSERT INTO phrases (project_id, source_text, context, count, locations, first_seen_at, last_seen_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      );
      const update = this.statement(
        'UPDATE phrases SET count = ?, locations = ?, last_seen_at = ? WHERE id = ?',
      );
      let created = 0;
      let merged = 0;
      for (const phrase of phrases) {
        const context = phrase.context ?? '';
        const count = phrase.count ?? 1;
        const incoming = (phrase.locations ?? []).map(cleanLocation);
        const row = select.get(projectId, phrase.sourceText, context);
        if (!row) {
          insert.run(
            projectId,
            phrase.sourceText,
            context,
            count,
            JSON.stringify(mergeLocations([], incoming)),
            now,
            now,
          );
          created++;
        } else {
          const locations = mergeLocations(
            JSON.parse(String(row.locations)) as Array<Record<string, string>>,
            incoming,
          );
          update.run(Number(row.count) + count, JSON.stringify(locations), now, Number(row.id));
          merged++;
        }
      }
      const total = Number(
        this.statement('SELECT COUNT(*) AS n FROM phrases WHERE project_id = ?').get(projectId)?.n,
      );
      return { received: phrases.length, created, merged, total };
    });
  }

  async listPhrases(projectId: number): Promise<PhraseRow[]> {
    return this.statement(
      'SELECT source_text, context, count, locations FROM phrases WHERE project_id = ? ORDER BY id',
    )
      .all(projectId)
      .map((r) => ({
        sourceText: String(r.source_text),
        context: String(r.context),
        count: Number(r.count),
        locations: JSON.parse(String(r.locations)) as Array<Record<string, string>>,
      }));
  }

  async getMachineTranslations(key: MachineCacheKey, texts: string[]): Promise<Map<string, string>> {
    const select = this.statement(
      `SELECT translated FROM machine_translations
       WHERE provider = ? AND source_locale = ? AND target_locale = ? AND source_text = ?`,
    );
    const found = new Map<string, string>();
    for (const text of new Set(texts)) {
      const row = select.get(key.provider, key.sourceLocale, key.targetLocale, text);
      if (row) found.set(text, String(row.translated));
    }
    return found;
  }

  async putMachineTranslations(key: MachineCacheKey, pairs: Map<string, string>, now: number): Promise<void> {
    inTransaction(this.db, () => {
      const upsert = this.statement(
        `INSERT OR REPLACE INTO machine_translations
           (provider, source_locale, target_locale, source_text, translated, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
      );
      for (const [text, translated] of pairs) {
        upsert.run(key.provider, key.sourceLocale, key.targetLocale, text, translated, now);
      }
    });
  }

  async listTranslations(
    projectId: number,
    filter: { locale?: string | undefined; status?: TranslationStatus | undefined },
  ): Promise<TranslationRow[]> {
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
    return this.statement(
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

  async setTranslation(
    projectId: number,
    key: string,
    locale: string,
    value: string,
    status: TranslationStatus,
    now: number,
  ): Promise<void> {
    inTransaction(this.db, () => {
      const row = this.statement(
        'SELECT id FROM strings WHERE project_id = ? AND key = ? AND obsolete = 0',
      ).get(projectId, key);
      if (!row) throw new StorageNotFoundError(`key ${key} is not an active string of the project`);
      // repo_value is left as it is: it is what the translator-work guard compares against.
      this.statement(
        `INSERT INTO translations (string_id, locale, value, status, repo_value, updated_at) VALUES (?, ?, ?, ?, NULL, ?)
           ON CONFLICT (string_id, locale) DO UPDATE SET value = excluded.value, status = excluded.status,
             updated_at = excluded.updated_at`,
      ).run(Number(row.id), locale, value, status, now);
    });
  }

  async approve(
    projectId: number,
    filter: { locale?: string | undefined; key?: string | undefined },
    now: number,
  ): Promise<number> {
    return inTransaction(this.db, () => {
      const where = [
        "status <> 'approved'",
        'string_id IN (SELECT id FROM strings WHERE project_id = ? AND obsolete = 0',
      ];
      const params: SQLInputValue[] = [now, projectId];
      if (filter.key) {
        where[1] += ' AND key = ?';
        params.push(filter.key);
      }
      where[1] += ')';
      if (filter.locale) {
        where.push('locale = ?');
        params.push(filter.locale);
      }
      const result = this.statement(
        `UPDATE translations SET status = 'approved', updated_at = ? WHERE ${where.join(' AND ')}`,
      ).run(...params);
      return Number(result.changes);
    });
  }

  async missingTranslations(
    projectId: number,
    locale: string,
  ): Promise<Array<{ key: string; sourceText: string }>> {
    return this.statement(
      `SELECT s.key, s.source_text FROM strings s
         WHERE s.project_id = ? AND s.obsolete = 0 AND s.plural_of IS NULL
           AND NOT EXISTS (SELECT 1 FROM translations t WHERE t.string_id = s.id AND t.locale = ?)
         ORDER BY s.position, s.key`,
    )
      .all(projectId, locale)
      .map((r) => ({ key: String(r.key), sourceText: String(r.source_text) }));
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }

  private async requireProject(key: string): Promise<ProjectRecord> {
    const project = await this.getProject(key);
    if (!project) throw new StorageNotFoundError(`project ${key} does not exist`);
    return project;
  }
}

function toProject(r: Row): ProjectRecord {
  return {
    id: Number(r.id),
    key: String(r.key),
    sourceLocale: String(r.source_locale),
    supportedLocales: JSON.parse(String(r.supported_locales)) as string[],
    extraction: JSON.parse(String(r.extraction)) as ProjectRecord['extraction'],
    instantTranslation: JSON.parse(String(r.instant_translation)) as ProjectRecord['instantTranslation'],
    allowedOrigins: JSON.parse(String(r.allowed_origins)) as string[],
    syncSecret: String(r.sync_secret),
    previousSecret: r.previous_secret === null ? null : String(r.previous_secret),
    previousSecretExpiresAt:
      r.previous_secret_expires_at === null ? null : Number(r.previous_secret_expires_at),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

function cleanLocation(location: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of ['url', 'path', 'context', 'element']) {
    const value = location[field];
    if (typeof value === 'string') out[field] = value;
  }
  return out;
}

/** Adds the locations not already present (same fields), up to MAX_LOCATIONS_PER_PHRASE. */
function mergeLocations(
  existing: Array<Record<string, string>>,
  incoming: Array<Record<string, string>>,
): Array<Record<string, string>> {
  const seen = new Set(existing.map((l) => JSON.stringify(l)));
  const out = [...existing];
  for (const location of incoming) {
    const id = JSON.stringify(location);
    if (seen.has(id) || out.length >= MAX_LOCATIONS_PER_PHRASE) continue;
    seen.add(id);
    out.push(location);
  }
  return out;
}
