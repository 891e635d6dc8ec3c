import { FormatError } from '../../errors.ts';
import { PLURAL_SOURCE, PO_CONTEXT_SEPARATOR } from '../../gettext.ts';
import type { Entries } from '../../model.ts';

const FORM_KEY = /^(.*)\[(\d+)\]$/s;

// ---------------------------------------------------------------------------------------------
// Scanner: the file as lines, and each message as the line ranges of its comments and fields, so
// that a rewrite can replace exactly the lines of the messages that changed.

export type FieldName = 'msgctxt' | 'msgid' | 'msgid_plural' | 'msgstr';

/** One keyword and its strings: lines `first..last` (indices into `PoDocument.lines`). */
export interface Field {
  name: FieldName;
  /** The N of `msgstr[N]`. */
  index: number | undefined;
  value: string;
  first: number;
  last: number;
}

/** One message (or the header, or an obsolete `#~` message) with its comments. */
export interface Block {
  /** First line: its first comment, or its first keyword. */
  first: number;
  last: number;
  /** Indices of the comment lines above the keywords. */
  comments: number[];
  fields: Field[];
  obsolete: boolean;
  /** 1-based line of the msgid (or msgctxt) keyword, for messages. */
  line: number;
  msgctxt: string | undefined;
  msgid: string;
  msgidPlural: string | undefined;
  /** msgstr, or msgstr[0], msgstr[1], … (holes filled with ""). */
  msgstr: string[];
}

export interface Line {
  text: string;
  /** The line's own ending ("\n", "\r\n", or "" for a last line without one). */
  eol: string;
}

/** A scanned PO file. */
export interface PoDocument {
  bom: boolean;
  lines: Line[];
  blocks: Block[];
  /** The file's line ending, for lines a rewrite adds. */
  eol: string;
}

export function isHeader(block: Block): boolean {
  return !block.obsolete && block.msgctxt === undefined && block.msgid === '';
}

const WRITE_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '"': '\\"',
  '\n': '\\n',
  '\t': '\\t',
  '\r': '\\r',
  '\x07': '\\a',
  '\b': '\\b',
  '\f': '\\f',
  '\v': '\\v',
};

/** Escapes a text for a quoted PO string: as gettext does, plus octal for other control characters. */
export function escapePo(text: string): string {
  return text.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped
    /[\\"\n\t\r\x07\b\f\v]|[\x00-\x06\x0e-\x1f\x7f]/g,
    (char) => WRITE_ESCAPES[char] ?? `\\${char.charCodeAt(0).toString(8).padStart(3, '0')}`,
  );
}

/** A message as entries describe it. */
export interface Message {
  key: string;
  msgctxt: string | undefined;
  msgid: string;
  /** Set for plural messages ("" when the entries have no text for it). */
  msgidPlural: string | undefined;
  msgstr: string[];
}

/**
 * Groups entries into messages in the order of each message's first key. A message is plural when
 * it has a `[msgid_plural]` key (parse always gives one); without it `x[0]` is a msgid of its own.
 */
export function entriesToMessages(entries: Entries, template: boolean): Message[] {
  const pluralBases = new Set<string>();
  for (const key of entries.keys()) {
    if (key.endsWith(PLURAL_SOURCE)) pluralBases.add(key.slice(0, -PLURAL_SOURCE.length));
  }
  const messages = new Map<string, Message>();
  const messageFor = (key: string): Message => {
    let message = messages.get(key);
    if (!message) {
      if (key === '') {
        throw new FormatError('an empty key cannot be written to a PO file: msgid "" is the header', { key });
      }
      const at = key.indexOf(PO_CONTEXT_SEPARATOR);
      message = {
        key,
        msgctxt: at < 0 ? undefined : key.slice(0, at),
        msgid: at < 0 ? key : key.slice(at + 1),
        msgidPlural: pluralBases.has(key) ? '' : undefined,
        msgstr: [],
      };
      messages.set(key, message);
    }
    return message;
  };
  const templateText = (message: Message, key: string, value: string): void => {
    if (value !== message.msgid) {
      throw new FormatError(
        `key "${key}" of a .pot template must hold its msgid "${message.msgid}", not "${value}": a template's texts are its msgids; change the message in the source code and extract the template again`,
        { key },
      );
    }
  };
  for (const [key, value] of entries) {
    const form = FORM_KEY.exec(key);
    if (key.endsWith(PLURAL_SOURCE)) {
      const message = messageFor(key.slice(0, -PLURAL_SOURCE.length));
      // In a template `[1]` is the msgid_plural too; it wins when both are given.
      if (!template || !message.msgidPlural) message.msgidPlural = value;
    } else if (form && pluralBases.has(form[1] as string)) {
      const message = messageFor(form[1] as string);
      const index = Number(form[2]);
      if (!template) message.msgstr[index] = value;
      else if (index === 0) templateText(message, key, value);
      else if (index === 1) message.msgidPlural = value;
    } else {
      const message = messageFor(key);
      if (template) templateText(message, key, value);
      else message.msgstr = [value];
    }
  }
  for (const message of messages.values()) {
    message.msgstr = Array.from({ length: message.msgstr.length }, (_, i) => message.msgstr[i] ?? '');
  }
  return [...messages.values()];
}
