import { escapeControl, INVISIBLE_CONTROLS } from '../logger.ts';

// Line breaks of every kind: a table cell, a summary line and a code span are one line each.
const LINE_BREAKS = /[\r\n\u2028\u2029\u0085\v\f]+/g;

// Every ASCII character that CommonMark, GitHub Flavored Markdown (tables, strikethrough, autolinks)
// or GitHub's math and mentions give a meaning. CommonMark reads a backslash before any ASCII
// punctuation as "this character, as text", so each is shown as itself and never acts. (Numeric
// character references did the same in the Markdown, but GitHub's job summary shows them raw.)
const MARKUP = /[\\`*_[\]()#+\-!|<>{}~$:@&]/g;

/** Shows control and bidirectional characters as visible `\uXXXX` instead of letting them act. */
function visible(value: string): string {
  return value.replace(LINE_BREAKS, ' ').replace(INVISIBLE_CONTROLS, escapeControl);
}

/**
 * Escapes outside text (notes, messages, locales) for a Markdown line or table cell: Markdown and
 * HTML characters get a backslash, `www.` and `scheme:` cannot autolink, line breaks become spaces,
 * and control and bidirectional characters become visible `\uXXXX` escapes.
 */
export function escapeCell(value: string): string {
  return visible(
    value
      .replace(MARKUP, '\\$&')
      // GFM links a bare `www.` and an e-mail address without any of the characters above.
      .replace(/\b(www)\./gi, '$1\\.')
      .replace(/\\@\S*/g, (address) => address.replaceAll('.', '\\.'))
      // A line that starts with digits and a dot would start an ordered list.
      .replace(/^(\s*\d+)\./, '$1\\.'),
  );
}

/**
 * Shows outside text (a key, a path) as a Markdown code span, which a renderer shows literally: no
 * links, no HTML, no formatting. The fence is one backtick longer than any run inside, and `|` is
 * written `\|` so a table's cell split never sees it (GFM takes the backslash away before the span
 * is read). A backslash right before a `|` cannot be written in a span inside a table: such a
 * value is escaped as text instead.
 */
export function codeSpan(value: string): string {
  const text = visible(value);
  if (text === '') return '';
  if (text.includes('\\|')) return escapeCell(value);
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  // A span strips one space at each end when both ends have one, and a backtick at an end would
  // join the fence: pad with a space then.
  const pad = /^[` ]|[` ]$/.test(text) && text.trim() !== '' ? ' ' : '';
  return `${fence}${pad}${text.replaceAll('|', '\\|')}${pad}${fence}`;
}

/**
 * Escapes outside text for raw HTML (a `<summary>` line, where Markdown is not read): `&`, `<`, `>`
 * and quotes become the entities a browser shows as the character, and controls become `\uXXXX`.
 */
export function escapeHtml(value: string): string {
  return visible(value).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );
}
