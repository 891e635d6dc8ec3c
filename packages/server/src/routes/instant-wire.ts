import { type InstantResponse, instantRequestSchema } from '@locale-sync/protocol';
import type { FastifyReply, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

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
      throw new Error(`instantRequestSchema has no ${name}: update routes/instant-wire.ts`);
  }
  if (targetLanguage?.minLength !== bounds.minLocale || targetLanguage?.maxLength !== bounds.maxLocale) {
    throw new Error(
      'instantRequestSchema bounds source and target locales differently: update routes/instant-wire.ts',
    );
  }
  return bounds as { [K in keyof typeof bounds]: number };
})();

/** The body of `POST /translate/instant` as the route reads it. */
export type InstantBody = z.output<typeof instantRequestSchema>;

function isLocaleCode(value: unknown): value is string {
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
  if (!isLocaleCode(sourceLanguage) || !isLocaleCode(targetLanguage)) return false;
  return context === undefined || (typeof context === 'string' && context.length <= BOUNDS.maxContext);
}

/**
 * The route's body validator: the hand check for the usual, valid body (zod's walk of 50 texts was
 * a measurable part of a warm answer), and the zod schema for anything else, so that every refusal
 * is the schema's own, with the same error body as before. The value a valid body yields is the
 * schema's output: the known fields (zod drops unknown keys; the route reads known fields only).
 */
export const instantBodyValidator: FastifySchemaCompiler<unknown> = (route) => {
  const bySchema = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart !== 'body') return bySchema;
  return (data) => {
    if (!isInstantBody(data)) return bySchema(data);
    const { texts, sourceLanguage, targetLanguage, context } = data;
    return {
      value:
        context === undefined
          ? { texts, sourceLanguage, targetLanguage }
          : { texts, sourceLanguage, targetLanguage, context },
    };
  };
};

/**
 * Sends the 200 answer as its JSON text, past the app's serializer and its check of every answer
 * against the schema (a measurable part of a warm answer): this one holds by construction, one
 * translation and one source per text, the request's own language strings and a `toISOString`
 * timestamp (test/instant-answer.test.ts checks the bytes of every kind of answer against
 * `instantResponseSchema`). Same bytes and Content-Type as the serializer gave.
 */
export function sendInstantAnswer(reply: FastifyReply, answer: InstantResponse): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
}
