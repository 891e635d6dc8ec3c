// A new locale's catalog created from the template, compared byte for byte with what GNU gettext's
// `msginit --no-translator -i <template> -l <locale>` (0.21) wrote for the same template
// (fixtures/msginit, generated once with the real tool; fixtures/SOURCES.md says how): an xgettext
// template (hello.pot, with its placeholder header), and Wagtail's English source catalog
// `wagtail/contrib/simple_translation/locale/en/LC_MESSAGES/django.po` used as a template.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogName } from '../src/formats/po/catalog-name.ts';
import { englishLanguageName } from '../src/formats/po/language-names.ts';
import { type Entries, getFormat, gettextPluralForms, loadFormats, poKey, renderOver } from '../src/index.ts';

await loadFormats(['po']);
const po = getFormat('po');
const fixtures = path.resolve(fileURLToPath(import.meta.url), '..', 'fixtures');
const read = (file: string): string => readFileSync(path.join(fixtures, file), 'utf8');

/** A new file for `locale` from `template`, as a pull writes it (no existing file). */
function created(
  template: string,
  locale: string,
  entries: Entries = new Map(),
  file = `${locale}.po`,
): string {
  return renderOver(po, entries, 'flat', undefined, { locale, path: file, template });
}

describe('a new gettext catalog is what msginit creates from the template', () => {
  const hello = read('msginit/hello.pot');
  const wagtail = read('wagtail/simple_translation.en.po');

  it.each([
    ['ru', 'hello.ru.po'],
    ['ja', 'hello.ja.po'],
    ['pt-BR', 'hello.pt_BR.po'],
    ['en-GB', 'hello.en_GB.po'],
  ])('from an xgettext template, for %s', (locale, file) => {
    // msginit gives a template declaring `charset=CHARSET` the charset of the target locale on the
    // machine it runs on (ASCII where that locale is not installed, as here); the file is written in
    // UTF-8 and says so. Every other byte is msginit's.
    const expected = read(`msginit/${file}`).replace('charset=ASCII', 'charset=UTF-8');
    expect(created(hello, locale)).toBe(expected);
  });

  it.each([
    ['fr', 'simple_translation.fr.po'],
    ['ru', 'simple_translation.ru.po'],
    ['de-DE', 'simple_translation.de_DE.po'],
  ])("from Wagtail's English source catalog, for %s", (locale, file) => {
    expect(created(wagtail, locale)).toBe(read(`msginit/${file}`));
  });

  it('fills in the pulled texts, keeps the untranslated messages empty, and reads back', () => {
    const entries: Entries = new Map([
      ['Hello, world!', 'Привет, мир!'],
      [`${'%d file was removed'}[0]`, 'Удалён %d файл'],
      [`${'%d file was removed'}[1]`, 'Удалено %d файла'],
      [`${'%d file was removed'}[2]`, 'Удалено %d файлов'],
    ]);
    const text = created(hello, 'ru', entries);
    const blank = read('msginit/hello.ru.po').replace('charset=ASCII', 'charset=UTF-8');
    expect(text).toBe(
      blank
        .replace('msgid "Hello, world!"\nmsgstr ""', 'msgid "Hello, world!"\nmsgstr "Привет, мир!"')
        .replace(
          'msgstr[0] ""\nmsgstr[1] ""\nmsgstr[2] ""',
          'msgstr[0] "Удалён %d файл"\nmsgstr[1] "Удалено %d файла"\nmsgstr[2] "Удалено %d файлов"',
        ),
    );
    const back = po.parse(text, { path: 'ru.po' });
    for (const [key, value] of entries) expect(back.get(key)).toBe(value);
    expect(back.get(poKey('Open', 'menu'))).toBe('');
    // Written again over itself with the texts it holds: the same bytes.
    expect(renderOver(po, back, 'flat', text, { locale: 'ru', path: 'ru.po' })).toBe(text);
  });

  it('adds a pulled message the template lacks after the last message', () => {
    const text = created(hello, 'ja', new Map([['Only on the service', 'サービスだけ']]));
    expect(text.endsWith('\n\nmsgid "Only on the service"\nmsgstr "サービスだけ"\n')).toBe(true);
  });

  it("keeps a Babel template's folding and fills in msginit's header (Sphinx's sphinx.pot)", () => {
    const template = [
      '# Translations template for Sphinx.',
      '# Copyright (C) 2025 ORGANIZATION',
      '# This file is distributed under the same license as the Sphinx project.',
      '# FIRST AUTHOR <EMAIL@ADDRESS>, 2025.',
      '#',
      '#, fuzzy',
      'msgid ""',
      'msgstr ""',
      '"Project-Id-Version: Sphinx 9.0.4\\n"',
      '"Report-Msgid-Bugs-To: EMAIL@ADDRESS\\n"',
      '"POT-Creation-Date: 2025-12-04 06:45+0000\\n"',
      '"PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\\n"',
      '"Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"',
      '"Language-Team: LANGUAGE <LL@li.org>\\n"',
      '"MIME-Version: 1.0\\n"',
      '"Content-Type: text/plain; charset=utf-8\\n"',
      '"Content-Transfer-Encoding: 8bit\\n"',
      '"Generated-By: Babel 2.17.0\\n"',
      '',
      '#: registry.py:125',
      '#, python-format',
      'msgid ""',
      '"The %r theme inherits from %r, which is not a loaded theme. Loaded themes"',
      '" are: %s"',
      'msgstr ""',
      '',
    ].join('\n');
    // The header as msginit 0.21 writes it for `-l ja` (checked with the real tool on sphinx.pot).
    expect(created(template, 'ja', new Map(), 'sphinx/locale/ja/LC_MESSAGES/sphinx.po')).toBe(
      [
        '# Translations template for Sphinx.',
        '# Copyright (C) 2025 ORGANIZATION',
        '# This file is distributed under the same license as the Sphinx project.',
        '# Automatically generated, 2025.',
        '#',
        'msgid ""',
        'msgstr ""',
        '"Project-Id-Version: Sphinx 9.0.4\\n"',
        '"Report-Msgid-Bugs-To: EMAIL@ADDRESS\\n"',
        '"POT-Creation-Date: 2025-12-04 06:45+0000\\n"',
        '"PO-Revision-Date: 2025-12-04 06:45+0000\\n"',
        '"Last-Translator: Automatically generated\\n"',
        '"Language-Team: none\\n"',
        '"MIME-Version: 1.0\\n"',
        '"Content-Type: text/plain; charset=UTF-8\\n"',
        '"Content-Transfer-Encoding: 8bit\\n"',
        '"Generated-By: Babel 2.17.0\\n"',
        '"Language: ja\\n"',
        '"Plural-Forms: nplurals=1; plural=0;\\n"',
        '',
        '#: registry.py:125',
        '#, python-format',
        'msgid ""',
        '"The %r theme inherits from %r, which is not a loaded theme. Loaded themes"',
        '" are: %s"',
        'msgstr ""',
        '',
      ].join('\n'),
    );
  });

  it('writes a template as a template, and a file without a template as before', () => {
    expect(created(hello, 'de', new Map(), 'po/hello.pot')).not.toContain('Automatically generated');
    const plain = renderOver(po, new Map([['a', 'b']]), 'flat', undefined, { locale: 'de', path: 'de.po' });
    expect(plain).toContain('"Language: de\\n"');
  });
});

