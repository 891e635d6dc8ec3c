import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fluentEntries, readFluent } from '../src/formats/fluent/read.ts';
import { type Entries, getFormat, renderOver } from '../src/index.ts';

/**
 * Minimal Fluent rewrites over Ruffle's 88 `.ftl` files (messages, attributes, terms, selectors,
 * comments): random texts written over a file come back exactly, and every byte outside the edited
 * entries (from their `=` to their end) is kept in order.
 */

const corpus = path.resolve(fileURLToPath(import.meta.url), '../../../..', '../shared/corpus');
const ruffle = path.join(corpus, 'ruffle');
const fluent = getFormat('fluent');

/** Words of a Fluent text: plain text, a variable, a term, a literal brace; never a special line start. */
const word = fc.constantFrom(
  'a',
  'Grüße',
  '日本語',
  '😀',
  '%s',
  '{ $name }',
  '{ -brand }',
  '{ "{" }',
  "l'été",
  'x-y',
  ':',
);
const line = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(' '));
const selector = fc
  .tuple(line, line)
  .map(([one, other]) => `{ $count ->\n    [one] ${one}\n   *[other] ${other}\n}`);
const text = fc.oneof(
  line,
  fc.array(line, { minLength: 2, maxLength: 3 }).map((lines) => lines.join('\n')),
  selector,
  fc.tuple(line, selector).map(([before, choice]) => `${before} ${choice}`),
);

const files = existsSync(ruffle)
  ? execFileSync('find', [ruffle, '-name', '*.ftl'], { encoding: 'utf8' }).trim().split('\n').sort()
  : [];

describe.skipIf(!existsSync(ruffle))(`Fluent rewrites over Ruffle's files (needs ${ruffle})`, () => {
  it('reads all 88 files and writes each back byte for byte', () => {
    expect(files).toHaveLength(88);
    for (const file of files) {
      const content = readFileSync(file, 'utf8');
      const entries = fluent.parse(content, { warn: (w) => expect.fail(`${file}: ${w.message}`) });
      expect(renderOver(fluent, entries, 'flat', content)).toBe(content);
      expect([...fluent.parse(fluent.serialize(entries, { structure: 'flat' }))]).toEqual([...entries]);
    }
  });

  it('changes only the entries edited', () => {
    const contents = files.map((file) => readFileSync(file, 'utf8')).filter((c) => fluent.parse(c).size > 0);
    const edit = fc.integer({ min: 0, max: contents.length - 1 }).chain((index) => {
      const content = contents[index] as string;
      const keys = [...fluent.parse(content).keys()];
      return fc.tuple(
        fc.constant(content),
        fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: keys.length - 1 }), text), {
          selector: ([i]) => i,
          minLength: 1,
          maxLength: 4,
        }),
      );
    });
    fc.assert(
      fc.property(edit, ([content, picked]) => {
        const before = fluent.parse(content);
        const keys = [...before.keys()];
        const edited: Entries = new Map(before);
        for (const [i, value] of picked) edited.set(keys[i] as string, value);
        const out = renderOver(fluent, edited, 'flat', content);
        expect([...fluent.parse(out)]).toEqual([...edited]);
        // Cut the edited entries' replaced ranges out of the original: what is left appears in order.
        const changed = new Set(
          picked.filter(([i, v]) => before.get(keys[i] as string) !== v).map(([i]) => keys[i]),
        );
        const ranges = fluentEntries(readFluent(content))
          .filter((entry) => changed.has(entry.key))
          .sort((a, b) => a.start - b.start);
        let from = 0;
        let at = 0;
        for (const range of [...ranges, { start: content.length, end: content.length }]) {
          const kept = content.slice(from, range.start);
          const found = out.indexOf(kept, at);
          expect(found, `kept bytes ${JSON.stringify(kept)}`).toBeGreaterThanOrEqual(at);
          at = found + kept.length;
          from = range.end;
        }
      }),
      { numRuns: 200 },
    );
  });
});
