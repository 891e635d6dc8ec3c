/**
 * Small hand-written checks of JSON answers, shaped like zod's `safeParse` so `readResponse` takes
 * either. The browser SDK uses these instead of zod: full zod alone is about 60 KB gzipped, more
 * than the whole SDK may weigh.
 */

/** One problem: a JSON path (`['translations', 0]`) and what is wrong there. */
export interface CheckIssue {
  path: PropertyKey[];
  message: string;
}

/** The outcome of a check, the same shape as zod's `safeParse` result. */
export type CheckResult<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly CheckIssue[] } };

/** Anything that checks unknown data: a `Check` from this module or a zod schema. */
export interface BodyCheck<T> {
  safeParse(data: unknown): CheckResult<T>;
}

/** A check that reads `value` and reports problems under `path`; returns the value to keep. */
type Reader<T> = (value: unknown, path: PropertyKey[], issues: CheckIssue[]) => T;

/** A checker built from a reader. */
export class Check<T> implements BodyCheck<T> {
  readonly read: Reader<T>;

  constructor(read: Reader<T>) {
    this.read = read;
  }

  /** Checks `data`; on success `data` is a fresh copy holding only the checked fields. */
  safeParse(data: unknown): CheckResult<T> {
    const issues: CheckIssue[] = [];
    const out = this.read(data, [], issues);
    return issues.length === 0 ? { success: true, data: out } : { success: false, error: { issues } };
  }
}

/** A field an object may leave out: absent in the input, absent in the output (zod's `optional`). */
export class OptionalCheck<T> extends Check<T | undefined> {
  readonly optional = true;
}

/** `check`, or nothing: a field that may be absent (not null). */
export function optional<T>(check: Check<T>): OptionalCheck<T> {
  return new OptionalCheck((value, path, issues) =>
    value === undefined ? undefined : check.read(value, path, issues),
  );
}

type Shape = Record<string, Check<unknown>>;
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: S[K] extends OptionalCheck<unknown> ? K : never;
}[keyof S];
type Output<S extends Shape> = {
  [K in Exclude<keyof S, OptionalKeys<S>>]: S[K] extends Check<infer T> ? T : never;
} & { [K in OptionalKeys<S>]?: S[K] extends Check<infer T> ? Exclude<T, undefined> : never };

/** A JSON string. */
export const string = new Check<string>((value, path, issues) => {
  if (typeof value !== 'string') issues.push(expected('a string', value, path));
  return value as string;
});

/** A JSON boolean. */
export const boolean = new Check<boolean>((value, path, issues) => {
  if (typeof value !== 'boolean') issues.push(expected('a boolean', value, path));
  return value as boolean;
});

/** A whole number of at least `min`. */
export function integer(min: number): Check<number> {
  return new Check((value, path, issues) => {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
      issues.push(expected(`an integer of at least ${min}`, value, path));
    }
    return value as number;
  });
}

/** One of the given strings. */
export function oneOf<const V extends string>(values: readonly V[]): Check<V> {
  return new Check((value, path, issues) => {
    if (!values.includes(value as V)) issues.push(expected(`one of ${values.join(', ')}`, value, path));
    return value as V;
  });
}

/** An RFC 3339 date-time in UTC with seconds, e.g. `2026-11-02T10:00:00.000Z` (zod's `z.iso.datetime()`). */
export const isoDateTime = new Check<string>((value, path, issues) => {
  if (typeof value !== 'string' || !isUtcDateTime(value)) {
    issues.push(expected('an ISO 8601 date-time in UTC', value, path));
  }
  return value as string;
});

function isUtcDateTime(value: string): boolean {
  const match = /^(\d{4})-(\d\d)-(\d\d)T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  // setUTCFullYear, unlike Date.UTC, takes years 0 to 99 as they are; a 30 February rolls over.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An array whose every item passes `item`. */
export function array<T>(item: Check<T>): Check<T[]> {
  return new Check((value, path, issues) => {
    if (!Array.isArray(value)) {
      issues.push(expected('an array', value, path));
      return [];
    }
    return value.map((entry, i) => item.read(entry, [...path, i], issues));
  });
}

/** An object with these fields (others are dropped, as zod's `object` does). */
export function object<S extends Shape>(shape: S): Check<Output<S>> {
  return new Check((value, path, issues) => {
    // Only the shape's own (fixed, known) names are written, so a plain object is safe here.
    const out: Record<string, unknown> = {};
    if (!isObject(value)) {
      issues.push(expected('an object', value, path));
      return out as Output<S>;
    }
    for (const key of Object.keys(shape)) {
      const field = shape[key] as Check<unknown>;
      const present = Object.hasOwn(value, key);
      if (!present && field instanceof OptionalCheck) continue;
      out[key] = field.read(present ? value[key] : undefined, [...path, key], issues);
    }
    return out as Output<S>;
  });
}

/**
 * A JSON object of strings as a null-prototype object: every own key of the input is kept,
 * `__proto__` included, and a lookup of a missing key never finds an inherited `toString`.
 */
export const stringRecord = new Check<Record<string, string>>((value, path, issues) => {
  const out: Record<string, string> = Object.create(null);
  if (!isObject(value)) {
    issues.push(expected('an object of strings', value, path));
    return out;
  }
  for (const key of Object.keys(value)) {
    const item = value[key];
    if (typeof item === 'string') out[key] = item;
    else issues.push(expected('a string', item, [...path, key]));
  }
  return out;
});

/** Adds a rule on the checked value, reported at `at` under the value's path. */
export function refine<T>(
  check: Check<T>,
  rule: (value: T) => boolean,
  message: string,
  at: string,
): Check<T> {
  return new Check((value, path, issues) => {
    const before = issues.length;
    const out = check.read(value, path, issues);
    if (issues.length === before && !rule(out)) issues.push({ path: [...path, at], message });
    return out;
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function expected(what: string, value: unknown, path: PropertyKey[]): CheckIssue {
  const got = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return { path, message: `expected ${what}, got ${got}` };
}
