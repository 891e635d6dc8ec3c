import type { TranslationFormat } from '../../contract.ts';
import type { FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { xmlIndentOf } from '../../shared/xml.ts';
import { readXliff } from './read.ts';
import { serializeOver } from './rewrite.ts';
import { serializeXliff } from './write.ts';

function detectStyle(content: string): FileStyle {
  return {
    structure: 'flat',
    indent: xmlIndentOf(content, '  '),
    trailingNewline: endsWithNewline(content),
    keyOrder: [...readXliff(content).entries.keys()],
  };
}

/**
 * XLIFF 1.2 and 2.0. A new translation file is the source locale's file (the template) with the
 * texts as targets and the locale as target language, so it keeps the units' keys as the file's own
 * tool reads them (Symfony keys a unit by its `<source>`: a file of one language whose sources are the
 * translations would be keyed by them). Without a template: a 1.2 file of one language.
 */
export const xliff: TranslationFormat = {
  name: 'xliff',
  extensions: ['.xlf', '.xliff'],
  structures: ['flat'],
  parse: (content, options) => readXliff(content, options).entries,
  serialize: (entries, options) =>
    options.template !== undefined && options.locale !== undefined
      ? serializeOver(entries, options.template, { structure: 'flat', locale: options.locale })
      : serializeXliff(entries, options.locale === undefined ? {} : { sourceLanguage: options.locale }),
  detectStyle,
  serializeOver,
  needsTemplate: true,
};
