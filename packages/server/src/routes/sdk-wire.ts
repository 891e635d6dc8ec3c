import {
  instantRequestSchema,
  localeCodeSchema,
  normalizeLocale,
  type TranslationSource,
} from '@locale-sync/protocol';
import type { FastifyReply, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isProjectKey } from '../http/identifiers.ts';

/**
 * The bounds of `instantRequestSchema`, read from the schema itself (its JSON Schema form) so the
 * hand check below cannot drift from it: the texts' count and length, the locale codes' length and
 * the context's length.
 */
const BOUNDS = (() => {
  const json = z.toJSONSchema(instantRequestSchema) as {
    properties: Record<
      string,
      {
        minItems?: number;
        maxItems?: number;
        minLength?: number;
        maxLength?: number;
        items?: { maxLength?: number };
      }
    >;
  };
  const { texts, sourceLanguage, targetLanguage, context } = json.properties;
  const bounds = {
    minTexts: texts?.minItems,
    maxTexts: texts?.maxItems,
    maxText: texts?.items?.maxLength,
    minLocale: sourceLanguage?.minLength,
    maxLocale: sourceLanguage?.maxLength,
    maxContext: context?.maxLength,
  };
  for (const [name, value] of Object.entries(bounds)) {
    if (typeof value !== 'number')
      throw new Error(`instantRequestSchema has no ${name}: update routes/sdk-wire.ts`);
  }
  if (targetLanguage?.minLength !== bounds.minLocale || targetLanguage?.maxLength !== bounds.maxLocale) {
    throw new Error(
      'instantRequestSchema bounds source and target locales differently: update routes/sdk-wire.ts',
    );
  }
  if (localeCodeSchema.minLength !== bounds.minLocale || localeCodeSchema.maxLength !== bounds.maxLocale) {
    throw new Error('localeCodeSchema and instantRequestSchema differ: update routes/sdk-wire.ts');
  }
  return bounds as { [K in keyof typeof bounds]: number };
})();

/** The body of `POST /translate/instant` as the route reads it. */
export type InstantBody = z.output<typeof instantRequestSchema>;

/** A string `localeCodeSchema` accepts (the SDK's locale codes are checked for shape later). */
function fitsLocaleCode(value: unknown): value is string {
  return typeof value === 'string' && value.length >= BOUNDS.minLocale && value.length <= BOUNDS.maxLocale;
}

/**
 * True when `data` is a body `instantRequestSchema` accepts: an object with 1–50 texts of at most
 * 10,000 characters, two locale codes of 1–64 characters and an optional context of at most 2,048
 * (the bounds are the schema's, see BOUNDS). Only ever true where the schema accepts; a body it
 * refuses goes to the schema, which says why.
 */
export function isInstantBody(data: unknown): data is InstantBody {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const { texts, sourceLanguage, targetLanguage, context } = data as Record<string, unknown>;
  if (!Array.isArray(texts) || texts.length < BOUNDS.minTexts || texts.length > BOUNDS.maxTexts) return false;
  for (let i = 0; i < texts.length; i++) {
    const text: unknown = texts[i];
    if (typeof text !== 'string' || text.length > BOUNDS.maxText) return false;
  }
  if (!fitsLocaleCode(sourceLanguage) || !fitsLocaleCode(targetLanguage)) return false;
  return context === undefined || (typeof context === 'string' && context.length <= BOUNDS.maxContext);
}

/** A hand check of one part of a request: the schema's output for input it accepts, else undefined. */
type HandCheck = (data: unknown) => unknown;

/** A part's validator, as Fastify takes it, and its answer. */
type Validator = ReturnType<FastifySchemaCompiler<unknown>>;
type Validation = ReturnType<Validator>;

/**
 * Where a route's project key is (the `projectKey` of its path or body) and the answer to one that
 * is not well-formed (`unknownPathKey`, `unknownBodyKey`), given that part's value as the schema
 * reads it with a well-formed key.
 */
export interface KeyRule {
  part: 'params' | 'body';
  refuse(key: unknown, rest: unknown): Error;
}

/**
 * A route's validator: for each part with a hand check, the hand check for the usual, valid input
 * (zod's walk was a measurable part of a cached SDK answer), and the zod schema for anything else,
 * so that every refusal is the schema's own, with the same error body as before. A hand check only
 * ever accepts what the schema accepts, with the value the schema gives (its known fields: zod drops
 * unknown keys); test/sdk-wire.test.ts holds each to its schema. With `key`, a malformed project key
 * in that part is answered as `keyChecked` says.
 */
export function handChecked(
  checks: Partial<Record<'body' | 'params' | 'querystring', HandCheck>>,
  key?: KeyRule,
) {
  const compiler: FastifySchemaCompiler<unknown> = (route) => {
    const schema = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    const bySchema =
      key !== undefined && key.part === route.httpPart ? keyChecked(schema, key.refuse) : schema;
    const check = checks[route.httpPart as keyof typeof checks];
    if (check === undefined) return bySchema;
    return (data) => {
      const value = check(data);
      return value === undefined ? bySchema(data) : { value };
    };
  };
  return compiler;
}

