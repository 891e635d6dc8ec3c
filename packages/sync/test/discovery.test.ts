import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncError } from '../src/errors.ts';
import { parseConfig } from '../src/repository/config-parse.ts';
import { readCode } from '../src/repository/discover-locale.ts';
import { parseFileName } from '../src/repository/discovery.ts';
import { discoverFiles, RepositoryLayout, resolvePushFiles } from '../src/repository/layout.ts';
import { makeTree, memoryLogger, removeTree } from './helpers.ts';

let root: string | undefined;
afterEach(async () => {
  if (root) await removeTree(root);
  root = undefined;
});

describe('discoverFiles', () => {
  it('finds <locale>.<ext> in every discovery folder, normalising locales', async () => {
    // repo/
    //   locales/en.json
    //   locales/README.md          skipped: not a translation format
    //   locales/messages.json      skipped: not a locale
    //   locales/nested/fr.json     skipped: one level only
    //   i18n/de.json
    //   translations/zh-Hant.json
    //   src/locales/es.json
    //   src/i18n/pt_BR.json
    //   src/translations/en-US.json
    //   other/it.json              skipped: not a discovery folder
    root = await makeTree({
      'locales/en.json': '{}',
      'locales/README.md': '# x',
      'locales/messages.json': '{}',
      'locales/nested/fr.json': '{}',
      'i18n/de.json': '{}',
      'translations/zh-Hant.json': '{}',
      'src/locales/es.json': '{}',
      'src/i18n/pt_BR.json': '{}',
      'src/translations/en-US.json': '{}',
      'other/it.json': '{}',
    });
    const logger = memoryLogger();
    const files = await discoverFiles(root, logger);
    expect(files).toEqual([
      { locale: 'de', path: 'i18n/de.json', format: 'json' },
      { locale: 'en', path: 'locales/en.json', format: 'json' },
      { locale: 'pt-BR', path: 'src/i18n/pt_BR.json', format: 'json' },
      { locale: 'es', path: 'src/locales/es.json', format: 'json' },
      { locale: 'en-US', path: 'src/translations/en-US.json', format: 'json' },
      { locale: 'zh-Hant', path: 'translations/zh-Hant.json', format: 'json' },
    ]);
    expect(logger.text('debug')).toMatch(/skipping locales\/README.md: extension ".md" is not a known/);
    expect(logger.text('debug')).toMatch(/skipping locales\/messages.json: "messages" is not a locale code/);
  });

  it('refuses the same locale in two places, naming both', async () => {
    // repo/
    //   locales/de.json
    //   src/i18n/de.json
    root = await makeTree({ 'locales/de.json': '{}', 'src/i18n/de.json': '{}' });
    const err = await discoverFiles(root, memoryLogger()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SyncError);
    expect((err as Error).message).toMatch(
      /locale de is found twice: locales\/de.json and src\/i18n\/de.json/,
    );
    expect((err as Error).message).toMatch(/"paths"/);
  });

  it('treats pt_BR and pt-BR as the same locale', async () => {
    // repo/
    //   locales/pt-BR.json
    //   locales/pt_BR.json
    root = await makeTree({ 'locales/pt-BR.json': '{}', 'locales/pt_BR.json': '{}' });
    await expect(discoverFiles(root, memoryLogger())).rejects.toThrow(/locale pt-BR is found twice/);
  });
});

describe('discoverFiles in the discovery folders', () => {
  it('takes regular files only: a link to a file and a folder named like one are left out', async () => {
    // repo/
    //   locales/en.json
    //   locales/de.json -> en.json     left out: a link
    //   locales/fr.json/x              left out: a folder
    root = await makeTree({ 'locales/en.json': '{}', 'locales/fr.json/x': '' });
    await symlink(path.join(root, 'locales', 'en.json'), path.join(root, 'locales', 'de.json'));
    const files = await discoverFiles(root, memoryLogger());
    expect(files).toEqual([{ locale: 'en', path: 'locales/en.json', format: 'json' }]);
  });
});

