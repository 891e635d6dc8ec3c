import { type KeyKind, keyCount, type LocaleChange, MAX_KEYS_LISTED } from './plan.ts';

/** The keys of one kind a report lists for one change, and how many of that kind it leaves out. */
export interface KindListing {
  kind: KeyKind;
  shown: readonly string[];
  more: number;
}

/** The keys a whole report lists, change by change, within one budget per kind. */
export interface ReportListing {
  /** Per change, in the changes' order: its kinds' listings; empty for a change with none listed. */
  perChange: KindListing[][];
  /** Keys listed at most per kind over the whole report. */
  budget: number;
  /** The changes with keys none of which is listed (past the budget), and their keys counted by kind. */
  unlisted: { changes: number; counts: Record<KeyKind, number> };
}

const KINDS: readonly KeyKind[] = ['created', 'updated', 'obsolete', 'kept', 'ignored'];

/** How many keys of a kind a change holds (`kept` and `ignored` lists are never cut). */
function countOf(change: LocaleChange, kind: KeyKind): number {
  if (kind === 'kept' || kind === 'ignored') return change[kind]?.length ?? 0;
  return keyCount(change, kind);
}

/**
 * Which keys a report lists. Each change lists at most MAX_KEYS_LISTED keys of each kind, and the
 * whole report at most MAX_KEYS_LISTED per locale of each kind: a one-file-per-locale report lists
 * what it always did, while a layout with hundreds of files per locale lists as many keys as one
 * file per locale would, the first files' keys, and counts the rest (a first push of 200 files
 * printed 10,000 lines of keys no reviewer reads). Every count stays exact: each change's line or row
 * has its own, and `unlisted` sums those of the changes past the budget.
 */
export function listKeysWithinBudget(changes: readonly LocaleChange[]): ReportListing {
  const budget = MAX_KEYS_LISTED * new Set(changes.map((change) => change.locale)).size;
  const left = new Map<KeyKind, number>(KINDS.map((kind) => [kind, budget]));
  const unlisted = { changes: 0, counts: { created: 0, updated: 0, obsolete: 0, kept: 0, ignored: 0 } };
  const perChange = changes.map((change) => {
    const listings: KindListing[] = [];
    for (const kind of KINDS) {
      const keys = change[kind];
      if (keys === undefined) continue;
      const room = Math.min(MAX_KEYS_LISTED, left.get(kind) ?? 0);
      const shown = keys.length <= room ? keys : keys.slice(0, room);
      left.set(kind, (left.get(kind) ?? 0) - shown.length);
      listings.push({ kind, shown, more: countOf(change, kind) - shown.length });
    }
    const listsNone = listings.every((listing) => listing.shown.length === 0);
    if (!listsNone || listings.every((listing) => listing.more === 0)) return listings;
    unlisted.changes++;
    for (const { kind, more } of listings) unlisted.counts[kind] += more;
    return [];
  });
  return { perChange, budget, unlisted };
}

/** `180 more files have changes not listed key by key (…): 90000 created, 0 updated, 0 obsolete`. */
export function unlistedText(listing: ReportListing): string | undefined {
  const { changes, counts } = listing.unlisted;
  if (changes === 0) return undefined;
  const parts = [`${counts.created} created`, `${counts.updated} updated`, `${counts.obsolete} obsolete`];
  if (counts.kept > 0) parts.push(`${counts.kept} kept`);
  if (counts.ignored > 0) parts.push(`${counts.ignored} ignored`);
  const files = changes === 1 ? '1 more file has' : `${changes} more files have`;
  return `${files} changes not listed key by key (a report lists at most ${listing.budget} keys of each kind, ${MAX_KEYS_LISTED} per locale): ${parts.join(', ')}`;
}
