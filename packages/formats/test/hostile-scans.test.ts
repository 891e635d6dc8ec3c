// Rewrites and header readers given a hostile file: a quoted string of ten million characters, a
// line of thousands of quotes none of which closes, a map of fifty thousand members removed but
// one. Each is answered with the right result, never a RangeError from V8's regular expression
// stack and never quadratic minutes (each input is sized so that the code before threw, or took
// more CPU than vitest's default timeout of five seconds).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { goPlaceholders } from '../src/checks/placeholders.ts';
import { extractPlaceholders, getFormat, pluralRuleFor } from '../src/index.ts';

const HUGE = 10_000_000;
const options = (path: string) => ({ structure: 'flat' as const, locale: 'de', path });

describe('a quoted string of ten million characters', () => {
  it('.strings: a comment between key and value opening a quote of that length is kept out of the spacing', () => {
    // Home Assistant iOS's de.lproj/Localizable.strings, its first entry written without spaces.
    const existing =
      '"about.beta.title"="Beta beitreten";\n' +
      `"about.acknowledgements.title" /*\n"${'a'.repeat(HUGE)}\n*/ = "Danksagungen";\n`;
    const written = getFormat('strings').serializeOver?.(
      new Map([
        ['about.beta.title', 'Beta beitreten'],
        ['about.acknowledgements.title', 'Danke'],
      ]),
      existing,
      options('de.strings'),
    );
    expect(written).toBe('"about.beta.title"="Beta beitreten";\n"about.acknowledgements.title"="Danke";\n');
  });

  it('JED: a plural-forms that long is read', () => {
    // A WP-CLI language pack's header (wp i18n make-json), its plural-forms padded.
    const forms = `nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2);${' '.repeat(HUGE)}`;
    const content = `{"domain":"messages","locale_data":{"messages":{"":{"domain":"messages","lang":"lv","plural-forms":"${forms}"},"Save":["Saglabāt"]}}}`;
    const rule = pluralRuleFor('lv', 'gettext', { content });
    expect(rule?.forms).toEqual(['0', '1', '2']);
    expect(rule?.select(21)).toBe('0');
  });
});

describe('ten million characters before what a reader looks for', () => {
  it('ICU: a plain text that long has its argument read', () => {
    expect(extractPlaceholders(`${'a'.repeat(HUGE)} {name}`)).toEqual(['{name}']);
  });
});

describe('quotes that never close', () => {
  it('go-i18n: a one-line flow mapping of thousands of keys holding \\" takes the forms of a plural message', () => {
    // go-i18n v2 YAML with its messages in one flow mapping, as YAML allows, whose plain keys hold
    // `\"`: the first `"` never closes, nor does any after it.
    const keys = Array.from({ length: 12_000 }, (_, i) => `\\"\\"${i}: v`).join(', ');
    const existing = `{k0: x"\\", ${keys}, target: A}\n`;
    const go = getFormat('go-i18n');
    const entries = new Map(go.parse(existing, { path: 'de.yaml' }));
    entries.delete('target');
    entries.set('target[one]', 'ein A');
    entries.set('target[other]', 'A');
    const written = go.serializeOver?.(entries, existing, options('de.yaml')) ?? '';
    expect(written.endsWith(', target: {"one": "ein A", "other": "A"}}\n')).toBe(true);
    expect(written.length).toBe(existing.length + '{"one": "ein A", "other": "A"}'.length - 'A'.length);
  });
});

describe('removing all but one of a large map', () => {
  it('go-i18n JSON: the one left of fifty thousand is written alone', () => {
    const go = getFormat('go-i18n');
    const entries = new Map<string, string>();
    for (let i = 0; i < 50_000; i++) entries.set(`k${i}`, `v${i}`);
    const existing = go.serialize(entries, options('de.json'));
    const written = go.serializeOver?.(new Map([['k7', 'seven']]), existing, options('de.json'));
    expect(written).toBe('{\n  "k7": "seven"\n}\n');
  });
});

