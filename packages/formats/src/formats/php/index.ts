import type { ParseOptions, TranslationFormat } from '../../contract.ts';
import type { Entries, FileStyle } from '../../model.ts';
import { endsWithNewline } from '../../shared/lines.ts';
import { phpEntries, phpLeaves, readPhp } from './read.ts';
import { rewritePhp } from './rewrite.ts';
import { sortedPhp } from './sort.ts';
import { arraySyntaxOf, isArraySyntax, withArraySyntax } from './syntax.ts';
import { serializePhp } from './write.ts';

/** Parses a Laravel language file into entries with dotted keys (`a.b` for `'a' => ['b' => …]`). */
export function parsePhp(content: string, options: ParseOptions = {}): Entries {
  return phpEntries(phpLeaves(readPhp(content), options.warn));
}

/** True when `text` is a PHP language file this format reads (a template a new file can follow). */
function readable(text: string): boolean {
  try {
    readPhp(text);
    return true;
  } catch {
    return false;
  }
}

function detectStyle(content: string): FileStyle {
  const file = readPhp(content);
  const first = file.root.items[0];
  const line = first ? content.slice(content.lastIndexOf('\n', first.start - 1) + 1, first.start) : '';
  return {
    structure: 'flat',
    indent: /^[ \t]+$/.test(line) ? line : '    ',
    trailingNewline: endsWithNewline(content),
    keyOrder: [...phpLeaves(file).keys()],
    ...(arraySyntaxOf(file) !== undefined && { syntax: arraySyntaxOf(file) }),
  };
}

/**
 * PHP language files read as data and never run: Laravel's (`lang/{locale}/{group}.php` returning
 * nested arrays), and files assigning each text (Moodle's `$string['x'] = '…';`, Roundcube's
 * `labels.inc`); texts are kept whole (`:name` placeholders, `a|b` and `{0} …|[1,*] …` plurals).
 */
export const php: TranslationFormat = {
  name: 'php',
  extensions: ['.php', '.inc'],
  structures: ['flat'],
  parse: parsePhp,
  // A new file's arrays are spelled as `style.syntax` says (its siblings', else its source's).
  serialize: (entries, { style, template, sortKeys }) => {
    const syntax = isArraySyntax(style?.syntax) ? style.syntax : undefined;
    if (template !== undefined && readable(template)) {
      const spelled = syntax === undefined ? template : withArraySyntax(template, syntax);
      return rewritePhp(entries, sortKeys === true ? sortedPhp(spelled) : spelled, true);
    }
    return serializePhp(entries, {
      ...(style?.indent !== undefined && { indent: style.indent }),
      ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
      ...(syntax !== undefined && { short: syntax === '[]' }),
    });
  },
  detectStyle,
  serializeOver: (entries, existing) => rewritePhp(entries, existing),
  // A new file is the source's with the locale's texts, as a translator copies it: a Laravel array
  // keeps the source's header comment, comments, nesting and `=>` alignment; a file of assignments
  // its statements (Moodle and Roundcube name the array variable and keep a header there).
  needsTemplate: true,
};
