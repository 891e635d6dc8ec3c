import type { PullStatus, TranslationStatus } from '@locale-sync/protocol';
import { mergePhraseTally } from '../../domain/phrases.ts';
import {
  assertStorablePhrases,
  assertStorablePush,
  assertStorableText,
  storablePairs,
  storableTexts,
} from '../texts.ts';
import type {
  MachineCacheKey,
  NewProject,
  PhraseInput,
  PhraseMerge,
  PhraseOutcome,
  PhraseRow,
  ProjectPatch,
  ProjectRecord,
  PushedFileState,
  PushInput,
  PushOutcome,
  Storage,
  TranslationRow,
} from '../types.ts';
import { PostgresAdmin } from './admin.ts';
import { createPool, PostgresDatabase, type PostgresOptions } from './database.ts';
import { listPushedFiles } from './file-states.ts';
import { PostgresMachineCache } from './machine-cache.ts';
import { migratePostgres } from './migrate.ts';
import { PostgresNonces } from './nonces.ts';
import { PostgresPhrases } from './phrases.ts';
import { PostgresProjects } from './projects.ts';
import { PostgresStrings } from './strings.ts';

/**
 * Connects to PostgreSQL at `url` (postgres://user:password@host:port/database), applies pending
 * migrations under an advisory lock and returns its Storage. Rejects with StorageUnavailableError
 * when the database cannot be reached.
 */
export async function openPostgresStorage(
  url: string,
  options: PostgresOptions = {},
): Promise<PostgresStorage> {
  const pool = createPool(url, options);
  try {
    await migratePostgres(pool, options.schema);
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  return new PostgresStorage(new PostgresDatabase(pool));
}

/** The Storage backed by PostgreSQL through a bounded pool, one repository per aggregate. */
export class PostgresStorage implements Storage {
  readonly database: PostgresDatabase;
  private readonly projects: PostgresProjects;
  private readonly nonces: PostgresNonces;
  private readonly strings: PostgresStrings;
  private readonly phrases: PostgresPhrases;
  private readonly machine: PostgresMachineCache;
  private readonly admin: PostgresAdmin;

  constructor(database: PostgresDatabase) {
    this.database = database;
    this.projects = new PostgresProjects(database);
    this.nonces = new PostgresNonces(database);
    this.strings = new PostgresStrings(database);
    this.phrases = new PostgresPhrases(database);
    this.machine = new PostgresMachineCache(database);
    this.admin = new PostgresAdmin(database);
  }

  async revision(): Promise<string> {
    // The snapshot changes whenever a writing transaction starts or ends, on any instance: an
    // answer read after this value was taken is never cached past the next commit.
    const [row] = await this.database.rows<{ s: string }>('SELECT pg_current_snapshot()::text AS s');
    return String(row?.s);
  }

  async getProject(key: string): Promise<ProjectRecord | undefined> {
    return this.projects.get(key);
  }

  async listProjects(): Promise<ProjectRecord[]> {
    return this.projects.list();
  }

  async createProject(project: NewProject, now: number): Promise<ProjectRecord> {
    return this.projects.create(project, now);
  }

  async updateProject(key: string, patch: ProjectPatch, now: number): Promise<ProjectRecord> {
    return this.projects.update(key, patch, now);
  }

  async rotateSecret(
    key: string,
    secret: string,
    previousExpiresAt: number,
    now: number,
  ): Promise<ProjectRecord> {
    return this.projects.rotateSecret(key, secret, previousExpiresAt, now);
  }

  async useNonce(projectId: number, nonce: string, expiresAt: number, now: number): Promise<boolean> {
    return this.nonces.use(projectId, nonce, expiresAt, now);
  }

  async push(project: ProjectRecord, input: PushInput): Promise<PushOutcome> {
    assertStorablePush(input.files);
    return this.strings.push(project, input);
  }

  async pullEntries(
    project: ProjectRecord,
    locale: string,
    status: PullStatus,
  ): Promise<Map<string, string>> {
    return this.strings.pullEntries(project, locale, status);
  }

  async sourceState(project: ProjectRecord): Promise<{ sourceKeys: number; obsoleteKeys: string[] }> {
    return this.strings.sourceState(project);
  }

  async pushedFiles(project: ProjectRecord): Promise<PushedFileState[]> {
    return listPushedFiles(this.database, project.id);
  }

  async approvedBySourceText(projectId: number, locale: string): Promise<Map<string, string>> {
    return this.strings.approvedBySourceText(projectId, locale);
  }

  async findApproved(projectId: number, locale: string, sourceTexts: string[]): Promise<Map<string, string>> {
    return this.strings.findApproved(projectId, locale, storableTexts(sourceTexts));
  }

  async recordPhrases(
    projectId: number,
    phrases: PhraseInput[],
    now: number,
    merge: PhraseMerge = mergePhraseTally,
  ): Promise<PhraseOutcome> {
    assertStorablePhrases(phrases);
    return this.phrases.record(projectId, phrases, now, merge);
  }

  async listPhrases(projectId: number): Promise<PhraseRow[]> {
    return this.phrases.list(projectId);
  }

  async getMachineTranslations(key: MachineCacheKey, texts: string[]): Promise<Map<string, string>> {
    return this.machine.get(key, storableTexts(texts));
  }

  async putMachineTranslations(key: MachineCacheKey, pairs: Map<string, string>, now: number): Promise<void> {
    return this.machine.put(key, storablePairs(pairs), now);
  }

  async listTranslations(
    projectId: number,
    filter: { locale?: string | undefined; status?: TranslationStatus | undefined },
  ): Promise<TranslationRow[]> {
    return this.admin.listTranslations(projectId, filter);
  }

  async setTranslation(
    projectId: number,
    key: string,
    locale: string,
    value: string,
    status: TranslationStatus,
    now: number,
  ): Promise<void> {
    assertStorableText(value, `the translation of ${JSON.stringify(key)} in ${locale}`);
    return this.admin.setTranslation(projectId, key, locale, value, status, now);
  }

  async approve(
    projectId: number,
    filter: { locale?: string | undefined; key?: string | undefined },
    now: number,
  ): Promise<number> {
    return this.admin.approve(projectId, filter, now);
  }

  async missingTranslations(
    projectId: number,
    locale: string,
  ): Promise<Array<{ key: string; sourceText: string }>> {
    return this.admin.missingTranslations(projectId, locale);
  }

  async close(): Promise<void> {
    await this.database.close();
  }
}
