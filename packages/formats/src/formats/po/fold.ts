import { splitBabelWords } from './babel-words.ts';
import { escapePo, type Field, isHeader, type Line, type PoDocument } from './model.ts';

// ---------------------------------------------------------------------------------------------
// Folding: how a file breaks long strings over lines, detected from the file itself.

/**
 * How strings are written. `single`: one line whatever its length (Transifex writes msgstr so);
 * `lines`: broken only after each `\n` (msgcat --no-wrap, Babel width 0); `babel`: Babel's
 * `normalize` (breaks after whitespace and hyphens so a quoted line stays under `width`, the
 * keyword not counted); `gnu`: msgcat/msgmerge (the whole line, keyword included, within `width`).
 * Both folding styles start a folded string with `""` on the keyword line.
 */
export type Folding = { kind: 'single' } | { kind: 'lines' } | { kind: 'babel' | 'gnu'; width: number };

const MSGCAT: Folding = { kind: 'gnu', width: 79 };

/** The lines (without line endings) of `keyword` followed by `value` written in a folding style. */
export function formatField(keyword: string, value: string, folding: Folding): string[] {
  const quote = (text: string): string => `"${escapePo(text)}"`;
  let pieces: string[];
  if (folding.kind === 'single') pieces = [value];
  else if (folding.kind === 'lines') pieces = splitAfterNewlines(value);
  else if (folding.kind === 'babel') pieces = babelPieces(value, folding.width);
  else {
    const portions = splitAfterNewlines(value);
    const fits = portions.length === 1 && keyword.length + 3 + columns(escapePo(value)) <= folding.width;
    pieces = fits ? [value] : portions.flatMap((portion) => gnuPieces(portion, folding.width - 2));
  }
  if (pieces.length <= 1) return [`${keyword} ${quote(value)}`];
  return [`${keyword} ""`, ...pieces.map(quote)];
}

function splitAfterNewlines(value: string): string[] {
  const pieces = value.split(/(?<=\n)/);
  return pieces.length > 1 && pieces.at(-1) === '' ? pieces.slice(0, -1) : pieces;
}

/** Python's `str.splitlines(True)`, which Babel breaks strings with first. */
function pythonLines(value: string): string[] {
  return (
    value.match(
      // biome-ignore lint/suspicious/noControlCharactersInRegex: Python's line boundaries include control characters
      /[^\n\r\v\f\x1c-\x1e\x85\u2028\u2029]*(?:\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029])|[^\n\r\v\f\x1c-\x1e\x85\u2028\u2029]+$/g,
    ) ?? []
  );
}

/** The pieces Babel's `normalize(value, width=width)` writes, one quoted line each. */
function babelPieces(value: string, width: number): string[] {
  const pieces: string[] = [];
  for (const line of pythonLines(value)) {
    if (codePoints(escapePo(line)) + 2 <= width) {
      pieces.push(line);
      continue;
    }
    const chunks = splitBabelWords(line).reverse();
    while (chunks.length > 0) {
      const buffer: string[] = [];
      let size = 2;
      while (chunks.length > 0) {
        const length = codePoints(escapePo(chunks.at(-1) as string));
        if (size + length < width) {
          buffer.push(chunks.pop() as string);
          size += length;
        } else {
          // A chunk longer than the width gets a line of its own.
          if (buffer.length === 0) buffer.push(chunks.pop() as string);
          break;
        }
      }
      pieces.push(buffer.join(''));
    }
  }
  if (pieces.length > 1 && pieces.at(-1) === '') pieces.pop();
  return pieces.length === 0 ? [value] : pieces;
}

/**
 * Greedy line breaking as msgcat does it for one portion of a string: a break is allowed before a
 * character that follows a space (or a hyphen between letters), never before a final `\n`; a line's
 * escaped text fits in `limit` columns unless a single word is longer.
 */
function gnuPieces(portion: string, limit: number): string[] {
  const chars = [...portion];
  const pieces: string[] = [];
  let start = 0;
  let column = 0;
  let lastBreak = -1;
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] as string;
    const previous = chars[i - 1];
    const breakable =
      i > start &&
      previous !== undefined &&
      char !== ' ' &&
      !(char === '\n' && i === chars.length - 1) &&
      (previous === ' ' || (previous === '-' && /\p{L}/u.test(chars[i - 2] ?? '') && /\p{L}/u.test(char)));
    if (breakable) lastBreak = i;
    const width = columns(escapePo(char));
    if (column + width > limit && lastBreak > start) {
      pieces.push(chars.slice(start, lastBreak).join(''));
      column = columns(escapePo(chars.slice(lastBreak, i).join('')));
      start = lastBreak;
      lastBreak = -1;
    }
    column += width;
  }
  pieces.push(chars.slice(start).join(''));
  return pieces;
}

function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** Display columns as msgcat counts them: East Asian wide characters take two. */
function columns(text: string): number {
  let count = 0;
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    count +=
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6) ||
      (code >= 0x20000 && code <= 0x3fffd)
        ? 2
        : 1;
  }
  return count;
}

/**
 * The folding that reproduces the most of the given fields exactly as the file writes them, or
 * undefined when no field tells the candidates apart (all strings short, say). The candidates are
 * the tools' defaults (Babel 76, msgcat 79), the widths the file's own folded lines suggest, no
 * folding but at newlines, and no folding at all.
 */
function detectFolding(document: PoDocument, fields: Field[]): Folding | undefined {
  const telling = fields.filter((f) => f.last > f.first || f.value.length > 30);
  if (telling.length === 0) return undefined;
  let longest = 0;
  for (const field of telling) {
    if (field.last === field.first) continue;
    for (let i = field.first + 1; i <= field.last; i++) {
      longest = Math.max(longest, (document.lines[i] as Line).text.trim().length);
    }
  }
  const candidates: Folding[] = [{ kind: 'babel', width: 76 }, MSGCAT];
  if (longest > 10) {
    candidates.push({ kind: 'babel', width: longest + 1 }, { kind: 'gnu', width: longest });
  }
  candidates.push({ kind: 'lines' }, { kind: 'single' });
  const scores = candidates.map((folding) => {
    let score = 0;
    for (const field of telling) {
      const keyword = (document.lines[field.first] as Line).text.trim().match(/^\S+/)?.[0] ?? field.name;
      const written = formatField(keyword, field.value, folding);
      if (written.length !== field.last - field.first + 1) continue;
      if (written.every((line, i) => line === (document.lines[field.first + i] as Line).text.trim())) score++;
    }
    return score;
  });
  const best = Math.max(...scores);
  if (scores.every((score) => score === best)) return undefined;
  return candidates[scores.indexOf(best)];
}

/** The folding of translations (msgstr) and of source texts (msgctxt, msgid, msgid_plural). */
export function detectFoldings(document: PoDocument): { source: Folding; translation: Folding } {
  const source: Field[] = [];
  const translation: Field[] = [];
  for (const block of document.blocks) {
    if (block.obsolete || isHeader(block)) continue;
    for (const field of block.fields) (field.name === 'msgstr' ? translation : source).push(field);
  }
  const sourceFolding = detectFolding(document, source);
  const translationFolding = detectFolding(document, translation);
  return {
    source: sourceFolding ?? translationFolding ?? MSGCAT,
    translation: translationFolding ?? sourceFolding ?? MSGCAT,
  };
}
