import type { ParseOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { checkEntryCount, checkKeyLength, type Entries } from '../../model.ts';
import { type Block, type BlockFile, detectEol, duplicateKey } from '../../shared/blocks.ts';
import { excerpt } from '../../shared/excerpt.ts';
import { lineLocator } from '../../shared/lines.ts';

/**
 * Apple `.strings` (the old-style property list Xcode writes for `Localizable.strings`):
 * `"key" = "value";` entries, `/* … *\/` and `//` comments, escapes `\" \\ \n \t \r \0` and `\Uxxxx`
 * (also `\uxxxx`). Keys may be unquoted words. `"key";` alone means the value is the key.
 * Hand-written: the npm parsers for it are unmaintained and drop comments.
 */
export function readStrings(content: string, options: ParseOptions = {}): BlockFile {
  const text = content.replace(/^\uFEFF/, '');
  const bom = content.length - text.length;
  const blocks: Block[] = [];
  const seen = new Map<string, Block>();
  let pos = 0;
  let blockStart = 0;
  const locate = lineLocator(text);
  const fail = (message: string, at = pos): never => {
    const { line, column } = locate(at);
    throw new FormatError(`invalid .strings at line ${line}, column ${column}: ${message}`, { line, column });
  };
  // Sticky patterns match at `pos` without copying the rest of the file at every step.
  const matchAt = (pattern: RegExp): string | undefined => {
    pattern.lastIndex = pos;
    return pattern.exec(text)?.[0];
  };
  const skipTrivia = (): void => {
    for (;;) {
      const space = matchAt(/\s+/y);
      if (space) {
        pos += space.length;
      } else if (text.startsWith('/*', pos)) {
        const close = text.indexOf('*/', pos + 2);
        if (close < 0) fail('the comment is never closed with */');
        pos = close + 2;
      } else if (text.startsWith('//', pos)) {
        const newline = text.indexOf('\n', pos);
        pos = newline < 0 ? text.length : newline + 1;
      } else {
        return;
      }
    }
  };
  const readString = (what: string): string => {
    if (text[pos] === '"') return readQuoted();
    const word = matchAt(/[A-Za-z0-9_$+/:.-]+/y);
    if (word === undefined) {
      return fail(`expected ${what} in double quotes, found ${JSON.stringify(text.slice(pos, pos + 12))}`);
    }
    pos += word.length;
    return word;
  };
  const readQuoted = (): string => {
    const start = pos;
    pos++;
    let out = '';
    while (pos < text.length) {
      const char = text[pos] as string;
      if (char === '"') {
        pos++;
        return out;
      }
      if (char !== '\\') {
        out += char;
        pos++;
        continue;
      }
      const next = text[pos + 1];
      if (next === 'U' || next === 'u') {
        const hex = text.slice(pos + 2, pos + 6);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail(`malformed \\${next}xxxx escape: expected four hex digits`);
        out += String.fromCharCode(Number.parseInt(hex, 16));
        pos += 6;
        continue;
      }
      out += next === undefined ? '' : (STRINGS_ESCAPES.get(next) ?? next);
      pos += 2;
    }
    return fail('the string is never closed with "', start);
  };
  for (;;) {
    skipTrivia();
    if (pos >= text.length) break;
    const keyStart = pos;
    const key = readString('a key');
    skipTrivia();
    let value = key;
    if (text[pos] === '=') {
      pos++;
      skipTrivia();
      value = readString('a value');
      skipTrivia();
    }
    if (text[pos] !== ';') fail(`expected ";" after the entry "${excerpt(key)}"`);
    pos++;
    // The rest of the line, when it holds only white space, belongs to the entry.
    const lineEnd = matchAt(/[ \t]*(\r?\n|$)/y);
    if (lineEnd !== undefined) pos += lineEnd.length;
    const { line } = locate(keyStart);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      // Marked whether or not anyone listens: a rewrite edits the last definition only.
      const warning = duplicateKey(earlier, key, line);
      options.warn?.(warning);
    }
    checkKeyLength(key, line);
    checkEntryCount(blocks.length + 1, line);
    const block: Block = {
      key,
      value,
      leading: content.slice(blockStart + (blocks.length === 0 ? 0 : bom), keyStart + bom),
      raw: text.slice(keyStart, pos),
      line,
    };
    seen.set(key, block);
    blocks.push(block);
    blockStart = pos;
  }
  return { blocks, trailing: text.slice(blockStart), eol: detectEol(text) };
}

/** The one-letter escapes of `.strings` and what they stand for. */
const STRINGS_ESCAPES = new Map([
  ['n', '\n'],
  ['t', '\t'],
  ['r', '\r'],
  ['0', '\0'],
  ['a', '\x07'],
  ['b', '\b'],
  ['f', '\f'],
  ['v', '\v'],
]);

/**
 * Parses a `.strings` file into entries in file order. A key defined twice has its last value, as
 * Apple's reader leaves it, with a warning naming both lines.
 */
export function parseStrings(content: string, options: ParseOptions = {}): Entries {
  return new Map(readStrings(content, options).blocks.map((block) => [block.key, block.value]));
}
