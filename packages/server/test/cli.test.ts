import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.ts';
import { openSqliteStorage } from '../src/storage/sqlite.ts';
import { T0 } from './helpers.ts';

/** Runs the CLI in-process against a temp database; returns exit code and output. */
async function cli(db: string, args: string[], env: NodeJS.ProcessEnv = {}, now = T0) {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...args, '--db', db], {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    env,
    now: () => now,
  });
  return { code, stdout, stderr, json: () => JSON.parse(stdout) };
}

async function tempDb() {
  const dir = await mkdtemp(join(tmpdir(), 'ls-cli-'));
  return join(dir, 'nested', 'folder', 'locale-sync.db');
}

/** Seeds strings through the storage, as a push would. */
async function seed(db: string, strings: Record<string, string>, de: Record<string, string> = {}) {
  const storage = openSqliteStorage(db);
  const project = (await storage.getProject('demo'))!;
  await storage.push(project, {
    files: [
      { locale: 'en', path: 'en.json', entries: new Map(Object.entries(strings)) },
      ...(Object.keys(de).length > 0
        ? [{ locale: 'de', path: 'de.json', entries: new Map(Object.entries(de)) }]
        : []),
    ],
    dryRun: false,
    now: T0,
  });
  storage.close();
}

describe('admin CLI', () => {
  it('creates a project (creating the db folder) and prints its key, secret and settings', async () => {
    const db = await tempDb();
    const res = await cli(db, [
      'project',
      'create',
      '--key',
      'demo',
      '--source',
      'en',
      '--locales',
      'de,fr',
      '--extraction',
      '--instant',
      '--origins',
      'https://a.example,https://b.example',
    ]);
    expect(res.code).toBe(0);
    const out = res.json();
    expect(out).toMatchObject({
      projectKey: 'demo',
      sourceLocale: 'en',
      supportedLocales: ['en', 'de', 'fr'],
      extraction: { extractPhrases: true },
      instantTranslation: { enabled: true },
      allowedOrigins: ['https://a.example', 'https://b.example'],
    });
    expect(Buffer.from(out.syncSecret, 'base64url')).toHaveLength(32);
    const again = await cli(db, ['project', 'create', '--key', 'demo', '--source', 'en', '--locales', 'de']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
  });

  it('shows, lists and updates projects without printing secrets', async () => {
    const db = await tempDb();
    const created = (
      await cli(db, ['project', 'create', '--key', 'demo', '--source', 'en', '--locales', 'en,de'])
    ).json();
    const shown = await cli(db, ['project', 'show', '--key', 'demo']);
    expect(shown.code).toBe(0);
    expect(shown.stdout).not.toContain(created.syncSecret);
    expect(shown.json().projectKey).toBe('demo');
    const listed = await cli(db, ['project', 'list']);
    expect(listed.json().map((p: { projectKey: string }) => p.projectKey)).toEqual(['demo']);
    const updated = await cli(db, [
      'project',
      'update',
      '--key',
      'demo',
      '--locales',
      'de,pt_BR',
      '--instant',
      '--send-frequency',
      '60',
      '--origins',
      'https://app.example',
    ]);
    expect(updated.code).toBe(0);
    expect(updated.json()).toMatchObject({
      supportedLocales: ['en', 'de', 'pt-BR'],
      instantTranslation: { enabled: true },
      extraction: { sendFrequency: 60, extractPhrases: false },
      allowedOrigins: ['https://app.example'],
    });
    const off = await cli(db, ['project', 'update', '--key', 'demo', '--no-instant', '--origins', '']);
    expect(off.json()).toMatchObject({ instantTranslation: { enabled: false }, allowedOrigins: [] });
    expect((await cli(db, ['project', 'show', '--key', 'missing'])).code).toBe(1);
  });

  it('rotates the secret and states when the previous one stops working', async () => {
    const db = await tempDb();
    const created = (
      await cli(db, ['project', 'create', '--key', 'demo', '--source', 'en', '--locales', 'de'])
    ).json();
    const rotated = await cli(db, ['project', 'rotate-secret', '--key', 'demo'], {
      ROTATION_OVERLAP_SECONDS: '3600',
    });
    expect(rotated.code).toBe(0);
    const out = rotated.json();
    expect(out.syncSecret).not.toBe(created.syncSecret);
    expect(out.previousSecretValidUntil).toBe(new Date(T0 + 3_600_000).toISOString());
    const storage = openSqliteStorage(db);
    const project = (await storage.getProject('demo'))!;
    expect(project.previousSecret).toBe(created.syncSecret);
    expect(project.syncSecret).toBe(out.syncSecret);
    storage.close();
    const immediate = (await cli(db, ['project', 'rotate-secret', '--key', 'demo', '--overlap', '0'])).json();
    expect(immediate.previousSecretValidUntil).toBe(new Date(T0).toISOString());
  });

  it('runs the review workflow: list, set, approve (one key, a locale, all)', async () => {
    const db = await tempDb();
    await cli(db, ['project', 'create', '--key', 'demo', '--source', 'en', '--locales', 'de,fr']);
    await seed(db, { 'home.title': 'Welcome', 'nav.back': 'Back' }, { 'home.title': 'Willkommen' });
    const set = await cli(db, [
      'translations',
      'set',
      '--project',
      'demo',
      '--locale',
      'de',
      '--key',
      'nav.back',
      '--value',
      'Zurück',
    ]);
    expect(set.code).toBe(0);
    // It says what reaches a default pull: a translated text does not, so the pull's "up to date" is explained.
    expect(set.json()).toMatchObject({ status: 'translated', pulledBy: ['translated', 'all'] });
    expect(set.stderr).toContain(
      'stored as translated: a default pull (status approved) does not bring it; approve it (locale-sync-server translations approve --project demo --locale de --key nav.back) or pull with status translated',
    );
    await cli(db, [
      'translations',
      'set',
      '--project',
      'demo',
      '--locale',
      'fr',
      '--key',
      'nav.back',
      '--value',
      'Retour',
    ]);
    await cli(db, [
      'translations',
      'set',
      '--project',
      'demo',
      '--locale',
      'fr',
      '--key',
      'home.title',
      '--value',
      'Bienvenue',
      '--status',
      'draft',
    ]);
    const listed = await cli(db, ['translations', 'list', '--project', 'demo', '--status', 'translated']);
    const rows = listed.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(rows.map((r) => `${r.locale}:${r.key}`)).toEqual(['de:nav.back', 'fr:nav.back']);
    expect(
      (
        await cli(db, ['translations', 'approve', '--project', 'demo', '--locale', 'de', '--key', 'nav.back'])
      ).json().approved,
    ).toBe(1);
    expect(
      (await cli(db, ['translations', 'approve', '--project', 'demo', '--locale', 'fr'])).json().approved,
    ).toBe(2);
    const all = await cli(db, ['translations', 'list', '--project', 'demo']);
    expect(
      all.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).status),
    ).toEqual(['approved', 'approved', 'approved', 'approved']);
    const unknownKey = await cli(db, [
      'translations',
      'set',
      '--project',
      'demo',
      '--locale',
      'de',
      '--key',
      'nope',
      '--value',
      'x',
    ]);
    expect(unknownKey.code).toBe(1);
    expect(unknownKey.stderr).toContain('nope');
    const empty = await cli(db, [
      'translations',
      'set',
      '--project',
      'demo',
      '--locale',
      'de',
      '--key',
      'home.title',
      '--value',
      '',
    ]);
    expect(empty.code).toBe(0);
    expect(empty.json().value).toBe('');
    expect(
      (await cli(db, ['translations', 'set', '--project', 'demo', '--locale', 'de', '--key', 'home.title']))
        .code,
    ).toBe(2);
    const badStatus = await cli(db, ['translations', 'list', '--project', 'demo', '--status', 'done']);
    expect(badStatus.code).toBe(2);
  });

  it('approves everything when neither --locale nor --key is given', async () => {
    const db = await tempDb();
    await cli(db, ['project', 'create', '--key', 'demo', '--source', 'en', '--locales', 'de,fr']);
    await seed(db, { a: 'A', b: 'B' });
    for (const [locale, key] of [
      ['de', 'a'],
      ['fr', 'b'],
    ]) {
      await cli(db, [
        'translations',
        'set',
        '--project',
        'demo',
        '--locale',
        locale!,
        '--key',
        key!,
        '--value',
        'x',
      ]);
    }
    expect((await cli(db, ['translations', 'approve', '--project', 'demo'])).json().approved).toBe(2);
  });

  it('fills missing translations as drafts with the machine-translation provider', async () => {
    const db = await tempDb();
    await cli(db, ['project', 'create', '--key', 'demo', '--source', 'en', '--locales', 'de,fr']);
    await seed(db, { a: 'Hello {name}', b: 'Bye' }, { a: 'Hallo {name}' });
    const res = await cli(db, ['translations', 'machine-translate', '--project', 'demo', '--locale', 'de']);
    expect(res.code).toBe(0);
    expect(res.json()).toMatchObject({ provider: 'pseudo', filled: { de: 1 } });
    const rows = (await cli(db, ['translations', 'list', '--project', 'demo', '--locale', 'de'])).stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(rows.map((r) => [r.key, r.value, r.status])).toEqual([
      ['a', 'Hallo {name}', 'approved'],
      ['b', '[Ɓýé]', 'draft'],
    ]);
    const all = await cli(db, ['translations', 'machine-translate', '--project', 'demo']);
    expect(all.json().filled).toEqual({ de: 0, fr: 2 });
  });

  it('lists extracted phrases', async () => {
    const db = await tempDb();
    await cli(db, [
      'project',
      'create',
      '--key',
      'demo',
      '--source',
      'en',
      '--locales',
      'de',
      '--extraction',
    ]);
    const storage = openSqliteStorage(db);
    const project = (await storage.getProject('demo'))!;
    await storage.recordPhrases(project.id, [{ sourceText: 'Save', context: 'button', count: 2 }], T0);
    storage.close();
    const res = await cli(db, ['phrases', 'list', '--project', 'demo']);
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toEqual({
      sourceText: 'Save',
      context: 'button',
      count: 2,
      locations: [],
    });
  });

  it('prints help with exit 0 for every command and usage errors with exit 2', async () => {
    const db = await tempDb();
    for (const command of [
      ['serve'],
      ['project', 'create'],
      ['project', 'show'],
      ['project', 'list'],
      ['project', 'update'],
      ['project', 'rotate-secret'],
      ['translations', 'list'],
      ['translations', 'set'],
      ['translations', 'approve'],
      ['translations', 'machine-translate'],
      ['phrases', 'list'],
    ]) {
      const res = await cli(db, [...command, '--help']);
      expect(res.code, command.join(' ')).toBe(0);
      expect(res.stdout).toContain('Usage: locale-sync-server');
    }
    expect((await cli(db, ['project', 'frobnicate'])).code).toBe(2);
    expect((await cli(db, ['project', 'create', '--key', 'x', '--bogus'])).code).toBe(2);
    const missing = await cli(db, ['project', 'create', '--key', 'x']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--source is required');
    const badLocale = await cli(db, [
      'project',
      'create',
      '--key',
      'x',
      '--source',
      'english!',
      '--locales',
      'de',
    ]);
    expect(badLocale.code).toBe(1);
    const badOrigin = await cli(db, [
      'project',
      'create',
      '--key',
      'y',
      '--source',
      'en',
      '--locales',
      'de',
      '--origins',
      'https://a.example/path',
    ]);
    expect(badOrigin.code).toBe(1);
    expect(badOrigin.stderr).toContain('not an origin');
  });
  it('answers --help on every command, group and subcommand, "help <command>", and -V/--version', async () => {
    // Without --db: a group (project, help) takes no options of its own.
    const plain = async (args: string[]) => {
      let stdout = '';
      const code = await runCli(args, {
        stdout: (t) => {
          stdout += t;
        },
        stderr: () => {},
        env: {},
      });
      return { code, stdout };
    };
    for (const command of [
      [],
      ['project'],
      ['translations'],
      ['phrases'],
      ['project', 'update'],
      ['serve'],
    ]) {
      const res = await plain([...command, '--help']);
      expect(res.code, command.join(' ')).toBe(0);
      expect(res.stdout).toContain(
        `Usage: locale-sync-server${command.length > 0 ? ` ${command.join(' ')}` : ''}`,
      );
    }
    const help = await plain(['help', 'project', 'create']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: locale-sync-server project create');
    expect(help.stdout).toContain('--extraction-mode');
    expect((await plain(['help', 'translations'])).stdout).toContain('machine-translate');
    expect((await plain(['project', 'help', 'update'])).stdout).toContain('--no-instant');
    expect((await plain(['help', 'nope'])).code).toBe(2);
    for (const flag of ['-V', '--version']) {
      const res = await plain([flag]);
      expect(res.code).toBe(0);
      expect(res.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    }
  });

  it('refuses unknown values of every enumerated option, naming the allowed ones, and stores nothing', async () => {
    const db = await tempDb();
    const create = ['project', 'create', '--key', 'demo', '--source', 'en', '--locales', 'de'];
    const mode = await cli(db, [...create, '--extraction-mode', 'bogus']);
    expect(mode.code).toBe(2);
    expect(mode.stderr).toContain("argument 'bogus' is invalid. Allowed choices are source.");
    expect((await cli(db, ['project', 'list'])).json()).toEqual([]);
    expect((await cli(db, create)).code).toBe(0);
    const update = await cli(db, ['project', 'update', '--key', 'demo', '--extraction-mode', 'dom']);
    expect(update.code).toBe(2);
    expect((await cli(db, ['project', 'show', '--key', 'demo'])).json().extraction.extractionMode).toBe(
      'source',
    );
    for (const command of [
      ['translations', 'list', '--project', 'demo', '--status', 'done'],
      [
        'translations',
        'set',
        '--project',
        'demo',
        '--locale',
        'de',
        '--key',
        'a',
        '--value',
        'x',
        '--status',
        'ok',
      ],
    ]) {
      const res = await cli(db, command);
      expect(res.code, command.join(' ')).toBe(2);
      expect(res.stderr).toContain('Allowed choices are draft, translated, approved.');
    }
    const batch = await cli(db, ['project', 'update', '--key', 'demo', '--batch-size', '51']);
    expect(batch.code).toBe(2);
    expect(batch.stderr).toContain('Expected 1 to 50.');
  });

  it('writes dates in ISO 8601 in every command, and fails approving a key that does not exist like set does', async () => {
    const db = await tempDb();
    await cli(db, ['project', 'create', '--key', 'demo', '--source', 'en', '--locales', 'de']);
    await seed(db, { a: 'A' }, { a: 'Ä' });
    const row = JSON.parse((await cli(db, ['translations', 'list', '--project', 'demo'])).stdout);
    expect(row.updatedAt).toBe(new Date(T0).toISOString());
    const shown = (await cli(db, ['project', 'show', '--key', 'demo'])).json();
    expect(shown.updatedAt).toBe(new Date(T0).toISOString());
    const approve = await cli(db, [
      'translations',
      'approve',
      '--project',
      'demo',
      '--key',
      'does.not.exist',
    ]);
    const set = await cli(db, [
      ...['translations', 'set', '--project', 'demo', '--locale', 'de'],
      ...['--key', 'does.not.exist', '--value', 'x'],
    ]);
    expect([approve.code, set.code]).toEqual([1, 1]);
    expect(approve.stderr).toBe(set.stderr);
    expect(approve.stderr).toContain('does.not.exist is not an active string');
    await cli(db, [
      'translations',
      'set',
      '--project',
      'demo',
      '--locale',
      'de',
      '--key',
      'a',
      '--value',
      'Ä',
    ]);
    expect(
      (await cli(db, ['translations', 'approve', '--project', 'demo', '--key', 'a'])).json().approved,
    ).toBe(1);
  });

  it("machine-translates through the project's machine-translation cache, as instant translation does", async () => {
    const db = await tempDb();
    await cli(db, ['project', 'create', '--key', 'demo', '--source', 'en', '--locales', 'de']);
    await seed(db, { a: 'Bye' });
    await cli(db, ['translations', 'machine-translate', '--project', 'demo']);
    const storage = openSqliteStorage(db);
    const project = await storage.getProject('demo');
    // One cache per project: the provider's name with the project's id.
    const cached = await storage.getMachineTranslations(
      { provider: `pseudo#${project?.id}`, sourceLocale: 'en', targetLocale: 'de' },
      ['Bye'],
    );
    await storage.close();
    expect(cached.get('Bye')).toBe('[Ɓýé]');
  });

  it('refuses an unknown LOG_LEVEL before serving, naming the allowed levels', async () => {
    const db = await tempDb();
    const res = await cli(db, ['serve', '--port', '0'], { LOG_LEVEL: 'loud' });
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(
      'error: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"\n',
    );
  });
});

describe('admin CLI and resources', () => {
  const A = 'locales/en/a.json';
  const B = 'locales/en/b.json';

  /** A project whose key `title` is in the default resource, a.json and b.json; `only` in a.json alone. */
  async function seedResources(db: string) {
    expect(
      (await cli(db, ['project', 'create', '--key', 'demo', '--source', 'en', '--locales', 'de'])).code,
    ).toBe(0);
    const storage = openSqliteStorage(db);
    const project = (await storage.getProject('demo'))!;
    const entries = (o: Record<string, string>) => new Map(Object.entries(o));
    await storage.push(project, {
      files: [
        { locale: 'en', path: 'en.json', entries: entries({ title: 'T' }) },
        { resource: A, locale: 'en', path: A, entries: entries({ title: 'T-a', only: 'O' }) },
        { resource: A, locale: 'de', path: 'locales/de/a.json', entries: entries({ title: 'D-a' }) },
        { resource: B, locale: 'en', path: B, entries: entries({ title: 'T-b' }) },
      ],
      dryRun: false,
      now: T0,
    });
    await storage.close();
  }

  it('needs --resource only for a key in several resources, and names them', async () => {
    const db = await tempDb();
    await seedResources(db);
    const ambiguous = await cli(db, [
      'translations',
      'set',
      '--project',
      'demo',
      '--locale',
      'de',
      '--key',
      'title',
      '--value',
      'X',
    ]);
    expect(ambiguous.code).toBe(1);
    expect(ambiguous.stderr).toContain(
      `key title is in 3 resources ("", "${A}", "${B}"); choose one with --resource`,
    );
    const set = await cli(db, [
      'translations',
      'set',
      '--project',
      'demo',
      '--locale',
      'de',
      '--key',
      'title',
      '--resource',
      B,
      '--value',
      'X',
    ]);
    expect(set.code).toBe(0);
    expect(set.json()).toEqual({
      project: 'demo',
      locale: 'de',
      resource: B,
      key: 'title',
      value: 'X',
      status: 'translated',
      pulledBy: ['translated', 'all'],
    });
    const unique = await cli(db, [
      'translations',
      'set',
      '--project',
      'demo',
      '--locale',
      'de',
      '--key',
      'only',
      '--value',
      'Nur',
    ]);
    expect(unique.json()).toMatchObject({ resource: A, key: 'only' });
    const defaultOne = await cli(db, [
      'translations',
      'set',
      '--project',
      'demo',
      '--locale',
      'de',
      '--key',
      'title',
      '--resource',
      '',
      '--value',
      'Y',
    ]);
    expect(defaultOne.json()).toEqual({
      project: 'demo',
      locale: 'de',
      key: 'title',
      value: 'Y',
      status: 'translated',
      pulledBy: ['translated', 'all'],
    });
    const wrong = await cli(db, [
      'translations',
      'set',
      '--project',
      'demo',
      '--locale',
      'de',
      '--key',
      'only',
      '--resource',
      B,
      '--value',
      'Z',
    ]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(`key only is not an active string of resource ${B}`);

    const listed = await cli(db, ['translations', 'list', '--project', 'demo']);
    expect(
      listed.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
        .map((r) => [r.resource, r.key, r.value]),
    ).toEqual([
      ['', 'title', 'Y'],
      [A, 'title', 'D-a'],
      [A, 'only', 'Nur'],
      [B, 'title', 'X'],
    ]);
    const approveAmbiguous = await cli(db, [
      'translations',
      'approve',
      '--project',
      'demo',
      '--key',
      'title',
    ]);
    expect(approveAmbiguous.code).toBe(1);
    const approved = await cli(db, ['translations', 'approve', '--project', 'demo', '--resource', A]);
    expect(approved.json()).toEqual({ project: 'demo', resource: A, approved: 1 });
  });

  it('lists resources and removes one, never the default', async () => {
    const db = await tempDb();
    await seedResources(db);
    const listed = await cli(db, ['resources', 'list', '--project', 'demo']);
    expect(
      listed.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual([
      { resource: '', keys: 1, obsolete: 0, translations: 0 },
      { resource: A, keys: 2, obsolete: 0, translations: 1 },
      { resource: B, keys: 1, obsolete: 0, translations: 0 },
    ]);
    const removed = await cli(db, ['resources', 'remove', B, '--project', 'demo']);
    expect(removed.json()).toEqual({ project: 'demo', removed: B, strings: 1 });
    const again = await cli(db, ['resources', 'remove', B, '--project', 'demo']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`project demo has no resource ${B}`);
    const defaultOne = await cli(db, ['resources', 'remove', '', '--project', 'demo']);
    expect(defaultOne.code).toBe(1);
    expect(defaultOne.stderr).toContain('the default resource has no path and cannot be removed');
  });
});
