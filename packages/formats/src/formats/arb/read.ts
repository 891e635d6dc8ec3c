import type { Node } from 'jsonc-parser';
import type { ParseOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { checkEntryCount, checkKeyLength, type Entries } from '../../model.ts';
import type { JsonDocument } from '../json/model.ts';
import { duplicateWarning, membersOf, readJsonDocument } from '../json/read.ts';

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

export const ARB_ROOT = 'an ARB file must hold a JSON object of message names to texts';

export function readArbDocument(doc: JsonDocument, options: ParseOptions = {}): ArbFile {
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
