import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readStringsdict } from '../src/formats/stringsdict/read.ts';
import { getFormat, renderOver } from '../src/index.ts';

const stringsdict = getFormat('stringsdict');
const fixtures = path.resolve(fileURLToPath(import.meta.url), '..', 'fixtures/element-x-ios');

const text = fc
  .array(
    fc.oneof(
      fc
        .string({ unit: 'binary', maxLength: 6 })
        .map((s) =>
          [...s].filter((c) => /[\t\n\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u.test(c)).join(''),
        ),
      fc.constantFrom('&', '<', '>', '"', "'", '\n', '\t', ' ', '%1$@', '%d', '%#@COUNT@', '😀'),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''));

/** XML text as an independent oracle escapes it. */
const escapeText = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('stringsdict rewrites over Element X', () => {
  it.each(['en', 'de', 'ru', 'ja'])('%s.lproj: random edits change those <string>s only', (locale) => {
    const content = readFileSync(path.join(fixtures, `${locale}.lproj/Localizable.stringsdict`), 'utf8');
    const { entries: original, items } = readStringsdict(content);
    const keys = [...original.keys()];
    const strings = new Map(items.flatMap((item) => [...item.strings]));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat({ max: keys.length - 1 }), { minLength: 1, maxLength: 6 }),
        fc.array(text, { minLength: 6, maxLength: 6 }),
        (picks, texts) => {
          const edited = new Map(original);
          const changes: Array<{ start: number; end: number; text: string }> = [];
          for (const [index, pick] of picks.entries()) {
            const key = keys[pick] as string;
            const value = texts[index] as string;
            if (value === original.get(key)) continue;
            edited.set(key, value);
            const element = strings.get(key);
            if (element)
              changes.push({
                start: element.start,
                end: element.end,
                text: `<string>${escapeText(value)}</string>`,
              });
          }
          let expected = '';
          let at = 0;
          for (const change of changes.sort((a, b) => a.start - b.start)) {
            expected += content.slice(at, change.start) + change.text;
            at = change.end;
          }
          expected += content.slice(at);
          const out = renderOver(stringsdict, edited, 'flat', content);
          expect(out).toBe(expected);
          expect(stringsdict.parse(out)).toEqual(edited);
        },
      ),
      { numRuns: 30 },
    );
  });
});
