import { HEADER_LIST_KEYS, listKeysHeaderSchema, MAX_LIST_KEYS } from '@locale-sync/protocol';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';

/**
 * How many keys of each list a push's answer holds per locale (`x-sync-list-keys`); undefined when
 * the header is absent: every key, as before the header existed.
 */
export function listKeysHeader(request: FastifyRequest): number | undefined {
  const raw = request.headers[HEADER_LIST_KEYS];
  if (raw === undefined) return undefined;
  const parsed = listKeysHeaderSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ApiError(
      'validation_failed',
      `malformed header ${HEADER_LIST_KEYS}: expected a whole number of keys from 0 to ${MAX_LIST_KEYS}, or no header for every key`,
      [{ location: `headers.${HEADER_LIST_KEYS}`, message: parsed.error.issues[0]?.message ?? 'invalid' }],
    );
  }
  return parsed.data;
}
