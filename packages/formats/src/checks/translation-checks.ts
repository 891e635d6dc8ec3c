import type { Entries } from '../model.ts';
import {
  type PlaceholderCheckOptions,
  type PlaceholderProblem,
  passes,
  placeholderProblemsOfKey,
  placeholderScope,
  type SyntaxProblem,
  syntaxProblemOfKey,
} from './placeholders.ts';
import { mayNamePluralForm, type PluralProblem, PluralTally } from './plurals.ts';
import type { FileTexts } from './text-cache.ts';

/** Options of `checkTranslation`. */
export interface TranslationCheckOptions extends PlaceholderCheckOptions {
  /** The locale whose plural forms the translation must have: with it, `checkPlurals` runs too. */
  pluralLocale?: string;
}

/** What `checkTranslation` finds, by check. */
export interface TranslationProblems {
  /** `checkPlaceholders`'s answer. */
  placeholders: PlaceholderProblem[];
  /** `checkMessageSyntax`'s answer. */
  syntax: SyntaxProblem[];
  /** `checkPlurals`'s answer (the translation's entries, its locale, the source), empty without `pluralLocale`. */
  plurals: PluralProblem[];
}

/**
 * `checkPlaceholders`, `checkMessageSyntax` and, with `pluralLocale`, `checkPlurals` of one
 * translation file, in one pass over its entries: the same problems in the same order. A key the
 * three would pass is let go at a first look, for most keys of a file: a key that cannot name a
 * plural form, with an empty text, or with its source's own text (no ICU plural in it), or with a
 * plain text (plain.ts) holding its plain source's arguments.
 */
export function checkTranslation(
  source: Entries,
  translation: Entries,
  options: TranslationCheckOptions = {},
): TranslationProblems {
  const scope = placeholderScope(source, translation, options);
  const { texts, own } = scope;
  const tally =
    options.pluralLocale === undefined
      ? undefined
      : new PluralTally(translation, options.pluralLocale, source, options);
  const placeholders: PlaceholderProblem[] = [];
  const syntax: SyntaxProblem[] = [];
  const quick = texts.shortcuts;
  // A gettext message with an empty source text is compared with its msgid (`referenceText`).
  const po = options.format === 'po';
  for (const [key, text] of translation) {
    if (quick && !mayNamePluralForm(key)) {
      if (text === '') continue;
      const sourceText = source.get(key);
      if (sourceText !== undefined && (sourceText !== '' || !po) && passesAll(sourceText, text, own, texts))
        continue;
    }
    placeholderProblemsOfKey(scope, key, text, placeholders);
    if (scope.judgesIcuSyntax) {
      const problem = syntaxProblemOfKey(source, translation, texts, key, text, scope.plainApostrophes);
      if (problem !== undefined) syntax.push(problem);
    }
    tally?.add(key, text);
  }
  return { placeholders, syntax, plurals: tally?.problems() ?? [] };
}

/**
 * Whether a translation of a key that names no plural form passes the three checks against its
 * source text. Its source's own text passes the placeholder and syntax checks, so only an ICU plural
 * in it is left to read. Any other text passes only as a plain one (`passes`), and a plain text is
 * valid ICU without a plural.
 */
function passesAll(sourceText: string, text: string, own: boolean, texts: FileTexts): boolean {
  if (text === sourceText) return !text.includes('plural') && !text.includes('selectordinal');
  return passes(sourceText, text, own, texts);
}
