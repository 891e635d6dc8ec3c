import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import JSON5 from 'json5';
import { describe, expect, it } from 'vitest';
import { readJson5 } from '../src/formats/json5/read.ts';
import { type Entries, getFormat, renderOver } from '../src/index.ts';

/**
 * Minimal JSON5 rewrites over DSpace's `en.json5` and `de.json5` (a comment with the English text
 * above each German one) and over generated files in every JSON5 style: random texts written over
 * a file come back exactly, JSON5.parse reads the same, and every line outside the edited texts is
 * kept in order.
 */

const fixtures = path.resolve(fileURLToPath(import.meta.url), '../fixtures/dspace-angular/src');
const files = ['assets/i18n/en.json5', 'assets/i18n/de.json5', 'themes/custom/assets/i18n/en.json5'];
const contents = new Map(files.map((f) => [f, readFileSync(path.join(fixtures, f), 'utf8')]));
const json5 = getFormat('json5');

const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\\', '"', "'", '\n', '\t', ' ', '/', '*', ',', '{', '}', '\u2028', '\u0000'),
    fc.constantFrom('a', 'Z', '0', 'é', '😀', '日', '{{ name }}', '\u00a0'),
  ),
  maxLength: 20,
});

/** The file's values, as JSON5 itself reads them, flattened like the format's keys. */
function flatten(value: unknown, prefix = '', out: Entries = new Map()): Entries {
  for (const [name, child] of Object.entries(value as Record<string, unknown>)) {
    if (typeof child === 'string') out.set(prefix + name, child);
    else flatten(child, `${prefix}${name}.`, out);
  }
  return out;
}

function isSubsequence(needles: string[], haystack: string[]): boolean {
  let i = 0;
  for (const line of haystack) if (i < needles.length && line === needles[i]) i++;
  return i === needles.length;
}

describe("JSON5 rewrites over DSpace's files", () => {
  it('reads the files and writes each back byte for byte', () => {
    for (const [file, content] of contents) {
      const entries = json5.parse(content, { warn: (w) => expect.fail(`${file}: ${w.message}`) });
      expect(entries).toEqual(flatten(JSON5.parse(content)));
      expect(renderOver(json5, entries, 'flat', content)).toBe(content);
    }
  });

  it('changes only the texts edited, removes keys with their comment, adds keys after the last', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...files),
        fc.array(fc.tuple(fc.nat(), text), { minLength: 1, maxLength: 4 }),
        fc.nat(),
        (file, edits, drop) => {
          const content = contents.get(file) as string;
          const { entries, texts, doc } = readJson5(content);
          const keys = [...entries.keys()];
          const next: Entries = new Map(entries);
          const touched = new Set<number>();
          for (const [index, value] of edits) {
            const key = keys[index % keys.length] as string;
            next.set(key, value);
            const node = texts.get(key)?.member.value;
            if (node) for (let l = doc.lineOf(node.start); l <= doc.lineOf(node.end); l++) touched.add(l);
          }
          const dropped = keys[drop % keys.length] as string;
          if (keys.length > 2 && !edits.some(([i]) => keys[i % keys.length] === dropped))
            next.delete(dropped);
          next.set('added.key', 'Added');
          const out = renderOver(json5, next, 'flat', content);
          expect(flatten(JSON5.parse(out))).toEqual(next);
          expect([...json5.parse(out)]).toEqual([...next]);
          if (!next.has(dropped)) {
            const member = texts.get(dropped)?.member as { start: number; end: number };
            for (let l = doc.lineOf(member.start) - 2; l <= doc.lineOf(member.end) + 1; l++) touched.add(l);
          }
          const kept = content.split('\n').filter((_, i) => !touched.has(i + 1));
          expect(isSubsequence(kept, out.split('\n'))).toBe(true);
          expect(renderOver(json5, next, 'flat', out)).toBe(out);
        },
      ),
      { numRuns: 20 },
    );
    // Each run reads a 640 KB file several times.
  }, 120_000);
});

const name = fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/);
const tree: fc.Arbitrary<Array<[string, string | Array<[string, string]>]>> = fc.uniqueArray(
  fc.tuple(
    name,
    fc.oneof(
      { weight: 3, arbitrary: text },
      fc.uniqueArray(fc.tuple(name, text), { selector: ([k]) => k, minLength: 1, maxLength: 3 }),
    ),
  ),
  { selector: ([k]) => k, maxLength: 5 },
);
/** A hand-written JSON5 file: names bare or quoted, texts in either quotes, comments, trailing commas. */
const handFile = fc
  .tuple(tree, fc.constantFrom('', '"', "'"), fc.constantFrom('"', "'"), fc.boolean(), fc.boolean())
  .map(([members, nameQuote, valueQuote, comments, trailing]) => {
    // U+2028 and U+2029 escaped, as ECMAScript (and json5, which warns about them) wants.
    const json = (s: string) =>
      JSON.stringify(s)
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029');
    const quote = (s: string, q: string) =>
      q === "'" ? `'${json(s).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'` : json(s);
    const key = (k: string) => (nameQuote === '' ? k : quote(k, nameQuote));
    const lines = (list: Array<[string, string | Array<[string, string]>]>, indent: string): string => {
      const rendered = list.map(([k, v]) => {
        const comment = comments ? `${indent}// ${k}\n` : '';
        const value =
          typeof v === 'string' ? quote(v, valueQuote) : `{\n${lines(v, `${indent}  `)}\n${indent}}`;
        return `${comment}${indent}${key(k)}: ${value}`;
      });
      return rendered.join(',\n') + (trailing && rendered.length > 0 ? ',' : '');
    };
    return `${comments ? '// generated\n' : ''}{\n${lines(members, '  ')}\n}\n`;
  });

describe('JSON5: any texts over any hand-written file', () => {
  it('reads back what was written, and writes it again unchanged', () => {
    fc.assert(
      fc.property(
        handFile,
        fc.array(fc.tuple(fc.nat(), fc.option(text)), { maxLength: 4 }),
        text,
        (file, edits, added) => {
          const entries = json5.parse(file);
          expect(entries).toEqual(flatten(JSON5.parse(file)));
          expect(renderOver(json5, entries, 'flat', file)).toBe(file);
          const keys = [...entries.keys()];
          const next: Entries = new Map(entries);
          for (const [index, value] of edits) {
            if (keys.length === 0) break;
            const key = keys[index % keys.length] as string;
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          next.set('zz_new', added);
          const out = renderOver(json5, next, json5.detectStyle(file).structure, file);
          expect(flatten(JSON5.parse(out))).toEqual(next);
          expect(renderOver(json5, next, 'flat', out)).toBe(out);
        },
      ),
      { numRuns: 400 },
    );
  });
});
