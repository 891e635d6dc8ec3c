import type { Format, LocalePlan, PullStatus, PushSource, TranslationStatus } from '@locale-sync/protocol';

/** Phrase-extraction settings of a project (served to runtime clients). */
export interface ExtractionSettings {
  extractPhrases: boolean;
  extractionMode: string;
  /** Seconds between two sends of extracted phrases. */
  sendFrequency: number;
  minStringsToSend: number;
}

/** Instant-translation settings of a project (served to runtime clients). */
export interface InstantSettings {
  enabled: boolean;
  cacheTtlMs: number;
  batchSize: number;
}

/** One project as stored. Times are Unix milliseconds. */
export interface ProjectRecord {
  id: number;
  key: string;
  sourceLocale: string;
  supportedLocales: string[];
  extraction: ExtractionSettings;
  instantTranslation: InstantSettings;
  /** Origins allowed to call the SDK API from a browser; empty means any origin. */
  allowedOrigins: string[];
  syncSecret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface NewProject {
  key: string;
  sourceLocale: string;
  supportedLocales: string[];
  extraction: ExtractionSettings;
  instantTranslation: InstantSettings;
  allowedOrigins: string[];
  syncSecret: string;
}

export interface ProjectPatch {
  sourceLocale?: string;
  supportedLocales?: string[];
  extraction?: Partial<ExtractionSettings>;
  instantTranslation?: Partial<InstantSettings>;
  allowedOrigins?: string[];
}

/** One parsed file of a push: keys in file order. */
export interface ParsedPushFile {
  locale: string;
  path: string;
  entries: Map<string, string>;
  /** Its format and the SHA-256 (hex) of its content's UTF-8 bytes: with both, an applied push remembers the file. */
  format?: Format;
  sha256?: string;
}

/**
 * A file as the last applied push of its locale sent it (the changed-only push compares against it).
 * `sourceLocale` is the project's source locale then: a file pushed under another one is not the same.
 */
export interface PushedFileState {
  locale: string;
  path: string;
  format: Format;
  sha256: string;
  keys: number;
  sourceLocale: string;
}

export interface PushInput {
  files: ParsedPushFile[];
  dryRun: boolean;
  source?: PushSource | undefined;
  now: number;
}

export interface PushOutcome {
  plan: LocalePlan[];
}

/** One translation as listed by the admin CLI. */
export interface TranslationRow {
  key: string;
  locale: string;
  sourceText: string;
  value: string;
  status: TranslationStatus;
  obsolete: boolean;
  updatedAt: number;
}

export interface PhraseInput {
  sourceText: string;
  context?: string | undefined;
  count?: number | undefined;
  locations?: Array<Record<string, string | undefined>> | undefined;
}

export interface PhraseOutcome {
  received: number;
  created: number;
  merged: number;
  total: number;
}

/** A stored phrase, as listed by the admin CLI. */
export interface PhraseRow {
  sourceText: string;
  context: string;
  count: number;
  locations: Array<Record<string, string>>;
}

/** The key of one machine translation in the cache. */
export interface MachineCacheKey {
  provider: string;
  sourceLocale: string;
  targetLocale: string;
}

/**
 * What the machine-translation cache keeps of one `provider` (the domain names one per project):
 * entries older than `maxAgeMs` are neither returned nor kept, and past `maxEntries` the oldest go.
 */
export interface MachineCachePolicy {
  maxEntries: number;
  maxAgeMs: number;
}

/** A stored phrase's tally, as a merge rule sees it. */
export interface PhraseTally {
  count: number;
  locations: Array<Record<string, string>>;
}

/**
 * Folds one reported phrase into its stored tally (undefined when the phrase is new): the domain's
 * merge rule, passed in so that storage only reads and writes inside one transaction.
 */
export type PhraseMerge = (stored: PhraseTally | undefined, incoming: PhraseInput) => PhraseTally;

/** Data changes visible to read caches. */
export interface RevisionStorage {
  /**
   * An opaque value that changes whenever stored data may have changed, by this process or another
   * one (the admin CLI, a second instance): read caches compare it instead of re-reading everything.
   */
  revision(): Promise<string>;
  /** Releases the connection(s); the storage is unusable afterwards. */
  close(): Promise<void>;
}

/** What the signed sync API (push, pull, its nonces) needs. */
export interface SyncStorage extends RevisionStorage {
  getProject(key: string): Promise<ProjectRecord | undefined>;
  /** Records a nonce; false when it was already recorded for the project and has not expired. */
  useNonce(projectId: number, nonce: string, expiresAt: number, now: number): Promise<boolean>;
  /**
   * Applies a push in one transaction, serialized with any other push to the same project (or, with
   * dryRun, computes it the same way and stores nothing).
   */
  push(project: ProjectRecord, input: PushInput): Promise<PushOutcome>;
  /** Active keys in source order with their texts for `locale` at `status` (source texts for the source locale). */
  pullEntries(project: ProjectRecord, locale: string, status: PullStatus): Promise<Map<string, string>>;
  /**
   * What a pull must know to remove only what left the source: how many active source strings the
   * project has (0 when it was never pushed) and the keys that left the source (obsolete).
   */
  sourceState(project: ProjectRecord): Promise<{ sourceKeys: number; obsoleteKeys: string[] }>;
  /**
   * The files the project's applied pushes remembered, one per locale (storage/file-states.ts says
   * which are remembered and which are forgotten).
   */
  pushedFiles(project: ProjectRecord): Promise<PushedFileState[]>;
}

/** What the public SDK API (translations, instant translation, phrase extraction) needs. */
export interface SdkStorage extends RevisionStorage {
  getProject(key: string): Promise<ProjectRecord | undefined>;
  /** Source text → approved translation of the active strings of `locale` (first key in source order wins). */
  approvedBySourceText(projectId: number, locale: string): Promise<Map<string, string>>;
  /** The approved translations in `locale` of the given source texts (active strings; first key in source order wins). */
  findApproved(projectId: number, locale: string, sourceTexts: string[]): Promise<Map<string, string>>;
  /**
   * Records reported phrases in one transaction: each is folded into its stored tally by `merge`
   * (default: domain/phrases.ts's mergePhraseTally, for callers that pass none).
   */
  recordPhrases(
    projectId: number,
    phrases: PhraseInput[],
    now: number,
    merge?: PhraseMerge,
  ): Promise<PhraseOutcome>;
  /** Cached translations of `texts`; with `notBefore`, only entries stored at or after it. */
  getMachineTranslations(
    key: MachineCacheKey,
    texts: string[],
    notBefore?: number,
  ): Promise<Map<string, string>>;
  /** Stores translations; with `policy`, then drops the provider's expired and oldest entries past the bound. */
  putMachineTranslations(
    key: MachineCacheKey,
    pairs: Map<string, string>,
    now: number,
    policy?: MachineCachePolicy,
  ): Promise<void>;
}

/** What the admin CLI needs: projects, their secrets, and translators' work. */
export interface AdminStorage extends RevisionStorage {
  getProject(key: string): Promise<ProjectRecord | undefined>;
  listProjects(): Promise<ProjectRecord[]>;
  /** Throws StorageConflictError when the key exists. */
  createProject(project: NewProject, now: number): Promise<ProjectRecord>;
  /** Throws StorageNotFoundError for an unknown key. */
  updateProject(key: string, patch: ProjectPatch, now: number): Promise<ProjectRecord>;
  /** Makes `secret` current; the old one keeps working until `previousExpiresAt` (ms). */
  rotateSecret(key: string, secret: string, previousExpiresAt: number, now: number): Promise<ProjectRecord>;
  listPhrases(projectId: number): Promise<PhraseRow[]>;
  listTranslations(
    projectId: number,
    filter: { locale?: string | undefined; status?: TranslationStatus | undefined },
  ): Promise<TranslationRow[]>;
  /** Sets one translation of an active key; throws StorageNotFoundError for an unknown key. */
  setTranslation(
    projectId: number,
    key: string,
    locale: string,
    value: string,
    status: TranslationStatus,
    now: number,
  ): Promise<void>;
  /** Approves translations (one key, one locale or all); returns how many changed. */
  approve(
    projectId: number,
    filter: { locale?: string | undefined; key?: string | undefined },
    now: number,
  ): Promise<number>;
  /** Active strings that have no translation at all in `locale`, in source order. */
  missingTranslations(projectId: number, locale: string): Promise<Array<{ key: string; sourceText: string }>>;
}

/**
 * Everything the routes and the admin CLI need from a database, one role per API. Methods are async
 * so that a networked backend (PostgreSQL) implements the same interface; every write method is one
 * transaction. A busy or unreachable database rejects with StorageBusyError (storage/busy.ts).
 */
export type Storage = SyncStorage & SdkStorage & AdminStorage;

/** A create that collides with an existing row. */
export class StorageConflictError extends Error {
  override name = 'StorageConflictError';
}

/** An update of something that does not exist. */
export class StorageNotFoundError extends Error {
  override name = 'StorageNotFoundError';
}
