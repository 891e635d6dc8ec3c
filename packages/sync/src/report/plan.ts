import { safeText } from '../logger.ts';

/** What a push or pull did, or would do, to one locale, key by key. */
export interface LocaleChange {
  locale: string;
  /** The resource (its source file's path) when the layout has several source files. */
  resource?: string;
  /** Repository path of the locale's file, when known. */
  path?: string;
  created: string[];
  updated: string[];
  obsolete: string[];
  /** Push: keys changed in the service and kept over the repository's stale value. */
  kept?: string[];
  /** Push: keys the source locale does not have; not stored. */
  ignored?: string[];
  unchanged: number;
  /** Pull: why a file is rewritten when no text changed (e.g. it becomes nested). */
  note?: string;
  /** Placeholder, ICU or plural problems against the source file (each one is also logged on its file). */
  problems?: number;
  /**
   * How many keys `created`, `updated` and `obsolete` stand for when they were cut to their first
   * keys (`listFirstKeys`); absent: each list is whole. Read the counts with `keyCount`.
   */
  counts?: { created: number; updated: number; obsolete: number };
}

type CountedKind = 'created' | 'updated' | 'obsolete';

/** How many keys of a kind the change touches (its list may hold only the first of them). */
export function keyCount(change: LocaleChange, kind: CountedKind): number {
  return change.counts?.[kind] ?? change[kind].length;
}

/**
 * The change with each key list cut to its first `max` keys and the counts kept: what the reports
 * show (`MAX_KEYS_LISTED` keys of each kind). A pull of every file of a large project creates a
 * million keys; kept whole to the end, their names were a large part of its memory.
 */
export function listFirstKeys(change: LocaleChange, max: number): LocaleChange {
  const kinds: CountedKind[] = ['created', 'updated', 'obsolete'];
  if (kinds.every((kind) => change[kind].length <= max)) return change;
  return {
    ...change,
    created: change.created.slice(0, max),
    updated: change.updated.slice(0, max),
    obsolete: change.obsolete.slice(0, max),
    counts: {
      created: keyCount(change, 'created'),
      updated: keyCount(change, 'updated'),
      obsolete: keyCount(change, 'obsolete'),
    },
  };
}

/**
 * A resource the service holds that no source file of the repository stands for (its source file was
 * removed or renamed, or the layout changed): reported, never deleted or written.
 */
export interface OrphanResource {
  /** The resource's path as pushed; `''` for the default resource (files pushed without one). */
  resource: string;
  /** Its active source keys in the service, when the service said. */
  keys?: number;
}

/** One line per resource the service holds without a source file here, saying what to do. */
export function describeOrphan(orphan: OrphanResource): string {
  const name =
    orphan.resource === ''
      ? 'the default resource (files pushed without a resource)'
      : `resource ${safeText(orphan.resource)}`;
  const keys = orphan.keys === undefined ? '' : ` (${orphan.keys} source key${orphan.keys === 1 ? '' : 's'})`;
  return `the service holds ${name}${keys}, whose source file is not in this repository's layout: it is kept, not written; push its source file again, or remove it from the service (admin CLI: resources remove)`;
}

/** The line saying the service renamed a resource before applying the push (one source file became several, or back). */
export function describeRename(rename: { from: string; to: string }, dryRun: boolean): string {
  const name = (r: string) =>
    r === '' ? 'the default resource (files pushed without a resource)' : `resource ${safeText(r)}`;
  return `the service ${dryRun ? 'would rename' : 'renamed'} ${name(rename.from)} to ${name(rename.to)}: its source file was pushed from the same path, so its translations, their statuses and history ${dryRun ? 'would move' : 'moved'} with it`;
}

/** True when the change touches at least one key. */
export function hasChanges(change: LocaleChange): boolean {
  return keyCount(change, 'created') + keyCount(change, 'updated') + keyCount(change, 'obsolete') > 0;
}

/** Keys listed per change kind before the list is cut short (the report's budget: key-budget.ts). */
export const MAX_KEYS_LISTED = 50;

/** The kinds of keys a change lists, in the order every report lists them. */
export type KeyKind = 'created' | 'updated' | 'obsolete' | 'kept' | 'ignored';

/** `3 created, 1 updated, 0 obsolete, 10 unchanged` (plus kept and ignored when there are any). */
export function countsText(change: LocaleChange): string {
  const parts = [
    `${keyCount(change, 'created')} created`,
    `${keyCount(change, 'updated')} updated`,
    `${keyCount(change, 'obsolete')} obsolete`,
  ];
  if (change.kept && change.kept.length > 0) parts.push(`${change.kept.length} kept`);
  if (change.ignored && change.ignored.length > 0) parts.push(`${change.ignored.length} ignored`);
  parts.push(`${change.unchanged} unchanged`);
  if (change.problems)
    parts.push(`${change.problems} translation problem${change.problems === 1 ? '' : 's'}`);
  return parts.join(', ');
}
