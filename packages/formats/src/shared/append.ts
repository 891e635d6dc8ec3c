/**
 * Appends every item of `items` to `target`. `target.push(...items)` passes each item as an argument,
 * and V8 overflows its stack on a few hundred thousand of them: a file at LIMITS.maxEntries gives that
 * many lines or edits, so lists that grow with the file are appended with this instead.
 */
export function appendAll<T>(target: T[], items: readonly T[]): void {
  for (const item of items) target.push(item);
}
