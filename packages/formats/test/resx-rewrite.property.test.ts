import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getFormat, renderOver } from '../src/index.ts';

const corpus = path.resolve(fileURLToPath(import.meta.url), '../../../..', '../shared/corpus/sharex');
const resx = getFormat('resx');

const files = [
  'ShareX.HelpersLib/Properties/Resources.resx',
  'ShareX.HelpersLib/Properties/Resources.de.resx',
  'ShareX.MediaLib/Forms/ImageCombinerForm.ru.resx',
  'ShareX.HistoryLib/Forms/HistoryForm.resx',
];

/** Random text: any unicode, with what XML escapes over-represented. */
const text = fc
  .array(
    fc.oneof(
      fc
        .string({ unit: 'binary', maxLength: 6 })
        // Characters XML 1.0 cannot hold, even escaped, are refused on writing (see resx.test.ts).
        .map((s) => [...s].filter((c) => xmlChar(c.codePointAt(0) as number)).join('')),
      fc.constantFrom('&', '<', '>', '"', "'", '\n', '\r\n', '\t', ' ', '{0}', '&amp;', ']]>', '😀'),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''));

/** Whether XML 1.0 allows a character (its Char production). */
const xmlChar = (code: number): boolean =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  code >= 0x10000;

/** XML text as an independent oracle escapes it. */
const escapeText = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
const escapeName = (name: string): string =>
  name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe.skipIf(!existsSync(corpus))('resx rewrites over ShareX (corpus at ../shared/corpus)', () => {
  it.each(files)('%s: random edits and a removal change those resources only', (file) => {
    const content = readFileSync(path.join(corpus, file), 'utf8');
    const original = resx.parse(content);
    const keys = [...original.keys()];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: keys.length - 1 }), { minLength: 1, maxLength: 6 }),
        fc.array(text, { minLength: 6, maxLength: 6 }),
        fc.boolean(),
        (picks, texts, removeLast) => {
          const edited = new Map(original);
          let expected = content;
          for (const [index, pick] of picks.entries()) {
            const key = keys[pick] as string;
            const remove = removeLast && index === picks.length - 1;
            const data = new RegExp(
              `(\\n[ \\t]*)(<data name="${escapeName(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>\\s*)(<value>[^<]*</value>|<value />)([\\s\\S]*?</data>)`,
            );
            if (remove) {
              edited.delete(key);
              expected = expected.replace(data, '');
            } else {
              const value = texts[index] as string;
              edited.set(key, value);
              if (value !== original.get(key))
                expected = expected.replace(
                  data,
                  (_, a, b, _c, d) => `${a}${b}<value>${escapeText(value)}</value>${d}`,
                );
            }
          }
          const out = renderOver(resx, edited, 'flat', content);
          expect(out).toBe(expected);
          expect([...resx.parse(out)]).toEqual([...edited]);
        },
      ),
      { numRuns: 30 },
    );
  });
});
