import type { SerializeOptions } from '../../contract.ts';
import { gettextPluralForms, isPoTemplate, nplurals, poKey } from '../../gettext.ts';
import type { Entries } from '../../model.ts';
import { detectFoldings, type Folding, formatField } from './fold.ts';
import {
  type Block,
  entriesToMessages,
  type FieldName,
  isHeader,
  type Line,
  type Message,
  type PoDocument,
} from './model.ts';
import { scan } from './read.ts';
import { messageLines } from './write.ts';

// ---------------------------------------------------------------------------------------------
// Writing over an existing file: edit the lines of the messages that changed, keep every other byte.

/** Edits of a scanned file: lines dropped, lines replaced, lines inserted before a line. */
export class LineEdits {
  readonly dropped = new Set<number>();
  readonly replaced = new Map<number, string[]>();
  readonly inserted = new Map<number, string[]>();

  replace(first: number, last: number, lines: string[]): void {
    for (let i = first; i <= last; i++) this.dropped.add(i);
    this.replaced.set(first, lines);
  }

  insert(before: number, lines: string[]): void {
    // Appended in place: every new message of a pull may go before the same line, and copying the
    // list for each one made adding n messages cost n² (200,000 new keys took minutes).
    const list = this.inserted.get(before);
    if (list === undefined) this.inserted.set(before, [...lines]);
    else for (const line of lines) list.push(line);
  }

  apply(document: PoDocument): string {
    const { lines, eol } = document;
    const out: string[] = [];
    // New lines need an ending after the file's last line even where it has none.
    const last = lines.length - 1;
    const missingEol = last >= 0 && (lines[last] as Line).eol === '';
    for (let i = 0; i <= lines.length; i++) {
      for (const line of this.inserted.get(i) ?? []) out.push(line + eol);
      if (i === lines.length) break;
      for (const line of this.replaced.get(i) ?? []) out.push(line + eol);
      if (!this.dropped.has(i)) out.push((lines[i] as Line).text + ((lines[i] as Line).eol || eol));
    }
    const text = out.join('');
    const body = missingEol && text.endsWith(eol) ? text.slice(0, -eol.length) : text;
    return (document.bom ? '\uFEFF' : '') + body;
  }
}

/** PO options: the file's path tells a template (`.pot`) from a translation. */
export type PoSerializeOptions = SerializeOptions & { path?: string };

/**
 * Writes entries over an existing PO file by editing its text: the lines of a message whose text
 * changed are rewritten (folded as the file folds), removed messages go with their comments, new
 * ones are placed after the message they follow in `entries` (before the obsolete `#~` messages,
 * as msgmerge and Babel place them); every other byte stays, header included.
 */
export function serializeOver(entries: Entries, existing: string, options: PoSerializeOptions): string {
  const template = isPoTemplate(options.path);
  const document = scan(existing);
  const byKey = new Map<string, Block>();
  const obsolete = new Map<string, Block>();
  let header: Block | undefined;
  for (const block of document.blocks) {
    if (isHeader(block)) header = block;
    else (block.obsolete ? obsolete : byKey).set(poKey(block.msgid, block.msgctxt), block);
  }
  const messages = entriesToMessages(entries, template);
  const wanted = new Set(messages.map((m) => m.key));
  const edits = new LineEdits();
  let folding: { source: Folding; translation: Folding } | undefined;
  const foldings = (): { source: Folding; translation: Folding } => {
    folding ??= detectFoldings(document);
    return folding;
  };
  const headerText = header?.msgstr[0] ?? '';
  const forms = template
    ? 2
    : nplurals(/^Plural-Forms:(.*)$/im.exec(headerText)?.[1]) ||
      nplurals(options.locale === undefined ? undefined : gettextPluralForms(options.locale));

  for (const [key, block] of byKey) {
    if (!wanted.has(key)) removeBlock(document, block, edits);
  }
  if (header) fixCharset(document, header, edits);

  let anchor: Block | undefined = header;
  const activeBlocks = document.blocks.filter((b) => !b.obsolete && !isHeader(b));
  for (const message of messages) {
    const block = byKey.get(message.key);
    if (block) {
      rewriteChanged(document, block, message, template, options.source === true, foldings, edits);
      anchor = block;
      continue;
    }
    const revived = obsolete.get(message.key);
    if (revived) removeBlock(document, revived, edits);
    const lines = messageLines(template ? { ...message, msgstr: [] } : message, forms, foldings());
    if (anchor) {
      edits.insert(anchor.last + 1, ['', ...lines]);
    } else {
      // Nothing to follow: before the first message, or after whatever the file holds.
      const first = activeBlocks[0] ?? document.blocks[0];
      if (first) edits.insert(first.first, [...lines, '']);
      else edits.insert(document.lines.length, [...(document.lines.length > 0 ? [''] : []), ...lines]);
    }
  }
  return edits.apply(document);
}

/**
 * Rewrites the fields after the msgid of a message whose texts changed. Fields whose text is the
 * same keep their lines; a changed translation is no longer a fuzzy guess, so the `fuzzy` flag and
 * the previous-msgid comments (`#|`) go.
 */
