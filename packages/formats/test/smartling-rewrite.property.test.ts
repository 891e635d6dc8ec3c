import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Entries, getFormat, loadFormats, renderOver, type TranslationFormat } from '../src/index.ts';

/**
 * Smartling rewrites over Signal Desktop's real files (the sticker creator's English source and its
 * German as Smartling delivers it): any texts written over a file read back exactly, the directives
 * and every description stay, and writing the old texts back gives the file byte for byte.
 */

const locales = path.resolve(
  fileURLToPath(import.meta.url),
  '../fixtures/signal-desktop/sticker-creator/src/assets/locales',
);
const files = ['en', 'de'].map((l) => readFileSync(path.join(locales, l, 'messages.json'), 'utf8'));

const text = fc.string({
  unit: fc.oneof(
    fc.constantFrom('\\', '"', "'", '\n', '\t', ' ', '/', '{', '}', '$', '#', '<', '>', '&'),
    fc.constantFrom('a', 'Z', '0', 'é', '✓', '😀', '日', '{count}', '$name$', '\u2028', '\u0000'),
  ),
  maxLength: 20,
});

let sm: TranslationFormat;
beforeAll(async () => {
  await loadFormats(['smartling']);
  sm = getFormat('smartling');
});

/** The `smartling` member and every `description`, as written. */
function kept(content: string): string[] {
  const directives = content.slice(0, content.indexOf('\n  }') + 4);
  return [directives, ...[...content.matchAll(/"description" ?: "(?:[^"\\]|\\.)*"/g)].map((m) => m[0])];
}

describe('smartling rewrites over real files', () => {
  it('read back the texts written, keep directives and descriptions, and restore the file byte for byte', () => {
    for (const content of files) {
      const before = sm.parse(content);
      const keys = [...before.keys()];
      fc.assert(
        fc.property(
          fc.uniqueArray(fc.constantFrom(...keys), { maxLength: 8 }),
          fc.array(text, { minLength: 8, maxLength: 8 }),
          (chosen, texts) => {
            const edited: Entries = new Map(before);
            for (const [i, key] of chosen.entries()) edited.set(key, texts[i] as string);
            const out = renderOver(sm, edited, 'flat', content);
            expect([...sm.parse(out)]).toEqual([...edited]);
            const outKept = kept(out);
            for (const piece of kept(content)) expect(outKept).toContain(piece);
            expect(renderOver(sm, before, 'flat', out)).toBe(content);
          },
        ),
        { numRuns: 60 },
      );
    }
  });

  it('writes any texts into a new file that reads back the same', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), text), {
          selector: ([k]) => k,
          maxLength: 10,
        }),
        (pairs) => {
          const entries: Entries = new Map(pairs.filter(([k]) => k !== 'smartling'));
          const out = renderOver(sm, entries, 'flat', undefined);
          expect([...sm.parse(out)]).toEqual([...entries]);
        },
      ),
      { numRuns: 100 },
    );
  });
});
