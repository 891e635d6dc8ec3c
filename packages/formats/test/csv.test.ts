import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { comparePlaceholders } from '../src/checks/placeholders.ts';
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
// Smile-SA/elasticsuite, test/fixtures/SOURCES.md
const fixture = (file: string): string =>
  readFileSync(path.join(here, 'fixtures/elasticsuite/src', file), 'utf8');
const thesaurusEn = fixture('module-elasticsuite-thesaurus/i18n/en_US.csv');
const thesaurusDe = fixture('module-elasticsuite-thesaurus/i18n/de_DE.csv');
const thesaurusFr = fixture('module-elasticsuite-thesaurus/i18n/fr_FR.csv');
const indicesEn = fixture('module-elasticsuite-indices/i18n/en_US.csv');
const indicesDe = fixture('module-elasticsuite-indices/i18n/de_DE.csv');
const all = { thesaurusEn, thesaurusDe, thesaurusFr, indicesEn, indicesDe };

let csv: TranslationFormat;
beforeAll(async () => {
  await loadFormats(['csv']);
  csv = getFormat('csv');
});

function read(content: string): { entries: Entries; warnings: FormatWarning[] } {
  const warnings: FormatWarning[] = [];
  const entries = csv.parse(content, { warn: (w) => warnings.push(w) });
  return { entries, warnings };
}

