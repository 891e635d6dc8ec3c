import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { TYPE } from './icu-elements.ts';

/** A text read as an ICU message: its elements, or the parser's error. */
export type IcuParse = { elements: MessageFormatElement[] } | { error: unknown };

type Parser = typeof import('@formatjs/icu-messageformat-parser').parse;

// The parser and its generated tables are a chunk of their own in the bundles, compiled only by a
// run that has a text `parseSimple` cannot read (most runs have none): see `loadIcuParser`.
let parser: Parser | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the ICU parser, once. The checks are synchronous: a check that meets a text needing the
 * parser before it is loaded throws `IcuParserNotLoaded`, and `withIcuParser` loads it and runs the
 * check again.
 */
export function loadIcuParser(): Promise<void> {
  loading ??= import('@formatjs/icu-messageformat-parser').then((module) => {
    parser = module.parse;
  });
  return loading;
}

/** Thrown by `parseIcu` for a text that needs the full parser before `loadIcuParser` has finished. */
export class IcuParserNotLoaded extends Error {
  constructor() {
    super(
      'the ICU message parser is not loaded: await loadIcuParser() (or run the check through withIcuParser)',
    );
    this.name = 'IcuParserNotLoaded';
  }
}

/**
 * Runs `check` (which must have no effect but its result, so it can run twice), and when it needed
 * the ICU parser before it was loaded, loads it and runs `check` again: a run whose texts never need
 * the parser never loads it.
 */
export async function withIcuParser<T>(check: () => T): Promise<T> {
  if (parser === undefined) {
    try {
      return check();
    } catch (err) {
      if (!(err instanceof IcuParserNotLoaded)) throw err;
      await loadIcuParser();
    }
  }
  return check();
}

/** Parsed texts kept; past this the memo starts over, so memory stays bounded on huge pushes. */
const MAX_MEMO = 50_000;
const memo = new Map<string, IcuParse>();

/**
 * Parses `text` as ICU (tags read as text), once per distinct text: the checks read each source text
 * once per translation file and each translation twice, and parsing is most of their cost. Locations
 * are kept, which also spares the parser's pass that deletes them. Callers must not change the result.
 * A text `parseSimple` cannot read needs the parser: `IcuParserNotLoaded` until `loadIcuParser` is done.
 */
export function parseIcu(text: string): IcuParse {
  const simple = parseSimple(text);
  if (simple) return { elements: simple };
  let result = memo.get(text);
  if (result === undefined) {
    if (parser === undefined) throw new IcuParserNotLoaded();
    try {
      result = { elements: parser(text, { ignoreTag: true, captureLocation: true }) };
    } catch (error) {
      result = { error };
    }
    if (memo.size >= MAX_MEMO) memo.clear();
    memo.set(text, result);
  }
  return result;
}
const SIMPLE_PARTS = /\{\s*([\p{L}\p{N}_$-]+)\s*\}/gu;

/**
 * Whether a text is made only of literals and plain `{argument}`s: no quotes, no nesting, no `#` or
 * `<` once its arguments are taken out. Not one pattern `^(?:[^{}'#<]|\{…\})*$`: V8 keeps a
 * backtracking entry per character of it and overflows its stack on a text of ten million.
 */
function isSimple(text: string): boolean {
  return !/[{}'#<]/.test(text.replace(SIMPLE_PARTS, ''));
}

/**
 * Most texts are literals with plain arguments (`Hello {name}`); for those the elements are read
 * directly, as the parser would give them, without the parser's cost. Undefined for anything else.
 */
export function parseSimple(text: string): MessageFormatElement[] | undefined {
  if (!isSimple(text)) return undefined;
  const elements: MessageFormatElement[] = [];
  let last = 0;
  for (const match of text.matchAll(SIMPLE_PARTS)) {
    if (match.index > last) elements.push({ type: TYPE.literal, value: text.slice(last, match.index) });
    elements.push({ type: TYPE.argument, value: match[1] as string });
    last = match.index + match[0].length;
  }
  if (last < text.length) elements.push({ type: TYPE.literal, value: text.slice(last) });
  return elements;
}

/**
 * Stands for an apostrophe in a text whose format does not quote: a character ICU gives no meaning, of
 * the same length, so the parser reads `'{name}'` as an argument between two literal characters.
 */
const NOT_A_QUOTE = '\uE000';

/** `text` with its apostrophes made ordinary characters for the ICU parser. */
export function unquoted(text: string): string {
  return text.includes("'") ? text.replaceAll("'", NOT_A_QUOTE) : text;
}
