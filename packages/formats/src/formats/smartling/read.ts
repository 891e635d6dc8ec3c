import type { ParseOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { checkEntryCount, checkKeyLength, type Entries } from '../../model.ts';
import type { JsonDocument } from '../json/model.ts';
import { duplicateWarning, membersOf, readJsonDocument } from '../json/read.ts';
import { readDirectives } from './directives.ts';
import {
  DIRECTIVES_MEMBER,
  SMARTLING_ROOT,
  type SmartlingDirectives,
  type SmartlingMessage,
} from './model.ts';

/** A Smartling JSON file read: its directives and its messages in file order. */
export interface SmartlingFile {
  doc: JsonDocument;
  directives: SmartlingDirectives;
  messages: SmartlingMessage[];
}

/**
 * Reads a Smartling JSON file as Smartling does with its directives: each member of the root (but
 * `smartling`) holding a translate path's field is a message keyed by its name, the field's value its
 * text; its instruction (`description`) and any other member are not texts. A member holding none of
 * the fields is no message (Smartling captures nothing there) and stays as written.
 */
export function readSmartling(content: string, options: ParseOptions = {}): SmartlingFile {
  return readSmartlingDocument(readJsonDocument(content, SMARTLING_ROOT), options);
}

export function readSmartlingDocument(doc: JsonDocument, options: ParseOptions = {}): SmartlingFile {
  const directives = readDirectives(doc);
  const fields = directives.paths.map((p) => p.field);
  const messages: SmartlingMessage[] = [];
  const members = membersOf(doc.root, (name, first, repeat) =>
    options.warn?.(duplicateWarning(doc, name, first, repeat)),
  );
  for (const { name, property, value } of members.values()) {
    if (name === DIRECTIVES_MEMBER || value.type !== 'object') continue;
    const line = doc.lineOf(property.offset);
    const own = membersOf(value);
    const held = fields.filter((f) => own.has(f));
    if (held.length === 0) continue;
    if (held.length > 1) {
      throw new FormatError(
        `line ${line}: message "${name}" holds both "${held[0]}" and "${held[1]}", which translate_paths both read as its text under one key; keep one`,
        { key: name, line },
      );
    }
    const field = held[0] as string;
    const text = (own.get(field) as { value: { type: string; value?: unknown } }).value;
    if (text.type !== 'string') {
      throw new FormatError(`line ${line}: message "${name}" has a "${field}" that is not a text`, {
        key: name,
        line,
      });
    }
    checkKeyLength(name, line);
    messages.push({ key: name, field, text: text.value as string, line });
    checkEntryCount(messages.length, line);
  }
  return { doc, directives, messages };
}

/** The texts of a Smartling JSON file by key. */
export function smartlingEntries(file: SmartlingFile): Entries {
  return new Map(file.messages.map((m) => [m.key, m.text]));
}
