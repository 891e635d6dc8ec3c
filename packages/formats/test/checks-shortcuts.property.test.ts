import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIcu, parseSimple } from '../src/checks/icu.ts';
import { checkMessageSyntax, checkPlaceholders, extractPlaceholders } from '../src/checks/placeholders.ts';
import {
  isPlainText,
  plainArguments,
  plainTestSeam,
  samePlainArguments,
  samePlainTexts,
} from '../src/checks/plain.ts';
import { checkPlurals, mayNamePluralForm, PLURAL_CATEGORIES } from '../src/checks/plurals.ts';
import { looksLikeSlang } from '../src/checks/slang.ts';
import { createTextCache } from '../src/checks/text-cache.ts';
import { checkTranslation } from '../src/checks/translation-checks.ts';
import type { Entries } from '../src/model.ts';

/**
 * The checks' shortcuts (a translation equal to its source, a plain text with its source's
 * arguments: plain.ts) never change an answer: with them and without them (`shortcuts: false`, the
 * full reading of every text), the checks find the same problems, over texts written with every
 * placeholder syntax the checks know, and near misses of the plain form.
 */

/** Pieces of text: every syntax the checks read, broken ones, and what a plain text may hold. */
const syntax = fc.constantFrom(
  // ICU: plain arguments (ASCII, with spaces, Unicode), formatted, plural, select, quotes, pound
  '{name}',
  '{ name }',
  '{count}',
  '{\tcount\n}',
  '{x}',
  '{n-1}',
  '{$x}',
  '{0}',
  '{1}',
  '{名前}',
  '{ü}',
  '{a.b}',
  '{user.name}',
  '{0:N2}',
  '{1,-10}',
  '{\u00a0name}',
  '{name, number}',
  '{count, plural, one {# item} other {# items}}',
  '{count, plural, =0 {none} one {{name}} other {{count} {name}}}',
  '{g, select, male {he} other {they}}',
  '{n, selectordinal, one {#st} other {#th}}',
  '{n, plural, one {x} few {y}}',
  "'{name}'",
  "''",
  "'",
  '#',
  '{',
  '}',
  '{name',
  '{}',
  '{ }',
  // i18next, Handlebars, Go templates
  '{{name}}',
  '{{ name, format }}',
  '{{.Name}}',
  '{{ .Count }}',
  '{{- .Name -}}',
  // Ruby and printf, positional, Qt, Apple
  '%{name}',
  '%<name>s',
  '%<count>d',
  '%s',
  '%d',
  '%1$s',
  '%2$d',
  '%(name)s',
  '%.2f',
  '%ld',
  '%@',
  '%%',
  '%0',
  '%1',
  '%5',
  '%L1',
  '%n',
  '%#@files@',
  '%1$#@files@',
  '100%',
  // slang, Chrome, Laravel, Fluent
  '$name',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: slang's own `${name}`, not a template
  '${name}',
  '\\$name',
  '\\{name}',
  '$NAME$',
  '$1',
  '$$',
  ':name',
  ':Name',
  '10:30',
  '{ $var }',
  '{ -brand }',
  '@:path.to',
  '@:{path}',
  // HTML and XLIFF inline elements
  '<b>',
  '</b>',
  '<br/>',
  '<x id="INTERPOLATION"/>',
  '<x id="1" equiv-text="{{name}}"/>',
  '<ph id="0">{x}</ph>',
  '<g id="1">',
  '</g>',
  '<',
  // prose
  'Hello',
  ' ',
  'items',
  'plural',
  'ü',
  '\u00a0',
  '😀',
  '\n',
);
const piece = fc.oneof({ weight: 3, arbitrary: syntax }, fc.string({ maxLength: 3 }));
const pieces = fc.array(piece, { maxLength: 6 });

/** A translation made from its source's pieces: the same text, a reordering, a piece lost or added. */
const pair = pieces.chain((source) =>
  fc
    .oneof(
      fc.constant(source),
      fc.shuffledSubarray(source),
      fc.shuffledSubarray(source, { minLength: source.length }),
      fc.tuple(fc.shuffledSubarray(source), piece).map(([kept, extra]) => [...kept, extra]),
      pieces,
    )
    .map((translation) => [source.join(''), translation.join('')] as const),
);

