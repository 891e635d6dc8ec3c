import { FormatError } from '../errors.ts';
import { checkEntryCount, checkKeyLength, type Entries, type FileStyle } from '../model.ts';
import type { SerializeOptions, TranslationFormat } from '../registry.ts';
import { type Block, type BlockFile, detectEol, rewriteBlocks } from './blocks.ts';
import { endsWithNewline, withTrailingNewline } from './lines.ts';

/**
 * Java `.properties`, read the way `java.util.Properties.load` reads it: `#` and `!` comments, `=`,
 * `:` or white space between key and value, lines continued by a trailing backslash, escapes
 * `\t \n \r \f \uXXXX` and `\` before any other character. Hand-written: no maintained npm parser
 * keeps comments and positions.
 */
export function readProperties(content: string): BlockFile {
  // A byte order mark is not part of the first key; it stays in the file as leading text.
  const bom = content.startsWith('\uFEFF') ? '\uFEFF' : '';
  const lines = content.slice(bom.length).split(/(?<=\r\n|\n|\r(?!\n))/);
  const blocks: Block[] = [];
  const seen = new Map<string, number>();
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
      throw new FormatError(`key "${key}" is defined twice (lines ${earlier} and ${line})`, { key, line });
    }
    seen.set(key, line);
    checkKeyLength(key, line);
    blocks.push({ key, value, leading, raw, line });
    checkEntryCount(blocks.length, line);
    leading = '';
  }
  return { blocks, trailing: leading, eol: detectEol(content) };
}

/** Parses a `.properties` file into entries in file order. */
export function parseProperties(content: string): Entries {
  return new Map(readProperties(content).blocks.map((block) => [block.key, block.value]));
}

/** How `serializeProperties` writes. */
export interface PropertiesWriteOptions {
  /** Separator between key and value, as written: `=` (default), ` = `, `: `. */
  separator?: string;
  /** Write every character above U+007E as `\uXXXX`, for readers that expect ISO-8859-1. */
  asciiOnly?: boolean;
  eol?: string;
  trailingNewline?: boolean;
}

/** Writes entries as `.properties`, one `key=value` line each, in the order given. */
export function serializeProperties(entries: Entries, options: PropertiesWriteOptions = {}): string {
  const eol = options.eol ?? '\n';
  const lines = [...entries].map(([key, value]) => propertiesLine(key, value, options));
  const text = lines.join(eol);
  return lines.length === 0
    ? ''
    : withTrailingNewline(text, options.trailingNewline ?? true).replace(/\n$/, eol);
}

function propertiesLine(key: string, value: string, options: PropertiesWriteOptions): string {
  const ascii = options.asciiOnly ?? false;
  return (
    escapeProperties(key, true, ascii) + (options.separator ?? '=') + escapeProperties(value, false, ascii)
  );
}

function escapeProperties(text: string, isKey: boolean, asciiOnly: boolean): string {
  let out = '';
  for (const [index, char] of [...text].entries()) {
    const code = char.codePointAt(0) as number;
    if (char === '\\') out += '\\\\';
    else if (char === '\t') out += '\\t';
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\f') out += '\\f';
    // In a key, these would end it; at the start of a value, a space would be skipped as padding.
    else if (char === ' ' && (isKey || index === 0)) out += '\\ ';
    else if (isKey && '=:#!'.includes(char)) out += `\\${char}`;
    else if (code < 0x20 || (asciiOnly && code > 0x7e)) out += unicodeEscape(char);
    else out += char;
  }
  return out;
}

function unicodeEscape(char: string): string {
  // \uXXXX holds one UTF-16 unit: a character outside the BMP is written as its surrogate pair.
  let out = '';
  for (let i = 0; i < char.length; i++) {
    out += `\\u${char.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return out;
}

function stripBreak(line: string): string {
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

interface PropertiesStyle {
  separator: string;
  asciiOnly: boolean;
  eol: string;
}

/** The separator, escaping of non-ASCII text and line break an existing file uses. */
function detectPropertiesStyle(content: string, file: BlockFile): PropertiesStyle {
  const first = file.blocks[0];
  let separator = '=';
  if (first) {
    const body = stripBreak(first.raw).replace(/^[ \t\f]+/, '');
    const match = /^(?:[^\\=:\s]|\\.)*([ \t\f]*[=:]?[ \t\f]*)/.exec(body);
    if (match?.[1]) separator = match[1];
  }
  // Escaped non-ASCII and no raw non-ASCII: the file is kept in ISO-8859-1 style.
  const asciiOnly =
    /\\u(?:00[89a-fA-F]|0[1-9a-fA-F]|[1-9a-fA-F])/.test(content) && !/[\u007f-\uffff]/.test(content);
  return { separator, asciiOnly, eol: file.eol };
}

function serializeOver(entries: Entries, existing: string, _options: SerializeOptions): string {
  const file = readProperties(existing);
  const style = detectPropertiesStyle(existing, file);
  if (file.blocks.length === 0 && file.trailing.trim() === '') {
    return serializeProperties(entries, {
      ...style,
      trailingNewline: endsWithNewline(existing) || existing === '',
    });
  }
  return rewriteBlocks(file, entries, (key, value) => propertiesLine(key, value, style));
}

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: '',
    trailingNewline: endsWithNewline(content),
    keyOrder: readProperties(content).blocks.map((block) => block.key),
  };
}

/** Java `.properties`: flat keys, comments and layout kept when writing over an existing file. */
export const properties: TranslationFormat = {
  name: 'properties',
  extensions: ['.properties'],
  structures: ['flat'],
  parse: parseProperties,
  serialize: (entries, { style }) =>
    serializeProperties(entries, {
      ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
    }),
  detectStyle,
  serializeOver,
};
