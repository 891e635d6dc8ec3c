import type { Node } from 'jsonc-parser';
import type { ParseOptions } from '../../contract.ts';
import { FormatError } from '../../errors.ts';
import { nplurals } from '../../gettext.ts';
import { checkEntryCount, checkKeyLength, type Entries } from '../../model.ts';
import type { JsonDocument } from '../json/model.ts';
import { duplicateWarning, membersOf, readJsonDocument } from '../json/read.ts';
import { JED_ROOT, type JedMessage, MAX_FORMS } from './model.ts';

/** A JED file read with the offsets of its messages, so that a rewrite can edit it in place. */
export interface JedDocument {
  doc: JsonDocument;
  /** The name of the domain read (the top-level `domain`, or `locale_data`'s only member). */
  domain: string;
  /** The domain's object node. */
  domainNode: Node;
  /** The header's `plural-forms`, when it has one. */
  pluralForms: string | undefined;
  messages: JedMessage[];
  /** Names of messages not read: an empty array (untranslated), or one holding other than strings. */
  empty: Set<string>;
}

/**
 * Reads a JED file as @wordpress/i18n (Tannin) and Jed 1.x read it: `locale_data[domain]` maps each
 * message key to its forms, the `""` member is the header, and form N of a plural message is element N
 * of its array (msgid_plural is not stored). The domain is the top-level `domain` when the file has
 * one, else `locale_data`'s only member. A key written twice keeps its last value, as `JSON.parse`
 * does, with a warning.
 */
export function readJed(content: string, options: ParseOptions = {}): JedDocument {
  const doc = readJsonDocument(content, JED_ROOT);
  const top = membersOf(doc.root);
  const fail = (why: string, node: Node): FormatError => {
    const line = doc.lineOf(node.offset);
    return new FormatError(`line ${line}: ${why}`, { line });
  };
  const localeData = top.get('locale_data');
  if (localeData === undefined)
    throw new FormatError(`${JED_ROOT}; this file has no "locale_data"`, { line: 1 });
  if (localeData.value.type !== 'object')
    throw fail('"locale_data" must be an object of domains', localeData.value);
  const domains = membersOf(localeData.value);
  const named = top.get('domain')?.value;
  let domain: string;
  if (named?.type === 'string' && domains.has(named.value as string)) domain = named.value as string;
  else if (domains.size === 1) domain = [...domains.keys()][0] as string;
  else {
    throw fail(
      `"locale_data" holds ${domains.size === 0 ? 'no domain' : `the domains ${[...domains.keys()].map((d) => `"${d}"`).join(', ')}`} and the top-level "domain" names none of them; a JED file written by wp i18n make-json holds one domain, named by "domain"`,
      localeData.value,
    );
  }
  const domainNode = (domains.get(domain) as { value: Node }).value;
  if (domainNode.type !== 'object')
    throw fail(`domain "${domain}" must be an object of messages`, domainNode);
  const messages: JedMessage[] = [];
  const empty = new Set<string>();
  let pluralForms: string | undefined;
  const members = membersOf(domainNode, (name, first, repeat) =>
    options.warn?.(duplicateWarning(doc, name, first, repeat)),
  );
  for (const { name, property, value } of members.values()) {
    const line = doc.lineOf(property.offset);
    if (name === '') {
      if (value.type !== 'object')
        throw fail(`the header (the "" member of domain "${domain}") must be an object`, value);
      const forms = membersOf(value).get('plural-forms')?.value;
      if (forms?.type === 'string') pluralForms = forms.value as string;
      continue;
    }
    checkKeyLength(name, line);
    if (value.type !== 'array') {
      throw fail(
        `message "${name}" must be an array of its translations (["…"]), not a${value.type === 'object' ? 'n' : ''} ${value.type}`,
        value,
      );
    }
    const items = value.children ?? [];
    if (items.length > MAX_FORMS)
      throw fail(
        `message "${name}" has ${items.length} forms, more than ${MAX_FORMS}; no plural formula has that many`,
        value,
      );
    const odd = items.find((item) => item.type !== 'string');
    if (odd !== undefined) {
      // @wordpress/i18n still loads the file (it only shows such a message oddly): skip it, kept as written.
      options.warn?.({
        message: `message "${name}" holds a${odd.type === 'object' || odd.type === 'array' ? 'n' : ''} ${odd.type} where a translation belongs; it is not read and is kept as written (a Jed 0.x file with null first: regenerate it with wp i18n make-json)`,
        line,
        key: name,
      });
      empty.add(name);
      continue;
    }
    const forms = items.map((item) => item.value as string);
    if (forms.length === 0) {
      empty.add(name);
      continue;
    }
    messages.push({ name, property, value, forms, line });
    checkEntryCount(messages.length, line);
  }
  const count = nplurals(pluralForms);
  if (count > 0 && options.warn) {
    for (const message of messages) {
      if (message.forms.length > 1 && message.forms.length !== count) {
        options.warn({
          message: `message "${message.name}" has ${message.forms.length} forms but the header's plural-forms says nplurals=${count}; @wordpress/i18n takes form N from element N (a file that puts msgid_plural first, as Jed 0.x did, is read shifted)`,
          line: message.line,
          key: message.name,
        });
      }
    }
  }
  return { doc, domain, domainNode, pluralForms, messages, empty };
}

/**
 * The texts of a JED file: a message with one form is its key; one with several is `key[0]`,
 * `key[1]`, … as the PO format keys msgstr[N], so JED and PO files of one project share keys.
 */
export function jedEntries(jed: JedDocument): Entries {
  const entries: Entries = new Map();
  for (const { name, forms, line } of jed.messages) {
    if (forms.length === 1) entries.set(name, forms[0] as string);
    else for (const [i, form] of forms.entries()) entries.set(`${name}[${i}]`, form);
    checkEntryCount(entries.size, line);
  }
  return entries;
}
