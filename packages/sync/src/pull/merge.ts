import type { Entries } from '@locale-sync/formats/core';
import type { LocaleChange } from '../report/plan.ts';

/**
 * The service's texts merged into a repository file's: every key of the file stays with its value
 * unless the service has a value (replaced) or knows it left the source (removed); keys only the
 * service has follow, in its order.
 */
export function mergeIntoFile(file: Entries, service: Entries, obsolete: ReadonlySet<string>): Entries {
  const merged: Entries = new Map();
  // forEach, not for…of: iterating a Map's entries builds a [key, value] array per entry, and a pull
  // of 1,000,000 strings merges, diffs and renders each of them (per-file garbage is its peak memory).
  file.forEach((value, key) => {
    const current = service.get(key);
    if (current !== undefined) merged.set(key, current);
    else if (!obsolete.has(key)) merged.set(key, value);
  });
  service.forEach((value, key) => {
    if (!merged.has(key)) merged.set(key, value);
  });
  return merged;
}

/** Key-level difference between a file on disk and what the server sent. */
export function diffEntries(locale: string, file: string, before: Entries, after: Entries): LocaleChange {
  const created: string[] = [];
  const updated: string[] = [];
  const obsolete: string[] = [];
  let unchanged = 0;
  after.forEach((value, key) => {
    const old = before.get(key);
    if (old === undefined) created.push(key);
    else if (old !== value) updated.push(key);
    else unchanged++;
  });
  before.forEach((_value, key) => {
    if (!after.has(key)) obsolete.push(key);
  });
  return { locale, path: file, created, updated, obsolete, unchanged };
}
