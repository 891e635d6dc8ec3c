import { variantBaseOf } from '@locale-sync/formats';
import type { LocalePlan, TranslationStatus } from '@locale-sync/protocol';

/** A stored string of the project, as the planner sees it. */
export interface CurrentString {
  sourceText: string;
  position: number;
  obsolete: boolean;
  /** For a plural form only translations have: the source key of its group's `other` form. */
  pluralOf: string | null;
}

/** A stored translation, as the planner sees it. */
export interface CurrentTranslation {
  value: string;
  status: TranslationStatus;
  /** The last value a push sent for it; null when no push ever did. */
  repoValue: string | null;
}

/**
 * A stored translation a backend found equal to what the push sends for its key: approved, with the
 * sent text as its value and as its repository value. The planner counts it unchanged and writes
 * nothing, as it would for the row itself; the backend need not hand the row's texts to JavaScript.
 */
export const SAME_AS_SENT: CurrentTranslation = Object.freeze({
  value: '',
  status: 'approved' as const,
  repoValue: '',
});

/**
 * An active source key whose text and position a backend did not read: the planner reads a stored
 * source text only for a file of the source locale, for which a backend reads the texts, and for
 * a translated key that is not an active one, after which it reads the resource whole (readState).
 * One shared object, so a resource of 5,000 strings makes none per key.
 */
export const KEY_ONLY: CurrentString = Object.freeze({
  sourceText: '',
  position: 0,
  obsolete: false,
  pluralOf: null,
});

export interface PlanState {
  sourceLocale: string;
  strings: Map<string, CurrentString>;
  /** locale → key → translation (SAME_AS_SENT for one equal to what the push sends). */
  translations: Map<string, Map<string, CurrentTranslation>>;
}

export interface PlanFile {
  locale: string;
  entries: Map<string, string>;
  /** The file's format, for keys only translations have that it keeps (a Fluent term's attributes). */
  format?: string;
}

/** What to write so the stored state matches the push. */
export interface PlanWrites {
  /**
   * Keys to insert, revive, change or move (with their position in the source file). A plural form
   * only translations have carries `pluralOf`, its group's `other` key, whose text and position it takes.
   */
  strings: Array<{ key: string; sourceText: string; position: number; pluralOf: string | null }>;
  /** Active keys that become obsolete. */
  obsolete: string[];
  /** Translations to upsert; `repoValue` is what the repository sent (null: none, for a branch's merged one). */
  translations: Array<{
    key: string;
    locale: string;
    value: string;
    status: TranslationStatus;
    repoValue: string | null;
  }>;
}

export interface PushPlanResult {
  plan: LocalePlan[];
  writes: PlanWrites;
}

