import { gettextPluralForms, nplurals } from '../../gettext.ts';
import type { Entries } from '../../model.ts';
import { type Folding, formatField } from './fold.ts';
import { entriesToMessages, type Message } from './model.ts';

/** How `serializePo` writes. */
export interface PoWriteOptions {
  locale?: string;
  /** Column at which long strings are folded the way msgcat does; 0 never folds. Default 79. */
  foldLength?: number;
  /** Write a `.pot` template: the entries are msgids and every msgstr is empty. */
  template?: boolean;
}

/**
 * Writes entries as a PO file with a minimal UTF-8 header, and `Language` (`pt_BR` for pt-BR) and (for the languages
 * `gettextPluralForms` knows) `Plural-Forms` when a locale is given. A plural message gets as many
 * msgstr as its entries carry, and at least as many as the locale's `Plural-Forms` counts.
 */
export function serializePo(entries: Entries, options: PoWriteOptions = {}): string {
  const template = options.template ?? false;
  const folding: Folding =
    options.foldLength === 0 ? { kind: 'lines' } : { kind: 'gnu', width: options.foldLength ?? 79 };
  const pluralForms = options.locale === undefined ? undefined : gettextPluralForms(options.locale);
  const header = [
    // gettext spells the header's locale as its file names do: `de_DE`, `pt_BR` (msginit, Poedit).
    ...(options.locale !== undefined && !template
      ? [`Language: ${options.locale.replaceAll('-', '_')}\n`]
      : []),
    'MIME-Version: 1.0\n',
    'Content-Type: text/plain; charset=UTF-8\n',
    'Content-Transfer-Encoding: 8bit\n',
    ...(pluralForms !== undefined && !template ? [`Plural-Forms: ${pluralForms}\n`] : []),
  ];
  const out = ['msgid ""', ...formatField('msgstr', header.join(''), folding)];
  const forms = template ? 2 : nplurals(pluralForms);
  for (const message of entriesToMessages(entries, template)) {
    out.push('', ...messageLines(message, forms, { source: folding, translation: folding }));
  }
  return `${out.join('\n')}\n`;
}

/** The keyword lines of a message written anew. */
export function messageLines(
  message: Message,
  forms: number,
  folding: { source: Folding; translation: Folding },
): string[] {
  const lines: string[] = [];
  if (message.msgctxt !== undefined) lines.push(...formatField('msgctxt', message.msgctxt, folding.source));
  lines.push(...formatField('msgid', message.msgid, folding.source));
  lines.push(...translationLines(message, forms, folding));
  return lines;
}

/** msgid_plural and msgstr lines of a message written anew. */
function translationLines(
  message: Message,
  forms: number,
  folding: { source: Folding; translation: Folding },
): string[] {
  if (message.msgidPlural === undefined) {
    return formatField('msgstr', message.msgstr[0] ?? '', folding.translation);
  }
  // msgid_plural is source text: an empty one (a gap filled with "") falls back to the msgid.
  const lines = formatField('msgid_plural', message.msgidPlural || message.msgid, folding.source);
  const count = Math.max(message.msgstr.length, forms, 1);
  for (let i = 0; i < count; i++) {
    lines.push(...formatField(`msgstr[${i}]`, message.msgstr[i] ?? '', folding.translation));
  }
  return lines;
}
