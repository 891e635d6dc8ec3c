import type { ParseOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { checkEntryCount, checkKeyLength, type Entries } from '../../model.ts';
import type { JsonDocument } from '../json/model.ts';
import { duplicateWarning, membersOf, readJsonDocument } from '../json/read.ts';
import { splitHeader, VSCODE_ROOT, type VscodeMessage } from './model.ts';

/**
 * Reads an NLS file as VS Code does (`replaceNLStrings` for `package.nls.json`, `@vscode/l10n` for
 * bundles): every member of the root is a text, a string or an object whose string `message` is the
 * text and whose `comment` (a string or a list of strings) is a note to translators, not a text. A
 * key written twice keeps its last value, as `JSON.parse` does, with a warning. Comments before the
 * root object (vscode-nls-dev's header) are passed over; anywhere else they are refused, as in JSON.
 */
export function readVscode(content: string, options: ParseOptions = {}): VscodeMessage[] {
  return readVscodeDocument(readJsonDocument(splitHeader(content).blanked, VSCODE_ROOT), options);
}

export function readVscodeDocument(doc: JsonDocument, options: ParseOptions = {}): VscodeMessage[] {
  const messages: VscodeMessage[] = [];
  const members = membersOf(doc.root, (name, first, repeat) =>
    options.warn?.(duplicateWarning(doc, name, first, repeat)),
  );
  for (const { name, property, value } of members.values()) {
    const line = doc.lineOf(property.offset);
    checkKeyLength(name, line);
    if (value.type === 'string') {
      messages.push({ key: name, message: value.value as string, commented: false, line });
    } else if (value.type === 'object') {
      const fields = membersOf(value);
      const text = fields.get('message')?.value;
      if (text?.type !== 'string') throw fail(name, line, 'is an object without a string "message"');
      const comment = fields.get('comment')?.value;
      const commentIsText =
        comment === undefined ||
        comment.type === 'string' ||
        (comment.type === 'array' && (comment.children ?? []).every((c) => c.type === 'string'));
      if (!commentIsText) throw fail(name, line, 'has a "comment" that is not a string or a list of strings');
      messages.push({ key: name, message: text.value as string, commented: true, line });
    } else {
      throw fail(
        name,
        line,
        `is a${value.type === 'array' ? 'n' : ''} ${value.type}, not a text or {"message": "…"}`,
      );
    }
    checkEntryCount(messages.length, line);
  }
  return messages;
}

function fail(key: string, line: number, why: string): FormatError {
  return new FormatError(
    `line ${line}: key "${key}" ${why} (VS Code reads a text or {"message": "…", "comment": […]})`,
    {
      key,
      line,
    },
  );
}

/** The texts of an NLS file by key. */
export function vscodeEntries(messages: readonly VscodeMessage[]): Entries {
  return new Map(messages.map((m) => [m.key, m.message]));
}
