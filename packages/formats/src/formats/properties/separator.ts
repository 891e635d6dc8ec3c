// A new bundle's separator (`key=value`, `key = value`, `key: value`) is its sibling translations'
// when they share one the source does not: the tool that wrote them (Crowdin, Weblate, an IDE) writes
// the next one too, while the source bundle is written by hand.
import { sameEntries } from '../../model.ts';
import { parseProperties, readProperties, stripBreak } from './read.ts';

/** The key, then the separator: `=` or `:` with the white space around it, or white space alone. */
const KEY_AND_SEPARATOR = /^(?:[^\\=:\s]|\\.)*([ \t\f]*[=:]?[ \t\f]*)/;

/** The separator after the first key of `content`, or undefined when it has no property. */
export function separatorOf(content: string): string | undefined {
  const first = readProperties(content).blocks[0];
  if (!first) return undefined;
  const body = stripBreak(first.raw).replace(/^[ \t\f]+/, '');
  return KEY_AND_SEPARATOR.exec(body)?.[1] || undefined;
}

/**
 * `template` with each property's separator written as `separator`; `template` itself when that would
 * read as other texts (a text starting with `=` after a separator of white space alone).
 */
export function withSeparator(template: string, separator: string): string {
  const file = readProperties(template);
  let out = '';
  for (const block of file.blocks) {
    const lead = /^[ \t\f]*/.exec(block.raw)?.[0] ?? '';
    const body = block.raw.slice(lead.length);
    const match = KEY_AND_SEPARATOR.exec(body);
    if (!match) return template;
    const keyEnd = match[0].length - (match[1] as string).length;
    out += `${block.leading}${lead}${body.slice(0, keyEnd)}${separator}${body.slice(match[0].length)}`;
  }
  out += file.trailing;
  if (out === template) return template;
  try {
    return sameEntries(parseProperties(out), parseProperties(template)) ? out : template;
  } catch {
    return template;
  }
}
