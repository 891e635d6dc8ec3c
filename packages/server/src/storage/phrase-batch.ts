import type { PhraseInput, PhraseMerge, PhraseTally } from './types.ts';

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

/**
 * Folds a batch of reported phrases, in order, into the stored tallies (by phraseId) with `merge`;
 * a phrase reported twice in one batch is created once and merged once, as two requests would be.
 */
export function foldPhrases(
  stored: Map<string, { id: number; tally: PhraseTally }>,
  phrases: PhraseInput[],
  merge: PhraseMerge,
): { folded: FoldedPhrase[]; created: number; merged: number } {
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
    byId.set(id, { sourceText: phrase.sourceText, context, id: current?.id, tally });
  }
  return { folded: [...byId.values()], created, merged };
}
