import type { SQLInputValue } from 'node:sqlite';
import {
  type NewProject,
  type ProjectPatch,
  type ProjectRecord,
  StorageConflictError,
  StorageNotFoundError,
} from '../types.ts';
import type { SqliteDatabase } from './database.ts';

type Row = Record<string, SQLInputValue>;

/** Projects and their secrets. */
export class SqliteProjects {
  private readonly db: SqliteDatabase;

  constructor(db: SqliteDatabase) {
    this.db = db;
  }

  /** The project with `key`, or undefined. */
  get(key: string): ProjectRecord | undefined {
    const row = this.db.statement('SELECT * FROM projects WHERE key = ?').get(key);
    return row ? toProject(row as Row) : undefined;
  }

  /** Every project, by key. */
  list(): ProjectRecord[] {
    return this.db
      .statement('SELECT * FROM projects ORDER BY key')
      .all()
      .map((r) => toProject(r as Row));
  }

  /** Inserts a project; StorageConflictError when the key exists. */
  create(project: NewProject, now: number): ProjectRecord {
    if (this.get(project.key)) throw new StorageConflictError(`project ${project.key} already exists`);
    this.db
      .statement(
        `INSERT INTO projects (key, source_locale, supported_locales, extraction, instant_translation,
           allowed_origins, sync_secret, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
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
    return this.require(project.key);
  }

  /** Applies `patch` (settings merged one level deep); StorageNotFoundError for an unknown key. */
  update(key: string, patch: ProjectPatch, now: number): ProjectRecord {
    const current = this.require(key);
    const next = {
      sourceLocale: patch.sourceLocale ?? current.sourceLocale,
      supportedLocales: patch.supportedLocales ?? current.supportedLocales,
      extraction: { ...current.extraction, ...patch.extraction },
      instantTranslation: { ...current.instantTranslation, ...patch.instantTranslation },
      allowedOrigins: patch.allowedOrigins ?? current.allowedOrigins,
    };
    this.db
      .statement(
        `UPDATE projects SET source_locale = ?, supported_locales = ?, extraction = ?, instant_translation = ?,
           allowed_origins = ?, updated_at = ? WHERE key = ?`,
      )
      .run(
        next.sourceLocale,
        JSON.stringify(next.supportedLocales),
        JSON.stringify(next.extraction),
        JSON.stringify(next.instantTranslation),
        JSON.stringify(next.allowedOrigins),
        now,
        key,
      );
    return this.require(key);
  }

  /** Makes `secret` current and keeps the old one until `previousExpiresAt`. */
  rotateSecret(key: string, secret: string, previousExpiresAt: number, now: number): ProjectRecord {
    this.require(key);
    this.db
      .statement(
        `UPDATE projects SET previous_secret = sync_secret, previous_secret_expires_at = ?, sync_secret = ?,
           updated_at = ? WHERE key = ?`,
      )
      .run(previousExpiresAt, secret, now, key);
    return this.require(key);
  }

  /** Turns sync secrets off or back on; StorageNotFoundError for an unknown key. */
  setSecretsDisabled(key: string, disabled: boolean, now: number): ProjectRecord {
    this.require(key);
    this.db
      .statement('UPDATE projects SET secrets_disabled = ?, updated_at = ? WHERE key = ?')
      .run(disabled ? 1 : 0, now, key);
    return this.require(key);
  }

  private require(key: string): ProjectRecord {
    const project = this.get(key);
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
    secretsDisabled: Number(r.secrets_disabled) === 1,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}
