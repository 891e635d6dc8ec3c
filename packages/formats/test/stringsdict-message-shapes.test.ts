// A message can be one plural group in one `.stringsdict` (`%#@COUNT@`: `key[one]`…) and a format key
// with its variables in another (`key`, `key[@COUNT][one]`…): a pull writes the texts of either shape
// into the `<string>`s the file holds, never duplicate keys or a removed entry with edits inside it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getFormat, renderOver } from '../src/index.ts';

const stringsdict = getFormat('stringsdict');
const fixtures = path.resolve(fileURLToPath(import.meta.url), '..', 'fixtures/element-x-ios');
const elementX = (locale: string): string =>
  readFileSync(path.join(fixtures, `${locale}.lproj/Localizable.stringsdict`), 'utf8');

/** The file's bytes with the `<string>` after `<key>one</key>`/`other` of `a11y_digits_entered` replaced. */
function withDigits(content: string, one: string, other: string): string {
  const start = content.indexOf('<key>a11y_digits_entered</key>');
  const end = content.indexOf('</dict>\n\t</dict>', start);
  const block = content
    .slice(start, end)
    .replace(/(<key>one<\/key>\s*<string>)[^<]*/, `$1${one}`)
    .replace(/(<key>other<\/key>\s*<string>)[^<]*/, `$1${other}`);
  return content.slice(0, start) + block + content.slice(end);
}

describe('stringsdict: texts keyed by another shape of the same message', () => {
  // Element X holds every message as one group (`<string>%#@COUNT@</string>`).
  const de = elementX('de');
  const entries = stringsdict.parse(de);

  it('writes variable forms (`key[@COUNT][one]`) into the group the file holds', () => {
    const given = new Map(entries);
    given.delete('a11y_digits_entered[one]');
    given.delete('a11y_digits_entered[other]');
    given.set('a11y_digits_entered[@COUNT][one]', '%1$d Ziffer eingegeben');
    given.set('a11y_digits_entered[@COUNT][other]', '%1$d Ziffern eingegeben');
    const out = renderOver(stringsdict, given, 'flat', de);
    expect(out).toBe(withDigits(de, '%1$d Ziffer eingegeben', '%1$d Ziffern eingegeben'));
    expect(stringsdict.parse(out).get('a11y_digits_entered[other]')).toBe('%1$d Ziffern eingegeben');
  });

  it('maps a variable of another name when the message has one variable on each side', () => {
    const given = new Map(entries);
    given.set('a11y_digits_entered', '%#@digits@');
    given.set('a11y_digits_entered[@digits][other]', '%1$d Ziffern');
    const out = renderOver(stringsdict, given, 'flat', de);
    expect(out).toBe(withDigits(de, entries.get('a11y_digits_entered[one]') as string, '%1$d Ziffern'));
  });

  it('writes a format key that is more than one variable over the group’s, keeping its forms', () => {
    const given = new Map(entries);
    given.set('a11y_digits_entered', 'Eingabe: %#@COUNT@');
    const out = renderOver(stringsdict, given, 'flat', de);
    const read = stringsdict.parse(out);
    expect(read.get('a11y_digits_entered')).toBe('Eingabe: %#@COUNT@');
    expect(read.get('a11y_digits_entered[@COUNT][one]')).toBe(entries.get('a11y_digits_entered[one]'));
    expect(read.size).toBe(entries.size + 1);
  });

  it('writes group forms (`key[one]`) into the only plural variable of a message with a format key', () => {
    // The format key Element X's English source would have with text around its variable.
    const en = elementX('en').replace(
      /(<key>a11y_digits_entered<\/key>[\s\S]*?<key>NSStringLocalizedFormatKey<\/key>\s*<string>)%#@COUNT@/,
      '$1Digits: %#@COUNT@',
    );
    const read = stringsdict.parse(en);
    expect(read.get('a11y_digits_entered')).toBe('Digits: %#@COUNT@');
    const given = new Map(read);
    given.delete('a11y_digits_entered[@COUNT][one]');
    given.delete('a11y_digits_entered[@COUNT][other]');
    given.set('a11y_digits_entered[one]', '%1$d digit');
    given.set('a11y_digits_entered[other]', '%1$d digits');
    const out = renderOver(stringsdict, given, 'flat', en);
    expect(out).toBe(withDigits(en, '%1$d digit', '%1$d digits'));
  });
});
