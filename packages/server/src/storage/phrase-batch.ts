import type { PhraseInput, PhraseLimits, PhraseMerge, PhraseTally } from './types.ts';

/** One phrase of a batch after folding: its stored row id (undefined when new) and its new tally. */
export interface FoldedPhrase {
  sourceText: string;
  context: string;
  id: number | undefined;
  tally: PhraseTally;
  /** Locations the phrase held before the batch (0 when new). */
  storedLocations: number;
}

/** The identity of a phrase within a project: its text and its context. */
export function phraseId(sourceText: string, context: string): string {
  return JSON.stringify([sourceText, context]);
}

/** No cap on phrases or locations (storage callers that pass no limits). */
export const NO_PHRASE_LIMITS: PhraseLimits = { maxPhrases: 0, maxLocations: 0 };

/** What a project holds before a batch: its distinct phrases and their locations, all together. */
export interface PhraseTotals {
  phrases: number;
  locations: number;
}

/**
 * A batch would take a project past its phrase limit: nothing of it is stored (the transaction
 * rolls back), and the server answers `409 phrase_limit_reached`.
 */
export class PhraseLimitError extends Error {
  override name = 'PhraseLimitError';
  readonly limit: number;
  readonly stored: number;
  readonly added: number;

  constructor(args: { limit: number; stored: number; added: number }) {
    super(
      `the project holds ${args.stored} phrases and this server keeps at most ${args.limit} per project (PHRASE_LIMIT); this request would add ${args.added} new ones, so none of it was stored. Phrases already stored are still counted when reported again; the server's operator can raise PHRASE_LIMIT`,
    );
    this.limit = args.limit;
    this.stored = args.stored;
    this.added = args.added;
  }
}

/** A folded batch: each distinct phrase once, with what it adds. */
export interface PhraseFold {
  folded: FoldedPhrase[];
  created: number;
  merged: number;
  /** Locations the batch adds to what the project stored. */
  addedLocations: number;
}

/**
 * Folds a batch of reported phrases, in order, into the stored tallies (by phraseId) with `merge`;
 * a phrase reported twice in one batch is created once and merged once, as two requests would be.
 */
export function foldPhrases(
  stored: Map<string, { id: number; tally: PhraseTally }>,
  phrases: PhraseInput[],
  merge: PhraseMerge,
): PhraseFold {
  const byId = new Map<string, FoldedPhrase>();
  let created = 0;
  let merged = 0;
  for (const phrase of phrases) {
    const context = phrase.context ?? '';
    const id = phraseId(phrase.sourceText, context);
    const current = byId.get(id) ?? stored.get(id);
    const tally = merge(current?.tally, phrase);
    if (current) merged++;
    else created++;
    const storedLocations = stored.get(id)?.tally.locations.length ?? 0;
    byId.set(id, { sourceText: phrase.sourceText, context, id: current?.id, tally, storedLocations });
  }
  const folded = [...byId.values()];
  const addedLocations = folded.reduce(
    (sum, p) => sum + Math.max(0, p.tally.locations.length - p.storedLocations),
    0,
  );
  return { folded, created, merged, addedLocations };
}

/**
 * The totals a batch must be checked against: the phrase count only when it creates phrases, the
 * location count only when it adds locations, so that the usual batch of phrases already stored
 * costs no count over the whole project.
 */
export function totalsNeeded(
  fold: PhraseFold,
  limits: PhraseLimits,
): { phrases: boolean; locations: boolean } {
  return {
    phrases: limits.maxPhrases > 0 && fold.created > 0,
    locations: limits.maxLocations > 0 && fold.addedLocations > 0,
  };
}

/**
 * Holds a folded batch to the project's `limits` (0: none), given what the project stored before
 * it: a batch that would take the project past its phrase limit throws PhraseLimitError before
 * anything is written; new locations past the location limit are not kept (in the batch's order of
 * phrases; the counts still add up).
 */
export function applyPhraseLimits(fold: PhraseFold, limits: PhraseLimits, totals: PhraseTotals): void {
  if (limits.maxPhrases > 0 && fold.created > 0 && totals.phrases + fold.created > limits.maxPhrases) {
    throw new PhraseLimitError({ limit: limits.maxPhrases, stored: totals.phrases, added: fold.created });
  }
  if (limits.maxLocations <= 0) return;
  let room = Math.max(0, limits.maxLocations - totals.locations);
  for (const phrase of fold.folded) {
    const added = Math.max(0, phrase.tally.locations.length - phrase.storedLocations);
    const kept = Math.min(added, room);
    room -= kept;
    if (kept < added) {
      phrase.tally = {
        ...phrase.tally,
        locations: phrase.tally.locations.slice(0, phrase.storedLocations + kept),
      };
    }
  }
}
