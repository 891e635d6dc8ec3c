import { FormatError } from '../../errors.ts';
import type { Entries } from '../../model.ts';
import type { JsonTree } from '../json/model.ts';
import { renderTree } from '../json/write.ts';
import { CHROME_NAME } from './model.ts';
import { readChrome } from './read.ts';

/** How `serializeChrome` writes. */
export interface ChromeWriteOptions {
  indent?: string;
  trailingNewline?: boolean;
  /** The source locale's messages.json: each message takes its members (but `message`) from there. */
  template?: string;
}

/**
 * The members of each message of a template messages.json other than its text (`description`,
 * `placeholders`, as trees, in the order written), by message name. Chrome refuses a message whose
 * `$NAME$` has no placeholder of that name in the same file, so a message written for another locale
 * takes the source's placeholders; and it takes the source's `description` too, as the translation
 * services that write these files export them (Crowdin's and Transifex's files of uBlock Origin,
 * Bitwarden and Privacy Badger carry the English descriptions in every locale).
 */
export function templateMembers(template: string | undefined): Map<string, JsonTree> {
  const found = new Map<string, JsonTree>();
  if (template === undefined) return found;
  let messages: ReturnType<typeof readChrome>;
  try {
    messages = readChrome(template);
  } catch {
    // A source file Chrome would refuse has been reported when it was read; it lends nothing.
    return found;
  }
  for (const message of messages) {
    const members = toTree(JSON.parse(message.members));
    members.delete('message');
    if (members.size > 0) found.set(message.name, members);
  }
  return found;
}

/** A parsed JSON object as a tree of its string and object members (messages hold only those). */
function toTree(value: unknown): JsonTree {
  const tree: JsonTree = new Map();
  if (typeof value !== 'object' || value === null) return tree;
  for (const [name, member] of Object.entries(value)) {
    if (typeof member === 'string') tree.set(name, member);
    else if (typeof member === 'object' && member !== null && !Array.isArray(member))
      tree.set(name, toTree(member));
  }
  return tree;
}

/**
 * One message as a tree: its text, then the source message's other members (`description`,
 * `placeholders`) when it has some.
 */
export function messageTree(text: string, members: JsonTree | undefined): JsonTree {
  const tree: JsonTree = new Map([['message', text]]);
  for (const [name, value] of members ?? []) tree.set(name, value);
  return tree;
}

/**
 * Refuses a key Chrome would refuse as a message name: a file written with it would not load (and
 * would not be read back here either).
 */
export function checkWritableName(name: string): void {
  if (!CHROME_NAME.test(name)) {
    throw new FormatError(
      `key "${name}" cannot be a Chrome message name: only ASCII letters, digits, "_" and "@" (Chrome refuses such a messages.json)`,
      { key: name },
    );
  }
}

/** Writes a messages.json from nothing: one `{"message": …}` object per entry, in the order given. */
export function serializeChrome(entries: Entries, options: ChromeWriteOptions = {}): string {
  const members = templateMembers(options.template);
  const tree: JsonTree = new Map();
  for (const [name, text] of entries) {
    checkWritableName(name);
    tree.set(name, messageTree(text, members.get(name)));
  }
  const text = renderTree(
    tree,
    { indent: options.indent ?? '  ', eol: '\n', colon: ': ', escape: JSON.stringify },
    '',
  );
  return options.trailingNewline === false ? text : `${text}\n`;
}
