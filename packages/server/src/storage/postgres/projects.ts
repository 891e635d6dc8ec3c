import {
  type NewProject,
  type ProjectPatch,
  type ProjectRecord,
  StorageConflictError,
  StorageNotFoundError,
} from '../types.ts';
import type { PostgresDatabase } from './database.ts';

type Row = Record<string, unknown>;

/** Projects and their secrets. */
export class PostgresProjects {
  private readonly db: PostgresDatabase;

  constructor(db: PostgresDatabase) {
    this.db = db;
  }

  /** The project with `key`, or undefined. */
  async get(key: string): Promise<ProjectRecord | undefined> {
    const [row] = await this.db.rows('SELECT * FROM projects WHERE key = $1', [key]);
    return row ? toProject(row) : undefined;
  }

  /** Every project, by key. */
  async list(): Promise<ProjectRecord[]> {
    return (await this.db.rows('SELECT * FROM projects ORDER BY key')).map(toProject);
  }

  /** Inserts a project; StorageConflictError when the key exists (also when another instance wins a race). */
  async create(project: NewProject, now: number): Promise<ProjectRecord> {
    const [row] = await this.db.rows(
      `INSERT INTO projects (key, source_locale, supported_locales, extraction, instant_translation,
         allowed_origins, sync_secret, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       ON CONFLICT (key) DO NOTHING RETURNING *`,
      [
        project.key,
        project.sourceLocale,
        JSON.stringify(project.supportedLocales),
        JSON.stringify(project.extraction),
        JSON.stringify(project.instantTranslation),
        JSON.stringify(project.allowedOrigins),
        project.syncSecret,
        now,
      ],
    );
    if (!row) throw new StorageConflictError(`project ${project.key} already exists`);
    return toProject(row);
  }

  /** Applies `patch` (settings merged one level deep) in one transaction; StorageNotFoundError for an unknown key. */
  async update(key: string, patch: ProjectPatch, now: number): Promise<ProjectRecord> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.rows('SELECT * FROM projects WHERE key = $1 FOR NO KEY UPDATE', [key]);
      if (!row) throw notFound(key);
      const current = toProject(row);
      const [updated] = await tx.rows(
        `UPDATE projects SET source_locale = $1, supported_locales = $2, extraction = $3, instant_translation = $4,
           allowed_origins = $5, updated_at = $6 WHERE key = $7 RETURNING *`,
        [
          patch.sourceLocale ?? current.sourceLocale,
          JSON.stringify(patch.supportedLocales ?? current.supportedLocales),
          JSON.stringify({ ...current.extraction, ...patch.extraction }),
          JSON.stringify({ ...current.instantTranslation, ...patch.instantTranslation }),
          JSON.stringify(patch.allowedOrigins ?? current.allowedOrigins),
          now,
          key,
        ],
      );
      return toProject(updated as Row);
    });
  }

  /** Makes `secret` current and keeps the old one until `previousExpiresAt`. */
  async rotateSecret(
    key: string,
    secret: string,
    previousExpiresAt: number,
    now: number,
  ): Promise<ProjectRecord> {
    const [row] = await this.db.rows(
      `UPDATE projects SET previous_secret = sync_secret, previous_secret_expires_at = $1, sync_secret = $2,
         updated_at = $3 WHERE key = $4 RETURNING *`,
      [previousExpiresAt, secret, now, key],
    );
    if (!row) throw notFound(key);
    return toProject(row);
  }

  /** Turns sync secrets off or back on; StorageNotFoundError for an unknown key. */
  async setSecretsDisabled(key: string, disabled: boolean, now: number): Promise<ProjectRecord> {
    const [row] = await this.db.rows(
      'UPDATE projects SET secrets_disabled = $1, updated_at = $2 WHERE key = $3 RETURNING *',
      [disabled, now, key],
    );
    if (!row) throw notFound(key);
    return toProject(row);
  }
}

function notFound(key: string): StorageNotFoundError {
  return new StorageNotFoundError(`project ${key} does not exist`);
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
    secretsDisabled: r.secrets_disabled === true,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}
