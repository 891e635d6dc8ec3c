import type { Entries } from '../../model.ts';
import { openingTag } from '../../shared/open-tag.ts';
import {
  applyEdits,
  type Edit,
  indentationAt,
  indentStep,
  likeContentOf,
  whitespaceBefore,
} from '../../shared/xml.ts';
import { readResx } from './read.ts';
import { encodeValue, renderData } from './write.ts';

/**
 * Writes texts over an existing `.resx`, editing only what changed: a changed text's `<value>`
 * content; a removed text's `<data>` with its line; a new text after the last `<data>`, shaped like
 * Visual Studio writes one. The header, schema, comments, `<comment>`s, attributes, typed and
 * designer resources and every other byte stay as they were.
 */
export function rewriteResx(entries: Entries, existing: string): string {
  const { root, resources } = readResx(existing);
  const edits: Edit[] = [];
  const known = new Set<string>();
  // A `<value>` written anew sits one of the file's own steps inside its `<data>`.
  const step = indentStep(
    existing,
    [
      ...resources.map((resource) => [resource.element, resource.valueElement] as const),
      [root, root.children[0]] as const,
    ],
    '  ',
  );
  for (const resource of resources) {
    known.add(resource.key);
    const value = entries.get(resource.key);
    const { element, valueElement } = resource;
    if (value === undefined) {
      edits.push({ start: whitespaceBefore(existing, element.start), end: element.end, text: '' });
    } else if (value !== resource.value) {
      const escaped = encodeValue(resource.key, value);
      if (valueElement && !valueElement.selfClosing) {
        const text = likeContentOf(existing, valueElement, escaped);
        edits.push({ start: valueElement.openEnd, end: valueElement.closeStart, text });
      } else if (valueElement) {
        edits.push({ start: valueElement.start, end: valueElement.end, text: `<value>${escaped}</value>` });
      } else {
        // No <value> at all: the start tag is kept, the content written as Visual Studio writes it.
        const indent = indentationAt(existing, element.start) ?? '  ';
        const open = openingTag(existing.slice(element.start, element.openEnd));
        edits.push({
          start: element.start,
          end: element.end,
          text: `${open}\n${indent}${step}<value>${escaped}</value>\n${indent}</data>`,
        });
      }
    }
  }
  const added = [...entries].filter(([key]) => !known.has(key));
  if (added.length > 0) {
    const last = root.children.filter((child) => child.name === 'data').at(-1) ?? root.children.at(-1);
    const indent = (last && indentationAt(existing, last.start)) ?? '  ';
    const at = last ? last.end : whitespaceBefore(existing, root.closeStart);
    // New resources take the file's line ends (a CRLF file stays CRLF; a text's own line breaks
    // read back the same either way, as XML reads both as \n).
    const eol = existing.includes('\r\n') ? '\r\n' : '\n';
    const text = added
      .map(([key, value]) => `\n${renderData(key, value, indent, step)}`)
      .join('')
      .replaceAll('\n', eol);
    edits.push({ start: at, end: at, text: last ? text : `${text}${eol}` });
  }
  return applyEdits(existing, edits);
}