/** A well-formed key, in place of a malformed one, to check the rest of its part. */
const WELL_FORMED_KEY = 'k';

/**
 * `bySchema`, except for an object whose `projectKey` is not a well-formed key (missing, not a
 * string, the wrong characters or length): its other fields are checked as they would be with an
 * unknown key, and their problems answered as ever (400); when they have none, the answer is
 * `refuse`'s, the unknown key's. Either way the malformed key goes no further than this check.
 */
function keyChecked(bySchema: Validator, refuse: KeyRule['refuse']): (data: unknown) => Validation {
  return (data) => {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return bySchema(data);
    const key = (data as { projectKey?: unknown }).projectKey;
    if (isProjectKey(key)) return bySchema(data);
    const rest = bySchema({ ...data, projectKey: WELL_FORMED_KEY });
    // zod's validator answers synchronously, `{ value }` or `{ error }`.
    return typeof rest === 'object' && 'value' in rest ? { error: refuse(key, rest.value) } : rest;
  };
}

/** `instantRequestSchema`'s output for a body it accepts, else undefined. */
export function instantBody(data: unknown): InstantBody | undefined {
  if (!isInstantBody(data)) return undefined;
  const { texts, sourceLanguage, targetLanguage, context } = data;
  return context === undefined
    ? { texts, sourceLanguage, targetLanguage }
    : { texts, sourceLanguage, targetLanguage, context };
}

/** `{ projectKey }` of a path whose key is well-formed, else undefined (the params schema says why). */
export function projectParams(data: unknown): { projectKey: string } | undefined {
  const projectKey = (data as { projectKey?: unknown } | null)?.projectKey;
  return isProjectKey(projectKey) ? { projectKey } : undefined;
}

/** `{ projectKey, langCode }` of a path both of which are well-formed, else undefined. */
export function translateParams(data: unknown): { projectKey: string; langCode: string } | undefined {
  const { projectKey, langCode } = (data ?? {}) as { projectKey?: unknown; langCode?: unknown };
  return isProjectKey(projectKey) && fitsLocaleCode(langCode) && normalizeLocale(langCode) !== undefined
    ? { projectKey, langCode }
    : undefined;
}

/** `{}` for a query without `branch` (the usual SDK read), else undefined: the schema checks the branch. */
export function queryWithoutBranch(data: unknown): Record<string, never> | undefined {
  return typeof data === 'object' && data !== null && (data as { branch?: unknown }).branch === undefined
    ? {}
    : undefined;
}

/** What an instant answer says besides its timestamp. */
interface AnswerParts {
  translations: string[];
  sources: TranslationSource[];
  sourceLanguage: string;
  targetLanguage: string;
}

/**
 * The 200 answer's JSON up to its timestamp: `head + JSON.stringify(timestamp) + '}'` is the
 * `JSON.stringify` of the whole answer, key order included.
 */
export function answerHead(parts: AnswerParts): string {
  return `{"translations":${JSON.stringify(parts.translations)},"sources":${JSON.stringify(parts.sources)},"sourceLanguage":${JSON.stringify(parts.sourceLanguage)},"targetLanguage":${JSON.stringify(parts.targetLanguage)},"timestamp":`;
}

/**
 * Sends the 200 answer as its JSON text, past the app's serializer and its check of every answer
 * against the schema (a measurable part of a warm answer): this one holds by construction, one
 * translation and one source per text, the request's own language strings and a `toISOString`
 * timestamp (test/sdk-wire.test.ts checks the bytes of every kind of answer against
 * `instantResponseSchema`). Same bytes and Content-Type as the serializer gave.
 */
export function sendInstantAnswer(reply: FastifyReply, head: string, timestamp: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(instantText(head, timestamp));
}

/** The 200 answer's JSON text: its head (`answerHead`) and its timestamp. */
export function instantText(head: string, timestamp: string): string {
  return `${head}${JSON.stringify(timestamp)}}`;
}

/**
 * Warm answers (made from a locale's approved translations in memory, nothing else) by body: the
 * answer's head for a body's texts array, valid while the project and the approved map it was made
 * from are the same objects (the read cache replaces the map on any write that could change it).
 * A body's texts array is shared by every request with the same body text while the parser keeps
 * that body (RecentBodies), which bounds what is kept here; an entry goes with its array.
 */
export class WarmAnswers {
  private readonly byTexts = new WeakMap<
    readonly string[],
    { projectId: number; approved: object | undefined; head: string }
  >();

  /** The head kept for these texts, project and approved map, if any. */
  get(texts: readonly string[], projectId: number, approved: object | undefined): string | undefined {
    const kept = this.byTexts.get(texts);
    return kept !== undefined && kept.projectId === projectId && kept.approved === approved
      ? kept.head
      : undefined;
  }

  /** Keeps the head made for these texts from this project's approved map. */
  set(texts: readonly string[], projectId: number, approved: object | undefined, head: string): void {
    this.byTexts.set(texts, { projectId, approved, head });
  }
}
