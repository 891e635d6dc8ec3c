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
/** One part of an XML prolog: white space, a comment, a DOCTYPE without an internal subset, a PI. */
const PROLOG_PART = /^(?:[ \t\r\n]+|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*>|<\?[\s\S]*?\?>)/;
/** The budget of parts a prolog is read with: a real one has a handful. */
const MAX_PROLOG_PARTS = 200;

/** The parts of `text`'s XML prolog (without a BOM), up to its root's `<`; undefined when it is not XML. */
function prologParts(text: string): string[] | undefined {
  const parts: string[] = [];
  let at = text.startsWith('\uFEFF') ? 1 : 0;
  while (parts.length < MAX_PROLOG_PARTS) {
    const part = PROLOG_PART.exec(text.slice(at, at + 65536))?.[0];
    if (part === undefined) break;
    parts.push(part);
    at += part.length;
  }
  return /^<[A-Za-z_]/.test(text.slice(at, at + 2)) ? parts : undefined;
}

/**
 * A new XML file's prolog (what comes before its root element) written as its sibling translation
 * writes it, where the file's own tool would: the sibling's declaration (when both name the same
 * encoding, else the file's own), DOCTYPE and line breaks, so Weblate's `<?xml version='1.0'
 * encoding='UTF-8'?>` (Thunderbird), Transifex's one-line `<?xml version="1.0" ?><!DOCTYPE TS>`
 * (KeePassXC) and a translation with no declaration (Ghostfolio's `messages.de.xlf`) are followed.
 * Of the comments, the source's that the sibling has too stay (KeePassDX's licence, which Weblate
 * copies into every translation, some with their translators' names added: the source's comment is
 * written); one only the source has (Tusky's licence, which no translation has) or only the sibling
 * has (its translators' credits) is left out. `text` unchanged without a sibling or when
 * either is not XML.
 */
export function withSiblingProlog(text: string, sibling: string | undefined): string {
  if (sibling === undefined) return text;
  const ours = prologParts(text);
  const theirs = prologParts(sibling);
  if (ours === undefined || theirs === undefined) return text;
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const ourLength = bom.length + ours.join('').length;
  const ourDeclaration = DECLARATION.exec(text)?.[0]?.replace(/^\uFEFF/, '');
  const theirDeclaration = DECLARATION.exec(sibling)?.[0]?.replace(/^\uFEFF/, '');
  // A declaration without `encoding` declares UTF-8 (XML 1.0, 4.3.3).
  const encoding = (d: string) => (ENCODING.exec(d)?.[1] ?? 'utf-8').toLowerCase();
  // A declaration naming another encoding than the file is written in stays the file's own.
  const keepOwnDeclaration =
    ourDeclaration !== undefined &&
    theirDeclaration !== undefined &&
    encoding(ourDeclaration) !== encoding(theirDeclaration);
  const comments = ours.filter((part) => part.startsWith('<!--'));
  const kept: string[] = [];
  for (const part of theirs) {
    if (part.startsWith('<!--')) {
      // The source's comment, or the source's comment with the translators' lines added to it
      // (KeePassDX's `values-de`: the licence, then "Translations from …"), is the source's.
      const own = comments.find(
        (c) => part === c || (c.slice(4, -3).trim() !== '' && part.startsWith(c.slice(0, -3).trimEnd())),
      );
      if (own !== undefined) kept.push(own);
      else if (/^[ \t\r\n]+$/.test(kept.at(-1) ?? '')) kept.pop();
      continue;
    }
    if (part.startsWith('<?xml') && keepOwnDeclaration) {
      kept.push(ourDeclaration as string);
      continue;
    }
    // White space right after a comment left out goes with it.
    if (/^[ \t\r\n]+$/.test(part) && kept.length === 0 && theirs.indexOf(part) > 0) continue;
    kept.push(part);
  }
  const prolog = kept.join('');
  if (prolog === ours.join('')) return text;
  return `${bom}${prolog}${text.slice(ourLength)}`;
}
