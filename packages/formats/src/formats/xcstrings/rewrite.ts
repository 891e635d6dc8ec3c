import { getNodeValue, type Node } from 'jsonc-parser';
import type { Entries } from '../../model.ts';
import { applyEdits, type Edit, indentationAt } from '../../shared/xml.ts';
import { membersOf } from '../json/read.ts';
import { type Catalog, splitKey, type Unit, validPath } from './model.ts';
import { readCatalog } from './read.ts';
import { type JsonValue, renderXcodeJson, setPath, stringUnit, unitPath, xcodeOrder } from './write.ts';

type JsonObject = { [name: string]: JsonValue };

/**
 * Writes the texts of `byLocale` (locale as the file spells it → key → text) into an existing
 * catalog, editing only what changed: a changed text's `value` (and, in a translation, a `state`
 * other than `translated` becomes `translated`, as Xcode marks a text someone translated); a text
 * the locale lacks is added where Xcode would put it (a new localization, variation or substitution,
 * in sorted place, formatted as Xcode formats). Locales and keys not given, comments,
 * `extractionState`, other members and every untouched byte are kept. A key that names no string
 * of the catalog is not added (Xcode adds strings when it extracts them from code), nor one whose
 * shape the locale holds otherwise (plural forms beside its `stringUnit`, or the reverse), and a key
 * absent from a locale's texts is not removed.
 */
export function rewriteLocales(existing: string, byLocale: Map<string, Entries>): string {
  const catalog = readCatalog(existing);
  const offset = catalog.doc.bom.length;
  const edits: Edit[] = [];
  const additions = new Map<Node, JsonObject>();
  for (const [locale, entries] of byLocale) {
    const isSource = locale === catalog.sourceLanguage;
    const units = new Map<string, Unit>();
    for (const string of catalog.strings) {
      for (const unit of string.units.get(locale) ?? []) if (!units.has(unit.key)) units.set(unit.key, unit);
    }
    for (const [key, value] of entries) {
      const unit = units.get(key);
      if (unit) {
        if (unit.value === value) continue;
        edits.push(replace(unit.valueNode, JSON.stringify(value), offset));
        if (!isSource && unit.stateNode && unit.state !== 'translated') {
          edits.push(replace(unit.stateNode, '"translated"', offset));
        }
        continue;
      }
      const string = catalog.byKey.get(key);
      // The source text of a string without a source localization is its key.
      if (isSource && string && !string.units.has(locale) && value === key) continue;
      const place = splitKey(key, (candidate) => catalog.byKey.has(candidate));
      if (!place || place.key === '' || !validPath(place.segments)) continue;
      const target = catalog.byKey.get(place.key);
      if (!target?.translatable) continue;
      add(catalog, additions, target.node, locale, place.segments, value);
    }
  }
  for (const [node, members] of additions)
    edits.push(...insertMembers(catalog.doc.text, node, members, offset));
  return applyEdits(existing, edits);
}

function replace(node: Node, text: string, offset: number): Edit {
  return { start: offset + node.offset, end: offset + node.offset + node.length, text };
}

/** Records a new `stringUnit` under the deepest object of its path the file already has. */
function add(
  catalog: Catalog,
  additions: Map<Node, JsonObject>,
  stringNode: Node,
  locale: string,
  segments: Parameters<typeof unitPath>[0],
  value: string,
): void {
  const path = ['localizations', locale, ...unitPath(segments)];
  let node = stringNode;
  let depth = 0;
  for (; depth < path.length; depth++) {
    const member = membersOf(node).get(path[depth] as string);
    if (!member) break;
    // A member of another type where an object belongs: not a place Xcode would write to.
    if (member.value.type !== 'object') return;
    node = member.value;
  }
  if (depth === path.length) return;
  // Xcode gives a localization (or a device's variation) either one `stringUnit` or `variations`,
  // never both: a text in the other shape than the locale holds (plural forms pulled for Korean's
  // one text, a plain text for German's plural forms) leaves the locale's own as it is.
  const members = membersOf(node);
  const next = path[depth];
  if (next === 'variations' && members.has('stringUnit')) return;
  if (next === 'stringUnit' && members.has('variations')) return;
  let pending = additions.get(node);
  if (!pending) {
    pending = {};
    additions.set(node, pending);
  }
  const rest = path.slice(depth);
  setPath(pending, rest, stringUnit(value));
  // A new substitution needs its argument's number and format: taken from another locale's.
  const at = path.indexOf('substitutions');
  if (at >= 0 && depth <= at + 1) {
    const name = path[at + 1] as string;
    const created = rest
      .slice(0, at + 2 - depth)
      .reduce<JsonObject>((tree, step) => tree[step] as JsonObject, pending);
    for (const [field, fieldValue] of Object.entries(substitutionTemplate(catalog, stringNode, name))) {
      if (!(field in created)) created[field] = fieldValue;
    }
  }
}

/** The members other than `variations` of substitution `name` in a locale that has it (the source first). */
function substitutionTemplate(catalog: Catalog, stringNode: Node, name: string): JsonObject {
  const localizations = membersOf(stringNode).get('localizations')?.value;
  if (localizations?.type !== 'object') return {};
  const byLocale = membersOf(localizations);
  const order = [catalog.sourceLanguage, ...[...byLocale.keys()].filter((l) => l !== catalog.sourceLanguage)];
  for (const locale of order) {
    const localization = byLocale.get(locale)?.value;
    const substitutions =
      localization?.type === 'object' ? membersOf(localization).get('substitutions')?.value : undefined;
    const substitution =
      substitutions?.type === 'object' ? membersOf(substitutions).get(name)?.value : undefined;
    if (substitution?.type !== 'object') continue;
    const template: JsonObject = {};
    for (const member of membersOf(substitution).values()) {
      if (member.name !== 'variations') template[member.name] = getNodeValue(member.value) as JsonValue;
    }
    return template;
  }
  return {};
}

/** The leading white space of the line `offset` is on. */
function lineIndent(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start, offset))?.[0] ?? '';
}

/** Edits adding `members` to an object, each in its sorted place, indented like its siblings. */
function insertMembers(text: string, node: Node, members: JsonObject, offset: number): Edit[] {
  const children = node.children ?? [];
  const parentIndent = lineIndent(text, node.offset);
  const first = children[0];
  const indent = (first && indentationAt(text, first.offset)) ?? `${parentIndent}  `;
  const names = Object.keys(members).sort(xcodeOrder);
  const render = (name: string): string =>
    `${JSON.stringify(name)} : ${renderXcodeJson(members[name] as JsonValue, indent)}`;
  if (children.length === 0) {
    const body = names.map((name) => indent + render(name)).join(',\n');
    return [replace(node, `{\n${body}\n${parentIndent}}`, offset)];
  }
  const last = children.at(-1) as Node;
  return names.map((name) => {
    const before = children.find((child) => xcodeOrder(child.children?.[0]?.value as string, name) > 0);
    if (before)
      return {
        start: offset + before.offset,
        end: offset + before.offset,
        text: `${render(name)},\n${indent}`,
      };
    const end = offset + last.offset + last.length;
    return { start: end, end, text: `,\n${indent}${render(name)}` };
  });
}
