// A new file written from its source file (the template) takes the spacing its sibling translations
// share when that differs from the source's: NodeBB's and FreshRSS's translations are indented with
// tabs whatever their source is, and a reviewer expects the next one to be too. The template is
// re-spaced before the format writes the texts over it, so what the format adds follows it as well.
import type { ParseOptions, TranslationFormat } from '../contract.ts';
import { type FileStyle, sameEntries } from '../model.ts';

/** What a new file's text is re-spaced to: each absent field stays as the template has it. */
export type Spacing = Partial<Pick<FileStyle, 'indent' | 'trailingNewline'>>;

/**
 * `text` with every line's leading run of `from` (the file's indentation step) written as as many
 * `to`; what follows the run (alignment spaces) is kept. Lines not starting with `from` are kept.
 */
export function reindent(text: string, from: string, to: string): string {
  if (from === '' || from === to) return text;
  return text.replace(/^[ \t]+/gm, (lead) => {
    let steps = 0;
    while (lead.startsWith(from, steps * from.length)) steps++;
    return steps === 0 ? lead : to.repeat(steps) + lead.slice(steps * from.length);
  });
}

/**
 * `template` re-spaced to `spacing` (indentation step and final newline), when the format can tell the
 * template's own step and the re-spaced text reads as the same texts; else `template` unchanged (a
 * text spanning lines, whose inner indentation is text, keeps the file as the source has it).
 */
export function respaced(
  format: Pick<TranslationFormat, 'parse' | 'detectStyle'>,
  template: string,
  spacing: Spacing,
  options: ParseOptions = {},
): string {
  let own: FileStyle;
  try {
    own = format.detectStyle(template);
  } catch {
    return template;
  }
  let text = template;
  if (spacing.indent !== undefined && own.indent !== '' && spacing.indent !== '')
    text = reindent(text, own.indent, spacing.indent);
  if (spacing.trailingNewline !== undefined && spacing.trailingNewline !== own.trailingNewline)
    text = spacing.trailingNewline
      ? text + (text.includes('\r\n') ? '\r\n' : '\n')
      : text.replace(/\r?\n$/, '');
  if (text === template) return template;
  try {
    return sameEntries(format.parse(text, options), format.parse(template, options)) ? text : template;
  } catch {
    return template;
  }
}

/** An XML declaration at the start of a file: `<?xml version="1.0" encoding="utf-8"?>`. */
const DECLARATION = /^\uFEFF?<\?xml[ \t\r\n][^?>]*\?>/;
const ENCODING = /encoding[ \t\r\n]*=[ \t\r\n]*["']([^"']*)["']/;

/**
 * A new XML file's declaration written as its sibling translation writes it when both declare the same
 * encoding (Thunderbird's translations, written by Weblate's lxml, say `<?xml version='1.0'
 * encoding='UTF-8'?>` where the source says `<?xml version="1.0" encoding="utf-8"?>`); else `text`.
 */
export function withSiblingDeclaration(text: string, sibling: string | undefined): string {
  if (sibling === undefined) return text;
  const ours = DECLARATION.exec(text)?.[0];
  const theirs = DECLARATION.exec(sibling)?.[0];
  if (ours === undefined || theirs === undefined) return text;
  const bom = ours.startsWith('\uFEFF') ? '\uFEFF' : '';
  const declaration = theirs.replace(/^\uFEFF/, '');
  const encoding = (d: string) => ENCODING.exec(d)?.[1]?.toLowerCase();
  if (encoding(ours) !== encoding(declaration) || `${bom}${declaration}` === ours) return text;
  return `${bom}${declaration}${text.slice(ours.length)}`;
}
