import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTs } from '../src/formats/qt/read.ts';
import { getFormat, renderOver } from '../src/index.ts';

const qt = getFormat('qt');
const fixtures = path.resolve(fileURLToPath(import.meta.url), '..', 'fixtures/keepassxc');

/** Random text: any XML character, with what Qt escapes over-represented. */
const text = fc
  .array(
    fc.oneof(
      fc
        .string({ unit: 'binary', maxLength: 6 })
        .map((s) =>
          [...s].filter((c) => /[\t\n\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u.test(c)).join(''),
        ),
      fc.constantFrom('&', '<', '>', '"', "'", '\n', '\t', ' ', '\u00a0', '\u0001', '%1', '%n', '%L2', '😀'),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(''));

/** Text as Qt's writer protects it, written independently of the format's code. */
const protect = (value: string): string =>
  [...value]
    .map((c) => {
      const named: Record<string, string> = {
        '&': '&amp;',
        '<': '&lt;',
        '>': '&gt;',
        '"': '&quot;',
        "'": '&apos;',
      };
      if (named[c]) return named[c];
      const code = c.codePointAt(0) as number;
      // Qt's protect(): controls as <byte>, and every white space past U+007F (QChar::isSpace: Zs,
      // Zl, Zp, U+0085) as a numeric entity.
      if (code < 0x20 && c !== '\n' && c !== '\t') return `<byte value="x${code.toString(16)}"/>`;
      return code > 0x7f && /[\p{Zs}\p{Zl}\p{Zp}\u0085]/u.test(c) ? `&#x${code.toString(16)};` : c;
    })
    .join('');

describe('Qt .ts rewrites over KeePassXC', () => {
  it.each(['keepassxc_de.ts', 'keepassxc_ru.ts', 'keepassxc_ja.ts'])(
    '%s: random edits change those translations (and forms) only',
    (file) => {
      const content = readFileSync(path.join(fixtures, file), 'utf8');
      const { entries: original, messages } = readTs(content);
      const keys = [...original.keys()];
      // Where each key's text is written: a form, or the translation of a plain message.
      const place = new Map<
        string,
        {
          start: number;
          end: number;
          open: string;
          close: string;
          unfinished?: { start: number; end: number };
        }
      >();
      for (const message of messages) {
        const translation = message.translation;
        if (!translation) continue;
        for (const [index, category] of message.categories.entries()) {
          const form = message.forms[index];
          if (form)
            place.set(`${message.key}[${category}]`, {
              start: form.start,
              end: form.end,
              open: '<numerusform>',
              close: '</numerusform>',
            });
        }
        if (!message.numerus)
          place.set(message.key, {
            start: translation.start,
            end: translation.end,
            open: '<translation>',
            close: '</translation>',
          });
      }
      fc.assert(
        fc.property(
          fc.uniqueArray(fc.nat({ max: keys.length - 1 }), { minLength: 1, maxLength: 6 }),
          fc.array(
            text.filter((t) => t !== ''),
            { minLength: 6, maxLength: 6 },
          ),
          (picks, texts) => {
            const edited = new Map(original);
            const changes: Array<{ start: number; end: number; text: string }> = [];
            for (const [index, pick] of picks.entries()) {
              const key = keys[pick] as string;
              const at = place.get(key);
              const value = texts[index] as string;
              if (!at || value === original.get(key)) continue;
              edited.set(key, value);
              changes.push({ start: at.start, end: at.end, text: `${at.open}${protect(value)}${at.close}` });
            }
            const out = renderOver(qt, edited, 'flat', content);
            expect(qt.parse(out)).toEqual(edited);
            // Outside the changed elements every byte is the same, but for `type="unfinished"`, which a
            // translation loses once it has a text.
            const sorted = changes.sort((a, b) => a.start - b.start);
            let expected = '';
            let at = 0;
            for (const change of sorted) {
              expected += content.slice(at, change.start) + change.text;
              at = change.end;
            }
            expected += content.slice(at);
            const strip = (s: string): string =>
              s.replace(/<translation type="unfinished">/g, '<translation>');
            expect(strip(out)).toBe(strip(expected));
            expect(out.length).toBeLessThanOrEqual(expected.length);
          },
        ),
        { numRuns: 25 },
      );
    },
  );
});
