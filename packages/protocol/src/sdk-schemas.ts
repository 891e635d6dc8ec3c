import { z } from 'zod';
import {
  MAX_INSTANT_TEXTS,
  MAX_LOCALE_CODE_LENGTH,
  MAX_PHRASES_PER_BATCH,
  MAX_PROJECT_KEY_LENGTH,
  PROJECT_KEY_PATTERN,
} from './constants.ts';

/** A project key as every API takes it: 1 to 128 characters of `[A-Za-z0-9_-]`. */
export const projectKeySchema = z
  .string()
  .regex(PROJECT_KEY_PATTERN, `expected 1 to ${MAX_PROJECT_KEY_LENGTH} characters of [A-Za-z0-9_-]`);

/** A locale code as the SDK API takes it (checked for shape by the server), bounded in length. */
export const localeCodeSchema = z.string().min(1).max(MAX_LOCALE_CODE_LENGTH);

/** Response of `GET /projects/key/:projectKey`. */
export const projectSettingsSchema = z.object({
  sourceLocale: z.string(),
  supportedLocales: z.array(z.string()),
  extraction: z.object({
    extractPhrases: z.boolean(),
    extractionMode: z.string(),
    /** Seconds between two sends of extracted phrases. */
    sendFrequency: z.number().int().nonnegative(),
    minStringsToSend: z.number().int().nonnegative(),
  }),
  instantTranslation: z.object({
    enabled: z.boolean(),
    cacheTtlMs: z.number().int().nonnegative(),
    batchSize: z.number().int().positive(),
  }),
});
export type ProjectSettings = z.infer<typeof projectSettingsSchema>;

/** Response of `GET /translate/:projectKey/:langCode`: source text → approved translation. */
export const translationsResponseSchema = z.object({
  translations: z.record(z.string(), z.string()),
});
export type TranslationsResponse = z.infer<typeof translationsResponseSchema>;

export const phraseLocationSchema = z.object({
  url: z.string().max(2048).optional(),
  path: z.string().max(2048).optional(),
  context: z.string().max(2048).optional(),
  element: z.string().max(256).optional(),
});
export type PhraseLocation = z.infer<typeof phraseLocationSchema>;

/** Largest `count` one reported phrase may carry. */
export const MAX_PHRASE_REPORT_COUNT = 2_147_483_647;

export const phraseSchema = z.object({
  sourceText: z.string().min(1, 'must not be empty').max(10_000),
  context: z.string().max(2048).optional(),
  // A report's count fits a 32-bit integer; the stored total saturates (the server's concern).
  count: z.number().int().positive().max(MAX_PHRASE_REPORT_COUNT).optional(),
  locations: z.array(phraseLocationSchema).max(100).optional(),
});
export type Phrase = z.infer<typeof phraseSchema>;

/** Body of `POST /phrases/batch-extract` (1 to 500 phrases). */
export const phraseBatchSchema = z.object({
  projectKey: projectKeySchema,
  sourceUrl: z.string().max(2048).optional(),
  sourceType: z.string().max(64).optional(),
  phrases: z
    .array(phraseSchema)
    .min(1, 'at least one phrase is required')
    .max(MAX_PHRASES_PER_BATCH, `at most ${MAX_PHRASES_PER_BATCH} phrases per request`),
  metadata: z.record(z.string(), z.unknown()).optional(),
  hashOptions: z
    .object({
      verifyHashes: z.boolean().optional(),
      detectDuplicates: z.boolean().optional(),
      trackChanges: z.boolean().optional(),
    })
    .optional(),
});
export type PhraseBatch = z.input<typeof phraseBatchSchema>;

/** 200 answer of `POST /phrases/batch-extract`. */
export const batchExtractResponseSchema = z.object({
  /** Phrases in the request. */
  received: z.number().int().nonnegative(),
  /** Distinct phrases (by source text and context) not seen before. */
  created: z.number().int().nonnegative(),
  /** Phrases merged into an existing one (in this batch or an earlier one). */
  merged: z.number().int().nonnegative(),
  /** Distinct phrases the project now holds. */
  total: z.number().int().nonnegative(),
});
export type BatchExtractResponse = z.infer<typeof batchExtractResponseSchema>;

/** Body of `POST /translate/instant` (1 to 50 texts). */
export const instantRequestSchema = z.object({
  texts: z
    .array(z.string().max(10_000))
    .min(1, 'at least one text is required')
    .max(MAX_INSTANT_TEXTS, `at most ${MAX_INSTANT_TEXTS} texts per request`),
  sourceLanguage: localeCodeSchema,
  targetLanguage: localeCodeSchema,
  context: z.string().max(2048).optional(),
});
export type InstantRequest = z.input<typeof instantRequestSchema>;

export const TRANSLATION_SOURCES = ['approved', 'machine', 'fallback'] as const;
export type TranslationSource = (typeof TRANSLATION_SOURCES)[number];

/** Answer of `POST /translate/instant`; `translations` and `sources` keep the order of `texts`. */
export const instantResponseSchema = z
  .object({
    translations: z.array(z.string()),
    sources: z.array(z.enum(TRANSLATION_SOURCES)),
    sourceLanguage: z.string(),
    targetLanguage: z.string(),
    timestamp: z.iso.datetime(),
  })
  .refine((r) => r.translations.length === r.sources.length, {
    message: 'translations and sources differ in length',
    path: ['sources'],
  });
export type InstantResponse = z.infer<typeof instantResponseSchema>;