describe('csv (Magento 2 i18n/<locale>.csv, read as PHP fgetcsv and Magento read it)', () => {
  it('owns .csv files', () => {
    expect(formatInfoForPath('app/code/Smile/ElasticsuiteCore/i18n/de_DE.csv')?.name).toBe('csv');
    expect(formatInfoForPath('app/design/frontend/Vendor/theme/i18n/fr_FR.csv')?.name).toBe('csv');
  });

  it("reads Elasticsuite's files: the source text is the key, the second field its text", () => {
    const en = read(thesaurusEn);
    expect(en.warnings).toEqual([]);
    expect(en.entries.size).toBe(81);
    expect(en.entries.get('Thesaurus')).toBe('Thesaurus');
    const de = read(thesaurusDe);
    expect(de.warnings).toEqual([]);
    expect(de.entries.get('Add New Thesaurus')).toBe('Neuen Thesaurus hinzufügen');
    // Every German key is a source key.
    expect([...de.entries.keys()].filter((k) => !en.entries.has(k))).toEqual([]);
    // A source file may rename a text: its key stays the phrase of the code.
    const indices = read(indicesEn).entries;
    expect(indices.get('Manage Indexes Status')).toBe('Manage Indices Status');
    // `"System", "System"`: the space before the opening quote is passed over, as fgetcsv does.
    expect(indices.get('System')).toBe('System');
    // Doubled quotes inside quotes are one quote.
    const stemming = [...en.entries.keys()].find((k) =>
      k.startsWith('If enabled, by applying the same stemming'),
    );
    expect(stemming).toContain('for a synonym rule "story,tale", searching either for "story"');
  });

  it("reads the French file's never-closed last field as fgetcsv does, with a warning naming its line", () => {
    const { entries, warnings } = read(thesaurusFr);
    expect(entries.size).toBe(81);
    const last = [...entries.values()].at(-1) as string;
    expect(last.startsWith('Si activé, en appliquant le même processus de stemming')).toBe(true);
    expect(last.endsWith('""sport => football,tennis,natation,running"".')).toBe(false);
    expect(last.endsWith('"sport => football,tennis,natation,running".')).toBe(true);
    expect(warnings.map((w) => w.line)).toContain(81);
    expect(warnings.find((w) => w.line === 81)?.message).toContain('a quoted field is never closed');
  });

  it('leaves every file byte for byte when the texts are the same', () => {
    for (const [name, content] of Object.entries(all)) {
      expect(renderOver(csv, csv.parse(content), 'flat', content), name).toBe(content);
    }
  });

  it.each([
    [
      'bare fields, spaces kept',
      'Back,Zurück\nStore,Vue magasin\n',
      [
        ['Back', 'Zurück'],
        ['Store', 'Vue magasin'],
      ],
    ],
    ['quotes doubled', '"Say ""hi""","Sag ""hallo"""\n', [['Say "hi"', 'Sag "hallo"']]],
    [
      'a line break inside quotes',
      '"Line one\nLine two","Zeile eins\nZeile zwei"\n',
      [['Line one\nLine two', 'Zeile eins\nZeile zwei']],
    ],
    [
      'CRLF rows',
      '"A","B"\r\n"C",D\r\n',
      [
        ['A', 'B'],
        ['C', 'D'],
      ],
    ],
    [
      'blank lines skipped',
      '\n"A","B"\n\n\r\n"C","D"',
      [
        ['A', 'B'],
        ['C', 'D'],
      ],
    ],
    ['a backslash keeps the quote after it', '"a \\"b\\" c","x \\"y\\""\n', [['a \\"b\\" c', 'x \\"y\\"']]],
    ["further columns (a language pack's module)", 'All,الكل,module,Magento_AdminGws\n', [['All', 'الكل']]],
    [
      'Magento reads "" once more as "',
      '"Say """"hi""""","Sag """"hallo"""""\n',
      [['Say "hi"', 'Sag "hallo"']],
    ],
    ['a comma inside quotes', '"a, b","c, d"', [['a, b', 'c, d']]],
  ] as const)('reads %s', (_, content, expected) => {
    const { entries, warnings } = read(content);
    expect([...entries]).toEqual(expected);
    expect(warnings).toEqual([]);
  });

  it('warns about what Magento reads otherwise than it looks', () => {
    // A row without a second field: Magento shows an empty text.
    const lone = read('"Back"\n"Next","Weiter"\n');
    expect([...lone.entries]).toEqual([
      ['Back', ''],
      ['Next', 'Weiter'],
    ]);
    expect(lone.warnings[0]).toMatchObject({ line: 1, key: 'Back' });
    expect(lone.warnings[0]?.message).toContain('"Back" has no second field');
    // A key written twice: the last row counts.
    const twice = read('"ID","Kennung"\n"Name","Name"\n"ID","ID"\n');
    expect(twice.entries.get('ID')).toBe('ID');
    expect(twice.warnings[0]?.message).toContain(
      '"ID" is written twice (lines 1 and 3); Magento reads the last',
    );
    // A lone quote inside quotes ends the field; what follows up to the comma is read as written.
    const stray = read('"OR ("red" OR "blue"). Or not","X"\n');
    expect([...stray.entries]).toEqual([['OR (red" OR "blue"). Or not"', 'X']]);
    expect(stray.warnings[0]).toMatchObject({ line: 1 });
    expect(stray.warnings[0]?.message).toContain('a " inside a quoted field ends it');
    // A BOM: PHP keeps it in the first key, which then matches no phrase.
    const bom = read('\uFEFF"Back","Zurück"\n');
    expect([...bom.entries]).toEqual([['Back', 'Zurück']]);
    expect(bom.warnings[0]?.message).toContain('byte order mark');
  });

  it('rewrites only the changed texts, each quoted as its field was', () => {
    const before = csv.parse(thesaurusFr);
    const edited: Entries = new Map(before)
      .set('Synonym', 'Synonymes')
      .set('Add New Thesaurus', 'Nouveau "thésaurus"');
    const out = renderOver(csv, edited, 'flat', thesaurusFr);
    expect([...csv.parse(out)]).toEqual([...edited]);
    const a = thesaurusFr.split('\n');
    const b = out.split('\n');
    expect(b.filter((line, i) => line !== a[i])).toEqual([
      '"Add New Thesaurus","Nouveau ""thésaurus"""',
      'Synonym,Synonymes',
    ]);
    // A bare field that can no longer be bare is quoted; the key's field stays as written.
    const spaced = renderOver(csv, new Map(before).set('Synonym', 'Mot, synonyme'), 'flat', thesaurusFr);
    expect(spaced.split('\n')).toContain('Synonym,"Mot, synonyme"');
    // `"System", "System"`: the space before the quote stays.
    const indices = renderOver(
      csv,
      new Map(csv.parse(indicesDe)).set('System', 'Das System'),
      'flat',
      indicesDe,
    );
    expect(indices.split('\n').filter((l, i) => l !== indicesDe.split('\n')[i])).toHaveLength(1);
  });

  it('keeps every other byte under random edits of real files', () => {
    for (const content of [thesaurusDe, indicesDe]) {
      const before = csv.parse(content);
      const keys = [...before.keys()];
      const text = fc.constantFrom('a', 'Grüße "x" {0}', '日本, %1', 'two\nlines', 'plain', ' lead');
      fc.assert(
        fc.property(fc.integer({ min: 0, max: keys.length - 1 }), text, (index, value) => {
          const key = keys[index] as string;
          const edited: Entries = new Map(before).set(key, value);
          const out = renderOver(csv, edited, 'flat', content);
          expect([...csv.parse(out)]).toEqual([...edited]);
          // Only the edited row differs (these files hold one row per line).
          const a = content.split('\n');
          const b = out.split('\n');
          const changed = before.get(key) === value ? 0 : 1;
          if (!value.includes('\n')) expect(b.filter((line, i) => line !== a[i])).toHaveLength(changed);
          expect(csv.parse(renderOver(csv, before, 'flat', out))).toEqual(before);
        }),
        { numRuns: 60 },
      );
    }
  });

  it('removes a row whole and adds new rows quoted as the file quotes', () => {
    const before = csv.parse(thesaurusDe);
    const fewer: Entries = new Map(before);
    fewer.delete('Synonym');
    fewer.set('New phrase, with comma', 'Neuer Satz, mit Komma');
    fewer.set('Back', 'Zurück');
    const out = renderOver(csv, fewer, 'flat', thesaurusDe);
    expect([...csv.parse(out)]).toEqual([...fewer]);
    expect(out).not.toContain('"Synonym","Synonym"\n');
    // Every field of this file is quoted, so the new rows are too.
    expect(out.endsWith('"New phrase, with comma","Neuer Satz, mit Komma"\n"Back","Zurück"\n')).toBe(true);
    // A file quoting only where PHP's fputcsv does (Magento's own files) gets rows so quoted, and a
    // file without a final line break gets none either.
    const bare = renderOver(
      csv,
      new Map([
        ['Back', 'Zurück'],
        ['Add to Cart', 'In den Warenkorb'],
      ]),
      'flat',
      'Back,Zurück',
    );
    expect(bare).toBe('Back,Zurück\n"Add to Cart","In den Warenkorb"');
    // CRLF kept.
    const crlf = renderOver(
      csv,
      new Map([
        ['A', 'B'],
        ['C', 'D'],
      ]),
      'flat',
      '"A","B"\r\n',
    );
    expect(crlf).toBe('"A","B"\r\n"C","D"\r\n');
  });

  it('closes a field left open at the end before adding rows after it', () => {
    const before = csv.parse(thesaurusFr);
    const more: Entries = new Map(before).set('Back', 'Retour');
    const out = renderOver(csv, more, 'flat', thesaurusFr);
    expect([...csv.parse(out)]).toEqual([...more]);
    expect(out.endsWith('running""."\nBack,Retour\n')).toBe(true);
  });

  it("writes a new translation as the source file's rows, its quoting, spaces and columns kept", () => {
    const german = csv.parse(indicesDe);
    german.delete('Size');
    const written = renderOver(csv, german, 'flat', undefined, { template: indicesEn });
    expect([...csv.parse(written)]).toEqual(
      [...german].sort(
        (a, b) =>
          [...csv.parse(indicesEn).keys()].indexOf(a[0]) - [...csv.parse(indicesEn).keys()].indexOf(b[0]),
      ),
    );
    expect(written).not.toContain('"Size"');
    expect(written.split('\n')).toContain(`"System", "${german.get('System')}"`);
    // A language pack's further columns come along.
    const pack = 'All,All,module,Magento_AdminGws\nNone,None,module,Magento_AdminGws\n';
    expect(csv.serialize(new Map([['None', 'لا شئ']]), { structure: 'flat', template: pack })).toBe(
      'None,"لا شئ",module,Magento_AdminGws\n',
    );
    // Without a source file: one key,text row each, quoted as PHP's fputcsv quotes.
    expect(
      csv.serialize(
        new Map([
          ['Back', 'Zurück'],
          ['Add to Cart', 'In den "Warenkorb"'],
        ]),
        { structure: 'flat' },
      ),
    ).toBe('Back,Zurück\n"Add to Cart","In den ""Warenkorb"""\n');
  });

  it('round-trips any text it can write', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', ' ', ',', '"', '\\', '\n', '\r\n', 'ü', '%1', '\t'),
    });
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(text, text), { selector: ([k]) => k, maxLength: 6 }), (pairs) => {
        const entries: Entries = new Map(
          pairs.filter(
            ([k, v]) =>
              k !== '' && !k.includes('""') && !v.includes('""') && !k.endsWith('\\') && !v.endsWith('\\'),
          ),
        );
        const written = csv.serialize(entries, { structure: 'flat' });
        expect([...csv.parse(written)]).toEqual([...entries]);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a text ending in a backslash, which fgetcsv would read as escaping the closing quote', () => {
    expect(
      captureError(() => csv.serialize(new Map([['Path', 'C:\\']]), { structure: 'flat' })).message,
    ).toContain('ends in a backslash');
  });

  it("compares Magento's %1 and %name placeholders, and nothing else", () => {
    expect(comparePlaceholders('%1 of %2 items', '%1 von %2 Artikeln', { format: 'csv' })).toEqual([]);
    expect(comparePlaceholders('You deleted the index %1.', 'Index gelöscht.', { format: 'csv' })).toEqual([
      { placeholder: '%1', kind: 'missing' },
    ]);
    expect(comparePlaceholders('Hello %name', 'Hallo %name', { format: 'csv' })).toEqual([]);
    expect(comparePlaceholders('100 % done', '100 % fertig {0}', { format: 'csv' })).toEqual([]);
  });
});
