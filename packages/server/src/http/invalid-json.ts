import { ApiError } from '../errors.ts';

/**
 * Fastify's JSON parser answers one opaque error ("Body is not valid JSON") both for text that is
 * not JSON and for valid JSON it refuses on purpose (a `__proto__` key, or `constructor` holding
 * `prototype`). This tells the two apart on the error path only, so a client learns which key to
 * rename or where its JSON breaks.
 */

/** Fastify's code for a body its JSON parser refused. */
const INVALID_JSON_BODY = 'FST_ERR_CTP_INVALID_JSON_BODY';

/** True when `err` is Fastify's refusal of a JSON body. */
export function isInvalidJsonBody(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === INVALID_JSON_BODY;
}

/** The 400 for a body text Fastify's JSON parser refused, saying why. */
export function explainInvalidJson(text: string): ApiError {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    return new ApiError('validation_failed', `the body is not valid JSON: ${reason}`, [
      { location: 'body', message: reason },
    ]);
  }
  let location: string | undefined;
  try {
    location = prototypeKeyAt(value, 'body');
  } catch {
    // Nested deeper than the stack allows: say what is refused without the path.
  }
  const where = location ?? 'body';
  const reason =
    'the keys "__proto__", and "constructor" holding "prototype", are refused (they could change the server\'s objects); send the data under another name';
  return new ApiError('validation_failed', `the request is invalid: ${where}: ${reason}`, [
    { location: where, message: reason },
  ]);
}

/** The JSON path of the first `__proto__` key, or `constructor` key holding `prototype`, under `value`. */
function prototypeKeyAt(value: unknown, path: string): string | undefined {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const hit = prototypeKeyAt(item, `${path}[${i}]`);
      if (hit) return hit;
    }
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key === '__proto__') return `${path}.__proto__`;
    if (
      key === 'constructor' &&
      typeof item === 'object' &&
      item !== null &&
      Object.hasOwn(item, 'prototype')
    )
      return `${path}.constructor.prototype`;
    const hit = prototypeKeyAt(item, `${path}.${key}`);
    if (hit) return hit;
  }
  return undefined;
}
