import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeAndroid, getFormat, renderOver } from '../src/index.ts';

const corpus = path.resolve(fileURLToPath(import.meta.url), '../../../..', '../shared/corpus');
const android = getFormat('android');

const files = ['values', 'values-de', 'values-fr', 'values-ru'].map(
  (folder) => `newpipe/app/src/main/res/${folder}/strings.xml`,
);

/** Random text: any unicode, with what Android and XML escape over-represented. */
const text = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 6 }),
      fc.constantFrom(
        '&',
        '<',
        '>',
        '"',
        "'",
        '\\',
        '@',
        '?',
        '\n',
        '\t',
        ' ',
        '  ',
        '%1$s',
        '\\u0041',
        '😀',
      ),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''));

const escapeText = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A new value for `old`: random text, or for a styled text (kept as written), new text between its tags. */
function edit(old: string, replacement: string): string {
  const styled = old.includes('<') && encodeAndroid(old) === old;
  if (!styled) return replacement;
  const parts = old.split(/(<[^>]*>)/);
  const runs = parts.map((_, index) => index).filter((index) => index % 2 === 0);
  const at = runs[replacement.length % runs.length] as number;
  parts[at] = escapeText(replacement);
  return parts.join('');
}

/** 0-based first and last line of every resource, by resource name, and the line of `</resources>`. */
function resourceLines(content: string): { lines: Map<string, [number, number]>; closeLine: number } {
  let counted = 0;
  let line = 0;
  const lineAt = (offset: number): number => {
    for (; counted < offset; counted++) if (content.charCodeAt(counted) === 10) line++;
    return line;
  };
  const lines = new Map<string, [number, number]>();
  const resource = /<(string-array|plurals|string)\s[^>]*?\bname="([^"]*)"[^>]*?(?:\/>|>[\s\S]*?<\/\1>)/g;
  for (const match of content.matchAll(resource)) {
    const first = lineAt(match.index);
    lines.set(match[2] as string, [first, lineAt(match.index + match[0].length)]);
  }
  return { lines, closeLine: lineAt(content.lastIndexOf('</resources>')) };
}

/** The resource a key belongs to: `name` for `name`, `name[one]` and `name[0]`. */
const resourceOf = (key: string): string => key.replace(/\[(?:zero|one|two|few|many|other|\d+)\]$/, '');

/**
 * Whether `after` is `before` with only the given line slots ([from, to), 0-based, possibly empty)
 * replaced: every line outside the slots is kept, in order, and nothing is inserted elsewhere.
 */
function touchesOnly(before: string, after: string, slots: Array<[number, number]>): boolean {
  const a = before.split('\n');
  const b = after.split('\n');
  const sorted = [...slots].sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const matchesAt = (fixed: string[], at: number): boolean =>
    at + fixed.length <= b.length && fixed.every((line, i) => b[at + i] === line);
  let i = 0;
  let j = 0;
  for (const [index, [from, to]] of sorted.entries()) {
    const fixed = a.slice(i, from);
    let k = j;
    if (index > 0) while (k <= b.length && !matchesAt(fixed, k)) k++;
    if (!matchesAt(fixed, k)) return false;
    j = k + fixed.length;
    i = Math.max(i, to);
  }
  const tail = a.slice(i);
  const k = b.length - tail.length;
  return k >= j && (sorted.length > 0 || k === 0) && matchesAt(tail, k);
}

describe.skipIf(!existsSync(corpus))('Android rewrites over the corpus (corpus at ../shared/corpus)', () => {
  it.each(files)('%s: the same entries give the same bytes', (file) => {
    const content = readFileSync(path.join(corpus, file), 'utf8');
    const entries = android.parse(content);
    expect(renderOver(android, entries, 'flat', content)).toBe(content);
    expect(android.serializeOver?.(entries, content, { structure: 'flat' })).toBe(content);
  });

  it.each(files)('%s: random edits, one removal and one addition touch only their resources', (file) => {
    const content = readFileSync(path.join(corpus, file), 'utf8');
    const original = android.parse(content);
    // Array items are positional: removing one in the middle shifts the rest, so only strings and
    // plural forms are removed here (arrays have their own test in android.test.ts).
    const keys = [...original.keys()];
    const removable = keys.filter((key) => !/\[\d+\]$/.test(key));
    const { lines, closeLine } = resourceLines(content);
    const names = new Set(lines.keys());
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: keys.length - 1 }), { minLength: 1, maxLength: 8 }),
        fc.nat({ max: removable.length - 1 }),
        fc.array(text, { minLength: 8, maxLength: 8 }),
        fc
          .tuple(fc.stringMatching(/^[a-z][a-z0-9_]{0,12}$/), fc.constantFrom('', '[one]', '[other]'))
          .filter(([name]) => !names.has(name))
          .map(([name, suffix]) => `${name}${suffix}`),
        text,
        (picks, removePick, texts, newKey, newText) => {
          const edited = new Map(original);
          const removed = removable[removePick] as string;
          const changed = picks.map((pick) => keys[pick] as string).filter((key) => key !== removed);
          edited.delete(removed);
          for (const [index, key] of changed.entries()) {
            edited.set(key, edit(original.get(key) as string, texts[index] as string));
          }
          edited.set(newKey, newText);
          const out = renderOver(android, edited, 'flat', content);
          expect([...android.parse(out)]).toEqual([...edited]);
          const slots: Array<[number, number]> = [removed, ...changed].map((key) => {
            const [first, last] = lines.get(resourceOf(key)) as [number, number];
            return [first, last + 1];
          });
          slots.push([closeLine, closeLine]);
          expect(touchesOnly(content, out, slots)).toBe(true);
          expect(android.serializeOver?.(edited, out, { structure: 'flat' })).toBe(out);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('the line checker', () => {
  it('accepts changes inside slots and refuses changes outside them', () => {
    const before = 'a\nb\nc\nd\ne';
    expect(touchesOnly(before, 'a\nB\nB2\nc\nd\ne', [[1, 2]])).toBe(true);
    expect(touchesOnly(before, 'a\nb\nc\nd\nnew\ne', [[4, 4]])).toBe(true);
    expect(touchesOnly(before, 'a\nB\nc\nD\ne', [[1, 2]])).toBe(false);
    expect(touchesOnly(before, 'a\nb\nc\nd\ne\nnew', [[2, 3]])).toBe(false);
  });
});
