// Real Qt Linguist files of public projects (fixtures/SOURCES.md): KeePassXC's, written by Transifex
// (inline numerus forms, CLDR's count of forms), and qBittorrent's, written by lupdate (a source file
// without `language`, locations, vanished messages; `sr@latin` written by Transifex on one line).
// Every file reads without a warning and comes back byte for byte; an edit to one message rewrites
// only its lines; numerus forms are read in the order of Qt's own numerus table.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { numerusCategories } from '../src/formats/qt/numerus.ts';
import { readTs } from '../src/formats/qt/read.ts';
import { checkPlurals, type FormatWarning, getFormat, pluralRuleFor, renderOver } from '../src/index.ts';

const qt = getFormat('qt');
const fixtures = path.resolve(fileURLToPath(import.meta.url), '..', 'fixtures');

/**
 * [folder/file, locale as the file name spells it, whether it is the project's source file]: the
 * whole files (`<project>_<locale>.ts`), not the excerpts beside them (qBittorrent's `webui_*.ts`).
 */
const FILES = ['keepassxc', 'qbittorrent'].flatMap((folder) =>
  readdirSync(path.join(fixtures, folder))
    .filter((name) => name.startsWith(`${folder}_`) && name.endsWith('.ts'))
    .sort()
    .map((name) => {
      const locale = name.slice(name.indexOf('_') + 1, -'.ts'.length);
      return [`${folder}/${name}`, locale, locale === 'en'] as const;
    }),
);
const read = (file: string): string => readFileSync(path.join(fixtures, file), 'utf8');

