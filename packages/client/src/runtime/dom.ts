/** A text found in the page, with where it was found. */
export interface DomText {
  text: string;
  /** CSS-like path of the element holding it, e.g. `main > ul > li:nth-of-type(2)`. */
  path: string;
  /** The element's tag name, e.g. `li`. */
  element: string;
  /** The attribute the text is the value of (`title`, `alt`, …); undefined for element text. */
  attribute?: string;
}

// Elements whose text is not page copy shown to people.
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA', 'CODE', 'PRE', 'SVG']);
// Attributes whose values people read or hear.
const ATTRIBUTES = ['title', 'alt', 'placeholder', 'aria-label'];

/**
 * The visible texts under `root`: each text node's text (white space collapsed) and the values of
 * `title`, `alt`, `placeholder` and `aria-label`, in document order. Elements marked
 * `translate="no"` (HTML's own marker for text that must not be translated) and their children are
 * skipped, as are scripts, styles, code and form text areas.
 */
export function findDomTexts(root: ParentNode): DomText[] {
  const out: DomText[] = [];
  const visit = (element: Element): void => {
    if (SKIPPED.has(element.tagName.toUpperCase()) || element.getAttribute('translate') === 'no') return;
    const tag = element.tagName.toLowerCase();
    for (const name of ATTRIBUTES) {
      const value = collapse(element.getAttribute(name) ?? '');
      if (value) out.push({ text: value, path: elementPath(element), element: tag, attribute: name });
    }
    for (const child of element.childNodes) {
      if (child.nodeType === 3) {
        const text = collapse(child.textContent ?? '');
        if (text) out.push({ text, path: elementPath(element), element: tag });
      } else if (child.nodeType === 1) {
        visit(child as Element);
      }
    }
  };
  if ((root as Node).nodeType === 1) visit(root as Element);
  else for (const child of root.children) visit(child);
  return out;
}

/**
 * A path that finds `element` again: tag names from below `body`, `#id` where an element has an
 * id (which ends the walk up), and `:nth-of-type(n)` where siblings share the tag.
 */
export function elementPath(element: Element): string {
  const parts: string[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const tag = node.tagName.toLowerCase();
    if (tag === 'body' || tag === 'html') break;
    if (node.id) {
      parts.unshift(`${tag}#${cssIdent(node.id)}`);
      break;
    }
    const parent = node.parentElement;
    const same = parent ? [...parent.children].filter((c) => c.tagName === node?.tagName) : [];
    parts.unshift(same.length > 1 ? `${tag}:nth-of-type(${same.indexOf(node) + 1})` : tag);
  }
  return parts.join(' > ') || element.tagName.toLowerCase();
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** An id as a CSS identifier: characters outside [A-Za-z0-9_-] escaped. */
function cssIdent(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, (c) => `\\${c.codePointAt(0)?.toString(16)} `);
}
