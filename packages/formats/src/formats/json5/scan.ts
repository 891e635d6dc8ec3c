import JSON5 from 'json5';
import { FormatError } from '../../errors.ts';
import { LIMITS } from '../../limits.ts';
import { lineLocator } from '../../shared/lines.ts';
import { quotedEnd } from '../../shared/quoted.ts';
import type { TList, TMap, TMember, TNode } from '../../shared/tree.ts';
import type { Json5Document, NameSpan } from './model.ts';

// The json5 package reads the values (and refuses what is not JSON5, naming line and column); this
// scanner, run only over text it accepted, finds where each name and value is written.

/** Where each member's name is written, for the rewrite's quoting. */
export const NAMES = new WeakMap<TMember, NameSpan>();

/** Reads a JSON5 file whose root must be an object. */
export function readJson5Document(content: string): Json5Document {
  const bom = content.startsWith('\uFEFF') ? '\uFEFF' : '';
  const text = content.slice(bom.length);
  const locate = lineLocator(text);
  const lineOf = (offset: number): number => locate(offset).line;
  const scanner = new Scanner(text, lineOf);
  // The depth budget holds before the json5 package or this scanner recurses into the text.
  scanner.checkDepth();
  let data: unknown;
  try {
    data = JSON5.parse(text);
  } catch (error) {
    const { lineNumber, columnNumber, message } = error as SyntaxError & {
      lineNumber?: number;
      columnNumber?: number;
    };
    const what = message.replace(/^JSON5: /, '').replace(/ at \d+:\d+$/, '');
    throw new FormatError(
      `invalid JSON5${lineNumber === undefined ? '' : ` at line ${lineNumber}, column ${columnNumber}`}: ${what}`,
      { ...(lineNumber !== undefined && { line: lineNumber, column: columnNumber }) },
    );
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new FormatError('the file must hold a JSON5 object of keys to texts', { line: 1 });
  }
  const root = scanner.document(data);
  return { bom, text, root, lineOf };
}

// Sticky patterns, each matched at the scanner's position.
const SKIP = /(?:[\s\uFEFF]+|\/\/[^\n\r\u2028\u2029]*|\/\*[\s\S]*?\*\/)*/y;
const SCALAR = /[^,\]}\s/]*/y;
const IDENTIFIER =
  /(?:[\p{L}\p{Nl}$_]|\\u[0-9a-fA-F]{4})(?:[\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}$_\u200c\u200d]|\\u[0-9a-fA-F]{4})*/uy;

class Scanner {
  private pos = 0;
  private readonly text: string;
  private readonly lineOf: (offset: number) => number;

  constructor(text: string, lineOf: (offset: number) => number) {
    this.text = text;
    this.lineOf = lineOf;
  }

  /** Refuses nesting deeper than LIMITS.maxDepth, counting brackets outside strings and comments. */
  checkDepth(): void {
    const { text } = this;
    let depth = 0;
    this.pos = 0;
    while (this.pos < text.length) {
      this.skip();
      const c = text[this.pos];
      if (c === '"' || c === "'") {
        this.string();
        continue;
      }
      if (c === '{' || c === '[') {
        depth++;
        if (depth > LIMITS.maxDepth) {
          const line = this.lineOf(this.pos);
          throw new FormatError(
            `the file nests objects deeper than ${LIMITS.maxDepth} levels (LIMITS.maxDepth) at line ${line}; translation files need a few levels at most`,
            { line },
          );
        }
      } else if (c === '}' || c === ']') {
        depth--;
      }
      this.pos++;
    }
  }

  document(data: unknown): TMap {
    this.pos = 0;
    this.skip();
    const root = this.value([], data);
    return root as TMap;
  }

  /** White space and comments. */
  private skip(): void {
    SKIP.lastIndex = this.pos;
    SKIP.exec(this.text);
    this.pos = SKIP.lastIndex;
  }

  /** Moves past a quoted string; returns its raw text. */
  private string(): string {
    const start = this.pos;
    const end = quotedEnd(this.text, start);
    this.pos = end === -1 ? this.text.length : end;
    return this.text.slice(start, this.pos);
  }

  private value(path: string[], data: unknown): TNode {
    const { text } = this;
    const start = this.pos;
    const c = text[start];
    if (c === '"' || c === "'") {
      // Decoded here, not taken from the parsed data: an earlier definition of a name written twice
      // has its own text there.
      const value = decodeString(this.string());
      return { kind: 'string', value, quote: c, start, end: this.pos };
    }
    if (c === '{') {
      this.pos++;
      const members: TMember[] = [];
      for (;;) {
        this.skip();
        if (text[this.pos] === '}') break;
        const memberStart = this.pos;
        const name = this.name();
        this.skip();
        this.pos++; // :
        this.skip();
        const child = own(data, name.value) ? (data as Record<string, unknown>)[name.value] : undefined;
        const value = this.value([...path, name.value], child);
        const member: TMember = {
          name: name.value,
          value,
          start: memberStart,
          end: value.end,
          line: this.lineOf(memberStart),
        };
        NAMES.set(member, name.span);
        members.push(member);
        this.skip();
        if (text[this.pos] === ',') this.pos++;
      }
      this.pos++;
      const map: TMap = { kind: 'map', members, flow: true, start, end: this.pos };
      return map;
    }
    if (c === '[') {
      this.pos++;
      const items: TNode[] = [];
      for (;;) {
        this.skip();
        if (text[this.pos] === ']') break;
        const child = Array.isArray(data) ? data[items.length] : undefined;
        items.push(this.value([...path, String(items.length)], child));
        this.skip();
        if (text[this.pos] === ',') this.pos++;
      }
      this.pos++;
      const list: TList = { kind: 'list', items, flow: true, start, end: this.pos };
      return list;
    }
    // Numbers, true, false, null, Infinity, NaN: up to the next delimiter.
    SCALAR.lastIndex = this.pos;
    SCALAR.exec(text);
    this.pos = SCALAR.lastIndex;
    return { kind: 'scalar', isNull: data === null, start, end: this.pos };
  }

  private name(): { value: string; span: NameSpan } {
    const { text } = this;
    const start = this.pos;
    const c = text[start];
    if (c === '"' || c === "'") {
      const raw = this.string();
      return { value: decodeString(raw), span: { start, end: this.pos, quote: c } };
    }
    IDENTIFIER.lastIndex = start;
    if (!IDENTIFIER.exec(text)) throw this.lost(start);
    this.pos = IDENTIFIER.lastIndex;
    return {
      value: decodeString(text.slice(start, this.pos), false),
      span: { start, end: this.pos, quote: '' },
    };
  }

  private lost(at: number): FormatError {
    return new FormatError('the JSON5 file could not be read in place; please report this file', {
      line: this.lineOf(at),
    });
  }
}

function own(data: unknown, name: string): boolean {
  return data !== null && typeof data === 'object' && Object.hasOwn(data, name);
}

const ESCAPES: Record<string, string> = {
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  0: '\0',
};

/** A JSON5 string's (or identifier's) value, escapes read as JSON5 reads them. */
export function decodeString(raw: string, quoted = true): string {
  const body = quoted ? raw.slice(1, -1) : raw;
  if (!body.includes('\\')) return body;
  return body.replace(
    /\\(?:u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|(\r\n|[\n\r\u2028\u2029])|(.))/gsu,
    (_, u?: string, x?: string, newline?: string, other?: string) => {
      if (u !== undefined || x !== undefined)
        return String.fromCharCode(Number.parseInt((u ?? x) as string, 16));
      if (newline !== undefined) return '';
      return ESCAPES[other as string] ?? (other as string);
    },
  );
}
