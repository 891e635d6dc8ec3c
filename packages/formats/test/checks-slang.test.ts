import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { looksLikeSlang, slangPlaceholders } from '../src/checks/slang.ts';
import { json } from '../src/formats/json/index.ts';
import { checkPlaceholders } from '../src/index.ts';

const localsend = path.resolve(fileURLToPath(import.meta.url), '../fixtures/localsend/app/assets/i18n');
const read = (locale: string) => json.parse(readFileSync(path.join(localsend, `${locale}.json`), 'utf8'));

describe("slang's placeholders in JSON", () => {
  it('reads $name, $ before braces, {name} and {{name}} as {name}; links, escapes and lone dollars are not', () => {
    const dollar = '$';
    expect(slangPlaceholders(`Hello $name. I am ${dollar}{height}m.`)).toEqual(['{height}', '{name}']);
    expect(slangPlaceholders('Hello {name}, {{count}} new')).toEqual(['{count}', '{name}']);
    expect(slangPlaceholders(`Welcome $name. Click ${dollar}{tapHere(here)}!`)).toEqual([
      '{tapHere}',
      '{name}',
    ]);
    expect(slangPlaceholders('@:general.quickSave and @:{fields.name}inator')).toEqual([]);
    expect(slangPlaceholders('\\$price \\{notAnArgument} costs 5 $ or $5')).toEqual([]);
  });

  it('tells slang JSON by its key modifiers or links, and leaves other JSON alone', () => {
    expect(looksLikeSlang(new Map([['aliasGenerator(ignoreMissing, ignoreGpt).fruits[0]', 'Apple']]))).toBe(
      true,
    );
    expect(looksLikeSlang(new Map([['greet(context=Gender).male', 'Hi']]))).toBe(true);
    expect(looksLikeSlang(new Map([['title', '@:general.title']]))).toBe(true);
    expect(looksLikeSlang(new Map([['fn(x)', 'y']]))).toBe(false);
    expect(looksLikeSlang(new Map([['title', 'mail me @ home: $5']]))).toBe(false);
    // i18next JSON keeps its own reading: `$name` is prose there.
    const source = new Map([['a', 'Hi $name {{count}}']]);
    const translation = new Map([['a', 'Hallo {{count}}']]);
    expect(checkPlaceholders(source, translation, { format: 'json' })).toEqual([]);
  });

  it('compares a slang file’s placeholders in any interpolation mode', () => {
    const source = new Map([
      ['greet(context=Gender).male', 'Hello $name'],
      ['list[0]', 'Take {count}'],
    ]);
    const translation = new Map([
      ['greet(context=Gender).male', 'Hallo'],
      ['list[0]', 'Nimm {count} und $extra'],
    ]);
    expect(checkPlaceholders(source, translation, { format: 'json' })).toEqual([
      { key: 'greet(context=Gender).male', placeholder: '{name}', kind: 'missing' },
      { key: 'list[0]', placeholder: '{extra}', kind: 'extra' },
    ]);
  });

  it("finds no problem in LocalSend's translations, list items included, whose links are written out", () => {
    const en = read('en');
    expect(looksLikeSlang(en)).toBe(true);
    for (const locale of ['de', 'fi', 'ga', 'pt-BR']) {
      expect(checkPlaceholders(en, read(locale), { format: 'json', locale })).toEqual([]);
    }
    // A translation that loses a braces placeholder is told.
    const de = new Map(read('de'));
    de.set('donationPage.donate', 'Spenden');
    expect(checkPlaceholders(en, de, { format: 'json', locale: 'de' })).toEqual([
      { key: 'donationPage.donate', placeholder: '{amount}', kind: 'missing' },
    ]);
  });
});
