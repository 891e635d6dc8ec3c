import { FormatError } from '@locale-sync/formats';
import type { ParsedPushFile, PhraseInput } from './types.ts';

/**
 * A text holds U+0000 (NUL), which PostgreSQL's text type cannot store. Every backend refuses it
 * alike, before writing anything; a FormatError, so the server answers 400 naming where it is.
 */
export class StorageInvalidTextError extends FormatError {
  override name = 'StorageInvalidTextError';
}

/** A UTF-16 surrogate without its pair: it has no UTF-8 form, and would be stored as U+FFFD. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Throws StorageInvalidTextError when `text` holds U+0000 or a lone UTF-16 surrogate (a file's
 * `"\ud800"` escape decodes to one: stored as U+FFFD, two keys would become one); `where` names it.
 */
export function assertStorableText(text: string, where: string): void {
  if (text.includes('\u0000')) {
    throw new StorageInvalidTextError(
      `${where} contains the character U+0000 (NUL), which the service cannot store: remove it`,
    );
  }
  if (LONE_SURROGATE.test(text)) {
    throw new StorageInvalidTextError(
      `${where} contains a lone UTF-16 surrogate (\\ud800-\\udfff without its pair), which is not text: remove it or write the whole character`,
    );
  }
}

/** True when the text can be stored as it is (no U+0000, no lone surrogate: `isWellFormed`). */
function storable(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

/**
 * Files that passed `assertStorablePush`: the push route checks each file as it parses it (where the
 * file's place in the body is known, and while the next files are still arriving), and the storage
 * checks the push's files again for any other caller; a file checked once is not walked twice.
 * Nothing changes a parsed file's entries after its parse.
 */
const checkedFiles = new WeakSet<ParsedPushFile>();

/** Checks every key and text of a push's files (the message naming where is built only for a bad one). */
export function assertStorablePush(files: ParsedPushFile[]): void {
  for (const file of files) {
    if (checkedFiles.has(file)) continue;
    if (file.resource !== undefined) assertStorableText(file.resource, `the resource of ${file.path}`);
    for (const [key, value] of file.entries) {
      if (!storable(key)) assertStorableText(key, `a key in ${file.path}`);
      if (!storable(value))
        assertStorableText(value, `the text of key ${JSON.stringify(key)} in ${file.path}`);
    }
    checkedFiles.add(file);
  }
}

/** Checks every text, context and location field of reported phrases. */
export function assertStorablePhrases(phrases: PhraseInput[]): void {
  for (const [index, phrase] of phrases.entries()) {
    assertStorableText(phrase.sourceText, `phrases[${index}].sourceText`);
    assertStorableText(phrase.context ?? '', `phrases[${index}].context`);
    for (const location of phrase.locations ?? []) {
      for (const value of Object.values(location)) {
        if (typeof value === 'string') assertStorableText(value, `phrases[${index}].locations`);
      }
    }
  }
}

/** The texts that can be stored: one holding U+0000 matches nothing stored, so lookups skip it. */
export function storableTexts(texts: Iterable<string>): string[] {
  return [...new Set(texts)].filter(storable);
}

/** The pairs whose source text and translation can be stored (a machine translation with U+0000 is not cached). */
export function storablePairs(pairs: Map<string, string>): Map<string, string> {
  return new Map([...pairs].filter(([text, translated]) => storable(text) && storable(translated)));
}
