export const id = 379;
export const ids = [379];
export const modules = {

/***/ 8971:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ usePlainParsers)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6416);

// The repository side's few zod schemas (`.locale/config.json`, crowdin.yml) load with the modules
// that use them, never at an action's start. By default zod compiles a parser for each object schema
// the first time it checks a value (`new Function`), which pays only over many values: a run checks
// each of these once, so compiling costs more than it saves. zod reads the setting when a schema is
// built, hence a call before each build rather than a setting at load.
/** Has the zod schemas built after this call check values with zod's plain parsers. */
function usePlainParsers() {
    (0,zod__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W)({ jitless: true });
}


/***/ }),

/***/ 2379:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   crowdinSchemas: () => (/* binding */ crowdinSchemas)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9143);
/* harmony import */ var _plain_zod_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8971);


// The schemas crowdin-config.ts checks a Crowdin configuration with, a module apart so that zod loads
// only for a repository that has one (crowdin-config.ts imports this module when it reads one).
function buildSchemas() {
    (0,_plain_zod_js__WEBPACK_IMPORTED_MODULE_0__/* .usePlainParsers */ .Q)();
    /** A YAML scalar written as a path or a code: `no` and `1` are YAML scalars too. */
    const text = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY()]).transform(String);
    return {
        entry: zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
            source: text.optional(),
            translation: text.optional(),
            languages_mapping: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), text).nullable()).nullable().optional(),
        }),
        config: zod__WEBPACK_IMPORTED_MODULE_1__/* .looseObject */ ._H3({
            base_path: text.optional(),
            files: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()).optional(),
        }),
    };
}
let schemas;
/** The schemas of a configuration and of one `files` entry, built at the first configuration read. */
function crowdinSchemas() {
    schemas ??= buildSchemas();
    return schemas;
}


/***/ })

};
