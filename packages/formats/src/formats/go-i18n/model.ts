import type { FormatWarning } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { checkEntryCount, checkKeyLength, type Entries } from '../../model.ts';
import type { TDocument, TList, TMap, TMember, TNode, TString } from '../../shared/tree.ts';

/**
 * go-i18n's message model, as its own parser (`i18n/parse.go`, `message.go`) reads a file: a map
 * whose names are all reserved (`id`, `description`, `hash`, `leftdelim`, `rightdelim`, the plural
 * forms, v1's `translation`) is one message; any other map nests ids (`a: {b: …}` is `a.b`); a list
 * holds v1 messages (`{id, translation}`); a string is a message whose only form is `other`.
 */

/** CLDR plural forms, the fields of a go-i18n message. */
export const FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type Form = (typeof FORMS)[number];

const RESERVED = new Set<string>(['id', 'description', 'hash', 'leftdelim', 'rightdelim', ...FORMS]);

/** A key that names one plural form of a message: `items[one]`. */
export const FORM_KEY = /^(.*)\[(zero|one|two|few|many|other)\]$/s;

/** One message of a file, with the nodes a rewrite edits. */
export interface Message {
  id: string;
  line: number;
  /** The map or list that holds the message. */
  container: TMap | TList;
  /** What a rewrite drops to remove the message: its member, or its item of a v1 list. */
  slot: TMember | TNode;
  /** A message written as a plain string (`id: "text"`, v1 `translation: "text"`): its only form, `other`. */
  text: TString | undefined;
  /** The map holding the forms (the message itself, or v1's `translation` map). */
  holder: TMap | undefined;
  /** Each form written, with its member in `holder`. */
  forms: Map<Form, TMember & { value: TString }>;
}

/** The messages of a file, by id, in file order; the entries they stand for. */
export interface Messages {
  byId: Map<string, Message>;
  entries: Entries;
}

function isReserved(member: TMember): boolean {
  if (member.name === 'translation') return true;
  return RESERVED.has(member.name.toLowerCase()) && member.value.kind === 'string';
}

/** Whether a map is a message (every name reserved); a map mixing both is refused, as go-i18n does. */
function isMessage(map: TMap): boolean {
  const reserved = map.members.filter(isReserved);
  if (reserved.length > 0 && reserved.length < map.members.length) {
    const other = map.members.find((m) => !isReserved(m)) as TMember;
    throw new FormatError(
      `"${other.name}" sits beside message fields (${reserved.map((m) => m.name).join(', ')}); go-i18n refuses a map mixing both: move the message or the name`,
      { line: other.line },
    );
  }
  return reserved.length > 0;
}

/** Reads the messages of a located tree, as go-i18n does; a later message with the same id wins. */
export function readMessages(doc: TDocument, warn?: (warning: FormatWarning) => void): Messages {
  const byId = new Map<string, Message>();
  const add = (message: Message): void => {
    const earlier = byId.get(message.id);
    if (earlier) {
      warn?.({
        message: `message "${message.id}" is defined twice (lines ${earlier.line} and ${message.line}); the last one is used, as go-i18n does`,
        line: message.line,
        key: message.id,
      });
      byId.delete(message.id);
    }
    byId.set(message.id, message);
  };
  const { root } = doc;
  if (root?.kind === 'map' && isMessage(root)) {
    throw new FormatError(
      'the file holds a single message, not messages by id; go-i18n refuses it: name the message, `{"id": {"other": "…"}}`',
      { line: 1 },
    );
  }
  // Recursion follows nesting, which each syntax's reader bounds by LIMITS.maxDepth.
  const walkMap = (map: TMap, prefix: string): void => {
    for (const member of map.members) {
      const id = prefix + member.name;
      const { value } = member;
      if (value.kind === 'string') {
        add({
          id,
          line: member.line,
          container: map,
          slot: member,
          text: value,
          holder: undefined,
          forms: new Map(),
        });
      } else if (value.kind === 'map') {
        if (isMessage(value)) add(messageOf(value, id, member.line, map, member));
        else walkMap(value, `${id}.`);
      } else if (value.kind === 'list') {
        walkList(value, `${id}.`);
      } else if (!value.isNull) {
        throw new FormatError(
          `message "${id}" has a ${doc.text.slice(value.start, value.end)} value; go-i18n messages are texts`,
          { line: member.line, key: id },
        );
      }
    }
  };
  const walkList = (list: TList, prefix: string): void => {
    for (const item of list.items) {
      const line = doc.lineOf(item.start);
      if (item.kind === 'map' && isMessage(item)) {
        const idMember = item.members.find((m) => m.name.toLowerCase() === 'id');
        if (idMember?.value.kind !== 'string' || idMember.value.value === '') {
          throw new FormatError(
            'a message of the list has no "id"; go-i18n v1 lists hold {"id", "translation"}',
            {
              line,
            },
          );
        }
        add(messageOf(item, prefix + idMember.value.value, line, list, item));
      } else if (item.kind === 'map') {
        walkMap(item, prefix);
      } else {
        throw new FormatError(
          'an item of the list is not a message; go-i18n v1 lists hold {"id", "translation"}',
          {
            line,
          },
        );
      }
    }
  };
  if (root?.kind === 'map') walkMap(root, '');
  else if (root?.kind === 'list') walkList(root, '');
  return { byId, entries: entriesOf(byId) };
}

function messageOf(
  map: TMap,
  name: string,
  line: number,
  container: TMap | TList,
  slot: TMember | TNode,
): Message {
  let id = name;
  let text: TString | undefined;
  let holder: TMap | undefined;
  const forms = new Map<Form, TMember & { value: TString }>();
  const collect = (from: TMap): void => {
    holder = from;
    for (const member of from.members) {
      const form = member.name.toLowerCase() as Form;
      if ((FORMS as readonly string[]).includes(form) && member.value.kind === 'string') {
        forms.delete(form);
        forms.set(form, member as TMember & { value: TString });
      }
    }
  };
  collect(map);
  for (const member of map.members) {
    // An explicit id wins over the name the message is filed under, as in go-i18n.
    if (member.name.toLowerCase() === 'id' && member.value.kind === 'string' && container.kind === 'map') {
      id = member.value.value || name;
    }
    if (member.name !== 'translation') continue;
    if (member.value.kind === 'string') {
      text = member.value;
      holder = undefined;
    } else if (member.value.kind === 'map') {
      collect(member.value);
    }
  }
  return { id, line, container, slot, text, holder, forms };
}

/** The key → text entries of messages: `id` for a single text, `id[form]` for each plural form. */
function entriesOf(byId: Map<string, Message>): Entries {
  const entries: Entries = new Map();
  for (const message of byId.values()) {
    for (const [key, text] of keysOf(message)) {
      checkKeyLength(key, message.line);
      entries.set(key, text);
      checkEntryCount(entries.size, message.line);
    }
  }
  return entries;
}

/** The entries one message stands for. */
export function keysOf(message: Message): Array<[string, string]> {
  if (message.text) return [[message.id, message.text.value]];
  const forms = [...message.forms];
  if (forms.length === 1 && forms[0]?.[0] === 'other') return [[message.id, forms[0][1].value.value]];
  return forms.map(([form, member]) => [`${message.id}[${form}]`, member.value.value]);
}
