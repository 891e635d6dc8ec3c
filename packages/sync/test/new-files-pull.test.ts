// What a pull writes for a locale that has no file yet, in formats whose own tool starts a new
// locale's file from the source file: gettext (msginit), Qt Linguist (lupdate) and .NET (.resx).
// The expected files are the real tools' output, kept as the formats package's fixtures.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PullResponse } from '@locale-sync/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { runPull } from '../src/pull/run.ts';
import { fakeApi } from './fake-api.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

const fixtures = path.resolve(fileURLToPath(import.meta.url), '../../../formats/test/fixtures');
const fixture = (file: string): Promise<string> => readFile(path.join(fixtures, file), 'utf8');

let root: string | undefined;
afterEach(async () => {
  if (root) await removeTree(root);
  root = undefined;
});

/**
 * A pull answer of one locale's texts, sent as JSON as the reference server does (a layout of one
 * source file names no resource).
 */
function answer(sourceLocale: string, locale: string, texts: Record<string, string>): PullResponse {
  return {
    sourceLocale,
    files: [{ locale, format: 'json', content: JSON.stringify(texts), keys: Object.keys(texts).length }],
  };
}

async function pull(response: PullResponse): Promise<string[]> {
  const { api } = fakeApi({ pull: response });
  const result = await runPull({
    root: root as string,
    client: api,
    logger: memoryLogger(),
    options: { status: 'approved' },
    dryRun: false,
  });
  return result.changedFiles;
}

describe('a new locale pulled into a gettext layout is what msginit creates from the template', () => {
  it('writes locale/ru/LC_MESSAGES/hello.po from locale/hello.pot, found without a config', async () => {
    // repo/
    //   locale/hello.pot                          the template (xgettext)
    //   locale/de/LC_MESSAGES/hello.po            a translation
    const template = await fixture('msginit/hello.pot');
    root = await makeTree({
      'locale/hello.pot': template,
      'locale/de/LC_MESSAGES/hello.po': (await fixture('msginit/hello.ja.po')).replace(
        'Language: ja',
        'Language: de',
      ),
    });
    const changed = await pull(answer('en', 'ru', { 'Hello, world!': 'Привет, мир!' }));
    expect(changed).toEqual(['locale/ru/LC_MESSAGES/hello.po']);
    const expected = (await fixture('msginit/hello.ru.po'))
      .replace('charset=ASCII', 'charset=UTF-8')
      .replace('msgid "Hello, world!"\nmsgstr ""', 'msgid "Hello, world!"\nmsgstr "Привет, мир!"');
    expect(await readFile(path.join(root, 'locale/ru/LC_MESSAGES/hello.po'), 'utf8')).toBe(expected);
  });
  it('writes the first catalog of a project that has only its template, locale/hello.pot', async () => {
    // repo/
    //   locale/hello.pot      the template, no catalog yet: gettext's runtime folder says where they go
    root = await makeTree({ 'locale/hello.pot': await fixture('msginit/hello.pot') });
    const changed = await pull(answer('en', 'pt-BR', {}));
    expect(changed).toEqual([]);
    const first = await pull(answer('en', 'pt-BR', { 'Hello, world!': 'Olá, mundo!' }));
    expect(first).toEqual(['locale/pt_BR/LC_MESSAGES/hello.po']);
    const expected = (await fixture('msginit/hello.pt_BR.po'))
      .replace('charset=ASCII', 'charset=UTF-8')
      .replace('msgid "Hello, world!"\nmsgstr ""', 'msgid "Hello, world!"\nmsgstr "Olá, mundo!"');
    expect(await readFile(path.join(root, 'locale/pt_BR/LC_MESSAGES/hello.po'), 'utf8')).toBe(expected);
  });
});

describe('a new language pulled into a Qt Linguist layout is what lupdate creates', () => {
  it('writes translations/app_ja.ts from app_en.ts', async () => {
    root = await makeTree({
      '.locale/config.json': JSON.stringify({ files: [{ source: 'translations/app_{locale_}.ts' }] }),
      'translations/app_en.ts': await fixture('lupdate/translations/app_en.ts'),
      'translations/app_it.ts': await fixture('lupdate/translations/app_it.ts'),
    });
    const changed = await pull(answer('en', 'ja', { 'Dialog\u0004Cancel': 'キャンセル' }));
    expect(changed).toEqual(['translations/app_ja.ts']);
    const expected = (await fixture('lupdate/translations/app_ja.ts')).replace(
      '<source>Cancel</source>\n        <translation type="unfinished"></translation>',
      '<source>Cancel</source>\n        <translation>キャンセル</translation>',
    );
    expect(await readFile(path.join(root, 'translations/app_ja.ts'), 'utf8')).toBe(expected);
  });
});

