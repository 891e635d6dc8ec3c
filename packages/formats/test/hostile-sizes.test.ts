// Files at the documented budgets (LIMITS.maxEntries entries, a line of ten million characters) and
// the errors of hostile ones: each is read or written, or refused with a FormatError naming the line,
// never a RangeError from V8's stack and never minutes of CPU.
import { describe, expect, it } from 'vitest';
import { FormatError, getFormat, LIMITS, poPluralForms } from '../src/index.ts';
import { captureError } from './helpers.ts';

/** `count` keys `k0`, `k1`, … holding `v0`, `v1`, … */
function numbered(count: number): Map<string, string> {
  const entries = new Map<string, string>();
  for (let i = 0; i < count; i++) entries.set(`k${i}`, `v${i}`);
  return entries;
}

const HUGE = 10_000_000;

describe('files at LIMITS.maxEntries', () => {
  it('PO: a pull adding maxEntries − 1 messages to a file of one writes them all, in order', () => {
    const po = getFormat('po');
    const existing = po.serialize(new Map([['k0', 'x']]), { structure: 'flat', locale: 'de' });
    // Every new message goes after the one before it: the same insertion point, one after another.
    const entries = numbered(LIMITS.maxEntries - 1);
    const written = po.serializeOver?.(entries, existing, { structure: 'flat', locale: 'de' }) ?? '';
    const read = po.parse(written);
    expect(read.size).toBe(entries.size);
    expect([...read.keys()].slice(-3)).toEqual(['k199996', 'k199997', 'k199998']);
    expect(read.get('k0')).toBe('v0');
  });

  it.each(['php', 'json5'])('%s: removing all but one of maxEntries keys leaves that one', (name) => {
    const format = getFormat(name);
    const existing = format.serialize(numbered(LIMITS.maxEntries), { structure: 'flat', locale: 'de' });
    const written =
      format.serializeOver?.(new Map([['k7', 'seven']]), existing, { structure: 'flat', locale: 'de' }) ?? '';
    expect([...format.parse(written)]).toEqual([['k7', 'seven']]);
  });

  it('YAML: maxEntries keys are written, one line each under the locale', () => {
    const yaml = getFormat('yaml');
    const written = yaml.serialize(numbered(LIMITS.maxEntries), { structure: 'flat', locale: 'de' });
    const lines = written.trimEnd().split('\n');
    expect(lines).toHaveLength(LIMITS.maxEntries + 1);
    expect(lines.at(-1)).toBe('  k199999: v199999');
  });
});

describe('a line of ten million characters', () => {
  it('PO: a text that long is read, and one never closed is a FormatError with its line', () => {
    const po = getFormat('po');
    const text = 'a'.repeat(HUGE);
    expect(po.parse(`msgid "k"\nmsgstr "${text}"\n`).get('k')).toBe(text);
    const escapes = '\\n'.repeat(HUGE / 2);
    expect(po.parse(`msgid "k"\nmsgstr "${escapes}"\n`).get('k')).toHaveLength(HUGE / 2);
    const error = captureError(() => po.parse(`msgid "k"\nmsgstr "${text}\n`));
    expect(error).toBeInstanceOf(FormatError);
    expect(error.line).toBe(2);
  });

  it('JSON5: a text that long is read, and one never closed is a FormatError with its line', () => {
    const json5 = getFormat('json5');
    const text = 'a'.repeat(HUGE);
    expect(json5.parse(`{k: '${text}'}`).get('k')).toBe(text);
    const error = captureError(() => json5.parse(`{\nk: "${text}`));
    expect(error).toBeInstanceOf(FormatError);
    expect(error.line).toBe(2);
  });

  it.each([
    ['ini', `a = b\n${'x'.repeat(HUGE)}\n`, 2],
    ['ini', `a = b\n[${'x'.repeat(HUGE)}\n`, 2],
    ['strings', `"a" = "b";\n${'x'.repeat(HUGE)}`, 2],
  ])('%s: the error quotes the line shortened, and names it', (name, content, line) => {
    const error = captureError(() => getFormat(name).parse(content));
    expect(error).toBeInstanceOf(FormatError);
    expect(error.line).toBe(line);
    expect(error.message).toContain('x'.repeat(60));
    expect(error.message.length).toBeLessThan(400);
  });
});

describe('absurd nesting and plural counts', () => {
  it('PO: msgstr[999999999] is a FormatError naming the budget and the line, not the heap', () => {
    const po = getFormat('po');
    const content = 'msgid "a"\nmsgstr "x"\n\nmsgid "b"\nmsgid_plural "bs"\nmsgstr[999999999] "y"\n';
    const error = captureError(() => po.parse(content));
    expect(error).toBeInstanceOf(FormatError);
    expect(error.message).toContain('LIMITS.maxEntries');
    expect(error.line).toBe(4);
    // A high index within the budget is read, the forms below it empty.
    const read = po.parse('msgid "b"\nmsgid_plural "bs"\nmsgstr[4] "y"\n');
    expect([...read.values()]).toContain('y');
  });

  it('Fluent: placeables nested past LIMITS.maxDepth are a FormatError with the line', () => {
    const fluent = getFormat('fluent');
    const deep = (n: number) => `ok = fine\nbad = ${'{ '.repeat(n)}"x"${' }'.repeat(n)}\n`;
    expect(fluent.parse(deep(LIMITS.maxDepth)).get('bad')).toBeDefined();
    for (const n of [LIMITS.maxDepth + 1, 100_000]) {
      const error = captureError(() => fluent.parse(deep(n)));
      expect(error).toBeInstanceOf(FormatError);
      expect(error.line).toBe(2);
      expect(error.message).toContain('LIMITS.maxDepth');
    }
    // Braces in a string literal are text.
    expect(fluent.parse(`a = { "${'{'.repeat(500)}" }\n`).get('a')).toContain('{'.repeat(500));
  });

  it('Fluent: a pulled text nesting placeables that deep is refused naming its key', () => {
    const fluent = getFormat('fluent');
    const text = `${'{ '.repeat(100_000)}"x"${' }'.repeat(100_000)}`;
    const error = captureError(() =>
      fluent.serializeOver?.(new Map([['a', text]]), 'a = old\n', { structure: 'flat', locale: 'de' }),
    );
    expect(error).toBeInstanceOf(FormatError);
    expect(error.message).toContain('"a"');
  });
});

describe('the Plural-Forms of a PO header', () => {
  it('is read from a header split over lines, and a header string of ten million characters is no RangeError', () => {
    const header =
      'msgid ""\nmsgstr ""\n"Language: ru\\n"\n"Plural-Forms: nplurals=3; "\n"plural=(n%10==1 ? 0 : 1);\\n"\n';
    expect(poPluralForms(`${header}\nmsgid "a"\nmsgstr "b"\n`)).toBe('nplurals=3; plural=(n%10==1 ? 0 : 1);');
    expect(
      poPluralForms(`msgid ""\nmsgstr "${'a'.repeat(HUGE)}\\n"\n"Plural-Forms: nplurals=1; plural=0;\\n"\n`),
    ).toBe('nplurals=1; plural=0;');
    expect(poPluralForms('msgid "a"\nmsgstr "b"\n')).toBeUndefined();
  });
});
