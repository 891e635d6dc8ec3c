// The formats package with every format loaded, so that `getFormat` answers at once for all of them,
// plus each format's own functions. Servers, tests and library users
// import this; a bundled action imports `core.ts` and loads only the formats its run uses.
import { loadIcuParser } from './checks/icu.ts';
import { loadAllFormats } from './registry.ts';

export * from './core.ts';
export { parseAndroid } from './formats/android/read.ts';
export { encodeAndroid, serializeAndroid } from './formats/android/write.ts';
export { type ArbFile, readArb } from './formats/arb/read.ts';
export { type ArbWriteOptions, serializeArb } from './formats/arb/write.ts';
export { parsePo } from './formats/po/read.ts';
export { type PoWriteOptions, serializePo } from './formats/po/write.ts';
export { parseProperties } from './formats/properties/read.ts';
export { type PropertiesWriteOptions, serializeProperties } from './formats/properties/write.ts';
export { parseStrings } from './formats/strings/read.ts';
export { serializeStrings } from './formats/strings/write.ts';
export type { XliffFile, XliffKeying, XliffVersion } from './formats/xliff/model.ts';
export { readXliff } from './formats/xliff/read.ts';
export { serializeXliff, type XliffWriteOptions } from './formats/xliff/write.ts';
export type { YamlFile } from './formats/yaml/model.ts';
export { isLanguageCode, parseYaml } from './formats/yaml/read.ts';
export { serializeYaml } from './formats/yaml/write.ts';
export { gettextPluralForms, PO_CONTEXT_SEPARATOR, poKey } from './gettext.ts';

// The checks here are the synchronous functions they always were: only `core.ts` loads the ICU
// parser on demand (docs/formats.md).
await Promise.all([loadAllFormats(), loadIcuParser()]);
