// One meaning of a key defined twice in every format, as each format's own tool has it (issue 19
// item 4): a tool that keeps the last value is followed with a warning naming the key and both lines,
// and a rewrite edits the definition that counts; a tool that refuses the file is followed too.
import { describe, expect, it } from 'vitest';
import type { Entries, FormatWarning } from '../src/index.ts';
import { getFormat, renderOver } from '../src/index.ts';
import { captureError } from './helpers.ts';

function read(format: string, content: string): { entries: Entries; warnings: FormatWarning[] } {
  const warnings: FormatWarning[] = [];
  const entries = getFormat(format).parse(content, { warn: (w) => warnings.push(w) });
  return { entries, warnings };
}

/** Formats whose tool keeps the last value: the file, the key's last text, the warning's lines. */
const lastWins = [
  // java.util.Properties.load puts each line in turn.
  { format: 'properties', content: '# Shop\na=1\nb=2\na=3\n', last: '3', lines: [2, 4], change: 'a=4' },
  // Apple's .strings reader (a property list dictionary) keeps the last.
  {
    format: 'strings',
    content: '"a" = "1";\n"b" = "2";\n"a" = "3";\n',
    last: '3',
    lines: [1, 3],
    change: '"a" = "4";',
  },
  // JSON.parse, and i18next with it.
  {
    format: 'json',
    content: '{\n  "a": "1",\n  "b": "2",\n  "a": "3"\n}\n',
    last: '3',
    lines: [2, 4],
    change: '"a": "4"',
  },
  // Dart's JSON decoder (gen-l10n).
  {
    format: 'arb',
    content: '{\n  "a": "1",\n  "b": "2",\n  "a": "3"\n}\n',
    last: '3',
    lines: [2, 4],
    change: '"a": "4"',
  },
  // Ruby's Psych (Rails).
  { format: 'yaml', content: 'a: "1"\nb: "2"\na: "3"\n', last: '3', lines: [1, 3], change: 'a: "4"' },
];

describe('a key defined twice, where the tool keeps the last value', () => {
  for (const { format, content, last, lines, change } of lastWins) {
    it(`${format}: the last value, with a warning naming both lines`, () => {
      const { entries, warnings } = read(format, content);
      expect(Object.fromEntries(entries)).toEqual({ a: last, b: '2' });
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.message).toContain('"a"');
      expect(warnings[0]?.message).toContain(`lines ${lines[0]} and ${lines[1]}`);
    });

    it(`${format}: a rewrite edits the last definition, keeps the earlier one, removes both with the key`, () => {
      const f = getFormat(format);
      const { entries } = read(format, content);
      expect(renderOver(f, entries, 'flat', content)).toBe(content);
      const changed = renderOver(f, new Map(entries).set('a', '4'), 'flat', content);
      // Only the line of the last definition changes.
      const expected = content
        .split('\n')
        .map((line, i) => (i === (lines[1] as number) - 1 ? line.replace('3', '4') : line))
        .join('\n');
      expect(changed).toBe(expected);
      expect(changed).toContain(change);
      const removed = renderOver(f, new Map([['b', '2']]), 'flat', content);
      expect(Object.fromEntries(read(format, removed).entries)).toEqual({ b: '2' });
    });
  }
});

describe('a key defined twice, where the tool refuses the file', () => {
  it('po: msgfmt refuses a duplicate message definition; so does the parser, naming both lines', () => {
    const err = captureError(() =>
      read('po', 'msgid "a"\nmsgstr "1"\n\nmsgid "b"\nmsgstr "2"\n\nmsgid "a"\nmsgstr "3"\n'),
    );
    expect(err.message).toBe('message "a" is defined twice (lines 1 and 7); remove one of them');
    expect(err.line).toBe(7);
  });

  it('android: aapt2 refuses a resource defined twice; so does the parser, naming both lines', () => {
    const err = captureError(() =>
      read(
        'android',
        '<resources>\n  <string name="a">1</string>\n  <string name="b">2</string>\n  <string name="a">3</string>\n</resources>\n',
      ),
    );
    expect(err.message).toBe(
      '"a" is defined twice (lines 2 and 4); aapt2 refuses a resource defined twice: remove one',
    );
    expect(err.line).toBe(4);
    expect(err.key).toBe('a');
  });
});
