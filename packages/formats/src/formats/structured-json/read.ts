import type { Node } from 'jsonc-parser';
import type { ParseOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { checkEntryCount, checkKeyLength, type Entries } from '../../model.ts';
import type { JsonDocument } from '../json/model.ts';
import { duplicateWarning, membersOf, readJsonDocument } from '../json/read.ts';
import { STRING_FIELD, STRUCTURED_ROOT, type StructuredMessage } from './model.ts';

/**
 * Reads Transifex's structured JSON: an object whose member holding a `string` is a message (its
 * `context`, `developer_comment` and `character_limit` are notes, not texts), and whose member holding
 * no `string` is a group of messages, its name joined to theirs with `.` (`{"a": {"b": {"string":
 * "…"}}}` is the key `a.b`). A name written twice keeps its last value, with a warning.
 */
export function readStructured(content: string, options: ParseOptions = {}): StructuredMessage[] {
  return readStructuredDocument(readJsonDocument(content, STRUCTURED_ROOT), options);
}

export function readStructuredDocument(doc: JsonDocument, options: ParseOptions = {}): StructuredMessage[] {
  const messages: StructuredMessage[] = [];
  const seen = new Map<string, number>();
  const walk = (object: Node, prefix: string): void => {
    const members = membersOf(object, (name, first, repeat) =>
      options.warn?.(duplicateWarning(doc, prefix + name, first, repeat)),
    );
    for (const { name, property, value } of members.values()) {
      const key = prefix + name;
      const line = doc.lineOf(property.offset);
      if (value.type !== 'object') {
        throw fail(
          key,
          line,
          `is a${value.type === 'array' ? 'n' : ''} ${value.type}, not {"string": "…"} or a group of them`,
        );
      }
      const text = membersOf(value).get(STRING_FIELD)?.value;
      if (text === undefined) {
        walk(value, `${key}.`);
        continue;
      }
      if (text.type !== 'string') throw fail(key, line, 'has a "string" that is not a text');
      checkKeyLength(key, line);
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        throw fail(
          key,
          line,
          `is also the key of line ${earlier} (a name with "." and a group spell the same key); rename one`,
        );
      }
      seen.set(key, line);
      messages.push({ key, text: text.value as string, line });
      checkEntryCount(messages.length, line);
    }
  };
  walk(doc.root, '');
  return messages;
}

function fail(key: string, line: number, why: string): FormatError {
  return new FormatError(
    `line ${line}: key "${key}" ${why} (Transifex structured JSON: {"key": {"string": "…", "context": "…"}})`,
    { key, line },
  );
}

/** The texts of a structured JSON file by key. */
export function structuredEntries(messages: readonly StructuredMessage[]): Entries {
  return new Map(messages.map((m) => [m.key, m.text]));
}