describe('beside catalogs pybabel made, a new catalog is what `pybabel init` creates', () => {
  // calibre-web's `messages.pot` and `cps/translations/de/LC_MESSAGES/messages.po` (sync's
  // babel-catalogs fixtures): the translations say `Generated-By: Babel 2.18.0`.
  const babel = path.resolve(fixtures, '../../../sync/test/__fixtures__/babel-catalogs/calibre-web');
  const pot = readFileSync(path.join(babel, 'messages.pot'), 'utf8');
  const de = readFileSync(path.join(babel, 'cps/translations/de/LC_MESSAGES/messages.po'), 'utf8');

  it("writes Babel's header comment and fields, in Babel's order, for the new locale", () => {
    const fr = renderOver(po, new Map([['Statistics', 'Statistiques']]), 'flat', undefined, {
      locale: 'fr',
      path: 'cps/translations/fr/LC_MESSAGES/messages.po',
      template: pot,
      sibling: de,
    });
    expect(fr.slice(0, fr.indexOf('#: cps/about.py:85'))).toBe(
      [
        '# French translations for PROJECT.',
        '# Copyright (C) 2026 ORGANIZATION',
        '# This file is distributed under the same license as the PROJECT project.',
        '# FIRST AUTHOR <EMAIL@ADDRESS>, 2026.',
        '#',
        'msgid ""',
        'msgstr ""',
        '"Project-Id-Version: PROJECT VERSION\\n"',
        '"Report-Msgid-Bugs-To: EMAIL@ADDRESS\\n"',
        '"POT-Creation-Date: 2026-08-22 11:31+0200\\n"',
        '"PO-Revision-Date: 2026-08-22 11:31+0200\\n"',
        '"Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"',
        '"Language: fr\\n"',
        '"Language-Team: fr <LL@li.org>\\n"',
        '"Plural-Forms: nplurals=2; plural=(n > 1);\\n"',
        '"MIME-Version: 1.0\\n"',
        '"Content-Type: text/plain; charset=utf-8\\n"',
        '"Content-Transfer-Encoding: 8bit\\n"',
        '"Generated-By: Babel 2.18.0\\n"',
        '',
        '',
      ].join('\n'),
    );
    expect(po.parse(fr).get('Statistics')).toBe('Statistiques');
    // Beside catalogs msginit made, msginit's header as before.
    const alone = renderOver(po, new Map(), 'flat', undefined, {
      locale: 'fr',
      template: pot,
      path: 'fr.po',
    });
    expect(alone).toContain('"Last-Translator: Automatically generated\\n"');
  });
});

describe("msginit's names", () => {
  it.each([
    ['de', 'de'],
    ['de-DE', 'de'],
    ['de_AT', 'de_AT'],
    ['pt-BR', 'pt_BR'],
    ['pt-PT', 'pt'],
    ['en-GB', 'en_GB'],
    ['sr-Latn', 'sr@latin'],
    ['sr-Latn-RS', 'sr@latin'],
    ['zh-CN', 'zh_CN'],
    ['ca@valencia', 'ca@valencia'],
  ])('the catalog of %s is %s', (locale, name) => {
    expect(catalogName(locale)).toBe(name);
  });

  it.each([
    ['de', 'German'],
    ['nb', 'Norwegian Bokmal'],
    ['km', 'Central Khmer'],
    ['qqq', 'Language qqq'],
  ])('the English name of %s is %s', (code, name) => {
    expect(englishLanguageName(code)).toBe(name);
  });

  it("takes gettext's Plural-Forms, by territory first", () => {
    expect(gettextPluralForms('tr')).toBe('nplurals=2; plural=(n != 1);');
    expect(gettextPluralForms('sl')).toBe(
      'nplurals=4; plural=(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3);',
    );
    expect(gettextPluralForms('pt_BR')).toBe('nplurals=2; plural=(n > 1);');
    expect(gettextPluralForms('pt')).toBe('nplurals=2; plural=(n != 1);');
  });
});
