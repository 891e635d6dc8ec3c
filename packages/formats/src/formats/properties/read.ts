import type { ParseOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { checkEntryCount, checkKeyLength, type Entries } from '../../model.ts';
import { type Block, type BlockFile, detectEol, duplicateKey } from '../../shared/blocks.ts';

/**
 * Java `.properties`, read the way `java.util.Properties.load` reads it: `#` and `!` comments, `=`,
 * `:` or white space between key and value, lines continued by a trailing backslash, escapes
 * `\t \n \r \f \uXXXX` and `\` before any other character. Hand-written: no maintained npm parser
 * keeps comments and positions.
 */
export function readProperties(content: string, options: ParseOptions = {}): BlockFile {
  // A byte order mark is not part of the first key; it stays in the file as leading text.
  const bom = content.startsWith('\uFEFF') ? '\uFEFF' : '';
  const lines = content.slice(bom.length).split(/(?<=\r\n|\n|\r(?!\n))/);
  const blocks: Block[] = [];
  const seen = new Map<string, Block>();
  let leading = bom;
  let i = 0;
  while (i < lines.length) {
    const first = lines[i] as string;
    const body = stripBreak(first).replace(/^[ \t\f]+/, '');
    if (body === '' || body.startsWith('#') || body.startsWith('!')) {
      leading += first;
      i++;
      continue;
    }
    const line = i + 1;
    let raw = first;
    let logical = body;
    i++;
    while (endsInContinuation(logical) && i < lines.length) {
      const next = lines[i] as string;
      logical = logical.slice(0, -1) + stripBreak(next).replace(/^[ \t\f]+/, '');
      raw += next;
      i++;
    }
    if (endsInContinuation(logical)) logical = logical.slice(0, -1);
    const { key, value } = splitEntry(logical, line);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      // Marked whether or not anyone listens: a rewrite edits the last definition only.
      const warning = duplicateKey(earlier, key, line);
      options.warn?.(warning);
    }
    checkKeyLength(key, line);
    const block: Block = { key, value, leading, raw, line };
    seen.set(key, block);
    blocks.push(block);
    checkEntryCount(blocks.length, line);
    leading = '';
  }
  return { blocks, trailing: leading, eol: detectEol(content) };
}

/**
 * Parses a `.properties` file into entries in file order. A key defined twice has its last value,
 * as `Properties.load` (a `put` per line) leaves it, with a warning naming both lines.
 */
export function parseProperties(content: string, options: ParseOptions = {}): Entries {
  return new Map(readProperties(content, options).blocks.map((block) => [block.key, block.value]));
}

export function stripBreak(line: string): string {
  return line.replace(/\r?\n$|\r$/, '');
}

/** An odd number of trailing backslashes continues the line; an even number is escaped backslashes. */
function endsInContinuation(text: string): boolean {
  const match = /\\+$/.exec(text);
  return match !== null && match[0].length % 2 === 1;
}

function splitEntry(logical: string, line: number): { key: string; value: string } {
  let i = 0;
  while (i < logical.length) {
    const char = logical[i] as string;
    if (char === '\\') {
      i += 2;
      continue;
    }
    if ('=: \t\f'.includes(char)) break;
    i++;
  }
  const rawKey = logical.slice(0, i);
  while (i < logical.length && ' \t\f'.includes(logical[i] as string)) i++;
  if (i < logical.length && '=:'.includes(logical[i] as string)) i++;
  while (i < logical.length && ' \t\f'.includes(logical[i] as string)) i++;
  const key = unescapeProperties(rawKey, line);
  return { key, value: unescapeProperties(logical.slice(i), line, key) };
}

function unescapeProperties(text: string, line: number, key?: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = text[++i];
    if (next === undefined) break;
    if (next === 'u') {
      const hex = text.slice(i + 1, i + 5);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
        throw new FormatError(
          `malformed \\uXXXX escape "\\u${hex}" at line ${line}: \\u must be followed by four hex digits`,
          { line, ...(key !== undefined && { key }) },
        );
      }
      out += String.fromCharCode(Number.parseInt(hex, 16));
      i += 4;
    } else {
      out += PROPERTIES_ESCAPES.get(next) ?? next;
    }
  }
  return out;
}

/** The one-letter escapes of `.properties` and what they stand for. */
const PROPERTIES_ESCAPES = new Map([
  ['t', '\t'],
  ['n', '\n'],
  ['r', '\r'],
  ['f', '\f'],
]);
