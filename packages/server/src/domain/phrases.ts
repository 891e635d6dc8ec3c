import type { PhraseInput, PhraseTally } from '../storage/types.ts';

/** Most locations remembered per phrase; later distinct ones are dropped. */
export const MAX_LOCATIONS_PER_PHRASE = 100;

/**
 * Highest stored count of one phrase: the largest integer a JavaScript number, SQLite's INTEGER and
 * PostgreSQL's bigint all hold exactly. Counts stop there instead of overflowing.
 */
export const MAX_PHRASE_COUNT = Number.MAX_SAFE_INTEGER;

/** The location fields a phrase keeps; anything else a client sends is dropped. */
const LOCATION_FIELDS = ['url', 'path', 'context', 'element'] as const;

/**
 * The merge rule of reported phrases (storage applies it inside its transaction, see
 * `recordPhrases(…, merge)`): counts add up (1 when a report has none) and saturate at
 * MAX_PHRASE_COUNT, and the locations not
 * already present (same fields) are added, up to MAX_LOCATIONS_PER_PHRASE.
 */
export function mergePhraseTally(stored: PhraseTally | undefined, incoming: PhraseInput): PhraseTally {
  const locations = stored ? [...stored.locations] : [];
  const seen = new Set(locations.map((l) => JSON.stringify(l)));
  for (const raw of incoming.locations ?? []) {
    const location = cleanLocation(raw);
    const id = JSON.stringify(location);
    if (seen.has(id) || locations.length >= MAX_LOCATIONS_PER_PHRASE) continue;
    seen.add(id);
    locations.push(location);
  }
  const count = Math.min(MAX_PHRASE_COUNT, (stored?.count ?? 0) + (incoming.count ?? 1));
  return { count, locations };
}

/** A location with only the known fields, in a fixed order (so equal locations serialise equally). */
function cleanLocation(location: Record<string, string | undefined>): Record<string, string> {
  // Locations come from outside: a null-prototype object keeps a field named `__proto__` inert.
  const out: Record<string, string> = Object.create(null);
  for (const field of LOCATION_FIELDS) {
    const value = location[field];
    if (typeof value === 'string') out[field] = value;
  }
  return out;
}
