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
export { encodeAndroid, parseAndroid, serializeAndroid } from './formats/android.ts';
export { type ArbFile, type ArbWriteOptions, readArb, serializeArb } from './formats/arb.ts';
export {
  gettextPluralForms,
  PO_CONTEXT_SEPARATOR,
  type PoWriteOptions,
  parsePo,
  poKey,
  serializePo,
} from './formats/po.ts';
export { type PropertiesWriteOptions, parseProperties, serializeProperties } from './formats/properties.ts';
export { parseStrings, serializeStrings } from './formats/strings.ts';
export {
  readXliff,
  serializeXliff,
  type XliffFile,
  type XliffKeying,
  type XliffVersion,
  type XliffWriteOptions,
} from './formats/xliff.ts';
export { isLanguageCode, parseYaml, serializeYaml, type YamlFile } from './formats/yaml.ts';
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
  type FormatWarning,
  formatForExtension,
  getFormat,
  knownExtensions,
  type ParseOptions,
  renderOver,
  type SerializeOptions,
  type TranslationFormat,
} from './registry.ts';
