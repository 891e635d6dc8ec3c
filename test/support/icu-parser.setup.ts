// The checks are synchronous and load the ICU parser on demand (`withIcuParser`, which the push and
// pull use); tests call them directly, so every test file starts with the parser loaded. The test
// of loading on demand (packages/formats/test/icu-lazy.test.ts) reads a fresh copy of the module.
import { loadIcuParser } from '../../packages/formats/src/checks/icu.ts';

await loadIcuParser();
