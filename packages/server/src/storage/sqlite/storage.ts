import type { DatabaseSync } from 'node:sqlite';
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
import { SqliteAdmin } from './admin.ts';
import { openSqliteDatabase, SqliteDatabase } from './database.ts';
import { SqliteFileStates } from './file-states.ts';
import { SqliteMachineCache } from './machine-cache.ts';
import { SqliteNonces } from './nonces.ts';
import { SqlitePhrases } from './phrases.ts';
import { SqliteProjects } from './projects.ts';
import { SqliteStrings } from './strings.ts';

/**
 * Opens (or creates) a SQLite database in WAL mode, applies pending migrations and returns its
 * Storage. `path` may be `:memory:`. `busyTimeoutMs` (default 5000) is how long a statement waits for
 * another connection's write lock, blocking the process: the server keeps it at a few ms and
 * retries asynchronously (storage/busy.ts).
 */
export function openSqliteStorage(path: string, options: { busyTimeoutMs?: number } = {}): SqliteStorage {
  return new SqliteStorage(openSqliteDatabase(path, options));
}

/**
 * The Storage backed by node:sqlite, one repository per aggregate over one connection. Every method
 * runs synchronously inside, so one push never interleaves with another in this process.
 */
export class SqliteStorage implements Storage {
  /** The connection, for tests that fail a statement on purpose. */
  readonly db: DatabaseSync;
  private readonly database: SqliteDatabase;
  private readonly projects: SqliteProjects;
  private readonly nonces: SqliteNonces;
  private readonly strings: SqliteStrings;
  private readonly phrases: SqlitePhrases;
  private readonly machine: SqliteMachineCache;
  private readonly admin: SqliteAdmin;
  private readonly fileStates: SqliteFileStates;

  constructor(database: SqliteDatabase | DatabaseSync) {
    const db = database instanceof SqliteDatabase ? database : new SqliteDatabase(database);
    this.db = db.db;
    this.database = db;
    this.projects = new SqliteProjects(db);
    this.nonces = new SqliteNonces(db);
    this.strings = new SqliteStrings(db);
    this.phrases = new SqlitePhrases(db);
    this.machine = new SqliteMachineCache(db);
    this.admin = new SqliteAdmin(db);
    this.fileStates = new SqliteFileStates(db);
  }

  async revision(): Promise<string> {
    // total_changes() moves with this connection's writes, data_version with other connections' commits.
    const row = this.database
      .statement('SELECT total_changes() AS c, (SELECT data_version FROM pragma_data_version) AS v')
      .get();
    return `${row?.c}:${row?.v}`;
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
    return this.fileStates.list(project.id);
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
    this.machine.put(key, storablePairs(pairs), now);
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
    this.admin.setTranslation(projectId, key, locale, value, status, now);
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
    if (this.db.isOpen) this.db.close();
  }
}
