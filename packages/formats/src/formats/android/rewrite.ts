import type { SerializeOptions } from '../../contract.ts';
import type { Entries } from '../../model.ts';
import { openingTag } from '../../shared/open-tag.ts';
import {
  applyEdits,
  asCdata,
  type Edit,
  holdsCdata,
  indentationAt,
  removalOf,
  whitespaceBefore,
  type XmlElement,
} from '../../shared/xml.ts';
import { CATEGORIES, dialectOf, GROUPED } from './model.ts';
import { read } from './read.ts';
import {
  attributeQuoteOf,
  encodeAndroid,
  type Group,
  groupEntries,
  renderGroup,
  renderItem,
} from './write.ts';

/**
 * Writes over an existing strings.xml by editing only what changed: the content of changed strings
 * and items, removed resources and items (with their line), new items inside their plurals or
 * array, and new resources after the last one, shaped like it. Comments, attributes,
 * non-translatable strings and layout stay byte for byte.
 */
export function serializeOver(entries: Entries, existing: string, options: SerializeOptions): string {
  const dialect = dialectOf(options.path);
  const { entries: before, resources, root } = read(existing, dialect);
  // New resources quote their attributes as the file does (`<string name='app_name'>`).
  const quote = attributeQuoteOf(existing);
  const edits: Edit[] = [];
  const byKey = new Map(resources.map((resource) => [resource.key, resource.element]));
  const containers = new Map<string, XmlElement>();
  const itemsOf = new Map<XmlElement, string[]>();
  for (const resource of resources) {
    const container = resource.element.name === 'item' ? resource.element.parent : undefined;
    if (!container) continue;
    containers.set(`${container.name}:${container.attributes.get('name')}`, container);
    const items = itemsOf.get(container);
    if (items) items.push(resource.key);
    else itemsOf.set(container, [resource.key]);
  }
  // An array that loses or gains items is written again as a whole: its items are positional.
  const arrayKeys = new Map<string, string[]>();
  for (const key of entries.keys()) {
    const match = GROUPED.exec(key);
    if (!match || !/^\d+$/.test(match[2] as string)) continue;
    const keys = arrayKeys.get(match[1] as string);
    if (keys) keys.push(key);
    else arrayKeys.set(match[1] as string, [key]);
  }
  const rewritten = new Set<XmlElement>();
  for (const container of containers.values()) {
    if (container.name !== 'string-array') continue;
    const wanted = arrayKeys.get(container.attributes.get('name') ?? '') ?? [];
    const had = itemsOf.get(container) ?? [];
    if (
      wanted.length > 0 &&
      (had.some((key) => !entries.has(key)) || wanted.some((key) => !byKey.has(key)))
    ) {
      rewritten.add(container);
      const [group] = groupEntries(new Map(wanted.map((key) => [key, entries.get(key) as string])));
      const indent = indentationAt(existing, container.start) ?? '';
      const firstItem = container.children.find((child) => child.name === 'item');
      const itemIndent = firstItem ? indentationAt(existing, firstItem.start) : undefined;
      const step =
        itemIndent?.startsWith(indent) && itemIndent.length > indent.length
          ? itemIndent.slice(indent.length)
          : '    ';
      const lines = renderGroup(group as Group, indent, step, dialect, quote).split('\n');
      lines[0] = existing.slice(container.start, container.openEnd);
      edits.push({ start: container.start, end: container.end, text: lines.join('\n') });
    }
  }
  // New keys: items of an existing plurals or array go inside it, other resources after the last one.
  const newItems = new Map<XmlElement, Group>();
  const newGroups: Group[] = [];
  for (const group of groupEntries(new Map([...entries].filter(([key]) => !byKey.has(key))))) {
    const container = containers.get(`${group.kind}:${group.name}`);
    if (container && rewritten.has(container)) continue;
    if (group.kind !== 'string' && container) newItems.set(container, group);
    else newGroups.push(group);
  }
  // A plurals or array whose every item is gone goes too, unless new items arrive for it.
  const removed = new Set<XmlElement>();
  for (const [container, items] of itemsOf) {
    if (rewritten.has(container) || newItems.has(container) || items.some((key) => entries.has(key)))
      continue;
    removed.add(container);
    edits.push(removalOf(existing, container));
  }
  for (const [key, element] of byKey) {
    if (element.parent && (rewritten.has(element.parent) || removed.has(element.parent))) continue;
    const value = entries.get(key);
    if (value === undefined) {
      edits.push(removalOf(existing, element));
      continue;
    }
    if (before.get(key) === value) continue;
    const open = openingTag(existing.slice(element.start, element.openEnd));
    edits.push({
      start: element.start,
      end: element.end,
      // Text written as CDATA (Thunderbird's `<![CDATA[Create & set new folder]]>`) stays CDATA.
      text: `${open}${holdsCdata(existing, element) ? asCdata(encodeAndroid(value, dialect, false)) : encodeAndroid(value, dialect)}</${element.name}>`,
    });
  }
  for (const [container, group] of newItems) {
    const items = container.children.filter((child) => child.name === 'item');
    const lastItem = items.at(-1) as XmlElement;
    const indent = indentationAt(existing, lastItem.start) ?? '';
    if (group.kind === 'plurals') {
      // A form goes in CLDR order (one, few, many, other), as Android Studio and Weblate write them:
      // Slovak's `few` before the `other` its English source has alone.
      for (const [id, value] of group.items) {
        const next = items.find((item) => quantityRank(item.attributes.get('quantity')) > quantityRank(id));
        const rendered = renderItem(id, value, dialect, quote);
        if (next === undefined)
          edits.push({ start: lastItem.end, end: lastItem.end, text: `\n${indent}${rendered}` });
        else {
          const own = indentationAt(existing, next.start) ?? indent;
          edits.push({ start: next.start, end: next.start, text: `${rendered}\n${own}` });
        }
      }
      continue;
    }
    const text = group.items
      .map(([, value]) => `\n${indent}<item>${encodeAndroid(value, dialect)}</item>`)
      .join('');
    edits.push({ start: lastItem.end, end: lastItem.end, text });
  }
  if (newGroups.length > 0) {
    const last = root.children.at(-1);
    const rootIndent = indentationAt(existing, root.start) ?? '';
    const indent = last ? (indentationAt(existing, last.start) ?? '    ') : `${rootIndent}    `;
    const step = indent.slice(rootIndent.length) || '    ';
    const at = last ? last.end : whitespaceBefore(existing, root.closeStart);
    const text = newGroups.map((group) => `\n${renderGroup(group, indent, step, dialect, quote)}`).join('');
    edits.push({ start: at, end: at, text: last ? text : `${text}\n${rootIndent}` });
  }
  return applyEdits(existing, edits);
}

/** A plural item's place in CLDR order; an unknown quantity sorts last. */
function quantityRank(quantity: string | undefined): number {
  const rank = (CATEGORIES as readonly string[]).indexOf(quantity ?? '');
  return rank === -1 ? CATEGORIES.length : rank;
}
