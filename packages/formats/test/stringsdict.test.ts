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
  renderOver,
} from '../src/index.ts';
import { captureError, roundTrips } from './helpers.ts';

const stringsdict = getFormat('stringsdict');
const fixtures = path.resolve(fileURLToPath(import.meta.url), '..', 'fixtures/element-x-ios');
const elementX = (locale: string): string =>
  readFileSync(path.join(fixtures, `${locale}.lproj/Localizable.stringsdict`), 'utf8');

const plist = (body: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n${body}</dict>\n</plist>\n`;

const sample = plist(`	<key>files</key>
	<dict>
		<key>NSStringLocalizedFormatKey</key>
		<string>%#@COUNT@</string>
		<key>COUNT</key>
		<dict>
			<key>NSStringFormatSpecTypeKey</key>
			<string>NSStringPluralRuleType</string>
			<key>NSStringFormatValueTypeKey</key>
			<string>lld</string>
			<key>one</key>
			<string>%lld file</string>
			<key>other</key>
			<string>%lld files</string>
		</dict>
	</dict>
	<key>photos_in_albums</key>
	<dict>
		<key>NSStringLocalizedFormatKey</key>
		<string>%#@photos@ in %#@albums@</string>
		<key>photos</key>
		<dict>
			<key>NSStringFormatSpecTypeKey</key>
			<string>NSStringPluralRuleType</string>
			<key>NSStringFormatValueTypeKey</key>
			<string>d</string>
			<key>one</key>
			<string>%d photo</string>
			<key>other</key>
			<string>%d photos</string>
		</dict>
		<key>albums</key>
		<dict>
			<key>NSStringFormatSpecTypeKey</key>
			<string>NSStringPluralRuleType</string>
			<key>NSStringFormatValueTypeKey</key>
			<string>d</string>
			<key>one</key>
			<string>%d album</string>
			<key>other</key>
			<string>%d albums</string>
		</dict>
	</dict>
`);

describe('Apple .stringsdict', () => {
  it('reads a format key that is one variable as a plural group, any other as a text with its variables', () => {
    expect([...stringsdict.parse(sample)]).toEqual([
      ['files[one]', '%lld file'],
      ['files[other]', '%lld files'],
      ['photos_in_albums', '%#@photos@ in %#@albums@'],
      ['photos_in_albums[@photos][one]', '%d photo'],
      ['photos_in_albums[@photos][other]', '%d photos'],
      ['photos_in_albums[@albums][one]', '%d album'],
      ['photos_in_albums[@albums][other]', '%d albums'],
    ]);
  });

  it('reads Element X’s files and writes them back byte for byte', () => {
    for (const locale of ['en', 'de', 'ru', 'ja']) {
      const content = elementX(locale);
      const warnings: FormatWarning[] = [];
      const entries = stringsdict.parse(content, { warn: (w) => warnings.push(w) });
      expect(warnings).toEqual([]);
      expect(entries.size).toBeGreaterThan(40);
      expect(renderOver(stringsdict, entries, 'flat', content)).toBe(content);
    }
    const ru = stringsdict.parse(elementX('ru'));
    expect(ru.get('a11y_digits_entered[few]')).toBe('Введено %1$d цифры');
    expect(ru.get('a11y_digits_entered[many]')).toBe('Введено %1$d цифр');
  });

  it('checks CLDR plural forms and the placeholders %d, %@, %1$@, %#@x@', () => {
    const en = stringsdict.parse(sample);
    const de = new Map([
      ['files[one]', '%lld Datei'],
      ['photos_in_albums', '%#@photos@ in %#@album@'],
      ['photos_in_albums[@photos][one]', '%d Foto von %1$@'],
      ['photos_in_albums[@photos][other]', '%d Fotos'],
    ]);
    expect(checkPlurals(de, 'de', en, { format: 'stringsdict' })).toEqual([
      { key: 'files[other]', locale: 'de', category: 'other', kind: 'missing' },
    ]);
    expect(checkPlaceholders(en, de, { format: 'stringsdict', locale: 'de' })).toEqual([
      { key: 'photos_in_albums', placeholder: '%#@albums@', kind: 'missing' },
      { key: 'photos_in_albums', placeholder: '%#@album@', kind: 'extra' },
      { key: 'photos_in_albums[@photos][one]', placeholder: '%1$@', kind: 'extra' },
    ]);
  });

  it('rewrites only the changed strings, adds forms in their CLDR place and entries after the last entry', () => {
    const entries = stringsdict.parse(sample);
    entries.set('files[other]', '%lld <files> & more');
    entries.set('files[few]', '%lld files (few)');
    entries.set('photos_in_albums', '%#@albums@: %#@photos@');
    entries.set('new_key[one]', '%ld item');
    entries.set('new_key[other]', '%ld items');
    const out = renderOver(stringsdict, entries, 'flat', sample);
    expect(out).toBe(
      sample
        // `few` goes before `other`, as Xcode orders a variable's forms.
        .replace(
          '<key>other</key>\n\t\t\t<string>%lld files</string>',
          '<key>few</key>\n\t\t\t<string>%lld files (few)</string>\n\t\t\t<key>other</key>\n\t\t\t<string>%lld &lt;files&gt; &amp; more</string>',
        )
        .replace('<string>%#@photos@ in %#@albums@</string>', '<string>%#@albums@: %#@photos@</string>')
        .replace(
          '\t</dict>\n</dict>\n</plist>',
          '\t</dict>\n\t<key>new_key</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@COUNT@</string>\n\t\t<key>COUNT</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>ld</string>\n\t\t\t<key>one</key>\n\t\t\t<string>%ld item</string>\n\t\t\t<key>other</key>\n\t\t\t<string>%ld items</string>\n\t\t</dict>\n\t</dict>\n</dict>\n</plist>',
        ),
    );
    expect([...stringsdict.parse(out)].sort()).toEqual([...entries].sort());
    // An entry none of whose texts remain goes, with its lines.
    const without = new Map([...entries].filter(([key]) => !key.startsWith('files[')));
    expect(renderOver(stringsdict, without, 'flat', out)).not.toContain('<key>files</key>');
  });

  it('writes a new file as Xcode lays it out and reads back what it wrote', () => {
    roundTrips(
      stringsdict,
      new Map([
        ['plain', 'Hello "you" & <them>'],
        ['items[one]', '%d item'],
        ['items[other]', '%d items'],
        ['mixed', '%#@a@ and more'],
        ['mixed[@a][other]', '%u things'],
      ]),
    );
  });

  it('keeps variables of other rule types and non-dictionary entries as written, with a warning', () => {
    const width = plist(
      '\t<key>w</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@v@</string>\n\t\t<key>v</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringVariableWidthRuleType</string>\n\t\t\t<key>20</key>\n\t\t\t<string>Wide</string>\n\t\t</dict>\n\t</dict>\n\t<key>odd</key>\n\t<string>x</string>\n',
    );
    const warnings: FormatWarning[] = [];
    const entries = stringsdict.parse(width, { warn: (w) => warnings.push(w) });
    expect([...entries]).toEqual([['w', '%#@v@']]);
    expect(warnings.map((w) => w.message)).toEqual([
      'variable "v" of "w" (line 9) is not an NSStringPluralRuleType: kept as written, not a text',
      '"odd" at line 17 is a <string>, not a <dict>: not a stringsdict entry, kept as written',
    ]);
    expect(renderOver(stringsdict, entries, 'flat', width)).toBe(width);
  });

  it('refuses what plutil refuses, naming the line, and keeps the budgets', () => {
    expect(captureError(() => stringsdict.parse('<plist><dict>')).message).toMatch(
      /^invalid \.stringsdict at line 1/,
    );
    expect(captureError(() => stringsdict.parse('<plist><array/></plist>')).message).toContain(
      'expected <plist> holding one <dict>',
    );
    expect(
      captureError(() => stringsdict.parse(plist('\t<key>a</key>\n\t<key>b</key>\n'))).message,
    ).toContain('line 5: a <dict> must hold <key> and value in turn');
    const deep = `<plist><dict>${'<dict>'.repeat(LIMITS.maxDepth)}${'</dict>'.repeat(LIMITS.maxDepth)}</dict></plist>`;
    expect(captureError(() => stringsdict.parse(deep)).message).toContain('LIMITS.maxDepth');
  });
});
