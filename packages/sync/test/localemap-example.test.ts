import { describe, expect, it } from 'vitest';
import { heldLocales } from '../src/repository/held-locales.ts';
import { localeMapExample } from '../src/repository/localemap-example.ts';
import { memoryLogger } from './helpers.ts';

describe('the localeMap example of a warning', () => {
  it("names the language a country code is misused for: Filament's np, kh; PPSSPP's cz_CZ, gr_EL", () => {
    expect(localeMapExample('np')).toBe('{"ne": "np"}');
    expect(localeMapExample('kh')).toBe('{"km": "kh"}');
    expect(localeMapExample('cz_CZ')).toBe('{"cs-CZ": "cz_CZ"}');
    // EL is no region (Greece is GR): the language alone.
    expect(localeMapExample('gr_EL')).toBe('{"el": "gr_EL"}');
    expect(localeMapExample('JP')).toBe('{"ja": "JP"}');
  });

  it('gives a placeholder, not a guess, for any other spelling', () => {
    expect(localeMapExample('pseudo-LOCALE')).toBe('{"<locale code>": "pseudo-LOCALE"}');
    expect(localeMapExample('shared')).toBe('{"<locale code>": "shared"}');
    expect(localeMapExample('xx')).toBe('{"<locale code>": "xx"}');
  });
});

describe('the warning about a column or block of a file holding every locale', () => {
  it('gives the same example: "kh" beside "km" suggests {"km": "kh"}', () => {
    const logger = memoryLogger();
    const byLocale = new Map([
      ['en', new Map([['edit', 'Edit']])],
      ['km', new Map([['edit', 'កែសម្រួល']])],
      ['kh', new Map([['edit', 'កែសម្រួល']])],
    ]);
    const held = heldLocales(byLocale, {}, 'lang/all.csv', logger);
    expect([...held.keys()]).toEqual(['en', 'km']);
    expect(logger.text('warning')).toContain(
      'lang/all.csv: "kh" is not a locale code, so its texts are not synced (name its code in "localeMap" of the files entry, e.g. {"km": "kh"})',
    );
  });
});
