import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkPlaceholders,
  checkPlurals,
  type FormatWarning,
  getFormat,
  LIMITS,
  pluralRuleFor,
  renderOver,
} from '../src/index.ts';
import { captureError, roundTrips } from './helpers.ts';

const qt = getFormat('qt');
const fixtures = path.resolve(fileURLToPath(import.meta.url), '..', 'fixtures/keepassxc');
const keepassxc = (locale: string): string =>
  readFileSync(path.join(fixtures, `keepassxc_${locale}.ts`), 'utf8');

const TS = (language: string, body: string): string =>
  `<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="${language}">\n${body}</TS>\n`;

const sample = TS(
  'de_DE',
  `<context>
    <name>MainWindow</name>
    <message>
        <location filename="../src/main.cpp" line="12"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>verb, menu</comment>
        <extracomment>Shown in the File menu</extracomment>
        <translatorcomment>Kurz halten</translatorcomment>
        <translation type="unfinished">Öffnen…</translation>
    </message>
    <message>
        <source>Save &quot;%1&quot;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n Datei</numerusform>
            <numerusform>%n Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>Gone</source>
        <translation type="obsolete">Weg</translation>
    </message>
    <message>
        <source>Moved</source>
        <translation type="vanished">Verschoben</translation>
    </message>
</context>
`,
);

