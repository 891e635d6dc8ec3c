import type { SerializeOptions } from '../../contract.ts';
import type { Entries } from '../../model.ts';
import { openingTag } from '../../shared/open-tag.ts';
import {
  applyEdits,
  type Edit,
  indentationAt,
  indentStep,
  likeContentOf,
  type XmlElement,
} from '../../shared/xml.ts';
import type { QtMessage } from './model.ts';
import { numerusCategories } from './numerus.ts';
import { readTs, textOf } from './read.ts';
import {
  byContext,
  encodeTs,
  groupMessages,
  type NewMessage,
  renderContext,
  renderMessage,
  renderTranslation,
  serializeTs,
} from './write.ts';

const UNFINISHED = /\s+type\s*=\s*(?:"unfinished"|'unfinished')/;

/** The start tag of a translation whose texts are now all filled (`filled`) or all empty. */
function openTag(existing: string, translation: XmlElement, filled: boolean): string {
  let tag = openingTag(existing.slice(translation.start, translation.openEnd));
  if (filled) tag = tag.replace(UNFINISHED, '');
  else if (!/\stype\s*=/.test(tag)) tag = tag.replace(/>$/, ' type="unfinished">');
  return tag;
}

/**
 * Writes over an existing `TS` file by editing only what changed: the content of changed translations
 * and numerus forms (a translation that gets a text loses `type="unfinished"`, one emptied gets it),
 * missing numerus forms after the last one, and new messages at the end of their context (or a new
 * context at the end). Messages the entries lack stay as written: lupdate, not a pull, decides which
 * messages a file has. Locations, comments, obsolete and vanished messages, the `language` attribute
 * and layout stay byte for byte.
 */
export function serializeOver(entries: Entries, existing: string, options: SerializeOptions): string {
  const file = readTs(existing, {
    ...(options.source !== undefined && { source: options.source }),
    ...(options.locale !== undefined && { locale: options.locale }),
  });
  if (file.root.selfClosing) return serializeTs(entries, options);
  const before = file.entries;
  const byKey = new Map(file.messages.map((message) => [message.key, message]));
  const edits: Edit[] = [];
  const added: NewMessage[] = [];
  for (const group of groupMessages(entries)) {
    const message = byKey.get(group.key);
    if (!message) {
      added.push(group);
      continue;
    }
    if (message.numerus !== (group.forms !== undefined)) continue;
    if (group.forms) edits.push(...numerusEdits(existing, message, group.forms, before, file.language));
    else {
      const value = group.text ?? '';
      if (before.get(group.key) === value) continue;
      const translation = message.translation;
      const text =
        options.source && value === message.source && message.written.get(group.key) === '' ? '' : value;
      if (translation) {
        const tag = openTag(existing, translation, text !== '');
        edits.push({
          start: translation.start,
          end: translation.end,
          text: `${tag}${likeContentOf(existing, translation, encodeTs(text))}</translation>`,
        });
      } else {
        const last = message.element.children.at(-1) as XmlElement;
        const indent = indentationAt(existing, last.start) ?? '';
        const rendered = renderTranslation({ key: group.key, text }, file.language, '', '');
        edits.push({ start: last.end, end: last.end, text: `\n${indent}${rendered}` });
      }
    }
  }
  if (added.length > 0) edits.push(...additions(existing, file.root, added, file.language));
  return applyEdits(existing, edits);
}

