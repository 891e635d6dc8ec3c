import { parse, TomlError } from 'smol-toml';
import { FormatError } from '../../errors.ts';
import { LIMITS } from '../../limits.ts';
import type { TDocument, TMap, TMember, TNode, TString } from '../../shared/tree.ts';

// smol-toml reads the values (and refuses what is not TOML); this scanner, run only over text
// smol-toml accepted, finds where each key and value is written, which no TOML parser reports.

/** Reads a go-i18n TOML file (tables or keys of messages) into a located tree. */
export function readTomlTree(text: string, bom: string, lineOf: (offset: number) => number): TDocument {
  let data: unknown;
  try {
    data = parse(text, { maxDepth: LIMITS.maxDepth });
  } catch (error) {
    if (error instanceof TomlError && /nested/i.test(error.message)) {
      throw new FormatError(
        `the file nests tables deeper than ${LIMITS.maxDepth} levels (LIMITS.maxDepth); translation files need a few levels`,
        { line: error.line },
      );
    }
    if (error instanceof TomlError) {
      const message = error.message.split('\n')[0] ?? error.message;
      throw new FormatError(`invalid TOML: ${message}`, { line: error.line, column: error.column });
    }
    throw error;
  }
  const root: TMap = { kind: 'map', members: [], flow: false, start: 0, end: text.length };
  new Scanner(text, data, lineOf).run(root);
  return { syntax: 'toml', text, bom, root, lineOf };
}

const BARE = /[A-Za-z0-9_-]/;

class Scanner {
  private pos = 0;
  private readonly text: string;
  private readonly data: unknown;
  private readonly lineOf: (offset: number) => number;

  constructor(text: string, data: unknown, lineOf: (offset: number) => number) {
    this.text = text;
    this.data = data;
    this.lineOf = lineOf;
  }

  run(root: TMap): void {
    let table = root;
    let tableMember: TMember | undefined;
    let tablePath: string[] = [];
    const { text } = this;
    for (;;) {
      this.skipSpace(true);
      if (this.pos >= text.length) break;
      const start = this.pos;
      if (text.startsWith('[[', start)) {
        throw new FormatError(
          'arrays of tables ([[…]]) are not go-i18n messages; write each message as a [id] table',
          { line: this.lineOf(start) },
        );
      }
      if (text[start] === '[') {
        this.pos++;
        const path = this.key();
        this.skipSpace(false);
        this.pos++; // ]
        const header = { start, end: this.pos };
        const { map, member } = this.tableAt(root, path, header);
        table = map;
        tableMember = member;
        tablePath = path;
        continue;
      }
      const path = this.key();
      this.skipSpace(false);
      this.pos++; // =
      this.skipSpace(false);
      const full = [...tablePath, ...path];
      const value = this.value(full, 0);
      let map = table;
      for (const name of path.slice(0, -1)) map = this.child(map, name, start);
      map.members.push({
        name: path.at(-1) as string,
        value,
        start,
        end: value.end,
        line: this.lineOf(start),
      });
      if (tableMember) {
        tableMember.end = value.end;
        table.end = value.end;
      }
    }
  }

  /** The map a `[a.b]` header opens, creating the maps on its way. */
  private tableAt(root: TMap, path: string[], header: { start: number; end: number }) {
    let map = root;
    for (const name of path.slice(0, -1)) map = this.child(map, name, header.start);
    const name = path.at(-1) as string;
    const found = map.members.find((m) => m.name === name && m.value.kind === 'map');
    if (found) return { map: found.value as TMap, member: found };
    const table: TMap = { kind: 'map', members: [], flow: false, header, ...header };
    const member: TMember = { name, value: table, ...header, line: this.lineOf(header.start) };
    map.members.push(member);
    return { map: table, member };
  }

  private child(map: TMap, name: string, at: number): TMap {
    const found = map.members.find((m) => m.name === name && m.value.kind === 'map');
    if (found) return found.value as TMap;
    const child: TMap = { kind: 'map', members: [], flow: false, start: at, end: at };
    map.members.push({ name, value: child, start: at, end: at, line: this.lineOf(at) });
    return child;
  }

  /** White space, and with `lines` also line breaks and comments. */
  private skipSpace(lines: boolean): void {
    const { text } = this;
    while (this.pos < text.length) {
      const c = text[this.pos] as string;
      if (c === ' ' || c === '\t') this.pos++;
      else if (lines && (c === '\n' || c === '\r')) this.pos++;
      else if (lines && c === '#') while (this.pos < text.length && text[this.pos] !== '\n') this.pos++;
      else break;
    }
  }