describe('runs of two hundred thousand zeros or spaces', () => {
  const RUN = 200_000;

  it('placeholders: `%000…` is no printf placeholder, `%0…05d` is one, `{{` never closed is none', () => {
    expect(extractPlaceholders(`50%${'0'.repeat(RUN)} done`)).toEqual([]);
    expect(extractPlaceholders(`%${'0'.repeat(RUN)}5d`)).toHaveLength(1);
    expect(extractPlaceholders(`{{count${' '.repeat(RUN)}x`)).toEqual([]);
    expect(extractPlaceholders(`{{${' '.repeat(RUN)}count${' '.repeat(RUN)}}}`)).toEqual(['{{count}}']);
    expect(goPlaceholders(`{{- .Count${' '.repeat(RUN)}-}} of {{ .Total${' '.repeat(RUN)}`)).toEqual([
      '{{.Count}}',
    ]);
  });

  it('Twine: a value with such a run inside is read whole, stripped at its ends only', () => {
    // Twine's own example strings.txt (scelis/twine), one translation padded.
    const content = `[[General]]\n  [yes]\n    en = Yes\n    de = Ja${' '.repeat(RUN)}wohl${' '.repeat(RUN)}\n`;
    const read = getFormat('twine').parse(content, { path: 'twine.txt', locale: 'de' });
    expect(read.get('yes')).toBe(`Ja${' '.repeat(RUN)}wohl`);
  });

  it('Android: an opening tag padded with such a run keeps it when its text is rewritten', () => {
    const existing = `<resources>\n    <string name="app_name"${' '.repeat(RUN)}>Alt</string>\n</resources>\n`;
    const written = getFormat('android').serializeOver?.(new Map([['app_name', 'Neu']]), existing, {
      structure: 'flat',
      locale: 'de',
    });
    expect(written).toBe(existing.replace('>Alt<', '>Neu<'));
  });
});

describe('gettext folding given one word of two hundred thousand characters', () => {
  const RUN = 200_000;
  const corpus = path.resolve(fileURLToPath(import.meta.url), '../../../..', '../shared/corpus');
  // Sphinx's Babel-folded template: a pull fills one msgstr, folded as Babel folds.
  const pot = readFileSync(path.join(corpus, 'sphinx/sphinx/locale/sphinx.pot'), 'utf8');

  it.each([
    ['letters', 'a'.repeat(RUN)],
    ['dashes', `x${'-'.repeat(RUN)}`],
    ['punctuation', `(${'!'.repeat(RUN)}`],
  ])('a word of %s is written on a line of its own and read back', (_, word) => {
    const po = getFormat('po');
    const options = { structure: 'flat' as const, locale: 'de', path: 'de/LC_MESSAGES/sphinx.po' };
    const entries = po.parse(pot, options);
    const value = `Ungültige PEP-Nummer ${word} im well-known Text`;
    entries.set('invalid PEP number %s', value);
    const written = po.serializeOver?.(entries, pot, options) ?? '';
    expect(written).toContain(`\n"${word}"\n`);
    expect(po.parse(written, options).get('invalid PEP number %s')).toBe(value);
  });
});

describe('a header comment of twenty thousand blank lines over a million characters of comment', () => {
  // The last blank line was found by a lookahead reading the rest of the comment at each of them.
  const header = (mark: string) => ({
    blanks: `${mark} section\n\n`.repeat(20_000),
    tail: `${mark} ${'x'.repeat(1_000_000)}\n`,
  });
  const entries = new Map([['general.remove', 'Entfernen']]);

  it.each([
    ['properties', '#', 'zotero.properties', 'general.remove=Remove\n', 'general.remove=Entfernen\n'],
    [
      'strings',
      '//',
      'Localizable.strings',
      '"general.remove" = "Remove";\n',
      '"general.remove" = "Entfernen";\n',
    ],
  ])(
    '%s: a new file whose sibling lacks that header leaves it out up to its last blank line',
    (name, mark, path, entry, written) => {
      const { blanks, tail } = header(mark);
      const text = getFormat(name).serialize(entries, {
        structure: 'flat',
        locale: 'de',
        path,
        template: blanks + tail + entry,
        sibling: written,
      });
      expect(text).toBe(tail + written);
    },
  );
});
