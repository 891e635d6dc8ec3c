import {
  HEADER_LIST_KEYS,
  HEADER_LIST_KEYS_TOTAL,
  listKeysHeaderSchema,
  MAX_LIST_KEYS,
} from '@locale-sync/protocol';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';

/**
 * How many keys of each list a push's answer holds per locale (`x-sync-list-keys`); undefined when
 * the header is absent: every key, as before the header existed.
 */
export function listKeysHeader(request: FastifyRequest): number | undefined {
  return keyCountHeader(request, HEADER_LIST_KEYS);
}

/**
 * How many keys of each list a push's answer holds over all its locales (`x-sync-list-keys-total`);
 * undefined when the header is absent: no bound over the whole answer.
 */
export function listKeysTotalHeader(request: FastifyRequest): number | undefined {
  return keyCountHeader(request, HEADER_LIST_KEYS_TOTAL);
}

function keyCountHeader(request: FastifyRequest, name: string): number | undefined {
  const raw = request.headers[name];
  if (raw === undefined) return undefined;
  const parsed = listKeysHeaderSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ApiError(
      'validation_failed',
      `malformed header ${name}: expected a whole number of keys from 0 to ${MAX_LIST_KEYS}, or no header for every key`,
      [{ location: `headers.${name}`, message: parsed.error.issues[0]?.message ?? 'invalid' }],
    );
  }
  return parsed.data;
}
