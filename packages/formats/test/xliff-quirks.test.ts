// What the XLIFF tools themselves load is read, with a warning naming the line; only what the tool
// refuses is refused. Angular keeps the first unit of a duplicated id (Paperless-ngx's en_GB file has
// eleven), Symfony's loader the last; Angular's lexer reads an attribute value in typographic quotes
// (Paperless-ngx's Turkish file: `equiv-text=“status.filename”`), libxml (Symfony) does not.
import { describe, expect, it } from 'vitest';
import type { FormatWarning } from '../src/index.ts';
import { getFormat, renderOver } from '../src/index.ts';
import { captureError } from './helpers.ts';

const xliff = getFormat('xliff');

function read(content: string) {
  const warnings: FormatWarning[] = [];
  const entries = xliff.parse(content, { path: 'messages.xlf', warn: (w) => warnings.push(w) });
  return { entries, warnings };
}

// As Paperless-ngx's messages.en_GB.xlf has it: one message extracted from two components.
const angular = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file source-language="en-US" datatype="plaintext" original="ng2.template" target-language="tr-TR">
    <body>
      <trans-unit id="1931214133925051574" datatype="html">
        <source>Open document</source>
        <target state="translated">Belgeyi aç</target>
      </trans-unit>
      <trans-unit id="added" datatype="html">
        <source><x id="PH" equiv-text="status.filename"/> added to Paperless-ngx.</source>
        <target state="translated"><x id="PH" equiv-text=“status.filename”/> belgesi Paperless-ngx'e eklendi.</target>
      </trans-unit>
      <trans-unit id="1931214133925051574" datatype="html">
        <source>Open document</source>
        <target state="translated">Belgeyi aç (2)</target>
      </trans-unit>
    </body>
  </file>
</xliff>
`;

const symfony = `<?xml version="1.0"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file source-language="en" target-language="de" datatype="plaintext" original="file.ext">
    <body>
      <trans-unit id="1">
        <source>This value is not valid.</source>
        <target>Dieser Wert ist ungültig.</target>
      </trans-unit>
      <trans-unit id="2">
        <source>This value is not valid.</source>
        <target>Dieser Wert ist nicht gültig.</target>
      </trans-unit>
    </body>
  </file>
</xliff>
`;

describe('XLIFF read as its tool reads it', () => {
  it('keeps the first unit of an id in an Angular file, and an attribute in typographic quotes, with warnings', () => {
    const { entries, warnings } = read(angular);
    expect(entries).toEqual(
      new Map([
        ['1931214133925051574', 'Belgeyi aç'],
        ['added', `<x id="PH" equiv-text=“status.filename”/> belgesi Paperless-ngx'e eklendi.`],
      ]),
    );
    expect(warnings).toEqual([
      {
        message:
          'attribute equiv-text at line 11 has its value in typographic quotes (“status.filename”), which XML does not allow; read as Angular reads it, quotes included',
        line: 11,
      },
      {
        message:
          'unit id "1931214133925051574" is used twice (lines 5 and 13); the first unit is used, as Angular reads it',
        key: '1931214133925051574',
        line: 13,
      },
    ]);
  });

  it('writes an Angular file back byte for byte, edits the unit that counts, removes both on removal', () => {
    const { entries } = read(angular);
    expect(renderOver(xliff, entries, 'flat', angular, { locale: 'tr-TR' })).toBe(angular);
    const changed = new Map(entries).set('1931214133925051574', 'Belgeyi açın');
    expect(renderOver(xliff, changed, 'flat', angular, { locale: 'tr-TR' })).toBe(
      angular.replace('Belgeyi aç</target>', 'Belgeyi açın</target>'),
    );
    const removed = new Map(entries);
    removed.delete('1931214133925051574');
    const written = renderOver(xliff, removed, 'flat', angular, { locale: 'tr-TR' });
    expect(written).not.toContain('1931214133925051574');
    expect(written).toContain('equiv-text=“status.filename”');
    expect(read(written).entries).toEqual(removed);
  });

  it('keeps the last unit of a source text in a Symfony file, as its loader sets each in turn', () => {
    const { entries, warnings } = read(symfony);
    expect(entries).toEqual(new Map([['This value is not valid.', 'Dieser Wert ist nicht gültig.']]));
    expect(warnings.map((w) => [w.message, w.line])).toEqual([
      [
        'source text "This value is not valid." is used twice (lines 5 and 9); the last unit is used, as Symfony reads it',
        9,
      ],
    ]);
    const changed = new Map([['This value is not valid.', 'Ungültig.']]);
    expect(renderOver(xliff, changed, 'flat', symfony, { locale: 'de' })).toBe(
      symfony.replace('Dieser Wert ist nicht gültig.', 'Ungültig.'),
    );
  });

  it('refuses typographic quotes where the tool does (libxml, in a Symfony file)', () => {
    const broken = symfony.replace('<trans-unit id="1">', '<trans-unit id=“1”>');
    expect(captureError(() => read(broken)).message).toMatch(/invalid XLIFF at line 5/);
  });
});

describe("Paperless-ngx's en_GB file (11 ids defined twice)", () => {
  it('reads as Angular reads it and writes back byte for byte', async () => {
    const { readFile } = await import('node:fs/promises');
    const content = await readFile(
      new URL('./__fixtures__/paperless-ngx/messages.en_GB.xlf', import.meta.url),
      'utf8',
    );
    const { entries, warnings } = read(content);
    expect(warnings).toHaveLength(11);
    expect(warnings[0]?.message).toBe(
      'unit id "4733307402565258070" is used twice (lines 53 and 549); the first unit is used, as Angular reads it',
    );
    expect(entries.size).toBe(279);
    expect(renderOver(xliff, entries, 'flat', content, { locale: 'en-GB' })).toBe(content);
  });
});
