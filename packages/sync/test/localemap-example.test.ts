import { describe, expect, it } from 'vitest';
import { localeMapExample } from '../src/repository/localemap-example.ts';

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
