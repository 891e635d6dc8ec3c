// A new locale's strings.xml (`values-de/strings.xml` beside `values/strings.xml`) starts from the
// default folder's file as Weblate writes one (KeePassDX's values-de): the XML declaration, the
// comments before `<resources>` (a licence), the root's attributes (`xmlns:tools`,
// `tools:ignore="MissingTranslation"`; not `tools:locale`, the default's language), the comments of
// the resources it holds and the resources' own attributes, in the default file's bytes and order.
// Only the translated resources are written: Android reads a `translatable="false"` resource, an
// untranslated one and any other resource type (`<bool>`, `<dimen>`, `<item type="id">`) from the
// default folder, so none is copied.
import type { Dialect } from './model.ts';
import { read } from './read.ts';

const COMMENT = /<!--[\s\S]*?-->/g;

/** One top-level node of `<resources>` with what precedes it back to the previous one. */
interface Node {
  /** The comments and white space before the element, as `[white space, comment]` pairs. */
  comments: Array<[string, string]>;
  /** The white space between the last comment (or the previous element) and the element. */
  before: string;
  start: number;
  end: number;
  kept: boolean;
}

/**
 * The default file `template` holding only the resources some of whose keys `keys` has, each with
 * the comments that belong to it: the blank a new locale's texts are written over. A comment on the
 * lines just above a resource is that resource's, as translate-toolkit (Weblate) reads it, and goes
 * with it; a comment a blank line separates from what follows heads a section and is kept when a
 * resource of its section is. Comments after the last resource stay with `</resources>`.
 */
export function blankAndroid(template: string, keys: ReadonlySet<string>, dialect: Dialect): string {
  const { resources, root } = read(template, dialect);
  const kept = new Set(
    resources
      .filter((resource) => keys.has(resource.key))
      .map((resource) => (resource.element.name === 'item' ? resource.element.parent : resource.element)),
  );
  const nodes: Node[] = [];
  let from = root.openEnd;
  for (const element of root.children) {
    const gap = template.slice(from, element.start);
    const comments: Array<[string, string]> = [];
    let at = 0;
    for (const match of gap.matchAll(COMMENT)) {
      comments.push([gap.slice(at, match.index), match[0]]);
      at = match.index + match[0].length;
    }
    nodes.push({
      comments,
      before: gap.slice(at),
      start: element.start,
      end: element.end,
      kept: kept.has(element),
    });
    from = element.end;
  }
  let body = '';
  // The heading of a section whose first resource was not written, with the white space after it.
  let section = '';
  for (const node of nodes) {
    // The comments after the last blank line above the element are its own; those before it head a section.
    let own = node.comments.length;
    while (own > 0 && !blankLine(node.comments[own]?.[0] ?? node.before)) own--;
    const heading = node.comments
      .slice(0, own)
      .map(([space, comment]) => space + comment)
      .join('');
    const rest = node.comments
      .slice(own)
      .map(([space, comment]) => space + comment)
      .concat(node.before)
      .join('');
    if (own > 0) section = '';
    if (!node.kept) {
      if (own > 0) section = heading + (/^\s*/.exec(rest)?.[0] ?? '');
      continue;
    }
    const element = template.slice(node.start, node.end);
    // The heading kept for a later resource of its section is followed by the white space it had.
    body += section === '' ? heading + rest + element : section + rest.trimStart() + element;
    section = '';
  }
  const opening = withoutToolsLocale(template.slice(root.start, root.openEnd), root.attributes);
  return template.slice(0, root.start) + opening + body + template.slice(from);
}

const TOOLS = 'http://schemas.android.com/tools';

/**
 * The `<resources>` start tag without its `tools:locale`: that names the default file's language for
 * lint's spelling and typography checks, and in a locale's folder lint takes the folder's.
 */
function withoutToolsLocale(tag: string, attributes: ReadonlyMap<string, string>): string {
  const prefixes = [...attributes]
    .filter(([name, value]) => name.startsWith('xmlns:') && value === TOOLS)
    .map(([name]) => name.slice('xmlns:'.length));
  let out = tag;
  for (const prefix of prefixes) {
    out = out.replace(
      new RegExp(`\\s+${prefix.replaceAll('.', '\\.')}:locale\\s*=\\s*(?:"[^"]*"|'[^']*')`),
      '',
    );
  }
  return out;
}

/** White space holding an empty line. */
function blankLine(space: string): boolean {
  return /\n[ \t]*\r?\n/.test(space);
}