/** The lines that differ between two texts, after their common first and last lines. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  return { removed: a.slice(start, endA), added: b.slice(start, endB) };
}

describe('real Qt Linguist files (KeePassXC, qBittorrent)', () => {
  it('holds the files SOURCES.md names, with numerus, unfinished, vanished messages and locations among them', () => {
    expect(FILES.map(([file]) => file)).toEqual([
      ...['ar', 'ca', 'cs', 'de', 'en', 'fil', 'fr', 'ja', 'lt', 'pl', 'ru', 'sl'].map(
        (l) => `keepassxc/keepassxc_${l}.ts`,
      ),
      ...['ar', 'en', 'ru', 'sr@latin'].map((l) => `qbittorrent/qbittorrent_${l}.ts`),
    ]);
    const all = FILES.map(([file]) => read(file)).join('');
    for (const feature of ['numerus="yes"', 'type="unfinished"', 'type="vanished"', '<location ']) {
      expect(all).toContain(feature);
    }
    // qBittorrent's source file names no language: lupdate wrote it without -target-language.
    expect(read('qbittorrent/qbittorrent_en.ts')).toContain('<TS version="2.1">\n');
  });

  it.each(FILES)('%s: read → write and read → rewrite give it back byte for byte', (file, locale, source) => {
    const content = read(file);
    const warnings: FormatWarning[] = [];
    const entries = qt.parse(content, { warn: (w) => warnings.push(w), locale });
    expect(warnings).toEqual([]);
    expect(entries.size).toBeGreaterThan(2000);
    // A pull of the file's own texts (renderOver) and the format's rewrite over the file.
    expect(renderOver(qt, entries, 'flat', content, { locale })).toBe(content);
    expect(qt.serializeOver?.(entries, content, { structure: 'flat', locale })).toBe(content);
    if (source) {
      const texts = qt.parse(content, { source: true, locale });
      expect(renderOver(qt, texts, 'flat', content, { source: true, locale })).toBe(content);
    }
  });

  it.each(FILES)('%s: an edit to one message rewrites only that message’s lines', (file, locale) => {
    const content = read(file);
    const { entries, messages } = readTs(content, { locale });
    const plain = messages.filter((m) => !m.numerus);
    const edit = (key: string, text: string) => {
      const out = renderOver(qt, new Map(entries).set(key, text), 'flat', content, { locale });
      expect(qt.parse(out, { locale })).toEqual(new Map(entries).set(key, text));
      return changedLines(content, out);
    };

    // A translated message: its <translation> line alone.
    const translated = plain.filter((m) => entries.get(m.key) !== '');
    const done = translated[Math.floor(translated.length / 3)];
    if (done) {
      const diff = edit(done.key, 'Edited & <checked>');
      expect(diff.removed).toHaveLength(1);
      expect(diff.added).toEqual([
        diff.removed[0]?.replace(
          /<translation( type="unfinished")?>.*<\/translation>/,
          () => '<translation>Edited &amp; &lt;checked&gt;</translation>',
        ),
      ]);
    }

    // An unfinished, empty message given a text: the same line, without type="unfinished".
    const open = plain.find(
      (m) => entries.get(m.key) === '' && m.translation?.attributes.get('type') === 'unfinished',
    );
    if (open) {
      const diff = edit(open.key, 'Neu');
      expect(diff.removed).toHaveLength(1);
      expect(diff.removed[0]).toMatch(/<translation type="unfinished"( ?\/>|><\/translation>)/);
      expect(diff.added).toHaveLength(1);
      expect(diff.added[0]).toContain('<translation>Neu</translation>');
    }

    // One numerus form: only the line that holds it (every form, in Transifex's inline layout).
    const numerus = messages.find((m) => m.numerus && m.forms.length > 0);
    if (numerus) {
      const category = numerus.categories[numerus.forms.length - 1] as string;
      const diff = edit(`${numerus.key}[${category}]`, '%n edited');
      expect(diff.removed).toHaveLength(1);
      expect(diff.added).toHaveLength(1);
      expect(diff.added[0]).toContain('<numerusform>%n edited</numerusform>');
    }
  });

  it('reads KeePassXC’s forms in Qt’s order, where Transifex wrote CLDR’s count of forms', () => {
    const parse = (l: string) => qt.parse(read(`keepassxc/keepassxc_${l}.ts`));
    const rows = 'CsvParserModel\u0004%n row(s)';
    // Czech: Qt's third form is the plural of 5 and more (CLDR's `other`); Transifex's fourth is
    // kept as `many` (CLDR's decimals), which QTranslator never picks.
    const cs = parse('cs');
    expect(['one', 'few', 'other', 'many'].map((c) => cs.get(`${rows}[${c}]`))).toEqual([
      '%n řádek',
      '%n řádky',
      '%n řádků',
      '%n řádky',
    ]);
    // French: 0 and 1 singular, then Qt's plural; the third (CLDR's `many`) is extra.
    const fr = parse('fr');
    expect([fr.get(`${rows}[one]`), fr.get(`${rows}[other]`)]).toEqual(['%n ligne', '%n lignes']);
    expect(fr.has(`${rows}[many]`)).toBe(true);
    // Catalan and Filipino have two forms in Qt 6 (Catalan's Qt 5.4 rule with a form for 11 was
    // reverted; Filipino is French style before its own Tagalog entry).
    for (const l of ['ca', 'fil']) {
      const keys = [...parse(l).keys()].filter((k) => k.startsWith(`${rows}[`));
      expect(keys, l).toEqual([`${rows}[one]`, `${rows}[other]`]);
    }
    expect(parse('fil').get(`${rows}[other]`)).toBe('%n (mga)row');
    // Polish, Lithuanian, Slovenian, Arabic: the forms Qt has, in its order.
    expect(numerusCategories('pl', 4)).toEqual(['one', 'few', 'many', 'other']);
    expect(numerusCategories('lt', 4)).toEqual(['one', 'few', 'other', 'many']);
    expect(numerusCategories('sl', 4)).toEqual(['one', 'two', 'few', 'other']);
    expect(parse('pl').get(`${rows}[many]`)).toBe('%n rzędów');
    expect([...parse('ar').keys()].filter((k) => k.startsWith(`${rows}[`))).toEqual(
      ['zero', 'one', 'two', 'few', 'many', 'other'].map((c) => `${rows}[${c}]`),
    );
  });

  it('checks every real translation against the English source with Qt’s rule: no form is missing', () => {
    const source = qt.parse(read('keepassxc/keepassxc_en.ts'), { source: true });
    for (const l of ['ar', 'ca', 'cs', 'fil', 'fr', 'lt', 'pl', 'sl']) {
      const missing = checkPlurals(qt.parse(read(`keepassxc/keepassxc_${l}.ts`)), l, source, {
        format: 'qt',
      }).filter((problem) => problem.kind === 'missing');
      expect(missing, l).toEqual([]);
    }
  });
});

// Qt 6's numerus table (qttools src/linguist/shared/numerus.cpp at a7cc0ff): per language, the forms
// lrelease writes (named by CLDR category, in Qt's order) and the form QTranslator picks for counts,
// worked out by hand from the rules' bytecode.
const TABLE: ReadonlyArray<readonly [string, string[], Record<number, string>]> = [
  ['ja', ['other'], { 0: 'other', 1: 'other', 2: 'other' }],
  ['tt', ['other'], { 1: 'other', 2: 'other' }],
  ['en_US', ['one', 'other'], { 0: 'other', 1: 'one', 2: 'other' }],
  ['ca', ['one', 'other'], { 1: 'one', 11: 'other', 11000: 'other' }],
  ['de', ['one', 'other'], { 0: 'other', 1: 'one' }],
  ['pt_PT', ['one', 'other'], { 0: 'other', 1: 'one' }],
  ['fr', ['one', 'other'], { 0: 'one', 1: 'one', 2: 'other' }],
  ['pt_BR', ['one', 'other'], { 0: 'one', 1: 'one', 2: 'other' }],
  // A language without a country gets its likely one: QLocale("pt") is pt_BR.
  ['pt', ['one', 'other'], { 0: 'one', 1: 'one', 2: 'other' }],
  ['hy', ['one', 'other'], { 0: 'one', 1: 'one', 2: 'other' }],
  ['fil', ['one', 'other'], { 0: 'one', 1: 'one', 4: 'other', 6: 'other' }],
  ['lv', ['one', 'other', 'zero'], { 0: 'zero', 1: 'one', 11: 'other', 21: 'one', 2: 'other' }],
  ['is', ['one', 'other'], { 1: 'one', 11: 'other', 21: 'one' }],
  ['ga', ['one', 'two', 'other'], { 1: 'one', 2: 'two', 3: 'other', 7: 'other', 11: 'other' }],
  ['se', ['one', 'two', 'other'], { 1: 'one', 2: 'two', 3: 'other' }],
  [
    'gd',
    ['one', 'two', 'few', 'other'],
    { 1: 'one', 11: 'one', 2: 'two', 12: 'two', 3: 'few', 19: 'few', 20: 'other' },
  ],
  ['cs', ['one', 'few', 'other'], { 1: 'one', 2: 'few', 4: 'few', 5: 'other', 22: 'other' }],
  ['sk', ['one', 'few', 'other'], { 1: 'one', 3: 'few', 0: 'other' }],
  ['mk', ['one', 'two', 'other'], { 1: 'one', 11: 'one', 2: 'two', 12: 'two', 3: 'other' }],
  [
    'lt',
    ['one', 'few', 'other'],
    { 1: 'one', 21: 'one', 11: 'other', 2: 'few', 22: 'few', 10: 'other', 12: 'other' },
  ],
  [
    'ru',
    ['one', 'few', 'many'],
    { 1: 'one', 21: 'one', 11: 'many', 2: 'few', 24: 'few', 12: 'many', 5: 'many', 0: 'many' },
  ],
  ['uk', ['one', 'few', 'many'], { 1: 'one', 3: 'few', 5: 'many' }],
  ['sr@latin', ['one', 'few', 'many'], { 1: 'one', 3: 'few', 5: 'many' }],
  ['pl', ['one', 'few', 'many'], { 1: 'one', 21: 'many', 2: 'few', 22: 'few', 12: 'many', 5: 'many' }],
  ['ro', ['one', 'few', 'other'], { 1: 'one', 0: 'few', 19: 'few', 101: 'few', 20: 'other' }],
  [
    'sl',
    ['one', 'two', 'few', 'other'],
    { 1: 'one', 101: 'one', 2: 'two', 3: 'few', 104: 'few', 5: 'other' },
  ],
  [
    'mt',
    ['one', 'few', 'many', 'other'],
    { 1: 'one', 0: 'few', 10: 'few', 11: 'many', 19: 'many', 20: 'other' },
  ],
  [
    'cy',
    ['zero', 'one', 'two', 'many', 'other'],
    { 0: 'zero', 1: 'one', 2: 'two', 5: 'two', 6: 'many', 7: 'other' },
  ],
  [
    'ar',
    ['zero', 'one', 'two', 'few', 'many', 'other'],
    {
      0: 'zero',
      1: 'one',
      2: 'two',
      3: 'few',
      110: 'few',
      11: 'many',
      99: 'many',
      100: 'other',
      102: 'other',
    },
  ],
  // A language Qt does not list: lrelease writes no rule, and QTranslator takes the first form.
  ['ast', ['other'], { 1: 'other', 2: 'other' }],
];

describe('Qt numerus table (Qt 6)', () => {
  it.each(TABLE)('%s: forms %j', (language, forms, picks) => {
    const rule = pluralRuleFor(language, 'qt');
    expect(rule?.forms).toEqual(forms);
    for (const [n, category] of Object.entries(picks))
      expect(rule?.select(Number(n)), `n = ${n}`).toBe(category);
    // The reader names a file's forms the same way, in the same order.
    expect(numerusCategories(language, forms.length)).toEqual(forms);
  });

  it('reads a file without a language, read without a locale, in English style', () => {
    expect(numerusCategories(undefined, 2)).toEqual(['one', 'other']);
  });
});
