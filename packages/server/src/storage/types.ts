import type {
  BranchMerge,
  BranchState,
  Format,
  LocalePlan,
  PullStatus,
  PushResource,
  PushSource,
  ResourceRename,
  TranslationStatus,
} from '@locale-sync/protocol';

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
  /** True once the project accepts only OIDC tokens: a correct signature is refused (secret_disabled). */
  secretsDisabled: boolean;
  createdAt: number;
  updatedAt: number;
}

/** What a trust policy lets a matching OIDC token do: `push` includes pull; `pull` is pull and dry runs. */
export type TrustAccess = 'push' | 'pull';

/**
 * Which OIDC tokens may sync a project (domain/trust.ts matches them). Every given condition must
 * hold; an empty list places no condition. Set with the admin CLI (`trust add`).
 */
export interface NewTrustPolicy {
  /** The token's `iss`, exactly. */
  issuer: string;
  /** `owner/name` (the `repository` claim, compared case-insensitively), or null for any. */
  repository: string | null;
  /** The `repository_id` claim (survives renames), or null for any. */
  repositoryId: string | null;
  /** Patterns of the `ref` claim: exact, or `*` standing for any run of characters. */
  refs: string[];
  /** The `environment` claim must be one of these. */
  environments: string[];
  /** The workflow file of the `workflow_ref` claim (`.github/workflows/sync.yml`) must be one of these. */
  workflows: string[];
  access: TrustAccess;
}

/** A stored trust policy. */
export interface TrustPolicy extends NewTrustPolicy {
  id: number;
  createdAt: number;
}

/** How an applied push authenticated, as its history shows it. */
export type PushAuth =
  | { method: 'secret' }
  | { method: 'oidc'; policyId: number; issuer: string; claims: Record<string, string> };

/** One applied push, as `project history` lists it (newest first). */
export interface PushHistoryRow {
  id: number;
  createdAt: number;
  repository: string | null;
  ref: string | null;
  sha: string | null;
  /** Null for pushes stored before pushes recorded how they authenticated. */
  auth: PushAuth | null;
  /** Keys created, updated and made obsolete, over every locale. */
  keys: { created: number; updated: number; obsolete: number };
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
  /** The resource it belongs to: its source file's path as pushed; '' or absent for the default resource. */
  resource?: string | undefined;
  locale: string;
  path: string;
  entries: Map<string, string>;
  /** Its format and the SHA-256 (hex) of its content's UTF-8 bytes: with both, an applied push remembers the file. */
  format?: Format;
  sha256?: string;
}

/**
 * A file as the last applied push of its (resource, locale) sent it (the changed-only push compares
 * against it). `sourceLocale` is the project's source locale then: a file pushed under another one is
 * not the same.
 */
export interface PushedFileState {
  resource: string;
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
  /** How the push authenticated, recorded with it (history); absent for pushes made outside the API. */
  auth?: PushAuth | undefined;
  now: number;
  /** A project branch to push to (absent: main). */
  branch?: string | undefined;
  /** The bounds of the project's branches (default: domain/branches/state.ts's DEFAULT_BRANCH_POLICY). */
  branchPolicy?: { maxBranches: number; idleMs: number } | undefined;
  /** Most resources the project may have after the push (absent: no bound). */
  maxResources?: number | undefined;
  /** Most strings (rows, active and obsolete, on main and every branch) the project may hold after the push (absent: no bound). */
  maxStrings?: number | undefined;
}

export interface PushOutcome {
  plan: LocalePlan[];
  /** Every resource the project has after the push, the default first, then by path. */
  resources: PushResource[];
  /** The resource renamed before the files applied (domain/resource-rename.ts); absent when none. */
  renamed?: ResourceRename[];
  /** On a push to main: what merged branches moved to main with it. */
  merges?: BranchMerge[];
  /** On a push to a branch: what the branch holds after it. */
  branchState?: BranchState;
}

/** What a pull reads, all from one snapshot of the project. */
export interface PullRequest {
  locales: readonly string[];
  status: PullStatus;
  /** `default`: the default resource only (a client without resources); `all`: every resource. */
  resources: 'default' | 'all';
  /** A project branch: main's translations with the branch's on top (absent: main). */
  branch?: string | undefined;
}

