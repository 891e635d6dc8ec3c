import type { Entries } from '../../model.ts';
import { openingTag } from '../../shared/open-tag.ts';
import {
  applyEdits,
  type Edit,
  escapeXmlText,
  indentationAt,
  likeContentOf,
  removalOf,
  type XmlElement,
} from '../../shared/xml.ts';
import { CATEGORIES, GROUP_FORM, SINGLE_VARIABLE, type StringsdictEntry, VARIABLE_FORM } from './model.ts';
import { indentStepOf, readStringsdict } from './read.ts';
import { groupEntries, renderEntry } from './write.ts';

/**
 * Writes over an existing `.stringsdict` by editing only what changed: changed `<string>`s in place,
 * new plural forms after the last pair of their variable (shaped like it), new entries after the
 * last one, and entries none of whose texts remain removed (with their lines). Format keys of plural
 * groups, spec and value types, other rule types, comments and layout stay byte for byte.
 */
export function rewriteStringsdict(given: Entries, existing: string): string {
  const file = readStringsdict(existing);
  const edits: Edit[] = [];
  const byName = new Map(file.items.map((item) => [item.name, item]));
  const { entries, formats } = inFileShape(given, byName);
  for (const [item, value] of formats) {
    const element = item.format as XmlElement;
    const open = openingTag(existing.slice(element.start, element.openEnd));
    edits.push({
      start: element.start,
      end: element.end,
      text: `${open}${likeContentOf(existing, element, escapeXmlText(value))}</string>`,
    });
  }
  const fresh = [];
  for (const entry of groupEntries(entries)) {
    const item = byName.get(entry.name);
    if (!item) {
      fresh.push(entry);
      continue;
    }
    for (const [key, element] of item.strings) {
      const value = entries.get(key);
      if (value === undefined || value === file.entries.get(key)) continue;
      const open = openingTag(existing.slice(element.start, element.openEnd));
      edits.push({
        start: element.start,
        end: element.end,
        text: `${open}${likeContentOf(existing, element, escapeXmlText(value))}</string>`,
      });
    }
    for (const [variable, forms] of entry.variables) {
      const dict = item.variables.get(item.single !== undefined && entry.group ? item.single : variable);
      if (!dict) continue;
      const prefix =
        item.single !== undefined && entry.group ? `${entry.name}` : `${entry.name}[@${variable}]`;
      const missing = CATEGORIES.filter((c) => forms.has(c) && !item.strings.has(`${prefix}[${c}]`));
      const last = dict.children.at(-1);
      if (missing.length === 0 || !last) continue;
      const indent = indentationAt(existing, last.start) ?? '';
      // A form goes in its CLDR place among the forms there (Russian's `few` before the `other` of
      // an English source), as Xcode and translation tools write a variable's forms.
      const keys = dict.children.filter((child) => child.name === 'key');
      for (const c of missing) {
        const pair = `<key>${c}</key>\n${indent}<string>${escapeXmlText(forms.get(c) as string)}</string>`;
        const next = keys.find(
          (key) => categoryRank(existing.slice(key.openEnd, key.closeStart)) > categoryRank(c),
        );
        if (next === undefined) edits.push({ start: last.end, end: last.end, text: `\n${indent}${pair}` });
        else
          edits.push({
            start: next.start,
            end: next.start,
            text: `${pair}\n${indentationAt(existing, next.start) ?? indent}`,
          });
      }
    }
  }
  for (const item of file.items) {
    if (
      item.strings.size === 0 ||
      formats.has(item) ||
      [...item.strings.keys()].some((key) => entries.has(key))
    )
      continue;
    edits.push(removalOf(existing, item.pair.key), removalOf(existing, item.pair.value));
  }
  if (fresh.length > 0) {
    const last = file.top.children.at(-1) as XmlElement | undefined;
    // Xcode indents with tabs; a file laid out otherwise (Crowdin's two spaces) keeps its own step.
    const step = indentStepOf(existing, file);
    const indent = last ? (indentationAt(existing, last.start) ?? step) : step;
    const at = last ? last.end : file.top.openEnd;
    const text = fresh.map((entry) => `\n${renderEntry(entry, indent, step)}`).join('');
    edits.push({ start: at, end: at, text: last ? text : `${text}\n` });
  }
  return applyEdits(existing, edits);
}

/**
 * `entries` keyed as the file holds each message. A message can be one plural group in one file
 * (`%#@COUNT@`: `key[one]`) and a format key with variables in another (`key`, `key[@COUNT][one]`),
 * as the source and a translation can differ; both name the same `<string>`s, and Foundation reads
 * either. A variable's forms are written into the group whose variable it is (or, the message having
 * one variable on each side, whatever its name), a group's forms into the file's only plural variable,
 * and a format key that is not one variable alone over the group's (`formats`); a format key that is
 * one variable alone adds nothing to a group.
 */
function inFileShape(
  given: Entries,
  byName: Map<string, StringsdictEntry>,
): { entries: Entries; formats: Map<StringsdictEntry, string> } {
  const givenVariables = new Map<string, Set<string>>();
  for (const key of given.keys()) {
    const form = VARIABLE_FORM.exec(key);
    if (!form) continue;
    const names = givenVariables.get(form[1] as string) ?? new Set<string>();
    names.add(form[2] as string);
    givenVariables.set(form[1] as string, names);
  }
  const entries: Entries = new Map();
  const formats = new Map<StringsdictEntry, string>();
  for (const [key, value] of given) {
    const form = VARIABLE_FORM.exec(key);
    const item = byName.get(form ? (form[1] as string) : (GROUP_FORM.exec(key)?.[1] ?? key));
    if (form && item?.single !== undefined) {
      const [, name, variable, category] = form as unknown as [string, string, string, string];
      const alone = !item.variables.has(variable) && givenVariables.get(name)?.size === 1;
      if (variable === item.single || alone) {
        entries.set(`${name}[${category}]`, value);
        continue;
      }
    }
    if (form && item?.single === undefined && item?.variables.size === 1) {
      const [, name, variable, category] = form as unknown as [string, string, string, string];
      const own = item.variables.keys().next().value as string;
      if (!item.variables.has(variable) && givenVariables.get(name)?.size === 1) {
        entries.set(`${name}[@${own}][${category}]`, value);
        continue;
      }
    }
    const group = form ? null : GROUP_FORM.exec(key);
    if (group && item && item.single === undefined && item.variables.size === 1) {
      const variable = item.variables.keys().next().value as string;
      entries.set(`${group[1]}[@${variable}][${group[2]}]`, value);
      continue;
    }
    if (!form && !group && item?.single !== undefined && item.name === key) {
      if (!SINGLE_VARIABLE.test(value) && item.format) formats.set(item, value);
      continue;
    }
    entries.set(key, value);
  }
  return { entries, formats };
}

/** A plural form's place in CLDR order; any other dictionary key (the spec and value types) sorts first. */
function categoryRank(key: string): number {
  return (CATEGORIES as readonly string[]).indexOf(key.trim());
}
