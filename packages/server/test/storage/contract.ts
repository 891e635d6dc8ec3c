// The behaviour every storage backend must have, as one suite any backend runs with its own
// factory (sqlite.test.ts, postgres.test.ts). Each test opens a fresh, empty storage.
import { FormatError } from '@locale-sync/formats';
import { afterEach, describe, expect, it } from 'vitest';
import { StringLimitError } from '../../src/domain/project-limits.ts';
import { StorageBusyError } from '../../src/storage/busy.ts';
import { StorageInvalidTextError } from '../../src/storage/texts.ts';
import {
  type NewProject,
  type ParsedPushFile,
  type PhraseMerge,
  type ProjectRecord,
  type Storage,
  StorageConflictError,
  StorageNotFoundError,
} from '../../src/storage/types.ts';

/** What a backend gives the contract suite. */
export interface ContractBackend {
  /** A fresh, empty storage, with errors typed as the app sees them (busy → StorageBusyError). */
  open(): Promise<Storage>;
  /** Makes every later insert into `pushes` (a push's last write) fail, as a full disk would. */
  failPushRecords(storage: Storage): Promise<void>;
  /**
   * Takes, from another connection, the lock a push to `project` waits for, and keeps it until the
   * returned function is called. The storage must give up waiting within a second or so.
   */
  holdPushLock(storage: Storage, project: ProjectRecord): Promise<() => Promise<void>>;
}

const T0 = 1_700_000_000_000;

/** A project as the domain creates it, with `overrides`. */
export function newProject(overrides: Partial<NewProject> = {}): NewProject {
  return {
    key: 'demo',
    sourceLocale: 'en',
    supportedLocales: ['en', 'de', 'ru'],
    extraction: { extractPhrases: true, extractionMode: 'auto', sendFrequency: 30, minStringsToSend: 1 },
    instantTranslation: { enabled: false, cacheTtlMs: 60_000, batchSize: 50 },
    allowedOrigins: [],
    syncSecret: 'secret-1',
    ...overrides,
  };
}

function file(locale: string, entries: Record<string, string>, resource?: string): ParsedPushFile {
  return {
    locale,
    path: resource === undefined ? `locales/${locale}.json` : resource.replace('/en/', `/${locale}/`),
    entries: new Map(Object.entries(entries)),
    ...(resource !== undefined && { resource }),
  };
}

