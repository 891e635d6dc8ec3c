// The formats package without the code of the formats a run may not use: every format but JSON is
// loaded on demand (`loadFormats`), gettext PO included (the checks read gettext's plural rules from
// gettext.ts). What a bundled action imports, so that a run compiles only the parsers it
// uses. `index.ts` is this plus every format's own functions, with every format loaded.
export {
  type Coverage,
  type CoverageOptions,
  coverage,
  coverageByLocale,
  type FillMode,
  fillMissing,
} from './checks/coverage.ts';
export { loadIcuParser, withIcuParser } from './checks/icu.ts';
export {
  checkMessageSyntax,
  checkPlaceholders,
  comparePlaceholders,
  type ExtractOptions,
  extractPlaceholders,
  icuQuotingOf,
  type PlaceholderCheckOptions,
  type PlaceholderProblem,
  type SyntaxProblem,
} from './checks/placeholders.ts';
export {
  type PluralRule,
  type PluralRuntime,
  pluralRuleFor,
  pluralRuntimeOf,
  type RuntimeOptions,
} from './checks/plural-rules.ts';
export {
  checkPlurals,
  groupKeys,
  groupRule,
  PLURAL_CATEGORIES,
  type PluralCategory,
  type PluralKey,
  type PluralKeyStyle,
  type PluralProblem,
  pluralCategories,
  pluralGroupOf,
  pluralKey,
  singleCount,
} from './checks/plurals.ts';
export { messageOf, type ShapeConflict, shapeConflicts } from './checks/shapes.ts';
export {
  createTextCache,
  type FileTexts,
  type TextCache,
  type TextCacheOptions,
} from './checks/text-cache.ts';
export {
  checkTranslation,
  type TranslationCheckOptions,
  type TranslationProblems,
} from './checks/translation-checks.ts';
export { variantBaseOf } from './checks/variants.ts';
export type {
  FormatInfo,
  FormatWarning,
  ParseOptions,
  RewriteLocalesOptions,
  SerializeOptions,
  TranslationFormat,
} from './contract.ts';
export { FormatError } from './errors.ts';
export { json } from './formats/json/index.ts';
export { buildTree, nest } from './formats/json/model.ts';
export { parseJson } from './formats/json/read.ts';
export { serializeJsonOver } from './formats/json/rewrite.ts';
export { detectJsonStyle, serializeJson } from './formats/json/write.ts';
export { compileGettextPlural, poPluralForms } from './gettext.ts';
export { LIMITS } from './limits.ts';
export { DEFAULT_DELIMITER, type Entries, type FileStyle, type Structure, sameEntries } from './model.ts';
export {
  formatForExtension,
  formatForPath,
  formatInfoForExtension,
  formatInfoForPath,
  formatInfos,
  getFormat,
  knownExtensions,
  loadAllFormats,
  loadFormat,
  loadFormats,
  renderOver,
} from './registry.ts';
export { escapesNonAscii } from './shared/escaping.ts';
export { isSortedByKey } from './shared/key-order.ts';
export { quotedEnd } from './shared/quoted.ts';