describe('resolvePushFiles', () => {
  it('uses the config paths instead of discovery, which settles a duplicate', async () => {
    // repo/
    //   .locale/config.json    {"paths": {"de": "src/i18n/de.json"}}
    //   locales/de.json
    //   src/i18n/de.json
    root = await makeTree({ 'locales/de.json': '{}', 'src/i18n/de.json': '{}' });
    const config = parseConfig('{"paths":{"de":"src/i18n/de.json","pt_BR":"web/pt.json"}}', memoryLogger());
    expect(await resolvePushFiles(root, config, memoryLogger())).toEqual([
      { locale: 'de', path: 'src/i18n/de.json', format: 'json' },
      { locale: 'pt-BR', path: 'web/pt.json', format: 'json' },
    ]);
  });
});

describe('parseFileName', () => {
  it.each([
    ['de.json', { locale: 'de', format: 'json' }],
    ['pt_br.json', { locale: 'pt-BR', format: 'json' }],
    ['zh-hant.JSON', { locale: 'zh-Hant', format: 'json' }],
    ['de.txt', { skip: 'extension ".txt" is not a known translation format' }],
    ['common.json', { skip: '"common" is not a locale code' }],
    ['..json', { skip: '"." is not a locale code' }],
    // Invidious's locales/sgn.json ({}, "sign languages" in a comment of its i18n.cr), as discovery's
    // warning says: left out, never sent as a locale the project does not have.
    ['sgn.json', { skip: '"sgn" is not a language code' }],
    ['cn.json', { skip: '"cn" is not a language code' }],
    ['tok.json', { locale: 'tok', format: 'json' }],
  ])('%s', (name, expected) => {
    expect(parseFileName(name)).toEqual(expected);
  });
});

describe("MediaWiki's i18n/ codes", () => {
  it('reads sr-ec and sr-el as Serbian scripts, leaves qqq out, and spells new files as the folder does', async () => {
    // wikimedia/mediawiki-extensions-Cite@6d73242c i18n/ (shortened): LanguageCode's nonstandard
    // mapping says sr-ec is sr-Cyrl and sr-el sr-Latn; qqq.json is message documentation.
    root = await makeTree({
      'i18n/be-tarask.json': '{"cite_error": "Памылка: $1"}\n',
      'i18n/en.json': '{"cite_error": "Cite error: $1"}\n',
      'i18n/qqq.json': '{"cite_error": "Cite error message.\\n\\nParameters:\\n* $1 - error message"}\n',
      'i18n/sr-ec.json': '{"cite_error": "Грешка: $1"}\n',
      'i18n/sr-el.json': '{"cite_error": "Greška: $1"}\n',
      'i18n/zh-hans.json': '{"cite_error": "引用错误：$1"}\n',
    });
    const logger = memoryLogger();
    const files = await discoverFiles(root, logger);
    expect(files.map((f) => [f.locale, f.path])).toEqual([
      ['be-tarask', 'i18n/be-tarask.json'],
      ['en', 'i18n/en.json'],
      ['sr-Cyrl', 'i18n/sr-ec.json'],
      ['sr-Latn', 'i18n/sr-el.json'],
      ['zh-Hans', 'i18n/zh-hans.json'],
    ]);
    const layout = await RepositoryLayout.read(root, parseConfig('{}', memoryLogger()), logger);
    expect(layout.fileFor('zh-Hant').path).toBe('i18n/zh-hant.json');
    expect(layout.fileFor('de').path).toBe('i18n/de.json');
    expect(parseFileName('sr-ec.json')).toEqual({ locale: 'sr-Cyrl', format: 'json' });
    // Discovery's other layouts read them the same way (modules/ve-cite/i18n/ beside i18n/).
    expect(readCode('sr-el')).toEqual({ locale: 'sr-Latn', separator: '-', irregular: true });
    expect(readCode('qqq')).toBeUndefined();
    expect(parseFileName('qqq.json')).toEqual({
      skip: '"qqq" names no language (MediaWiki\'s qqq is message documentation)',
    });
  });

  it('writes a deleted sr-ec.json back under its MediaWiki name', async () => {
    root = await makeTree({
      'i18n/en.json': '{"a": "A"}\n',
      'i18n/sr-el.json': '{"a": "A"}\n',
    });
    const layout = await RepositoryLayout.read(root, parseConfig('{}', memoryLogger()), memoryLogger());
    expect(layout.fileFor('sr-Cyrl').path).toBe('i18n/sr-ec.json');
  });
});
