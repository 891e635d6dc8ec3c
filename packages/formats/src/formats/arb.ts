import type { Node } from 'jsonc-parser';
import { FormatError } from '../errors.ts';
import {
  duplicateWarning,
  editJson,
  type JsonDocument,
  type JsonTree,
  membersOf,
  readJsonDocument,
} from '../json.ts';
import { checkEntryCount, checkKeyLength, type Entries, type FileStyle } from '../model.ts';
import type { ParseOptions, SerializeOptions, TranslationFormat } from '../registry.ts';
import { detectIndent, endsWithNewline, withTrailingNewline } from './lines.ts';

/** A parsed ARB file: messages, and everything else (`@@locale`, `@key` metadata) in file order. */
export interface ArbFile {
  /** Message name → ICU message text; plurals and selects stay inside the text. */
  entries: Entries;
  /** `@@…` globals and `@key` metadata, by name, in file order. */
  metadata: Map<string, unknown>;
  /** Every name in file order, messages and metadata alike. */
  order: string[];
}

/**
 * Reads a Flutter ARB file. Messages are the string values whose names do not start with `@`;
 * `@@locale`-style globals and `@key` descriptions and placeholders are metadata, not keys. A name
 * written twice keeps its last value, as Dart's JSON decoder (and so gen-l10n) reads it, with a
 * warning naming both lines.
 */
export function readArb(content: string, options: ParseOptions = {}): ArbFile {
  return readArbDocument(readJsonDocument(content, ARB_ROOT), options);
}

const ARB_ROOT = 'an ARB file must hold a JSON object of message names to texts';

function readArbDocument(doc: JsonDocument, options: ParseOptions = {}): ArbFile {
  const entries: Entries = new Map();
  const metadata = new Map<string, unknown>();
  const members = membersOf(doc.root, (name, first, repeat) =>
    options.warn?.(duplicateWarning(doc, name, first, repeat)),
  );
  for (const { name, property, value } of members.values()) {
    const line = doc.lineOf(property.offset);
    if (name.startsWith('@')) {
      metadata.set(name, plainValue(value));
    } else if (value.type === 'string') {
      checkKeyLength(name, line);
      entries.set(name, value.value as string);
      checkEntryCount(entries.size, line);
    } else {
      throw new FormatError(
        `message "${name}" has a${value.type === 'array' ? 'n' : ''} ${value.type} value; ARB messages are strings`,
        { key: name, line },
      );
    }
  }
  return { entries, metadata, order: [...members.keys()] };
}

/** The value of a node, objects without a prototype (so `__proto__` in a file is only a name). */
function plainValue(node: Node): unknown {
  if (node.type === 'object') {
    const object: Record<string, unknown> = Object.create(null);
    // Recursion is bounded by LIMITS.maxDepth, checked when the document was read.
    for (const { name, value } of membersOf(node).values()) object[name] = plainValue(value);
    return object;
  }
  if (node.type === 'array') return (node.children ?? []).map(plainValue);
  return node.value;
}

/** How `serializeArb` writes. */
export interface ArbWriteOptions {
  locale?: string;
  indent?: string;
  trailingNewline?: boolean;
  /** Metadata to keep: globals first as given, each `@key` right after its message. */
  metadata?: Map<string, unknown>;
}

/** Writes an ARB file: `@@locale` (when given) and other globals, then each message and its `@key`. */
export function serializeArb(entries: Entries, options: ArbWriteOptions = {}): string {
  const indent = options.indent ?? '  ';
  const metadata = new Map(options.metadata);
  if (options.locale !== undefined) metadata.set('@@locale', options.locale);
  const pairs: Array<[string, unknown]> = [];
  const globals = [...metadata].filter(([name]) => name.startsWith('@@'));
  // `@@locale` leads, as Flutter's gen-l10n writes it.
  globals.sort(([a], [b]) => Number(b === '@@locale') - Number(a === '@@locale'));
  pairs.push(...globals);
  for (const [key, value] of entries) {
    pairs.push([key, value]);
    if (metadata.has(`@${key}`)) pairs.push([`@${key}`, metadata.get(`@${key}`)]);
  }
  // Written by hand, not JSON.stringify on an object: an object would move number-like names first.
  const body = pairs
    .map(
      ([name, value]) =>
        `${indent}${JSON.stringify(name)}: ${JSON.stringify(value, null, indent).replace(/\n/g, `\n${indent}`)}`,
    )
    .join(',\n');
  const text = pairs.length === 0 ? '{}' : `{\n${body}\n}`;
  return withTrailingNewline(text, options.trailingNewline ?? true);
}

/**
 * Writes messages over an existing ARB file in place: a changed message is replaced where it
 * stands, a removed one goes with its `@key` block, new ones follow the last member; globals and
 * the metadata of kept messages stay as written (`@@locale` is updated when a locale is given).
 */
function serializeOver(entries: Entries, existing: string, options: SerializeOptions): string {
  const doc = readJsonDocument(existing, ARB_ROOT);
  const file = readArbDocument(doc);
  const added: JsonTree = new Map();
  for (const [key, value] of entries) {
    if (!file.entries.has(key)) added.set(key, value);
  }
  return editJson(doc, {
    change: (_path, { name, value }) => {
      if (name === '@@locale' && options.locale !== undefined && value.value !== options.locale) {
        return { kind: 'value', value: options.locale };
      }
      if (name.startsWith('@@')) return { kind: 'keep' };
      if (name.startsWith('@')) {
        const message = name.slice(1);
        return file.entries.has(message) && !entries.has(message) ? { kind: 'drop' } : { kind: 'keep' };
      }
      const text = entries.get(name);
      if (text === undefined) return { kind: 'drop' };
      return text === value.value ? { kind: 'keep' } : { kind: 'value', value: text };
    },
    additions: (path) => (path.length === 0 ? added : undefined),
  });
}

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: detectIndent(content),
    trailingNewline: endsWithNewline(content),
    keyOrder: [...readArb(content).entries.keys()],
  };
}

/** Flutter ARB: flat JSON of ICU messages; `@@locale` and `@key` metadata kept over existing files. */
export const arb: TranslationFormat = {
  name: 'arb',
  extensions: ['.arb'],
  structures: ['flat'],
  parse: (content, options) => readArb(content, options).entries,
  serialize: (entries, { style, locale }) =>
    serializeArb(entries, {
      ...(locale !== undefined && { locale }),
      ...(style?.indent !== undefined && { indent: style.indent }),
      ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
    }),
  detectStyle,
  serializeOver,
};
