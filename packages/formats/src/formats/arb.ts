import { getNodeValue, type Node, parseTree } from 'jsonc-parser';
import { FormatError } from '../errors.ts';
import { jsonSyntaxError } from '../json.ts';
import type { Entries, FileStyle } from '../model.ts';
import type { SerializeOptions, TranslationFormat } from '../registry.ts';
import { detectIndent, endsWithNewline, lineLocator, stripBom, withTrailingNewline } from './lines.ts';

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
 * `@@locale`-style globals and `@key` descriptions and placeholders are metadata, not keys.
 */
export function readArb(content: string): ArbFile {
  const text = stripBom(content);
  const errors: Parameters<typeof parseTree>[1] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors && errors.length > 0) throw jsonSyntaxError(text, new Error('invalid JSON'));
  if (root?.type !== 'object') {
    throw new FormatError('an ARB file must hold a JSON object of message names to texts', { line: 1 });
  }
  const entries: Entries = new Map();
  const metadata = new Map<string, unknown>();
  const order: string[] = [];
  const seen = new Set<string>();
  const locate = lineLocator(text);
  for (const property of root.children ?? []) {
    const [nameNode, valueNode] = property.children as [Node, Node | undefined];
    const name = nameNode.value as string;
    const line = locate(nameNode.offset).line;
    if (seen.has(name)) throw new FormatError(`"${name}" is defined twice`, { key: name, line });
    order.push(name);
    seen.add(name);
    const value = valueNode ? getNodeValue(valueNode) : undefined;
    if (name.startsWith('@')) {
      metadata.set(name, value);
    } else if (typeof value === 'string') {
      entries.set(name, value);
    } else {
      throw new FormatError(
        `message "${name}" has a ${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value} value; ARB messages are strings`,
        { key: name, line },
      );
    }
  }
  return { entries, metadata, order };
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

function serializeOver(entries: Entries, existing: string, options: SerializeOptions): string {
  const file = readArb(existing);
  const hadLocale = file.metadata.has('@@locale');
  return serializeArb(entries, {
    metadata: file.metadata,
    indent: options.style?.indent ?? detectIndent(existing),
    trailingNewline: options.style?.trailingNewline ?? endsWithNewline(existing),
    ...(options.locale !== undefined && hadLocale && { locale: options.locale }),
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
  parse: (content) => readArb(content).entries,
  serialize: (entries, { style, locale }) =>
    serializeArb(entries, {
      ...(locale !== undefined && { locale }),
      ...(style?.indent !== undefined && { indent: style.indent }),
      ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
    }),
  detectStyle,
  serializeOver,
};
