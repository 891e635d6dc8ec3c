import type { Entries } from '../../model.ts';
import { withTrailingNewline } from '../../shared/lines.ts';

/** A text as a `'…'` PHP string: backslashes and apostrophes escaped, everything else as it is. */
export function singleQuoted(value: string): string {
  return `'${value.replace(/[\\']/g, (c) => `\\${c}`)}'`;
}

/** A text as a `"…"` PHP string: `\`, `"` and `$` escaped, control characters as PHP escapes. */
export function doubleQuoted(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped
  const body = value.replace(/[\\"$\u0000-\u001f\u007f]/g, (c) => {
    const named = NAMED[c];
    if (named !== undefined) return named;
    return `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  });
  return `"${body}"`;
}

const NAMED: Readonly<Record<string, string>> = Object.assign(Object.create(null), {
  '\\': '\\\\',
  '"': '\\"',
  $: '\\$',
  '\n': '\\n',
  '\t': '\\t',
  '\r': '\\r',
  '\v': '\\v',
  '\f': '\\f',
  '\u001b': '\\e',
});

/** A tree of texts by key segment; a Map so that no key reaches a prototype. */
export type PhpTree = Map<string, string | PhpTree>;

/**
 * Nests `key → text` by the dots of each key, as Laravel's `__('group.a.b')` reads `a` then `b`. A
 * key that cannot nest (an empty segment, or a part that is itself a text: `a` and `a.b`) stays one
 * dotted key, which Laravel's lookup finds as it is before it tries the parts. `taken` are names
 * already holding a text at this level.
 */
export function nestKeys(
  entries: Iterable<[string, string]>,
  taken: ReadonlySet<string> = new Set(),
): PhpTree {
  const list = [...entries];
  const texts = new Set([...taken, ...list.map(([key]) => key)]);
  const tree: PhpTree = new Map();
  for (const [key, value] of list) {
    const parts = key.split('.');
    const nestable =
      !parts.includes('') && parts.slice(0, -1).every((_, i) => !texts.has(parts.slice(0, i + 1).join('.')));
    if (!nestable) {
      tree.set(key, value);
      continue;
    }
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      let child = node.get(part);
      if (typeof child !== 'object') {
        child = new Map();
        node.set(part, child);
      }
      node = child;
    }
    node.set(parts[parts.length - 1] as string, value);
  }
  return tree;
}

/** Layout of written items. */
export interface PhpLayout {
  indent: string;
  eol: string;
  /** `[ … ]` (true) or `array( … )`. */
  short: boolean;
  /** Between a key and its value as the file writes it: ` => ` unless given. */
  arrow?: string;
  /** The quote of keys and texts as the file writes them: `'` unless given. */
  quote?: "'" | '"';
  /**
   * Whether an array's last item ends with a comma, as the file's do: true unless given false
   * (Pixelfed's `helpcenter.php` ends `'taggingPeople' => 'Tagging People'` with none).
   */
  lastComma?: boolean;
}

/**
 * The items of a tree, one a line at `indent`, each ending in a comma (the last one as
 * `layout.lastComma` says) and a line break.
 */
export function renderItems(tree: PhpTree, indent: string, layout: PhpLayout): string {
  let out = '';
  const quoted = layout.quote === '"' ? doubleQuoted : singleQuoted;
  const arrow = layout.arrow ?? ' => ';
  let left = tree.size;
  for (const [key, value] of tree) {
    const name = quoted(key);
    const comma = --left > 0 || layout.lastComma !== false ? ',' : '';
    if (typeof value === 'string') {
      out += `${indent}${name}${arrow}${quoted(value)}${comma}${layout.eol}`;
    } else {
      const [open, close] = layout.short ? ['[', ']'] : ['array(', ')'];
      out += `${indent}${name}${arrow}${open}${layout.eol}${renderItems(value, indent + layout.indent, layout)}${indent}${close}${comma}${layout.eol}`;
    }
  }
  return out;
}

/** Writes entries as a Laravel language file from nothing: `<?php`, then `return [` the nested texts `];`. */
export function serializePhp(
  entries: Entries,
  options: { indent?: string; trailingNewline?: boolean; short?: boolean } = {},
): string {
  const layout: PhpLayout = { indent: options.indent || '    ', eol: '\n', short: options.short ?? true };
  const body = renderItems(nestKeys(entries), layout.indent, layout);
  const [open, close] = layout.short ? ['[', ']'] : ['array(', ')'];
  return withTrailingNewline(`<?php\n\nreturn ${open}\n${body}${close};\n`, options.trailingNewline ?? true);
}
