import type { SerializeOptions } from '../../contract.ts';
import type { Entries } from '../../model.ts';
import { escapeXmlAttribute } from '../../shared/xml.ts';
import { NUMERUS_KEY, splitQtKey } from './model.ts';
import { qtLanguageName } from './new-file.ts';
import { numerusCategories } from './numerus.ts';

/** Non-ASCII white space, which Qt 6 writes as a numeric entity (QChar::isSpace past U+007F). */
const WIDE_SPACE = /[\u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;

/**
 * A text as Qt's TS writer protects it: `& < > " '` as entities; control characters other than tab
 * and line feed as `<byte value="x…"/>`, and non-ASCII spaces as `&#x…;` (its numericEntity() keeps
 * `<byte>` for code points up to U+0020: `Farbe&#xa0;…` in Mumble's `mumble_de.ts`).
 */
export function encodeTs(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (char === '&') out += '&amp;';
    else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if (char === '"') out += '&quot;';
    else if (char === "'") out += '&apos;';
    else if (code < 0x20 && char !== '\n' && char !== '\t') out += `<byte value="x${code.toString(16)}"/>`;
    else if (WIDE_SPACE.test(char)) out += `&#x${code.toString(16)};`;
    else out += char;
  }
  return out;
}

/** One message to write: its key parts, and its text or its forms by category. */
export interface NewMessage {
  key: string;
  text?: string;
  forms?: Map<string, string>;
}

/** Groups entries into messages (a numerus message's forms under its key), in the order of first keys. */
export function groupMessages(entries: Entries): NewMessage[] {
  const messages = new Map<string, NewMessage>();
  for (const [key, value] of entries) {
    // Like Android's `name[one]`: a key ending in a bracketed category is a form of a numerus message.
    const match = NUMERUS_KEY.exec(key);
    if (!match) {
      messages.set(`text:${key}`, { key, text: value });
      continue;
    }
    const base = match[1] as string;
    let message = messages.get(`numerus:${base}`);
    if (!message) {
      message = { key: base, forms: new Map() };
      messages.set(`numerus:${base}`, message);
    }
    message.forms?.set(match[2] as string, value);
  }
  return [...messages.values()];
}

/** The `<numerusform>` texts of a message in the order `language` gives its forms. */
export function orderedForms(forms: Map<string, string>, language: string | undefined): string[] {
  // The order the reader gives forms past the language's own, so what is written reads back the same.
  const categories = numerusCategories(language, 6) ?? [];
  // A form past the ones given is left out; one before the last given is written empty.
  let last = -1;
  for (const [index, category] of categories.entries()) if (forms.has(category)) last = index;
  return categories.slice(0, last + 1).map((category) => forms.get(category) ?? '');
}

/**
 * The `<message>` element of a new message at `indent`, its children one `step` deeper, as lupdate
 * lays it out (four and eight spaces).
 */
export function renderMessage(
  message: NewMessage,
  language: string | undefined,
  indent = '    ',
  step = indent,
): string {
  const { source, comment } = splitQtKey(message.key);
  const inner = `${indent}${step}`;
  const lines = [
    `${indent}<message${message.forms ? ' numerus="yes"' : ''}>`,
    `${inner}<source>${encodeTs(source)}</source>`,
  ];
  if (comment !== '') lines.push(`${inner}<comment>${encodeTs(comment)}</comment>`);
  lines.push(`${inner}${renderTranslation(message, language, `${inner}${step}`, inner)}`);
  lines.push(`${indent}</message>`);
  return lines.join('\n');
}

/**
 * A `<translation>` element: `type="unfinished"` when it is empty (as lupdate marks an untranslated
 * message); numerus forms each on a line of their own at `formIndent`, or inline when it is ''.
 */
export function renderTranslation(
  message: NewMessage,
  language: string | undefined,
  formIndent: string,
  closeIndent: string,
  attributes = '',
): string {
  const texts = message.forms ? orderedForms(message.forms, language) : [message.text ?? ''];
  const empty = texts.every((text) => text === '');
  const open = `<translation${attributes}${empty && !/\btype=/.test(attributes) ? ' type="unfinished"' : ''}>`;
  if (!message.forms) return `${open}${encodeTs(message.text ?? '')}</translation>`;
  if (formIndent === '')
    return `${open}${texts.map((text) => `<numerusform>${encodeTs(text)}</numerusform>`).join('')}</translation>`;
  const forms = texts.map((text) => `\n${formIndent}<numerusform>${encodeTs(text)}</numerusform>`).join('');
  return `${open}${forms}\n${closeIndent}</translation>`;
}

/** A `<context>` with its messages, indented by `step` a level (lupdate's four spaces). */
export function renderContext(
  name: string,
  messages: NewMessage[],
  language: string | undefined,
  step = '    ',
): string {
  const body = messages.map((message) => `${renderMessage(message, language, step)}\n`).join('');
  return `<context>\n${step}<name>${encodeTs(name)}</name>\n${body}</context>\n`;
}

/** Groups messages by context, in the order of each context's first message. */
export function byContext(messages: NewMessage[]): Map<string, NewMessage[]> {
  const contexts = new Map<string, NewMessage[]>();
  for (const message of messages) {
    const { context } = splitQtKey(message.key);
    const list = contexts.get(context);
    if (list) list.push(message);
    else contexts.set(context, [message]);
  }
  return contexts;
}

/**
 * Writes a new `TS` file as lupdate does: `version="2.1"`, the locale as `language` (as QLocale
 * names it: `de_DE`), one `<context>` per context. The source texts come from the keys.
 */
export function serializeTs(entries: Entries, options: Pick<SerializeOptions, 'locale'> = {}): string {
  const language = options.locale === undefined ? undefined : qtLanguageName(options.locale);
  const attribute = language === undefined ? '' : ` language="${escapeXmlAttribute(language)}"`;
  const contexts = [...byContext(groupMessages(entries))].map(([name, messages]) =>
    renderContext(name, messages, language),
  );
  return `<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1"${attribute}>\n${contexts.join('')}</TS>\n`;
}
