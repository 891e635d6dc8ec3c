import { describe, expect, it } from 'vitest';
import {
  errorBody,
  instantRequestSchema,
  instantResponseSchema,
  isSafeRelativePath,
  MAX_INSTANT_TEXTS,
  MAX_PHRASES_PER_BATCH,
  normalizeLocale,
  phraseBatchSchema,
  problemsFromZod,
  pullQuerySchema,
  pushRequestSchema,
  pushStateRequestSchema,
  splitList,
} from '../src/index.ts';

describe('locales', () => {
  it.each([
    ['en', 'en'],
    ['en-US', 'en-US'],
    ['en-us', 'en-US'],
    ['pt_BR', 'pt-BR'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-hant-tw', 'zh-Hant-TW'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });

  it.each(['', 'e', 'english', '../x', 'en/US', 'en US', 'en-', '1en', 'en\n'])('refuses %j', (input) => {
    expect(normalizeLocale(input)).toBeUndefined();
  });
});

describe('repository paths', () => {
  it.each(['locales/en.json', 'src/i18n/pt_BR.json', 'a.json'])('accepts %s', (p) => {
    expect(isSafeRelativePath(p)).toBe(true);
  });
  it.each(['/etc/passwd', '../x.json', 'a/../../b', 'C:/x', 'a\\b', 'a//b', 'a/\0', ''])(
    'refuses %j',
    (p) => {
      expect(isSafeRelativePath(p)).toBe(false);
    },
  );
});

describe('push request', () => {
  const file = { locale: 'en', path: 'locales/en.json', format: 'json', content: '{}' };

  it('accepts a minimal body and normalises locales', () => {
    const parsed = pushRequestSchema.parse({ files: [{ ...file, locale: 'pt_BR' }] });
    expect(parsed.files[0]?.locale).toBe('pt-BR');
  });

  it('lists every problem with its location', () => {
    const result = pushRequestSchema.safeParse({
      files: [
        { ...file, locale: 'nope!', path: '../x' },
        { ...file, format: 'toml' },
      ],
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const locations = problemsFromZod(result.error).map((p) => p.location);
    expect(locations).toEqual(
      expect.arrayContaining(['body.files[0].locale', 'body.files[0].path', 'body.files[1].format']),
    );
  });

  it('refuses the same locale twice', () => {
    const result = pushRequestSchema.safeParse({ files: [file, { ...file, path: 'i18n/en.json' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/en is sent twice/);
  });

  it('refuses an empty file list', () => {
    expect(pushRequestSchema.safeParse({ files: [] }).success).toBe(false);
  });

  it('accepts one locale once per resource, and names both entries of a (locale, resource) sent twice', () => {
    const common = { ...file, path: 'locales/en/common.json', resource: 'locales/en/common.json' };
    const other = { ...file, path: 'locales/en/other.json', resource: 'locales/en/other.json' };
    expect(pushRequestSchema.safeParse({ files: [file, common, other] }).success).toBe(true);
    const twice = pushRequestSchema.safeParse({ files: [common, other, { ...common, path: 'x/en.json' }] });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.message).toBe(
      'locale en of resource locales/en/common.json is sent twice (files[0] and files[2])',
    );
    expect(
      pushStateRequestSchema.safeParse({
        files: [
          { locale: 'en', path: 'a.json', format: 'json', sha256: 'a'.repeat(64), resource: 'a.json' },
          { locale: 'en', path: 'b.json', format: 'json', sha256: 'a'.repeat(64), resource: 'b.json' },
        ],
      }).success,
    ).toBe(true);
  });

  it.each(['', '../en.json', '/abs/en.json', 'a\\b.json'])('refuses the resource %j', (resource) => {
    const result = pushRequestSchema.safeParse({ files: [{ ...file, resource }] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(new Set(problemsFromZod(result.error).map((p) => p.location))).toEqual(
      new Set(['body.files[0].resource']),
    );
  });
});

describe('pull query', () => {
  it('applies the defaults', () => {
    expect(pullQuerySchema.parse({})).toEqual({ format: 'json', structure: 'flat', status: 'approved' });
  });

  it('splits and normalises locales', () => {
    expect(pullQuerySchema.parse({ locales: 'de, pt_BR,de\nfr' }).locales).toEqual(['de', 'pt-BR', 'fr']);
  });

  it('takes resources=all and nothing else', () => {
    expect(pullQuerySchema.parse({ resources: 'all' }).resources).toBe('all');
    expect(pullQuerySchema.parse({}).resources).toBeUndefined();
    expect(pullQuerySchema.safeParse({ resources: 'some' }).success).toBe(false);
  });

  it('refuses an unknown structure and a bad locale', () => {
    expect(pullQuerySchema.safeParse({ structure: 'tree' }).success).toBe(false);
    expect(pullQuerySchema.safeParse({ locales: 'de,../x' }).success).toBe(false);
  });

  it('splits lists', () => {
    expect(splitList('de,fr')).toEqual(['de', 'fr']);
    expect(splitList(' de , fr ,')).toEqual(['de', 'fr']);
    expect(splitList('de\nfr\n')).toEqual(['de', 'fr']);
  });
});

describe('SDK limits', () => {
  const phrase = { sourceText: 'Hello' };
  it(`accepts ${MAX_PHRASES_PER_BATCH} phrases and refuses one more`, () => {
    const batch = (n: number) => ({ projectKey: 'k', phrases: Array.from({ length: n }, () => phrase) });
    expect(phraseBatchSchema.safeParse(batch(MAX_PHRASES_PER_BATCH)).success).toBe(true);
    expect(phraseBatchSchema.safeParse(batch(MAX_PHRASES_PER_BATCH + 1)).success).toBe(false);
    expect(phraseBatchSchema.safeParse(batch(0)).success).toBe(false);
  });

  it(`accepts ${MAX_INSTANT_TEXTS} texts and refuses one more`, () => {
    const req = (n: number) => ({
      texts: Array.from({ length: n }, (_, i) => `t${i}`),
      sourceLanguage: 'en',
      targetLanguage: 'de',
    });
    expect(instantRequestSchema.safeParse(req(MAX_INSTANT_TEXTS)).success).toBe(true);
    expect(instantRequestSchema.safeParse(req(MAX_INSTANT_TEXTS + 1)).success).toBe(false);
  });

  it('checks that an instant response keeps translations and sources aligned', () => {
    const ok = {
      translations: ['a'],
      sources: ['approved'],
      sourceLanguage: 'en',
      targetLanguage: 'de',
      timestamp: '2026-11-22T10:00:00.000Z',
    };
    expect(instantResponseSchema.safeParse(ok).success).toBe(true);
    expect(instantResponseSchema.safeParse({ ...ok, sources: [] }).success).toBe(false);
    expect(instantResponseSchema.safeParse({ ...ok, sources: ['guess'] }).success).toBe(false);
  });
});

describe('error body', () => {
  it('omits details when there are none', () => {
    expect(errorBody('bad_signature', 'signature rejected')).toEqual({
      error: { code: 'bad_signature', message: 'signature rejected' },
    });
  });
});