function rewriteChanged(
  document: PoDocument,
  block: Block,
  message: Message,
  template: boolean,
  source: boolean,
  foldings: () => { source: Folding; translation: Folding },
  edits: LineEdits,
): void {
  const plural = message.msgidPlural !== undefined;
  const msgidPlural = plural ? message.msgidPlural || block.msgidPlural || block.msgid : undefined;
  let msgstr: string[];
  if (template) msgstr = block.msgstr;
  else if (plural) {
    // Every form the file had stays: a form the entries lack is written empty (untranslated).
    const count = Math.max(message.msgstr.length, block.msgidPlural === undefined ? 1 : block.msgstr.length);
    msgstr = Array.from({ length: count }, (_, i) => message.msgstr[i] ?? '');
  } else msgstr = [message.msgstr[0] ?? ''];
  if (source) {
    // A source catalog's empty msgstr reads as its msgid (msgid_plural for the other forms): that
    // text is no change, and the msgstr stays empty as the catalog has it.
    msgstr = msgstr.map((text, i) =>
      block.msgstr[i] === '' && text === (i === 0 ? block.msgid : (block.msgidPlural ?? block.msgid))
        ? ''
        : text,
    );
  }
  const translationChanged =
    msgstr.join('\0') !== block.msgstr.join('\0') || plural !== (block.msgidPlural !== undefined);
  if (!translationChanged && msgidPlural === block.msgidPlural) return;

  const fields = block.fields.filter((f) => f.name === 'msgid_plural' || f.name === 'msgstr');
  const first = fields[0];
  const last = fields.at(-1);
  if (!first || !last) return;
  const keep = (name: FieldName, index: number | undefined, value: string): string[] | undefined => {
    const field = fields.find((f) => f.name === name && (f.index ?? 0) === (index ?? 0) && f.value === value);
    if (!field || (plural && name === 'msgstr' && field.index === undefined)) return undefined;
    const lines: string[] = [];
    for (let i = field.first; i <= field.last; i++) lines.push((document.lines[i] as Line).text);
    return lines;
  };
  const folding = foldings();
  const lines: string[] = [];
  if (msgidPlural !== undefined) {
    lines.push(
      ...(keep('msgid_plural', undefined, msgidPlural) ??
        formatField('msgid_plural', msgidPlural, folding.source)),
    );
    msgstr.forEach((text, i) => {
      lines.push(...(keep('msgstr', i, text) ?? formatField(`msgstr[${i}]`, text, folding.translation)));
    });
  } else {
    const text = msgstr[0] ?? '';
    const kept = keep('msgstr', undefined, text);
    lines.push(...(kept && fields.length === 1 ? kept : formatField('msgstr', text, folding.translation)));
  }
  edits.replace(first.first, last.last, lines);
  // Fields between the msgid and the ones replaced keep their lines (nothing else may sit there).
  if (translationChanged && !template) dropFuzzy(document, block, edits);
}

function dropFuzzy(document: PoDocument, block: Block, edits: LineEdits): void {
  for (const index of block.comments) {
    const text = (document.lines[index] as Line).text;
    if (text.startsWith('#|')) {
      edits.dropped.add(index);
    } else if (text.startsWith('#,')) {
      const flags = text
        .slice(2)
        .split(',')
        .map((flag) => flag.trim())
        .filter((flag) => flag !== '');
      if (!flags.includes('fuzzy')) continue;
      const rest = flags.filter((flag) => flag !== 'fuzzy');
      if (rest.length === 0) edits.dropped.add(index);
      else edits.replace(index, index, [`#, ${rest.join(', ')}`]);
    }
  }
}

/**
 * Drops a message with its comments and the blank lines that separate it from the one before (from
 * the one after when nothing comes before), so the file keeps one blank line between messages.
 */
function removeBlock(document: PoDocument, block: Block, edits: LineEdits): void {
  const blank = (i: number): boolean => (document.lines[i] as Line | undefined)?.text.trim() === '';
  let first = block.first;
  while (first > 0 && blank(first - 1)) first--;
  let last = block.last;
  if (first === 0) while (last + 1 < document.lines.length && blank(last + 1)) last++;
  for (let i = first; i <= last; i++) edits.dropped.add(i);
}

/**
 * The text is written as UTF-8: a header declaring another charset (`CHARSET` in a fresh template,
 * ISO-8859-1) gets `UTF-8` in that one line; a UTF-8 declaration keeps its spelling.
 */
function fixCharset(document: PoDocument, header: Block, edits: LineEdits): void {
  for (const field of header.fields) {
    if (field.name !== 'msgstr') continue;
    for (let i = field.first; i <= field.last; i++) {
      const text = (document.lines[i] as Line).text;
      const match = /charset=([^\s"\\;]+)/.exec(text);
      if (match && !/^utf-?8$/i.test(match[1] as string)) {
        edits.replace(i, i, [text.replace(/charset=[^\s"\\;]+/, 'charset=UTF-8')]);
      }
    }
  }
}
