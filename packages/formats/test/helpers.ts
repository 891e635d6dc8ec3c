import { expect } from 'vitest';
import type { Entries, FormatError, Structure, TranslationFormat } from '../src/index.ts';

/** Runs `fn` and returns what it threw; fails the test when it throws nothing. */
export function captureError(fn: () => unknown): FormatError {
  try {
    fn();
  } catch (err) {
    return err as FormatError;
  }
  throw new Error('expected an error');
}

/**
 * Checks that entries survive serialize → parse unchanged and in order, and that writing what was
 * read gives the same bytes.
 */
export function roundTrips(
  format: TranslationFormat,
  entries: Entries,
  options: { structure?: Structure; locale?: string } = {},
): string {
  const serializeOptions = { structure: options.structure ?? 'flat', ...options };
  const first = format.serialize(entries, serializeOptions);
  const parsed = format.parse(first);
  expect([...parsed]).toEqual([...entries]);
  expect(format.serialize(parsed, serializeOptions)).toBe(first);
  return first;
}
