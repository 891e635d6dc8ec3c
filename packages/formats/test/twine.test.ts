import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
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
// test/fixtures/SOURCES.md: Organic Maps's data/strings/partners_strings.txt (its strings.txt is the
// same format, too large to bring here) and twine's own test fixture of backtick-quoted values.
const partners = readFileSync(path.join(here, 'fixtures/organicmaps/strings/partners_strings.txt'), 'utf8');
const accents = readFileSync(path.join(here, 'fixtures/twine/test/fixtures/twine_accent_values.txt'), 'utf8');

let twine: TranslationFormat;
beforeAll(async () => {
  await loadFormats(['twine']);
  twine = getFormat('twine');
});
const locales = (content: string, warn?: (w: FormatWarning) => void) =>
  (twine.parseLocales as NonNullable<TranslationFormat['parseLocales']>)(content, warn ? { warn } : {});
const rewrite = (content: string, byLocale: Map<string, Entries>) =>
  (twine.rewriteLocales as NonNullable<TranslationFormat['rewriteLocales']>)(content, byLocale);

describe('twine (Twine strings files)', () => {
  it('is named by a files entry only: a .txt is no format by its extension', () => {
    expect(formatInfoForPath('data/strings/strings.txt')).toBeUndefined();
  });

  it("reads Organic Maps's file: every language of each key, the developer language first", () => {
    const all = locales(partners);
    expect([...all.keys()]).toEqual(['en', 'de', 'pl', 'ru']);
    expect(all.get('en')?.get('sponsored_partner2_action')).toBe('Discount');
    expect(all.get('de')).toEqual(new Map([['sponsored_partner2_action', 'Rabatt']]));
    expect(twine.parse(partners)).toEqual(all.get('en'));
    expect(twine.parse(partners, { locale: 'ru' })).toEqual(all.get('ru'));
  });

  it("reads values as twine does: stripped, one pair of backticks taken off (twine's own fixture)", () => {
    expect(locales(accents).get('en')).toEqual(
      new Map([
        ['value_with_leading_accent', '`value'],
        ['value_with_trailing_accent', 'value`'],
        ['value_with_leading_space', ' value'],
        ['value_with_trailing_space', 'value '],
        ['value_wrapped_by_spaces', ' value '],
        ['value_wrapped_by_accents', '`value`'],
      ]),
    );
  });

  it('leaves both files byte for byte, and an edit changes only its value', () => {
    for (const content of [partners, accents]) {
      expect(rewrite(content, locales(content))).toBe(content);
      expect(renderOver(twine, twine.parse(content), 'flat', content)).toBe(content);
    }
    const ru = new Map(locales(partners).get('ru')).set('sponsored_partner3_action', ' Купон ');
    expect(rewrite(partners, new Map([['ru', ru]]))).toBe(partners.replace('ru = Купон', 'ru = ` Купон `'));
  });

  it("adds a language's missing line where twine writes it, indented as the definition's lines", () => {
    const de = new Map([
      ['sponsored_partner1_action', 'Outlets'],
      ['sponsored_partner20_action', 'Lifehack'],
    ]);
    const out = rewrite(partners, new Map([['de', de]]));
    expect(out).toBe(
      partners
        .replace('    en = Outlets\n', '    en = Outlets\n    de = Outlets\n')
        .replace(/( {4}ru = Лайфхак\n)$/, '    de = Lifehack\n$1'),
    );
    expect(locales(out).get('de')).toEqual(new Map([...de, ['sponsored_partner2_action', 'Rabatt']]));
    // A new language goes after the others it sorts after: uk after ru.
    const uk = rewrite(partners, new Map([['uk', new Map([['sponsored_partner18_action', 'Лайфгак']])]]));
    expect(uk).toContain('    ru = Лайфхак\n    uk = Лайфгак\n\n  [sponsored_partner19_action]');
    // A key the file has no definition for is not added: the file's authors add strings.
    expect(rewrite(partners, new Map([['de', new Map([['unknown', 'x']])]]))).toBe(partners);
  });

  it('refuses what twine refuses, and what a value cannot hold', () => {
    expect(captureError(() => twine.parse('[[S]]\n  [k]\n    en = a\n  just text\n')).message).toMatch(
      /line 4: "just text" is no \[\[section\]\], \[key\] or "name = value" line/,
    );
    expect(captureError(() => twine.parse('[[S]]\n    en = a\n')).message).toMatch(
      /belongs to no definition/,
    );
    expect(
      captureError(() =>
        rewrite(partners, new Map([['de', new Map([['sponsored_partner1_action', 'a\nb']])]])),
      ).message,
    ).toMatch(/de text of "sponsored_partner1_action" holds a line break/);
  });

  it('keeps comment, tags and ref as written and reads no text from them; a key defined twice keeps the last', () => {
    const file =
      '[[S]]\n\t[a]\n\t\ten = A\n\t\tcomment = note\n\t\ttags = ios,android\n\t[b]\n\t\tref = a\n\t[a]\n\t\ten = A2\n';
    const warnings: FormatWarning[] = [];
    expect(locales(file, (w) => warnings.push(w)).get('en')).toEqual(new Map([['a', 'A2']]));
    expect(warnings.map((w) => w.line)).toEqual([8]);
    const out = rewrite(file, new Map([['fr', new Map([['a', 'A fr']])]]));
    // The last definition of `a` counts, and gets the line.
    expect(out).toBe(`${file}\t\tfr = A fr\n`);
  });

  it('writes a new file as twine writes one, which reads back the same', () => {
    const entries: Entries = new Map([
      ['a', 'Hello'],
      ['b', ' padded '],
      ['c', '`ticks`'],
    ]);
    const out = twine.serialize(entries, { structure: 'flat', locale: 'en' });
    expect(out).toBe(
      '[[Strings]]\n\t[a]\n\t\ten = Hello\n\t[b]\n\t\ten = ` padded `\n\t[c]\n\t\ten = ``ticks``\n',
    );
    expect(twine.parse(out)).toEqual(entries);
  });

  it('reads back any single-line text written into any definition, every other line kept', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'é', '日', ' ', '\t', '`', '=', '[', ']', '#', '%@'),
      maxLength: 10,
    });
    const base = locales(partners);
    const keys = [...(base.get('en') as Entries).keys()];
    fc.assert(
      fc.property(
        fc.constantFrom('en', 'de', 'pl', 'ru', 'uk'),
        fc.constantFrom(...keys),
        text,
        (language, key, value) => {
          const out = rewrite(partners, new Map([[language, new Map([[key, value]])]]));
          const after = locales(out);
          expect(after.get(language)?.get(key)).toBe(value);
          for (const [other, texts] of base) {
            if (other === language) continue;
            expect(after.get(other)).toEqual(texts);
          }
          const lines = partners.split('\n');
          const changed = out.split('\n').filter((line) => !lines.includes(line));
          expect(changed.length).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
