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

// Mumble's `mumble_de.ts` (fixtures/mumble, an excerpt: SOURCES.md) writes the no-break space before
// "…" as `&#xa0;`, as Qt 6's lupdate protects a non-ASCII space; `<byte value="…"/>` is only for
// code points up to U+0020.
describe('a non-ASCII space in a Qt Linguist file (Mumble)', () => {
  const mumble = (file: string): string =>
    readFileSync(path.join(fixtures, '..', '..', 'mumble', file), 'utf8');

  it('is written as &#xa0; in a file created from the source, as in the translation', () => {
    const german = qt.parse(mumble('mumble_de.ts'));
    expect(german.get('OverlayEditorScene\u0004Color...')).toBe('Farbe\u00a0…');
    const text = renderOver(qt, german, 'flat', undefined, {
      locale: 'de',
      path: 'mumble_de.ts',
      template: mumble('mumble_en.ts'),
    });
    expect(text).toContain('<source>Color...</source>\n        <translation>Farbe&#xa0;…</translation>');
    expect(text).not.toContain('<byte value="xa0"/>');
    // The translation's own messages, line for line, but for `language` (QLocale's `de_DE`).
    expect(text).toBe(mumble('mumble_de.ts').replace('language="de"', 'language="de_DE"'));
  });

  it('is written as &#xa0; when a rewrite changes a translation holding one', () => {
    const original = mumble('mumble_de.ts');
    const entries = qt.parse(original);
    entries.set('OverlayEditorScene\u0004Font...', 'Schriftart\u00a0…');
    const text = renderOver(qt, entries, 'flat', original, { locale: 'de' });
    expect(text).toBe(original.replace('Schrift&#xa0;…', 'Schriftart&#xa0;…'));
  });
});

// qBittorrent's WebUI catalogs (fixtures/qbittorrent/webui_*.ts, excerpts: SOURCES.md) close an empty
// translation in its start tag, `<translation type="unfinished" />`, the source and every translation.
describe('a Qt Linguist source whose empty translations are closed in their start tag (qBittorrent)', () => {
  const qbittorrent = (file: string): string =>
    readFileSync(path.join(fixtures, '..', '..', 'qbittorrent', file), 'utf8');

  it('gives a new file the same empty elements, and its texts', () => {
    const german = qbittorrent('webui_de.ts');
    const text = renderOver(qt, qt.parse(german), 'flat', undefined, {
      locale: 'de',
      path: 'webui_de.ts',
      template: qbittorrent('webui_en.ts'),
    });
    expect(text).toContain('<source>KiB/s</source>\n        <translation type="unfinished" />');
    // The translation but for its `language` and the vanished message a new language does not get.
    const vanished = /<context>\n {4}<name>AboutDlg<\/name>[\s\S]*?<\/context>\n/;
    expect(text).toBe(german.replace('language="de"', 'language="de_DE"').replace(vanished, ''));
  });
});
