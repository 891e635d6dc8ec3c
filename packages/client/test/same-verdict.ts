import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { BodyCheck } from '../src/check.ts';

// The client checks answers without zod (bundle size, start-up): these helpers hold a hand check to
// the protocol's zod schema on generated bodies, whole and with one field spoiled.

const json = fc.jsonValue();

/** A body, or the same body with one field (at any depth) replaced by any JSON value or removed. */
export function spoiled(body: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
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

/** A property: `check` and `schema` agree on every (spoiled) body, in verdict and in data. */
export function sameVerdict<T>(
  name: string,
  body: fc.Arbitrary<unknown>,
  check: BodyCheck<T>,
  schema: BodyCheck<unknown>,
  /** `strict`: the data also have the same keys, an absent optional field absent in both. */
  compare: 'equal' | 'strict' = 'equal',
) {
  it(`${name}: the same verdict and the same data as the protocol's zod schema`, () => {
    fc.assert(
      fc.property(spoiled(body), (value) => {
        // zod drops an own `__proto__` key without checking its value (`{"__proto__": 0}` passes as
        // `{}`); ours keeps and checks it, as sdk-bodies.test.ts's __proto__ test requires: zod is no reference there.
        fc.pre(!hasOwnProtoKey(value));
        const ours = check.safeParse(value);
        const theirs = schema.safeParse(value);
        expect(ours.success).toBe(theirs.success);
        if (ours.success && theirs.success) {
          if (compare === 'strict') expect(ours.data).toStrictEqual(theirs.data);
          else expect({ ...ours.data }).toEqual({ ...(theirs.data as object) });
        }
      }),
      { numRuns: 400 },
    );
  });
}
