// The formats package without the code of the formats a run may not use: YAML, properties, ARB,
// XLIFF, .strings and Android are loaded on demand (`loadFormats`); JSON and gettext PO (which the
// checks need) always are. What a bundled action imports, so that a run compiles only the parsers it
// uses. `index.ts` is this plus every format's own functions, with every format loaded.
export {
  type Coverage,
  type CoverageOptions,
  coverage,
  coverageByLocale,
  type FillMode,
  fillMissing,
} from './checks/coverage.ts';
export { compileGettextPlural, poPluralForms } from './checks/gettext-plural.ts';
export {
  checkMessageSyntax,
  checkPlaceholders,
  comparePlaceholders,
  type ExtractOptions,
  extractPlaceholders,
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
export { FormatError } from './errors.ts';
export {
  buildTree,
  detectJsonStyle,
  json,
  nest,
  parseJson,
  serializeJson,
  serializeJsonOver,
} from './json.ts';
export { LIMITS } from './limits.ts';
export { DEFAULT_DELIMITER, type Entries, type FileStyle, type Structure, sameEntries } from './model.ts';
export {
  type FormatInfo,
  type FormatWarning,
  formatForExtension,
  formatInfoForExtension,
  formatInfos,
  getFormat,
  knownExtensions,
  loadAllFormats,
  loadFormat,
  loadFormats,
  type ParseOptions,
  renderOver,
  type SerializeOptions,
  type TranslationFormat,
} from './registry.ts';
