// Most texts a push checks are plain: literals and `{name}` arguments, nothing else. For those the
// checks' answer is known without the regular expressions of `extractPlaceholders` or an ICU parse:
// one regular expression (`PLAIN`) proves a text is plain, and its arguments are found with
// `indexOf`. A push checks in a fresh process, where a loop over characters runs in V8's interpreter
// for most of the file while a regular expression runs as native code from its first uses.

/**
 * What a character is to the scan: 0 an ordinary character; 1 a character that could start syntax
 * the checks read other than a plain argument (`}` `'` `#` `<` `%`); 2 `{`. Every other character
 * (code points above `}` included) is ordinary.
 */
const KIND = new Uint8Array(128);
for (const c of "}'#<%") KIND[c.charCodeAt(0)] = 1;
KIND['{'.charCodeAt(0)] = 2;

/** An argument's name: ASCII letters, digits, `_`, `$` and `-` (a subset of what `parseSimple` reads). */
const NAME = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  NAME[c] = /[A-Za-z0-9_$-]/.test(String.fromCharCode(c)) ? 1 : 0;
}

/** ASCII white space around a name, each of which `\s` matches. */
function isSpace(c: number): boolean {
  return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}

/**
 * A plain text (see `scan`), as one regular expression: the same characters, the same white space
 * around a name (`\t`…`\r` and the space, not the rest of `\s`), `$` only at the end (no `m` flag).
 */
const PLAIN = /^(?:[^{}'#<%]|\{[\t-\r ]*[A-Za-z0-9_$-]+[\t-\r ]*\})*$/;

/** Set when an argument of a text is none of the names it is matched against. */
const OTHER_NAME = 1 << 30;

/** Most names a source text's arguments are matched by; a text with more goes the full way. */
const MAX_NAMES = 30;

/**
 * Scans `text`: -1 when it is not plain; else a mask with bit `i` set for each `names[i]` that is
 * one of its arguments (the first index of a name written twice), and `OTHER_NAME` when an argument
 * is none of them.
 *
 * Plain: every character is ordinary (none of `{` `}` `'` `#` `<` `%`) or inside an argument `{name}`,
 * its name of ASCII letters, digits, `_`, `$`, `-`, with optional ASCII white space around it. Such a
 * text is valid ICU, read by `parseSimple` as literals and arguments; it has no XLIFF element, no
 * Ruby or printf placeholder and no `{{…}}`. So `extractPlaceholders` finds exactly its arguments,
 * each as `{name}`, in order (checks-shortcuts.property.test.ts holds this to the full path).
 */
function scan(text: string, names: readonly string[], found?: string[]): number {
  let mask = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) continue;
    const kind = KIND[c];
    if (kind === 0) continue;
    if (kind === 1) return -1;
    i++;
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    const start = i;
    for (let d = text.charCodeAt(i); i < n && d < 128 && NAME[d] === 1; d = text.charCodeAt(++i));
    const end = i;
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (end === start || i === n || text.charCodeAt(i) !== 0x7d) return -1;
    if (found !== undefined) found.push(text.slice(start, end));
    mask |= nameBit(text, start, end, names);
  }
  return mask;
}

function nameBit(text: string, start: number, end: number, names: readonly string[]): number {
  for (let k = 0; k < names.length; k++) {
    const name = names[k] as string;
    if (name.length === end - start && text.startsWith(name, start)) return 1 << k;
  }
  return OTHER_NAME;
}

const NO_NAMES: readonly string[] = [];

/** Whether `text` is plain (see `scan`): valid ICU, with no placeholder but `{name}` arguments. */
export function isPlainText(text: string): boolean {
  return PLAIN.test(text);
}

/** A plain source text's argument names, ready to match translations against (`samePlainArguments`). */
export interface PlainArguments {
  /** The names, in order, as often as written. */
  readonly names: readonly string[];
  /** The bits of `scan`'s mask a translation with the same set of names has. */
  required: number;
  /** Each distinct name as written without white space, `{name}`, in order of first use. */
  readonly tight: readonly string[];
}

