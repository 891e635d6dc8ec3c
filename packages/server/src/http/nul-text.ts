import { ApiError } from '../errors.ts';
import type { PhraseInput } from '../storage/types.ts';

/**
 * The 400 for a phrase batch with U+0000 (NUL) in a field the service stores, naming the field.
 * Storage refuses such a text too (PostgreSQL's text type cannot hold it), but only as a file
 * problem; a batch has no files, so its refusal is made here, where the field's place is known.
 */
export function refuseNulInPhrases(phrases: readonly PhraseInput[]): void {
  const refusal = nulInPhrases(phrases);
  if (refusal !== undefined) throw refusal;
}

/** `refuseNulInPhrases`'s 400 for these phrases, or undefined when they hold no NUL. */
export function nulInPhrases(phrases: readonly PhraseInput[]): ApiError | undefined {
  for (const [index, phrase] of phrases.entries()) {
    const fields: Array<[string, unknown]> = [
      ['sourceText', phrase.sourceText],
      ['context', phrase.context],
    ];
    for (const [at, location] of (phrase.locations ?? []).entries()) {
      for (const [name, value] of Object.entries(location)) fields.push([`locations[${at}].${name}`, value]);
    }
    for (const [name, value] of fields) {
      if (typeof value !== 'string' || !value.includes('\u0000')) continue;
      const location = `body.phrases[${index}].${name}`;
      const message = 'contains the character U+0000 (NUL), which the service cannot store: remove it';
      return new ApiError('validation_failed', `the request is invalid: ${location} ${message}`, [
        { location, message },
      ]);
    }
  }
  return undefined;
}
