// A new translation catalog from its template, as `msginit --no-translator -i <template> -l <locale>`
// writes it (gettext 0.21, msginit.c): the header's fields filled in for the locale, the header's
// comments and fuzzy flag updated, every message untranslated, plural messages with as many
// msgstr[n] as the locale's Plural-Forms counts. Unlike msginit, which prints the whole catalog
// again (folded at 79 columns), every line of the template that is not changed is kept as written,
// so a template that pybabel folded stays folded as pybabel folds it. Beside catalogs Babel wrote, the
// header is the one `pybabel init -l <locale>` writes instead (Babel 2.x, messages/frontend.py).
import { gettextPluralForms, nplurals } from '../../gettext.ts';
import { catalogName, languageOf } from './catalog-name.ts';
import { detectFoldings, type Folding, formatField } from './fold.ts';
import { englishLanguageName } from './language-names.ts';
import { type Block, isHeader, type Line } from './model.ts';
import { scan } from './read.ts';
import { LineEdits } from './rewrite.ts';

const MSGCAT: Folding = { kind: 'gnu', width: 79 };
/** Babel's `write_po` folds at 76 columns. */
const BABEL: Folding = { kind: 'babel', width: 76 };

/** A header field's value (`Name: value` at the start of a line), as msginit's `get_field` reads it. */
function getField(header: string, name: string): string | undefined {
  for (const line of header.split('\n')) {
    if (line.startsWith(`${name}:`)) return line.slice(name.length + 1).replace(/^ /, '');
  }
  return undefined;
}

/** The header with a field's value replaced in its line, or the field added at the end (`put_field`). */
function putField(header: string, name: string, value: string): string {
  const lines = header.split('\n');
  const at = lines.findIndex((line) => line.startsWith(`${name}:`));
  if (at >= 0) {
    const line = lines[at] as string;
    const start = name.length + 1 + (line[name.length + 1] === ' ' ? 1 : 0);
    lines[at] = line.slice(0, start) + value;
    return lines.join('\n');
  }
  const base = header === '' || header.endsWith('\n') ? header : `${header}\n`;
  return `${base}${name}: ${value}\n`;
}

/** The package name msginit puts in comments: the Project-Id-Version without its last word. */
function projectId(header: string): string {
  const version = getField(header, 'Project-Id-Version');
  if (version === undefined || version === 'PACKAGE VERSION') return 'PACKAGE';
  const space = version.trimEnd().lastIndexOf(' ');
  if (space < 0) return version;
  const name = version.slice(0, space).trimEnd();
  return name === '' ? version : name;
}

/**
 * msginit's substitutions in a header comment, made left to right, a replacement never read again.
 * YEAR becomes the year of the template's POT-Creation-Date (msginit writes the current year: the
 * two agree for a template made this year, and the file does not depend on the day it is written).
 */
function substitute(text: string, substitutions: ReadonlyArray<readonly [string, string]>): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const hit = substitutions.find(([from]) => text.startsWith(from, i));
    if (hit) {
      out += hit[1];
      i += hit[0].length;
    } else {
      out += text[i];
      i++;
    }
  }
  return out;
}

/** The header text msginit fills in for a locale: its fields, in msginit's order. */
function fillHeader(header: string, name: string, pluralForms: string | undefined): string {
  let text = header;
  const version = getField(text, 'Project-Id-Version');
  const created = getField(text, 'POT-Creation-Date');
  const fields: Array<[string, string | undefined]> = [
    [
      'Project-Id-Version',
      version === undefined || version === 'PACKAGE VERSION' ? 'PACKAGE VERSION' : version,
    ],
    // --no-translator: the catalog is generated, so it dates from its template.
    ['PO-Revision-Date', created],
    ['Last-Translator', 'Automatically generated'],
    ['Language-Team', 'none'],
    ['Language', name],
    ['MIME-Version', '1.0'],
    // The file is written in UTF-8 whatever the template declared.
    ['Content-Type', 'text/plain; charset=UTF-8'],
    ['Content-Transfer-Encoding', '8bit'],
    ['Plural-Forms', pluralForms],
  ];
  for (const [field, value] of fields) if (value !== undefined) text = putField(text, field, value);
  return text;
}

/** The fields Babel's `Catalog` writes, in its order (babel/messages/catalog.py, `_get_mime_headers`). */
const BABEL_FIELDS = [
  'Project-Id-Version',
  'Report-Msgid-Bugs-To',
  'POT-Creation-Date',
  'PO-Revision-Date',
  'Last-Translator',
  'Language',
  'Language-Team',
  'Plural-Forms',
  'MIME-Version',
  'Content-Type',
  'Content-Transfer-Encoding',
  'Generated-By',
];

/**
 * The header text `pybabel init` fills in for a locale: the template's fields in Babel's order with
 * `Language`, `Language-Team` (its `LANGUAGE` replaced by the locale) and `Plural-Forms` set, and, as
 * for msginit above, `PO-Revision-Date` the template's creation date (Babel writes the day it runs).
 */