/** Orders stored keys by their position in the source file, then by key (positions may repeat after admin edits). */
function byStoredPosition(state: PlanState): (a: string, b: string) => number {
  const positionOf = (key: string) => state.strings.get(key)?.position ?? 0;
  return (a, b) => positionOf(a) - positionOf(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * Computes what a push changes, per locale and key, and the writes that apply it. Pure: the same
 * state and files always give the same plan, which is what makes a dry run exact.
 *
 * Rules: the source locale's file defines the project's strings (position = order in the file);
 * active keys missing from it become obsolete; obsolete keys that return are revived (reported as
 * created). Other files are translations, stored as `approved`, except that a translation changed in
 * the service since the repository last sent it is kept while the repository still sends that same
 * last value. Keys the source does not have are ignored, except plural forms the source language
 * lacks (`items_few` in ru when the source has `items_one` and `items_other`) and a Fluent term's
 * attributes the source's term lacks (`-brand-name.gender`): those are stored as variants of the
 * group's `other` key (of the term), and live as long as it does.
 */
export function planPush(state: PlanState, files: PlanFile[]): PushPlanResult {
  const writes: PlanWrites = { strings: [], obsolete: [], translations: [] };
  const plan: LocalePlan[] = [];
  const sourceFile = files.find((f) => f.locale === state.sourceLocale);

  /** Keys this push ends; written as obsolete once the translations are seen (one may live on as a plural form). */
  const ending = new Set<string>();
  /** Active source key → [text, position], as they stand after this push (filled from a sent source file). */
  const sourceTexts = new Map<string, { text: string; position: number }>();
  let sourceOf = (key: string) => sourceTexts.get(key);
  let isSourceKey: (key: string) => boolean;
  /** The active source keys' texts, to recognise new plural forms by: made the first time one needs it. */
  let sourceEntries: () => Map<string, string>;
  if (sourceFile) {
    const entry = emptyPlan(state.sourceLocale);
    let position = 0;
    for (const [key, sourceText] of sourceFile.entries) {
      const current = state.strings.get(key);
      const isNew = !current || current.obsolete || current.pluralOf !== null;
      if (isNew) entry.created.push(key);
      else if (current.sourceText !== sourceText) entry.updated.push(key);
      else entry.unchanged++;
      // A moved key is still unchanged, but its new position is stored so pulls follow the file.
      if (isNew || current.sourceText !== sourceText || current.position !== position) {
        writes.strings.push({ key, sourceText, position, pluralOf: null });
      }
      sourceTexts.set(key, { text: sourceText, position });
      position++;
    }
    for (const [key, current] of state.strings) {
      if (current.obsolete || sourceFile.entries.has(key)) continue;
      if (current.pluralOf === null) {
        entry.obsolete.push(key);
        ending.add(key);
        continue;
      }
      // A plural variant follows its group's `other` form: its text and place, or its end.
      const other = sourceTexts.get(current.pluralOf);
      if (!other) ending.add(key);
      else if (other.text !== current.sourceText || other.position !== current.position) {
        writes.strings.push({
          key,
          sourceText: other.text,
          position: other.position,
          pluralOf: current.pluralOf,
        });
      }
    }
    // In the order the source file last held them, whatever order the storage read the rows in.
    entry.obsolete.sort(byStoredPosition(state));
    plan.push(entry);
    isSourceKey = (key) => sourceFile.entries.has(key);
    sourceEntries = () => sourceFile.entries;
  } else {
    // The stored active strings are the source: looked up where needed, not copied.
    sourceOf = (key) => {
      const current = state.strings.get(key);
      return current !== undefined && !current.obsolete && current.pluralOf === null
        ? { text: current.sourceText, position: current.position }
        : undefined;
    };
    isSourceKey = (key) => {
      const current = state.strings.get(key);
      return current !== undefined && !current.obsolete && current.pluralOf === null;
    };
    let stored: Map<string, string> | undefined;
    sourceEntries = () => {
      if (stored === undefined) {
        stored = new Map();
        for (const [key, current] of state.strings) {
          if (!current.obsolete && current.pluralOf === null) stored.set(key, current.sourceText);
        }
      }
      return stored;
    };
  }
  /** Plural variants active after this push (beside the source keys). */
  const activeVariants = new Set<string>();
  const isActive = (key: string) => isSourceKey(key) || activeVariants.has(key);
  for (const [key, current] of state.strings) {
    if (current.pluralOf !== null && !current.obsolete && !ending.has(key) && isActive(current.pluralOf)) {
      activeVariants.add(key);
    }
  }

  /**
   * A key one file could not name as a plural form may become one through a later file of the same
   * push (fr brings `n_one` beside `n_other`, de brings `n_one` alone): decided once every file is
   * seen, so the plan does not depend on the order of the files.
   */
  const undecided: Array<{ entry: LocalePlan; stored: StoredTranslations; key: string; incoming: string }> =
    [];
  for (const file of files) {
    if (file.locale === state.sourceLocale) continue;
    const entry = emptyPlan(file.locale);
    const stored = state.translations.get(file.locale) ?? new Map<string, CurrentTranslation>();
    for (const [key, incoming] of file.entries) {
      if (!isActive(key)) {
        const base = variantBaseOf(key, sourceEntries(), file.format, file.entries);
        const other = base === undefined ? undefined : sourceOf(base);
        if (base === undefined || !other) {
          undecided.push({ entry, stored, key, incoming });
          continue;
        }
        writes.strings.push({ key, sourceText: other.text, position: other.position, pluralOf: base });
        activeVariants.add(key);
        // A source key this push drops (n_few) that a translation brings as a plural form lives on as one.
        ending.delete(key);
      }
      planTranslation(entry, stored, key, incoming, writes);
    }
    plan.push(entry);
  }
  for (const { entry, stored, key, incoming } of undecided) {
    if (isActive(key)) planTranslation(entry, stored, key, incoming, writes);
    else entry.ignored.push(key);
  }
  for (const key of ending) writes.obsolete.push(key);
  return { plan, writes };
}

type StoredTranslations = Map<string, CurrentTranslation>;

/** One sent translation of an active key, against what the service holds for it. */
function planTranslation(
  entry: LocalePlan,
  stored: StoredTranslations,
  key: string,
  incoming: string,
  writes: PlanWrites,
): void {
  const current = stored.get(key);
  if (current === SAME_AS_SENT) {
    entry.unchanged++;
    return;
  }
  const write = {
    key,
    locale: entry.locale,
    value: incoming,
    status: 'approved' as const,
    repoValue: incoming,
  };
  if (!current) {
    entry.created.push(key);
    writes.translations.push(write);
  } else if (current.value === incoming && current.status === 'approved') {
    entry.unchanged++;
    // Same text already approved: only remember that the repository sent it.
    if (current.repoValue !== incoming) writes.translations.push(write);
  } else if (
    current.repoValue !== null &&
    current.value !== current.repoValue &&
    incoming === current.repoValue
  ) {
    // Changed in the service; the repository still sends what it sent last time: keep the work.
    entry.kept.push(key);
  } else {
    entry.updated.push(key);
    writes.translations.push(write);
  }
}

function emptyPlan(locale: string): LocalePlan {
  return { locale, created: [], updated: [], obsolete: [], kept: [], ignored: [], unchanged: 0 };
}
