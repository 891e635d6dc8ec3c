import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { formatForPath, getFormat, pluralGroupOf } from '@locale-sync/formats';
import { FORMATS } from '@locale-sync/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { pull, setup, signed, type TestEnv, withProject } from './helpers.ts';

const CORPUS = resolve(import.meta.dirname, '../../..', '../shared/corpus');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

// The formats package's own real files (KeePassXC's Qt Linguist files, Element X's stringsdicts…),
// named as `fixtures/…` so they never clash with a corpus path.
const FIXTURES = resolve(import.meta.dirname, '../../formats/test/fixtures');

// Fixture folders whose files are in a format only a `files` entry names (a go-i18n `.yaml` or `.json`
// reads as YAML or JSON by its extension, and go-i18n's v1 lists are neither).
const NAMED_FORMATS = new Map([
  ['hugo-papermod/', 'go-i18n'],
  ['mattermost-plugin-calls/', 'go-i18n'],
  ['redirection/', 'jed'],
  ['gp-toolbox/languages/gp-toolbox-pt_PT-', 'jed'],
  ['translation-stats/', 'jed'],
]);

/** The files of `root` in a format the wire carries, as [name, format]. */
function wireFiles(root: string, prefix: string): Array<readonly [string, string]> {
  const formatOf = (file: string) => {
    const named = [...NAMED_FORMATS].find(([folder]) => prefix !== '' && file.startsWith(folder))?.[1];
    return named === undefined ? formatForPath(file) : getFormat(named);
  };
  return (
    files(root)
      .map((path) => ({ path, format: formatOf(relative(root, path)) }))
      // Formats the wire carries (a String Catalog holds every locale in one file: the sync sends it per
      // locale, never as a file of its own).
      .filter((c) => c.format !== undefined && (FORMATS as readonly string[]).includes(c.format.name))
      .map((c) => [`${prefix}${relative(root, c.path)}`, c.format?.name as string] as const)
  );
}

const cases = existsSync(CORPUS) ? [...wireFiles(CORPUS, ''), ...wireFiles(FIXTURES, 'fixtures/')] : [];

const TITLE = existsSync(CORPUS)
  ? 'real translation files through the server'
  : 'real translation files through the server: skipped, ../shared/corpus is missing';

// One app and storage for every case, a project of its own per case, so the cases never share data
// (rate limits off: every case comes from the same address, and limits are tested elsewhere).
let server: TestEnv;
let projects = 0;
beforeAll(async () => {
  server = await setup({ deps: { config: { rateLimits: { enabled: false } } } });
});

describe.skipIf(!existsSync(CORPUS))(TITLE, () => {
  it.each(cases)(
    '%s (%s): pushed as sent, byte for byte UTF-8, and pulled back with the same entries',
    async (file, format) => {
      const env = await withProject(server, { key: `corpus-${++projects}`, locales: ['en'] });
      const path = file.startsWith('fixtures/')
        ? join(FIXTURES, file.slice('fixtures/'.length))
        : join(CORPUS, file);
      const bytes = readFileSync(path);
      const content = bytes.toString('utf8');
      // The body carries the file's own bytes: a fatal UTF-8 decoder must take every real file.
      const body = Buffer.concat([
        Buffer.from(
          `{"files":[{"locale":"en","path":${JSON.stringify(file)},"format":"${format}","content":"`,
        ),
        Buffer.from(JSON.stringify(content).slice(1, -1)),
        Buffer.from('"}]}'),
      ]);
      const pushed = await env.app.inject({
        method: 'POST',
        url: '/api/v1/api/sync/push',
        headers: { ...signed(env, 'push'), 'content-type': 'application/json' },
        payload: body,
      });
      expect(pushed.statusCode, pushed.body.slice(0, 500)).toBe(200);
      const expected = getFormat(format).parse(content, { path: file });
      const pulled = await pull(env, `locales=en&format=${format}`);
      expect(pulled.statusCode, pulled.body.slice(0, 500)).toBe(200);
      const back = getFormat(format).parse(pulled.json().files[0].content);
      // Qt's numerus forms are positional: a file written for `en` holds `en`'s forms, so a Japanese
      // file pushed as `en` comes back with an empty `[one]` form beside its `[other]` (a gap).
      const gaps = [...back].filter(([key, text]) => text === '' && !expected.has(key) && format === 'qt');
      expect([...back.keys()].filter((key) => !gaps.some(([gap]) => gap === key)).sort()).toEqual(
        [...expected.keys()].sort(),
      );
    },
  );
});

// A file holding every locale (an Xcode String Catalog) is not a format of the wire: the sync sends
// each locale it holds as flat JSON with the catalog's path. The service stores each locale's texts
// and answers them back, the source's keys and every translation of a source key.
const catalogs = existsSync(CORPUS)
  ? files(CORPUS)
      .filter((path) => formatForPath(relative(CORPUS, path))?.parseLocales !== undefined)
      .map((path) => relative(CORPUS, path))
  : [];

describe.skipIf(catalogs.length === 0)('real files holding every locale through the server', () => {
  it.each(catalogs)('%s: each locale pushed as flat JSON is pulled back with its texts', async (file) => {
    const format = formatForPath(file);
    const held =
      format?.parseLocales?.(readFileSync(join(CORPUS, file), 'utf8'), { path: file }) ?? new Map();
    const locales = [...held.keys()];
    const env = await withProject(server, { key: `catalog-${++projects}`, locales });
    const body = {
      files: locales.map((locale) => ({
        locale,
        path: file,
        format: 'json',
        content: `${JSON.stringify(Object.fromEntries(held.get(locale) as Map<string, string>), null, 2)}\n`,
      })),
    };
    const pushed = await env.app.inject({
      method: 'POST',
      url: '/api/v1/api/sync/push',
      headers: { ...signed(env, 'push'), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(pushed.statusCode, pushed.body.slice(0, 500)).toBe(200);
    const source = held.get(locales[0] as string) as Map<string, string>;
    const pulled = await pull(env, `locales=${locales.join(',')}&format=json`);
    expect(pulled.statusCode, pulled.body.slice(0, 500)).toBe(200);
    for (const answered of pulled.json().files as Array<{ locale: string; content: string }>) {
      // Keys of a translation the source lacks (and that are no plural form of a source group) are not stored.
      const expected = new Map(
        [...(held.get(answered.locale) as Map<string, string>)].filter(
          ([key]) => source.has(key) || pluralGroupOf(key, source) !== undefined,
        ),
      );
      expect(new Map(Object.entries(JSON.parse(answered.content))), answered.locale).toEqual(expected);
    }
  });
});
