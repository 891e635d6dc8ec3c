import { describe, expect, it } from 'vitest';
import { normalizeLocale, rememberedLocaleCount } from '../src/locale.ts';

describe('normalizeLocale remembers its answers', () => {
  it('answers a repeated code, valid or not, as it did the first time', () => {
    for (let round = 0; round < 2; round++) {
      expect(normalizeLocale('pt_br')).toBe('pt-BR');
      expect(normalizeLocale('zh-hant-tw')).toBe('zh-Hant-TW');
      expect(normalizeLocale('../x')).toBeUndefined();
      expect(normalizeLocale('en-')).toBeUndefined();
    }
  });

  it('keeps at most 1,024 answers however many codes it is given', () => {
    for (let i = 0; i < 5000; i++) normalizeLocale(`x-${i.toString(36)}`);
    expect(rememberedLocaleCount()).toBeGreaterThan(0);
    expect(rememberedLocaleCount()).toBeLessThanOrEqual(1024);
    expect(normalizeLocale('de_at')).toBe('de-AT');
    expect(normalizeLocale('x-zz')).toBe(normalizeLocale('x-zz'));
  });
});
