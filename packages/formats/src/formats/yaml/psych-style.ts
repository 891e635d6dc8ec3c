// The quoting Ruby's YAML writer gives a text. Rails projects that keep their locale files normalised
// by i18n-tasks (`i18n-tasks normalize`, checked in CI by `i18n-tasks check-normalized`: Mastodon's
// `config/locales/*.yml`) have every text written by Psych, which quotes a text only when it must
// and then prefers single quotes: `subject: 'Mastodon: Password changed'`, but
// `other: "%{count} errors …"` for a text starting with a sign. A text written our default way
// (double quotes) into such a file is a change that tool undoes, and its check fails.
import { type Document, isMap, isPair, isScalar, isSeq, type Scalar } from 'yaml';
import { psychReadsAsText } from './read.ts';

/** The scalar style Psych writes a one-line text in, as a value of a block mapping or list. */
export type PsychStyle = 'PLAIN' | 'QUOTE_SINGLE' | 'QUOTE_DOUBLE';

/**
 * Psych's choice for a text without line breaks (Psych::Visitors::YAMLTree#visit_String, then
 * libyaml's `yaml_emitter_select_scalar_style`, with unicode on and no line width, as i18n-tasks
 * writes): `y`/`n` and a text starting with a sign other than a letter, digit or `_` and holding no
 * `"` in double quotes; a text Psych would read back as something else (`yes`, `1.5`, `:sym`, `''`)
 * and one libyaml cannot write plain in single quotes; a text single quotes cannot hold in double.
 * Undefined for a text with a line break, which Psych writes as a block.
 */
export function psychStyle(text: string): PsychStyle | undefined {
  if (/[\n\r\u0085\u2028\u2029]/.test(text)) return undefined;
  if (text === '<<') return 'QUOTE_SINGLE';
  if (/^[yYnN]$/.test(text)) return 'QUOTE_DOUBLE';
  // Ruby's [[:word:]] (Onigmo): letters, marks, decimal digits and connector punctuation.
  if (/^[^\p{L}\p{M}\p{Nd}\p{Pc}][^"]*$/u.test(text)) return 'QUOTE_DOUBLE';
  const analysis = analyze(text);
  if (!psychReadsAsText(text) || /^0[0-7]*[89]/.test(text)) {
    return analysis.singleAllowed ? 'QUOTE_SINGLE' : 'QUOTE_DOUBLE';
  }
  if (analysis.plainAllowed) return 'PLAIN';
  return analysis.singleAllowed ? 'QUOTE_SINGLE' : 'QUOTE_DOUBLE';
}

/** libyaml's `yaml_emitter_analyze_scalar` for a one-line text in block context. */
function analyze(text: string): { plainAllowed: boolean; singleAllowed: boolean } {
  if (text === '') return { plainAllowed: false, singleAllowed: true };
  const chars = [...text];
  let indicators = /^(?:---|\.\.\.)(?:[ \t]|$)/.test(text);
  let special = false;
  const blank = (c: string | undefined) => c === undefined || c === ' ' || c === '\t';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    const followed = blank(chars[i + 1]);
    const preceded = i === 0 || blank(chars[i - 1]);
    if (i === 0) {
      if ('#,[]{}&*!|>\'"%@`'.includes(c)) indicators = true;
      if ((c === '?' || c === ':') && followed) indicators = true;
      if (c === '-' && followed) indicators = true;
    } else {
      if (c === ':' && followed) indicators = true;
      if (c === '#' && preceded) indicators = true;
    }
    if (!printable(c.codePointAt(0) as number)) special = true;
  }
  const edgeSpace = text.startsWith(' ') || text.endsWith(' ');
  return { plainAllowed: !indicators && !special && !edgeSpace, singleAllowed: !special };
}

/** libyaml's IS_PRINTABLE (a tab is not: a text holding one is double-quoted). */
function printable(code: number): boolean {
  return (
    code === 0x0a ||
    (code >= 0x20 && code <= 0x7e) ||
    code === 0x85 ||
    (code >= 0xa0 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd && code !== 0xfeff) ||
    code >= 0x10000
  );
}

/** Texts looked at to tell whether Psych wrote a file. */
const SAMPLE = 200;

/**
 * Whether a file's texts are quoted exactly as Psych quotes them, with at least one in single
 * quotes (which only such a writer chooses; a file of plain texts says nothing): then new and
 * changed texts are quoted the same way.
 */
export function writtenByPsych(doc: Document): boolean {
  let count = 0;
  let single = false;
  let agrees = true;
  const visit = (node: unknown): void => {
    if (!agrees || count >= SAMPLE) return;
    if (isScalar(node)) {
      if (typeof node.value !== 'string' || node.tag !== undefined) return;
      const style = psychStyle(node.value);
      if (style === undefined) return;
      count++;
      if ((node as Scalar).type !== style) agrees = false;
      if (style === 'QUOTE_SINGLE') single = true;
    } else if (isMap(node) || isSeq(node)) {
      for (const item of node.items as unknown[]) visit(isPair(item) ? item.value : item);
    }
  };
  visit(doc.contents);
  return agrees && single;
}
