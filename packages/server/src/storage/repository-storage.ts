import type { PullStatus, TranslationStatus } from '@locale-sync/protocol';
import { mergePhraseTally } from '../domain/phrases.ts';
import {
  assertStorablePhrases,
  assertStorablePush,
  assertStorableText,
  storablePairs,
  storableTexts,
} from './texts.ts';
import type {
  MachineCacheKey,
  MachineCachePolicy,
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
} from './types.ts';

/** A value now (SQLite's repositories) or later (PostgreSQL's). */
type Awaitable<T> = T | Promise<T>;

/** The repositories of one backend, one per aggregate; what `RepositoryStorage` delegates to. */
export interface Repositories {
  projects: {
    get(key: string): Awaitable<ProjectRecord | undefined>;
    list(): Awaitable<ProjectRecord[]>;
    create(project: NewProject, now: number): Awaitable<ProjectRecord>;
    update(key: string, patch: ProjectPatch, now: number): Awaitable<ProjectRecord>;
    rotateSecret(
      key: string,
      secret: string,
      previousExpiresAt: number,
      now: number,
    ): Awaitable<ProjectRecord>;
  };
  nonces: { use(projectId: number, nonce: string, expiresAt: number, now: number): Awaitable<boolean> };
  strings: {
    push(project: ProjectRecord, input: PushInput): Awaitable<PushOutcome>;
    pullEntries(project: ProjectRecord, locale: string, status: PullStatus): Awaitable<Map<string, string>>;
    sourceState(project: ProjectRecord): Awaitable<{ sourceKeys: number; obsoleteKeys: string[] }>;
    approvedBySourceText(projectId: number, locale: string): Awaitable<Map<string, string>>;
    findApproved(projectId: number, locale: string, sourceTexts: string[]): Awaitable<Map<string, string>>;
  };
  fileStates: { list(projectId: number): Awaitable<PushedFileState[]> };
  phrases: {
    record(
      projectId: number,
      phrases: PhraseInput[],
      now: number,
      merge: PhraseMerge,
    ): Awaitable<PhraseOutcome>;
    list(projectId: number): Awaitable<PhraseRow[]>;
  };
  machine: {
    get(key: MachineCacheKey, texts: string[], notBefore?: number): Awaitable<Map<string, string>>;
    put(
      key: MachineCacheKey,
      pairs: Map<string, string>,
      now: number,
      policy?: MachineCachePolicy,
    ): Awaitable<void>;
  };
  admin: {
    listTranslations(
      projectId: number,
      filter: { locale?: string | undefined; status?: TranslationStatus | undefined },
    ): Awaitable<TranslationRow[]>;
    setTranslation(
      projectId: number,
      key: string,
      locale: string,
      value: string,
      status: TranslationStatus,
      now: number,
    ): Awaitable<void>;
    approve(
      projectId: number,
      filter: { locale?: string | undefined; key?: string | undefined },
      now: number,
    ): Awaitable<number>;
    missingTranslations(
      projectId: number,
      locale: string,
    ): Awaitable<Array<{ key: string; sourceText: string }>>;
  };
}

/**
 * The Storage roles over one backend's repositories: every backend answers the same methods the same
 * way, and refuses what no backend can store (a NUL in a text) before writing anything. A backend
 * adds only what is its own: the revision check and closing its connections.
 */
export abstract class RepositoryStorage implements Storage {
  private readonly repos: Repositories;

  protected constructor(repos: Repositories) {
    this.repos = repos;
  }

  /** Changes whenever stored data may have changed, on any connection (the read cache's check). */
  abstract revision(): Promise<string>;
  /** Releases the backend's connections. */
  abstract close(): Promise<void>;

  async getProject(key: string): Promise<ProjectRecord | undefined> {
    return this.repos.projects.get(key);
  }

  async listProjects(): Promise<ProjectRecord[]> {
    return this.repos.projects.list();
  }

  async createProject(project: NewProject, now: number): Promise<ProjectRecord> {
    return this.repos.projects.create(project, now);
  }

  async updateProject(key: string, patch: ProjectPatch, now: number): Promise<ProjectRecord> {
    return this.repos.projects.update(key, patch, now);
  }

  async rotateSecret(
    key: string,
    secret: string,
    previousExpiresAt: number,
    now: number,
  ): Promise<ProjectRecord> {
    return this.repos.projects.rotateSecret(key, secret, previousExpiresAt, now);
  }

  async useNonce(projectId: number, nonce: string, expiresAt: number, now: number): Promise<boolean> {
    return this.repos.nonces.use(projectId, nonce, expiresAt, now);
  }

  async push(project: ProjectRecord, input: PushInput): Promise<PushOutcome> {
    assertStorablePush(input.files);
    return this.repos.strings.push(project, input);
  }

  async pullEntries(
    project: ProjectRecord,
    locale: string,
    status: PullStatus,
  ): Promise<Map<string, string>> {
    return this.repos.strings.pullEntries(project, locale, status);
  }

  async sourceState(project: ProjectRecord): Promise<{ sourceKeys: number; obsoleteKeys: string[] }> {
    return this.repos.strings.sourceState(project);
  }

  async pushedFiles(project: ProjectRecord): Promise<PushedFileState[]> {
    return this.repos.fileStates.list(project.id);
  }

  async approvedBySourceText(projectId: number, locale: string): Promise<Map<string, string>> {
    return this.repos.strings.approvedBySourceText(projectId, locale);
  }

  async findApproved(projectId: number, locale: string, sourceTexts: string[]): Promise<Map<string, string>> {
    return this.repos.strings.findApproved(projectId, locale, storableTexts(sourceTexts));
  }

  async recordPhrases(
    projectId: number,
    phrases: PhraseInput[],
    now: number,
    merge: PhraseMerge = mergePhraseTally,
  ): Promise<PhraseOutcome> {
    assertStorablePhrases(phrases);
    return this.repos.phrases.record(projectId, phrases, now, merge);
  }

  async listPhrases(projectId: number): Promise<PhraseRow[]> {
    return this.repos.phrases.list(projectId);
  }

  async getMachineTranslations(
    key: MachineCacheKey,
    texts: string[],
    notBefore?: number,
  ): Promise<Map<string, string>> {
    return this.repos.machine.get(key, storableTexts(texts), notBefore);
  }

  async putMachineTranslations(
    key: MachineCacheKey,
    pairs: Map<string, string>,
    now: number,
    policy?: MachineCachePolicy,
  ): Promise<void> {
    await this.repos.machine.put(key, storablePairs(pairs), now, policy);
  }

  async listTranslations(
    projectId: number,
    filter: { locale?: string | undefined; status?: TranslationStatus | undefined },
  ): Promise<TranslationRow[]> {
    return this.repos.admin.listTranslations(projectId, filter);
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
    await this.repos.admin.setTranslation(projectId, key, locale, value, status, now);
  }

  async approve(
    projectId: number,
    filter: { locale?: string | undefined; key?: string | undefined },
    now: number,
  ): Promise<number> {
    return this.repos.admin.approve(projectId, filter, now);
  }

  async missingTranslations(
    projectId: number,
    locale: string,
  ): Promise<Array<{ key: string; sourceText: string }>> {
    return this.repos.admin.missingTranslations(projectId, locale);
  }
}
