import type { PhraseInput, PhraseLimits, PhraseMerge, PhraseTally } from './types.ts';

/** One phrase of a batch after folding: its stored row id (undefined when new) and its new tally. */
export interface FoldedPhrase {
  sourceText: string;
  context: string;
  id: number | undefined;
  tally: PhraseTally;
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

/**
 * Folds a batch of reported phrases, in order, into the stored tallies (by phraseId) with `merge`;
 * a phrase reported twice in one batch is created once and merged once, as two requests would be.
 * Within `limits` (0: none): new locations past the project's location limit are not kept (the
 * counts still add up), and a batch that would take the project past its phrase limit throws
 * PhraseLimitError before anything is written.
 */
export function foldPhrases(
  stored: Map<string, { id: number; tally: PhraseTally }>,
  phrases: PhraseInput[],
  merge: PhraseMerge,
  limits: PhraseLimits = NO_PHRASE_LIMITS,
  totals: PhraseTotals = { phrases: 0, locations: 0 },
): { folded: FoldedPhrase[]; created: number; merged: number } {
  const byId = new Map<string, FoldedPhrase>();
  let created = 0;
  let merged = 0;
  let locationRoom = limits.maxLocations > 0 ? Math.max(0, limits.maxLocations - totals.locations) : Infinity;
  for (const phrase of phrases) {
    const context = phrase.context ?? '';
    const id = phraseId(phrase.sourceText, context);
    const current = byId.get(id) ?? stored.get(id);
    const mergedTally = merge(current?.tally, phrase);
    const before = current?.tally.locations.length ?? 0;
    const added = Math.max(0, mergedTally.locations.length - before);
    const kept = Math.min(added, locationRoom);
    locationRoom -= kept;
    const tally =
      kept === added
        ? mergedTally
        : { ...mergedTally, locations: mergedTally.locations.slice(0, before + kept) };
    if (current) merged++;
    else created++;
    byId.set(id, { sourceText: phrase.sourceText, context, id: current?.id, tally });
  }
  if (created > 0 && limits.maxPhrases > 0 && totals.phrases + created > limits.maxPhrases) {
    throw new PhraseLimitError({ limit: limits.maxPhrases, stored: totals.phrases, added: created });
  }
  return { folded: [...byId.values()], created, merged };
}