describe('Qt Linguist .ts', () => {
  it('keys messages by context, source and comment; numerus forms by category; obsolete and vanished are not keys', () => {
    expect([...qt.parse(sample)]).toEqual([
      ['MainWindow\u0004Open', 'Öffnen'],
      ['MainWindow\u0004Open\u0004verb, menu', 'Öffnen…'],
      ['MainWindow\u0004Save "%1"?', ''],
      ['MainWindow\u0004%n file(s)[one]', '%n Datei'],
      ['MainWindow\u0004%n file(s)[other]', '%n Dateien'],
    ]);
  });

  it('reads a source file as the application shows it: an empty translation is its source text', () => {
    const entries = qt.parse(sample, { source: true });
    expect(entries.get('MainWindow\u0004Save "%1"?')).toBe('Save "%1"?');
    // Written back as the source, the same texts keep the file byte for byte.
    expect(renderOver(qt, entries, 'flat', sample, { source: true })).toBe(sample);
    const en = keepassxc('en');
    const source = qt.parse(en, { source: true });
    expect(source.get('CsvParserModel\u0004%n row(s)\u0004CSV row count[one]')).toBe('%n row(s)');
    expect(source.get('CsvParserModel\u0004%n row(s)\u0004CSV row count[other]')).toBe('%n row(s)');
    expect(renderOver(qt, source, 'flat', en, { source: true })).toBe(en);
  });

  it('maps numerus forms to the categories of Qt’s numerus table, in its order', () => {
    const ru = qt.parse(keepassxc('ru'));
    // KeePassXC's Russian file (from Transifex) has four forms; Qt's rule uses three (one, few, many).
    expect(ru.get('CsvParserModel\u0004%n row(s)[one]')).toBe('%n строка');
    expect(ru.get('CsvParserModel\u0004%n row(s)[few]')).toBe('%n строк');
    expect(ru.get('CsvParserModel\u0004%n row(s)[other]')).toBe('%n строк');
    const ja = qt.parse(keepassxc('ja'));
    expect(ja.get('CsvParserModel\u0004%n byte(s)[other]')).toBe('%n バイト');
    expect(ja.has('CsvParserModel\u0004%n byte(s)[one]')).toBe(false);
    const lv = qt.parse(
      TS(
        'lv',
        '<context><name>C</name><message numerus="yes"><source>%n</source><translation><numerusform>a</numerusform><numerusform>b</numerusform><numerusform>c</numerusform></translation></message></context>\n',
      ),
    );
    expect([...lv.keys()]).toEqual(['C\u0004%n[one]', 'C\u0004%n[other]', 'C\u0004%n[zero]']);
  });

  it('checks plural forms with the rule QTranslator applies, and Qt’s placeholders', () => {
    expect(pluralRuleFor('ru', 'qt')?.forms).toEqual(['one', 'few', 'many']);
    expect(pluralRuleFor('pt_BR', 'qt')?.select(0)).toBe('one');
    // Qt 6 gives a language without a country its likely one: `pt` is Brazilian, `pt_PT` is not.
    expect(pluralRuleFor('pt', 'qt')?.select(0)).toBe('one');
    expect(pluralRuleFor('pt_PT', 'qt')?.select(0)).toBe('other');
    const source = new Map([
      ['C\u0004%n file(s)[one]', '%n file'],
      ['C\u0004%n file(s)[other]', '%n files'],
      ['C\u0004Save %1 as %2', 'Save %1 as %2'],
    ]);
    const russian = new Map([
      ['C\u0004%n file(s)[one]', '%Ln файл'],
      ['C\u0004%n file(s)[few]', '%n файла'],
      ['C\u0004Save %1 as %2', 'Сохранить %L1 как %3'],
    ]);
    expect(checkPlurals(russian, 'ru', source, { format: 'qt' })).toEqual([
      { key: 'C\u0004%n file(s)[many]', locale: 'ru', category: 'many', kind: 'missing' },
    ]);
    expect(checkPlaceholders(source, russian, { format: 'qt', locale: 'ru' })).toEqual([
      { key: 'C\u0004Save %1 as %2', placeholder: '%2', kind: 'missing' },
      { key: 'C\u0004Save %1 as %2', placeholder: '%3', kind: 'extra' },
    ]);
  });

  it('writes a new file as lupdate lays it out, and reads back what it wrote', () => {
    const entries = new Map([
      ['MainWindow\u0004Open', 'Öffnen'],
      ['MainWindow\u0004Open\u0004verb', 'Öffne'],
      ['Dialog\u0004%n item(s)[one]', '%n Element'],
      ['Dialog\u0004%n item(s)[other]', '%n Elemente'],
      ['plain key', 'Tab\there, "quoted" & <b>it\'s</b>\u00a0nbsp\u0001'],
      ['empty', ''],
    ]);
    const written = roundTrips(qt, entries, { locale: 'de-DE' });
    expect(written).toContain('<TS version="2.1" language="de_DE">');
    expect(written).toContain('        <comment>verb</comment>');
    expect(written).toContain(
      '<translation>Tab\there, &quot;quoted&quot; &amp; &lt;b&gt;it&apos;s&lt;/b&gt;&#xa0;nbsp<byte value="x1"/></translation>',
    );
    expect(written).toContain(
      '    <message numerus="yes">\n        <source>%n item(s)</source>\n        <translation>\n            <numerusform>%n Element</numerusform>\n            <numerusform>%n Elemente</numerusform>\n        </translation>\n    </message>\n',
    );
    expect(written).toContain(
      '<source>empty</source>\n        <translation type="unfinished"></translation>',
    );
  });

  it('rewrites only what changed: the translation, and type="unfinished" once it has a text', () => {
    const entries = qt.parse(sample);
    entries.set('MainWindow\u0004Open\u0004verb, menu', 'Öffnen (Menü)');
    entries.set('MainWindow\u0004Save "%1"?', '„%1“ speichern?');
    entries.set('MainWindow\u0004%n file(s)[other]', '%n Dateien!');
    const out = renderOver(qt, entries, 'flat', sample);
    expect(out).toBe(
      sample
        .replace(
          '<translation type="unfinished">Öffnen…</translation>',
          '<translation>Öffnen (Menü)</translation>',
        )
        .replace(
          '<translation type="unfinished"></translation>',
          '<translation>„%1“ speichern?</translation>',
        )
        .replace('%n Dateien</numerusform>', '%n Dateien!</numerusform>'),
    );
    // Emptied, a translation becomes unfinished again, as lupdate marks an untranslated message.
    entries.set('MainWindow\u0004Open', '');
    expect(renderOver(qt, entries, 'flat', out)).toBe(
      out.replace('<translation>Öffnen</translation>', '<translation type="unfinished"></translation>'),
    );
  });

  it('adds new messages to the end of their context, new contexts before </TS>, and missing numerus forms in place', () => {
    const entries = qt.parse(sample);
    entries.set('MainWindow\u0004Close', 'Schließen');
    entries.set('Other\u0004Hello', 'Hallo');
    const out = renderOver(qt, entries, 'flat', sample);
    expect(out).toBe(
      sample
        .replace(
          '<translation type="vanished">Verschoben</translation>\n    </message>',
          '<translation type="vanished">Verschoben</translation>\n    </message>\n    <message>\n        <source>Close</source>\n        <translation>Schließen</translation>\n    </message>',
        )
        .replace(
          '</TS>',
          '<context>\n    <name>Other</name>\n    <message>\n        <source>Hello</source>\n        <translation>Hallo</translation>\n    </message>\n</context>\n</TS>',
        ),
    );
    // KeePassXC's Russian numerus forms are inline: a form is filled where it stands.
    const ru = keepassxc('ru');
    const russian = qt.parse(ru);
    russian.set('CsvParserModel\u0004%n column(s)[many]', '%n столбцов!');
    const rewritten = renderOver(qt, russian, 'flat', ru);
    expect(rewritten).toBe(
      ru.replace(
        '<numerusform>%n столбцов</numerusform><numerusform>%n столбцов</numerusform><numerusform>%n столбцов</numerusform><numerusform>%n столбцов</numerusform>',
        '<numerusform>%n столбцов</numerusform><numerusform>%n столбцов</numerusform><numerusform>%n столбцов!</numerusform><numerusform>%n столбцов</numerusform>',
      ),
    );
    // An unfinished numerus translation with no forms gets every form of the language.
    const de = TS(
      'de',
      '<context>\n    <name>C</name>\n    <message numerus="yes">\n        <source>%n x</source>\n        <translation type="unfinished"/>\n    </message>\n</context>\n',
    );
    const filled = renderOver(
      qt,
      new Map([
        ['C\u0004%n x[one]', 'ein x'],
        ['C\u0004%n x[other]', '%n x'],
      ]),
      'flat',
      de,
    );
    expect(filled).toContain(
      '        <translation>\n            <numerusform>ein x</numerusform>\n            <numerusform>%n x</numerusform>\n        </translation>\n',
    );
  });

  it('keeps messages the entries lack, obsolete messages and the language attribute as written', () => {
    const entries = new Map([['MainWindow\u0004Open', 'Auf']]);
    const out = renderOver(qt, entries, 'flat', sample, { locale: 'de' });
    expect(out).toBe(sample.replace('<translation>Öffnen</translation>', '<translation>Auf</translation>'));
  });

  it('reads every KeePassXC file and writes it back byte for byte', () => {
    for (const locale of ['en', 'de', 'ru', 'ja']) {
      const content = keepassxc(locale);
      const warnings: FormatWarning[] = [];
      const entries = qt.parse(content, { warn: (w) => warnings.push(w) });
      expect(entries.size).toBeGreaterThan(2000);
      expect(warnings).toEqual([]);
      expect(renderOver(qt, entries, 'flat', content)).toBe(content);
    }
  });

  it('reads a duplicate message as lrelease does (the first), with a warning naming both lines', () => {
    const doubled = TS(
      'de',
      '<context><name>C</name>\n<message><source>A</source><translation>1</translation></message>\n<message><source>A</source><translation>2</translation></message>\n</context>\n',
    );
    const warnings: FormatWarning[] = [];
    expect([...qt.parse(doubled, { warn: (w) => warnings.push(w) })]).toEqual([['C\u0004A', '1']]);
    expect(warnings[0]?.message).toContain(
      'defined twice (lines 5 and 6); the first is used, as lrelease builds it',
    );
  });

  it('refuses what it cannot read, naming the line', () => {
    expect(captureError(() => qt.parse('<TS><context>')).message).toMatch(
      /^invalid Qt Linguist TS at line 1/,
    );
    expect(captureError(() => qt.parse('<resources/>')).message).toContain('the root element must be <TS>');
    const variants = TS(
      'de',
      '<context><name>C</name>\n<message><source>A</source><translation variants="yes"><lengthvariant>a</lengthvariant></translation></message></context>\n',
    );
    expect(captureError(() => qt.parse(variants)).message).toContain('line 5: length variants');
    const markup = TS(
      'de',
      '<context><name>C</name>\n<message><source>A</source><translation><b>x</b></translation></message></context>\n',
    );
    expect(captureError(() => qt.parse(markup)).message).toContain('<b> inside <translation> is not text');
    const seven = TS(
      'de',
      `<context><name>C</name>\n<message numerus="yes"><source>%n</source><translation>${'<numerusform>x</numerusform>'.repeat(7)}</translation></message></context>\n`,
    );
    expect(captureError(() => qt.parse(seven)).message).toContain('line 5: the message has 7 numerus forms');
    const deep = `<TS>${'<a>'.repeat(LIMITS.maxDepth + 1)}${'</a>'.repeat(LIMITS.maxDepth + 1)}</TS>`;
    expect(captureError(() => qt.parse(deep)).message).toContain('LIMITS.maxDepth');
    const reference = TS(
      'de',
      '<context><name>C</name><message><source>&#xD800;</source></message></context>\n',
    );
    expect(captureError(() => qt.parse(reference)).message).toContain('is not a character XML allows');
  });
});
