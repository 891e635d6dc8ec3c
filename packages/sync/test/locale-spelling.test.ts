import { describe, expect, it } from 'vitest';
import {
  readLocale,
  spellLocale,
  TWO_LETTER_LANGUAGES,
  wireLocale,
} from '../src/repository/locale-spelling.ts';

describe('readLocale', () => {
  it("knows exactly the two-letter languages ICU's English language names know, without asking them", () => {
    const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const known: string[] = [];
    for (const first of letters) {
      for (const second of letters) if (names.of(first + second) !== undefined) known.push(first + second);
    }
    expect([...TWO_LETTER_LANGUAGES]).toEqual(known);
    for (const code of known) expect(readLocale(code), code).toBe(code);
  });

  it('reads the spellings real repositories use, without folding legacy codes', () => {
    expect(readLocale('pt_BR')).toBe('pt-BR');
    expect(readLocale('pt-br')).toBe('pt-BR');
    expect(readLocale('zh_Hans')).toBe('zh-Hans');
    expect(readLocale('zh_hans_CN', 'locale_')).toBe('zh-Hans-CN');
    expect(readLocale('sr-Latn')).toBe('sr-Latn');
    expect(readLocale('sr@latin', 'locale_')).toBe('sr-Latn');
    expect(readLocale('ca@valencia', 'locale_')).toBe('ca-valencia');
    expect(readLocale('mo')).toBe('mo');
    expect(readLocale('sh')).toBe('sh');
    expect(readLocale('iw')).toBe('iw');
  });

  it('refuses codes that are not locales instead of reading them as a language', () => {
    for (const code of ['cn', 'zhtw', 'night', 'shared', 'v21', 'xx', 'en-', '']) {
      expect(readLocale(code), code).toBeUndefined();
    }
  });

  it('reads Android resource qualifiers', () => {
    expect(readLocale('de', 'android')).toBe('de');
    expect(readLocale('pt-rBR', 'android')).toBe('pt-BR');
    expect(readLocale('fil', 'android')).toBe('fil');
    expect(readLocale('ast-rES', 'android')).toBe('ast-ES');
    expect(readLocale('b+sr+Latn', 'android')).toBe('sr-Latn');
    expect(readLocale('b+es+419', 'android')).toBe('es-419');
    for (const q of ['night', 'v21', 'land', 'car', 'sw600dp', 'de-rDE-night']) {
      expect(readLocale(q, 'android'), q).toBeUndefined();
    }
  });

  it('knows that the wire folds legacy codes', () => {
    expect(wireLocale('mo')).toBe('ro');
    expect(wireLocale('sh')).toBe('sr-Latn');
    expect(wireLocale('pt-BR')).toBe('pt-BR');
  });
});

describe('spellLocale', () => {
  it('spells a locale for each placeholder', () => {
    expect(spellLocale('pt-BR', 'locale')).toBe('pt-BR');
    expect(spellLocale('pt-BR', 'locale_')).toBe('pt_BR');
    expect(spellLocale('pt-BR', 'language')).toBe('pt');
    expect(spellLocale('pt-BR', 'region')).toBe('BR');
    expect(spellLocale('pt-BR', 'android')).toBe('pt-rBR');
    expect(spellLocale('de', 'android')).toBe('de');
    // The folder aapt2 reads and Android projects name: values-fil, not values-b+fil.
    expect(spellLocale('fil', 'android')).toBe('fil');
    expect(spellLocale('ast-ES', 'android')).toBe('ast-rES');
    expect(spellLocale('sr-Latn', 'android')).toBe('b+sr+Latn');
    expect(spellLocale('zh-Hans', 'locale_')).toBe('zh_Hans');
    expect(spellLocale('ca-valencia', 'locale_')).toBe('ca@valencia');
    expect(spellLocale('pt-BR', 'locale', undefined, { lowerRegion: true })).toBe('pt-br');
    expect(spellLocale('zh-Hant-HK', 'locale_', undefined, { lowerRegion: true, lowerScript: true })).toBe(
      'zh_hant_hk',
    );
    expect(spellLocale('zh-Hant-HK', 'locale', undefined, { lowerRegion: true })).toBe('zh-Hant-hk');
  });

  it("writes Latin and Cyrillic as glibc's modifiers in a gettext catalog's name, other scripts as subtags", () => {
    const gettext = { scriptModifiers: true };
    expect(spellLocale('sr-Latn', 'locale_', undefined, gettext)).toBe('sr@latin');
    expect(spellLocale('uz-Cyrl', 'locale_', undefined, gettext)).toBe('uz@cyrillic');
    expect(spellLocale('sr-Latn-ME', 'locale_', undefined, gettext)).toBe('sr_ME@latin');
    expect(spellLocale('zh-Hans', 'locale_', undefined, gettext)).toBe('zh_Hans');
    expect(spellLocale('pt-BR', 'locale_', undefined, gettext)).toBe('pt_BR');
    expect(spellLocale('sr-Latn', 'locale_')).toBe('sr_Latn');
    expect(spellLocale('sr-Latn', 'locale', undefined, gettext)).toBe('sr-Latn');
    expect(spellLocale('sr-Latn', 'locale_', { 'sr-Latn': 'sr_Latn' }, gettext)).toBe('sr_Latn');
    for (const name of ['sr@latin', 'uz@cyrillic', 'sr_ME@latin']) {
      const tag = readLocale(name, 'locale_') as string;
      expect(spellLocale(tag, 'locale_', undefined, gettext)).toBe(name);
    }
  });

  it('uses the localeMap spelling as is', () => {
    expect(spellLocale('zh-Hans', 'locale_', { 'zh-Hans': 'zh_CN' })).toBe('zh_CN');
    expect(spellLocale('zh-Hans', 'android', { zh_Hans: 'zh-rCN' })).toBe('zh-rCN');
  });
});
