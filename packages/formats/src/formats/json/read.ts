import {
  createScanner,
  type Node,
  type ParseError,
  parse as parseTolerant,
  parseTree,
  printParseErrorCode,
} from 'jsonc-parser';
import type { FormatWarning } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { LIMITS } from '../../limits.ts';
import { checkEntryCount, checkKeyLength, DEFAULT_DELIMITER, type Entries } from '../../model.ts';
import { GO_I18N_HINT, JED_HINT } from '../../shared/hints.ts';
import { lineLocator } from '../../shared/lines.ts';
import { readJsonFast } from './fast-read.ts';
import { keyOfPath, type Segment } from './items.ts';
import type { JsonDocument, JsonOptions } from './model.ts';

// SyntaxKind is a const enum, which type stripping cannot inline: its values, as jsonc-parser has them.
const OPEN_BRACE = 1;
const CLOSE_BRACE = 2;
const OPEN_BRACKET = 3;
const CLOSE_BRACKET = 4;
const EOF = 17;

/**
 * Reads a JSON file whose root must be an object (`rootMessage` says so otherwise). Nesting deeper
 * than LIMITS.maxDepth is refused before the (recursive) parser sees it.
 */
export function readJsonDocument(
  content: string,
  rootMessage = 'the file must hold a JSON object of keys to texts',
): JsonDocument {
  const bom = content.startsWith('\uFEFF') ? '\uFEFF' : '';
  // A BOM is legal at the start of a UTF-8 file but not in JSON text.
  const text = content.slice(bom.length);
  checkDepth(text);
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0) throw jsonSyntaxError(text, new Error('invalid JSON'));
  if (root?.type !== 'object') {
    // A list of {"id", "translation"} is go-i18n's v1 form (Mattermost), which the JSON format does not read.
    const goI18n = root?.type === 'array' && /^\s*\[\s*\{\s*"id"\s*:/.test(text);
    throw new FormatError(goI18n ? `${rootMessage}; ${GO_I18N_HINT}` : rootMessage, { line: 1 });
  }
  const locate = lineLocator(text);
  return { bom, text, root, lineOf: (offset) => locate(offset).line };
}

/** Refuses nesting deeper than LIMITS.maxDepth, counting brackets with jsonc-parser's (iterative) scanner. */
export function checkDepth(text: string): void {
  const scanner = createScanner(text, true);
  let depth = 0;
  for (let kind = scanner.scan(); kind !== EOF; kind = scanner.scan()) {
    if (kind === OPEN_BRACE || kind === OPEN_BRACKET) {
      depth++;
      if (depth > LIMITS.maxDepth) {
        const line = scanner.getTokenStartLine() + 1;
        throw new FormatError(
          `the file nests objects deeper than ${LIMITS.maxDepth} levels (LIMITS.maxDepth) at line ${line}; translation files need a few levels at most`,
          { line },
        );
      }
    } else if (kind === CLOSE_BRACE || kind === CLOSE_BRACKET) {
      depth--;
    }
  }
}

/** One name of an object as JSON.parse keeps it: the last definition, in the place of the first. */
export interface JsonMember {
  name: string;
  /** The property node (name, colon and value) of the last definition. */
  property: Node;
  value: Node;
}

/**
 * The members of an object node by name, in file order. A name written twice counts once, with
 * its last value, as JavaScript and Dart read it; `onDuplicate` hears of each repeat.
 */
export function membersOf(
  object: Node,
  onDuplicate?: (name: string, first: Node, repeat: Node) => void,
): Map<string, JsonMember> {
  const members = new Map<string, JsonMember>();
  for (const property of object.children ?? []) {
    const [nameNode, value] = property.children as [Node, Node];
    const name = nameNode.value as string;
    const earlier = members.get(name);
    if (earlier) onDuplicate?.(name, earlier.property, property);
    members.set(name, { name, property, value });
  }
  return members;
}

/** The warning for a name written twice in one object. */
export function duplicateWarning(doc: JsonDocument, key: string, first: Node, repeat: Node): FormatWarning {
  const line = doc.lineOf(repeat.offset);
  return {
    message: `"${key}" is defined twice (lines ${doc.lineOf(first.offset)} and ${line}); the last value is used`,
    line,
    key,
  };
}

/**
 * Parses a JSON translation file, flat or nested, into entries in file order. Every value must be a
 * string, an object or an array; a nested object contributes its keys joined with the delimiter, an
 * array its items as `name[i]` (see items.ts), where `null` is a hole, not an entry. A name written
 * twice in one object keeps its last value (with a warning); two paths that flatten to one key are
 * an error.
 */
export function parseJson(content: string, options: JsonOptions = {}): Entries {
  // The common case at JSON.parse's speed; anything else is read below, with lines (fast-read.ts).
  return readJsonFast(content, options) ?? readJsonEntries(readJsonDocument(content), options);
}

/** The entries of a read JSON document (see parseJson). */
export function readJsonEntries(doc: JsonDocument, options: JsonOptions): Entries {
  const delimiter = options.delimiter ?? DEFAULT_DELIMITER;
  const entries: Entries = new Map();
  const origin = new Map<string, string>();
  const text = (path: Segment[], value: Node, line: number): void => {
    const key = keyOfPath(path, delimiter);
    checkKeyLength(key, line);
    const where = path.map((s) => (typeof s === 'number' ? `[${s}]` : s)).join('" > "');
    const earlier = origin.get(key);
    if (earlier !== undefined) {
      throw new FormatError(`key "${key}" is defined twice (as "${earlier}" and "${where}")`, {
        key,
        line,
      });
    }
    origin.set(key, where);
    entries.set(key, value.value as string);
    checkEntryCount(entries.size, line);
  };
  // Recursion is bounded by LIMITS.maxDepth, checked when the document was read.
  const walk = (node: Node, prefix: Segment[]): void => {
    if (node.type === 'array') {
      (node.children ?? []).forEach((item, index) => {
        const path = [...prefix, index];
        if (item.type === 'string') text(path, item, doc.lineOf(item.offset));
        else if (item.type === 'object' || item.type === 'array') walk(item, path);
        else if (item.type !== 'null') {
          throw new FormatError(
            `item ${keyOfPath(path, delimiter)} is a ${item.type}; array items must be strings, objects, arrays or null (a missing item)`,
            { key: keyOfPath(path, delimiter), line: doc.lineOf(item.offset) },
          );
        }
      });
      return;
    }
    const members = membersOf(node, (name, first, repeat) =>
      options.warn?.(duplicateWarning(doc, keyOfPath([...prefix, name], delimiter), first, repeat)),
    );
    for (const { name, property, value } of members.values()) {
      const path = [...prefix, name];
      const key = keyOfPath(path, delimiter);
      const line = doc.lineOf(property.offset);
      // What JSON refuses under `locale_data` (a `""` header, arrays of msgstr) is a JED file's own.
      const jed = prefix[0] === 'locale_data';
      const hint = jed ? `; ${JED_HINT}` : '';
      // An empty name below the root is a name like any other (Invidious keeps a plural's fallback as
      // `"": "…"` beside its count patterns); the key is its object's key and the delimiter (`a.`).
      if (name === '' && (prefix.length === 0 || jed)) {
        throw new FormatError(`empty key under "${keyOfPath(prefix, delimiter) || '(root)'}"${hint}`, {
          key,
          line,
        });
      }
      if (value.type === 'string') {
        text(path, value, line);
      } else if (value.type === 'object' || (value.type === 'array' && !jed)) {
        walk(value, path);
      } else {
        throw new FormatError(
          `key "${key}" has a${value.type === 'array' ? 'n' : ''} ${value.type} value; only strings, objects and arrays are allowed${hint}`,
          { key, line },
        );
      }
    }
  };
  walk(doc.root, []);
  return entries;
}

/** A FormatError with the line and column of the first JSON syntax error in `content`. */
export function jsonSyntaxError(content: string, err: unknown): FormatError {
  // JSON.parse does not always say where the problem is; jsonc-parser does, as an offset.
  const errors: ParseError[] = [];
  parseTolerant(content, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (!first) return new FormatError(`invalid JSON: ${err instanceof Error ? err.message : String(err)}`);
  const before = content.slice(0, first.offset);
  const line = before.split('\n').length;
  const column = first.offset - before.lastIndexOf('\n');
  return new FormatError(
    `invalid JSON at line ${line}, column ${column}: ${describe(printParseErrorCode(first.error))}`,
    {
      line,
      column,
    },
  );
}

function describe(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}
