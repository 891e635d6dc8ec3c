// Real projects that keep several files per locale (../shared/corpus: wagtail's Django catalogs,
// rallly's i18next namespaces, thunderbird-android's modules), synced with a `files` config through
// the bundled actions and the real server: every file round-trips byte for byte, every source key is
// stored in its own resource, an edit in one file travels as one key of one resource, a key present in
// two files stays two strings, and a key moved between files ends obsolete in one and created in the other.
import { cp, mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import {
  type Entries,
  formatForExtension,
  pluralGroupOf,
  renderOver,
  type TranslationFormat,
} from '@locale-sync/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../packages/sync/src/logger.ts';
import { parseConfig } from '../../packages/sync/src/repository/config-parse.ts';
import { RepositoryLayout } from '../../packages/sync/src/repository/layout.ts';
import { runAction } from '../support/action-runner.ts';
import { admin, createProject, type ServerProcess, startServer } from '../support/server-process.ts';
import { CORPUS_ROOT, HAVE_CORPUS } from './projects.ts';

let server: ServerProcess;
beforeAll(async () => {
  if (HAVE_CORPUS) server = await startServer();
}, 60_000);
afterAll(async () => {
  if (server) expect(await server.stop()).toBe(0);
});

interface FilesProject {
  name: string;
  files: unknown[];
  /** Source files (resources) and all files the config covers. */
  resources: number;
  synced: number;
  /** The project's codes of the target locales the test edits (default `de`, `fr`) and the others. */
  targets?: { de: string; fr: string; others: string[] };
  /** Whether a key of one source file is also in another, translated (a shared key stays two strings). */
  sharesKeys?: boolean;
}

const TARGETS = { de: 'de', fr: 'fr', others: ['ru'] };

const PROJECTS: readonly FilesProject[] = [
  {
    name: 'wagtail',
    files: [{ source: 'wagtail/**/locale/{locale_}/LC_MESSAGES/*.po' }],
    resources: 19,
    synced: 76,
  },
  {
    name: 'rallly',
    files: [{ source: '**/locales/{locale}/*.json' }],
    resources: 6,
    synced: 24,
    sharesKeys: false,
  },
  {
    name: 'thunderbird-android',
    files: [{ source: '**/res/values/strings.xml', translation: '{path}/res/values-{android}/strings.xml' }],
    resources: 34,
    synced: 136,
  },
  {
    // Fluent in three trees whose source folder is en-US, synced with a project in en. The Chrome
    // extension's messages.json is a format locale-sync does not read yet: no entry covers it, and the
    // round trip leaves it byte-identical like every other file.
    name: 'ruffle',
    files: [{ source: '**/texts/{locale}/*.ftl', localeMap: { en: 'en-US' } }],
    resources: 22,
    synced: 88,
    targets: { de: 'de-DE', fr: 'fr-FR', others: ['ru-RU'] },
  },
];

function formatOf(path: string): TranslationFormat {
  const format = formatForExtension(extname(path));
  if (!format) throw new Error(`no format for ${path}`);
  return format;
}

const parse = (path: string, content: string): Entries => formatOf(path).parse(content, { path });

/** Lines that differ between two texts, after their common first and last lines. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  return { removed: a.slice(start, endA), added: b.slice(start, endB) };
}

/** Every file below `root` (repository path → text), `.locale/` left out. */
async function snapshot(root: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/');
    if (!rel.startsWith('.locale/')) out.set(rel, await readFile(join(root, rel), 'utf8'));
  }
  return out;
}

/** The server's resources of a project: source file → active and obsolete keys. */
async function resourcesOf(projectKey: string): Promise<Map<string, { keys: number; obsolete: number }>> {
  const out = (await admin(server.dbPath, ['resources', 'list', '--project', projectKey])) as unknown;
  const lines =
    typeof out === 'string' ? out.split('\n').filter((l) => l.trim() !== '') : [JSON.stringify(out)];
  return new Map(
    lines.map((line) => {
      const row = JSON.parse(line) as { resource: string; keys: number; obsolete: number };
      return [row.resource, { keys: row.keys, obsolete: row.obsolete }];
    }),
  );
}

