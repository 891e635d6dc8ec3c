import { describe, expect, it } from 'vitest';
import type { TranslationFormat } from '../src/contract.ts';
import { getFormat, loadFormats, renderOver } from '../src/index.ts';
import { rememberReadings } from '../src/parse-memo.ts';

/** A format that counts its parses; its texts are `key=value` lines. */
function countingFormat(): { format: TranslationFormat; parses: () => number } {
  let parses = 0;
  const read = (content: string) =>
    new Map(
      content
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('=') as [string, string]),
    );
  const format = {
    name: 'counting',
    extensions: ['.count'],
    structures: ['flat'],
    parse: (content: string) => {
      parses++;
      return read(content);
    },
    detectStyle: (content: string) => {
      parses++;
      return { indent: '', trailingNewline: true, keyOrder: [...read(content).keys()], structure: 'flat' };
    },
    serialize: (entries: Map<string, string>) => [...entries].map(([k, v]) => `${k}=${v}\n`).join(''),
  } as unknown as TranslationFormat;
  return { format, parses: () => parses };
}

describe('rememberReadings', () => {
  it('reads one text once however many steps ask, each getting its own copy', () => {
    const { format, parses } = countingFormat();
    const remembered = rememberReadings(format);
    const content = 'a=1\nb=2\n';
    const first = remembered.parse(content, { path: 'x.count' });
    first.set('a', 'changed');
    expect(remembered.parse(content, { path: 'x.count', source: false })).toEqual(
      new Map([
        ['a', '1'],
        ['b', '2'],
      ]),
    );
    remembered.detectStyle(content).keyOrder.push('z');
    expect(remembered.detectStyle(content).keyOrder).toEqual(['a', 'b']);
    expect(parses()).toBe(2);
    // Options that change the reading read again; a parse with `warn` always runs.
    remembered.parse(content, { path: 'x.count', locale: 'fr' });
    remembered.parse(content, { path: 'x.count', locale: 'fr', warn: () => {} });
    expect(parses()).toBe(4);
  });

  it('keeps only the last reading, so a file read before is read again', () => {
    const { format, parses } = countingFormat();
    const remembered = rememberReadings(format);
    for (let i = 0; i < 3; i++) remembered.parse(`k=${i}\n`);
    remembered.parse('k=2\n');
    remembered.parse('k=0\n');
    expect(parses()).toBe(4);
  });

  it('neither keeps nor copies a text read once, and keeps the reading it held', () => {
    const { format, parses } = countingFormat();
    const own = format.parse;
    let returned: unknown;
    format.parse = (content, options) => {
      returned = own(content, options);
      return returned as ReturnType<typeof own>;
    };
    const remembered = rememberReadings(format);
    remembered.parse('k=kept\n');
    // A pull answer's file: the caller gets the format's own entries, not a copy of a kept reading.
    expect(remembered.parse('k=once\n', { once: true })).toBe(returned);
    remembered.parse('k=once\n', { once: true });
    expect(parses()).toBe(3);
    // The reading kept before is still the one kept.
    remembered.parse('k=kept\n');
    expect(parses()).toBe(3);
  });

  it('lets a rewrite over an unchanged Qt file parse it once, for any number of contexts', async () => {
    await loadFormats(['qt']);
    const qt = getFormat('qt');
    const contexts = Array.from(
      { length: 300 },
      (_, i) =>
        `<context>\n    <name>C${i}</name>\n    <message>\n        <source>S${i}</source>\n        <translation>T${i}</translation>\n    </message>\n</context>\n`,
    );
    const existing = `<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="fr">\n${contexts.join('')}</TS>\n`;
    const entries = qt.parse(existing, { path: 'app_fr.ts' });
    const options = { locale: 'fr', path: 'app_fr.ts', source: false };
    // The same text as a pull hands it: a rewrite that changes nothing returns the file itself.
    expect(renderOver(qt, entries, 'flat', existing, options)).toBe(existing);
    expect(qt.parse(existing, options)).toEqual(entries);
  });
});
