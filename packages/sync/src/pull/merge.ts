import { type Entries, type ShapeConflict, shapeConflicts } from '@locale-sync/formats/core';
import type { LocaleChange } from '../report/plan.ts';

/** A message the file holds in another shape than the service's texts of it: the file's is written. */
export type KeptShape = ShapeConflict;

/**
 * The service's texts merged into a repository file's: every key of the file stays with its value
 * unless the service has a value (replaced) or knows it left the source (removed); keys only the
 * service has follow, in its order. A message the file holds in another shape than the service
 * (`items.one`, `items.other` in the file, `items` in the service) keeps the file's keys and values:
 * the service's keys of it are left out and returned in `keptShapes`, for the caller to say so.
 */
export function mergeIntoFile(
  file: Entries,
  service: Entries,
  obsolete: ReadonlySet<string>,
): { entries: Entries; keptShapes: KeptShape[] } {
  const merged: Entries = new Map();
  // forEach, not for…of: iterating a Map's entries builds a [key, value] array per entry, and a pull
  // of 1,000,000 strings merges, diffs and renders each of them (per-file garbage is its peak memory).
  file.forEach((value, key) => {
    const current = service.get(key);
    if (current !== undefined) merged.set(key, current);
    else if (!obsolete.has(key)) merged.set(key, value);
  });
  const added: string[] = [];
  service.forEach((_value, key) => {
    if (!merged.has(key)) added.push(key);
  });
  // Only keys the service adds can bring another shape, and only against what stays of the file: a
  // shape whose keys left the source gives way to the new one.
  const conflicts = added.length === 0 ? undefined : shapeConflicts(merged, service);
  const leftOut = new Set<string>();
  for (const conflict of conflicts?.values() ?? []) for (const key of conflict.theirs) leftOut.add(key);
  for (const key of added) if (!leftOut.has(key)) merged.set(key, service.get(key) as string);
  return { entries: merged, keptShapes: [...(conflicts?.values() ?? [])] };
}

/**
 * Key-level difference between a file on disk and what the server sent. With `max`, each key list
 * holds its first `max` keys and `counts` the totals when one is longer, as `listFirstKeys` cuts a
 * change: a pull that creates 10,000 keys per file lists 50 of them and builds no longer list.
 */
export function diffEntries(
  locale: string,
  file: string,
  before: Entries,
  after: Entries,
  max = Number.POSITIVE_INFINITY,
): LocaleChange {
  const created: string[] = [];
  const updated: string[] = [];
  const obsolete: string[] = [];
  const counts = { created: 0, updated: 0, obsolete: 0 };
  let unchanged = 0;
  after.forEach((value, key) => {
    const old = before.get(key);
    if (old === undefined) {
      if (counts.created++ < max) created.push(key);
    } else if (old !== value) {
      if (counts.updated++ < max) updated.push(key);
    } else unchanged++;
  });
  before.forEach((_value, key) => {
    if (!after.has(key) && counts.obsolete++ < max) obsolete.push(key);
  });
  const change: LocaleChange = { locale, path: file, created, updated, obsolete, unchanged };
  if (counts.created > max || counts.updated > max || counts.obsolete > max) change.counts = counts;
  return change;
}
