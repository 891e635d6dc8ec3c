// A new culture's `.resx` (`Strings.de.resx` beside `Strings.resx`) starts from a header: what
// Visual Studio's ResXResourceWriter (or the service that wrote the translations) wrote before the
// resources (the schema comment, `<xsd:schema>`, the `<resheader>`s, in that file's own bytes, BOM
// and line ends), without its resources. A culture file holds only the texts of that culture, so no
// `<data>` (texts, typed values, images, designer records), `<metadata>` or `<assembly>` is copied.

import {
  applyEdits,
  type Edit,
  indentationAt,
  indentStep,
  scanElements,
  whitespaceBefore,
} from '../../shared/xml.ts';
import { readResx } from './read.ts';

const RESOURCES = new Set(['data', 'metadata', 'assembly']);

/** The file `header` (a neutral file, or a translation) without its resources: the blank a new culture's texts go into. */
export function blankResx(header: string): string {
  const root = scanElements(header, '.resx').find((element) => element.name === 'root');
  if (!root) return header;
  const edits: Edit[] = root.children
    .filter((child) => RESOURCES.has(child.name))
    .map((child) => ({ start: whitespaceBefore(header, child.start), end: child.end, text: '' }));
  return applyEdits(header, edits);
}

/** Each text's `<comment>` element as written, by key. */
function commentsOf(content: string): Map<string, string> {
  const comments = new Map<string, string>();
  for (const { key, element } of readResx(content).resources) {
    const comment = element.children.find((child) => child.name === 'comment');
    if (comment) comments.set(key, content.slice(comment.start, comment.end));
  }
  return comments;
}

/**
 * `written` (a new culture's file) with the neutral file's `<comment>` of each text after its
 * `<value>`, when the sibling translation copies them: Crowdin writes the source's comments into
 * every translation of Files' `Resources.resw`, while a translation Visual Studio made holds none
 * or its translator's own. Copying is known by a comment the sibling has exactly as the source.
 */
export function withCopiedComments(written: string, template: string, sibling: string | undefined): string {
  if (sibling === undefined) return written;
  let source: Map<string, string>;
  let theirs: Map<string, string>;
  try {
    source = commentsOf(template);
    theirs = commentsOf(sibling);
  } catch {
    return written;
  }
  if (![...theirs].some(([key, comment]) => source.get(key) === comment)) return written;
  const { resources } = readResx(written);
  const step = indentStep(
    written,
    resources.map((r) => [r.element, r.valueElement] as const),
    '  ',
  );
  const eol = written.includes('\r\n') ? '\r\n' : '\n';
  const edits: Edit[] = [];
  for (const { key, element, valueElement } of resources) {
    const comment = source.get(key);
    if (comment === undefined || valueElement === undefined) continue;
    if (element.children.some((child) => child.name === 'comment')) continue;
    const indent = indentationAt(written, element.start) ?? '  ';
    edits.push({ start: valueElement.end, end: valueElement.end, text: `${eol}${indent}${step}${comment}` });
  }
  return applyEdits(written, edits);
}
