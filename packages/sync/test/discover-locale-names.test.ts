// Discovery reads a path's language without building Intl.DisplayNames (ICU's language names, about
// 10 ms of an action's start) for a two-letter code, and still answers as those names do.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('discovery without ICU language names for two-letter codes', () => {
  it('loads and reads two-letter codes without constructing Intl.DisplayNames', async () => {
    const built = vi.spyOn(Intl, 'DisplayNames');
    vi.resetModules();
    const { readCode, readAndroidQualifier, isKnownLanguage } = await import(
      '../src/repository/discover-locale.ts'
    );
    expect(readCode('pt_BR')).toEqual({ locale: 'pt-BR', separator: '_', irregular: false });
    expect(readCode('cn')).toEqual({ unread: '"cn" is not a language code' });
    expect(readAndroidQualifier('de-rAT')).toMatchObject({ locale: 'de-AT' });
    expect(isKnownLanguage('DE')).toBe(true);
    expect(built).not.toHaveBeenCalled();
    // A three-letter language still asks ICU, on first use.
    expect(readCode('fil')).toMatchObject({ locale: 'fil' });
    expect(built).toHaveBeenCalledTimes(1);
  });

  it('knows the same languages as Intl.DisplayNames', async () => {
    const { isKnownLanguage } = await import('../src/repository/discover-locale.ts');
    const names = new Intl.DisplayNames('en', { type: 'language', fallback: 'none' });
    const asIcu = (code: string) => {
      try {
        return names.of(code) !== undefined;
      } catch {
        return false;
      }
    };
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const codes = ['x', 'zzzz', 'common', 'yue', 'hye', 'zhtw', 'EN', 'Fr'];
    for (const a of letters) for (const b of letters) codes.push(a + b);
    for (const code of codes) expect(isKnownLanguage(code), code).toBe(asIcu(code));
  });
});