/** Registers the contract suite for one backend. */
export function storageContract(backend: ContractBackend): void {
  const opened: Storage[] = [];
  afterEach(async () => {
    for (const storage of opened.splice(0)) await storage.close();
  });

  async function setup(): Promise<{ storage: Storage; project: ProjectRecord }> {
    const storage = await backend.open();
    opened.push(storage);
    const project = await storage.createProject(newProject(), T0);
    return { storage, project };
  }

  async function push(storage: Storage, project: ProjectRecord, files: ParsedPushFile[], dryRun = false) {
    return storage.push(project, {
      files,
      dryRun,
      now: T0 + 1000,
      source: { repository: 'o/r', ref: 'main', sha: 'abc' },
    });
  }

  describe('projects', () => {
    it('creates, finds, lists by key, and refuses a second project with the same key', async () => {
      const { storage, project } = await setup();
      expect(project).toMatchObject({
        key: 'demo',
        sourceLocale: 'en',
        supportedLocales: ['en', 'de', 'ru'],
      });
      expect(project.previousSecret).toBeNull();
      expect(project.createdAt).toBe(T0);
      expect(await storage.getProject('demo')).toEqual(project);
      expect(await storage.getProject('missing')).toBeUndefined();
      await storage.createProject(newProject({ key: 'Zeta' }), T0);
      await storage.createProject(newProject({ key: 'alpha' }), T0);
      // Code-point order whatever the database's locale: upper case before lower case.
      expect((await storage.listProjects()).map((p) => p.key)).toEqual(['Zeta', 'alpha', 'demo']);
      await expect(storage.createProject(newProject(), T0)).rejects.toBeInstanceOf(StorageConflictError);
    });

    it('updates settings one level deep and rotates the secret, keeping the previous one with its expiry', async () => {
      const { storage } = await setup();
      const updated = await storage.updateProject(
        'demo',
        {
          supportedLocales: ['en', 'fr'],
          extraction: { sendFrequency: 5 },
          allowedOrigins: ['https://a.example'],
        },
        T0 + 5,
      );
      expect(updated.supportedLocales).toEqual(['en', 'fr']);
      expect(updated.extraction).toEqual({
        extractPhrases: true,
        extractionMode: 'auto',
        sendFrequency: 5,
        minStringsToSend: 1,
      });
      expect(updated.instantTranslation.batchSize).toBe(50);
      expect(updated.allowedOrigins).toEqual(['https://a.example']);
      expect(updated.updatedAt).toBe(T0 + 5);
      const rotated = await storage.rotateSecret('demo', 'secret-2', T0 + 100, T0 + 6);
      expect(rotated).toMatchObject({
        syncSecret: 'secret-2',
        previousSecret: 'secret-1',
        previousSecretExpiresAt: T0 + 100,
      });
      await expect(storage.updateProject('missing', {}, T0)).rejects.toBeInstanceOf(StorageNotFoundError);
      await expect(storage.rotateSecret('missing', 's', T0, T0)).rejects.toBeInstanceOf(StorageNotFoundError);
    });
  });

  describe('keyless sync: trust policies, secrets off, push history', () => {
    const policy = {
      issuer: 'https://token.actions.githubusercontent.com',
      repository: 'acme/web',
      repositoryId: '4242',
      refs: ['refs/heads/main', 'refs/pull/*'],
      environments: [],
      workflows: ['.github/workflows/sync.yml'],
      access: 'pull' as const,
    };

    it('stores policies per project, lists them by id and removes one', async () => {
      const { storage, project } = await setup();
      const other = await storage.createProject(newProject({ key: 'other' }), T0);
      const first = await storage.addTrustPolicy(project.id, policy, T0);
      const second = await storage.addTrustPolicy(
        project.id,
        { ...policy, repositoryId: null, access: 'push' },
        T0 + 1,
      );
      expect(first).toEqual({ ...policy, id: first.id, createdAt: T0 });
      expect(await storage.trustPolicies(project.id)).toEqual([first, second]);
      expect(await storage.trustPolicies(other.id)).toEqual([]);
      expect(await storage.removeTrustPolicy(other.id, first.id)).toBe(false);
      expect(await storage.removeTrustPolicy(project.id, first.id)).toBe(true);
      expect(await storage.trustPolicies(project.id)).toEqual([second]);
    });

    it('turns secrets off and on; a new project has them on', async () => {
      const { storage, project } = await setup();
      expect(project.secretsDisabled).toBe(false);
      expect((await storage.setSecretsDisabled('demo', true, T0 + 5)).secretsDisabled).toBe(true);
      expect((await storage.getProject('demo'))?.secretsDisabled).toBe(true);
      expect((await storage.setSecretsDisabled('demo', false, T0 + 6)).secretsDisabled).toBe(false);
      await expect(storage.setSecretsDisabled('missing', true, T0)).rejects.toBeInstanceOf(
        StorageNotFoundError,
      );
    });

    it('records how each applied push authenticated, newest first; a dry run records nothing', async () => {
      const { storage, project } = await setup();
      const auth = {
        method: 'oidc' as const,
        policyId: 7,
        issuer: policy.issuer,
        claims: { repository: 'acme/web', ref: 'refs/heads/main' },
      };
      await storage.push(project, {
        files: [file('en', { a: 'A' })],
        dryRun: false,
        now: T0 + 1,
        auth: { method: 'secret' },
      });
      await storage.push(project, { files: [file('en', { a: 'B' })], dryRun: true, now: T0 + 2, auth });
      await storage.push(project, {
        files: [file('en', { a: 'B', c: 'C' })],
        dryRun: false,
        now: T0 + 3,
        auth,
      });
      const history = await storage.pushHistory(project.id, 10);
      expect(history.map((row) => [row.createdAt, row.auth, row.keys])).toEqual([
        [T0 + 3, auth, { created: 1, updated: 1, obsolete: 0 }],
        [T0 + 1, { method: 'secret' }, { created: 1, updated: 0, obsolete: 0 }],
      ]);
      expect(await storage.pushHistory(project.id, 1)).toHaveLength(1);
    });
  });

  describe('nonces', () => {
    it('accepts a nonce once per project until it expires', async () => {
      const { storage, project } = await setup();
      const other = await storage.createProject(newProject({ key: 'other' }), T0);
      expect(await storage.useNonce(project.id, 'n1', T0 + 1000, T0)).toBe(true);
      expect(await storage.useNonce(project.id, 'n1', T0 + 1000, T0 + 10)).toBe(false);
      expect(await storage.useNonce(other.id, 'n1', T0 + 1000, T0 + 10)).toBe(true);
      expect(await storage.useNonce(project.id, 'n1', T0 + 1000, T0 + 999)).toBe(false);
      // Past its expiry the nonce may be used again (the signature window refuses old requests).
      expect(await storage.useNonce(project.id, 'n1', T0 + 3000, T0 + 1000)).toBe(true);
      expect(await storage.useNonce(project.id, 'n1', T0 + 3000, T0 + 1001)).toBe(false);
    });

    it('accepts exactly one of the same nonce sent many times at once', async () => {
      const { storage, project } = await setup();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => storage.useNonce(project.id, 'same', T0 + 1000, T0)),
      );
      expect(answers.filter(Boolean)).toHaveLength(1);
    });
  });

  describe('push and pull', () => {
    it('stores the source and its translations, pulled in source order at each status', async () => {
      const { storage, project } = await setup();
      const { plan } = await push(storage, project, [
        file('en', { 'b.title': 'Title', 'a.body': 'Body', 'c.empty': '' }),
        file('de', { 'a.body': 'Inhalt', 'b.title': 'Titel', 'not.in.source': 'x' }),
      ]);
      expect(plan.find((p) => p.locale === 'en')).toMatchObject({
        created: ['b.title', 'a.body', 'c.empty'],
      });
      expect(plan.find((p) => p.locale === 'de')).toMatchObject({ created: ['a.body', 'b.title'] });
      expect([...(await storage.pullEntries(project, 'en', 'approved'))]).toEqual([
        ['b.title', 'Title'],
        ['a.body', 'Body'],
        ['c.empty', ''],
      ]);
      expect([...(await storage.pullEntries(project, 'de', 'approved'))]).toEqual([
        ['b.title', 'Titel'],
        ['a.body', 'Inhalt'],
      ]);
      await storage.setTranslation(project.id, 'c.empty', 'de', 'Entwurf', 'draft', T0 + 2000);
      await storage.setTranslation(project.id, 'a.body', 'de', 'Übersetzt', 'translated', T0 + 2000);
      expect([...(await storage.pullEntries(project, 'de', 'approved')).keys()]).toEqual(['b.title']);
      expect([...(await storage.pullEntries(project, 'de', 'translated')).keys()]).toEqual([
        'b.title',
        'a.body',
      ]);
      expect([...(await storage.pullEntries(project, 'de', 'all'))]).toEqual([
        ['b.title', 'Titel'],
        ['a.body', 'Übersetzt'],
        ['c.empty', 'Entwurf'],
      ]);
      expect(await storage.sourceState(project)).toEqual({ sourceKeys: 3, obsoleteKeys: [] });
      expect(await storage.missingTranslations(project.id, 'ru')).toEqual([
        { resource: '', key: 'b.title', sourceText: 'Title' },
        { resource: '', key: 'a.body', sourceText: 'Body' },
        { resource: '', key: 'c.empty', sourceText: '' },
      ]);
    });

    it('stores and updates pushes of more rows than one write statement takes, in source order', async () => {
      const { storage, project } = await setup();
      // 123 keys: the SQLite backend writes rows in statements of 50, the rest one by one.
      const keys = Array.from({ length: 123 }, (_, i) => `k${String(i).padStart(3, '0')}`).reverse();
      const texts = (prefix: string, of: string[]) =>
        Object.fromEntries(of.map((k) => [k, `${prefix} ${k}`]));
      await push(storage, project, [
        file('en', texts('en', keys)),
        file('de', texts('de', keys)),
        file('ru', texts('ru', keys.slice(0, 10))),
      ]);
      expect([...(await storage.pullEntries(project, 'en', 'approved'))]).toEqual(
        Object.entries(texts('en', keys)),
      );
      expect([...(await storage.pullEntries(project, 'de', 'approved'))]).toEqual(
        Object.entries(texts('de', keys)),
      );
      expect([...(await storage.pullEntries(project, 'ru', 'approved'))]).toEqual(
        Object.entries(texts('ru', keys.slice(0, 10))),
      );
      // Again with 60 source texts changed, 3 keys gone, and every German text new.
      const kept = keys.slice(3);
      const source = { ...texts('en', kept), ...texts('EN', kept.slice(0, 60)) };
      const { plan } = await push(storage, project, [file('en', source), file('de', texts('DE', kept))]);
      expect(plan.find((p) => p.locale === 'en')).toMatchObject({ created: [], updated: kept.slice(0, 60) });
      expect(plan.find((p) => p.locale === 'en')?.obsolete.sort()).toEqual(keys.slice(0, 3).sort());
      expect(plan.find((p) => p.locale === 'de')?.updated).toEqual(kept);
      expect([...(await storage.pullEntries(project, 'en', 'approved'))]).toEqual(Object.entries(source));
      expect([...(await storage.pullEntries(project, 'de', 'approved'))]).toEqual(
        Object.entries(texts('DE', kept)),
      );
      const { sourceKeys, obsoleteKeys } = await storage.sourceState(project);
      expect({ sourceKeys, obsoleteKeys: obsoleteKeys.sort() }).toEqual({
        sourceKeys: 120,
        obsoleteKeys: keys.slice(0, 3).sort(),
      });
    });

    it('computes a dry run exactly as the real push and stores nothing', async () => {
      const { storage, project } = await setup();
      const files = [file('en', { a: 'A', b: 'B' }), file('de', { a: 'Ä' })];
      const revision = await storage.revision();
      const dry = await push(storage, project, files, true);
      expect(await storage.sourceState(project)).toEqual({ sourceKeys: 0, obsoleteKeys: [] });
      expect(await storage.listTranslations(project.id, {})).toEqual([]);
      expect((await storage.pullEntries(project, 'en', 'approved')).size).toBe(0);
      const real = await push(storage, project, files);
      expect(real.plan).toEqual(dry.plan);
      expect(await storage.revision()).not.toBe(revision);
      // A dry run over stored data plans against it, and still changes nothing.
      const again = await push(storage, project, [file('en', { a: 'A2' })], true);
      expect(again.plan[0]).toMatchObject({ updated: ['a'], obsolete: ['b'] });
      expect([...(await storage.pullEntries(project, 'en', 'approved'))]).toEqual([
        ['a', 'A'],
        ['b', 'B'],
      ]);
    });

    it('marks keys that left the source obsolete (not pulled, listed in sourceState) and revives them when they return', async () => {
      const { storage, project } = await setup();
      await push(storage, project, [
        file('en', { keep: 'K', 'Gone.b': 'B', 'gone.a': 'A', é: 'E' }),
        file('de', { 'gone.a': 'GA' }),
      ]);
      await push(storage, project, [file('en', { keep: 'K' })]);
      expect(await storage.sourceState(project)).toEqual({
        sourceKeys: 1,
        obsoleteKeys: ['Gone.b', 'gone.a', 'é'],
      });
      expect([...(await storage.pullEntries(project, 'de', 'all')).keys()]).toEqual([]);
      expect((await storage.listTranslations(project.id, { locale: 'de' }))[0]).toMatchObject({
        key: 'gone.a',
        obsolete: true,
      });
      await expect(
        storage.setTranslation(project.id, 'gone.a', 'de', 'x', 'approved', T0),
      ).rejects.toBeInstanceOf(StorageNotFoundError);
      const { plan } = await push(storage, project, [file('en', { keep: 'K', 'gone.a': 'A' })]);
      expect(plan[0]).toMatchObject({ created: ['gone.a'], unchanged: 1 });
      expect((await storage.sourceState(project)).obsoleteKeys).toEqual(['Gone.b', 'é']);
      expect([...(await storage.pullEntries(project, 'de', 'approved'))]).toEqual([['gone.a', 'GA']]);
    });

    it('keeps plural forms only translations have as variants of their group: pulled with the translation, never as source strings', async () => {
      const { storage, project } = await setup();
      await push(storage, project, [
        file('en', { items_one: '{count} item', items_other: '{count} items', title: 'Title' }),
        file('ru', {
          items_one: '{count} штука',
          items_few: '{count} штуки',
          items_many: '{count} штук',
          items_other: '{count} штуки',
        }),
      ]);
      expect([...(await storage.pullEntries(project, 'en', 'approved')).keys()]).toEqual([
        'items_one',
        'items_other',
        'title',
      ]);
      expect([...(await storage.pullEntries(project, 'ru', 'approved')).keys()].sort()).toEqual([
        'items_few',
        'items_many',
        'items_one',
        'items_other',
      ]);
      expect((await storage.sourceState(project)).sourceKeys).toBe(3);
      expect((await storage.missingTranslations(project.id, 'de')).map((m) => m.key)).toEqual([
        'items_one',
        'items_other',
        'title',
      ]);
      expect((await storage.approvedBySourceText(project.id, 'ru')).get('{count} items')).toBe(
        '{count} штуки',
      );
      // The group leaves the source: its variants go with it.
      await push(storage, project, [file('en', { title: 'Title' })]);
      expect((await storage.pullEntries(project, 'ru', 'all')).size).toBe(0);
      expect((await storage.sourceState(project)).obsoleteKeys).toEqual(
        expect.arrayContaining(['items_one', 'items_other']),
      );
    });

    it('stores keys and texts longer than an index entry may be', async () => {
      const { storage, project } = await setup();
      const longKey = `k.${'x'.repeat(8190)}`;
      const longText = Array.from({ length: 4000 }, (_, i) => `word${i}`).join(' ');
      await push(storage, project, [
        file('en', { [longKey]: longText, short: 'S' }),
        file('de', { [longKey]: 'Lang' }),
      ]);
      expect((await storage.pullEntries(project, 'en', 'approved')).get(longKey)).toBe(longText);
      expect((await storage.findApproved(project.id, 'de', [longText, 'S'])).get(longText)).toBe('Lang');
      await storage.setTranslation(project.id, longKey, 'ru', 'Длинный', 'approved', T0);
      expect(await storage.approve(project.id, { key: longKey }, T0)).toBe(0);
      await push(storage, project, [file('en', { short: 'S' })]);
      expect((await storage.sourceState(project)).obsoleteKeys).toEqual([longKey]);
    });

    it('refuses texts holding U+0000 (which PostgreSQL cannot store) before writing anything, naming where', async () => {
      const { storage, project } = await setup();
      const refused = await push(storage, project, [
        file('en', { a: 'A' }),
        file('de', { a: 'nul\u0000here' }),
      ]).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(StorageInvalidTextError);
      expect(refused).toBeInstanceOf(FormatError);
      expect((refused as Error).message).toContain('key "a" in locales/de.json');
      expect(await storage.sourceState(project)).toEqual({ sourceKeys: 0, obsoleteKeys: [] });
      await expect(push(storage, project, [file('en', { 'k\u0000': 'A' })])).rejects.toBeInstanceOf(
        StorageInvalidTextError,
      );
      await expect(
        storage.recordPhrases(project.id, [{ sourceText: 'ok' }, { sourceText: '\u0000' }], T0),
      ).rejects.toBeInstanceOf(StorageInvalidTextError);
      expect(await storage.listPhrases(project.id)).toEqual([]);
      await push(storage, project, [file('en', { a: 'A' }), file('de', { a: 'D' })]);
      await expect(
        storage.setTranslation(project.id, 'a', 'de', '\u0000', 'draft', T0),
      ).rejects.toBeInstanceOf(StorageInvalidTextError);
      // Lookups of such a text find nothing rather than fail.
      expect([...(await storage.findApproved(project.id, 'de', ['A', 'A\u0000']))]).toEqual([['A', 'D']]);
      const key = { provider: 'p', sourceLocale: 'en', targetLocale: 'de' };
      await storage.putMachineTranslations(
        key,
        new Map([
          ['x\u0000', 'y'],
          ['x', 'y\u0000'],
          ['ok', 'fine'],
        ]),
        T0,
      );
      expect([...(await storage.getMachineTranslations(key, ['x\u0000', 'x', 'ok']))]).toEqual([
        ['ok', 'fine'],
      ]);
    });

    it('leaves nothing half-written when a write fails mid-push', async () => {
      const { storage, project } = await setup();
      await push(storage, project, [file('en', { a: 'A' }), file('de', { a: 'Ä' })]);
      const before = await storage.listTranslations(project.id, {});
      await backend.failPushRecords(storage);
      await expect(
        push(storage, project, [
          file('en', { a: 'A2', b: 'B' }),
          file('de', { a: 'Ä2', b: 'Bé' }),
          file('ru', { a: 'А' }),
        ]),
      ).rejects.toThrow();
      expect(await storage.listTranslations(project.id, {})).toEqual(before);
      expect([...(await storage.pullEntries(project, 'en', 'approved'))]).toEqual([['a', 'A']]);
      expect(await storage.sourceState(project)).toEqual({ sourceKeys: 1, obsoleteKeys: [] });
    });

    it('loses no update when pushes of different locales to one project run at once', async () => {
      const { storage, project } = await setup();
      const source: Record<string, string> = {};
      for (let i = 0; i < 200; i++) source[`key${i}`] = `Text ${i}`;
      await push(storage, project, [file('en', source)]);
      const locales = ['de', 'fr', 'ru', 'ja'];
      await Promise.all(
        locales.map((locale) =>
          push(storage, project, [
            file(locale, Object.fromEntries(Object.keys(source).map((k) => [k, `${locale}:${k}`]))),
          ]),
        ),
      );
      for (const locale of locales) {
        const pulled = await storage.pullEntries(project, locale, 'approved');
        expect(pulled.size).toBe(200);
        expect(pulled.get('key7')).toBe(`${locale}:key7`);
      }
    });

    it('plans each of several identical pushes sent at once over the one before it', async () => {
      const { storage, project } = await setup();
      const results = await Promise.all(
        Array.from({ length: 4 }, () => push(storage, project, [file('en', { a: 'A', b: 'B' })])),
      );
      // Taking turns, the first creates both keys and the others find them unchanged.
      expect(results.map((r) => r.plan[0]?.created.length).sort()).toEqual([0, 0, 0, 2]);
    });

    it('answers a push that waits too long for another transaction with StorageBusyError, then works once released', async () => {
      const { storage, project } = await setup();
      const release = await backend.holdPushLock(storage, project);
      let error: unknown;
      try {
        await push(storage, project, [file('en', { a: 'A' })]);
      } catch (err) {
        error = err;
      } finally {
        await release();
      }
      expect(error).toBeInstanceOf(StorageBusyError);
      expect((error as StorageBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect((await storage.sourceState(project)).sourceKeys).toBe(0);
      await push(storage, project, [file('en', { a: 'A' })]);
      expect((await storage.sourceState(project)).sourceKeys).toBe(1);
    });
  });

  describe('project branches', () => {
    async function pushTo(storage: Storage, project: ProjectRecord, branch: string, files: ParsedPushFile[]) {
      return storage.push(project, { files, dryRun: false, now: T0 + 2000, branch });
    }
    const pullOf = async (storage: Storage, project: ProjectRecord, branch?: string) =>
      (
        await storage.pull(project, {
          locales: ['en', 'de'],
          status: 'approved',
          resources: 'default',
          branch,
        })
      )[0];

    it('keeps a branch push out of main and other branches, and obsolete keys on the branch only', async () => {
      const { storage, project } = await setup();
      await push(storage, project, [file('en', { a: 'A', old: 'O' }), file('de', { a: 'Ä' })]);
      await pushTo(storage, project, 'x', [file('en', { a: 'A', x: 'X' }), file('de', { x: 'Ix' })]);
      await pushTo(storage, project, 'y', [file('en', { a: 'A2', old: 'O', y: 'Y' })]);
      const main = await pullOf(storage, project);
      expect([...(main?.entries.get('en') ?? [])]).toEqual([
        ['a', 'A'],
        ['old', 'O'],
      ]);
      expect(main?.obsoleteKeys).toEqual([]);
      const x = await pullOf(storage, project, 'x');
      expect([...(x?.entries.get('de') ?? [])]).toEqual([
        ['a', 'Ä'],
        ['x', 'Ix'],
      ]);
      expect(x?.obsoleteKeys).toEqual(['old']);
      const y = await pullOf(storage, project, 'y');
      expect([...(y?.entries.get('en') ?? [])]).toEqual([
        ['a', 'A2'],
        ['old', 'O'],
        ['y', 'Y'],
      ]);
      expect(
        (await storage.listBranches(project.id)).map((b) => [b.name, b.strings, b.translations]),
      ).toEqual([
        ['x', 2, 1],
        ['y', 2, 0],
      ]);
    });

    it('leaves nothing half-written when a write fails mid-push to a branch', async () => {
      const { storage, project } = await setup();
      await push(storage, project, [file('en', { a: 'A' })]);
      await backend.failPushRecords(storage);
      await expect(pushTo(storage, project, 'x', [file('en', { a: 'A', b: 'B' })])).rejects.toThrow();
      expect(await storage.listBranches(project.id)).toEqual([]);
      expect((await pullOf(storage, project, 'x'))?.sourceKeys).toBe(1);
    });

    it('serializes a branch push with every push to the project', async () => {
      const { storage, project } = await setup();
      const release = await backend.holdPushLock(storage, project);
      let error: unknown;
      try {
        await pushTo(storage, project, 'x', [file('en', { a: 'A' })]);
      } catch (err) {
        error = err;
      } finally {
        await release();
      }
      expect(error).toBeInstanceOf(StorageBusyError);
      expect(await storage.listBranches(project.id)).toEqual([]);
    });

    it('merges a closed branch into main and deletes an unmerged one', async () => {
      const { storage, project } = await setup();
      await push(storage, project, [file('en', { a: 'A' })]);
      await pushTo(storage, project, 'x', [file('en', { a: 'A' }), file('de', { a: 'Ä' })]);
      await pushTo(storage, project, 'y', [file('en', { a: 'A' }), file('de', { a: 'Ü' })]);
      expect(await storage.closeBranch(project, 'x', true, T0 + 3000)).toEqual({
        deleted: true,
        merge: { branch: 'x', moved: 1, conflicts: [], pending: 0, deleted: true },
      });
      expect([...(await storage.pullEntries(project, 'de', 'approved'))]).toEqual([['a', 'Ä']]);
      expect(await storage.closeBranch(project, 'y', false, T0 + 3000)).toEqual({ deleted: true });
      expect([...(await storage.pullEntries(project, 'de', 'approved'))]).toEqual([['a', 'Ä']]);
      expect(await storage.closeBranch(project, 'y', false, T0 + 3000)).toBeUndefined();
    });
  });

  describe('files remembered by pushes (the changed-only push)', () => {
    /** `file()` with the format and hash a route passes (the hash here just names the content). */
    function hashed(locale: string, entries: Record<string, string>, sha = 'a'): ParsedPushFile {
      return { ...file(locale, entries), format: 'json', sha256: sha.repeat(64).slice(0, 64) };
    }
    const shas = async (storage: Storage, project: ProjectRecord) =>
      Object.fromEntries((await storage.pushedFiles(project)).map((f) => [f.locale, f.sha256[0]]));

    it('remembers each file of an applied push with its path, format, hash, keys and source locale; a dry run nothing', async () => {
      const { storage, project } = await setup();
      expect(await storage.pushedFiles(project)).toEqual([]);
      await push(storage, project, [hashed('en', { a: 'A', b: 'B' })], true);
      expect(await storage.pushedFiles(project)).toEqual([]);
      await push(storage, project, [hashed('en', { a: 'A', b: 'B' }), hashed('de', { a: 'A-de' }, 'b')]);
      expect(await storage.pushedFiles(project)).toEqual([
        {
          resource: '',
          locale: 'de',
          path: 'locales/de.json',
          format: 'json',
          sha256: 'b'.repeat(64),
          keys: 1,
          sourceLocale: 'en',
        },
        {
          resource: '',
          locale: 'en',
          path: 'locales/en.json',
          format: 'json',
          sha256: 'a'.repeat(64),
          keys: 2,
          sourceLocale: 'en',
        },
      ]);
      // A file without a hash (pushed by a caller that passes none) is forgotten, not kept stale.
      await push(storage, project, [hashed('de', { a: 'A-de2' }, 'c')]);
      await push(storage, project, [file('en', { a: 'A', b: 'B' })]);
      expect(await shas(storage, project)).toEqual({ de: 'c' });
    });

    it('forgets a file with ignored keys, and a file whose translations the admin changed', async () => {
      const { storage, project } = await setup();
      await push(storage, project, [hashed('en', { a: 'A' }), hashed('de', { a: 'A-de', stale: 'x' }, 'b')]);
      expect(await shas(storage, project)).toEqual({ en: 'a' });
      await push(storage, project, [hashed('de', { a: 'A-de' }, 'c'), hashed('ru', { a: 'A-ru' }, 'd')]);
      expect(await shas(storage, project)).toEqual({ en: 'a', de: 'c', ru: 'd' });
      await storage.setTranslation(project.id, 'a', 'de', 'A-de', 'draft', T0 + 2000);
      expect(await shas(storage, project)).toEqual({ en: 'a', ru: 'd' });
    });

    it('a push whose source ends keys forgets the unsent locales holding a pushed translation of one', async () => {
      const { storage, project } = await setup();
      await push(storage, project, [
        hashed('en', { a: 'A', n_few: 'few', n_other: 'other' }),
        hashed('de', { a: 'A-de' }, 'b'),
        hashed('ru', { a: 'A-ru', n_few: 'few-ru' }, 'c'),
      ]);
      expect(await shas(storage, project)).toEqual({ en: 'a', de: 'b', ru: 'c' });
      // n_few leaves the source: sending ru.json again would keep it alive as ru's plural form.
      await push(storage, project, [hashed('en', { a: 'A', n_other: 'other' }, 'e')]);
      expect(await shas(storage, project)).toEqual({ en: 'e', de: 'b' });
    });
  });

  describe('resources (one per source file)', () => {
    const A = 'locales/en/a.json';
    const B = 'locales/en/b.json';
    const pulled = async (storage: Storage, project: ProjectRecord, locales: string[]) =>
      (await storage.pull(project, { locales, status: 'all', resources: 'all' })).map((r) => ({
        resource: r.resource,
        sourceKeys: r.sourceKeys,
        obsoleteKeys: r.obsoleteKeys,
        entries: Object.fromEntries([...r.entries].map(([l, e]) => [l, Object.fromEntries(e)])),
      }));

    it("puts each locale's texts of four resources, pushed out of order, in their own resource", async () => {
      // The pull reads each locale's rows of every resource in one statement; each row must land in
      // its resource's map whatever order the resources were pushed in and however their paths sort.
      const { storage, project } = await setup();
      const Z = 'z/ns.json';
      const AB = 'a/b.json';
      const AZ = 'a.json';
      await push(storage, project, [
        file('en', { k: 'Z1', only: 'Z2' }, Z),
        file('en', { k: 'D1' }),
        file('en', { k: 'AB1', x: 'AB2' }, AB),
        file('en', { k: 'AZ1' }, AZ),
        file('de', { k: 'Z1-de' }, Z),
        file('de', { x: 'AB2-de', k: 'AB1-de' }, AB),
        file('de', { k: 'D1-de' }),
      ]);
      expect(await pulled(storage, project, ['de', 'en'])).toEqual([
        { resource: '', sourceKeys: 1, obsoleteKeys: [], entries: { de: { k: 'D1-de' }, en: { k: 'D1' } } },
        { resource: AZ, sourceKeys: 1, obsoleteKeys: [], entries: { de: {}, en: { k: 'AZ1' } } },
        {
          resource: AB,
          sourceKeys: 2,
          obsoleteKeys: [],
          entries: { de: { k: 'AB1-de', x: 'AB2-de' }, en: { k: 'AB1', x: 'AB2' } },
        },
        {
          resource: Z,
          sourceKeys: 2,
          obsoleteKeys: [],
          entries: { de: { k: 'Z1-de' }, en: { k: 'Z1', only: 'Z2' } },
        },
      ]);
      // In the source's key order, per resource.
      const [, , ab] = await storage.pull(project, { locales: ['de'], status: 'all', resources: 'all' });
      expect([...(ab?.entries.get('de')?.keys() ?? [])]).toEqual(['k', 'x']);
    });

    it('keeps a key of two resources as two strings, each pulled in its own file', async () => {
      const { storage, project } = await setup();
      const outcome = await push(storage, project, [
        file('en', { title: 'Home' }, A),
        file('en', { title: 'Settings', extra: 'More' }, B),
        file('de', { title: 'Start' }, A),
        file('de', { title: 'Einstellungen' }, B),
      ]);
      expect(outcome.plan.map((p) => [p.resource, p.locale, p.created])).toEqual([
        [A, 'en', ['title']],
        [A, 'de', ['title']],
        [B, 'en', ['title', 'extra']],
        [B, 'de', ['title']],
      ]);
      expect(outcome.resources).toEqual([
        { resource: A, keys: 1, inPush: true },
        { resource: B, keys: 2, inPush: true },
      ]);
      expect(await pulled(storage, project, ['en', 'de'])).toEqual([
        {
          resource: A,
          sourceKeys: 1,
          obsoleteKeys: [],
          entries: { en: { title: 'Home' }, de: { title: 'Start' } },
        },
        {
          resource: B,
          sourceKeys: 2,
          obsoleteKeys: [],
          entries: { en: { title: 'Settings', extra: 'More' }, de: { title: 'Einstellungen' } },
        },
      ]);
      // A client without resources sees the default resource only, empty here.
      expect(await storage.pull(project, { locales: ['de'], status: 'all', resources: 'default' })).toEqual([
        { resource: '', sourceKeys: 0, obsoleteKeys: [], entries: new Map([['de', new Map()]]) },
      ]);
      expect(await storage.resourcesOfKey(project.id, 'title')).toEqual([A, B]);
      expect(await storage.resourcesOfKey(project.id, 'extra')).toEqual([B]);
    });

    it('ends keys only in the resources whose source file the push sends', async () => {
      const { storage, project } = await setup();
      await push(storage, project, [file('en', { keep: 'K' }), file('en', { moved: 'M', stay: 'S' }, A)]);
      // `moved` goes from a.json to b.json; a push of b.json alone ends nothing in a.json.
      const first = await push(storage, project, [file('en', { moved: 'M' }, B)]);
      expect(first.plan).toEqual([
        {
          resource: B,
          locale: 'en',
          created: ['moved'],
          updated: [],
          obsolete: [],
          kept: [],
          ignored: [],
          unchanged: 0,
        },
      ]);
      expect(first.resources).toEqual([
        { resource: '', keys: 1, inPush: false },
        { resource: A, keys: 2, inPush: false },
        { resource: B, keys: 1, inPush: true },
      ]);
      const second = await push(storage, project, [file('en', { stay: 'S' }, A)]);
      expect(second.plan[0]?.obsolete).toEqual(['moved']);
      expect(
        (await pulled(storage, project, [])).map((r) => [r.resource, r.sourceKeys, r.obsoleteKeys]),
      ).toEqual([
        ['', 1, []],
        [A, 1, ['moved']],
        [B, 1, []],
      ]);
      expect(await storage.sourceState(project)).toEqual({ sourceKeys: 1, obsoleteKeys: [] });
      expect(await storage.sourceState(project, A)).toEqual({ sourceKeys: 1, obsoleteKeys: ['moved'] });
    });

    it('maps a source text to one approved translation: the default resource first, then by path, then source order', async () => {
      const { storage, project } = await setup();
      await push(storage, project, [
        file('en', { x: 'Same', y: 'Same' }, B),
        file('de', { x: 'B-x', y: 'B-y' }, B),
        file('en', { z: 'Same', w: 'Only' }, A),
        file('de', { z: 'A-z', w: 'A-w' }, A),
      ]);
      expect(Object.fromEntries(await storage.approvedBySourceText(project.id, 'de'))).toEqual({
        Same: 'A-z',
        Only: 'A-w',
      });
      await push(storage, project, [file('en', { v: 'Same' }), file('de', { v: 'Default' })]);
      expect((await storage.approvedBySourceText(project.id, 'de')).get('Same')).toBe('Default');
      expect((await storage.findApproved(project.id, 'de', ['Same'])).get('Same')).toBe('Default');
      await storage.setTranslation(project.id, 'v', 'de', 'Entwurf', 'draft', T0 + 5);
      await storage.setTranslation(project.id, 'z', 'de', 'Entwurf', 'draft', T0 + 5, A);
      expect((await storage.findApproved(project.id, 'de', ['Same'])).get('Same')).toBe('B-x');
    });

    it('remembers files per (resource, locale); an admin edit forgets only the file it changes, an approval its locale', async () => {
      const { storage, project } = await setup();
      const hashedIn = (locale: string, entries: Record<string, string>, resource: string, c: string) => ({
        ...file(locale, entries, resource),
        format: 'json' as const,
        sha256: c.repeat(64),
      });
      await push(storage, project, [
        hashedIn('en', { t: 'T' }, A, 'a'),
        hashedIn('de', { t: 'T-de' }, A, 'b'),
        hashedIn('en', { t: 'T' }, B, 'c'),
        hashedIn('de', { t: 'T-de' }, B, 'd'),
      ]);
      const remembered = async () =>
        (await storage.pushedFiles(project)).map((f) => `${f.resource}:${f.locale}:${f.sha256[0]}`);
      expect(await remembered()).toEqual([`${A}:de:b`, `${A}:en:a`, `${B}:de:d`, `${B}:en:c`]);
      await expect(
        storage.setTranslation(project.id, 't', 'de', 'x', 'draft', T0 + 5),
      ).rejects.toBeInstanceOf(StorageNotFoundError);
      await storage.setTranslation(project.id, 't', 'de', 'Neu', 'draft', T0 + 5, B);
      expect(await remembered()).toEqual([`${A}:de:b`, `${A}:en:a`, `${B}:en:c`]);
      expect(await storage.approve(project.id, { locale: 'de', resource: B, key: 't' }, T0 + 6)).toBe(1);
      expect(await remembered()).toEqual([`${A}:en:a`, `${B}:en:c`]);
    });

    it('lists resources and removes one with its strings, translations and remembered files', async () => {
      const { storage, project } = await setup();
      await push(storage, project, [
        file('en', { d: 'D' }),
        file('en', { a: 'A', b: 'B' }, A),
        file('de', { a: 'A-de' }, A),
      ]);
      await push(storage, project, [file('en', { a: 'A' }, A)]);
      expect(await storage.listResources(project.id)).toEqual([
        { resource: '', keys: 1, obsolete: 0, translations: 0 },
        { resource: A, keys: 1, obsolete: 1, translations: 1 },
      ]);
      expect(
        (await storage.listTranslations(project.id, { resource: A })).map((t) => [
          t.resource,
          t.key,
          t.value,
        ]),
      ).toEqual([[A, 'a', 'A-de']]);
      expect(await storage.removeResource(project.id, B)).toBe(0);
      expect(await storage.removeResource(project.id, A)).toBe(2);
      expect(await storage.listResources(project.id)).toEqual([
        { resource: '', keys: 1, obsolete: 0, translations: 0 },
      ]);
      expect(await storage.listTranslations(project.id, {})).toEqual([]);
    });
  });

  describe('translations for the SDK and the admin CLI', () => {
    it('finds approved translations by source text (first key in source order wins, obsolete keys never)', async () => {
      const { storage, project } = await setup();
      await push(storage, project, [
        file('en', { first: 'Same', second: 'Same', other: 'Other', old: 'Old' }),
        file('de', { first: 'Erstes', second: 'Zweites', other: 'Anderes', old: 'Alt' }),
      ]);
      await push(storage, project, [file('en', { first: 'Same', second: 'Same', other: 'Other' })]);
      expect([...(await storage.approvedBySourceText(project.id, 'de'))]).toEqual([
        ['Same', 'Erstes'],
        ['Other', 'Anderes'],
      ]);
      expect(
        [
          ...(await storage.findApproved(project.id, 'de', ['Other', 'Same', 'Old', 'Unknown', 'Same'])),
        ].sort(),
      ).toEqual([
        ['Other', 'Anderes'],
        ['Same', 'Erstes'],
      ]);
      expect((await storage.findApproved(project.id, 'de', [])).size).toBe(0);
      await storage.setTranslation(project.id, 'first', 'de', 'Entwurf', 'draft', T0 + 5);
      expect((await storage.findApproved(project.id, 'de', ['Same'])).get('Same')).toBe('Zweites');
    });

    it('lists, sets and approves translations with filters', async () => {
      const { storage, project } = await setup();
      await push(storage, project, [file('en', { a: 'A', b: 'B' }), file('de', { a: 'DA' })]);
      await storage.setTranslation(project.id, 'b', 'de', 'DB', 'draft', T0 + 10);
      await storage.setTranslation(project.id, 'a', 'ru', 'RA', 'translated', T0 + 10);
      await storage.setTranslation(project.id, 'b', 'ru', 'RB', 'draft', T0 + 10);
      await expect(storage.setTranslation(project.id, 'nope', 'de', 'x', 'draft', T0)).rejects.toBeInstanceOf(
        StorageNotFoundError,
      );
      const all = await storage.listTranslations(project.id, {});
      expect(all.map((t) => `${t.locale}:${t.key}:${t.status}`)).toEqual([
        'de:a:approved',
        'de:b:draft',
        'ru:a:translated',
        'ru:b:draft',
      ]);
      expect(all[1]).toEqual({
        resource: '',
        key: 'b',
        locale: 'de',
        sourceText: 'B',
        value: 'DB',
        status: 'draft',
        obsolete: false,
        updatedAt: T0 + 10,
      });
      expect(
        (await storage.listTranslations(project.id, { locale: 'ru', status: 'draft' })).map((t) => t.key),
      ).toEqual(['b']);
      expect(await storage.approve(project.id, { locale: 'ru', key: 'a' }, T0 + 20)).toBe(1);
      expect(await storage.approve(project.id, { locale: 'de' }, T0 + 20)).toBe(1);
      expect(await storage.approve(project.id, {}, T0 + 20)).toBe(1);
      expect(await storage.approve(project.id, {}, T0 + 30)).toBe(0);
      expect((await storage.listTranslations(project.id, { status: 'approved' })).length).toBe(4);
      expect(await storage.missingTranslations(project.id, 'de')).toEqual([]);
    });
  });

  describe('phrases', () => {
    it('creates and merges phrases by text and context, counting and merging locations', async () => {
      const { storage, project } = await setup();
      const first = await storage.recordPhrases(
        project.id,
        [
          { sourceText: 'Hello', locations: [{ url: '/a', extra: 'dropped' }] },
          { sourceText: 'Hello', context: 'menu' },
          { sourceText: 'Hello', count: 2, locations: [{ url: '/a' }, { url: '/b', element: 'h1' }] },
        ],
        T0,
      );
      expect(first).toEqual({ received: 3, created: 2, merged: 1, total: 2 });
      const second = await storage.recordPhrases(
        project.id,
        [{ sourceText: 'Bye' }, { sourceText: 'Hello', context: 'menu' }],
        T0 + 1,
      );
      expect(second).toEqual({ received: 2, created: 1, merged: 1, total: 3 });
      expect(await storage.listPhrases(project.id)).toEqual([
        {
          sourceText: 'Hello',
          context: '',
          count: 3,
          locations: [{ url: '/a' }, { url: '/b', element: 'h1' }],
        },
        { sourceText: 'Hello', context: 'menu', count: 2, locations: [] },
        { sourceText: 'Bye', context: '', count: 1, locations: [] },
      ]);
    });

    it('holds a project to its phrase and location limits, counting only that project', async () => {
      const { storage, project } = await setup();
      const other = await storage.createProject(newProject({ key: 'other' }), T0);
      const limits = { maxPhrases: 2, maxLocations: 2 };
      await storage.recordPhrases(
        other.id,
        [{ sourceText: 'X' }, { sourceText: 'Y' }],
        T0,
        undefined,
        limits,
      );
      expect(
        await storage.recordPhrases(
          project.id,
          [
            { sourceText: 'A', locations: [{ url: '/1' }, { url: '/2' }, { url: '/3' }] },
            { sourceText: 'B' },
          ],
          T0,
          undefined,
          limits,
        ),
      ).toEqual({ received: 2, created: 2, merged: 0, total: 2 });
      await expect(
        storage.recordPhrases(project.id, [{ sourceText: 'A' }, { sourceText: 'C' }], T0, undefined, limits),
      ).rejects.toMatchObject({ name: 'PhraseLimitError', limit: 2, stored: 2, added: 1 });
      await storage.recordPhrases(
        project.id,
        [{ sourceText: 'B', locations: [{ url: '/4' }] }],
        T0,
        undefined,
        limits,
      );
      expect(await storage.listPhrases(project.id)).toEqual([
        { sourceText: 'A', context: '', count: 1, locations: [{ url: '/1' }, { url: '/2' }] },
        { sourceText: 'B', context: '', count: 2, locations: [] },
      ]);
    });

    it('folds phrases with the merge rule it is given', async () => {
      const { storage, project } = await setup();
      const seen: Array<number | undefined> = [];
      const merge: PhraseMerge = (stored, incoming) => {
        seen.push(stored?.count);
        return { count: (stored?.count ?? 0) + 10, locations: [{ path: incoming.sourceText }] };
      };
      await storage.recordPhrases(project.id, [{ sourceText: 'X' }], T0, merge);
      await storage.recordPhrases(project.id, [{ sourceText: 'X' }], T0, merge);
      expect(seen).toEqual([undefined, 10]);
      expect(await storage.listPhrases(project.id)).toEqual([
        { sourceText: 'X', context: '', count: 20, locations: [{ path: 'X' }] },
      ]);
    });

    it('counts every phrase of batches sent at once', async () => {
      const { storage, project } = await setup();
      await Promise.all(
        Array.from({ length: 6 }, () =>
          storage.recordPhrases(project.id, [{ sourceText: 'Hi' }, { sourceText: 'There' }], T0),
        ),
      );
      expect((await storage.listPhrases(project.id)).map((p) => [p.sourceText, p.count])).toEqual([
        ['Hi', 6],
        ['There', 6],
      ]);
    });
  });

  describe('machine translation cache', () => {
    it('returns only cached texts and replaces a cached translation', async () => {
      const { storage } = await setup();
      const key = { provider: 'deepl', sourceLocale: 'en', targetLocale: 'de' };
      expect((await storage.getMachineTranslations(key, ['Hello'])).size).toBe(0);
      const long = 'y'.repeat(10_000);
      await storage.putMachineTranslations(
        key,
        new Map([
          ['Hello', 'Hallo'],
          [long, 'lang'],
        ]),
        T0,
      );
      await storage.putMachineTranslations(
        { ...key, targetLocale: 'fr' },
        new Map([['Hello', 'Bonjour']]),
        T0,
      );
      expect(
        [...(await storage.getMachineTranslations(key, ['Hello', 'Hello', 'Missing', long]))].sort(),
      ).toEqual([
        ['Hello', 'Hallo'],
        [long, 'lang'],
      ]);
      await storage.putMachineTranslations(key, new Map([['Hello', 'Servus']]), T0 + 1);
      expect((await storage.getMachineTranslations(key, ['Hello'])).get('Hello')).toBe('Servus');
      await storage.putMachineTranslations(key, new Map(), T0 + 2);
      expect((await storage.getMachineTranslations(key, [])).size).toBe(0);
    });
  });

  describe('revision', () => {
    it('changes with every kind of write', async () => {
      const { storage, project } = await setup();
      const writes: Array<() => Promise<unknown>> = [
        () => push(storage, project, [file('en', { a: 'A' })]),
        () => storage.setTranslation(project.id, 'a', 'de', 'D', 'draft', T0),
        () => storage.approve(project.id, {}, T0),
        () => storage.updateProject('demo', { allowedOrigins: ['https://x.example'] }, T0),
        () => storage.recordPhrases(project.id, [{ sourceText: 'P' }], T0),
      ];
      for (const write of writes) {
        const before = await storage.revision();
        await write();
        expect(await storage.revision()).not.toBe(before);
      }
    });
  });

  describe('strings limit (maxStrings: string rows, active and obsolete, on main and every branch)', () => {
    const A = 'locales/en/a.json';
    const limited = (storage: Storage, project: ProjectRecord, files: ParsedPushFile[], more = {}) =>
      storage.push(project, { files, dryRun: false, now: T0 + 1000, maxStrings: 5, ...more });
    const refusal = async (pushing: Promise<unknown>) => {
      const error = await pushing.then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(StringLimitError);
      return error as StringLimitError;
    };

    it('refuses a push, dry run included, that would hold more, stores nothing of it, and takes one that adds none', async () => {
      const { storage, project } = await setup();
      const en = { a: 'A', n_one: 'One', n_other: 'Many' };
      await limited(storage, project, [file('en', en)]);
      await limited(storage, project, [file('en', { x: 'X', y: 'Y' }, A)]);
      // y leaves the source but stays stored, obsolete: still one of the 5.
      await limited(storage, project, [file('en', { x: 'X' }, A), file('de', { x: 'Ix' }, A)]);
      const before = await storage.listResources(project.id);
      expect(before).toEqual([
        { resource: '', keys: 3, obsolete: 0, translations: 0 },
        { resource: A, keys: 1, obsolete: 1, translations: 1 },
      ]);

      const grow = [file('en', { ...en, d: 'D' }), file('de', { a: 'Ä', d: 'Dé' })];
      const refused = await refusal(limited(storage, project, grow));
      expect(refused.maxStrings).toBe(5);
      expect(refused.message).toContain('holds 5 and this push would add 1');
      await refusal(limited(storage, project, grow, { dryRun: true }));
      expect(await storage.listResources(project.id)).toEqual(before);
      expect(await storage.listTranslations(project.id, { locale: 'de' })).toHaveLength(1);

      // A plural form only a translation has is a string row too.
      const ru = file('ru', { n_one: 'один', n_few: 'несколько', n_other: 'много' });
      expect((await refusal(limited(storage, project, [ru]))).message).toContain('would add 1');

      // Changed texts, translations and a translator's write add no string: taken at the bound.
      await limited(storage, project, [file('en', { ...en, a: 'A!' }), file('de', { a: 'Ä' })]);
      await storage.setTranslation(project.id, 'n_one', 'de', 'Eins', 'approved', T0 + 2000);
      // Lowered below what is stored, the bound still takes a push that adds nothing.
      await limited(storage, project, [file('en', en)], { maxStrings: 2 });

      expect(await storage.removeResource(project.id, A)).toBe(2);
      await limited(storage, project, grow);
      expect((await storage.listResources(project.id))[0]).toMatchObject({ resource: '', keys: 4 });
    });

    it("counts every branch's string rows with main's", async () => {
      const { storage, project } = await setup();
      const en = { a: 'A', b: 'B', c: 'C' };
      await limited(storage, project, [file('en', en)]);
      // The branch holds its one new key: 4 rows in all.
      await limited(storage, project, [file('en', { ...en, e: 'E' })], { branch: 'x' });
      expect(
        (await refusal(limited(storage, project, [file('en', { p: 'P', q: 'Q' }, A)]))).message,
      ).toContain('holds 4 and this push would add 2');
      await limited(storage, project, [file('en', { ...en, e: 'E', f: 'F' })], { branch: 'x' });
      const onBranch = [file('en', { ...en, e: 'E', f: 'F', g: 'G' })];
      await refusal(limited(storage, project, onBranch, { branch: 'x', dryRun: true }));
      await refusal(limited(storage, project, onBranch, { branch: 'y' }));
      expect((await storage.listBranches(project.id)).map((b) => [b.name, b.strings])).toEqual([['x', 2]]);
      // A branch push that adds no row is taken at the bound.
      await limited(storage, project, [file('en', { ...en, e: 'E2', f: 'F' })], { branch: 'x' });
    });
  });
}