/** Keys, plural forms of each style among them, so the group rules take part. */
const key = fc.constantFrom(
  'title',
  'section1.item2',
  'items_one',
  'items_few',
  'items_other',
  'n[one]',
  'n[other]',
  'c.zero',
  'c.other',
  'k[0]',
  'k[1]',
  'k[2]',
  'k[msgid_plural]',
  'ctx\u0004Save',
  // gettext msgids, which a PO translation is compared with when its source text is empty
  '{name} saved',
  'ctx\u0004%d files',
);
const files = fc.array(fc.tuple(key, pair, fc.boolean()), { maxLength: 8 }).map((rows) => {
  const source: Entries = new Map();
  const translation: Entries = new Map();
  for (const [k, [s, t], inSource] of rows) {
    if (inSource) source.set(k, s);
    translation.set(k, t);
  }
  return { source, translation };
});
const format = fc.constantFrom(
  undefined,
  'json',
  'yaml',
  'po',
  'fluent',
  'php',
  'chrome',
  'go-i18n',
  'qt',
  'stringsdict',
  'android',
  'xliff',
);
const locale = fc.constantFrom(undefined, 'en', 'ru', 'fr', 'ja');

describe('the shortcuts of the checks', () => {
  it('find what the full reading of every text finds', () => {
    fc.assert(
      fc.property(fc.array(files, { minLength: 1, maxLength: 3 }), format, locale, (all, fmt, loc) => {
        // Every translation against the first file's source, one cache each way for all: the
        // source's readings are shared between files as in a push.
        const source = (all[0] as { source: Entries }).source;
        const fast = createTextCache();
        const full = createTextCache({ shortcuts: false });
        for (const { translation } of all) {
          const options = {
            ...(fmt !== undefined && { format: fmt }),
            ...(loc !== undefined && { locale: loc }),
          };
          const fastTexts = fast.forFile();
          const fullTexts = full.forFile();
          expect(checkPlaceholders(source, translation, { ...options, texts: fastTexts })).toEqual(
            checkPlaceholders(source, translation, { ...options, texts: fullTexts }),
          );
          expect(checkMessageSyntax(source, translation, { texts: fastTexts })).toEqual(
            checkMessageSyntax(source, translation, { texts: fullTexts }),
          );
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('find the problems of slang JSON the same way (its own placeholders, known from the source)', () => {
    fc.assert(
      fc.property(files, ({ source, translation }) => {
        const slang = new Map([...source, ['link', '@:title']]);
        const fast = createTextCache().forFile();
        const full = createTextCache({ shortcuts: false }).forFile();
        expect(checkPlaceholders(slang, translation, { format: 'json', texts: fast })).toEqual(
          checkPlaceholders(slang, translation, { format: 'json', texts: full }),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('take a plain text to be valid ICU whose placeholders are its arguments, in order', () => {
    let plain = 0;
    fc.assert(
      fc.property(pieces, (parts) => {
        const text = parts.join('');
        if (!isPlainText(text)) {
          expect(plainArguments(text)).toBeUndefined();
          return;
        }
        plain++;
        const args = plainArguments(text);
        expect(parseSimple(text)).toBeDefined();
        expect('elements' in parseIcu(text)).toBe(true);
        const expected = args?.names.map((name) => `{${name}}`);
        for (const printf of [true, false]) {
          for (const positional of [true, false, undefined]) {
            expect(
              extractPlaceholders(text, { printf, ...(positional !== undefined && { positional }) }),
            ).toEqual(expected);
          }
        }
      }),
      { numRuns: 5000 },
    );
    // The property is not vacuous: the generator makes plain texts often.
    expect(plain).toBeGreaterThan(500);
  });

  it('match a plain translation by its set of names, whatever their order or count', () => {
    const source = plainArguments('{a} and {b}, then {a} again') as NonNullable<
      ReturnType<typeof plainArguments>
    >;
    expect(source.names).toEqual(['a', 'b', 'a']);
    expect(samePlainArguments(source, '{b}{a}')).toBe(true);
    expect(samePlainArguments(source, '{ a } {b} {b}')).toBe(true);
    expect(samePlainArguments(source, '{a}')).toBe(false);
    expect(samePlainArguments(source, '{a} {b} {c}')).toBe(false);
    expect(samePlainArguments(source, '{ab} {b}')).toBe(false);
    expect(samePlainArguments(source, '{a} {b} %s')).toBe(false);
    const none = plainArguments('Save') as NonNullable<ReturnType<typeof plainArguments>>;
    expect(samePlainArguments(none, 'Speichern')).toBe(true);
    expect(samePlainArguments(none, 'Speichern {x}')).toBe(false);
    expect(plainArguments('{名前}')).toBeUndefined();
    expect(plainArguments(Array.from({ length: 31 }, (_, i) => `{a${i}}`).join(' '))).toBeUndefined();
  });
});

describe('the checks of a translation in one pass (checkTranslation)', () => {
  it('find what the three checks find, each reading every text in full', () => {
    let found = 0;
    fc.assert(
      fc.property(fc.array(files, { minLength: 1, maxLength: 3 }), format, locale, (all, fmt, loc) => {
        const source = (all[0] as { source: Entries }).source;
        const pluralLocale = loc ?? 'de';
        const fast = createTextCache();
        const full = createTextCache({ shortcuts: false });
        for (const { translation } of all) {
          const options = {
            ...(fmt !== undefined && { format: fmt }),
            ...(loc !== undefined && { locale: loc }),
          };
          const texts = full.forFile();
          const expected = {
            placeholders: checkPlaceholders(source, translation, { ...options, texts }),
            syntax: checkMessageSyntax(source, translation, {
              ...(fmt !== undefined && { format: fmt }),
              texts,
            }),
            plurals: checkPlurals(translation, pluralLocale, source, options),
          };
          found += expected.placeholders.length + expected.syntax.length + expected.plurals.length;
          expect(
            checkTranslation(source, translation, { ...options, texts: fast.forFile(), pluralLocale }),
          ).toEqual(expected);
          expect(checkTranslation(source, translation, { ...options, texts: fast.forFile() })).toEqual({
            ...expected,
            plurals: [],
          });
        }
      }),
      { numRuns: 3000 },
    );
    // Not vacuous: the generated files have problems of every kind.
    expect(found).toBeGreaterThan(1000);
  });

  it('find the problems of slang JSON as the placeholder check does', () => {
    fc.assert(
      fc.property(files, ({ source, translation }) => {
        const slang = new Map([...source, ['link', '@:title']]);
        const full = createTextCache({ shortcuts: false }).forFile();
        const fast = createTextCache().forFile();
        expect(checkTranslation(slang, translation, { format: 'json', texts: fast }).placeholders).toEqual(
          checkPlaceholders(slang, translation, { format: 'json', texts: full }),
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('the plural-key shortcut', () => {
  /** The patterns `pluralGroupOf` reads keys with (plurals.ts), each of which needs its key's ending. */
  const PATTERNS = [
    /^(.+)_(zero|one|two|few|many|other)$/s,
    /^(.+)\[(zero|one|two|few|many|other)\]$/s,
    /^(.+)\.(zero|one|two|few|many|other)$/s,
    /^(.+)\[(\d+)\]$/s,
  ];
  const part = fc.oneof(
    fc.constantFrom('_', '.', '[', ']', '1', 'x', ...PLURAL_CATEGORIES),
    fc.string({ maxLength: 2 }),
  );

  it('passes over only keys that no plural pattern reads', () => {
    fc.assert(
      fc.property(fc.array(part, { maxLength: 6 }), (parts) => {
        const key = parts.join('');
        if (!mayNamePluralForm(key)) expect(PATTERNS.some((p) => p.test(key))).toBe(false);
      }),
      { numRuns: 5000 },
    );
  });

  it('still finds the plural forms a locale lacks', () => {
    const entries = new Map([
      ['items_one', '{count} item'],
      ['items_other', '{count} items'],
      ['section1.item2', 'x'],
    ]);
    expect(checkPlurals(entries, 'ru').map((p) => p.key)).toEqual(['items_few', 'items_many']);
  });
});

describe('the first tests of the checks, against the full reading', () => {
  it('read a text as plain, and its names, as the scan over its characters does', () => {
    fc.assert(
      fc.property(pieces, (parts) => {
        const text = parts.join('');
        expect(isPlainText(text)).toBe(plainTestSeam.isPlainByScan(text));
        const names = plainTestSeam.namesByScan(text);
        expect(plainArguments(text)?.names).toEqual(
          names !== undefined && names.length <= 30 ? names : undefined,
        );
      }),
      { numRuns: 5000 },
    );
  });

  it("match a translation's names to its source's as the scan does", () => {
    let same = 0;
    fc.assert(
      fc.property(pair, ([sourceText, translation]) => {
        const source = plainArguments(sourceText);
        if (source === undefined) return;
        const answer = samePlainArguments(source, translation);
        expect(answer).toBe(plainTestSeam.scanSamePlainArguments(source, translation));
        if (answer) same++;
      }),
      { numRuns: 5000 },
    );
    expect(same).toBeGreaterThan(200);
  });

  it("match a translation's names to its source's text only where the source's arguments match them", () => {
    let same = 0;
    fc.assert(
      fc.property(pair, ([sourceText, translation]) => {
        if (!samePlainTexts(sourceText, translation)) return;
        same++;
        const source = plainArguments(sourceText);
        // More than 30 arguments: plainArguments gives up, the scan decides.
        if (source !== undefined) expect(samePlainArguments(source, translation)).toBe(true);
        expect(plainTestSeam.isPlainByScan(sourceText)).toBe(true);
        expect(new Set(plainTestSeam.namesByScan(translation))).toEqual(
          new Set(plainTestSeam.namesByScan(sourceText)),
        );
      }),
      { numRuns: 5000 },
    );
    expect(same).toBeGreaterThan(200);
    expect(samePlainTexts('{ a } and {a}', '{a}')).toBe(false);
    expect(samePlainTexts('{ a } and {a}', '{a} { a }')).toBe(true);
    expect(samePlainTexts('{a} {a}', '{a}')).toBe(true);
    expect(samePlainTexts('{a}', '{a} {b}')).toBe(false);
    expect(samePlainTexts('Save', 'Speichern')).toBe(true);
  });

  /** slang's detection as it was before its first tests (`(` in the key, `@:` in the text). */
  function looksLikeSlangInFull(entries: Entries): boolean {
    const modifiers = new Set(
      'rich map fallback plural cardinal ordinal context param interface singleInterface ignoreMissing ignoreUnused OUTDATED'.split(
        ' ',
      ),
    );
    for (const [key, text] of entries) {
      for (const segment of key.replace(/\[\d+\]/g, '').split('.')) {
        const found = /^[\w-]+\((.+)\)$/.exec(segment)?.[1];
        if (found?.split(',').some((m) => modifiers.has((m.split('=')[0] as string).trim()))) return true;
      }
      if (/(?<!\\)@:(?:(\.?\w[\w|.]*\w|\.?\w)|\{(\.?\w[\w|.]*\w|\.?\w)\})/.test(text)) return true;
    }
    return false;
  }

  it("tells slang's entries as the full patterns do", () => {
    const segment = fc.constantFrom(
      'title',
      'greet(plural, param=gender)',
      'x(rich)',
      'y(unknown)',
      'z(ignoreMissing, ignoreGpt)',
      'list[0]',
      'a(b',
      '(plural)',
      'w(context=Gender)',
    );
    const slangKey = fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => s.join('.'));
    const text = fc.oneof(
      pieces.map((p) => p.join('')),
      fc.constantFrom('@:a', '\\@:a', '@:', 'x@:{b}'),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(slangKey, text), { maxLength: 4 }), (rows) => {
        const entries: Entries = new Map(rows);
        expect(looksLikeSlang(entries)).toBe(looksLikeSlangInFull(entries));
      }),
      { numRuns: 3000 },
    );
  });
});
