import type { Node } from 'jsonc-parser';
import type { ParseOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { checkEntryCount, checkKeyLength, type Entries } from '../../model.ts';
import type { JsonDocument } from '../json/model.ts';
import { duplicateWarning, membersOf, readJsonDocument } from '../json/read.ts';
import { CHROME_NAME, CHROME_ROOT, type ChromeMessage } from './model.ts';

/**
 * Reads a Chrome extension's messages.json as `chrome.i18n` loads it: every member of the root is a
 * message, an object with a string `message`, an optional string `description` and an optional
 * `placeholders` object whose members have a string `content` (and an optional `example`). Names are
 * ASCII letters, digits, `_` and `@` (Chrome refuses the extension otherwise). A name written twice
 * keeps its last value, as Chrome's JSON reader does, with a warning.
 */
export function readChrome(content: string, options: ParseOptions = {}): ChromeMessage[] {
  return readChromeDocument(readJsonDocument(content, CHROME_ROOT), options);
}

export function readChromeDocument(doc: JsonDocument, options: ParseOptions = {}): ChromeMessage[] {
  const messages: ChromeMessage[] = [];
  const members = membersOf(doc.root, (name, first, repeat) =>
    options.warn?.(duplicateWarning(doc, name, first, repeat)),
  );
  for (const { name, property, value } of members.values()) {
    const line = doc.lineOf(property.offset);
    const fail = (why: string) =>
      new FormatError(`line ${line}: message "${name}" ${why} (Chrome refuses such a messages.json)`, {
        key: name,
        line,
      });
    if (!CHROME_NAME.test(name)) {
      throw fail('has a name Chrome does not allow: only ASCII letters, digits, "_" and "@"');
    }
    checkKeyLength(name, line);
    if (value.type !== 'object')
      throw fail(
        `is a${value.type === 'array' ? 'n' : ''} ${value.type}, not an object like {"message": "…"}`,
      );
    const fields = membersOf(value);
    const text = fields.get('message')?.value;
    if (text?.type !== 'string') throw fail('has no string "message"');
    const description = fields.get('description')?.value;
    if (description !== undefined && description.type !== 'string')
      throw fail('has a "description" that is not a string');
    const placeholders = fields.get('placeholders')?.value;
    if (placeholders !== undefined) checkPlaceholders(placeholders, fail);
    messages.push({
      name,
      message: text.value as string,
      members: doc.text.slice(value.offset, value.offset + value.length),
      line,
    });
    checkEntryCount(messages.length, line);
  }
  return messages;
}

function checkPlaceholders(node: Node, fail: (why: string) => FormatError): void {
  if (node.type !== 'object') throw fail('has "placeholders" that are not an object');
  for (const { name, value } of membersOf(node).values()) {
    const content = value.type === 'object' ? membersOf(value).get('content')?.value : undefined;
    if (content?.type !== 'string') throw fail(`has a placeholder "${name}" without a string "content"`);
  }
}

/** The texts of a messages.json by message name. */
export function chromeEntries(messages: readonly ChromeMessage[]): Entries {
  return new Map(messages.map((m) => [m.name, m.message]));
}