/** The file of `locale` in the folder layout of a source file (en → de, en-US → de-DE). */
function translationOf(project: string, source: string, locale: string): string {
  if (project === 'thunderbird-android') return source.replace('/res/values/', `/res/values-${locale}/`);
  return source.replace(/\/en(?:-US)?\//, `/${locale}/`);
}

/** Rewrites one entry of a file, keeping the rest of its bytes. */
function rewrite(path: string, text: string, entries: Entries, locale: string): string {
  const format = formatOf(path);
  return renderOver(format, entries, format.detectStyle(text).structure, text, { locale, path });
}

describe.skipIf(!HAVE_CORPUS)('real multi-file repositories with a files config', () => {
  // Concurrently (vitest's maxConcurrency, 5 at a time): each project has its own checkout and project
  // on the one server, and waits mostly for the action and server processes, run by the other core.
  describe.concurrent.each(PROJECTS.map((p) => [p.name, p] as const))('%s', (name, project) => {
    it('round-trips every file; edits travel as one key of one resource; a shared key stays two strings', async () => {
      const repo = await mkdtemp(join(tmpdir(), `ls-corpus-files-${name}-`));
      await cp(join(CORPUS_ROOT, name), repo, { recursive: true });
      await mkdir(join(repo, '.locale'));
      await writeFile(
        join(repo, '.locale/config.json'),
        `${JSON.stringify({ sourceLocale: 'en', files: project.files }, null, 2)}\n`,
      );
      const originals = await snapshot(repo);
      const targets = project.targets ?? TARGETS;
      const created = await createProject(server.dbPath, `files-${name}`, {
        source: 'en',
        all: ['en', targets.de, targets.fr, ...targets.others],
      });
      const inputs = {
        'project-key': created.projectKey,
        'sync-secret': created.syncSecret,
        'api-url': server.apiUrl,
      };

      const push = await runAction('push', inputs, { workspace: repo });
      expect(push.code, push.stdout).toBe(0);
      expect(push.outputs.files).toBe(String(project.synced));

      // Every source key is stored, in its own file's resource (a source file without keys has none).
      const resources = await resourcesOf(created.projectKey);
      const layout = await RepositoryLayout.read(
        repo,
        parseConfig(await readFile(join(repo, '.locale/config.json'), 'utf8'), silentLogger),
        silentLogger,
      );
      const sources = layout.resources().map((r) => r.resource);
      expect(sources).toHaveLength(project.resources);
      const sourceEntries = new Map<string, Entries>();
      for (const source of sources) {
        const entries = parse(source, originals.get(source) as string);
        sourceEntries.set(source, entries);
        expect(resources.get(source)?.keys ?? 0, source).toBe(entries.size);
      }
      expect([...resources].filter(([r, row]) => !sources.includes(r) && row.keys > 0)).toEqual([]);

      // The pull right after the push: every file of the repository byte-identical.
      const pull = await runAction('pull', inputs, { workspace: repo });
      expect(pull.code, pull.stdout).toBe(0);
      expect(pull.outputs.changed, pull.stdout).toBe('false');
      expect(await snapshot(repo)).toEqual(originals);

      // A key present in two source files, translated in the first one's German file.
      let shared: { key: string; a: string; b: string } | undefined;
      for (const a of sources) {
        const de = originals.get(translationOf(name, a, targets.de));
        if (de === undefined) continue;
        const translated = parse(translationOf(name, a, targets.de), de);
        for (const key of sourceEntries.get(a)?.keys() ?? []) {
          if ((translated.get(key) ?? '') === '' || /[[\]]/.test(key)) continue;
          const b = sources.find((s) => s !== a && sourceEntries.get(s)?.has(key));
          if (b !== undefined) {
            shared = { key, a, b };
            break;
          }
        }
        if (shared) break;
      }

      // One translation edited in one repository file: one key of one resource is updated.
      const editSource = shared?.b ?? (sources[0] as string);
      const editPath = translationOf(name, editSource, targets.fr);
      const editText = originals.get(editPath) as string;
      const editEntries = parse(editPath, editText);
      const editKey = [...editEntries.keys()].find(
        (k) => sourceEntries.get(editSource)?.has(k) && (editEntries.get(k) ?? '') !== '' && !/[[\]]/.test(k),
      ) as string;
      const editedText = rewrite(
        editPath,
        editText,
        new Map(editEntries).set(editKey, 'Edited in the repository'),
        targets.fr,
      );
      await writeFile(join(repo, editPath), editedText);
      const push2 = await runAction('push', inputs, { workspace: repo });
      expect(push2.code, push2.stdout).toBe(0);
      expect(push2.outputs['keys-updated']).toBe('1');
      expect(push2.outputs['keys-created']).toBe('0');
      const pull2 = await runAction('pull', inputs, { workspace: repo });
      expect(pull2.outputs.changed, pull2.stdout).toBe('false');
      const afterEdit = new Map(originals).set(editPath, editedText);
      expect(await snapshot(repo)).toEqual(afterEdit);

      // The shared key changed in the service for the first file only: the pull changes that entry
      // of that file alone; the second file's string is another string.
      if (project.sharesKeys !== false) expect(shared, 'a key in two source files').toBeDefined();
      if (shared !== undefined) {
        const target = translationOf(name, shared.a, targets.de);
        await admin(server.dbPath, [
          'translations',
          'set',
          '--project',
          created.projectKey,
          '--locale',
          targets.de,
          '--resource',
          shared.a,
          '--key',
          shared.key,
          '--value',
          'Edited in the service',
          '--status',
          'approved',
        ]);
        const pull3 = await runAction('pull', inputs, { workspace: repo });
        expect(pull3.code, pull3.stdout).toBe(0);
        expect(pull3.outputs['changed-files']).toBe(target);
        const before = parse(target, afterEdit.get(target) as string);
        const after = parse(target, await readFile(join(repo, target), 'utf8'));
        expect(after.get(shared.key)).toBe('Edited in the service');
        expect(new Map([...after].filter(([k]) => k !== shared.key))).toEqual(
          new Map([...before].filter(([k]) => k !== shared.key)),
        );
        const now = await snapshot(repo);
        for (const [path, text] of afterEdit) if (path !== target) expect(now.get(path), path).toBe(text);
      }
    }, 300_000);
  });

  it('rallly: min-coverage counts every resource and names the files that lack keys; missing fills each file from its own source', async () => {
    const repo = await mkdtemp(join(tmpdir(), 'ls-corpus-files-gaps-'));
    await cp(join(CORPUS_ROOT, 'rallly'), repo, { recursive: true });
    await mkdir(join(repo, '.locale'));
    await writeFile(
      join(repo, '.locale/config.json'),
      JSON.stringify({ sourceLocale: 'en', files: [{ source: '**/locales/{locale}/*.json' }] }),
    );
    // One German text taken out of one file before the push: the service never has it.
    const source = 'apps/landing/public/locales/en/pricing.json';
    const gap = source.replace('/en/', '/de/');
    const sourceEntries = parse(source, await readFile(join(repo, source), 'utf8'));
    const gapText = await readFile(join(repo, gap), 'utf8');
    const gapEntries = parse(gap, gapText);
    const key = [...gapEntries.keys()].find(
      (k) => sourceEntries.has(k) && (gapEntries.get(k) ?? '') !== '' && !/[[\]]/.test(k),
    ) as string;
    await writeFile(
      join(repo, gap),
      rewrite(gap, gapText, new Map([...gapEntries].filter(([k]) => k !== key)), 'de'),
    );
    const created = await createProject(server.dbPath, 'files-rallly-gaps', {
      source: 'en',
      all: ['en', 'de', 'fr', 'ru'],
    });
    const inputs = {
      'project-key': created.projectKey,
      'sync-secret': created.syncSecret,
      'api-url': server.apiUrl,
    };
    expect((await runAction('push', inputs, { workspace: repo })).code).toBe(0);
    const before = await snapshot(repo);

    const gate = await runAction('pull', { ...inputs, 'min-coverage': '100' }, { workspace: repo });
    expect(gate.code).not.toBe(0);
    expect(gate.stdout).toContain('below the minimum coverage of 100%');
    // Each locale over the six resources; the German file missing the key is named with its count.
    // (`%` reaches the runner's log escaped as `%25`.)
    expect(gate.stdout).toMatch(
      /de [0-9.]+%(?:25)? \([0-9]+ of [0-9]+ keys missing: [^)]*pricing\.json 1[,)]/,
    );
    expect(gate.stdout).toContain(`${gap} 1`);
    expect(gate.stdout).not.toContain(gap.replace('/de/', '/fr/'));
    expect(await snapshot(repo)).toEqual(before);

    const filled = await runAction('pull', { ...inputs, missing: 'source' }, { workspace: repo });
    expect(filled.code, filled.stdout).toBe(0);
    expect(parse(gap, await readFile(join(repo, gap), 'utf8')).get(key)).toBe(sourceEntries.get(key));
    // Every German file now has its own resource's source keys, and no key of another resource.
    const layout = await RepositoryLayout.read(
      repo,
      parseConfig(await readFile(join(repo, '.locale/config.json'), 'utf8'), silentLogger),
      silentLogger,
    );
    for (const { resource } of layout.resources()) {
      const de = resource.replace('/en/', '/de/');
      const own = parse(resource, await readFile(join(repo, resource), 'utf8'));
      const had = before.has(de) ? parse(de, before.get(de) as string) : new Map<string, string>();
      const now = parse(de, await readFile(join(repo, de), 'utf8'));
      for (const k of own.keys()) expect(now.has(k), `${de}: ${k}`).toBe(true);
      for (const k of now.keys()) expect(own.has(k) || had.has(k), `${de}: ${k}`).toBe(true);
    }
  }, 300_000);

  it('rallly: a key moved between files ends obsolete in one and created in the other', async () => {
    const repo = await mkdtemp(join(tmpdir(), 'ls-corpus-files-move-'));
    await cp(join(CORPUS_ROOT, 'rallly'), repo, { recursive: true });
    await mkdir(join(repo, '.locale'));
    await writeFile(
      join(repo, '.locale/config.json'),
      JSON.stringify({ sourceLocale: 'en', files: [{ source: '**/locales/{locale}/*.json' }] }),
    );
    const created = await createProject(server.dbPath, 'files-rallly-move', {
      source: 'en',
      all: ['en', 'de', 'fr', 'ru'],
    });
    const inputs = {
      'project-key': created.projectKey,
      'sync-secret': created.syncSecret,
      'api-url': server.apiUrl,
    };
    expect((await runAction('push', inputs, { workspace: repo })).code).toBe(0);
    const from = 'apps/landing/public/locales/en/pricing.json';
    const to = 'apps/landing/public/locales/en/home.json';
    const fromText = await readFile(join(repo, from), 'utf8');
    const toText = await readFile(join(repo, to), 'utf8');
    const fromEntries = parse(from, fromText);
    const toEntries = parse(to, toText);
    const key = [...fromEntries.keys()].find((k) => !toEntries.has(k)) as string;
    const before = await resourcesOf(created.projectKey);
    await writeFile(
      join(repo, from),
      rewrite(from, fromText, new Map([...fromEntries].filter(([k]) => k !== key)), 'en'),
    );
    await writeFile(
      join(repo, to),
      rewrite(to, toText, new Map(toEntries).set(key, fromEntries.get(key) as string), 'en'),
    );
    const push = await runAction('push', inputs, { workspace: repo });
    expect(push.code, push.stdout).toBe(0);
    const after = await resourcesOf(created.projectKey);
    expect(after.get(from)).toEqual({
      keys: (before.get(from)?.keys ?? 0) - 1,
      obsolete: (before.get(from)?.obsolete ?? 0) + 1,
    });
    expect(after.get(to)?.keys).toBe((before.get(to)?.keys ?? 0) + 1);
    // The pull removes the key from the translations of the file it left, and only there.
    const deFrom = from.replace('/en/', '/de/');
    const deTo = to.replace('/en/', '/de/');
    const deToBefore = await readFile(join(repo, deTo), 'utf8');
    const pull = await runAction('pull', inputs, { workspace: repo });
    expect(pull.code, pull.stdout).toBe(0);
    expect(parse(deFrom, await readFile(join(repo, deFrom), 'utf8')).has(key)).toBe(false);
    expect(await readFile(join(repo, deTo), 'utf8')).toBe(deToBefore);
  }, 300_000);
});

