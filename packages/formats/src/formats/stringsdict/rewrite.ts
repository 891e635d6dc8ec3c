import type { Entries } from '../../model.ts';
import { openingTag } from '../../shared/open-tag.ts';
import {
  applyEdits,
  type Edit,
  escapeXmlText,
  indentationAt,
  removalOf,
  type XmlElement,
} from '../../shared/xml.ts';
import { CATEGORIES } from './model.ts';
import { indentStepOf, readStringsdict } from './read.ts';
import { groupEntries, renderEntry } from './write.ts';

/**
 * Writes over an existing `.stringsdict` by editing only what changed: changed `<string>`s in place,
 * new plural forms after the last pair of their variable (shaped like it), new entries after the
 * last one, and entries none of whose texts remain removed (with their lines). Format keys of plural
 * groups, spec and value types, other rule types, comments and layout stay byte for byte.
 */
export function rewriteStringsdict(entries: Entries, existing: string): string {
  const file = readStringsdict(existing);
  const edits: Edit[] = [];
  const byName = new Map(file.items.map((item) => [item.name, item]));
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
      edits.push({ start: element.start, end: element.end, text: `${open}${escapeXmlText(value)}</string>` });
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
      const text = missing
        .map(
          (c) =>
            `\n${indent}<key>${c}</key>\n${indent}<string>${escapeXmlText(forms.get(c) as string)}</string>`,
        )
        .join('');
      edits.push({ start: last.end, end: last.end, text });
    }
  }
  for (const item of file.items) {
    if (item.strings.size === 0 || [...item.strings.keys()].some((key) => entries.has(key))) continue;
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
