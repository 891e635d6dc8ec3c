// A new INI file written from its source keeps the source's header comment only where its sibling
// translation holds it too (fixtures/SOURCES.md, ppsspp): PPSSPP's `en_US.ini` opens with a note to
// translators that 12 of its 45 translations copied and the others (`de_DE.ini`) never had.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getFormat, loadFormats, renderOver } from '../src/index.ts';

await loadFormats(['ini']);
const fixtures = path.resolve(fileURLToPath(import.meta.url), '..', 'fixtures', 'ppsspp');
const read = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');
const ini = getFormat('ini');
const source = read('en_US.ini');
const de = read('de_DE.ini');
const ptBR = read('pt_BR.ini');
const HEADER = '# Thanks for your interest in translating PPSSPP.\n';

describe("PPSSPP's INI files, every key line with an `=`", () => {
  it("read a `:` before the `=` as part of the key, as PPSSPP's IniFile does (go-ini would read `%1`)", () => {
    const texts = ini.parse(ptBR);
    expect(texts.get('Achievements.%1: Attempt started')).toBe('%1: A tentativa começou');
    expect(texts.get('Achievements.%1: Attempt failed')).toBe('%1: A tentativa falhou');
    expect(texts.has('Achievements.%1')).toBe(false);
    // A file with a `key: value` line is go-ini's, whose separators are `=` and `:`.
    expect(ini.parse('[a]\nk: v\nx: y = z\n')).toEqual(
      new Map([
        ['a.k', 'v'],
        ['a.x', 'y = z'],
      ]),
    );
  });

  it('keep the spaces around `=` of a changed value', () => {
    const changed = new Map(ini.parse(ptBR)).set('Achievements.Account', 'Sua conta');
    expect(ini.serializeOver?.(changed, ptBR, { structure: 'flat' })).toBe(
      ptBR.replace('Account = Conta\n', 'Account = Sua conta\n'),
    );
  });
});

describe("a new INI file and its source's header comment", () => {
  const texts = ini.parse(ptBR);

  it('is written without the header where the sibling starts at its first section (de_DE.ini)', () => {
    const out = renderOver(ini, texts, 'flat', undefined, { template: source, sibling: de });
    expect(source.startsWith(HEADER)).toBe(true);
    expect(out.startsWith('[Achievements]\n%1 achievements, %2 points = %1 conquistas, %2 pontos\n')).toBe(
      true,
    );
    expect(ini.parse(out)).toEqual(texts);
  });

  it('keeps the header where the sibling copied it (pt_BR.ini, recreated as it was)', () => {
    const out = renderOver(ini, texts, 'flat', undefined, { template: source, sibling: ptBR });
    expect(out).toBe(ptBR);
  });

  it('keeps it without a sibling, and never takes a section for a header', () => {
    expect(renderOver(ini, texts, 'flat', undefined, { template: source })).toBe(ptBR);
    const sectioned = '[Achievements]\n\nAccount = Account\n';
    const sibling = '[Other]\nx = y\n';
    const out = renderOver(ini, new Map([['Achievements.Account', 'Conta']]), 'flat', undefined, {
      template: sectioned,
      sibling,
    });
    expect(out).toBe('[Achievements]\n\nAccount = Conta\n');
  });
});
