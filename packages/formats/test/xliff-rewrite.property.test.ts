import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getFormat, readXliff, renderOver } from '../src/index.ts';

const corpus = path.resolve(fileURLToPath(import.meta.url), '../../../..', '../shared/corpus');
const xliff = getFormat('xliff');

const files = [
  ...['', '.de', '.fr', '.pl'].map((suffix) => `ghostfolio/apps/client/src/locales/messages${suffix}.xlf`),
  ...['', '.en', '.de-simple'].map((suffix) => `boris/power/src/locales/messages${suffix}.xlf`),
  ...['en', 'de', 'fr', 'ru'].map(
    (locale) =>
      `symfony-validator/src/Symfony/Component/Validator/Resources/translations/validators.${locale}.xlf`,
  ),
];

/** Whether XML 1.0 can carry the character at all, escaped or not. */
const isXmlChar = (char: string): boolean => {
  const code = char.codePointAt(0) as number;
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
};
const INLINE_TAG = /(<\/?(?:x|g|bx|ex|ph|bpt|ept|it|sub|mrk|pc|sc|ec|sm|em|cp)\b[^>]*>)/;

/** Random text: any unicode XML allows, with the characters that need escaping over-represented. */
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
        '\n',
        '\r\n',
        '&amp;',
        ']]>',
        '<![CDATA[',
        ' ',
        '  ',
        '\t',
        '😀',
      ),
    ),
    { maxLength: 6 },
  )
  .map((parts) => [...parts.join('')].filter(isXmlChar).join(''));

const escapeText = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A new value for `old`: random text, or for a text with inline elements, new text between them. */
function edit(old: string, replacement: string): string {
  if (!INLINE_TAG.test(old)) return replacement;
  const parts = old.split(INLINE_TAG);
  // Odd indexes are the elements; the text runs around them are escaped, as written in the file.
  const runs = parts.map((_, index) => index).filter((index) => index % 2 === 0);
  const at = runs[replacement.length % runs.length] as number;
  parts[at] = escapeText(replacement);
  return parts.join('');
}

/** 0-based first and last line of every unit, keyed as the file keys them (units in file order). */
function unitLines(content: string): { lines: Map<string, [number, number]>; lastLine: number } {
  const keys = [...readXliff(content).sources.keys()];
  // Units come in file order, so lines are counted once, up to each offset in turn.
  let counted = 0;
  let line = 0;
  const lineAt = (offset: number): number => {
    for (; counted < offset; counted++) if (content.charCodeAt(counted) === 10) line++;
    return line;
  };
  const lines = new Map<string, [number, number]>();
  let lastLine = 0;
  for (const [index, match] of [...content.matchAll(/<(trans-unit|unit)\b[\s\S]*?<\/\1>/g)].entries()) {
    const first = lineAt(match.index);
    lastLine = lineAt(match.index + match[0].length);
    lines.set(keys[index] as string, [first, lastLine]);
  }
  expect(lines.size).toBe(keys.length);
  return { lines, lastLine };
}

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

describe.skipIf(!existsSync(corpus))('XLIFF rewrites over the corpus (corpus at ../shared/corpus)', () => {
  it.each(files)('%s: the same entries give the same bytes', (file) => {
    const content = readFileSync(path.join(corpus, file), 'utf8');
    const entries = xliff.parse(content);
    expect(renderOver(xliff, entries, 'flat', content)).toBe(content);
    // serializeOver itself, not only renderOver's shortcut for equal texts.
    expect(xliff.serializeOver?.(entries, content, { structure: 'flat' })).toBe(content);
  });

  it.each(files)('%s: random edits, one removal and one addition touch only their units', (file) => {
    const content = readFileSync(path.join(corpus, file), 'utf8');
    const original = xliff.parse(content);
    const keys = [...original.keys()];
    const { lines, lastLine } = unitLines(content);
    const big = content.length > 100_000;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: keys.length - 1 }), { minLength: 2, maxLength: 8 }),
        fc.array(text, { minLength: 8, maxLength: 8 }),
        text.filter((key) => key.trim() !== '' && !original.has(key)),
        text,
        (picks, texts, newKey, newText) => {
          const edited = new Map(original);
          const [removed, ...changed] = picks.map((pick) => keys[pick] as string);
          edited.delete(removed as string);
          for (const [index, key] of changed.entries()) {
            edited.set(key, edit(original.get(key) as string, texts[index] as string));
          }
          edited.set(newKey, newText);
          const out = renderOver(xliff, edited, 'flat', content);
          expect([...xliff.parse(out)]).toEqual([...edited]);
          const slots: Array<[number, number]> = [removed as string, ...changed].map((key) => {
            const [first, last] = lines.get(key) as [number, number];
            return [first, last + 1];
          });
          slots.push([lastLine + 1, lastLine + 1]);
          expect(touchesOnly(content, out, slots)).toBe(true);
          // Written over itself, the edited file stays as it is.
          expect(xliff.serializeOver?.(edited, out, { structure: 'flat' })).toBe(out);
        },
      ),
      { numRuns: big ? 4 : 25 },
    );
  });

  it.each([
    [files[1] as string, /<x [^>]*\/>/g, 'equiv-text="{{'],
    [files[5] as string, /<ph [^>]*\/>/g, 'equiv="INTERPOLATION"'],
  ])('%s: placeholders stay byte for byte when the text around them changes', (file, element, marker) => {
    const content = readFileSync(path.join(corpus, file), 'utf8');
    const entries = xliff.parse(content);
    const changed = [...entries].filter(([, value]) => value.includes(marker)).map(([key]) => key);
    expect(changed.length).toBeGreaterThan(0);
    for (const key of changed) entries.set(key, edit(entries.get(key) as string, 'neu & <anders>'));
    const out = renderOver(xliff, entries, 'flat', content);
    const written = xliff.parse(out);
    for (const key of changed) {
      expect(written.get(key)?.match(element)).toEqual(xliff.parse(content).get(key)?.match(element));
      expect(written.get(key)).toContain('neu &amp; &lt;anders&gt;');
    }
    expect([...written]).toEqual([...entries]);
  });
});

describe('the line checker', () => {
  it('accepts changes inside slots and refuses changes outside them', () => {
    const before = 'a\nb\nc\nd\ne';
    expect(touchesOnly(before, 'a\nB\nB2\nc\nd\ne', [[1, 2]])).toBe(true);
    expect(touchesOnly(before, 'a\nb\nc\nd\ne\nnew', [[5, 5]])).toBe(true);
    expect(touchesOnly(before, 'a\nc\nd\ne', [[1, 2]])).toBe(true);
    expect(touchesOnly(before, 'a\nB\nc\nD\ne', [[1, 2]])).toBe(false);
    expect(touchesOnly(before, 'x\na\nb\nc\nd\ne', [[3, 3]])).toBe(false);
    expect(touchesOnly(before, 'a\nb\nc\nd\ne\nnew', [[2, 3]])).toBe(false);
    expect(touchesOnly(before, before, [])).toBe(true);
    expect(touchesOnly(before, `${before}\n`, [])).toBe(false);
  });
});