/** The edits that give a numerus message the forms `forms` (by category). */
function numerusEdits(
  existing: string,
  message: QtMessage,
  forms: Map<string, string>,
  before: Entries,
  language: string | undefined,
): Edit[] {
  const all = numerusCategories(language, 6) as string[];
  let count = message.forms.length;
  for (const [index, category] of all.entries()) if (forms.has(category)) count = Math.max(count, index + 1);
  const texts: string[] = [];
  let changed = false;
  for (let index = 0; index < count; index++) {
    const formKey = `${message.key}[${all[index]}]`;
    const had = before.get(formKey);
    const wanted = forms.get(all[index] as string);
    const form = message.forms[index];
    const written = form ? textOf(existing, form, () => 0) : '';
    if (wanted === undefined || wanted === had) {
      texts.push(written);
      if (!form) changed = true;
      continue;
    }
    changed = true;
    // A source file's empty form that read as the source text stays empty.
    texts.push(wanted === message.source && written === '' && had === message.source ? '' : wanted);
  }
  if (!changed) return [];
  const filled = texts.every((text) => text !== '');
  const translation = message.translation;
  if (!translation || message.forms.length === 0) {
    const grouped = new Map(texts.map((text, index) => [all[index] as string, text]));
    const attributes = translation
      ? openTag(existing, translation, filled).slice('<translation'.length, -1)
      : '';
    const sample = /\n([ \t]*)<numerusform\b/.exec(existing);
    const closeIndent = translation ? (indentationAt(existing, translation.start) ?? '') : '';
    const formIndent = sample ? (sample[1] as string) : `${closeIndent}    `;
    const rendered = renderTranslation(
      { key: message.key, forms: grouped },
      language,
      formIndent,
      closeIndent,
      attributes,
    );
    if (translation) return [{ start: translation.start, end: translation.end, text: rendered }];
    const last = message.element.children.at(-1) as XmlElement;
    return [
      { start: last.end, end: last.end, text: `\n${indentationAt(existing, last.start) ?? ''}${rendered}` },
    ];
  }
  const edits: Edit[] = [
    { start: translation.start, end: translation.openEnd, text: openTag(existing, translation, filled) },
  ];
  const forms0 = message.forms;
  for (const [index, text] of texts.entries()) {
    const form = forms0[index];
    if (form) {
      if (textOf(existing, form, () => 0) === text) continue;
      const open = openingTag(existing.slice(form.start, form.openEnd));
      edits.push({
        start: form.start,
        end: form.end,
        text: `${open}${likeContentOf(existing, form, encodeTs(text))}</numerusform>`,
      });
      continue;
    }
    const last = forms0.at(-1) as XmlElement;
    const previousEnd = forms0.length > 1 ? (forms0.at(-2) as XmlElement).end : translation.openEnd;
    const separator = existing.slice(previousEnd, last.start);
    edits.push({
      start: last.end,
      end: last.end,
      text: `${separator}<numerusform>${encodeTs(text)}</numerusform>`,
    });
  }
  return edits;
}

/** New messages: at the end of their context when the file has it, else in a new context before `</TS>`. */
function additions(
  existing: string,
  root: XmlElement,
  added: NewMessage[],
  language: string | undefined,
): Edit[] {
  const contexts = new Map<string, XmlElement>();
  for (const context of root.children) {
    if (context.name !== 'context') continue;
    const name = context.children.find((child) => child.name === 'name');
    const text = name ? textOf(existing, name, () => 0) : '';
    if (!contexts.has(text)) contexts.set(text, context);
  }
  const edits: Edit[] = [];
  const fresh: NewMessage[] = [];
  // The file's own indentation a level (lupdate's four spaces, or the tabs of a file written otherwise).
  const step = indentStep(
    existing,
    [...contexts.values()].map((context) => [context, context.children[0]] as const),
    '    ',
  );
  for (const [name, messages] of byContext(added)) {
    const context = contexts.get(name);
    const last = context?.children.at(-1);
    if (!context || !last) {
      fresh.push(...messages);
      continue;
    }
    const indent = indentationAt(existing, last.start) ?? step;
    const text = messages.map((message) => `\n${renderMessage(message, language, indent, step)}`).join('');
    edits.push({ start: last.end, end: last.end, text });
  }
  if (fresh.length > 0) {
    const text = [...byContext(fresh)]
      .map(([name, messages]) => renderContext(name, messages, language, step))
      .join('');
    const lineStart = indentationAt(existing, root.closeStart) !== undefined;
    edits.push({ start: root.closeStart, end: root.closeStart, text: lineStart ? text : `\n${text}` });
  }
  return edits;
}