  /** A dotted key: `a`, `"a.b"`, `a . 'b'`. */
  private key(): string[] {
    const parts: string[] = [];
    for (;;) {
      this.skipSpace(false);
      const c = this.text[this.pos];
      if (c === '"' || c === "'") {
        const start = this.pos;
        this.stringEnd();
        parts.push(decodeKey(this.text.slice(start, this.pos)));
      } else {
        const start = this.pos;
        while (this.pos < this.text.length && BARE.test(this.text[this.pos] as string)) this.pos++;
        parts.push(this.text.slice(start, this.pos));
      }
      this.skipSpace(false);
      if (this.text[this.pos] !== '.') return parts;
      this.pos++;
    }
  }

  /** Moves past a string of any of TOML's four kinds; returns its quote. */
  private stringEnd(): string {
    const { text } = this;
    const q = text[this.pos] as string;
    const triple = text.startsWith(q.repeat(3), this.pos);
    const quote = triple ? q.repeat(3) : q;
    this.pos += quote.length;
    for (;;) {
      const c = text[this.pos];
      if (c === undefined) return quote;
      if (c === '\\' && q === '"') {
        this.pos += 2;
        continue;
      }
      if (text.startsWith(quote, this.pos)) {
        this.pos += quote.length;
        // A multi-line string may end with up to two more quotes of its own (`""""`).
        if (triple) while (text[this.pos] === q && text.startsWith(quote, this.pos - 2)) this.pos++;
        return quote;
      }
      this.pos++;
    }
  }

  private value(path: (string | number)[], depth: number): TNode {
    const { text } = this;
    const start = this.pos;
    const c = text[start];
    if (c === '"' || c === "'") {
      const quote = this.stringEnd();
      const value = lookup(this.data, path);
      if (typeof value !== 'string') {
        throw new FormatError('the TOML file could not be read in place; please report this file', {
          line: this.lineOf(start),
        });
      }
      const node: TString = { kind: 'string', value, quote, start, end: this.pos };
      return node;
    }
    if (c === '{' || c === '[') {
      if (depth >= LIMITS.maxDepth) {
        throw new FormatError(
          `the file nests tables deeper than ${LIMITS.maxDepth} levels (LIMITS.maxDepth)`,
          {
            line: this.lineOf(start),
          },
        );
      }
      this.pos++;
      const close = c === '{' ? '}' : ']';
      const map: TMap = { kind: 'map', members: [], flow: true, start, end: start };
      const items: TNode[] = [];
      for (;;) {
        this.skipSpace(true);
        if (text[this.pos] === close) break;
        if (c === '{') {
          const memberStart = this.pos;
          const keyPath = this.key();
          this.skipSpace(false);
          this.pos++; // =
          this.skipSpace(false);
          const value = this.value([...path, ...keyPath], depth + 1);
          let target = map;
          for (const name of keyPath.slice(0, -1)) target = this.child(target, name, memberStart);
          target.members.push({
            name: keyPath.at(-1) as string,
            value,
            start: memberStart,
            end: value.end,
            line: this.lineOf(memberStart),
          });
        } else {
          items.push(this.value([...path, items.length], depth + 1));
        }
        this.skipSpace(true);
        if (text[this.pos] === ',') this.pos++;
      }
      this.pos++;
      if (c === '[') return { kind: 'list', items, flow: true, start, end: this.pos };
      map.end = this.pos;
      return map;
    }
    // Numbers, booleans, dates: up to the next separator.
    while (this.pos < text.length && !/[,\]}\n\r#]/.test(text[this.pos] as string)) this.pos++;
    let end = this.pos;
    while (end > start && /[ \t]/.test(text[end - 1] as string)) end--;
    return { kind: 'scalar', isNull: false, start, end };
  }
}

function decodeKey(raw: string): string {
  if (raw.startsWith("'")) return raw.slice(1, -1);
  // A basic string key uses JSON's escapes but for \U and \e, which keys in real files never use.
  return JSON.parse(
    raw
      .replace(/\\U([0-9a-fA-F]{8})/g, (_, hex: string) => {
        const code = Number.parseInt(hex, 16);
        return JSON.stringify(String.fromCodePoint(code)).slice(1, -1);
      })
      .replace(/\\e/g, '\\u001b'),
  ) as string;
}

function lookup(data: unknown, path: (string | number)[]): unknown {
  let node = data;
  for (const part of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string | number, unknown>)[part];
  }
  return node;
}
