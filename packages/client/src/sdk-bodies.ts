import type {
  BatchExtractResponse,
  InstantResponse,
  ProjectSettings,
  TranslationSource,
} from '@locale-sync/protocol';
import {
  array,
  boolean,
  type Check,
  integer,
  isoDateTime,
  object,
  oneOf,
  refine,
  string,
  stringRecord,
} from './check.ts';

// The SDK API's answers as packages/protocol/src/sdk-schemas.ts defines them, checked without zod
// (see check.ts); test/sdk-bodies.test.ts holds both to the same verdicts.

/** Answer of `GET /projects/key/:projectKey`. */
export const projectSettingsCheck: Check<ProjectSettings> = object({
  sourceLocale: string,
  supportedLocales: array(string),
  extraction: object({
    extractPhrases: boolean,
    extractionMode: string,
    sendFrequency: integer(0),
    minStringsToSend: integer(0),
  }),
  instantTranslation: object({
    enabled: boolean,
    cacheTtlMs: integer(0),
    batchSize: integer(1),
  }),
});

/** Answer of `GET /translate/:projectKey/:langCode`, its translations in a null-prototype object. */
export const translationsCheck: Check<{ translations: Record<string, string> }> = object({
  translations: stringRecord,
});

const SOURCES: readonly TranslationSource[] = ['approved', 'machine', 'fallback'];

/** Answer of `POST /translate/instant`. */
export const instantResponseCheck: Check<InstantResponse> = refine(
  object({
    translations: array(string),
    sources: array(oneOf(SOURCES)),
    sourceLanguage: string,
    targetLanguage: string,
    timestamp: isoDateTime,
  }),
  (r) => r.translations.length === r.sources.length,
  'translations and sources differ in length',
  'sources',
);

/** Answer of `POST /phrases/batch-extract`. */
export const batchExtractResponseCheck: Check<BatchExtractResponse> = object({
  received: integer(0),
  created: integer(0),
  merged: integer(0),
  total: integer(0),
});
