import type { LocalePlan } from '@locale-sync/protocol';

/** The keys a push created, updated and made obsolete, over all its locales and resources. */
export interface PushKeyCounts {
  created: number;
  updated: number;
  obsolete: number;
}

/**
 * What a pushes row keeps of a push's plan: per locale and resource, how many keys it created,
 * updated and made obsolete. `project history` reads nothing else, and the key names of a large push
 * (100,000 of them, 2 MB of JSON) would otherwise be written inside the push's transaction.
 */
export function pushSummaryText(plan: readonly LocalePlan[]): string {
  return JSON.stringify(
    plan.map((p) => ({
      locale: p.locale,
      ...(p.resource !== undefined && { resource: p.resource }),
      created: p.counts?.created ?? p.created.length,
      updated: p.counts?.updated ?? p.updated.length,
      obsolete: p.counts?.obsolete ?? p.obsolete.length,
    })),
  );
}

/** The counts of a stored summary: numbers, or the key lists that rows written before them hold. */
export function pushSummaryCounts(text: string): PushKeyCounts {
  const keys: PushKeyCounts = { created: 0, updated: 0, obsolete: 0 };
  const entries: unknown = JSON.parse(text);
  if (!Array.isArray(entries)) return keys;
  for (const entry of entries as Array<Record<string, unknown>>) {
    keys.created += countOf(entry.created);
    keys.updated += countOf(entry.updated);
    keys.obsolete += countOf(entry.obsolete);
  }
  return keys;
}

function countOf(value: unknown): number {
  if (typeof value === 'number') return value;
  return Array.isArray(value) ? value.length : 0;
}
