export const id = 774;
export const ids = [774];
export const modules = {

/***/ 5774:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createProxyFetch: () => (/* binding */ createProxyFetch)
/* harmony export */ });
/* harmony import */ var undici__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1684);

/**
 * A fetch through undici's proxy agent for HTTP_PROXY, HTTPS_PROXY and NO_PROXY (any case). In a
 * module of its own because undici is most of an action bundle: `createNodeFetch` imports this only
 * when a proxy variable is set, so a run without a proxy never loads undici.
 */
function createProxyFetch(env) {
    const dispatcher = new undici__WEBPACK_IMPORTED_MODULE_0__/* .EnvHttpProxyAgent */ .J2({
        httpProxy: env.HTTP_PROXY ?? env.http_proxy,
        httpsProxy: env.HTTPS_PROXY ?? env.https_proxy,
        noProxy: env.NO_PROXY ?? env.no_proxy,
    });
    return ((input, init) => (0,undici__WEBPACK_IMPORTED_MODULE_0__/* .fetch */ .hd)(input, { ...init, dispatcher }));
}


/***/ })

};
