import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { cUnescape, encodeCell } from '../src/formats/godot-csv/scan.ts';
import {
  type Entries,
  type FormatWarning,
  formatInfoForPath,
  getFormat,
  loadFormats,
  renderOver,
  type TranslationFormat,
} from '../src/index.ts';
import { captureError } from './helpers.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// godotengine/godot-demo-projects, test/fixtures/SOURCES.md: the translation demo's table.
const demo = readFileSync(
  path.join(here, 'fixtures/godot-demo-projects/gui/translation/translations/csv/text.csv'),
  'utf8',
);

let godot: TranslationFormat;
beforeAll(async () => {
  await loadFormats(['godot-csv']);
  godot = getFormat('godot-csv');
});
const locales = (content: string) =>
  (godot.parseLocales as NonNullable<TranslationFormat['parseLocales']>)(content);
const rewrite = (content: string, byLocale: Map<string, Entries>) =>
  (godot.rewriteLocales as NonNullable<TranslationFormat['rewriteLocales']>)(content, byLocale);

describe('godot-csv (Godot CSV translations)', () => {
  it('is named by a files entry only: a .csv stays Magento csv by its path', () => {
    expect(formatInfoForPath('translations/text.csv')?.name).toBe('csv');
  });

  it("reads the demo's table: a column per locale, quoted cells with commas", () => {
    const all = locales(demo);
    expect([...all.keys()]).toEqual(['en', 'es', 'ja', 'ru']);
    expect(all.get('ja')?.get('KEY_HELLO')).toBe('こんにちは!');
    expect(all.get('en')?.get('KEY_INTRO')).toBe('Hello, this is a translation demo project.');
    expect(godot.parse(demo)).toEqual(all.get('en'));
    expect(godot.parse(demo, { locale: 'ru' })).toEqual(all.get('ru'));
    // A locale the table lacks has no texts; written alone, it becomes a new column.
    expect(godot.parse(demo, { locale: 'de' })).toEqual(new Map());
    const de = renderOver(godot, new Map([['KEY_HELLO', 'Hallo!']]), 'flat', demo, { locale: 'de' });
    expect(locales(de).get('de')).toEqual(new Map([['KEY_HELLO', 'Hallo!']]));
    expect(locales(de).get('en')).toEqual(all.get('en'));
  });

  it('leaves the table byte for byte, and an edit changes only its cell', () => {
    expect(rewrite(demo, locales(demo))).toBe(demo);
    expect(renderOver(godot, godot.parse(demo), 'flat', demo)).toBe(demo);
    const es = new Map(locales(demo).get('es')).set('KEY_PUSH', 'Empújame, "ya"');
    expect(rewrite(demo, new Map([['es', es]]))).toBe(demo.replace('Aprétame!', '"Empújame, ""ya"""'));
  });

  it("reads as Godot 4's importer: skipped and special columns, ?pluralrule, plural rows, blank rows, c_unescape", () => {
    const warnings: FormatWarning[] = [];
    const table = [
      'keys,?context,?plural,_notes,en,de,xx-not-a-locale-header',
      '?pluralrule,,,,nplurals=2; plural=(n != 1);,',
      'Letter,Alphabet,,letter of the alphabet,Letter,Buchstabe,',
      'Letter,Message,,mail,Letter,Brief,',
      '',
      'FILES,,%d files,,%d file,%d Datei',
      ',,,,%d files,%d Dateien',
      'LINES,,,,One\\nTwo,"Eins',
      'Zwei"',
      ',,,,orphan,Waise',
      'EMPTY,,,,Empty,',
      'Q,,,,say ""hi"",sag "hi"',
      '',
    ].join('\r\n');
    const all = (godot.parseLocales as NonNullable<TranslationFormat['parseLocales']>)(table, {
      warn: (w) => warnings.push(w),
    });
    expect([...all.keys()]).toEqual(['en', 'de']);
    expect(all.get('de')).toEqual(
      new Map([
        ['Alphabet\u0004Letter', 'Buchstabe'],
        ['Message\u0004Letter', 'Brief'],
        ['FILES[0]', '%d Datei'],
        ['FILES[1]', '%d Dateien'],
        ['LINES', 'Eins\nZwei'],
        ['Q', 'sag hi'],
      ]),
    );
    expect(all.get('en')?.get('LINES')).toBe('One\nTwo');
    expect(all.get('en')?.get('EMPTY')).toBe('Empty');
    // A quote anywhere toggles quoting, and "" is one quote only inside quotes: Godot reads `say hi`.
    expect(all.get('en')?.get('Q')).toBe('say hi');
    expect(warnings.map((w) => w.message)).toEqual([expect.stringContaining('"xx-not-a-locale-header"')]);
    expect(rewrite(table, all)).toBe(table);
  });

  it('writes plural forms row by row, adding rows a locale needs, and a new locale as a last column', () => {
    const table = 'keys,?plural,en,de\nFILES,%d files,%d file,%d Datei\n,,%d files,%d Dateien\nOK,,OK,\n';
    const pl = new Map([
      ['FILES[0]', '%d plik'],
      ['FILES[1]', '%d pliki'],
      ['FILES[2]', '%d plików'],
      ['OK', 'OK'],
    ]);
    const out = rewrite(table, new Map([['pl', pl]]));
    expect(out).toBe(
      'keys,?plural,en,de,pl\nFILES,%d files,%d file,%d Datei,%d plik\n,,%d files,%d Dateien,%d pliki\n,,,,%d plików\nOK,,OK,,OK\n',
    );
    expect(locales(out).get('pl')).toEqual(pl);
    expect(locales(out).get('de')).toEqual(locales(table).get('de'));
    // A key the table has no row for is not added: the game's file lists its strings.
    expect(rewrite(table, new Map([['de', new Map([['NEW', 'Neu']])]]))).toBe(table);
  });

  it("refuses a text Godot would read back as another (a backslash before an escape's letter)", () => {
    expect(encodeCell('C:\\new')).toBeUndefined();
    expect(cUnescape('a\\\\z')).toBe('a\\z');
    // Godot replaces each escape over the whole text in turn, `\\` last: `\\b` reads as `\` and a backspace.
    expect(cUnescape('a\\\\b')).toBe('a\\\b');
    const de = new Map([['KEY_HELLO', 'C:\\new']]);
    expect(captureError(() => rewrite(demo, new Map([['de', de]]))).message).toMatch(
      /de text of "KEY_HELLO" cannot be written so that Godot reads it back/,
    );
    expect(captureError(() => godot.parse('keys\nA\n')).message).toMatch(/starts with a header row/);
    expect(captureError(() => godot.parse('keys,_notes\nA,b\n')).message).toMatch(/names no locale column/);
  });

  it('writes a new table as Godot writes one, which reads back the same', () => {
    const entries: Entries = new Map([
      ['GREET', 'Hello, "friend"'],
      ['Menu\u0004Open', 'Open'],
      ['FILES[0]', '%d file'],
      ['FILES[1]', '%d files'],
    ]);
    const out = godot.serialize(entries, { structure: 'flat', locale: 'en' });
    expect(out).toBe(
      'key,?context,?plural,en\nGREET,,,"Hello, ""friend"""\nOpen,Menu,,Open\nFILES,,FILES,%d file\n,,,%d files\n',
    );
    expect(godot.parse(out)).toEqual(entries);
  });

  it('reads back any texts written into any cell, and keeps every other cell', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'é', '日', ',', '"', '\n', '\r', '\t', ' ', '\\', 'x', '?', '😀'),
      maxLength: 12,
    });
    const base = locales(demo);
    fc.assert(
      fc.property(
        fc.constantFrom('en', 'es', 'ja', 'ru', 'de'),
        fc.constantFrom('KEY_HELLO', 'KEY_PUSH', 'KEY_INTRO'),
        text,
        (locale, key, value) => {
          if (encodeCell(value) === undefined) return;
          const entries = new Map(base.get(locale) ?? []).set(key, value);
          const out = rewrite(demo, new Map([[locale, entries]]));
          const after = locales(out);
          const expected = new Map(entries);
          if (value === '') expected.delete(key);
          expect(after.get(locale)).toEqual(expected);
          for (const [other, texts] of base) if (other !== locale) expect(after.get(other)).toEqual(texts);
          // Only the edited row changed: every row before and after it is as written.
          const lines = demo.split('\n');
          const row = 1 + ['KEY_HELLO', 'KEY_PUSH', 'KEY_INTRO'].indexOf(key);
          // (A new locale's column is added to the header too.)
          const kept = base.has(locale) ? lines.slice(0, row) : lines.slice(1, row);
          expect(out.includes(`${kept.join('\n')}\n`)).toBe(true);
          if (!base.has(locale)) expect(out.startsWith(`${lines[0]},${locale}\n`)).toBe(true);
          expect(out.endsWith(`\n${lines.slice(row + 1).join('\n')}`)).toBe(true);
          if (base.has(locale)) {
            const restored = rewrite(out, new Map([[locale, base.get(locale) as Entries]]));
            expect(locales(restored)).toEqual(base);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps its budgets: key length and row count', () => {
    expect(captureError(() => godot.parse(`keys,en\n${'k'.repeat(9000)},x\n`)).message).toMatch(
      /LIMITS\.maxKeyLength/,
    );
  });
});
