import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';

/** A text read as an ICU message: its elements, or the parser's error. */
export type IcuParse = { elements: MessageFormatElement[] } | { error: unknown };

/** Parsed texts kept; past this the memo starts over, so memory stays bounded on huge pushes. */
const MAX_MEMO = 50_000;
const memo = new Map<string, IcuParse>();

/**
 * Parses `text` as ICU (tags read as text), once per distinct text: the checks read each source text
 * once per translation file and each translation twice, and parsing is most of their cost. Locations
 * are kept, which also spares the parser's pass that deletes them. Callers must not change the result.
 */
export function parseIcu(text: string): IcuParse {
  let result = memo.get(text);
  if (result === undefined) {
    try {
      result = { elements: parse(text, { ignoreTag: true, captureLocation: true }) };
    } catch (error) {
      result = { error };
    }
    if (memo.size >= MAX_MEMO) memo.clear();
    memo.set(text, result);
  }
  return result;
}
