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
  const location = prototypeKeyAt(value);
  const where = location ?? 'body';
  const reason =
    'the keys "__proto__", and "constructor" holding "prototype", are refused (they could change the server\'s objects); send the data under another name';
  return new ApiError('validation_failed', `the request is invalid: ${where}: ${reason}`, [
    { location: where, message: reason },
  ]);
}

/** Nodes `prototypeKeyAt` looks at before it gives up (and the answer names only `body`). */
const SEARCH_BUDGET = 100_000;

/**
 * The JSON path of the shallowest `__proto__` key, or `constructor` key holding `prototype`, in
 * `value`, within SEARCH_BUDGET nodes. Breadth first, with a queue rather than recursion: a body
 * nested a million levels deep must not cost the stack, and the key a client wrote near the top is
 * the one it looks for.
 */
function prototypeKeyAt(value: unknown): string | undefined {
  const queue: Array<{ value: unknown; path: string }> = [{ value, path: 'body' }];
  for (let at = 0; at < queue.length && at < SEARCH_BUDGET; at++) {
    const { value: item, path } = queue[at] as { value: unknown; path: string };
    if (Array.isArray(item)) {
      for (const [i, child] of item.entries()) {
        if (queue.length >= SEARCH_BUDGET) break;
        queue.push({ value: child, path: `${path}[${i}]` });
      }
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    for (const [key, child] of Object.entries(item)) {
      if (key === '__proto__') return `${path}.__proto__`;
      if (
        key === 'constructor' &&
        typeof child === 'object' &&
        child !== null &&
        Object.hasOwn(child, 'prototype')
      )
        return `${path}.constructor.prototype`;
      if (queue.length < SEARCH_BUDGET) queue.push({ value: child, path: `${path}.${key}` });
    }
  }
  return undefined;
}
