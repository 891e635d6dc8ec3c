// The real multi-file projects of ../shared/corpus pushed and pulled with NO .locale/config.json:
// discovery alone finds their layouts (Django catalogs in 19 apps, i18next namespaces in three
// packages, Android resources in 34 modules), through the bundled actions and the real server. Every
// file of the repository, read or left out, is byte-identical after the round trip.
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../support/action-runner.ts';
import { createProject, type ServerProcess, startServer } from '../support/server-process.ts';
import { CORPUS_ROOT, HAVE_CORPUS } from './projects.ts';

let server: ServerProcess;

beforeAll(async () => {
  if (HAVE_CORPUS) server = await startServer();
}, 60_000);
afterAll(async () => {
  if (server) expect(await server.stop()).toBe(0);
});

/** Every file below `root`, path → content. */
async function snapshot(root: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(root.length + 1), await readFile(path, 'utf8'));
  }
  return files;
}

interface Project {
  name: string;
  /** The configuration discovery logs last (and `locale-sync init` prints). */
  files: unknown[];
  /** Source files, and files per target locale, it finds. */
  sources: number;
  /** The project's target locales; default de, fr, ru. */
  targets?: string[];
  /** The push's `source-locale` input, as a team whose project is in `en` sets it. */
  sourceLocale?: string;
  /** Folders of the project left out of the copy, and why. */
  leaveOut?: { folder: string; why: string };
  /** Layouts it finds, when not one. */
  layouts?: number;
  /** The project's locales, when not en, de, fr and ru. */
  locales?: string[];
}

const PROJECTS: Project[] = [
  {
    name: 'wagtail',
    files: [{ source: 'wagtail/**/locale/{locale_}/LC_MESSAGES/*.po' }],
    sources: 19,
  },
  {
    name: 'rallly',
    files: [{ source: '**/locales/{locale}/*.json' }],
    sources: 6,
  },
  {
    name: 'thunderbird-android',
    files: [{ source: '**/res/values/strings.xml', translation: '{path}/res/values-{android}/strings.xml' }],
    sources: 34,
  },
  {
    // Fluent trees whose source folder is en-US, synced with a project in en, and the browser
    // extension's Chrome messages.json files, whose folders spell the locales without a region.
    name: 'ruffle',
    files: [
      { source: '**/texts/{locale}/*.ftl', localeMap: { en: 'en-US' } },
      { source: 'web/packages/extension/assets/_locales/{locale_}/*.json' },
    ],
    sources: 23,
    layouts: 2,
    targets: ['de-DE', 'fr-FR', 'ru-RU', 'de', 'fr', 'ru'],
    sourceLocale: 'en',
  },
  {
    // The action extension's .lproj strings, and the app's String Catalog: every locale in one file.
    name: 'ice-cubes',
    files: [
      { source: 'IceCubesActionExtension/{locale}.lproj/*.strings' },
      { source: 'IceCubesApp/Resources/Localization/Localizable.xcstrings' },
    ],
    sources: 2,
    layouts: 2,
    // Every locale the catalog holds.
    locales: 'en be ca de en-GB es eu fr it ja ko nb nl pl pt-BR tr uk zh-Hans zh-Hant'.split(' '),
  },
];

describe.skipIf(!HAVE_CORPUS)('real multi-file repositories through discovery alone (no config)', () => {
  // Concurrently (vitest's maxConcurrency, 5 at a time): each project has its own checkout and project
  // on the one server, and waits mostly for the action and server processes, run by the other core.
  it.concurrent.each(PROJECTS.map((p) => [p.name, p] as const))(
    '%s',
    async (name, project) => {
      const repo = await mkdtemp(join(tmpdir(), `ls-discovery-${name}-`));
      await cp(join(CORPUS_ROOT, name), repo, { recursive: true });
      if (project.leaveOut) await rm(join(repo, project.leaveOut.folder), { recursive: true });
      const before = await snapshot(repo);
      const created = await createProject(server.dbPath, `discovery-${name}`, {
        source: 'en',
        all: project.locales ?? ['en', ...(project.targets ?? ['de', 'fr', 'ru'])],
      });
      const inputs = {
        'project-key': created.projectKey,
        'sync-secret': created.syncSecret,
        'api-url': server.apiUrl,
      };

      const push = await runAction(
        'push',
        { ...inputs, ...(project.sourceLocale !== undefined && { 'source-locale': project.sourceLocale }) },
        { workspace: repo },
      );
      expect(push.code, push.stdout).toBe(0);
      // The log says what discovery found and ends its report with the configuration that describes it.
      const layouts = project.layouts ?? 1;
      // A source locale that a source file declares (a String Catalog's sourceLanguage) is named with it.
      const found = `discovery found ${layouts} layout${layouts === 1 ? '' : 's'} (${project.sources} source files), source locale en`;
      expect(
        push.stdout
          .split('\n')
          .some(
            (line) =>
              line === `${found}:` ||
              (/^ \(declared by [^)]+\):$/.test(line.slice(found.length)) && line.startsWith(found)),
          ),
        push.stdout,
      ).toBe(true);
      expect(push.stdout).toContain(JSON.stringify({ sourceLocale: 'en', files: project.files }, null, 2));

      const pull = await runAction('pull', inputs, { workspace: repo });
      expect(pull.code, pull.stdout).toBe(0);
      expect(pull.outputs.changed, pull.stdout).toBe('false');
      const after = await snapshot(repo);
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      for (const [path, content] of before) expect(after.get(path), path).toBe(content);
    },
    300_000,
  );
});
