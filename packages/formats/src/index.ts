// The formats package with every format loaded, so that `getFormat` answers at once for all of them,
// plus each format's own functions. Servers, tests and library users
// import this; a bundled action imports `core.ts` and loads only the formats its run uses.
import { loadAllFormats } from './registry.ts';

export * from './core.ts';
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

await loadAllFormats();
