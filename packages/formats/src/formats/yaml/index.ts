import type { TranslationFormat } from '../../contract.ts';
import { pathsOfSource } from './names-as-written.ts';
import { parseYaml } from './read.ts';
import { serializeOver } from './rewrite.ts';
import { rootKeyFor } from './root-key.ts';
import { scalarStyleOf } from './source-style.ts';
import { sourceValuesOf } from './source-values.ts';
import { detectStyle, serializeYaml } from './write.ts';

/**
 * Whether a new file is written under a locale root key: as its source file (else its sibling
 * translation) is, Rails-style or plain (Symfony's `translations/messages.de.yml` has no `de:`
 * root); with neither, Rails-style.
 */
function railsStyle(model: string | undefined): boolean {
  if (model === undefined) return true;
  try {
    return parseYaml(model).locale !== undefined;
  } catch {
    return true;
  }
}

/** YAML, Rails-style (locale root key) or plain, nested or flat; keys are joined with dots. */
export const yaml: TranslationFormat = {
  name: 'yaml',
  extensions: ['.yml', '.yaml'],
  parse: (content, options) => parseYaml(content, { warn: options?.warn }).entries,
  serialize: (entries, { structure, style, locale, template, sibling, path }) => {
    const pathOf = template !== undefined && structure === 'nested' ? pathsOfSource(template) : undefined;
    const scalars = template === undefined ? undefined : scalarStyleOf(template);
    const sourceValues = template === undefined ? undefined : sourceValuesOf(template, structure);
    return serializeYaml(entries, {
      structure,
      ...(sourceValues !== undefined && { sourceValues }),
      ...(pathOf !== undefined && { pathOf }),
      ...(scalars !== undefined && { scalars }),
      ...(locale === undefined || !railsStyle(template ?? sibling)
        ? {}
        : { locale: rootKeyFor(locale, path) }),
      ...(style?.indent !== undefined && { indent: style.indent }),
      ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
    });
  },
  detectStyle,
  serializeOver,
  needsTemplate: true,
};
