import { z } from 'zod';

/**
 * A JSON object of strings as a null-prototype object: every own key of the input is kept, `__proto__`
 * included, and a lookup of a missing key never finds an inherited `toString` or `constructor`.
 */
export function stringRecord() {
  return z
    .custom<Record<string, unknown>>(isObject, { message: 'expected an object of strings' })
    .transform((value, ctx) => {
      // Without a prototype there is no `__proto__` setter: every key, that one too, becomes an own key.
      const out: Record<string, string> = Object.create(null);
      for (const key of Object.keys(value)) {
        const item = value[key];
        if (typeof item === 'string') out[key] = item;
        else ctx.addIssue({ code: 'custom', message: `expected a string, got ${typeof item}`, path: [key] });
      }
      return out;
    });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
