// A new language's `.ts` from the project's source `.ts`, as lupdate writes a file it creates for a
// new language (checked against Qt 5.15's lupdate): the source file's bytes with `language` set to
// the locale as Qt names it, every message's translation emptied and marked `type="unfinished"`
// (a numerus message with as many empty `<numerusform>`s as the language has in Qt), and what a new
// language has not got yet left out: obsolete and vanished messages, translator comments, the
// previous source texts (`<oldsource>`, `<oldcomment>`). Locations, contexts, comments, extracted
// comments, the XML declaration, DOCTYPE, `version` and `sourcelanguage` stay as the source has them.
import {
  applyEdits,
  type Edit,
  escapeXmlAttribute,
  indentationAt,
  scanElements,
  whitespaceBefore,
  type XmlElement,
} from '../../shared/xml.ts';
import { numerusCategories } from './numerus.ts';

const WHAT = 'Qt Linguist TS';
const NOT_YET = new Set(['translatorcomment', 'oldsource', 'oldcomment']);

/**
 * The name lupdate gives a language in `language`: QLocale's name, language and territory with `_`
 * (`de` is `de_DE`, `ja` is `ja_JP`, `pt-BR` is `pt_BR`), the territory Unicode's likely subtags give.
 */
export function qtLanguageName(locale: string): string {
  const tag = locale.replace(/@.*$/, '').replace(/_/g, '-');
  try {
    const maximized = new Intl.Locale(tag).maximize();
    if (maximized.region !== undefined) return `${maximized.language}_${maximized.region}`;
    return maximized.language;
  } catch {
    return locale.replace(/-/g, '_');
  }
}

/** The element whose start tag `child` (an element of `parent`) is, dropped with its line. */
function drop(content: string, element: XmlElement): Edit {
  return { start: whitespaceBefore(content, element.start), end: element.end, text: '' };
}

/** A sibling translation's `language`, when its start tag (within its first bytes) has one. */
const SIBLING_LANGUAGE = /<TS\b[^>]*?\slanguage\s*=\s*["']([^"']*)["']/;

/**
 * The source `.ts` as the blank file lupdate would create for `locale`; with a `sibling` translation
 * whose `language` is a language alone (Transifex writes `language="de"` where lupdate writes
 * `de_DE`), the locale as the sibling's tool spells it (`fr`, `pt_BR`).
 */
export function blankTs(template: string, locale: string, sibling?: string): string {
  const root = scanElements(template, WHAT).find((element) => element.name === 'TS');
  if (!root) return template;
  const theirs = sibling === undefined ? undefined : SIBLING_LANGUAGE.exec(sibling.slice(0, 4096))?.[1];
  const language =
    theirs !== undefined && /^[a-z]{2,3}$/.test(theirs) ? locale.replace(/-/g, '_') : qtLanguageName(locale);
  const forms = (numerusCategories(language) ?? ['other']).length;
  const edits: Edit[] = [];
  const tag = template.slice(root.start, root.openEnd);
  const attribute = /(\slanguage\s*=\s*)(?:"[^"]*"|'[^']*')/.exec(tag);
  const value = `"${escapeXmlAttribute(language)}"`;
  if (attribute) {
    const at = root.start + attribute.index + (attribute[1] as string).length;
    edits.push({ start: at, end: root.start + attribute.index + attribute[0].length, text: value });
  } else {
    // lupdate writes `language` right after `version`.
    const version = /\sversion\s*=\s*(?:"[^"]*"|'[^']*')/.exec(tag);
    const at = version ? root.start + version.index + version[0].length : root.start + '<TS'.length;
    edits.push({ start: at, end: at, text: ` language=${value}` });
  }
  for (const context of root.children) {
    if (context.name !== 'context') continue;
    const messages = context.children.filter((child) => child.name === 'message');
    const kept = messages.filter((message) => {
      const type = message.children.find((child) => child.name === 'translation')?.attributes.get('type');
      return type !== 'obsolete' && type !== 'vanished';
    });
    if (messages.length > 0 && kept.length === 0) {
      edits.push(drop(template, context));
      continue;
    }
    for (const message of messages) {
      if (!kept.includes(message)) {
        edits.push(drop(template, message));
        continue;
      }
      for (const child of message.children) {
        if (NOT_YET.has(child.name)) edits.push(drop(template, child));
        else if (child.name === 'translation')
          edits.push({
            start: child.start,
            end: child.end,
            text: emptyTranslation(template, message, child, forms),
          });
      }
    }
  }
  return applyEdits(template, edits);
}

/** An untranslated `<translation>` as lupdate writes it, at the indentation of the one it replaces. */
function emptyTranslation(
  template: string,
  message: XmlElement,
  translation: XmlElement,
  forms: number,
): string {
  const open = '<translation type="unfinished">';
  const numerus = message.attributes.get('numerus') === 'yes';
  // A source written with empty elements closed in their start tag (qBittorrent's WebUI catalogs,
  // `<translation type="unfinished" />`, which its siblings share) keeps that spelling.
  if (translation.selfClosing && !numerus) {
    const tag = template.slice(translation.start, translation.end);
    return /\stype\s*=/.test(tag) ? tag : tag.replace(/^<translation/, '<translation type="unfinished"');
  }
  if (!numerus) return `${open}</translation>`;
  const indent = indentationAt(template, translation.start) ?? '        ';
  const step = indentationAt(template, message.start) ?? '    ';
  const form = `\n${indent}${step}<numerusform></numerusform>`;
  return `${open}${form.repeat(forms)}\n${indent}</translation>`;
}
