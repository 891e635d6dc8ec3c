import type { Entries } from '../../model.ts';
import { escapeXmlAttribute, escapeXmlText } from '../../shared/xml.ts';
import type { XliffVersion } from './model.ts';
import { INLINE_ELEMENTS, isWellFormed } from './read.ts';

/** The text as element content: markup made only of XLIFF inline elements is kept, all else escaped. */
export function contentXml(value: string): string {
  const tags = [...value.matchAll(/<\/?([A-Za-z_][\w:.-]*)[^>]*>/g)];
  const inline =
    tags.length > 0 &&
    tags.every((tag) => INLINE_ELEMENTS.has(tag[1] as string)) &&
    isWellFormed(`<r>${value}</r>`);
  return inline ? value : escapeXmlText(value);
}

/** How `serializeXliff` writes. */
export interface XliffWriteOptions {
  version?: XliffVersion;
  /** Language of the sources; `und` (undetermined) when not given. */
  sourceLanguage?: string;
  /** When given, the texts are written as targets in this language and `sources` as sources. */
  targetLanguage?: string;
  /** Source texts by key, for a file with targets; a missing source is written empty. */
  sources?: Entries;
}

/**
 * Writes a new XLIFF file. Without a target language the texts are the sources (a file of one
 * language); with one they are targets, next to `sources`.
 */
export function serializeXliff(entries: Entries, options: XliffWriteOptions = {}): string {
  const version = options.version ?? '1.2';
  const source = escapeXmlAttribute(options.sourceLanguage ?? 'und');
  const target =
    options.targetLanguage === undefined ? undefined : escapeXmlAttribute(options.targetLanguage);
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const unitLines = (key: string, value: string, indent: string): string[] => {
    const sourceText = target === undefined ? value : (options.sources?.get(key) ?? '');
    return [
      `${indent}<source>${contentXml(sourceText)}</source>`,
      ...(target === undefined ? [] : [`${indent}<target>${contentXml(value)}</target>`]),
    ];
  };
  if (version === '1.2') {
    lines.push('<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">');
    lines.push(
      `  <file source-language="${source}"${target === undefined ? '' : ` target-language="${target}"`} datatype="plaintext" original="messages">`,
    );
    lines.push('    <body>');
    for (const [key, value] of entries) {
      lines.push(`      <trans-unit id="${escapeXmlAttribute(key)}">`, ...unitLines(key, value, '        '));
      lines.push('      </trans-unit>');
    }
    lines.push('    </body>', '  </file>', '</xliff>');
  } else {
    lines.push(
      `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="${source}"${target === undefined ? '' : ` trgLang="${target}"`}>`,
    );
    lines.push('  <file id="f1">');
    for (const [key, value] of entries) {
      lines.push(
        `    <unit id="${escapeXmlAttribute(key)}">`,
        '      <segment>',
        ...unitLines(key, value, '        '),
      );
      lines.push('      </segment>', '    </unit>');
    }
    lines.push('  </file>', '</xliff>');
  }
  return `${lines.join('\n')}\n`;
}
