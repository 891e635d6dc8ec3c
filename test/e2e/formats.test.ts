import { getFormat } from '@locale-sync/formats';
import { FORMATS } from '@locale-sync/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../support/action-runner.ts';
import { makeRepo, mtime, readOptional } from '../support/repo.ts';
import { createProject, type ServerProcess, startServer } from '../support/server-process.ts';

// Every wire format through the real server: the bundled push action sends files written by that
// format's own writer, the bundled pull action fetches them in the same format.
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  expect(await server.stop()).toBe(0);
});

// Texts that stress each format's escaping: quotes, apostrophes, markup, tabs, newlines, percent signs,
// placeholders and non-Latin text. Keys are valid in every format (Android resource names included).
const source = new Map([
  ['home_title', 'Welcome, {name}!'],
  ['quote', 'Say "hello" & don\'t <b>shout</b>'],
  ['lines', 'Line one\nLine two\twith a tab'],
  ['files_count', '%d files, 100% done'],
  ['emoji', 'Hi 👋'],
]);
const german = new Map([
  ['home_title', 'Willkommen, {name}!'],
  ['quote', 'Sag „hallo“ & nicht <b>schreien</b>'],
  ['lines', 'Zeile eins\nZeile zwei\tmit Tab'],
  ['files_count', '%d Dateien, 100% fertig'],
  ['emoji', 'Grüße 👋'],
]);

/**
 * Where a format's files go in the test repository: `locales/<locale><ext>`, except a format that owns
 * its files by their path (a Chrome extension's `_locales/<locale>/messages.json`), which also gets a
 * `files` config so that a checkout holding only the source knows where a new locale goes; and a format
 * only a `files` entry names (JED, whose files are `.json`).
 */
function layoutOf(name: string): { pathOf: (locale: string) => string; config?: string } {
  if (name === 'chrome') {
    return {
      pathOf: (locale) => `_locales/${locale}/messages.json`,
      config: JSON.stringify({ sourceLocale: 'en', files: [{ source: '_locales/{locale_}/messages.json' }] }),
    };
  }
  if (name === 'vscode') {
    // A VS Code extension's NLS files, owned by their names: package.nls.json beside package.nls.de.json.
    return {
      pathOf: (locale) => (locale === 'en' ? 'package.nls.json' : `package.nls.${locale}.json`),
      config: JSON.stringify({
        sourceLocale: 'en',
        files: [{ source: 'package.nls.json', translation: 'package.nls.{locale}.json' }],
      }),
    };
  }
  if (name === 'smartling') {
    // Smartling JSON is a .json only a files entry names as such: Signal Desktop's layout.
    return {
      pathOf: (locale) => `_locales/${locale}/messages.json`,
      config: JSON.stringify({
        sourceLocale: 'en',
        files: [{ source: '_locales/{locale_}/messages.json', format: 'smartling' }],
      }),
    };
  }
  if (name === 'structured-json') {
    // Transifex structured JSON is a .json only a files entry names as such.
    return {
      pathOf: (locale) => `locales/${locale}.json`,
      config: JSON.stringify({
        sourceLocale: 'en',
        files: [{ source: 'locales/{locale}.json', format: 'structured-json' }],
      }),
    };
  }
  if (name === 'jed') {
    // A JED file is a .json only a files entry names as JED.
    return {
      pathOf: (locale) => `locales/${locale}.json`,
      config: JSON.stringify({
        sourceLocale: 'en',
        files: [{ source: 'locales/{locale}.json', format: 'jed' }],
      }),
    };
  }
  const ext = getFormat(name).extensions[0] as string;
  return { pathOf: (locale) => `locales/${locale}${ext}` };
}

describe.each(FORMATS.map((name) => [name]))('format %s through the real server', (name) => {
  it('pushes and pulls the same texts; a pull over the pushed file changes nothing', async () => {
    const format = getFormat(name);
    const { pathOf, config } = layoutOf(name);
    const en = pathOf('en');
    const de = pathOf('de');
    // repo/
    //   locales/en.<ext>   source texts, written by the format's own writer
    //   locales/de.<ext>   German texts
    //   (chrome: _locales/{en,de}/messages.json and .locale/config.json naming them)
    const extra: Record<string, string> = config === undefined ? {} : { '.locale/config.json': config };
    const files: Record<string, string> = {
      ...extra,
      [en]: format.serialize(source, { structure: 'flat', locale: 'en' }),
      [de]: format.serialize(german, { structure: 'flat', locale: 'de' }),
    };
    const created = await createProject(server.dbPath, `fmt-${name}`, { source: 'en', all: ['en', 'de'] });
    const inputs = {
      'project-key': created.projectKey,
      'sync-secret': created.syncSecret,
      'api-url': server.apiUrl,
    };
    const repo = await makeRepo(files);
    const push = await runAction('push', inputs, { workspace: repo });
    expect(push.code, push.stdout + push.stderr).toBe(0);
    expect(push.outputs['keys-created']).toBe('10');
    expect(push.stdout).not.toContain('::warning');

    // Into a checkout without the German file: the texts come back exactly.
    const fresh = await makeRepo(config === undefined ? {} : { ...extra, [en]: files[en] as string });
    const pull = await runAction('pull', { ...inputs, format: name }, { workspace: fresh });
    expect(pull.code, pull.stdout + pull.stderr).toBe(0);
    expect(pull.outputs['changed-files']).toBe(de);
    const pulled = (await readOptional(fresh, de)) as string;
    // The texts as the format itself reads its own file: a format that spells some text its own way
    // (Fluent writes `{name}` as `{ name }`, as its serializer does) is held to that spelling.
    expect(format.parse(pulled)).toEqual(format.parse(files[de] as string));
    expect([...format.parse(pulled).keys()]).toEqual([...german.keys()]);

    // Over the pushed repository: the same texts, so the file is left untouched.
    const before = await mtime(repo, de);
    const again = await runAction('pull', { ...inputs, format: name }, { workspace: repo });
    expect(again.code, again.stdout + again.stderr).toBe(0);
    expect(again.outputs.changed).toBe('false');
    expect(await readOptional(repo, de)).toBe(files[de]);
    expect(await mtime(repo, de)).toBe(before);
  });
});
