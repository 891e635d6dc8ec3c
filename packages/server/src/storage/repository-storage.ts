import type { PullStatus, TranslationStatus } from '@locale-sync/protocol';
import { type Steps, wait } from '../domain/branches/drive.ts';
import { closeBranch } from '../domain/branches/merge.ts';
import type { BranchPrimitives } from '../domain/branches/primitives.ts';
import { branchPush, mainPush } from '../domain/branches/push.ts';
import {
  approvedBySourceTextOf,
  DEFAULT_BRANCH_POLICY,
  pullFromState,
  statusCountsOf,
} from '../domain/branches/state.ts';
import { setBranchTranslation } from '../domain/branches/translate.ts';
import { branchView } from '../domain/branches/view.ts';
import { mergePhraseTally } from '../domain/phrases.ts';
import type { PushTransaction } from '../domain/push.ts';
import { NO_PHRASE_LIMITS } from './phrase-batch.ts';
import {
  assertStorablePhrases,
  assertStorablePush,
  assertStorableText,
  storablePairs,
  storableTexts,
} from './texts.ts';
import {
  type ApproveFilter,
  type BranchClose,
  type BranchRow,
  type MachineCacheKey,
  type MachineCachePolicy,
  type NewProject,
  type NewTrustPolicy,
  type PhraseInput,
  type PhraseLimits,
  type PhraseMerge,
  type PhraseOutcome,
  type PhraseRow,
  type ProjectPatch,
  type ProjectRecord,
  type PulledResource,
  type PullRequest,
  type PushedFileState,
  type PushHistoryRow,
  type PushInput,
  type PushOutcome,
  type ResourceRow,
  type StatusCount,
  type Storage,
  StorageNotFoundError,
  type TranslationFilter,
  type TranslationRow,
  type TrustPolicy,
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
    setSecretsDisabled(key: string, disabled: boolean, now: number): Awaitable<ProjectRecord>;
  };
  trust: {
    list(projectId: number): Awaitable<TrustPolicy[]>;
    add(projectId: number, policy: NewTrustPolicy, now: number): Awaitable<TrustPolicy>;
    remove(projectId: number, id: number): Awaitable<boolean>;
    history(projectId: number, limit: number): Awaitable<PushHistoryRow[]>;
  };
  nonces: { use(projectId: number, nonce: string, expiresAt: number, now: number): Awaitable<boolean> };
  strings: {
    /** Reads a pull from one snapshot. */
    pull(project: ProjectRecord, request: PullRequest): Awaitable<PulledResource[]>;
    statusCounts(project: ProjectRecord): Awaitable<StatusCount[]>;
    approvedBySourceText(projectId: number, locale: string): Awaitable<Map<string, string>>;
    findApproved(projectId: number, locale: string, sourceTexts: string[]): Awaitable<Map<string, string>>;
  };
  fileStates: { list(projectId: number): Awaitable<PushedFileState[]> };
  /** Runners of the use cases written once over both backends' push and branch primitives. */
  units: {
    /** Runs `steps` to their end in one transaction serialized with every push to the project. */
    write<T>(
      projectId: number,
      steps: (main: PushTransaction, branches: BranchPrimitives) => Steps<T>,
    ): Awaitable<T>;
    /** Runs `steps` (reads only) in one snapshot. */
    read<T>(steps: (main: PushTransaction, branches: BranchPrimitives) => Steps<T>): Awaitable<T>;
  };
  phrases: {
    record(
      projectId: number,
      phrases: PhraseInput[],
      now: number,
      merge: PhraseMerge,
      limits: PhraseLimits,
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
    listTranslations(projectId: number, filter: TranslationFilter): Awaitable<TranslationRow[]>;
    setTranslation(
      projectId: number,
      resource: string,
      key: string,
      locale: string,
      value: string,
      status: TranslationStatus,
      now: number,
    ): Awaitable<void>;
    approve(projectId: number, filter: ApproveFilter, now: number): Awaitable<number>;
    missingTranslations(
      projectId: number,
      locale: string,
    ): Awaitable<Array<{ resource: string; key: string; sourceText: string }>>;
    resourcesOfKey(projectId: number, key: string): Awaitable<string[]>;
    listResources(projectId: number): Awaitable<ResourceRow[]>;
    removeResource(projectId: number, resource: string): Awaitable<number>;
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

  async setSecretsDisabled(key: string, disabled: boolean, now: number): Promise<ProjectRecord> {
    return this.repos.projects.setSecretsDisabled(key, disabled, now);
  }

  async trustPolicies(projectId: number): Promise<TrustPolicy[]> {
    return this.repos.trust.list(projectId);
  }

  async addTrustPolicy(projectId: number, policy: NewTrustPolicy, now: number): Promise<TrustPolicy> {
    return this.repos.trust.add(projectId, policy, now);
  }

  async removeTrustPolicy(projectId: number, id: number): Promise<boolean> {
    return this.repos.trust.remove(projectId, id);
  }

  async pushHistory(projectId: number, limit: number): Promise<PushHistoryRow[]> {
    return this.repos.trust.history(projectId, limit);
  }

  async useNonce(projectId: number, nonce: string, expiresAt: number, now: number): Promise<boolean> {
    return this.repos.nonces.use(projectId, nonce, expiresAt, now);
  }

  async push(project: ProjectRecord, input: PushInput): Promise<PushOutcome> {
    assertStorablePush(input.files);
    const policy = input.branchPolicy ?? DEFAULT_BRANCH_POLICY;
    const branch = input.branch;
    return this.repos.units.write(project.id, (main, branches) =>
      branch === undefined
        ? mainPush(main, branches, project, input, policy)
        : branchPush(main, branches, project, branch, input, policy),
    );
  }

  async pull(project: ProjectRecord, request: PullRequest): Promise<PulledResource[]> {
    const branch = request.branch;
    const pulled =
      branch === undefined
        ? await this.repos.strings.pull(project, request)
        : pullFromState(
            await this.repos.units.read((main, branches) =>
              branchView(main, branches, project.id, branch, request.locales),
            ),
            project.sourceLocale,
            request,
          );
    // The default resource stays out of `all` when it never had strings and other resources do:
    // a project synced as several files has no default file to write it to.
    const [first, ...others] = pulled;
    const unused = first !== undefined && first.sourceKeys === 0 && first.obsoleteKeys.length === 0;
    return unused && others.length > 0 ? others : pulled;
  }

  async pullEntries(
    project: ProjectRecord,
    locale: string,
    status: PullStatus,
    resource = '',
  ): Promise<Map<string, string>> {
    const pulled = await this.pull(project, {
      locales: [locale],
      status,
      resources: resource === '' ? 'default' : 'all',
    });
    return pulled.find((r) => r.resource === resource)?.entries.get(locale) ?? new Map();
  }

  async statusCounts(project: ProjectRecord, branch?: string): Promise<StatusCount[]> {
    if (branch === undefined) return this.repos.strings.statusCounts(project);
    return statusCountsOf(
      await this.repos.units.read((main, branches) =>
        branchView(main, branches, project.id, branch, project.supportedLocales),
      ),
    );
  }

  async closeBranch(
    project: ProjectRecord,
    name: string,
    merged: boolean,
    now: number,
  ): Promise<BranchClose | undefined> {
    return this.repos.units.write(project.id, (main, branches) =>
      closeBranch(main, branches, project, name, merged, now),
    );
  }

  async listBranches(projectId: number): Promise<BranchRow[]> {
    return this.repos.units.read(function* (_main, branches) {
      const rows: BranchRow[] = [];
      for (const b of yield* wait(branches.listBranches(projectId))) {
        const overlay = yield* wait(branches.readOverlay(b.id));
        let strings = 0;
        let translations = 0;
        for (const state of overlay.values()) {
          strings += state.strings.size;
          for (const byKey of state.translations.values()) translations += byKey.size;
        }
        rows.push({
          name: b.name,
          createdAt: b.createdAt,
          updatedAt: b.updatedAt,
          mergedAt: b.mergedAt,
          strings,
          translations,
        });
      }
      return rows;
    });
  }

  async setBranchTranslation(
    project: ProjectRecord,
    branch: string,
    key: string,
    locale: string,
    value: string,
    status: TranslationStatus,
    now: number,
    resource = '',
  ): Promise<void> {
    assertStorableText(value, `the translation of ${JSON.stringify(key)} in ${locale}`);
    const result = await this.repos.units.write(project.id, (main, branches) =>
      setBranchTranslation(main, branches, project, { branch, resource, key, locale, value, status, now }),
    );
    if (result === 'no_branch') {
      throw new StorageNotFoundError(
        `project ${project.key} has no branch ${branch} (a push to it creates it)`,
      );
    }
    if (result === 'no_key') {
      const of = resource === '' ? '' : ` of resource ${resource}`;
      throw new StorageNotFoundError(`branch ${branch} has no active key ${key}${of}`);
    }
  }

  async sourceState(
    project: ProjectRecord,
    resource = '',
  ): Promise<{ sourceKeys: number; obsoleteKeys: string[] }> {
    const pulled = await this.pull(project, {
      locales: [],
      status: 'all',
      resources: resource === '' ? 'default' : 'all',
    });
    const found = pulled.find((r) => r.resource === resource);
    return { sourceKeys: found?.sourceKeys ?? 0, obsoleteKeys: found?.obsoleteKeys ?? [] };
  }

  async pushedFiles(project: ProjectRecord): Promise<PushedFileState[]> {
    return this.repos.fileStates.list(project.id);
  }

  async approvedBySourceText(
    projectId: number,
    locale: string,
    branch?: string,
  ): Promise<Map<string, string>> {
    if (branch === undefined) return this.repos.strings.approvedBySourceText(projectId, locale);
    return approvedBySourceTextOf(
      await this.repos.units.read((main, branches) =>
        branchView(main, branches, projectId, branch, [locale]),
      ),
      locale,
    );
  }

  async findApproved(projectId: number, locale: string, sourceTexts: string[]): Promise<Map<string, string>> {
    return this.repos.strings.findApproved(projectId, locale, storableTexts(sourceTexts));
  }

  async recordPhrases(
    projectId: number,
    phrases: PhraseInput[],
    now: number,
    merge: PhraseMerge = mergePhraseTally,
    limits: PhraseLimits = NO_PHRASE_LIMITS,
  ): Promise<PhraseOutcome> {
    assertStorablePhrases(phrases);
    return this.repos.phrases.record(projectId, phrases, now, merge, limits);
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

  async listTranslations(projectId: number, filter: TranslationFilter): Promise<TranslationRow[]> {
    return this.repos.admin.listTranslations(projectId, filter);
  }

  async setTranslation(
    projectId: number,
    key: string,
    locale: string,
    value: string,
    status: TranslationStatus,
    now: number,
    resource = '',
  ): Promise<void> {
    assertStorableText(value, `the translation of ${JSON.stringify(key)} in ${locale}`);
    await this.repos.admin.setTranslation(projectId, resource, key, locale, value, status, now);
  }

  async approve(projectId: number, filter: ApproveFilter, now: number): Promise<number> {
    return this.repos.admin.approve(projectId, filter, now);
  }

  async missingTranslations(
    projectId: number,
    locale: string,
  ): Promise<Array<{ resource: string; key: string; sourceText: string }>> {
    return this.repos.admin.missingTranslations(projectId, locale);
  }

  async resourcesOfKey(projectId: number, key: string): Promise<string[]> {
    return this.repos.admin.resourcesOfKey(projectId, key);
  }

  async listResources(projectId: number): Promise<ResourceRow[]> {
    return this.repos.admin.listResources(projectId);
  }

  async removeResource(projectId: number, resource: string): Promise<number> {
    return this.repos.admin.removeResource(projectId, resource);
  }
}
