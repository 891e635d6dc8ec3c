import {
  batchExtractResponseSchema,
  instantResponseSchema,
  projectSettingsSchema,
  translationsResponseSchema,
} from '@locale-sync/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BodyCheck } from '../src/check.ts';
import {
  batchExtractResponseCheck,
  instantResponseCheck,
  projectSettingsCheck,
  translationsCheck,
} from '../src/sdk-bodies.ts';

// The SDK checks its answers without zod (bundle size); these properties hold its checks to the
// protocol's zod schemas: the same verdict on valid bodies and on bodies with one field spoiled.

const json = fc.jsonValue();
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

/** A body, or the same body with one field (at any depth) replaced by any JSON value or removed. */
function spoiled(body: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    body,
    fc
      .tuple(body, fc.nat(), fc.option(json))
      .map(([value, pick, replacement]) => replaceOne(value, pick, replacement ?? undefined)),
    json,
  );
}

function replaceOne(value: unknown, pick: number, replacement: unknown): unknown {
  const copy = structuredClone(value);
  const holders: Record<string, unknown>[] = [];
  const walk = (node: unknown) => {
    if (node && typeof node === 'object') {
      holders.push(node as Record<string, unknown>);
      for (const child of Object.values(node)) walk(child);
    }
  };
  walk(copy);
  const holder = holders[pick % holders.length];
  const keys = holder ? Object.keys(holder) : [];
  if (!holder || keys.length === 0) return replacement;
  const key = keys[pick % keys.length] as string;
  // JSON has no holes: an array loses the item, an object the field.
  if (replacement === undefined && Array.isArray(holder)) holder.splice(Number(key), 1);
  else if (replacement === undefined) delete holder[key];
  else holder[key] = replacement;
  return copy;
}

/** Whether `value` holds, at any depth, an object with an own `__proto__` key. */
function hasOwnProtoKey(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  if (Object.hasOwn(value, '__proto__')) return true;
  return Object.values(value).some(hasOwnProtoKey);
}

function sameVerdict<T>(
  name: string,
  body: fc.Arbitrary<unknown>,
  check: BodyCheck<T>,
  schema: BodyCheck<unknown>,
) {
  it(`${name}: the same verdict and the same data as the protocol's zod schema`, () => {
    fc.assert(
      fc.property(spoiled(body), (value) => {
        // zod drops an own `__proto__` key without checking its value (`{"__proto__": 0}` passes as
        // `{}`); ours keeps and checks it, as the __proto__ tests below require: zod is no reference there.
        fc.pre(!hasOwnProtoKey(value));
        const ours = check.safeParse(value);
        const theirs = schema.safeParse(value);
        expect(ours.success).toBe(theirs.success);
        if (ours.success && theirs.success) expect({ ...ours.data }).toEqual({ ...(theirs.data as object) });
      }),
      { numRuns: 400 },
    );
  });
}

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