describe("a new culture pulled into a .resx layout takes the neutral file's header", () => {
  it('writes Strings.fr.resx with the header of Strings.resx', async () => {
    const neutral = [
      '\uFEFF<?xml version="1.0" encoding="utf-8"?>',
      '<root>',
      '  <resheader name="resmimetype">',
      '    <value>text/microsoft-resx</value>',
      '  </resheader>',
      '  <data name="Hello" xml:space="preserve">',
      '    <value>Hello</value>',
      '    <comment>A greeting</comment>',
      '  </data>',
      '</root>',
    ];
    root = await makeTree({
      '.locale/config.json': JSON.stringify({
        files: [{ source: 'Strings.resx', translation: 'Strings.{locale}.resx' }],
      }),
      'Strings.resx': neutral.join('\n'),
    });
    const changed = await pull(answer('en', 'fr', { Hello: 'Bonjour' }));
    expect(changed).toEqual(['Strings.fr.resx']);
    expect(await readFile(path.join(root, 'Strings.fr.resx'), 'utf8')).toBe(
      [
        ...neutral.slice(0, 5),
        '  <data name="Hello" xml:space="preserve">',
        '    <value>Bonjour</value>',
        '  </data>',
        '</root>',
      ].join('\n'),
    );
  });
});

describe("a new language pulled into Joomla 3's language folders", () => {
  it('writes language/fr-FR/fr-FR.<name>.ini beside en-GB, in the source file shape', async () => {
    // joomla/joomla-cms 3.10-dev: language/en-GB/en-GB.ini and en-GB.mod_login.ini, a de-DE pack.
    root = await makeTree({
      'language/en-GB/en-GB.ini':
        '; Joomla! Project\nJERROR_AN_ERROR_HAS_OCCURRED="An error has occurred."\n',
      'language/en-GB/en-GB.mod_login.ini': '; Joomla! Project\nMOD_LOGIN_REMEMBER_ME="Remember Me"\n',
      'language/de-DE/de-DE.ini': '; de-DE\nJERROR_AN_ERROR_HAS_OCCURRED="Ein Fehler ist aufgetreten."\n',
      'language/de-DE/de-DE.mod_login.ini': '; de-DE\nMOD_LOGIN_REMEMBER_ME="Angemeldet bleiben"\n',
    });
    const logger = memoryLogger();
    const main = 'language/en-GB/en-GB.ini';
    const login = 'language/en-GB/en-GB.mod_login.ini';
    const { api } = fakeApi({
      pull: {
        sourceLocale: 'en-GB',
        files: [
          {
            locale: 'fr-FR',
            resource: main,
            format: 'json',
            content: '{"JERROR_AN_ERROR_HAS_OCCURRED":"Une erreur est survenue."}',
            keys: 1,
          },
          {
            locale: 'fr-FR',
            resource: login,
            format: 'json',
            content: '{"MOD_LOGIN_REMEMBER_ME":"Se souvenir de moi"}',
            keys: 1,
          },
        ],
        resources: [
          { resource: main, sourceKeys: 1, obsoleteKeys: [] },
          { resource: login, sourceKeys: 1, obsoleteKeys: [] },
        ],
      },
    });
    const result = await runPull({
      root,
      client: api,
      logger,
      options: { status: 'approved' },
      dryRun: false,
    });
    expect(result.changedFiles.sort()).toEqual([
      'language/fr-FR/fr-FR.ini',
      'language/fr-FR/fr-FR.mod_login.ini',
    ]);
    expect(await readFile(path.join(root, 'language/fr-FR/fr-FR.mod_login.ini'), 'utf8')).toBe(
      '; Joomla! Project\nMOD_LOGIN_REMEMBER_ME="Se souvenir de moi"\n',
    );
    expect(logger.text('warning')).toBe('');
  });
});

describe("a new locale pulled into an Android project takes the default strings.xml's shape", () => {
  it("writes values-de/strings.xml with its sibling's prolog, KeePassDX's root attributes, its translated strings only", async () => {
    // repo/
    //   app/src/main/res/values/strings.xml       KeePassDX's default file (licence, tools:ignore)
    //   app/src/main/res/values-mr/strings.xml    a translation (no header: made before the licence)
    //   app/src/main/res/values-de/               none yet, or deleted: the service has its texts
    const source = await fixture('keepassdx/app/src/main/res/values/strings.xml');
    root = await makeTree({
      'app/src/main/res/values/strings.xml': source,
      'app/src/main/res/values-mr/strings.xml': await fixture(
        'keepassdx/app/src/main/res/values-mr/strings.xml',
      ),
    });
    const changed = await pull(answer('en', 'de', { info: 'Info', contact: 'Kontakt' }));
    expect(changed).toEqual(['app/src/main/res/values-de/strings.xml']);
    const opening =
      '<resources xmlns:tools="http://schemas.android.com/tools" tools:ignore="MissingTranslation">';
    // The prolog is the translation's (no licence: values-mr was made before it), the rest the source's.
    expect(await readFile(path.join(root, 'app/src/main/res/values-de/strings.xml'), 'utf8')).toBe(
      [
        '<?xml version="1.0" encoding="utf-8"?>',
        opening,
        '    <string name="contact">Kontakt</string>',
        '    <string name="info">Info</string>',
        '</resources>',
        '',
      ].join('\n'),
    );
  });
});
