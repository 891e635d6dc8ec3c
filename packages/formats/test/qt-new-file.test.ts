// A new language's .ts created from the project's source .ts, compared byte for byte with the file
// Qt 5.15's lupdate creates for that language from the sources (fixtures/lupdate, generated once
// with the real tool; fixtures/SOURCES.md says how): `app_en.ts` holds English translations, a
// translator comment and a vanished message, none of which a new language gets; `app.ts` is the
// template lupdate writes without a language.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { qtLanguageName } from '../src/formats/qt/new-file.ts';
import { getFormat, loadFormats, renderOver } from '../src/index.ts';

await loadFormats(['qt']);
const qt = getFormat('qt');
const fixtures = path.resolve(fileURLToPath(import.meta.url), '..', 'fixtures', 'lupdate', 'translations');
const read = (file: string): string => readFileSync(path.join(fixtures, file), 'utf8');

function created(template: string, locale: string, entries = new Map<string, string>()): string {
  return renderOver(qt, entries, 'flat', undefined, { locale, path: `app_${locale}.ts`, template });
}

describe('a new Qt Linguist file is what lupdate creates for the language', () => {
  it.each([
    ['app_en.ts', 'it', 'app_it.ts'],
    ['app_en.ts', 'ja', 'app_ja.ts'],
    ['app.ts', 'ru', 'app_ru.ts'],
    ['app.ts', 'pt-BR', 'app_pt_BR.ts'],
  ])('from %s for %s', (source, locale, expected) => {
    expect(created(read(source), locale)).toBe(read(expected));
  });

  it('fills in the pulled texts, numerus forms included, and reads back', () => {
    const entries = new Map([
      ['MainWindow\u0004Open\u0004menu', 'Открыть'],
      ['MainWindow\u0004%n file(s) removed[one]', 'Удалён %n файл'],
      ['MainWindow\u0004%n file(s) removed[few]', 'Удалено %n файла'],
      ['MainWindow\u0004%n file(s) removed[many]', 'Удалено %n файлов'],
    ]);
    const text = created(read('app.ts'), 'ru', entries);
    expect(text).toBe(
      read('app_ru.ts')
        .replace(
          '<comment>menu</comment>\n        <translation type="unfinished"></translation>',
          '<comment>menu</comment>\n        <translation>Открыть</translation>',
        )
        .replace(
          [
            '<translation type="unfinished">',
            '            <numerusform></numerusform>',
            '            <numerusform></numerusform>',
            '            <numerusform></numerusform>',
          ].join('\n'),
          [
            '<translation>',
            '            <numerusform>Удалён %n файл</numerusform>',
            '            <numerusform>Удалено %n файла</numerusform>',
            '            <numerusform>Удалено %n файлов</numerusform>',
          ].join('\n'),
        ),
    );
    const back = qt.parse(text);
    for (const [key, value] of entries) expect(back.get(key)).toBe(value);
    expect(back.get('Dialog\u0004Cancel')).toBe('');
    expect(renderOver(qt, back, 'flat', text, { locale: 'ru' })).toBe(text);
  });

  it("names the language as QLocale does: the language's likely territory", () => {
    expect(qtLanguageName('de')).toBe('de_DE');
    expect(qtLanguageName('de-AT')).toBe('de_AT');
    expect(qtLanguageName('pt')).toBe('pt_BR');
    expect(qtLanguageName('zh-Hant')).toBe('zh_TW');
    expect(qtLanguageName('sr@latin')).toBe('sr_RS');
  });
});
