import {
  batchExtractResponseSchema,
  instantResponseSchema,
  projectSettingsSchema,
  translationsResponseSchema,
} from '@locale-sync/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  batchExtractResponseCheck,
  instantResponseCheck,
  projectSettingsCheck,
  translationsCheck,
} from '../src/sdk-bodies.ts';
import { sameVerdict } from './same-verdict.ts';

// The SDK checks its answers without zod (bundle size); these properties hold its checks to the
// protocol's zod schemas: the same verdict on valid bodies and on bodies with one field spoiled.

const count = fc.oneof(fc.nat(), fc.integer({ min: -3, max: 3 }), fc.double(), fc.constant(2 ** 53));
const settings = fc.record({
  sourceLocale: fc.string(),
  supportedLocales: fc.array(fc.string()),
  extraction: fc.record({
    extractPhrases: fc.boolean(),
    extractionMode: fc.string(),
    sendFrequency: count,
    minStringsToSend: count,
  }),
  instantTranslation: fc.record({ enabled: fc.boolean(), cacheTtlMs: count, batchSize: count }),
});
const timestamp = fc.oneof(
  fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((d) => d.toISOString()),
  fc.constantFrom(
    '2026-11-02T10:00:00Z',
    '2026-11-02T10:00Z',
    '2026-11-02T10:00:00+02:00',
    '2028-02-29T00:00:00Z',
    '2026-02-29T00:00:00Z',
    '0000-02-29T00:00:00Z',
    '2026-11-31T00:00:00Z',
    '2026-11-02T24:00:00Z',
    '2026-11-02',
    'now',
  ),
);
const instant = fc
  .array(fc.tuple(fc.string(), fc.constantFrom('approved', 'machine', 'fallback', 'draft')), { maxLength: 4 })
  .chain((rows) =>
    fc.record({
      translations: fc.constant(rows.map(([t]) => t)),
      sources: fc.oneof(fc.constant(rows.map(([, s]) => s)), fc.constant(['approved'])),
      sourceLanguage: fc.string(),
      targetLanguage: fc.string(),
      timestamp,
    }),
  );
const extract = fc.record({ received: count, created: count, merged: count, total: count });
const translations = fc.record({
  translations: fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer()), { maxKeys: 4 }),
});

describe('SDK answer checks', () => {
  sameVerdict('project settings', settings, projectSettingsCheck, projectSettingsSchema);
  sameVerdict('instant translation', instant, instantResponseCheck, instantResponseSchema);
  sameVerdict('batch extract', extract, batchExtractResponseCheck, batchExtractResponseSchema);
  sameVerdict('translations', translations, translationsCheck, translationsResponseSchema);

  it('keeps a __proto__ source text as a plain key of a null-prototype object', () => {
    const parsed = translationsCheck.safeParse(JSON.parse('{"translations":{"__proto__":"x","Hi":"Hallo"}}'));
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(Object.getPrototypeOf(parsed.data.translations)).toBeNull();
    expect(Object.keys(parsed.data.translations)).toEqual(['__proto__', 'Hi']);
    expect(parsed.data.translations.toString).toBeUndefined();
  });

  it('names the path and the problem of each spoiled field', () => {
    const parsed = instantResponseCheck.safeParse({
      translations: ['a', 2],
      sources: ['approved', 'machine'],
      sourceLanguage: 'en',
      targetLanguage: 'de',
      timestamp: 'yesterday',
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.error.issues).toEqual([
      { path: ['translations', 1], message: 'expected a string, got number' },
      { path: ['timestamp'], message: 'expected an ISO 8601 date-time in UTC, got string' },
    ]);
  });
});
