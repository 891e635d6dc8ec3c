import { FormatError } from '../../errors.ts';
import { LIMITS } from '../../limits.ts';
import type { Entries } from '../../model.ts';
import { escapeXmlAttribute, validateXml } from '../../shared/xml.ts';
import { CATEGORIES, type Dialect, GROUPED, STYLING } from './model.ts';

/**
 * The text as element content: styling markup is kept as written (unless `markup` is false: text
 * that was CDATA), all else escaped for `dialect`.
 */
export function encodeAndroid(value: string, dialect: Dialect = 'aapt', markup = true): string {
  const tags = markup ? [...value.matchAll(/<\/?([A-Za-z_][\w:.-]*)[^>]*>/g)] : [];
  if (tags.length > 0 && tags.every((tag) => STYLING.has(tag[1] as string)) && wellFormed(value))
    return value;
  const quotesAreText = dialect === 'compose' || dialect === 'moko';
  let out = '';
  for (const char of value) {
    // moko-resources decodes no `\\`: a backslash is written as it is.
    if (char === '\\') out += dialect === 'moko' ? '\\' : '\\\\';
    // Compose and moko-resources read quotes and apostrophes as text; aapt needs them escaped.
    else if (char === "'" && !quotesAreText) out += "\\'";
    else if (char === '"' && !quotesAreText) out += '\\"';
    else if (char === '\n') out += '\\n';
    else if (char === '\t') out += dialect === 'moko' ? '\t' : '\\t';
    else if (char === '&') out += '&amp;';
    else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if ((char.codePointAt(0) as number) < 0x20)
      out += `\\u${(char.codePointAt(0) as number).toString(16).padStart(4, '0')}`;
    else out += char;
  }
  // Compose and moko-resources take white space and a leading @ or ? as text.
  if (quotesAreText) return out;
  // A leading @ or ? would make the text a resource reference.
  if (out.startsWith('@') || out.startsWith('?')) out = `\\${out}`;
  // Unquoted white space is collapsed and trimmed; quotes keep it.
  return /^[ \t\n\r\f\v]|[ \t\n\r\f\v]$|[ \t\n\r\f\v]{2}/.test(out) ? `"${out}"` : out;
}

function wellFormed(value: string): boolean {
  try {
    validateXml(`<r xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">${value}</r>`, 'fragment');
    return true;
  } catch {
    return false;
  }
}

export interface Group {
  kind: 'string' | 'plurals' | 'string-array';
  name: string;
  items: Array<[string, string]>;
}

/** Groups keys into resources in the order of each resource's first key. */
export function groupEntries(entries: Entries): Group[] {
  const groups = new Map<string, Group>();
  for (const [key, value] of entries) {
    const match = GROUPED.exec(key);
    if (!match) {
      groups.set(`string:${key}`, { kind: 'string', name: key, items: [['', value]] });
      continue;
    }
    const name = match[1] as string;
    const kind = /^\d+$/.test(match[2] as string) ? 'string-array' : 'plurals';
    const id = `${kind}:${name}`;
    let group = groups.get(id);
    if (!group) {
      group = { kind, name, items: [] };
      groups.set(id, group);
    }
    group.items.push([match[2] as string, value]);
  }
  for (const group of groups.values()) {
    if (group.kind === 'string-array') {
      // An array is positional: a missing index is written as an empty item, so later ones keep theirs.
      const byIndex = new Map(group.items.map(([index, value]) => [Number(index), value]));
      let length = 0;
      for (const index of byIndex.keys()) length = Math.max(length, index + 1);
      if (length > LIMITS.maxEntries) {
        throw new FormatError(
          `string-array "${group.name}" would need ${length} items (its largest index is ${length - 1}), over the limit of ${LIMITS.maxEntries} (LIMITS.maxEntries): check the key "${group.name}[${length - 1}]"`,
          { key: `${group.name}[${length - 1}]` },
        );
      }
      group.items = Array.from({ length }, (_, index) => [String(index), byIndex.get(index) ?? '']);
    }
    if (group.kind === 'plurals') {
      group.items.sort(([a], [b]) => CATEGORIES.indexOf(a as never) - CATEGORIES.indexOf(b as never));
    }
  }
  return [...groups.values()];
}

/** The quote a file writes its attributes with: `'` when its `name='…'` outnumber its `name="…"`. */
export type AttributeQuote = '"' | "'";

/** `name="value"` (or with `'`), the value escaped for that quote. */
function attribute(name: string, value: string, quote: AttributeQuote): string {
  const escaped = escapeXmlAttribute(value);
  return quote === '"' ? `${name}="${escaped}"` : `${name}='${escaped.replaceAll("'", '&apos;')}'`;
}

/** One resource as written: a `<string>`, or a `<plurals>`/`<string-array>` with its items. */
export function renderGroup(
  group: Group,
  indent: string,
  step: string,
  dialect: Dialect,
  quote: AttributeQuote = '"',
): string {
  const name = attribute('name', group.name, quote);
  if (group.kind === 'string')
    return `${indent}<string ${name}>${encodeAndroid(group.items[0]?.[1] ?? '', dialect)}</string>`;
  const items = group.items.map(([id, value]) =>
    group.kind === 'plurals'
      ? `${indent}${step}${renderItem(id, value, dialect, quote)}`
      : `${indent}${step}<item>${encodeAndroid(value, dialect)}</item>`,
  );
  return [`${indent}<${group.kind} ${name}>`, ...items, `${indent}</${group.kind}>`].join('\n');
}

/** A plurals `<item quantity="…">`. */
export function renderItem(quantity: string, value: string, dialect: Dialect, quote: AttributeQuote): string {
  return `<item ${attribute('quantity', quantity, quote)}>${encodeAndroid(value, dialect)}</item>`;
}

/** The quote most of the file's `name=` attributes are written with (`"` in a tie or with none). */
export function attributeQuoteOf(content: string): AttributeQuote {
  const single = content.match(/\sname\s*=\s*'/g)?.length ?? 0;
  const double = content.match(/\sname\s*=\s*"/g)?.length ?? 0;
  return single > double ? "'" : '"';
}

/** Writes a new strings.xml, indented with four spaces as Android Studio does. */
export function serializeAndroid(entries: Entries, dialect: Dialect = 'aapt'): string {
  const body = groupEntries(entries).map((group) => `${renderGroup(group, '    ', '    ', dialect)}\n`);
  return `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n${body.join('')}</resources>\n`;
}