/** One resource of a pull: its files' entries by locale, and what left its source. */
export interface PulledResource {
  resource: string;
  /** Active source keys; 0 when it has none. */
  sourceKeys: number;
  obsoleteKeys: string[];
  /** locale → active keys in source order with their texts at the pulled status. */
  entries: Map<string, Map<string, string>>;
}

/** One resource as the admin CLI lists it. */
export interface ResourceRow {
  resource: string;
  /** Active source keys. */
  keys: number;
  /** Keys that left the source. */
  obsolete: number;
  translations: number;
}

/** One project branch as the admin CLI lists it. Times are Unix milliseconds. */
export interface BranchRow {
  name: string;
  createdAt: number;
  updatedAt: number;
  mergedAt: number | null;
  /** Strings that differ from main (created, changed, obsolete on the branch). */
  strings: number;
  /** Translations made on the branch. */
  translations: number;
}

/** What closing a branch did; undefined from closeBranch when the project has no such branch. */
export interface BranchClose {
  deleted: boolean;
  merge?: BranchMerge;
}

/** One translation as listed by the admin CLI. */
export interface TranslationRow {
  /** The string's resource: '' for the default one. */
  resource: string;
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

/** Per-project caps on reported phrases; 0 is no cap. */
export interface PhraseLimits {
  /** Most distinct phrases a project holds: a batch that would add more is refused. */
  maxPhrases: number;
  /** Most locations a project's phrases hold together: later new ones are not kept. */
  maxLocations: number;
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

/** The number of translations of active keys a locale has at one status. */
export interface StatusCount {
  locale: string;
  status: TranslationStatus;
  count: number;
}

/** What the signed sync API (push, pull, its nonces) needs. */
export interface SyncStorage extends RevisionStorage {
  getProject(key: string): Promise<ProjectRecord | undefined>;
  /** Records a nonce; false when it was already recorded for the project and has not expired. */
  useNonce(projectId: number, nonce: string, expiresAt: number, now: number): Promise<boolean>;
  /** The project's trust policies, by id. */
  trustPolicies(projectId: number): Promise<TrustPolicy[]>;
  /**
   * Applies a push in one transaction, serialized with any other push to the same project (or, with
   * dryRun, computes it the same way and stores nothing).
   */
  push(project: ProjectRecord, input: PushInput): Promise<PushOutcome>;
  /** How many translations of active keys each locale has, by status (one grouped count); on `branch`, its view. */
  statusCounts(project: ProjectRecord, branch?: string): Promise<StatusCount[]>;
  /**
   * Closes a branch in one transaction serialized with pushes: merged, its translations move to main
   * (domain/branches/merge.ts); not merged, it is deleted. Undefined when there is no such branch.
   */
  closeBranch(
    project: ProjectRecord,
    name: string,
    merged: boolean,
    now: number,
  ): Promise<BranchClose | undefined>;
  /**
   * What a pull answers, read from one snapshot of the project (no push or admin edit committed
   * halfway through is seen): per resource, its files' entries in `locales` and what left its
   * source. The default resource comes first; `all` adds every other resource that has strings, by
   * path, and leaves the default out when it has no strings (active or obsolete) but others do.
   */
  pull(project: ProjectRecord, request: PullRequest): Promise<PulledResource[]>;
  /** Active keys of `resource` in source order with their texts for `locale` at `status` (a pull of one file). */
  pullEntries(
    project: ProjectRecord,
    locale: string,
    status: PullStatus,
    resource?: string,
  ): Promise<Map<string, string>>;
  /**
   * What a pull must know to remove only what left the source of `resource` (default: the default
   * one): how many active source strings it has (0 when never pushed) and the keys that left it.
   */
  sourceState(
    project: ProjectRecord,
    resource?: string,
  ): Promise<{ sourceKeys: number; obsoleteKeys: string[] }>;
  /**
   * The files the project's applied pushes remembered, one per (resource, locale)
   * (domain/file-states.ts says which are remembered; every write to the strings forgets them).
   */
  pushedFiles(project: ProjectRecord): Promise<PushedFileState[]>;
}

/** What the public SDK API (translations, instant translation, phrase extraction) needs. */
export interface SdkStorage extends RevisionStorage {
  getProject(key: string): Promise<ProjectRecord | undefined>;
  /**
   * Source text → approved translation of the active strings of `locale`. When one text has several,
   * the default resource wins, then resources by path (code-point order), then the first key in
   * source order.
   */
  approvedBySourceText(projectId: number, locale: string, branch?: string): Promise<Map<string, string>>;
  /** The approved translations in `locale` of the given source texts (active strings; winners as above). */
  findApproved(projectId: number, locale: string, sourceTexts: string[]): Promise<Map<string, string>>;
  /**
   * Records reported phrases in one transaction: each is folded into its stored tally by `merge`
   * (default: domain/phrases.ts's mergePhraseTally, for callers that pass none), within the
   * project's `limits` (none when not given): see phrase-batch.ts's foldPhrases.
   */
  recordPhrases(
    projectId: number,
    phrases: PhraseInput[],
    now: number,
    merge?: PhraseMerge,
    limits?: PhraseLimits,
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
  /** Turns sync secrets off (only OIDC tokens then) or back on; StorageNotFoundError for an unknown key. */
  setSecretsDisabled(key: string, disabled: boolean, now: number): Promise<ProjectRecord>;
  trustPolicies(projectId: number): Promise<TrustPolicy[]>;
  addTrustPolicy(projectId: number, policy: NewTrustPolicy, now: number): Promise<TrustPolicy>;
  /** False when the project has no policy with that id. */
  removeTrustPolicy(projectId: number, id: number): Promise<boolean>;
  /** The latest `limit` applied pushes, newest first. */
  pushHistory(projectId: number, limit: number): Promise<PushHistoryRow[]>;
  listPhrases(projectId: number): Promise<PhraseRow[]>;
  listTranslations(projectId: number, filter: TranslationFilter): Promise<TranslationRow[]>;
  /**
   * Sets one translation of an active key of `resource` (default: the default resource) and forgets
   * the remembered file of that (resource, locale), in one transaction serialized with pushes;
   * throws StorageNotFoundError for an unknown key.
   */
  setTranslation(
    projectId: number,
    key: string,
    locale: string,
    value: string,
    status: TranslationStatus,
    now: number,
    resource?: string,
  ): Promise<void>;
  /**
   * Approves translations (one key of one resource, one resource, one locale or all), forgetting the
   * remembered files they belong to, in one transaction serialized with pushes; returns how many changed.
   */
  approve(projectId: number, filter: ApproveFilter, now: number): Promise<number>;
  /** Active strings that have no translation at all in `locale`, by resource then source order. */
  missingTranslations(
    projectId: number,
    locale: string,
  ): Promise<Array<{ resource: string; key: string; sourceText: string }>>;
  /** The resources in which `key` is an active string, by path (the default first). */
  resourcesOfKey(projectId: number, key: string): Promise<string[]>;
  /** Every resource that has strings, the default first, then by path. */
  listResources(projectId: number): Promise<ResourceRow[]>;
  /**
   * Deletes a resource's strings, their translations and its remembered files; returns how many
   * strings it had (0: no such resource, nothing changed).
   */
  removeResource(projectId: number, resource: string): Promise<number>;
  /** The project's branches by name, with their sizes. */
  listBranches(projectId: number): Promise<BranchRow[]>;
  /** Sets a translation on a branch (created when missing), serialized with pushes; throws StorageNotFoundError for a key the branch lacks. */
  setBranchTranslation(
    project: ProjectRecord,
    branch: string,
    key: string,
    locale: string,
    value: string,
    status: TranslationStatus,
    now: number,
    resource?: string,
  ): Promise<void>;
  closeBranch(
    project: ProjectRecord,
    name: string,
    merged: boolean,
    now: number,
  ): Promise<BranchClose | undefined>;
}

/** Which translations the admin CLI lists. */
export interface TranslationFilter {
  locale?: string | undefined;
  status?: TranslationStatus | undefined;
  resource?: string | undefined;
}

/** Which translations the admin CLI approves: a `key` always comes with its `resource`. */
export interface ApproveFilter {
  locale?: string | undefined;
  resource?: string | undefined;
  key?: string | undefined;
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