/** The arguments of a plain text without any, shared by all such texts. */
const NO_ARGUMENTS: PlainArguments = Object.freeze({ names: [], required: 0, tight: [] });

/**
 * A plain text's arguments (see `scan`), or undefined when the text is not plain or has more than
 * `MAX_NAMES` arguments.
 */
export function plainArguments(text: string): PlainArguments | undefined {
  if (!PLAIN.test(text)) return undefined;
  if (!text.includes('{')) return NO_ARGUMENTS;
  // In a plain text every `{` opens an argument, closed by the next `}`, around a name and ASCII
  // white space only (which is all `trim` then removes).
  const names: string[] = [];
  let required = 0;
  const tight: string[] = [];
  for (let open = text.indexOf('{'); open !== -1; ) {
    const close = text.indexOf('}', open);
    const name = text.slice(open + 1, close).trim();
    if (!names.includes(name)) {
      required |= 1 << names.length;
      tight.push(name.length === close - open - 1 ? text.slice(open, close + 1) : `{${name}}`);
    }
    names.push(name);
    open = text.indexOf('{', close);
  }
  return names.length > MAX_NAMES ? undefined : { names, required, tight };
}

/**
 * Whether `translation` is plain and its arguments are the same set of names as the source's:
 * then, both being valid ICU with only `{name}` placeholders, which the checks compare by presence,
 * neither `checkPlaceholders` nor `checkMessageSyntax` has anything to say about it. False tells
 * nothing: the full checks decide.
 */
export function samePlainArguments(source: PlainArguments, translation: string): boolean {
  if (!PLAIN.test(translation)) return false;
  // The common case without a loop over characters: each of the source's names written `{name}`
  // at least once, and those account for every `{` (every argument) of the translation.
  let named = 0;
  for (const tight of source.tight) {
    const count = occurrences(translation, tight);
    if (count === 0) return scanSamePlainArguments(source, translation);
    named += count;
  }
  return named === occurrences(translation, '{') || scanSamePlainArguments(source, translation);
}

/**
 * `samePlainArguments` without the source's `PlainArguments`: each spelling of an argument of a plain
 * `source` (`{name}`, `{ name }`) found in a plain `translation` at least once, and those account
 * for every `{` (every argument) of the translation, so both have the same set of names. Meant for
 * a source text read once, where building and keeping its arguments costs more than this reading.
 * False tells nothing: `samePlainArguments` decides.
 */
export function samePlainTexts(source: string, translation: string): boolean {
  if (!PLAIN.test(translation) || !PLAIN.test(source)) return false;
  let named = 0;
  for (let open = source.indexOf('{'); open !== -1; ) {
    const close = source.indexOf('}', open);
    const argument = source.slice(open, close + 1);
    // A spelling written twice in the source is counted once.
    if (source.indexOf(argument) === open) {
      const count = occurrences(translation, argument);
      if (count === 0) return false;
      named += count;
    }
    open = source.indexOf('{', close);
  }
  return named === occurrences(translation, '{');
}

/** `samePlainArguments` by the scan alone: names with white space around them, other names. */
function scanSamePlainArguments(source: PlainArguments, translation: string): boolean {
  return scan(translation, source.names) === source.required;
}

/** How often `part` occurs in `text`, not overlapping. */
function occurrences(text: string, part: string): number {
  let count = 0;
  for (let at = text.indexOf(part); at !== -1; at = text.indexOf(part, at + part.length)) count++;
  return count;
}

/** Internals a test holds the fast paths to: the scan's own answers. */
export const plainTestSeam = {
  isPlainByScan: (text: string): boolean => scan(text, NO_NAMES) !== -1,
  namesByScan: (text: string): string[] | undefined => {
    const names: string[] = [];
    return scan(text, NO_NAMES, names) === -1 ? undefined : names;
  },
  scanSamePlainArguments,
};
