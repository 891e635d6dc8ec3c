import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Entries, getFormat, renderOver } from '../src/index.ts';

/**
 * Minimal PO rewrites over the sphinx catalogs (Babel-folded msgids; Transifex's unfolded msgstr in
 * de/fr/ru; the template's empty msgstr): random texts written over the file come back exactly, and
 * only the msgstr lines of the edited messages change; everything else keeps its bytes.
 */

const corpus = path.resolve(fileURLToPath(import.meta.url), '../../../..', '../shared/corpus');
const locale = 'sphinx/sphinx/locale';
const files = [
  `${locale}/sphinx.pot`,
  `${locale}/de/LC_MESSAGES/sphinx.po`,
  `${locale}/fr/LC_MESSAGES/sphinx.po`,
  `${locale}/ru/LC_MESSAGES/sphinx.po`,
];
const po = getFormat('po');

/** Short texts with what escaping gets wrong, and long ones that need folding. */
const word = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.string({
    unit: fc.constantFrom('a', 'é', ' ', '"', '\\', '\n', '\t', '\r', '😀', '日', '-', '%s', '{0}', '\u00a0'),
    maxLength: 10,
  }),
);
const text = fc.oneof(
  word,
  fc.array(word, { minLength: 10, maxLength: 40 }).map((words) => words.join(' ')),
  fc
    .array(fc.constantFrom('lorem', 'ipsum-dolor', 'sit', 'amet,', '«', 'ça', '%(name)s', '--'), {
      minLength: 15,
      maxLength: 60,
    })
    .map((words) => words.join(' ')),
);

/** The file cut into messages (sphinx separates every message by one blank line). */
function paragraphs(content: string): string[] {
  return content.split('\n\n');
}

/** The key of the message in a paragraph (the first of its keys), or undefined for the header. */
function keysOf(paragraph: string): string[] {
  return [...po.parse(paragraph).keys()];
}

describe.skipIf(!existsSync(corpus))(`PO rewrites over the sphinx catalogs (needs ${corpus})`, () => {
  for (const file of files) {
    describe(file, () => {
      const content = existsSync(corpus) ? readFileSync(path.join(corpus, file), 'utf8') : '';
      const before = existsSync(corpus) ? po.parse(content) : new Map<string, string>();
      const editable = [...before.keys()].filter((key) => !key.endsWith('[msgid_plural]'));

      it('gives the same bytes for the same entries', () => {
        expect(renderOver(po, before, 'flat', content)).toBe(content);
        expect(po.serializeOver?.(before, content, { structure: 'flat' })).toBe(content);
      });

      it('changes only the msgstr lines of the messages edited', () => {
        const changes = fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: editable.length - 1 }), text), {
          selector: ([index]) => index,
          minLength: 1,
          maxLength: 6,
        });
        fc.assert(
          fc.property(changes, (picked) => {
            const edited: Entries = new Map(before);
            for (const [index, value] of picked) edited.set(editable[index] as string, value);
            const out = renderOver(po, edited, 'flat', content);
            expect([...po.parse(out)]).toEqual([...edited]);
            const changedKeys = new Set(picked.map(([index]) => editable[index] as string));
            const old = paragraphs(content);
            const now = paragraphs(out);
            expect(now).toHaveLength(old.length);
            old.forEach((paragraph, i) => {
              const written = now[i] as string;
              if (written === paragraph) return;
              // Only an edited message may differ, and only from its first msgstr line on.
              expect(keysOf(paragraph).some((key) => changedKeys.has(key))).toBe(true);
              const head = paragraph.slice(0, paragraph.search(/^msgstr/m));
              expect(written.startsWith(head)).toBe(true);
              expect(written.slice(head.length)).toMatch(/^msgstr/);
            });
          }),
          { numRuns: 40 },
        );
      });
    });
  }
});
