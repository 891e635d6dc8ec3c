import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type JsonValue, renderXcodeJson } from '../src/formats/xcstrings/write.ts';
import { getFormat } from '../src/index.ts';

const corpus = path.resolve(fileURLToPath(import.meta.url), '../../../..', '../shared/corpus');
const catalogPath = path.join(corpus, 'ice-cubes/IceCubesApp/Resources/Localization/Localizable.xcstrings');
const xcstrings = getFormat('xcstrings');
const parseLocales = xcstrings.parseLocales as NonNullable<typeof xcstrings.parseLocales>;
const rewriteLocales = xcstrings.rewriteLocales as NonNullable<typeof xcstrings.rewriteLocales>;

type Json = { [name: string]: Json } & { [name: string]: JsonValue };
interface Document {
  sourceLanguage: string;
  strings: Record<string, Json>;
  version: string;
}

/** A catalog as Xcode writes it: strings in the order given (Xcode's collation), every object sorted. */
function render(document: Document): string {
  const names = Object.keys(document.strings);
  const body = names
    .map(
      (name) =>
        `    ${JSON.stringify(name)} : ${renderXcodeJson(document.strings[name] as JsonValue, '    ')}`,
    )
    .join(',\n');
  return `{\n  "sourceLanguage" : ${JSON.stringify(document.sourceLanguage)},\n  "strings" : {\n${body}\n  },\n  "version" : ${JSON.stringify(document.version)}\n}`;
}

/** Random text: any unicode, with what JSON escapes over-represented. */
const text = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 6 }),
      fc.constantFrom('"', '\\', '/', '\n', '\t', '\u0001', '%@', '%1$@', '%lld', '%#@n@', '😀', 'é'),
    ),
    { maxLength: 5 },
  )
  .map((parts) => parts.join(''));

describe.skipIf(!existsSync(catalogPath))(
  'xcstrings rewrites over Ice Cubes (corpus at ../shared/corpus)',
  () => {
    const content = existsSync(catalogPath) ? readFileSync(catalogPath, 'utf8') : '';

    it('formats as Xcode does: rendering the catalog again gives its 2 MB byte for byte', () => {
      expect(render(JSON.parse(content) as Document)).toBe(content);
    });

    // A slice of the catalog (every 40th string, plus every string with variations or substitutions),
    // as Xcode would write it, keeps each property run fast.
    const full = existsSync(catalogPath) ? (JSON.parse(content) as Document) : undefined;
    const names = full
      ? Object.keys(full.strings).filter(
          (name, index) =>
            index % 40 === 0 || /"(variations|substitutions)"/.test(JSON.stringify(full.strings[name])),
        )
      : [];
    const slice: Document | undefined = full && {
      ...full,
      strings: Object.fromEntries(names.map((name) => [name, full.strings[name] as Json])),
    };
    const sliced = slice ? render(slice) : '';

    /** Whether the locale holds `key`'s message in the other shape: a plain text or plural forms. */
    const inOtherShape = (held: Map<string, string>, key: string): boolean => {
      const bracket = key.indexOf('[');
      if (bracket > 0) return held.has(key.slice(0, bracket));
      return [...held.keys()].some((k) => k.startsWith(`${key}[`));
    };

    it('edits and additions in any locales change exactly what Xcode would write, nothing else', () => {
      const locales = parseLocales(sliced);
      const localeNames = [...locales.keys()];
      const source = locales.get('en') as Map<string, string>;
      const sourceKeys = [...source.keys()];
      fc.assert(
        fc.property(
          fc.array(
            fc.tuple(fc.nat({ max: localeNames.length - 1 }), fc.nat({ max: sourceKeys.length - 1 }), text),
            {
              minLength: 1,
              maxLength: 6,
            },
          ),
          (changes) => {
            const byLocale = new Map<string, Map<string, string>>();
            for (const [localeIndex, keyIndex, value] of changes) {
              const locale = localeNames[localeIndex] as string;
              const entries = byLocale.get(locale) ?? new Map(locales.get(locale));
              const key = sourceKeys[keyIndex] as string;
              // A text in another shape than the locale holds (a plural form beside its stringUnit, or
              // the reverse) is not written: Xcode never mixes them in one localization.
              if (inOtherShape(locales.get(locale) as Map<string, string>, key)) continue;
              entries.set(key, value);
              byLocale.set(locale, entries);
            }
            const out = rewriteLocales(sliced, byLocale);
            const read = parseLocales(out);
            for (const locale of localeNames) {
              const wanted = byLocale.get(locale) ?? locales.get(locale);
              const got = read.get(locale) as Map<string, string>;
              // Same texts; order may differ where a text was added (it goes in Xcode's sorted place).
              expect(new Map([...got].sort())).toEqual(new Map([...(wanted as Map<string, string>)].sort()));
            }
            // The rewrite is the catalog Xcode would write with those texts, byte for byte: no other byte moved.
            expect(out).toBe(render(JSON.parse(out) as Document));
            // Only texts and states were replaced: every other line of the file is still there.
            const remaining = new Map<string, number>();
            for (const line of out.split('\n')) remaining.set(line, (remaining.get(line) ?? 0) + 1);
            for (const line of sliced.split('\n')) {
              const count = remaining.get(line) ?? 0;
              if (count > 0) remaining.set(line, count - 1);
              else expect(line).toMatch(/^ +"(value|state)" : /);
            }
            expect(rewriteLocales(out, read)).toBe(out);
          },
        ),
        { numRuns: 25 },
      );
    }, 120_000);
  },
);