function fillBabelHeader(header: string, name: string, pluralForms: string | undefined): string {
  const fields = new Map<string, string>();
  for (const line of header.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).replace(/^ /, ''));
  }
  const created = fields.get('POT-Creation-Date');
  if (created !== undefined) fields.set('PO-Revision-Date', created);
  fields.set('Language', name);
  fields.set(
    'Language-Team',
    (fields.get('Language-Team') ?? 'LANGUAGE <LL@li.org>').replace('LANGUAGE', name),
  );
  if (pluralForms !== undefined) fields.set('Plural-Forms', pluralForms);
  const order = [
    ...BABEL_FIELDS.filter((field) => fields.has(field)),
    ...[...fields.keys()].filter((f) => !BABEL_FIELDS.includes(f)),
  ];
  return order.map((field) => `${field}: ${fields.get(field)}\n`).join('');
}

/** Whether a catalog's header says Babel wrote it (`Generated-By: Babel 2.18.0`). */
function writtenByBabel(catalog: string): boolean {
  const header = scan(catalog).blocks.find(isHeader)?.msgstr[0];
  return header !== undefined && /^Generated-By: Babel\b/m.test(header);
}

/** The header's comment lines as msginit leaves them: placeholders filled, the `fuzzy` flag gone. */
function headerComments(
  lines: readonly Line[],
  block: Block,
  header: string,
  name: string,
  babel: boolean,
): Map<number, string | undefined> {
  const id = projectId(header);
  const year = /^(\d{4})-/.exec(getField(header, 'POT-Creation-Date') ?? '')?.[1] ?? 'YEAR';
  const language = englishLanguageName(languageOf(name));
  // Babel's `header_comment`: only "Translations template" becomes the language's (PROJECT, VERSION
  // and ORGANIZATION are the template's own, which a template Babel extracted still spells so).
  const substitutions = babel
    ? ([['Translations template', `${language} translations`]] as const)
    : ([
        ['SOME DESCRIPTIVE TITLE', `${language} translations for ${id} package`],
        ['PACKAGE', id],
        ['FIRST AUTHOR <EMAIL@ADDRESS>', 'Automatically generated'],
        ['YEAR', year],
      ] as const);
  const changed = new Map<number, string | undefined>();
  for (const index of block.comments) {
    const text = (lines[index] as Line).text;
    if (text.startsWith('#,')) {
      const flags = text
        .slice(2)
        .split(',')
        .map((flag) => flag.trim())
        .filter((flag) => flag !== '');
      if (!flags.includes('fuzzy')) continue;
      const rest = flags.filter((flag) => flag !== 'fuzzy');
      changed.set(index, rest.length === 0 ? undefined : `#, ${rest.join(', ')}`);
    } else if (text === '#' || text.startsWith('# ') || !/^#[.:|~]/.test(text)) {
      const updated = `#${substitute(text.slice(1), substitutions)}`;
      if (updated !== text) changed.set(index, updated);
    }
  }
  return changed;
}

/**
 * The catalog msginit creates for `locale` from `template` (a `.pot`, or a source locale's `.po`):
 * the header filled in as `fillHeader` says, each message's msgstr emptied (a source catalog's texts
 * are not the new locale's) with the locale's number of plural forms, and for English the msgids
 * copied, as msginit does; comments, flags, references, obsolete messages and folding kept.
 */
export function initPo(template: string, locale: string, sibling?: string): string {
  const document = scan(template);
  const name = catalogName(locale);
  const english = languageOf(name) === 'en';
  const header = document.blocks.find(isHeader);
  const oldHeader = header?.msgstr[0] ?? '';
  const pluralForms = gettextPluralForms(name) ?? getField(oldHeader, 'Plural-Forms');
  // Beside catalogs `pybabel init` made (calibre-web's), a new one is made as it makes one.
  const babel = sibling !== undefined && writtenByBabel(sibling);
  const filled = babel
    ? fillBabelHeader(oldHeader, name, pluralForms)
    : fillHeader(oldHeader, name, gettextPluralForms(name));
  const forms = nplurals(pluralForms) || 2;
  const edits = new LineEdits();
  const headerLines = ['msgid ""', ...formatField('msgstr', filled, babel ? BABEL : MSGCAT)];
  if (header) {
    for (const [index, text] of headerComments(document.lines, header, oldHeader, name, babel)) {
      if (text === undefined) edits.dropped.add(index);
      else edits.replace(index, index, [text]);
    }
    const fields = header.fields;
    edits.replace(
      (fields[0] as { first: number }).first,
      (fields.at(-1) as { last: number }).last,
      headerLines,
    );
  } else {
    const first = document.blocks[0];
    if (first) edits.insert(first.first, [...headerLines, '']);
    else edits.insert(0, headerLines);
  }
  let folding: Folding | undefined;
  for (const block of document.blocks) {
    if (block.obsolete || isHeader(block)) continue;
    const msgstr = block.fields.filter((field) => field.name === 'msgstr');
    const first = msgstr[0];
    const last = msgstr.at(-1);
    if (!first || !last) continue;
    const plural = block.msgidPlural !== undefined;
    let lines: string[];
    if (english) {
      folding ??= detectFoldings(document).source;
      const texts = plural ? [block.msgid, block.msgidPlural as string] : [block.msgid];
      lines = texts.flatMap((text, i) =>
        formatField(plural ? `msgstr[${i}]` : 'msgstr', text, folding as Folding),
      );
    } else if (plural) {
      lines = Array.from({ length: forms }, (_, i) => `msgstr[${i}] ""`);
    } else lines = ['msgstr ""'];
    edits.replace(first.first, last.last, lines);
  }
  return edits.apply(document);
}