// Ice Cubes keeps every locale in one Xcode String Catalog (19 locales, plural and device variations):
// a `files` entry names it once, push sends each locale it holds, pull writes them all back into it.
describe.skipIf(!HAVE_CORPUS)('a real String Catalog (ice-cubes) with a files config', () => {
  const CATALOG = 'IceCubesApp/Resources/Localization/Localizable.xcstrings';
  const xcstrings = formatOf(CATALOG);
  const parseLocales = (text: string) =>
    (xcstrings.parseLocales as NonNullable<TranslationFormat['parseLocales']>)(text, { path: CATALOG });
  const rewriteLocales = xcstrings.rewriteLocales as NonNullable<TranslationFormat['rewriteLocales']>;

  it('round-trips byte for byte; an edit travels as one key of one locale and comes back as that entry only', async () => {
    const repo = await mkdtemp(join(tmpdir(), 'ls-corpus-files-ice-cubes-'));
    await cp(join(CORPUS_ROOT, 'ice-cubes'), repo, { recursive: true });
    await mkdir(join(repo, '.locale'));
    await writeFile(
      join(repo, '.locale/config.json'),
      `${JSON.stringify({ sourceLocale: 'en', files: [{ source: CATALOG }] }, null, 2)}\n`,
    );
    const originals = await snapshot(repo);
    const catalog = originals.get(CATALOG) as string;
    const held = parseLocales(catalog);
    // Every locale the catalog holds, and Russian, which it lacks.
    const created = await createProject(server.dbPath, 'files-ice-cubes', {
      source: 'en',
      all: [...held.keys(), 'ru'],
    });
    const inputs = {
      'project-key': created.projectKey,
      'sync-secret': created.syncSecret,
      'api-url': server.apiUrl,
    };

    const push = await runAction('push', inputs, { workspace: repo });
    expect(push.code, push.stdout).toBe(0);
    expect(push.outputs.files).toBe(String(held.size));
    const source = held.get('en') as Entries;
    // Keys a translation has and the source does not (a translation that varies by plural where the
    // source does not, as Korean or a substitution in German): not stored, kept in the catalog as written.
    const ignored = new Map(
      [...held].map(([locale, entries]) => [
        locale,
        [...entries.keys()].filter((k) => !source.has(k) && pluralGroupOf(k, source) === undefined).length,
      ]),
    );
    const totalIgnored = [...ignored.values()].reduce((n, count) => n + count, 0);
    expect(push.outputs['keys-created']).toBe(
      String([...held.values()].reduce((n, entries) => n + entries.size, 0) - totalIgnored),
    );
    expect((await resourcesOf(created.projectKey)).get('')?.keys).toBe(source.size);

    // The pull right after the push: the catalog byte-identical (Russian, with nothing yet, not added).
    const pull = await runAction('pull', inputs, { workspace: repo });
    expect(pull.code, pull.stdout).toBe(0);
    expect(pull.outputs.changed, pull.stdout).toBe('false');
    expect(await snapshot(repo)).toEqual(originals);

    // One German text edited in the catalog: only German is sent, as one updated key.
    const de = held.get('de') as Entries;
    const editKey = [...de.keys()].find((k) => source.has(k) && !/[[\]]/.test(k) && (de.get(k) ?? '') !== '');
    expect(editKey).toBeDefined();
    const edited = rewriteLocales(
      catalog,
      new Map([['de', new Map([[editKey as string, 'Bearbeitet im Repository']])]]),
    );
    expect(changedLines(catalog, edited).added).toHaveLength(1);
    await writeFile(join(repo, CATALOG), edited);
    const push2 = await runAction('push', inputs, { workspace: repo });
    expect(push2.code, push2.stdout).toBe(0);
    // German, and the locales with ignored keys (the service never remembers such a file as held).
    const sent = 1 + [...ignored].filter(([locale, count]) => locale !== 'de' && count > 0).length;
    expect(push2.stdout).toContain(
      `sending ${sent} files; ${held.size - sent} files are unchanged since the last push`,
    );
    expect(push2.outputs['keys-updated']).toBe('1');
    expect(push2.outputs['keys-created']).toBe('0');
    const pull2 = await runAction('pull', inputs, { workspace: repo });
    expect(pull2.outputs.changed, pull2.stdout).toBe('false');
    expect(await readFile(join(repo, CATALOG), 'utf8')).toBe(edited);

    // One French text edited in the service: the pull rewrites that entry alone.
    const fr = held.get('fr') as Entries;
    const serviceKey = [...fr.keys()].filter(
      (k) => source.has(k) && !/[[\]]/.test(k) && (fr.get(k) ?? '') !== '',
    )[7] as string;
    await admin(server.dbPath, [
      'translations',
      'set',
      '--project',
      created.projectKey,
      '--locale',
      'fr',
      '--key',
      serviceKey,
      '--value',
      'Modifié dans le service',
      '--status',
      'approved',
    ]);
    const pull3 = await runAction('pull', inputs, { workspace: repo });
    expect(pull3.code, pull3.stdout).toBe(0);
    expect(pull3.outputs['changed-files']).toBe(CATALOG);
    const pulled = await readFile(join(repo, CATALOG), 'utf8');
    const diff = changedLines(edited, pulled);
    expect(diff.added.join('\n')).toContain('"value" : "Modifié dans le service"');
    // The value line, and the state line when the text was not marked translated before.
    expect(diff.added.length, diff.added.join('\n')).toBeLessThanOrEqual(3);
    const after = parseLocales(pulled);
    const before = parseLocales(edited);
    expect(after.get('fr')?.get(serviceKey)).toBe('Modifié dans le service');
    for (const [locale, entries] of before) {
      const expected =
        locale === 'fr' ? new Map(entries).set(serviceKey, 'Modifié dans le service') : entries;
      expect(after.get(locale), locale).toEqual(expected);
    }

    // A Russian text in the service: the catalog gains a "ru" localization for that string, in sorted
    // place and Xcode's layout, and nothing else.
    const ruKey = [...source.keys()].find(
      (k) => !/[[\]]/.test(k) && k.length > 3 && k !== serviceKey,
    ) as string;
    await admin(server.dbPath, [
      'translations',
      'set',
      '--project',
      created.projectKey,
      '--locale',
      'ru',
      '--key',
      ruKey,
      '--value',
      'Привет',
      '--status',
      'approved',
    ]);
    const pull4 = await runAction('pull', inputs, { workspace: repo });
    expect(pull4.code, pull4.stdout).toBe(0);
    const withRu = await readFile(join(repo, CATALOG), 'utf8');
    const ruDiff = changedLines(pulled, withRu);
    expect(ruDiff.removed).toEqual([]);
    expect(ruDiff.added.map((l) => l.trim())).toEqual(
      expect.arrayContaining([
        '"ru" : {',
        '"stringUnit" : {',
        '"state" : "translated",',
        '"value" : "Привет"',
      ]),
    );
    expect(ruDiff.added).toHaveLength(6);
    expect(parseLocales(withRu).get('ru')).toEqual(new Map([[ruKey, 'Привет']]));
  }, 300_000);
});
