import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arb } from '../src/formats/arb/index.ts';
import { json } from '../src/formats/json/index.ts';
import { properties } from '../src/formats/properties/index.ts';
import { strings } from '../src/formats/strings/index.ts';
import { type Entries, renderOver, type Structure, type TranslationFormat } from '../src/index.ts';

/**
 * Minimal rewrites over the real corpus, for the four formats whose rewrite edits the file in place
 * (JSON, ARB, .properties, .strings; one file so that they share the line diff below): texts
 * changed at random are the only lines that change, a file written over itself is the same bytes,
 * and adding or removing a key touches only its own lines (and, in JSON, the comma of its
 * neighbour).
 */

const corpus = path.resolve(fileURLToPath(import.meta.url), '../../../..', '../shared/corpus');

const files: Array<[TranslationFormat, Structure, string]> = [
  [json, 'nested', 'excalidraw/packages/excalidraw/locales/en.json'],
  [json, 'nested', 'excalidraw/packages/excalidraw/locales/ru-RU.json'],
  [json, 'flat', 'outline/shared/i18n/locales/en_US/translation.json'],
  [json, 'flat', 'outline/shared/i18n/locales/fr_FR/translation.json'],
  [arb, 'flat', 'flutter-gallery/lib/l10n/intl_en.arb'],
  [arb, 'flat', 'flutter-gallery/lib/l10n/intl_ru.arb'],
  [properties, 'flat', 'jabref/jablib/src/main/resources/l10n/JabRef_en.properties'],
  [properties, 'flat', 'jabref/jablib/src/main/resources/l10n/JabRef_de.properties'],
  [strings, 'flat', 'home-assistant-ios/Sources/App/Resources/en.lproj/Localizable.strings'],
  [strings, 'flat', 'home-assistant-ios/Sources/App/Resources/fr.lproj/Localizable.strings'],
];

/** Texts with what escaping gets wrong: unicode, quotes, backslashes, line breaks. */
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({
    unit: fc.constantFrom(
      'a',
      ' ',
      '"',
      "'",
      '\\',
      '\n',
      '\r\n',
      '\t',
      'é',
      '😀',
      '{',
      '=',
      ':',
      '#',
      '/',
      '\u2028',
    ),
    maxLength: 12,
  }),
);

describe.skipIf(!existsSync(corpus))(`rewrites over the corpus (needs ${corpus})`, () => {
  for (const [format, structure, file] of files) {
    describe(`${format.name}: ${file}`, () => {
      const content = existsSync(corpus) ? readFileSync(path.join(corpus, file), 'utf8') : '';
      const before = existsSync(corpus) ? format.parse(content) : new Map<string, string>();
      const keys = [...before.keys()];

      it('gives the same bytes for the same entries', () => {
        expect(renderOver(format, before, structure, content)).toBe(content);
        expect(format.serializeOver?.(before, content, { structure })).toBe(content);
      });

      it('changes only the lines of the texts that changed', () => {
        const changes = fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: keys.length - 1 }), text), {
          selector: ([index]) => index,
          minLength: 1,
          maxLength: 5,
        });
        fc.assert(
          fc.property(changes, (picked) => {
            const entries = new Map(before);
            const edited = new Set<string>();
            for (const [index, value] of picked) {
              const key = keys[index] as string;
              if (before.get(key) === value) continue;
              entries.set(key, value);
              edited.add(key);
            }
            const out = renderOver(format, entries, structure, content);
            expect([...format.parse(out)]).toEqual([...entries]);
            const diff = lineDiff(content, out);
            const touched = linesOf(format, structure, content, edited);
            expect(diff.removed.filter((line) => !touched.has(line))).toEqual([]);
            expect(diff.removed.length > 0 || edited.size === 0).toBe(true);
            // Every edited entry is written on one line, in the place of its old lines.
            expect(diff.added.length).toBeLessThanOrEqual(edited.size);
          }),
          { numRuns: 25 },
        );
      });

      it('adds and removes a key touching only its lines', () => {
        fc.assert(
          fc.property(fc.integer({ min: 0, max: keys.length - 1 }), text, (index, value) => {
            const removed = keys[index] as string;
            const added = `${keys.at(-1)}_added`;
            const entries = new Map(before);
            entries.delete(removed);
            entries.set(added, value);
            const out = renderOver(format, entries, structure, content);
            expect([...format.parse(out)]).toEqual([...entries]);
            const diff = lineDiff(content, out);
            const own = linesOf(format, structure, content, new Set([removed]));
            const stray = diff.removed.filter((line) => !own.has(line));
            // JSON has no trailing commas: a neighbour's line may gain or lose its comma.
            const commas = format === json || format === arb ? 2 : 0;
            expect(stray.length).toBeLessThanOrEqual(commas);
            expect(diff.added.length).toBeLessThanOrEqual(1 + commas + (structure === 'nested' ? 2 : 0));
          }),
          { numRuns: 15 },
        );
      });
    });
  }
});

/**
 * The 1-based lines of `content` that hold the entries of `keys` (with their comments): found by
 * writing the file without them and diffing, so the test does not trust the parser's positions.
 */
function linesOf(
  format: TranslationFormat,
  structure: Structure,
  content: string,
  keys: Set<string>,
): Set<number> {
  const without: Entries = new Map(format.parse(content));
  for (const key of keys) without.delete(key);
  return new Set(lineDiff(content, format.serializeOver?.(without, content, { structure }) ?? '').removed);
}

/**
 * Myers' O(ND) line diff: the 1-based numbers of the lines of `a` not kept in `b`, and of the
 * lines of `b` that are new. Fast when the files differ in a few lines, as here.
 */
function lineDiff(a: string, b: string): { removed: number[]; added: number[] } {
  const x = a.split('\n');
  const y = b.split('\n');
  const n = x.length;
  const m = y.length;
  const max = n + m;
  const v = new Map<number, number>([[1, 0]]);
  const trace: Array<Map<number, number>> = [];
  for (let d = 0; d <= max; d++) {
    trace.push(new Map(v));
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v.get(k - 1) ?? -1) < (v.get(k + 1) ?? -1));
      let i = down ? (v.get(k + 1) as number) : (v.get(k - 1) as number) + 1;
      let j = i - k;
      while (i < n && j < m && x[i] === y[j]) {
        i++;
        j++;
      }
      v.set(k, i);
      if (i >= n && j >= m) return backtrack(trace, n, m);
    }
  }
  throw new Error('unreachable');
}

/** Walks the saved frontiers back from the end, collecting the moves that are not diagonals. */
function backtrack(
  trace: Array<Map<number, number>>,
  n: number,
  m: number,
): { removed: number[]; added: number[] } {
  const removed: number[] = [];
  const added: number[] = [];
  let i = n;
  let j = m;
  for (let d = trace.length - 1; d > 0; d--) {
    const v = trace[d] as Map<number, number>;
    const k = i - j;
    const down = k === -d || (k !== d && (v.get(k - 1) ?? -1) < (v.get(k + 1) ?? -1));
    const previousK = down ? k + 1 : k - 1;
    const previousI = v.get(previousK) as number;
    const previousJ = previousI - previousK;
    while (i > previousI && j > previousJ) {
      i--;
      j--;
    }
    if (i === previousI) added.push(previousJ + 1);
    else removed.push(previousI + 1);
    i = previousI;
    j = previousJ;
  }
  return { removed: removed.reverse(), added: added.reverse() };
}
