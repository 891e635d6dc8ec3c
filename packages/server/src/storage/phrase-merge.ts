import type { PhraseInput, PhraseTally } from './types.ts';

// The merge rule recordPhrases applies when the caller passes none. It belongs in domain/: once
// domain passes its own rule to recordPhrases, this module goes.

/** Most locations remembered per phrase; later distinct ones are dropped. */
export const MAX_LOCATIONS_PER_PHRASE = 100;

/** Adds the reported count and the locations not already present (same fields), up to MAX_LOCATIONS_PER_PHRASE. */
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
  return { count: (stored?.count ?? 0) + (incoming.count ?? 1), locations };
}

function cleanLocation(location: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of ['url', 'path', 'context', 'element']) {
    const value = location[field];
    if (typeof value === 'string') out[field] = value;
  }
  return out;
}
