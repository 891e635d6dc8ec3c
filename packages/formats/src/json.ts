import { type ParseError, parse as parseTolerant, printParseErrorCode } from 'jsonc-parser';
import { FormatError } from './errors.ts';
import { DEFAULT_DELIMITER, type Entries, type FileStyle, type Structure } from './model.ts';
import type { ParseOptions } from './registry.ts';

export interface JsonOptions {
  delimiter?: string;
  /** Receives warnings (a name defined twice); see ParseOptions. */
  warn?: ParseOptions['warn'];
}

export interface JsonWriteOptions extends JsonOptions {
  structure: Structure;
  indent?: string;
  trailingNewline?: boolean;
}

/**
 * Parses a JSON translation file, flat or nested, into entries in file order. Every value must be a
 * string; a nested object contributes its keys joined with the delimiter.
 */
export function parseJson(content: string, options: JsonOptions = {}): Entries {
  const delimiter = options.delimiter ?? DEFAULT_DELIMITER;
  let data: unknown;
  try {
    // A BOM is legal at the start of a UTF-8 file but not in JSON text.
    data = JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch (err) {
    throw jsonSyntaxError(content, err);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new FormatError('the file must hold a JSON object of keys to texts', { line: 1 });
  }
  const entries: Entries = new Map();
  const origin = new Map<string, string>();
  const walk = (node: Record<string, unknown>, prefix: string[]): void => {
    for (const [name, value] of Object.entries(node)) {
      const path = [...prefix, name];
      const key = path.join(delimiter);
      if (name === '') {
        throw new FormatError(`empty key under "${prefix.join(delimiter) || '(root)'}"`, {
          key,
          line: lineOfKey(content, name),
        });
      }
      if (typeof value === 'string') {
        const earlier = origin.get(key);
        if (earlier !== undefined) {
          throw new FormatError(
            `key "${key}" is defined twice (as "${earlier}" and "${path.join('" > "')}")`,
            { key, line: lineOfKey(content, name) },
          );
        }
        origin.set(key, path.join('" > "'));
        entries.set(key, value);
      } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        walk(value as Record<string, unknown>, path);
      } else {
        throw new FormatError(
          `key "${key}" has a ${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value} value; only strings and objects are allowed`,
          { key, line: lineOfKey(content, name) },
        );
      }
    }
  };
  walk(data as Record<string, unknown>, []);
  return entries;
}

/** Serialises entries as JSON, flat or nested, in the order given. */
export function serializeJson(entries: Entries, options: JsonWriteOptions): string {
  const indent = options.indent ?? '  ';
  const tree =
    options.structure === 'nested'
      ? nest(entries, options.delimiter ?? DEFAULT_DELIMITER)
      : Object.fromEntries(entries);
  const text = JSON.stringify(tree, null, indent);
  return options.trailingNewline === false ? text : `${text}\n`;
}

/** Reads the indentation, trailing newline and key order of an existing JSON file. */
export function detectJsonStyle(content: string, options: JsonOptions = {}): FileStyle {
  const indentMatch = /^\uFEFF?[{[][ \t]*\r?\n([ \t]+)\S/.exec(content);
  const data = JSON.parse(content.replace(/^\uFEFF/, '')) as Record<string, unknown>;
  const nested = Object.values(data).some((value) => value !== null && typeof value === 'object');
  return {
    structure: nested ? 'nested' : 'flat',
    indent: indentMatch?.[1] ?? '  ',
    trailingNewline: /\n$/.test(content),
    keyOrder: [...parseJson(content, options).keys()],
  };
}

/**
 * Builds the nested tree of entries. A key that is both a text and a prefix of other keys (`a` and
 * `a.b`) has no nested form: that is an error naming both keys, never a silent overwrite.
 */
export function nest(entries: Entries, delimiter: string = DEFAULT_DELIMITER): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  const leafOwner = new Map<object, Map<string, string>>();
  for (const [key, value] of entries) {
    const parts = key.split(delimiter);
    let node = root;
    for (let i = 0; i < parts.length - 1; i++) {
      const part = parts[i] as string;
      const next = node[part];
      if (typeof next === 'string') {
        throw collision(parts.slice(0, i + 1).join(delimiter), key);
      }
      if (next === undefined) {
        const child: Record<string, unknown> = {};
        node[part] = child;
        node = child;
      } else {
        node = next as Record<string, unknown>;
      }
    }
    const last = parts[parts.length - 1] as string;
    const existing = node[last];
    if (existing !== undefined) {
      const other =
        typeof existing === 'string'
          ? (leafOwner.get(node)?.get(last) ?? key)
          : firstLeaf(existing, key, delimiter);
      throw collision(key, other);
    }
    node[last] = value;
    let owners = leafOwner.get(node);
    if (!owners) {
      owners = new Map();
      leafOwner.set(node, owners);
    }
    owners.set(last, key);
  }
  return root;
}

function firstLeaf(node: unknown, prefix: string, delimiter: string): string {
  let current = node;
  let key = prefix;
  while (current !== null && typeof current === 'object') {
    const [name, child] = Object.entries(current)[0] ?? [];
    if (name === undefined) break;
    key += delimiter + name;
    current = child;
  }
  return key;
}

function collision(valueKey: string, nestedKey: string): FormatError {
  return new FormatError(
    `keys "${valueKey}" and "${nestedKey}" cannot both be written nested: "${valueKey}" would be both a text and an object; pull with structure "flat" or rename one key`,
    { key: valueKey },
  );
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

/** Best-effort line of the first occurrence of `"name":`, for annotations. */
function lineOfKey(content: string, name: string): number | undefined {
  const index = content.indexOf(`${JSON.stringify(name)}`);
  if (index < 0) return undefined;
  return content.slice(0, index).split('\n').length;
}
