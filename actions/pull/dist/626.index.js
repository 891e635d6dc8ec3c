export const id = 626;
export const ids = [626];
export const modules = {

/***/ 2555:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qB: () => (/* binding */ PULL_INPUTS),
  Du: () => (/* binding */ PULL_OUTPUTS),
  R9: () => (/* binding */ readPullInputs)
});

// EXTERNAL MODULE: ../../packages/sync/src/settings.ts
var settings = __webpack_require__(7286);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ../../packages/protocol/src/constants.ts
var constants = __webpack_require__(1857);
;// CONCATENATED MODULE: ../../packages/sync/src/branch/translation-branch.ts



/** The default of `translation-branch` / `--translation-branch`: the workflow's git branch, unless it is the default one. */
const TRANSLATION_BRANCH_AUTO = 'auto';
/** Turns the translation branch off (main), as `''` does. */
const TRANSLATION_BRANCH_NONE = 'none';
/**
 * Resolves `translation-branch`. `''` and `none`: main. `auto`: the pull request's head branch on a
 * pull_request event (GITHUB_HEAD_REF; GitLab CI_MERGE_REQUEST_SOURCE_BRANCH_NAME), else the pushed
 * branch (GITHUB_REF refs/heads/…; GitLab CI_COMMIT_BRANCH), and main when that is the repository's
 * default branch (the event file's repository.default_branch; GitLab CI_DEFAULT_BRANCH; when
 * neither tells, `main` and `master` count as default) or when the run is on no branch (a tag).
 * Anything else is the branch's name (a leading refs/heads/ is dropped).
 */
function resolveTranslationBranch(value, label, env) {
    const raw = value.trim();
    if (raw === '' || raw === TRANSLATION_BRANCH_NONE) {
        return { branch: undefined, reason: `translation branch: none (main), as ${label} says` };
    }
    if (raw !== TRANSLATION_BRANCH_AUTO) {
        const name = raw.replace(/^refs\/heads\//, '');
        checkName(name, `${label} "${value}"`);
        return { branch: name, reason: `translation branch: ${name} (from ${label})` };
    }
    const git = gitBranchFromEnv(env);
    if (git === undefined) {
        return { branch: undefined, reason: 'translation branch: none (main): the run is on no git branch' };
    }
    const fallback = defaultBranchFromEnv(env);
    const isDefault = fallback === undefined ? git === 'main' || git === 'master' : git === fallback;
    if (isDefault) {
        return {
            branch: undefined,
            reason: `translation branch: none (main): ${git} is the repository's default branch`,
        };
    }
    if (!constants/* BRANCH_PATTERN */.Gw.test(git)) {
        throw new settings/* SettingError */.L_(`the git branch "${git}" cannot name a translation branch (letters, digits and . _ / @ + -, at most 200): set ${label} to a name, or to none`);
    }
    return { branch: git, reason: `translation branch: ${git} (the workflow's git branch)` };
}
/** The git branch the CI run is about: a pull request's head branch, else the pushed branch. */
function gitBranchFromEnv(env) {
    const pick = (name) => (env[name] ? env[name] : undefined);
    const head = pick('GITHUB_HEAD_REF') ?? pick('CI_MERGE_REQUEST_SOURCE_BRANCH_NAME');
    if (head !== undefined)
        return head;
    const ref = pick('GITHUB_REF');
    if (ref !== undefined)
        return ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
    return pick('CI_COMMIT_BRANCH');
}
/** The repository's default branch, when the CI run tells it. */
function defaultBranchFromEnv(env) {
    if (env.CI_DEFAULT_BRANCH)
        return env.CI_DEFAULT_BRANCH;
    const path = env.GITHUB_EVENT_PATH;
    if (!path)
        return undefined;
    try {
        const event = JSON.parse((0,external_node_fs_.readFileSync)(path, 'utf8'));
        const repository = own(event, 'repository');
        const name = own(repository, 'default_branch');
        return typeof name === 'string' && name !== '' ? name : undefined;
    }
    catch {
        // An unreadable event file tells nothing: the main/master rule applies.
        return undefined;
    }
}
function own(value, name) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, name))
        return undefined;
    return value[name];
}
function checkName(name, what) {
    if (!constants/* BRANCH_PATTERN */.Gw.test(name)) {
        throw new settings/* SettingError */.L_(`${what} is not a translation branch name: use at most 200 letters, digits and . _ / @ + -, without "..", "//", "@{", or a leading or trailing "/" or "." (or none for main)`);
    }
}

// EXTERNAL MODULE: ../../actions/shared/src/credentials.ts
var src_credentials = __webpack_require__(7871);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ../../actions/shared/src/github/settings.ts
// Checks of the GitHub inputs and the runner's GitHub variables. Imported eagerly by the actions'
// inputs.ts, so it must stay free of @actions/github: the client is loaded only when a feature needs it.


/** Reads the GitHub variables the runner sets; `GITHUB_REPOSITORY` is required. */
function gitHubRunFromEnv(env) {
    const full = env.GITHUB_REPOSITORY ?? '';
    const match = /^([^/\s]+)\/([^/\s]+)$/.exec(full);
    if (!match) {
        throw new settings/* SettingError */.L_(`GITHUB_REPOSITORY is ${full === '' ? 'not set' : `"${full}"`}: the GitHub features (pull requests, comments) need the owner/name the runner sets; run them in a GitHub Actions job`);
    }
    const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    return {
        owner: match[1],
        repo: match[2],
        apiUrl: (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, ''),
        runUrl: env.GITHUB_RUN_ID ? `${server}/${full}/actions/runs/${env.GITHUB_RUN_ID}` : undefined,
        eventName: env.GITHUB_EVENT_NAME ?? '',
        eventPath: env.GITHUB_EVENT_PATH || undefined,
    };
}
/** The token input; an unexpanded `${{ … }}` (a run outside the runner) counts as missing. */
function parseGitHubToken(value, label) {
    const token = value.trim();
    if (token === '' || token.startsWith('${{')) {
        throw new settings/* SettingError */.L_(`${label} is empty: pass a token with \`github-token: \${{ github.token }}\` (the default on GitHub) or a personal access token stored as a secret`);
    }
    if (/\s/.test(token))
        throw new settings/* SettingError */.L_(`${label} contains white space; pass the token alone`);
    return token;
}
/** A comma- or newline-separated list (labels, reviewers); empty items are dropped, duplicates kept once. */
function parseList(value) {
    const items = value
        .split(/[,\n]/)
        .map((item) => item.trim())
        .filter((item) => item !== '');
    return [...new Set(items)];
}
/**
 * A branch name as git accepts it (git check-ref-format): no `..`, no control characters or
 * `~^:?*[\`, no space, no leading or trailing `/` or `.`, not ending in `.lock`.
 */
function parseBranchName(value, label) {
    const name = value.trim().replace(/^refs\/heads\//, '');
    const bad = name === '' ||
        name === '@' ||
        name.includes('..') ||
        name.includes('@{') ||
        name.includes('//') ||
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what git refuses.
        /[\u0000-\u0020\u007f~^:?*[\\]/.test(name) ||
        /^[/.]|[/.]$/.test(name) ||
        /(^|\/)\./.test(name) ||
        /\.lock($|\/)/.test(name);
    if (bad) {
        throw new settings/* SettingError */.L_(`${label} "${value}" is not a valid branch name (git check-ref-format): use letters, digits, -, _, . and / such as locale-sync/translations`);
    }
    return name;
}
/** Events whose runs review a pull request instead of changing the service. */
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
/** Reads the pull request number and whether it comes from a fork from `GITHUB_EVENT_PATH`. */
async function readPullRequestEvent(eventPath) {
    if (eventPath === undefined) {
        throw new SettingError('GITHUB_EVENT_PATH is not set: the pull request event cannot be read');
    }
    let payload;
    try {
        payload = JSON.parse(await readFile(eventPath, 'utf8'));
    }
    catch (err) {
        throw new SettingError(`the event file ${eventPath} (GITHUB_EVENT_PATH) cannot be read as JSON: ${err instanceof Error ? err.message : String(err)}`);
    }
    const pr = field(payload, 'pull_request');
    const number = field(pr, 'number');
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
        throw new SettingError(`the event file ${eventPath} has no pull_request.number: is the workflow triggered by pull_request?`);
    }
    const headRepo = field(field(field(pr, 'head'), 'repo'), 'full_name');
    const baseRepo = field(field(field(pr, 'base'), 'repo'), 'full_name');
    return {
        number,
        fromFork: typeof headRepo === 'string' && typeof baseRepo === 'string' && headRepo !== baseRepo,
    };
}
/**
 * For a `pull_request` event whose action is `closed`: whether the pull request was merged. Undefined
 * for any other action (opened, synchronize, …) or an unreadable event file.
 */
async function readPullRequestClosed(eventPath) {
    if (eventPath === undefined)
        return undefined;
    let payload;
    try {
        payload = JSON.parse(await readFile(eventPath, 'utf8'));
    }
    catch {
        return undefined;
    }
    if (field(payload, 'action') !== 'closed')
        return undefined;
    return { merged: field(field(payload, 'pull_request'), 'merged') === true };
}
/** One property of an untrusted JSON value, only if it is an own property of an object. */
function field(value, name) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, name))
        return undefined;
    return value[name];
}
/** The default of `github-token`: a workflow expression the runner expands to the job's token. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: a workflow expression, not a template.
const GITHUB_TOKEN_DEFAULT = '${{ github.token }}';

// EXTERNAL MODULE: ../../actions/shared/src/inputs.ts
var inputs = __webpack_require__(6588);
// EXTERNAL MODULE: ../../actions/shared/src/runner-protocol.ts
var runner_protocol = __webpack_require__(6684);
;// CONCATENATED MODULE: ../../actions/shared/src/secrets.ts

// `scheme://userinfo@` at the start of an address: what carries a user and password.
const USERINFO = /^\s*[a-z][a-z0-9+.-]*:\/\/([^\s/?#@]*)@/i;
/**
 * The secrets an address carries: the password of `https://user:pass@host` (or the user of
 * `https://token@host`, where the user is the credential), as written and percent-decoded, since
 * either spelling can be printed. Read from the raw text, so an address that fails its check is
 * masked before the error that quotes it.
 */
function urlCredentials(value) {
    const userinfo = USERINFO.exec(value)?.[1];
    if (userinfo === undefined || userinfo === '')
        return [];
    const colon = userinfo.indexOf(':');
    const user = colon === -1 ? userinfo : userinfo.slice(0, colon);
    const password = colon === -1 ? '' : userinfo.slice(colon + 1);
    const secrets = new Set();
    // A user beside a password is a name, not a secret: masking a short name would hide it everywhere.
    for (const part of password === '' ? [user, userinfo] : [password, userinfo]) {
        if (part === '')
            continue;
        secrets.add(part);
        try {
            secrets.add(decodeURIComponent(part));
        }
        catch {
            // Not valid percent-encoding: only the written spelling can be printed.
        }
    }
    return [...secrets];
}
/** Masks the credentials of an address input (`api-url`) before anything can print it. */
function maskUrlCredentials(value) {
    for (const secret of urlCredentials(value))
        runner_protocol/* setSecret */.Pq(secret);
}

;// CONCATENATED MODULE: ../../actions/pull/src/inputs.ts






/** Every input of service-pull, as `action-pull.yml` declares it. */
const PULL_INPUTS = {
    ...inputs/* COMMON_INPUTS */.s,
    format: { name: 'format', required: false },
    locales: { name: 'locales', required: false, default: 'all' },
    structure: { name: 'structure', required: false },
    status: { name: 'status', required: false, default: 'approved' },
    missing: { name: 'missing', required: false, default: 'omit' },
    minCoverage: { name: 'min-coverage', required: false, default: '0' },
    createPullRequest: { name: 'create-pull-request', required: false, default: 'false' },
    githubToken: { name: 'github-token', required: false, default: GITHUB_TOKEN_DEFAULT },
    branch: { name: 'branch', required: false, default: 'locale-sync/translations' },
    base: { name: 'base', required: false },
    title: { name: 'title', required: false, default: 'Update translations from locale-sync' },
    labels: { name: 'labels', required: false },
    reviewers: { name: 'reviewers', required: false },
    commitMessage: { name: 'commit-message', required: false, default: 'Update translations from locale-sync' },
};
/** Output names of service-pull. */
const PULL_OUTPUTS = {
    changed: 'changed',
    changedFiles: 'changed-files',
    files: 'files',
    pullRequestNumber: 'pull-request-number',
    pullRequestUrl: 'pull-request-url',
    pullRequestOperation: 'pull-request-operation',
};
/**
 * The only place the pull action reads its inputs: a required input left out fails by name. `raw`
 * keeps an empty value empty instead of taking the default.
 */
function read(spec, raw = false) {
    const value = runner_protocol/* getInput */.V4(spec.name, { required: spec.required });
    return value === '' && !raw ? (spec.default ?? '') : value;
}
/** Reads and checks every input. The secret is masked before anything else can log. */
function readPullInputs(env = process.env) {
    const secret = read(PULL_INPUTS.syncSecret);
    if (secret !== '')
        runner_protocol/* setSecret */.Pq(secret);
    const rawApiUrl = read(PULL_INPUTS.apiUrl);
    maskUrlCredentials(rawApiUrl);
    const label = (spec) => (0,inputs/* inputLabel */.N)(spec);
    const apiUrl = (0,settings/* parseApiUrl */.nV)(rawApiUrl, label(PULL_INPUTS.apiUrl));
    const credentials = (0,src_credentials/* chooseCredentials */.Mk)({ secret, audience: read(PULL_INPUTS.audience), apiUrl, env });
    if (credentials === undefined)
        throw new src_credentials/* MissingCredentialsError */.DS();
    return {
        credentials,
        projectKey: (0,settings/* parseProjectKey */.WK)(read(PULL_INPUTS.projectKey), label(PULL_INPUTS.projectKey)),
        apiUrl,
        timeoutSeconds: (0,settings/* parseTimeout */.ZZ)(read(PULL_INPUTS.timeout), label(PULL_INPUTS.timeout)),
        workspace: env.GITHUB_WORKSPACE || process.cwd(),
        root: (0,settings/* resolveRoot */.H6)(read(PULL_INPUTS.path), env.GITHUB_WORKSPACE || process.cwd()),
        dryRun: (0,settings/* parseBoolean */.yG)(read(PULL_INPUTS.dryRun), label(PULL_INPUTS.dryRun)),
        format: (0,settings/* parseFormat */.Xc)(read(PULL_INPUTS.format), label(PULL_INPUTS.format)),
        // core.getInput trims, and a multi-line value keeps its inner newlines: `de\nfr` works.
        locales: (0,settings/* parseLocales */.ZV)(read(PULL_INPUTS.locales), label(PULL_INPUTS.locales)),
        structure: (0,settings/* parseStructure */.Vo)(read(PULL_INPUTS.structure), label(PULL_INPUTS.structure)),
        status: (0,settings/* parseStatus */.i$)(read(PULL_INPUTS.status), label(PULL_INPUTS.status)),
        missing: (0,settings/* parseMissing */._O)(read(PULL_INPUTS.missing), label(PULL_INPUTS.missing)),
        minCoverage: (0,settings/* parseMinCoverage */.K3)(read(PULL_INPUTS.minCoverage), label(PULL_INPUTS.minCoverage)),
        pullRequest: (0,settings/* parseBoolean */.yG)(read(PULL_INPUTS.createPullRequest), label(PULL_INPUTS.createPullRequest))
            ? readPullRequestInputs(env)
            : undefined,
        // Read raw: '' turns the translation branch off; the runner passes the default, auto, when it is left out.
        translationBranch: resolveTranslationBranch(read(PULL_INPUTS.translationBranch, true), label(PULL_INPUTS.translationBranch), env),
    };
}
/** The pull request inputs, read only when `create-pull-request` is true. */
function readPullRequestInputs(env) {
    const token = parseGitHubToken(read(PULL_INPUTS.githubToken), (0,inputs/* inputLabel */.N)(PULL_INPUTS.githubToken));
    runner_protocol/* setSecret */.Pq(token);
    const base = read(PULL_INPUTS.base);
    const title = read(PULL_INPUTS.title).trim();
    const commitMessage = read(PULL_INPUTS.commitMessage).trim();
    return {
        token,
        run: gitHubRunFromEnv(env),
        base: base === '' ? undefined : parseBranchName(base, (0,inputs/* inputLabel */.N)(PULL_INPUTS.base)),
        branch: parseBranchName(read(PULL_INPUTS.branch), (0,inputs/* inputLabel */.N)(PULL_INPUTS.branch)),
        title: title === '' ? PULL_INPUTS.title.default : title,
        commitMessage: commitMessage === '' ? PULL_INPUTS.commitMessage.default : commitMessage,
        labels: parseList(read(PULL_INPUTS.labels)),
        reviewers: parseList(read(PULL_INPUTS.reviewers)).map((r) => r.replace(/^@/, '')),
    };
}


/***/ }),

/***/ 7626:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

;// CONCATENATED MODULE: ../../packages/client/src/url.ts
/** Joins a base address (trailing `/` trimmed) and an endpoint path. */
function joinUrl(base, path) {
    return `${base.replace(/\/+$/, '')}${path}`;
}
/** Checks a base address early, so a typo fails with the setting's name instead of a fetch error. */
function checkBaseUrl(value, setting) {
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw new TypeError(`${setting} "${value}" is not an absolute URL (expected e.g. https://host/api/v1)`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new TypeError(`${setting} "${value}" must use http or https`);
    }
    if (url.search || url.hash) {
        throw new TypeError(`${setting} "${value}" must not have a query or fragment`);
    }
    return value.replace(/\/+$/, '');
}
/** The path every sync endpoint's address starts with after the base address (`/api/sync/push`). */
const SYNC_ENDPOINTS = '/api/sync/';
/**
 * The base address a sync request was sent to, when it does not end with `/api/v1` as the sync API's
 * address does (`https://host` for `https://host/api/sync/push`): the likely reason it answered 404.
 * Undefined for an address that ends so, and for a URL that is no sync request.
 */
function baseWithoutApiVersion(requestUrl) {
    let pathname;
    try {
        pathname = new URL(requestUrl).pathname;
    }
    catch {
        return undefined;
    }
    const at = pathname.lastIndexOf(SYNC_ENDPOINTS);
    if (at < 0)
        return undefined;
    const basePath = pathname.slice(0, at).replace(/\/+$/, '');
    if (/\/api\/v1$/.test(basePath))
        return undefined;
    return `${new URL(requestUrl).origin}${basePath}`;
}
// `scheme://user:password@` (or `scheme://user@`): what a URL carries before its host.
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]*@/gi;
/**
 * Replaces the user and password of every URL in `text` with `***`, so an address such as
 * `https://user:pass@host/api/v1` (a proxy's basic auth) is never printed in a retry line, an
 * error or a log. Every message the client builds passes through it.
 */
function redactCredentials(text) {
    return text.replace(URL_CREDENTIALS, '$1***@');
}

;// CONCATENATED MODULE: ../../packages/sync/src/phases.ts
/** A phase hook that just runs the step. */
const runDirectly = (_name, work) => work();

// EXTERNAL MODULE: ../../packages/sync/src/repository/config.ts
var repository_config = __webpack_require__(2436);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ../../packages/protocol/src/locale.ts
var src_locale = __webpack_require__(6464);
// EXTERNAL MODULE: ../../packages/sync/src/errors.ts
var errors = __webpack_require__(3124);
// EXTERNAL MODULE: ../../packages/sync/src/logger.ts
var src_logger = __webpack_require__(8271);
// EXTERNAL MODULE: ../../packages/sync/src/repository/discover-flutter.ts
var discover_flutter = __webpack_require__(3634);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ../../packages/sync/src/repository/discovery.ts
var discovery = __webpack_require__(6630);
// EXTERNAL MODULE: ../../packages/sync/src/repository/skipped-folders.ts
var skipped_folders = __webpack_require__(8060);
// EXTERNAL MODULE: ../../packages/formats/src/registry.ts + 4 modules
var registry = __webpack_require__(9386);
;// CONCATENATED MODULE: ../../packages/sync/src/repository/po-charset.ts

/**
 * A gettext catalog's text when its header declares a legacy single-byte charset, decoded as
 * GNU gettext (iconv) decodes it; undefined when the file is to be read as UTF-8 (no header or no
 * charset, `UTF-8`, a template's `CHARSET`, `ASCII`, or a file of ASCII bytes only in an
 * ASCII-compatible charset). The header is found in the raw bytes: every charset read here agrees
 * with ASCII on its bytes. A charset that is not read (a multi-byte or stateful one such as EUC-JP,
 * Shift_JIS, GB2312, ISO-2022-JP, or an unknown label), or a byte the charset does not define, is
 * refused naming `path` and the charset: never read lossy.
 */
function decodePoCharset(bytes, path) {
    const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    const charset = declaredCharset(raw);
    if (charset === undefined)
        return undefined;
    const label = charset.toLowerCase();
    if (/^(?:utf-?8|charset|(?:us-?)?ascii|ansi_x3\.4-1968|646)$/.test(label))
        return undefined;
    const table = singleByteTable(label);
    if (table === undefined) {
        throw new errors/* SyncError */.S(`${path} declares charset=${charset} in its header, which this tool does not read (single-byte charsets such as ISO-8859-1, windows-1252 or KOI8-R are read); convert it with \`msgconv --to-code=UTF-8\` and run again`, { file: path });
    }
    if (!/[\x80-\xff]/.test(raw))
        return undefined;
    let text = '';
    let from = 0;
    for (let i = 0; i < raw.length; i++) {
        const code = raw.charCodeAt(i);
        if (code < 0x80)
            continue;
        const char = table[code - 0x80];
        if (char === undefined) {
            throw new errors/* SyncError */.S(`${path} declares charset=${charset} in its header but holds byte 0x${code.toString(16).toUpperCase()} (at offset ${i}), which ${charset} does not define; fix the file and run again`, { file: path });
        }
        text += raw.slice(from, i) + char;
        from = i + 1;
    }
    return text + raw.slice(from);
}
/**
 * The charset the header entry (the first message, `msgid ""` without a context) declares in its
 * `Content-Type`, or undefined. `raw` is the file's bytes one character each. Read line by line
 * (a pattern over the header's repeated lines overflowed V8's regular-expression stack on a header
 * of millions of lines), in time linear in the file's length.
 */
function declaredCharset(raw) {
    const msgstr = headerMsgstr(raw);
    return msgstr === undefined ? undefined : charsetIn(msgstr);
}
/** The index of the first character from `at` on that is not a space or tab (at most `end`). */
function afterBlanks(raw, at, end) {
    let i = at;
    while (i < end && (raw[i] === ' ' || raw[i] === '\t'))
        i++;
    return i;
}
/** Whether the line from `at` to `end` starts, after spaces and tabs, with `"`. */
function quotedLine(raw, at, end) {
    const i = afterBlanks(raw, at, end);
    return i < end && raw[i] === '"';
}
/**
 * The msgstr lines (from its first `"`, joined by their line breaks) of the first `msgid ""` whose
 * msgid lines are followed by a msgstr, or undefined.
 */
function headerMsgstr(raw) {
    const lineEnd = (at) => {
        const end = raw.indexOf('\n', at);
        return end < 0 ? raw.length : end;
    };
    let at = 0;
    while (at < raw.length) {
        let end = lineEnd(at);
        if (!/^[ \t]*msgid[ \t]*""[ \t]*\r?$/.test(raw.slice(at, end))) {
            at = end + 1;
            continue;
        }
        at = end + 1;
        while (at < raw.length && quotedLine(raw, at, lineEnd(at)))
            at = lineEnd(at) + 1;
        if (at >= raw.length)
            return undefined;
        end = lineEnd(at);
        const opening = afterBlanks(raw, at, end);
        if (!raw.startsWith('msgstr', opening))
            continue;
        const quote = afterBlanks(raw, opening + 'msgstr'.length, end);
        if (raw[quote] !== '"' || quote >= end)
            continue;
        let last = end;
        while (last < raw.length && quotedLine(raw, last + 1, lineEnd(last + 1)))
            last = lineEnd(last + 1);
        return raw.slice(quote, last);
    }
    return undefined;
}
const VALUE = /[^\s"\\;]+/y;
/**
 * The value of `charset=` after a `Content-Type:` (letters in any case) before the next `"`, `\`
 * or line break, as `/Content-Type:[^"\\\n]*?charset=([^\s"\\;]+)/i` finds it.
 */
function charsetIn(msgstr) {
    const lower = msgstr.toLowerCase();
    const KEY = 'content-type:';
    // Both searches only move forward: linear however many Content-Types the header repeats.
    let charset = lower.indexOf('charset=');
    let at = lower.indexOf(KEY);
    while (at >= 0 && charset >= 0) {
        let stop = at + KEY.length;
        while (stop < lower.length && lower[stop] !== '"' && lower[stop] !== '\\' && lower[stop] !== '\n')
            stop++;
        if (charset < at + KEY.length)
            charset = lower.indexOf('charset=', at + KEY.length);
        while (charset >= 0 && charset < stop) {
            VALUE.lastIndex = charset + 'charset='.length;
            const value = VALUE.exec(msgstr);
            if (value !== null)
                return value[0];
            charset = lower.indexOf('charset=', charset + 1);
        }
        // A later Content-Type before `stop` sees no more of the line than this one did.
        at = lower.indexOf(KEY, stop);
    }
    return undefined;
}
/** Single-byte charsets TextDecoder reads, by their WHATWG names. */
const SINGLE_BYTE = new Set([
    'ibm866',
    'iso-8859-2',
    'iso-8859-3',
    'iso-8859-4',
    'iso-8859-5',
    'iso-8859-6',
    'iso-8859-7',
    'iso-8859-8',
    'iso-8859-8-i',
    'iso-8859-10',
    'iso-8859-13',
    'iso-8859-14',
    'iso-8859-15',
    'iso-8859-16',
    'koi8-r',
    'koi8-u',
    'macintosh',
    'windows-874',
    'windows-1250',
    'windows-1251',
    'windows-1252',
    'windows-1253',
    'windows-1254',
    'windows-1255',
    'windows-1256',
    'windows-1257',
    'windows-1258',
    'x-mac-cyrillic',
]);
const tables = new Map();
/**
 * What bytes 0x80–0xFF of the charset `label` read as (undefined: a byte it does not define), or
 * undefined when it is not a single-byte charset TextDecoder reads. WHATWG reads the ISO-8859-1,
 * -9 and -11 labels as windows-1252, -1254 and -874, which give 0x80–0x9F printable characters;
 * iconv, and so msgconv, reads every ISO-8859 charset's 0x80–0x9F as the C1 controls U+0080–U+009F,
 * and so does this table (0xA0–0xFF are the same in each pair).
 */
function singleByteTable(label) {
    const known = tables.get(label);
    if (known !== undefined)
        return known ?? undefined;
    let name;
    try {
        name = new TextDecoder(label).encoding;
    }
    catch {
        tables.set(label, null);
        return undefined;
    }
    if (!SINGLE_BYTE.has(name)) {
        tables.set(label, null);
        return undefined;
    }
    const iso8859 = /^(?:iso[-_]?8859|iso[-_]ir-|l(?:atin)?\d|csisolatin|ibm819|cp819|tis-?620)/.test(label);
    const decoder = new TextDecoder(name, { fatal: true });
    const table = [];
    for (let byte = 0x80; byte <= 0xff; byte++) {
        if (iso8859 && byte < 0xa0) {
            table.push(String.fromCharCode(byte));
            continue;
        }
        try {
            table.push(decoder.decode(Uint8Array.of(byte)));
        }
        catch {
            table.push(undefined);
        }
    }
    tables.set(label, table);
    return table;
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/text-encoding.ts



// `po-charset`: a file of a format whose header names its charset (`charsetInHeader` in its
// FormatInfo: gettext's catalogs) declaring a legacy single-byte one (see `decodePoCharset`), decoded
// from it; its text is written back as UTF-8, as `msgconv --to-code=UTF-8` writes it (the PO rewrite
// sets the header's charset to UTF-8 in the same change).
/** UTF-16 decoders, made at the first UTF-16 file (most runs read none). */
const decoders = new Map();
function decoderFor(encoding) {
    let decoder = decoders.get(encoding);
    if (decoder === undefined) {
        decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
        decoders.set(encoding, decoder);
    }
    return decoder;
}
/** The encoding of a file's bytes, from its byte order mark (UTF-8 without one). */
function encodingOf(bytes) {
    if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe)
        return 'utf-16le';
    if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff)
        return 'utf-16be';
    return 'utf-8';
}
/**
 * True when `decodeText` would read `bytes` as UTF-8 as they are (no UTF-16 mark, and not a gettext
 * catalog, whose header may name another charset), found without decoding them: a push hashes every
 * file's bytes and needs the text of the changed ones only. Throws `decodeText`'s error for a file
 * that starts as UTF-16 without a mark.
 */
function isUtf8AsIs(bytes, path) {
    if (encodingOf(bytes) !== 'utf-8' || formatInfoForPath(path)?.charsetInHeader)
        return false;
    refuseBomlessUtf16(bytes, path);
    return true;
}
function refuseBomlessUtf16(bytes, path) {
    if (bytes.length >= 2 && (bytes[0] === 0 || bytes[1] === 0)) {
        throw new errors/* SyncError */.S(`${path} looks like UTF-16 without a byte order mark (a NUL byte in its first two); save it as UTF-8, or as UTF-16 with a BOM, and run again`, { file: path });
    }
}
/**
 * A file's text and encoding. UTF-8 is decoded as before (an invalid sequence as U+FFFD). A UTF-16
 * file of an odd number of bytes or holding a lone surrogate is refused, naming `path`; so is a file
 * without a BOM that starts as UTF-16 does (a NUL byte in its first two, which no text file in UTF-8
 * holds): CoreFoundation guesses such a file's byte order, this tool does not. A file whose format
 * names its charset in its header (by `path`, see `charsetInHeader`) is read in that charset.
 */
function decodeText(bytes, path) {
    const encoding = encodingOf(bytes);
    if (encoding === 'utf-8' && (0,registry/* formatInfoForPath */.co)(path)?.charsetInHeader) {
        const legacy = decodePoCharset(bytes, path);
        if (legacy !== undefined)
            return { text: legacy, encoding: 'po-charset' };
    }
    if (encoding === 'utf-8') {
        refuseBomlessUtf16(bytes, path);
        return { text: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'), encoding };
    }
    if (bytes.length % 2 !== 0) {
        throw new errors/* SyncError */.S(`${path} starts with a UTF-16 byte order mark but has an odd number of bytes (${bytes.length}); it is not UTF-16. Fix the file and run again`, { file: path });
    }
    try {
        return { text: decoderFor(encoding).decode(bytes), encoding };
    }
    catch {
        throw new errors/* SyncError */.S(`${path} starts with a UTF-16 byte order mark but is not valid UTF-16 (a lone surrogate); fix the file and run again`, { file: path });
    }
}
/** `text` as the bytes of `encoding` (UTF-16 keeps whatever U+FEFF the text starts with as its mark). */
function encodeText(text, encoding) {
    if (encoding === 'utf-8' || encoding === 'po-charset')
        return Buffer.from(text, 'utf8');
    const le = Buffer.from(text, 'utf16le');
    if (encoding === 'utf-16be')
        le.swap16();
    return le;
}
/**
 * How a new file is written when its siblings are in `encoding`: a UTF-16 file is given its mark (as
 * `genstrings` writes one). A text whose XML declaration names another encoding (the format's own
 * header, `encoding="utf-8"`) is written in that one, UTF-8, so the declaration stays true.
 */
function newFileText(text, encoding) {
    if (encoding === 'utf-8' || encoding === 'po-charset')
        return { content: text, encoding: 'utf-8' };
    const declared = /^\uFEFF?<\?xml[^>]*?\sencoding\s*=\s*["']([^"']+)["']/.exec(text)?.[1];
    if (declared !== undefined && !/^utf-?16/i.test(declared))
        return { content: text, encoding: 'utf-8' };
    return { content: text.startsWith('\uFEFF') ? text : `\uFEFF${text}`, encoding };
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-walk.ts





/** At most this many files are looked at: discovery is for a repository, not a disk. */
const WALK_LIMIT = 200_000;
/** The repository's files, relative with `/`, in code-unit order; links and hidden folders are not followed. */
async function listRepositoryFiles(rootReal) {
    const files = [];
    const skipped = [];
    let truncated = false;
    const walk = async (dir, rel) => {
        let entries;
        try {
            entries = await external_node_fs_.promises.readdir(dir, { withFileTypes: true });
        }
        catch {
            return;
        }
        entries.sort((a, b) => (0,discovery/* compareStrings */.Kt)(a.name, b.name));
        for (const entry of entries) {
            if (truncated)
                return;
            const relPath = rel === '' ? entry.name : `${rel}/${entry.name}`;
            if (entry.isDirectory()) {
                if (entry.name.startsWith('.'))
                    continue;
                if ((0,skipped_folders/* isSkippedFolder */.t)(entry.name)) {
                    skipped.push(relPath);
                    continue;
                }
                await walk(external_node_path_default().join(dir, entry.name), relPath);
            }
            else if (entry.isFile() && !entry.name.startsWith('.')) {
                if (files.length >= WALK_LIMIT) {
                    truncated = true;
                    return;
                }
                files.push(relPath);
            }
        }
    };
    await walk(rootReal, '');
    return { files, truncated, skipped };
}
/** The first bytes of a file, for the few declarations discovery reads (XLIFF `source-language`). */
async function readHead(rootReal, rel, bytes = 4096) {
    // Synchronous on purpose: a head is one small read, and the FileHandle API made three thread-pool
    // round trips of it per file (docs/performance.md, section 44), as the push's `readInside` does not.
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(external_node_path_default().join(rootReal, ...rel.split('/')), 'r');
        const buffer = Buffer.alloc(bytes);
        const bytesRead = (0,external_node_fs_.readSync)(fd, buffer, 0, bytes, 0);
        const head = buffer.subarray(0, bytesRead);
        // A UTF-16 file (its byte order mark) is read as such, a cut-off last unit dropped.
        const encoding = encodingOf(head);
        if (encoding === 'utf-8')
            return head.toString('utf8');
        const even = Buffer.from(head.subarray(0, bytesRead - (bytesRead % 2)));
        return (encoding === 'utf-16be' ? even.swap16() : even).toString('utf16le');
    }
    catch {
        return undefined;
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/discover-report.ts


/** The `.locale/config.json` content for a discovery. */
function configFor(discovery) {
    return { sourceLocale: discovery.sourceLocale, files: discovery.files };
}
/** The config as the file is written: two spaces, one entry field per line, a final newline. */
function renderConfig(config) {
    return `${JSON.stringify(config, null, 2)}\n`;
}
/**
 * Walks the repository below `rootReal` and reads its layouts (see discoverLayouts); what it walked
 * past is logged at debug level.
 */
async function discoverRepository(rootReal, options, logger) {
    const walked = await listRepositoryFiles(rootReal);
    for (const folder of walked.skipped)
        logger.debug(`discovery skips ${folder}/ (dependencies, build output or tests)`);
    if (walked.truncated) {
        logger.warning(`discovery stopped after ${walked.files.length} files; list the translation files with "files" in ${repository_config/* CONFIG_PATH */.tF}`);
    }
    // No file to read (an empty repository, or one whose files are all in hidden or skipped folders):
    // the readers could only say "nothing found", so they are not loaded, about 150 KB of code.
    if (walked.files.length === 0)
        return nothingFound(options.sourceLocale ?? 'en');
    const { discoverLayouts } = await __webpack_require__.e(/* import() */ 442).then(__webpack_require__.bind(__webpack_require__, 6442));
    return discoverLayouts(walked.files, {
        ...options,
        head: (file, bytes) => readHead(rootReal, file, bytes),
    });
}
/**
 * What discoverLayouts answers for no files: the source locale as set, else English (no file declares
 * one, and a service's configuration names it only among the files it finds); discover-report.test.ts
 * holds the two equal.
 */
function nothingFound(sourceLocale) {
    return {
        sourceLocale,
        files: [],
        layouts: [],
        legacy: false,
        unmapped: [],
        unread: [],
        orphans: [],
        aliases: [],
    };
}
/**
 * Logs what discovery found, one line per layout, what it left out and why, and last (unless
 * `withConfig` is false: init prints it on stdout) the `files` configuration that describes it.
 * `init` asked for this report, so it gets it whole (`report: true`); push and pull say the plain
 * case at debug level.
 */
function logDiscovery(discovery, logger, { withConfig = true, report = false } = {}) {
    const { layouts } = discovery;
    // Only <locale>.<ext> files in the discovery folders, nothing left out: what was read before this
    // discovery existed, said at debug level so that such a push or pull prints what it always printed.
    const quiet = !report &&
        layouts.every((l) => l.legacy) &&
        discovery.unmapped.length + discovery.orphans.length + discovery.unread.length === 0;
    const log = quiet ? { ...logger, info: (message) => logger.debug(message) } : logger;
    const sourceFiles = layouts.reduce((n, l) => n + l.sources.length, 0);
    log.info(layouts.length === 0
        ? 'discovery found no translation files'
        : `discovery found ${layouts.length} layout${layouts.length === 1 ? '' : 's'} (${sourceFiles} source file${sourceFiles === 1 ? '' : 's'}), source locale ${discovery.sourceLocale}${discovery.sourceLocaleReason ? ` (${discovery.sourceLocaleReason})` : ''}:`);
    if (discovery.sourceLocaleNotice !== undefined)
        logger.info(discovery.sourceLocaleNotice);
    for (const layout of layouts) {
        const { source, translation } = layout.entry;
        const pattern = translation === undefined ? source : `${source} → ${translation}`;
        const counts = [...layout.translations]
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([locale, files]) => (files.length === 1 ? locale : `${locale} ${files.length}`));
        // A file holding every locale lists its locales once `init` has read them (listHeldLocales).
        const translations = layout.multiLocale && counts.length === 0
            ? 'in the same file'
            : counts.length === 0
                ? 'none yet'
                : counts.join(', ');
        log.info(`  ${pattern} (${layout.kind}): ${layout.sources.length === 0 ? 'no source file' : layout.sources.length === 1 ? layout.sources[0] : `${layout.sources.length} source files`}; translations: ${translations}`);
    }
    const others = layouts.filter((l) => !l.legacy);
    if (discovery.legacy && others.length > 0) {
        log.info(`without a ${repository_config/* CONFIG_PATH */.tF}, push and pull read only the <locale>.<ext> files of the discovery folders, as before; to sync ${others.length === 1 ? 'the other layout' : `the ${others.length} other layouts`} too, put the configuration below in ${repository_config/* CONFIG_PATH */.tF}`);
    }
    for (const item of discovery.unmapped) {
        const fix = item.fix ?? `name it with "localeMap" in ${repository_config/* CONFIG_PATH */.tF}`;
        log.warning(`${item.reason}; left out, never read as another locale (${fix})`, {
            file: item.path,
        });
    }
    for (const item of discovery.aliases)
        log.info(`${item.path}: ${item.reason}`);
    for (const item of discovery.orphans)
        log.info(`left out ${item.path}: ${item.reason}`);
    for (const item of discovery.unread)
        log.info(`left out ${item.path}: ${item.reason}`);
    if (layouts.length > 0 && withConfig) {
        log.info(`the configuration that describes this repository (put it in ${repository_config/* CONFIG_PATH */.tF} to change it; "locale-sync init --write" does):`);
        // One line per log line: loggers escape line breaks inside a message.
        for (const line of renderConfig(configFor(discovery)).trimEnd().split('\n'))
            log.info(line);
    }
}
/**
 * Why a run without `paths` or `files` has nothing to sync: what discovery looked for below `root`
 * (see discoverLayouts and listRepositoryFiles) and the configuration that names the files instead.
 */
function nothingDiscovered(root, sourceLocale) {
    return (`no translation files found below ${root}: discovery looked in every folder (except hidden ones and ` +
        'those of dependencies, build output and tests: node_modules/, vendor/, dist/, build/, test/, fixtures/, …) ' +
        `for a source file of locale ${sourceLocale} (or a locale-less one: messages.pot, res/values/strings.xml, Base.lproj/) ` +
        'and its translations, in a layout it knows: a file per locale (locales/de.json), a folder per locale ' +
        '(public/locales/de/common.json), gettext (locale/de/LC_MESSAGES/django.po), Xcode (de.lproj/), Android ' +
        '(res/values-de/), the locale in the name (messages.de.xlf, intl_de.arb), a String Catalog (.xcstrings); ' +
        `a source with no translations yet is found as locales/${sourceLocale}.json (or in i18n/, translations/, src/locales/, …) ` +
        `or in a folder of its locale such as public/locales/${sourceLocale}/ or locale/${sourceLocale}/LC_MESSAGES/; ` +
        'any file it found but left out is listed above with the reason. ' +
        `Name your files in ${CONFIG_PATH}, e.g. {"files": [{"source": "lang/{locale}.json"}]} ` +
        '(see docs/actions.md, "Discovery without a config")');
}

// EXTERNAL MODULE: ../../packages/sync/src/repository/locale-spelling.ts
var locale_spelling = __webpack_require__(987);
// EXTERNAL MODULE: ../../packages/sync/src/repository/paths.ts
var paths = __webpack_require__(3384);
;// CONCATENATED MODULE: ../../packages/sync/src/repository/layout.ts













/** The source locale a layout resolves `files` with when neither the caller nor the config names one. */
const FALLBACK_SOURCE_LOCALE = 'en';
/**
 * The repository's translation files, read once per run, answering "which file holds locale X" for
 * push, pull and the checks alike, so that pull writes exactly where push reads:
 * - with `paths` in the config, those files (and, for a locale not listed, the path the listed ones
 *   make when their locale is put in: `shared/{en_US}/translation.json` → `shared/de_DE/translation.json`);
 * - otherwise the files found in the discovery folders (and in `outputDir` when the config sets it);
 *   a new locale's file goes next to them, named as they are (`pt_BR.json` when the others use `_`),
 *   or into `outputDir` (default `locales/`) when there are none.
 */
class RepositoryLayout {
    config;
    byLocale;
    newFileDir;
    pathTemplate;
    /** The resources of a `files` config; undefined with `paths` or discovery (one default resource). */
    resolved;
    /** The repository's real root, for finding a source file `paths` does not list. */
    rootReal = '';
    sourceLocaleInForce = FALLBACK_SOURCE_LOCALE;
    /** Discovery's `arbEscaping`: each l10n.yaml's `arb-dir` and its `use-escaping`. */
    arbEscaping = new Map();
    constructor(config, byLocale, newFileDir, pathTemplate, resolved) {
        this.config = config;
        this.byLocale = byLocale;
        this.newFileDir = newFileDir;
        this.pathTemplate = pathTemplate;
        this.resolved = resolved;
    }
    /**
     * Reads the repository below `rootReal` (already resolved) with its config. `sourceLocale` is the
     * locale whose files `files` entries' sources are (default: the config's `sourceLocale`, else `en`).
     */
    static async read(rootReal, config, logger, options = {}) {
        if (config.files !== undefined) {
            const sourceLocale = options.sourceLocale ?? config.sourceLocale ?? FALLBACK_SOURCE_LOCALE;
            const resolved = await (await loadFilesLayout()).resolveFiles(rootReal, config.files, sourceLocale, logger);
            for (const r of resolved) {
                logger.debug(`resource ${r.resource} (files[${r.rule.index}]): ${[...r.files.keys()].join(', ')}`);
            }
            const arbFiles = resolved.flatMap((r) => [...r.files.values()]);
            return new RepositoryLayout(config, new Map(), config.outputDir, undefined, resolved)
                .at(rootReal, sourceLocale)
                .escaping(await configuredArbEscaping(rootReal, arbFiles));
        }
        if (config.paths.size > 0) {
            logger.debug(`using the ${config.paths.size} paths of ${repository_config/* CONFIG_PATH */.tF} instead of discovery`);
            const byLocale = new Map();
            for (const [locale, file] of config.paths) {
                const format = ((0,discovery/* wireFormatForPath */.XL)(file)?.name ?? 'json');
                byLocale.set(locale, { locale, path: file, format });
            }
            const outputDir = config.outputDirSet ? config.outputDir : commonFolder([...byLocale.values()]);
            return new RepositoryLayout(config, byLocale, outputDir ?? config.outputDir, templateOf(config.paths))
                .at(rootReal, options.sourceLocale ?? config.sourceLocale ?? FALLBACK_SOURCE_LOCALE)
                .escaping(await configuredArbEscaping(rootReal, [...config.paths.values()]));
        }
        // Neither `paths` nor `files`: discovery. Its layouts are `files` entries, resolved above's way; files
        // named <locale>.<ext> in the discovery folders keep today's reading below (one default resource,
        // possibly spread over several folders, which `files` cannot say).
        const sourceLocale = options.sourceLocale ?? config.sourceLocale;
        const discovered = await discoverRepository(rootReal, {
            ...(sourceLocale !== undefined && { sourceLocale }),
            ...(config.outputDirSet && { outputDir: config.outputDir }),
        }, logger);
        logDiscovery(discovered, logger);
        if (!discovered.legacy && discovered.files.length > 0) {
            const { parseFilesEntries } = await __webpack_require__.e(/* import() */ 650).then(__webpack_require__.bind(__webpack_require__, 6650));
            const rules = parseFilesEntries(discovered.files);
            const resolved = await (await loadFilesLayout()).resolveFiles(rootReal, rules, discovered.sourceLocale, logger);
            const described = { ...config, files: rules, sourceLocale: discovered.sourceLocale };
            return new RepositoryLayout(described, new Map(), config.outputDir, undefined, resolved)
                .at(rootReal, discovered.sourceLocale)
                .escaping(discovered.arbEscaping);
        }
        const folders = [...discovery/* DISCOVERY_DIRS */.s_];
        if (config.outputDirSet && !folders.includes(config.outputDir))
            folders.push(config.outputDir);
        const found = [];
        for (const folder of folders) {
            const configured = config.outputDirSet && folder === config.outputDir;
            found.push(...(await filesIn(rootReal, folder, logger, configured)));
        }
        found.sort((a, b) => (0,discovery/* compareStrings */.Kt)(a.path, b.path));
        const byLocale = new Map();
        for (const file of found) {
            const earlier = byLocale.get(file.locale);
            if (earlier) {
                throw new errors/* SyncError */.S(`locale ${file.locale} is found twice: ${earlier.path} and ${file.path}; keep one, or choose with "paths" in ${repository_config/* CONFIG_PATH */.tF} (e.g. {"paths": {"${file.locale}": "${earlier.path}"}})`, { file: file.path });
            }
            byLocale.set(file.locale, file);
            logger.debug(`found ${file.path} (locale ${file.locale}, format ${file.format})`);
        }
        const newFileDir = config.outputDirSet
            ? config.outputDir
            : (commonFolder([...byLocale.values()]) ?? config.outputDir);
        return new RepositoryLayout(config, byLocale, newFileDir, undefined)
            .at(rootReal, discovered.sourceLocale)
            .escaping(discovered.arbEscaping);
    }
    escaping(arbEscaping) {
        if (arbEscaping !== undefined)
            this.arbEscaping = arbEscaping;
        return this;
    }
    /**
     * Whether apostrophes quote in the ARB file at `file`: the `use-escaping` of the l10n.yaml whose
     * `arb-dir` holds it (gen-l10n reads the ARB files directly in that folder), as discovery read it
     * (with `paths` or `files` in the config, read from the l10n.yaml files above the ARB files they
     * name); undefined for any other file: the ARB format's own reading then, gen-l10n's default.
     */
    icuQuotingOf = (file) => external_node_path_default().posix.extname(file).toLowerCase() === '.arb'
        ? this.arbEscaping.get(external_node_path_default().posix.dirname(file))
        : undefined;
    at(rootReal, sourceLocale) {
        this.rootReal = rootReal;
        this.sourceLocaleInForce = sourceLocale;
        return this;
    }
    /**
     * The source locale the layout was read with: the one asked for, else the config's, else (with
     * discovery) the one discovery chose, else `en`. Push checks against it, so that push reads the
     * repository as pull and `locale-sync init` do.
     */
    get sourceLocale() {
        return this.sourceLocaleInForce;
    }
    /**
     * The file the checks compare `resource`'s translations with: its source file with `files`; else
     * the source locale's file of the layout, or, when `paths` does not list it, the one discovery or
     * `outputDir` holds (a config may list only the translations it places elsewhere).
     */
    async checkSourceFile(sourceLocale, resource) {
        if (this.resolved !== undefined)
            return this.sourceFile(resource);
        const found = this.existing(sourceLocale);
        if (found !== undefined || this.config.paths.size === 0)
            return found;
        const locale = (0,src_locale/* normalizeLocale */.QC)(sourceLocale);
        const folders = [...discovery/* DISCOVERY_DIRS */.s_];
        if (!folders.includes(this.config.outputDir))
            folders.push(this.config.outputDir);
        for (const folder of folders) {
            const files = await filesIn(this.rootReal, folder, src_logger/* silentLogger */.qq).catch(() => []);
            const file = files.find((f) => f.locale === locale);
            if (file !== undefined)
                return file;
        }
        return undefined;
    }
    /**
     * The repository's translation files, in path order: what a push sends. With several source files
     * (a `files` config), each carries its resource.
     */
    files() {
        if (this.resolved !== undefined) {
            const several = this.multiResource;
            const out = [];
            for (const r of this.resolved) {
                for (const [locale, file] of r.files) {
                    out.push({
                        locale,
                        path: file,
                        format: formatOf(r, file),
                        ...(several && { resource: r.resource }),
                        ...(r.rule.multiLocale && { holdsEveryLocale: heldOf(r) }),
                    });
                }
            }
            return out.sort((a, b) => (0,discovery/* compareStrings */.Kt)(a.path, b.path));
        }
        return [...this.byLocale.values()].sort((a, b) => (0,discovery/* compareStrings */.Kt)(a.path, b.path));
    }
    /** True when the layout has more than one source file: push and pull then name each file's resource. */
    get multiResource() {
        return (this.resolved?.length ?? 0) > 1;
    }
    /** The resources of a `files` config, in path order (empty with `paths` or discovery). */
    resources() {
        return (this.resolved ?? []).map((r) => ({
            resource: r.resource,
            entry: r.rule.index,
            format: r.rule.format ?? formatOf(r, r.resource),
            multiLocale: r.rule.multiLocale,
            translations: r.files,
        }));
    }
    /**
     * The source locale's file of `resource` (or of the only resource), as the checks compare
     * translations against it; undefined without a `files` config (the checks then use `existing`).
     */
    sourceFile(resource) {
        const r = this.resourceNamed(resource);
        if (r === undefined)
            return undefined;
        return { locale: [...r.files.keys()][0], path: r.resource, format: formatOf(r, r.resource) };
    }
    /** The file holding `locale` of `resource` (a `files` layout; the only one when undefined) now, if any. */
    existing(locale, resource) {
        const canonical = (0,src_locale/* normalizeLocale */.QC)(locale);
        if (canonical === undefined)
            return undefined;
        if (this.resolved !== undefined) {
            const r = this.resourceNamed(resource);
            const file = r?.files.get(canonical);
            return r === undefined || file === undefined
                ? undefined
                : { locale: canonical, path: file, format: formatOf(r, file) };
        }
        return this.byLocale.get(canonical);
    }
    /** The resource called `resource`, or the only one when undefined. */
    resourceNamed(resource) {
        if (this.resolved === undefined)
            return undefined;
        if (resource === undefined || resource === '')
            return this.resolved.length === 1 ? this.resolved[0] : undefined;
        return this.resolved.find((r) => r.resource === resource);
    }
    /**
     * The file for `locale`: the existing one, or where a new one goes. `format` is the format the
     * user asked for, if any: a new file takes it (else the format of the repository's other files,
     * else JSON); an existing file of another format is an error naming both files, never a second file.
     */
    fileFor(locale, format, resource) {
        if (this.resolved !== undefined)
            return this.resourceFileFor(locale, format, resource);
        const found = this.existing(locale);
        if (found) {
            if (format !== undefined && format !== found.format) {
                throw new errors/* SyncError */.S(`locale ${found.locale} is kept in ${found.path} (${found.format}), but format "${format}" was asked for, which would write a second file for it; leave "format" empty to update ${found.path}, or convert that file first`, { file: found.path });
            }
            return { ...found, exists: true };
        }
        const chosen = format ?? this.usualFormat() ?? 'json';
        const fromTemplate = this.pathTemplate?.pathFor(locale, chosen);
        if (fromTemplate !== undefined)
            return { locale, path: fromTemplate, format: chosen, exists: false };
        const name = `${this.spell(locale)}${extensionOf(chosen, this.byLocale)}`;
        return {
            locale,
            path: this.newFileDir === '.' ? name : external_node_path_default().posix.join(this.newFileDir, name),
            format: chosen,
            exists: false,
        };
    }
    /** `fileFor` in a `files` layout: the resource's file for the locale, or where its template puts it. */
    resourceFileFor(locale, format, resource) {
        const r = this.resourceNamed(resource);
        if (r === undefined) {
            throw new errors/* SyncError */.S(resource === undefined
                ? `no resource named for locale ${locale}, and the layout has ${this.resolved?.length ?? 0} source files`
                : `${resource} is not a source file of ${repository_config/* CONFIG_PATH */.tF} "files"`);
        }
        // A file holding every locale holds this one too, or will once the pull writes it in.
        const found = r.rule.multiLocale ? this.sourceFile(r.resource) : this.existing(locale, r.resource);
        const target = found?.path ?? loadedFilesLayout().pathFor(r, locale);
        if (target === undefined) {
            throw new errors/* SyncError */.S(`${r.resource} has no file for ${locale} and no template to make one`);
        }
        const own = formatOf(r, target);
        if (format !== undefined && format !== own) {
            throw new errors/* SyncError */.S(`locale ${locale} of ${r.resource} is kept in ${target} (${own}), but format "${format}" was asked for; leave "format" empty, or change files[${r.rule.index}] in ${repository_config/* CONFIG_PATH */.tF}`, { file: target });
        }
        return {
            locale: (0,src_locale/* normalizeLocale */.QC)(locale) ?? locale,
            path: target,
            format: own,
            exists: found !== undefined,
            ...(r.rule.multiLocale && { holdsEveryLocale: heldOf(r) }),
        };
    }
    /** The format most of the repository's files of one locale each have. */
    usualFormat() {
        const counts = new Map();
        for (const { format } of this.byLocale.values()) {
            if (!(0,discovery/* isMultiLocale */.kd)(format))
                counts.set(format, (counts.get(format) ?? 0) + 1);
        }
        let best;
        for (const [format, count] of counts)
            if (best === undefined || count > (counts.get(best) ?? 0))
                best = format;
        return best;
    }
    /** `pt_BR` when the repository's files with a region use `_`, else the canonical `pt-BR`. */
    spell(locale) {
        const stems = [...this.byLocale.values()].map((f) => stemOf(f.path)).filter((s) => /[-_]/.test(s));
        const underscored = stems.length > 0 && stems.every((s) => s.includes('_'));
        if (underscored)
            return locale.replaceAll('-', '_');
        // MediaWiki's i18n/ spells every code in lower case (`zh-hans.json`, `be-tarask.json`) and Serbian's
        // scripts its own way (`sr-ec.json`): a folder that does so gets new files spelled so too.
        const mediawiki = stems.length > 0 && stems.every((s) => s === s.toLowerCase());
        if (!mediawiki)
            return locale;
        const own = stems.some((s) => (0,locale_spelling/* mediaWikiLocale */.V_)(s) !== undefined) ? (0,locale_spelling/* mediaWikiCode */.il)(locale) : undefined;
        return own ?? locale.toLowerCase();
    }
    /** Config in force, for callers that need `outputDir` or `sourceLocale`. */
    get settings() {
        return this.config;
    }
}
/**
 * Finds the translation files of the discovery folders below `root` (with the default config): the
 * same locale in two files is an error naming both.
 */
async function discoverFiles(root, logger) {
    const config = { present: false, outputDir: 'locales', outputDirSet: false, paths: new Map() };
    return (await RepositoryLayout.read(root, config, logger)).files();
}
/** The files a push sends: the config's `paths` when it has any (they replace discovery), else what discovery finds. */
async function resolvePushFiles(root, config, logger, options = {}) {
    return (await readPushLayout(root, config, logger, options)).files;
}
/** The files a push sends (see resolvePushFiles) and the source locale the layout was read with. */
async function readPushLayout(root, config, logger, options = {}) {
    const layout = await RepositoryLayout.read(root, config, logger, options);
    const files = layout.files();
    // The push parses every file: the code of their formats, and of no other, is loaded here.
    await loadFormats(files.map((f) => f.format));
    return { files, sourceLocale: layout.sourceLocale, icuQuotingOf: layout.icuQuotingOf };
}
let filesLayout;
/**
 * files-layout.ts, loaded by the first layout of `files` entries (configured, or as discovery found
 * them): a repository read by `paths` or as `<locale>.<ext>` in the discovery folders never compiles it.
 */
async function loadFilesLayout() {
    filesLayout ??= await __webpack_require__.e(/* import() */ 962).then(__webpack_require__.bind(__webpack_require__, 8962));
    return filesLayout;
}
/** files-layout.ts in a layout of `files` entries, which `RepositoryLayout.read` loaded to resolve them. */
function loadedFilesLayout() {
    if (filesLayout === undefined)
        throw new Error('files-layout.ts is not loaded: resolve the files entries first');
    return filesLayout;
}
function heldOf(resource) {
    return resource.rule.localeMap === undefined ? {} : { localeMap: resource.rule.localeMap };
}
/**
 * The format of a file of a resource: the entry's `format`, else the extension's; a file whose
 * extension names no format is an error asking for `format`.
 */
function formatOf(resource, file) {
    if (resource.rule.format !== undefined)
        return resource.rule.format;
    const info = (0,discovery/* syncFormatForPath */.tD)(file);
    if (info === undefined) {
        throw new errors/* SyncError */.S(`${file} (files[${resource.rule.index}] of ${repository_config/* CONFIG_PATH */.tF}): its extension names no format the sync carries; set "format" in that entry`, { file: repository_config/* CONFIG_PATH */.tF });
    }
    return info.name;
}
/** The folder all files share, when they share one. */
function commonFolder(files) {
    const folders = new Set(files.map((f) => external_node_path_default().posix.dirname(f.path)));
    return folders.size === 1 ? [...folders][0] : undefined;
}
function stemOf(file) {
    const base = external_node_path_default().posix.basename(file);
    return base.slice(0, base.length - external_node_path_default().posix.extname(base).length);
}
/** The extension a new file of `format` takes: the one the repository already uses for it, else the first. */
function extensionOf(format, files) {
    for (const file of files.values()) {
        if (file.format === format)
            return external_node_path_default().posix.extname(file.path);
    }
    const parsedDefault = Object.assign(Object.create(null), {
        json: '.json',
        yaml: '.yml',
        po: '.po',
        arb: '.arb',
        xliff: '.xlf',
        properties: '.properties',
        strings: '.strings',
        android: '.xml',
        resx: '.resx',
        fluent: '.ftl',
        ini: '.ini',
        'go-i18n': '.toml',
        qt: '.ts',
        stringsdict: '.stringsdict',
        php: '.php',
        chrome: '.json',
        json5: '.json5',
        jed: '.json',
        vscode: '.json',
        csv: '.csv',
        'structured-json': '.json',
        smartling: '.json',
    });
    return parsedDefault[format] ?? '.json';
}
/**
 * Learns where a locale goes from the configured paths, when every one of them spells its own locale
 * in the same place, the same way: `de_DE/translation.json`, `fr_FR/translation.json` → `{}` with `_`.
 */
function templateOf(paths) {
    let template;
    let separator;
    for (const [locale, file] of paths) {
        const spellings = locale.includes('-') ? [locale.replaceAll('-', '_'), locale] : [locale];
        const spelled = spellings.find((s) => file.includes(s));
        if (spelled === undefined)
            return undefined;
        const at = file.lastIndexOf(spelled);
        const candidate = `${file.slice(0, at)}\0${file.slice(at + spelled.length)}`;
        if (template !== undefined && candidate !== template)
            return undefined;
        template = candidate;
        if (locale.includes('-')) {
            const used = spelled.includes('_') ? '_' : '-';
            if (separator !== undefined && separator !== used)
                return undefined;
            separator = used;
        }
    }
    if (template === undefined || paths.size < 2)
        return undefined;
    const pattern = template;
    return {
        pathFor(locale, format) {
            const filled = pattern.replace('\0', separator === '_' ? locale.replaceAll('-', '_') : locale);
            return (0,discovery/* wireFormatForPath */.XL)(filled)?.name === format ? filled : undefined;
        },
    };
}
/**
 * `<folder>/<locale>.<ext>` files directly in `folder`, skipping what is not a translation file. A
 * folder the repository names (`configured`: its `outputDir`) that cannot be used safely (a link
 * out of the repository) refuses the run; one discovery only looks in is skipped with a warning.
 */
async function filesIn(rootReal, folder, logger, configured = true) {
    let absolute;
    try {
        absolute = folder === '.' ? rootReal : await (0,paths/* resolveInside */.LI)(rootReal, folder, 'folder');
    }
    catch (err) {
        if (err instanceof errors/* UnsafePathError */.k) {
            const reason = err.message.replace(/^refusing path "[^"]*": /, '');
            if (configured)
                throw new errors/* UnsafePathError */.k(`folder "${folder}" cannot be used: ${reason}`);
            logger.warning(`discovery skips folder "${folder}": ${reason.replace(/ \(nothing was written\)$/, '')}`, { file: folder });
            return [];
        }
        throw err;
    }
    let entries;
    try {
        // The entries' types come with the listing: no lstat per file (a link is not a file, as with lstat).
        entries = await (0,promises_.readdir)(absolute, { withFileTypes: true });
    }
    catch {
        return [];
    }
    const files = [];
    for (const entry of entries.sort((a, b) => (0,discovery/* compareStrings */.Kt)(a.name, b.name))) {
        const name = entry.name;
        if (name.startsWith('.'))
            continue;
        const rel = folder === '.' ? name : `${folder}/${name}`;
        const parsed = (0,discovery/* parseFileName */.Px)(name);
        if ('skip' in parsed) {
            logger.debug(`skipping ${rel}: ${parsed.skip}`);
            continue;
        }
        if (!entry.isFile())
            continue;
        if (parsed.format === 'qt' && !(0,discovery/* isQtLinguistHead */.Le)(await readHead(rootReal, rel))) {
            logger.debug(`skipping ${rel}: a .ts file without <TS> is TypeScript, not Qt Linguist`);
            continue;
        }
        files.push({ locale: parsed.locale, path: rel, format: parsed.format });
    }
    return files;
}
/** `arbEscapingOf` the ARB files of a `paths` or `files` config, l10n.yaml files read inside the root. */
async function configuredArbEscaping(rootReal, files) {
    const arbFiles = files.filter((file) => external_node_path_default().posix.extname(file).toLowerCase() === '.arb');
    if (arbFiles.length === 0)
        return undefined;
    return (0,discover_flutter/* arbEscapingOf */.T)(arbFiles, async (file) => {
        try {
            return (await (0,paths/* readInside */.xO)(rootReal, file)).toString('utf8');
        }
        catch {
            // No l10n.yaml there (or none readable inside the repository).
            return undefined;
        }
    });
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ../../packages/sync/src/repository/write-text.ts

// Large enough that a file of a few MiB takes a few dozen writes, small enough to stay out of the
// way of V8's heap and the allocator: the pull writes each file's text through one such buffer.
const SCRATCH_BYTES = 64 * 1024;
const encoder = new TextEncoder();
let sharedScratch;
/**
 * Creates `file` (it must not exist: `wx` fails rather than follow a link planted there) and writes
 * `text` to it as UTF-8, the bytes `writeFile(file, text, 'utf8')` writes, with the permission bits
 * `mode` when given (else the process's default for a new file). The text is encoded a piece at a
 * time into one small buffer instead of whole into a Buffer of the file's size: a pull of a hundred
 * 750 KiB files made a hundred such Buffers, freed only when V8 next collected their handles, and at
 * its peak about ten of them were waiting (7-8 MiB of the action's peak RSS). The calls are
 * synchronous, as the reads of `readInside` are: each is one short system call, where the promise
 * API's round trip through the thread pool (open, each write, close) cost more than the call, once
 * for every file of a pull of many small files.
 */
function writeNewText(file, text, mode, scratchBytes = SCRATCH_BYTES) {
    // Four bytes take any one character, so every round moves forward. The default buffer is one for
    // the process (the writes are synchronous: nothing else uses it meanwhile), not a new zeroed one
    // per file.
    if (sharedScratch === undefined)
        sharedScratch = new Uint8Array(SCRATCH_BYTES);
    const scratch = scratchBytes === SCRATCH_BYTES
        ? sharedScratch
        : new Uint8Array(Math.max(4, Math.min(scratchBytes, text.length * 3)));
    const fd = (0,external_node_fs_.openSync)(file, 'wx');
    try {
        // On the open file: the mode `open` was given would be narrowed by the umask.
        if (mode !== undefined)
            (0,external_node_fs_.fchmodSync)(fd, mode);
        let rest = text;
        while (rest.length > 0) {
            // encodeInto never splits a surrogate pair, and writes a lone surrogate as U+FFFD, as Buffer does.
            const { read, written } = encoder.encodeInto(rest, scratch);
            let offset = 0;
            while (offset < written)
                offset += (0,external_node_fs_.writeSync)(fd, scratch, offset, written - offset);
            rest = rest.slice(read);
        }
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** Creates `file` as `writeNewText` does and writes `bytes` to it (a file in an encoding other than UTF-8). */
function writeNewBytes(file, bytes, mode) {
    const fd = (0,external_node_fs_.openSync)(file, 'wx');
    try {
        if (mode !== undefined)
            (0,external_node_fs_.fchmodSync)(fd, mode);
        let offset = 0;
        while (offset < bytes.byteLength)
            offset += (0,external_node_fs_.writeSync)(fd, bytes, offset, bytes.byteLength - offset);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/safe-write.ts







/**
 * Reads a file's text and permission bits, or undefined when it does not exist. Synchronous, as
 * `readInside` is: a pull checks every target it writes, and the promise API's four round trips
 * through the thread pool per file (open, stat, read, close) cost more than the reading.
 */
function readIfExists(absolute, path = absolute) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(absolute, 'r');
    }
    catch (err) {
        if (err.code === 'ENOENT')
            return undefined;
        throw err;
    }
    try {
        const mode = (0,external_node_fs_.fstatSync)(fd).mode & 0o777;
        return { ...decodeText((0,external_node_fs_.readFileSync)(fd), path), mode };
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * Checks every target before anything is written: each must resolve inside the repository (see
 * `resolveInside`) and no two may name the same file. One bad target refuses the whole set, so a
 * hostile answer cannot leave half a pull on disk.
 */
async function checkWrites(rootReal, writes, 
/** Targets checked before, by a streamed pull's earlier files: lower-cased absolute path → path. */
seen = new Map()) {
    const checked = [];
    for (const write of writes) {
        const { absolute, exists } = (0,paths/* resolveTarget */.u1)(rootReal, write.path, 'write');
        // Case-insensitive file systems (macOS, Windows) would turn two spellings into one file.
        const identity = absolute.toLowerCase();
        const other = seen.get(identity);
        if (other !== undefined) {
            throw new errors/* UnsafePathError */.k(`two files would be written to the same place: ${other} and ${write.path}`);
        }
        seen.set(identity, write.path);
        // A target the check found missing is not opened: a pull of new files would meet an error per file.
        const now = exists ? readIfExists(absolute, write.path) : undefined;
        checked.push({
            ...write,
            absolute,
            existing: now?.text,
            ...(now !== undefined && { mode: now.mode, encoding: now.encoding }),
        });
    }
    return checked;
}
/**
 * Writes checked files: each through a temporary file in the same folder and a rename, so an
 * interrupted run leaves the old or the new file, never half of one. A file whose text is unchanged is
 * not touched (no mtime churn). Returns the repository paths written.
 */
async function applyWrites(writes) {
    const written = [];
    for (const write of writes) {
        if (write.existing === write.content)
            continue;
        commitStaged([stageWrite(write)]);
        written.push(write.path);
    }
    return written;
}
/**
 * Writes `content` to `absolute` through a temporary sibling and a rename, keeping the file's mode
 * (looked up here: the target was not read by `checkWrites`).
 */
async function writeAtomically(absolute, content) {
    const mode = modeOf(absolute);
    commitStaged([stageWrite({ absolute, content, ...(mode !== undefined && { mode }) })]);
}
/** The permission bits of the file at `absolute`, or undefined when there is none. */
function modeOf(absolute) {
    const found = statSync(absolute, { throwIfNoEntry: false });
    return found === undefined ? undefined : found.mode & 0o777;
}
/**
 * Writes a checked write's content to a temporary sibling of its target, with the target's mode as
 * `checkWrites` read it (none when the target did not exist), without touching the target:
 * `commitStaged` renames it into place, `discardStaged` removes it. A streamed pull stages each file
 * as it arrives and renames them all only once the whole answer has been read and checked. The
 * folder is made only when the temporary file cannot be created for want of it, so a pull of many
 * files makes each new folder once and asks nothing of the folders that exist.
 */
function stageWrite(write) {
    const { absolute, content, mode, encoding = 'utf-8' } = write;
    const put = encoding === 'utf-8'
        ? (file) => writeNewText(file, content, mode)
        : (file) => writeNewBytes(file, encodeText(content, encoding), mode);
    const dir = external_node_path_default().dirname(absolute);
    const temp = external_node_path_default().join(dir, `.${external_node_path_default().basename(absolute)}.${stagedName()}.tmp`);
    try {
        put(temp);
    }
    catch (err) {
        if (err.code !== 'ENOENT') {
            discardTemp(temp);
            throw err;
        }
        (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
        try {
            put(temp);
        }
        catch (again) {
            discardTemp(temp);
            throw again;
        }
    }
    return { absolute, temp };
}
/** Removes a temporary file whose writing failed. */
let stageTag;
let staged = 0;
/**
 * A temporary file's unique part: random once per process, then counted. A pull of hundreds of files
 * drew six random bytes for each, through the system's generator; the name only has to be new in
 * its folder and not guessable by someone who could plant a file there, and `wx` refuses one that
 * exists either way.
 */
function stagedName() {
    if (stageTag === undefined)
        stageTag = (0,external_node_crypto_.randomBytes)(6).toString('hex');
    staged++;
    return `${stageTag}-${staged.toString(36)}`;
}
function discardTemp(temp) {
    try {
        (0,external_node_fs_.unlinkSync)(temp);
    }
    catch {
        // Not created, or already gone: nothing to remove.
    }
}
/** Renames staged files into place, in order; past a failure, the others' temporaries are removed. */
function commitStaged(staged) {
    for (const [index, write] of staged.entries()) {
        try {
            (0,external_node_fs_.renameSync)(write.temp, write.absolute);
        }
        catch (err) {
            discardStaged(staged.slice(index));
            throw err;
        }
    }
}
/** Removes staged files that will not be renamed (the pull failed): the files keep their text. */
function discardStaged(staged) {
    for (const write of staged) {
        try {
            (0,external_node_fs_.unlinkSync)(write.temp);
        }
        catch {
            // Already gone: nothing to remove.
        }
    }
}

// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var src_errors = __webpack_require__(3015);
;// CONCATENATED MODULE: ../../packages/sync/src/pull/options.ts
/** Whether the pull needs the service's source texts: to fill gaps or to measure coverage. */
function needsSourceTexts(options) {
    return (options.missing ?? 'omit') !== 'omit' || (options.minCoverage ?? 0) > 0;
}

;// CONCATENATED MODULE: ../../packages/sync/src/pull/fetch.ts





/** The request of a pull: every resource's files when `resources`. */
function pullRequest(options, resources) {
    // Flat JSON carries any key and text unchanged; each file is then written in its own format.
    return {
        format: 'json',
        structure: 'flat',
        status: options.status,
        ...(options.locales !== undefined && { locales: options.locales }),
        ...(resources && { resources: 'all' }),
    };
}
/**
 * Sends one signed pull, and one more for the source texts when `missing` fills gaps or
 * `minCoverage` is set and the answer does not carry the source locale.
 */
async function fetchPull(client, options, 
/** True with a `files` config: every resource's files are asked for (one per locale and resource). */
resources = false) {
    const response = await client.pull(pullRequest(options, resources));
    if (!needsSourceTexts(options))
        return { response };
    return { response, sourceTexts: await fetchSourceTexts(client, response, resources) };
}
/**
 * The project's source texts, as the service holds them, for every resource the answer has files of:
 * from the pull answer when it carries the source locale, else from one more signed pull of the
 * source locale alone (of every resource when the first pull asked for them).
 */
async function fetchSourceTexts(client, response, resources) {
    const sourceLocale = (0,src_locale/* normalizeLocale */.QC)(response.sourceLocale);
    const isSource = (f) => (0,src_locale/* normalizeLocale */.QC)(f.locale) === sourceLocale;
    const files = response.files.some(isSource)
        ? response.files.filter(isSource)
        : (await client.pull({
            format: 'json',
            structure: 'flat',
            status: 'approved',
            locales: [response.sourceLocale],
            ...(resources && { resources: 'all' }),
        })).files.filter(isSource);
    const texts = new Map();
    for (const file of files) {
        const resource = file.resource ?? '';
        const of = resource === '' ? '' : ` of resource ${(0,src_logger/* safeText */.Hk)(resource)}`;
        try {
            texts.set(resource, (await (0,registry/* loadFormat */.M6)(file.format)).parse(file.content, { once: true }));
        }
        catch (err) {
            if (!(err instanceof src_errors/* FormatError */.I))
                throw err;
            throw new errors/* SyncError */.S(`the server's source file (${(0,src_logger/* safeText */.Hk)(response.sourceLocale)}${of}) cannot be read: ${err.message}; nothing was written`);
        }
    }
    // Every file the pull writes is measured and filled against its own resource's source texts.
    for (const resource of new Set(response.files.map((f) => f.resource ?? ''))) {
        if (texts.has(resource))
            continue;
        const of = resource === '' ? '' : ` of resource ${(0,src_logger/* safeText */.Hk)(resource)}`;
        throw new errors/* SyncError */.S(`the server did not answer the source locale ${(0,src_logger/* safeText */.Hk)(response.sourceLocale)}${of}, needed to fill gaps or measure coverage; nothing was written`);
    }
    return texts;
}

;// CONCATENATED MODULE: ../../packages/sync/src/report/key-lines.ts
/**
 * Finds the line of a key in a translation file's text, so an annotation can point at it. Each
 * format writes a key its own way (`"key":` in JSON, `key:` in YAML, `key=` in .properties,
 * `"key" =` in .strings, `name="key"` in XML, `msgid "key"` in PO); a plural form or variation
 * (`items[one]`) at its string's line when it is not written itself; a nested key is found as its
 * names in order, each below the previous one. A best effort: undefined when nothing matches.
 */
function lineOfKey(content, key) {
    const lines = linesOf(content);
    const direct = mayDefine(content, key) ? firstLineDefining(lines, key, 0, lines.length) : -1;
    if (direct >= 0)
        return direct + 1;
    // A plural form or variation (`items[one]`, `label[device:mac]`) is written under its string's name
    // (an Android `<plurals name="items">`, a String Catalog's `"items" : {`).
    const base = key.replace(/(?:\[[^[\]]+\])+$/, '');
    if (base !== key && base !== '') {
        const line = lineOfKey(content, base);
        if (line !== undefined)
            return line;
    }
    const names = key.split('.').filter((name) => name !== '');
    if (names.length < 2)
        return undefined;
    let from = 0;
    let end = lines.length;
    let found = -1;
    for (const [index, name] of names.entries()) {
        const bare = name.replace(/\[\d+\]$/, '');
        const at = mayDefine(content, bare) ? firstLineDefining(lines, bare, from, end) : -1;
        if (at < 0) {
            // A plural form the file lacks (`items.few`, the problem "needs the plural form few") is
            // reported at its string's line, not at another string's `few` further down.
            return index === names.length - 1 && found >= 0 && PLURAL_CATEGORIES.has(name) ? found + 1 : undefined;
        }
        found = at;
        from = at + 1;
        end = blockEnd(lines, at, end);
    }
    return found + 1;
}
const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);
/**
 * Where the block that starts at line `at` ends, by indentation (JSON and YAML written one key a
 * line): the first later line, before `end`, indented no deeper than it. A name is looked for only
 * inside its parent's block, so `a.b.few` is never found in another mapping's `few`.
 */
function blockEnd(lines, at, end) {
    const indent = (line) => line.length - line.trimStart().length;
    const own = indent(lines[at]);
    for (let i = at + 1; i < end; i++) {
        const line = lines[i];
        if (line.trim() === '')
            continue;
        if (indent(line) <= own)
            return i;
    }
    return end;
}
/** The line of the key a problem names (`key "a.b": …`), when the problem names one. */
function lineOfProblem(content, problem) {
    const match = /^key "(.*?)": /.exec(problem);
    return match ? lineOfKey(content, match[1]) : undefined;
}
/**
 * The lines of the last text asked about: a file's problems are looked up one after another in the
 * same text (ten per file), which a large file (a 1.6 MB Qt catalog) should not split ten times.
 */
let lastText;
let lastLines = [];
function linesOf(content) {
    if (content !== lastText) {
        lastText = content;
        lastLines = content.split('\n');
    }
    return lastLines;
}
/**
 * Whether `content` holds `key` in a spelling some definition needs (as is, JSON-escaped or
 * XML-escaped): when it holds none, no line can define the key, and the scan of every line against
 * six patterns is skipped (a Qt key, never written as such, was scanned to the end of the file).
 */
function mayDefine(content, key) {
    return (content.includes(key) ||
        content.includes(JSON.stringify(key).slice(1, -1)) ||
        content.includes(escapeXml(key)));
}
/** The first line in [from, end) that defines `key`, or -1. */
function firstLineDefining(lines, key, from, end) {
    const patterns = definitionsOf(key);
    for (let i = from; i < end; i++) {
        const line = lines[i];
        if (patterns.some((pattern) => pattern.test(line)))
            return i;
    }
    return -1;
}
function escapeXml(key) {
    return key.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');
}
/** Lines that define `key` in one of the formats. */
function definitionsOf(key) {
    const k = escapeRegExp(key);
    const json = escapeRegExp(JSON.stringify(key));
    const xml = escapeRegExp(escapeXml(key));
    return [
        new RegExp(`${json}\\s*:`),
        new RegExp(`^\\s*(?:-\\s+)?(['"]?)${k}\\1\\s*:(\\s|$)`),
        new RegExp(`^\\s*${k}\\s*[=:]`),
        new RegExp(`^\\s*${json}\\s*=`),
        new RegExp(`\\b(?:name|id|resname)="${xml}"`),
        new RegExp(`^msgid ${json}`),
    ];
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

;// CONCATENATED MODULE: ../../packages/sync/src/report/annotations.ts

/** Problems reported per file before the rest are only counted. */
const MAX_PROBLEMS_PER_FILE = 10;
/**
 * Logs a file's problems as annotations on it: the first ten one by one, the rest as a count, so a
 * broken file cannot flood the log.
 */
function reportProblems(logger, file, problems, level, 
/** The file's text: each problem's annotation then points at its key's line. */
content) {
    for (const problem of problems.slice(0, MAX_PROBLEMS_PER_FILE)) {
        const line = content === undefined ? undefined : lineOfProblem(content, problem);
        logger[level](`${file}: ${problem}`, { file, ...(line !== undefined && { line }) });
    }
    if (problems.length > MAX_PROBLEMS_PER_FILE) {
        logger[level](`${file}: ${problems.length - MAX_PROBLEMS_PER_FILE} more problems`, { file });
    }
}

;// CONCATENATED MODULE: ../../packages/sync/src/repository/source-file-texts.ts


/**
 * The texts of the source locale's files a pull reads, each read once for the whole pull. Three
 * steps look at the source file of each resource: the checks (its placeholders), the layout of new
 * files (its structure and spacing) and new entries' templates. Each read its own copy, its path
 * resolved and checked (`readInside`) every time: with ten source files, thirty reads where one
 * source file took three. The text is read as `readInside` reads, so a path that is or goes through
 * a link out of the repository is refused as before, and every step sees the same bytes.
 */
class SourceFileTexts {
    #rootReal;
    #byPath = new Map();
    constructor(rootReal) {
        this.#rootReal = rootReal;
    }
    /** The text of the repository file `path` (with `/`), read at the first call; rejects as `readInside` does. */
    async read(path) {
        return (await this.decoded(path)).text;
    }
    /** The text of the repository file `path` and the encoding it was read in (see `decodeText`). */
    decoded(path) {
        let read = this.#byPath.get(path);
        if (read === undefined) {
            read = (0,paths/* readInside */.xO)(this.#rootReal, path).then((bytes) => decodeText(bytes, path));
            this.#byPath.set(path, read);
        }
        return read;
    }
}

;// CONCATENATED MODULE: ../../packages/sync/src/checks/translations.ts




/**
 * Checks pulled translations against the repository's source file (the one the layout names for the
 * translation's resource): a placeholder that the source has and the translation lost (or gained),
 * and a translation that breaks its source's ICU syntax, are warnings on the written file, so a
 * reviewer sees them before they reach production. Returns the number of problems per file (`problemKey`).
 */
async function checkTranslations(args) {
    const counts = new Map();
    const sources = args.sources ?? new Map();
    const texts = args.texts ?? new SourceFileTexts(args.rootReal);
    // The checks' code (about 70 KB with the formats' checkers) is loaded at the first file that has a
    // source to be checked against: a pull with none (a new repository, a source-less resource) never compiles it.
    let checker;
    for (const item of args.translations) {
        const key = item.resource ?? '';
        let pending = sources.get(key);
        if (pending === undefined) {
            pending = readSourceEntries(texts, args.layout, args.sourceLocale, item.resource, args.logger);
            sources.set(key, pending);
        }
        const source = await pending;
        if (!source || item.locale === source.locale)
            continue;
        const quoting = args.layout.icuQuotingOf(item.path);
        const checked = quoting === undefined ? item : { ...item, icuQuoting: quoting };
        checker ??= Promise.all(/* import() */[__webpack_require__.e(259), __webpack_require__.e(353)]).then(__webpack_require__.bind(__webpack_require__, 1353)).then((m) => m.sourceChecker());
        const problems = await (await checker)(source, checked);
        if (problems.length === 0)
            continue;
        counts.set(problemKey(item.path, item.everyLocale ? item.locale : undefined), problems.length);
        reportProblems(args.logger, item.path, problems, 'warning', item.content);
    }
    return counts;
}
/**
 * The key of a file's problem count: its repository path, or for one locale of a file that holds
 * every locale (`locale` given), the path and that locale.
 */
function problemKey(path, locale) {
    return locale === undefined ? path : `${path}\u0000${locale}`;
}
/**
 * The source locale's file of a resource, as the layout names it (`paths`, discovery, or `files`).
 * Undefined (with a debug line) when there is none or it cannot be read.
 */
async function readSourceEntries(texts, layout, sourceLocale, resource, logger) {
    const locale = (0,src_locale/* normalizeLocale */.QC)(sourceLocale);
    if (locale === undefined)
        return undefined;
    const file = await layout.checkSourceFile(locale, resource);
    if (file === undefined) {
        logger.debug(`no ${locale} file in the repository; placeholders are not checked`);
        return undefined;
    }
    try {
        const text = await texts.read(file.path);
        return {
            locale,
            path: file.path,
            entries: (await (0,registry/* loadFormat */.M6)(file.format)).parse(text, { path: file.path, locale, source: true }),
        };
    }
    catch (err) {
        const why = err instanceof src_errors/* FormatError */.I || err instanceof Error ? err.message : String(err);
        logger.debug(`the source file ${file.path} cannot be read (${why}); placeholders are not checked`);
        return undefined;
    }
}

// EXTERNAL MODULE: ../../packages/sync/src/report/plan.ts
var plan = __webpack_require__(515);
// EXTERNAL MODULE: ../../packages/sync/src/repository/localemap-example.ts
var localemap_example = __webpack_require__(4935);
;// CONCATENATED MODULE: ../../packages/sync/src/repository/held-locales.ts



/**
 * The locales a file holds (`byLocale`: the format's `parseLocales`, keyed by the file's spellings,
 * the source first), keyed by the locale as the service stores it, in the file's order. A spelling
 * no locale can be read from is left out with a warning; two spellings of one locale are an error
 * naming both.
 */
function heldLocales(byLocale, held, file, logger) {
    const out = new Map();
    for (const [spelling, entries] of byLocale) {
        const read = (0,locale_spelling/* unmapSpelling */.iD)(spelling, held.localeMap) ?? (0,locale_spelling/* readLocale */.XE)(spelling);
        if (read === undefined) {
            logger.warning(`${file}: "${spelling}" is not a locale code, so its texts are not synced (name its code in "localeMap" of the files entry, e.g. ${(0,localemap_example/* localeMapExample */.z)(spelling)})`, { file });
            continue;
        }
        const locale = (0,locale_spelling/* wireLocale */._d)(read);
        const earlier = out.get(locale);
        if (earlier !== undefined) {
            throw new errors/* SyncError */.S(`${file}: "${earlier.spelling}" and "${spelling}" are one locale (${locale}) on the service; keep one of them in the file, or give one a code of its own with "localeMap" in the files entry`, { file });
        }
        out.set(locale, { locale, spelling, entries });
    }
    return out;
}
/**
 * How the file spells `locale`: as it does now, else as `localeMap` says, else as a BCP 47 tag (the
 * way Xcode names a catalog's languages: `de`, `pt-BR`, `zh-Hans`).
 */
function spellingOf(locale, present, held) {
    return present.get((0,locale_spelling/* wireLocale */._d)(locale))?.spelling ?? (0,locale_spelling/* spellLocale */.Hy)(locale, 'locale', held.localeMap);
}

// EXTERNAL MODULE: ../../packages/formats/src/checks/shapes.ts
var shapes = __webpack_require__(9242);
;// CONCATENATED MODULE: ../../packages/sync/src/pull/merge.ts

/**
 * The service's texts merged into a repository file's: every key of the file stays with its value
 * unless the service has a value (replaced) or knows it left the source (removed); keys only the
 * service has follow, in its order. A message the file holds in another shape than the service
 * (`items.one`, `items.other` in the file, `items` in the service) keeps the file's keys and values:
 * the service's keys of it are left out and returned in `keptShapes`, for the caller to say so.
 */
function mergeIntoFile(file, service, obsolete) {
    const merged = new Map();
    // forEach, not for…of: iterating a Map's entries builds a [key, value] array per entry, and a pull
    // of 1,000,000 strings merges, diffs and renders each of them (per-file garbage is its peak memory).
    file.forEach((value, key) => {
        const current = service.get(key);
        if (current !== undefined)
            merged.set(key, current);
        else if (!obsolete.has(key))
            merged.set(key, value);
    });
    const added = [];
    service.forEach((_value, key) => {
        if (!merged.has(key))
            added.push(key);
    });
    // Only keys the service adds can bring another shape, and only against what stays of the file: a
    // shape whose keys left the source gives way to the new one.
    const conflicts = added.length === 0 ? undefined : (0,shapes/* shapeConflicts */.V)(merged, service);
    const leftOut = new Set();
    for (const conflict of conflicts?.values() ?? [])
        for (const key of conflict.theirs)
            leftOut.add(key);
    for (const key of added)
        if (!leftOut.has(key))
            merged.set(key, service.get(key));
    return { entries: merged, keptShapes: [...(conflicts?.values() ?? [])] };
}
/**
 * Key-level difference between a file on disk and what the server sent. With `max`, each key list
 * holds its first `max` keys and `counts` the totals when one is longer, as `listFirstKeys` cuts a
 * change: a pull that creates 10,000 keys per file lists 50 of them and builds no longer list.
 */
function diffEntries(locale, file, before, after, max = Number.POSITIVE_INFINITY) {
    const created = [];
    const updated = [];
    const obsolete = [];
    const counts = { created: 0, updated: 0, obsolete: 0 };
    let unchanged = 0;
    after.forEach((value, key) => {
        const old = before.get(key);
        if (old === undefined) {
            if (counts.created++ < max)
                created.push(key);
        }
        else if (old !== value) {
            if (counts.updated++ < max)
                updated.push(key);
        }
        else
            unchanged++;
    });
    before.forEach((_value, key) => {
        if (!after.has(key) && counts.obsolete++ < max)
            obsolete.push(key);
    });
    const change = { locale, path: file, created, updated, obsolete, unchanged };
    if (counts.created > max || counts.updated > max || counts.obsolete > max)
        change.counts = counts;
    return change;
}

// EXTERNAL MODULE: ../../packages/formats/src/shared/quoted.ts
var quoted = __webpack_require__(5596);
;// CONCATENATED MODULE: ../../packages/sync/src/pull/nextcloud-twin.ts
// Nextcloud keeps each locale of an app twice, `l10n/de.json` and `l10n/de.js`: its translation tool
// (nextcloud/docker-ci translations/translationtool, createNextcloudFiles) writes both from the same
// lines, the JSON as `{ "translations": {` … `},"pluralForm" :"…"` and the script, which the browser
// loads, as `OC.L10N.register(` "app", `{` … `},` "…"`);`. A pull that rewrites the JSON rewrites its
// twin from it, so the two never disagree.




// The frames are found with `quotedEnd` and string searches, not one regular expression: V8 matches
// a quoted string of millions of characters (`"(?:[^"\\]|\\.)*"`) with one backtracking entry per
// character and throws "Maximum call stack size exceeded".
const JSON_OPEN = '{ "translations": {\n    ';
const JSON_PLURAL = '\n},"pluralForm" :';
const JSON_CLOSE = '\n}';
const JS_OPEN = 'OC.L10N.register(\n    ';
/** The path of the twin script of a Nextcloud `l10n/<locale>.json`, or undefined for any other file. */
function twinPathOf(file) {
    return /(^|\/)l10n\/[^/]+\.json$/.test(file) ? file.replace(/\.json$/, '.js') : undefined;
}
/** The app name of a twin script as written (with its quotes): `"notes"`, or undefined if it is none. */
function appOfScript(script) {
    if (!script.startsWith(JS_OPEN) || script[JS_OPEN.length] !== '"')
        return undefined;
    const end = (0,quoted/* quotedEnd */.c)(script, JS_OPEN.length);
    return end !== -1 && script.startsWith(',\n', end) ? script.slice(JS_OPEN.length, end) : undefined;
}
/**
 * The translations (between the frame's first and last lines) and the quoted plural form of a JSON
 * file in the translation tool's frame, or undefined.
 */
function jsonFrame(json) {
    if (!json.startsWith(JSON_OPEN) || !json.endsWith(JSON_CLOSE))
        return undefined;
    const close = json.length - JSON_CLOSE.length;
    // The last `pluralForm` whose string ends the file, as a greedy `([\s\S]*)` would find it.
    for (let at = json.lastIndexOf(JSON_PLURAL); at >= JSON_OPEN.length;) {
        const quote = at + JSON_PLURAL.length;
        if (json[quote] === '"' && (0,quoted/* quotedEnd */.c)(json, quote) === close) {
            return { body: json.slice(JSON_OPEN.length, at), pluralForm: json.slice(quote, close) };
        }
        at = at === 0 ? -1 : json.lastIndexOf(JSON_PLURAL, at - 1);
    }
    return undefined;
}
/**
 * The script the translation tool writes beside `json` for the app `app` (quoted as in the script):
 * its lines byte for byte. Undefined when `json` is not in the tool's shape (edited by hand), since
 * then no script follows from it.
 */
function nextcloudScript(json, app) {
    const frame = jsonFrame(json);
    if (!frame)
        return undefined;
    return `OC.L10N.register(\n    ${app},\n    {\n    ${frame.body}\n},\n${frame.pluralForm});\n`;
}
/**
 * The app name the twin scripts of the folder of `file` are registered under, read from the twin of
 * `file` when it exists (`existing`), else from a sibling script: undefined when the folder has no
 * Nextcloud script, and then there is no twin to write.
 */
async function twinApp(rootReal, file, existing) {
    if (existing !== undefined)
        return appOfScript(existing);
    const folder = external_node_path_default().posix.dirname(file);
    let names;
    try {
        names = (await (0,promises_.readdir)(external_node_path_default().join(rootReal, folder))).filter((n) => n.endsWith('.js')).sort();
    }
    catch {
        return undefined;
    }
    for (const name of names.slice(0, 3)) {
        try {
            const text = (await (0,paths/* readInside */.xO)(rootReal, `${folder}/${name}`)).toString('utf8');
            const app = appOfScript(text);
            if (app !== undefined)
                return app;
        }
        catch {
            // An unreadable sibling says nothing about the folder: the next one may.
        }
    }
    return undefined;
}

// EXTERNAL MODULE: ../../packages/formats/src/shared/escaping.ts
var escaping = __webpack_require__(8260);
// EXTERNAL MODULE: ../../packages/formats/src/shared/key-order.ts
var key_order = __webpack_require__(5088);
;// CONCATENATED MODULE: ../../packages/sync/src/pull/structure.ts



/** The style (structure, indentation) of a file's text, when the format can tell. */
function styleOf(format, content) {
    try {
        return format.detectStyle(content);
    }
    catch {
        return undefined;
    }
}
/**
 * The layout a new file of `format` takes: the structure the pull asks for, else the one the
 * repository's existing files of that format use (the source file first), else flat (the spec's
 * default); and the indentation and final newline of the translations of its resource when those
 * with a key all share them (the tool that wrote them writes the next: Weblate indents Sonarr's
 * `Core/<locale>.json` with four spaces while its `en.json` has two, Crowdin Vikunja's with tabs),
 * else of the source locale's file of that format (its own resource's first: Mealie's seed files use
 * four spaces, its messages tabs) when it holds a key (Matomo's `lang/en.json` is indented with four
 * spaces, so a new `lang/de.json` is too), else the format's own. The spelling a format has two of
 * (`FileStyle.syntax`: FreshRSS's `array(`) goes with the spacing: the translations' when they agree on
 * all of it, else the source's. A format that writes a new file from its source file re-spaces it
 * first (formats' shared/restyle.ts). A translation of the resource with a key is kept as `sibling`,
 * for what only translations show (`SerializeOptions.sibling`). When the translations looked at all
 * have their keys sorted and the source file does not, the new file's are sorted (`sortKeys`).
 */
async function usualStyle(rootReal, layout, format, sourceLocale, structure, 
/** The resource the new file is of: its own source file comes first. */
resource, 
/** The source locale's files, read once for the pull (the checks and templates read them too). */
texts) {
    const rank = (f) => Number(f.locale === sourceLocale) * 2 + Number(f.resource === resource);
    const candidates = layout
        .files()
        .filter((f) => f.format === format.name)
        .sort((a, b) => rank(b) - rank(a));
    let sibling;
    let siblingEncoding;
    let firstEncoding;
    const read = async (file) => {
        try {
            const { text, encoding } = file.locale === sourceLocale
                ? await texts.decoded(file.path)
                : decodeText(await (0,paths/* readInside */.xO)(rootReal, file.path), file.path);
            const style = styleOf(format, text);
            if (style !== undefined)
                firstEncoding ??= encoding;
            if (style !== undefined &&
                style.keyOrder.length > 0 &&
                file.locale !== sourceLocale &&
                file.resource === resource) {
                // The first translation that shows how it writes non-ASCII text, else the first: Pixelfed's
                // `public/_lang/af.json` has none, its `ar.json` escapes every character as PHP's json_encode does.
                if (sibling === undefined ||
                    ((0,escaping/* escapesNonAscii */.Z)(sibling) === undefined && (0,escaping/* escapesNonAscii */.Z)(text) !== undefined)) {
                    sibling = text;
                    siblingEncoding = encoding;
                }
            }
            return style;
        }
        catch {
            // An unreadable file says nothing about the layout.
            return undefined;
        }
    };
    let found;
    for (const file of candidates) {
        const style = await read(file);
        if (style === undefined)
            continue;
        found ??= { structure: structure ?? style.structure };
        // Only a file with a key to space says how the files are spaced.
        if (file.locale === sourceLocale && style.keyOrder.length > 0) {
            const translations = await sampleTranslations(candidates, sourceLocale, resource, read);
            const spacing = sharedSpacing(translations) ?? style;
            const nested = style.structure === 'nested';
            const sortKeys = translations.length > 0 &&
                translations.every((t) => (0,key_order/* isSortedByKey */.Ap)(t.keyOrder, nested)) &&
                !(0,key_order/* isSortedByKey */.Ap)(style.keyOrder, nested);
            return {
                ...found,
                indent: spacing.indent,
                trailingNewline: spacing.trailingNewline,
                ...(spacing.syntax !== undefined && { syntax: spacing.syntax }),
                ...(sortKeys && { sortKeys }),
                ...(sibling !== undefined && { sibling }),
                ...structure_encodingOf(siblingEncoding ?? firstEncoding),
            };
        }
        if (file.locale !== sourceLocale)
            break;
    }
    return {
        ...(found ?? { structure: structure ?? 'flat' }),
        ...structure_encodingOf(siblingEncoding ?? firstEncoding),
    };
}
function structure_encodingOf(encoding) {
    return encoding === undefined ? {} : { encoding };
}
function spacingOf(style) {
    return {
        indent: style.indent,
        trailingNewline: style.trailingNewline,
        ...(style.syntax !== undefined && { syntax: style.syntax }),
    };
}
/** Translations looked at for their spacing: enough to see whether they agree. */
const SPACING_SAMPLE = 3;
/**
 * The styles of a few of the resource's translations with a key (SPACING_SAMPLE of them): enough to
 * see whether they agree.
 */
async function sampleTranslations(files, sourceLocale, resource, read) {
    const styles = [];
    for (const file of files) {
        if (styles.length >= SPACING_SAMPLE)
            break;
        if (file.locale === sourceLocale || file.resource !== resource)
            continue;
        const style = await read(file);
        if (style !== undefined && style.keyOrder.length > 0)
            styles.push(style);
    }
    return styles;
}
/** The indentation and final newline `styles` all share; undefined when there are none or they differ. */
function sharedSpacing(styles) {
    const [first, ...rest] = styles;
    if (first === undefined)
        return undefined;
    const shared = spacingOf(first);
    const differs = rest.some((style) => shared.indent !== style.indent ||
        shared.trailingNewline !== style.trailingNewline ||
        shared.syntax !== style.syntax);
    return differs ? undefined : shared;
}

;// CONCATENATED MODULE: ../../packages/sync/src/pull/template.ts

/**
 * The source locale's file text of each target whose format writes new entries from it (a Chrome
 * message takes the source's placeholders, without which Chrome refuses its `$NAME$`), read once per
 * resource. A target without a readable source file has none (logged at debug).
 */
async function readTemplates(texts, layout, targets, sourceLocale, logger, 
/** Source files read for earlier targets (a streamed pull's), by resource: kept and added to. */
byResource = new Map()) {
    const templates = new Map();
    const locale = (0,src_locale/* normalizeLocale */.QC)(sourceLocale) ?? sourceLocale;
    const read = async (resource) => {
        const file = await layout.checkSourceFile(locale, resource);
        if (file === undefined)
            return undefined;
        try {
            return await texts.read(file.path);
        }
        catch (err) {
            logger.debug(`the source file ${file.path} cannot be read (${err instanceof Error ? err.message : String(err)}); new entries are written without it`);
            return undefined;
        }
    };
    for (const target of targets) {
        if (target.format.needsTemplate !== true || target.locale === sourceLocale)
            continue;
        const key = target.resource ?? '';
        let text = byResource.get(key);
        if (text === undefined) {
            text = read(target.resource);
            byResource.set(key, text);
        }
        const found = await text;
        if (found !== undefined)
            templates.set(target, found);
    }
    return templates;
}

;// CONCATENATED MODULE: ../../packages/sync/src/pull/plan.ts



















/**
 * Turns a pull answer into checked writes without writing anything. Every locale is validated (server
 * data is untrusted) and given its file by the repository layout (where push reads it; a new file
 * where the repository keeps the others). The service's texts are merged into the existing file: a
 * key leaves the file only when the service says it left the source (`obsoleteKeys`); a key the
 * service lacks (never pushed, ignored on push, not at the requested status) keeps the file's value.
 * A file is left untouched, with a warning, when the service has no source strings at all, has
 * nothing for the locale, or when the file cannot be read. Every target is checked to stay inside the
 * repository. The stages, in order: read the answer, check the targets, merge into the files, fill
 * and measure, check the translations, choose new files' structure, render.
 */
async function planPull(args) {
    const { config, response, options, logger } = args;
    if (needsSourceTexts(options) && args.sourceTexts === undefined) {
        throw new Error('planPull: sourceTexts are required with missing or minCoverage');
    }
    const rootReal = await (0,paths/* realRoot */.dU)(args.root);
    const layout = args.layout ??
        (await RepositoryLayout.read(rootReal, config, logger, {
            sourceLocale: config.sourceLocale ?? response.sourceLocale,
        }));
    const { answered, orphans } = await readAnswerFiles(response, options, layout, logger);
    const prepared = await checkTargets(rootReal, answered);
    const sourceLocale = (0,src_locale/* normalizeLocale */.QC)(response.sourceLocale) ?? response.sourceLocale;
    warnNoSource(prepared.map((p) => p.resource ?? ''), response, logger);
    mergeIntoFiles(prepared, response, options, logger);
    if (args.sourceTexts !== undefined) {
        await fillAndMeasure(prepared, args.sourceTexts, sourceLocale, options, logger);
    }
    // Each resource's source file, read once for the checks, new files' layout and templates.
    const texts = new SourceFileTexts(rootReal);
    const problems = await checkTranslations({
        rootReal,
        layout,
        sourceLocale: response.sourceLocale,
        translations: translationsOf(prepared),
        logger,
        texts,
    });
    const newFileStyles = await structuresOfNewFiles(rootReal, layout, prepared, options, sourceLocale, texts);
    const writable = prepared.filter((p) => p.untouched === undefined);
    const templates = await readTemplates(texts, layout, writable, sourceLocale, logger);
    return {
        sourceLocale: response.sourceLocale,
        ...renderFiles(prepared, newFileStyles, problems, templates, sourceLocale, options, logger),
        orphanResources: orphans,
    };
}
/** Starts reading an answer's files: its resources checked against the layout's. */
function startAnswer(head, options, layout, logger) {
    if (layout.multiResource && head.resources === undefined) {
        throw new errors/* SyncError */.S(`the "files" of ${repository_config/* CONFIG_PATH */.tF} have ${layout.resources().length} source files, but the service answered without resources (it predates them); upgrade the service. Nothing was written`);
    }
    const ours = new Set(layout.multiResource ? layout.resources().map((r) => r.resource) : ['']);
    const orphans = new Map();
    let emptyDefault = false;
    for (const r of head.resources ?? []) {
        if (ours.has(r.resource))
            continue;
        if (r.resource === '' && r.sourceKeys === 0)
            emptyDefault = true;
        else
            orphans.set(r.resource, { resource: r.resource, keys: r.sourceKeys });
    }
    const requested = options.locales === undefined ? undefined : new Set(options.locales);
    return { options, layout, logger, ours, orphans, emptyDefault, requested, seen: new Set() };
}
/**
 * One file of the answer: its locale validated, parsed, and given its file by the layout (for its
 * resource); undefined when it is not written (not asked for, or of a resource the repository does
 * not have: an orphan).
 */
async function readAnswerFile(reading, file) {
    const { options, layout, logger, ours, orphans, requested, seen } = reading;
    const locale = (0,src_locale/* normalizeLocale */.QC)(file.locale);
    if (locale === undefined) {
        throw new errors/* UnsafePathError */.k(`the server answered a file for "${(0,src_logger/* safeText */.Hk)(file.locale)}", which is not a locale code; refusing the whole pull (nothing was written)`);
    }
    const resource = file.resource ?? '';
    const id = JSON.stringify([resource, locale]);
    if (seen.has(id)) {
        const of = resource === '' ? '' : ` of resource ${(0,src_logger/* safeText */.Hk)(resource)}`;
        throw new errors/* SyncError */.S(`the server answered locale ${locale}${of} twice; refusing the pull (nothing was written)`);
    }
    seen.add(id);
    if (requested && !requested.has(locale)) {
        logger.warning(`the server answered locale ${locale}, which was not asked for; it is not written`);
        return undefined;
    }
    if (!ours.has(resource)) {
        if (!orphans.has(resource) && !(resource === '' && reading.emptyDefault)) {
            orphans.set(resource, { resource });
        }
        return undefined;
    }
    // The formats' code is loaded on demand: the one the server used to carry the answer, here.
    const service = readAnswer(locale, await (0,registry/* loadFormat */.M6)(file.format), file.content);
    const own = resource === '' ? undefined : resource;
    const target = layout.fileFor(locale, options.format, own);
    return {
        locale,
        ...(own !== undefined && { resource: own }),
        file: target,
        format: await (0,registry/* loadFormat */.M6)(target.format),
        service,
        entries: service,
    };
}
/** The orphan resources of a read answer, sorted, each told to the log. */
function finishAnswer(reading) {
    const found = [...reading.orphans.values()].sort((a, b) => (0,discovery/* compareStrings */.Kt)(a.resource, b.resource));
    for (const orphan of found)
        reading.logger.warning((0,plan/* describeOrphan */.kC)(orphan));
    return found;
}
/** The order a pull handles and reports its files in: by locale, then path. */
function answerOrder(a, b) {
    return (0,discovery/* compareStrings */.Kt)(a.locale, b.locale) || (0,discovery/* compareStrings */.Kt)(a.file.path, b.file.path);
}
/**
 * Stage 1: each file of the answer, its locale validated, parsed, and given its file by the layout
 * (for its resource); in locale order. A resource the layout has no source file for is an orphan:
 * reported, not written.
 */
async function readAnswerFiles(response, options, layout, logger) {
    const reading = startAnswer(response, options, layout, logger);
    // Every format the answer uses, loaded together.
    await (0,registry/* loadFormats */.nW)(response.files.map((f) => f.format));
    const answered = [];
    for (const file of response.files) {
        const item = await readAnswerFile(reading, file);
        if (item !== undefined)
            answered.push(item);
    }
    const orphans = finishAnswer(reading);
    answered.sort(answerOrder);
    return { answered, orphans };
}
/**
 * Stage 2: every target is checked (and read) before anything is rendered or written; a file holding
 * every locale is one target for all of them.
 */
async function checkTargets(rootReal, answered, seen) {
    const paths = [...new Set(answered.map((p) => p.file.path))];
    const checked = await checkWrites(rootReal, paths.map((path) => ({ path, content: '' })), seen);
    const targetOf = new Map(paths.map((path, index) => [path, checked[index]]));
    const twins = await checkTwins(rootReal, answered, seen);
    return answered.map((item) => {
        const twin = twins.get(item.file.path);
        return {
            ...item,
            target: targetOf.get(item.file.path),
            ...(twin !== undefined && { twin }),
        };
    });
}
/**
 * The twin script of each Nextcloud `l10n/<locale>.json` target (nextcloud-twin.ts), checked as a
 * target too, when its folder has such scripts.
 */
async function checkTwins(rootReal, answered, seen) {
    const twins = new Map();
    for (const item of answered) {
        const twinPath = twinPathOf(item.file.path);
        if (twinPath === undefined || twins.has(item.file.path) || item.format.name !== 'json')
            continue;
        const [target] = await checkWrites(rootReal, [{ path: twinPath, content: '' }], seen);
        const app = await twinApp(rootReal, twinPath, target?.existing);
        if (target !== undefined && app !== undefined)
            twins.set(item.file.path, { target, app });
    }
    return twins;
}
/**
 * Stage 3: the service's texts merged into each existing file; a file is left untouched when the
 * service has no source strings, the file cannot be read, or the service has nothing for its locale.
 */
function mergeIntoFiles(prepared, head, options, logger) {
    // Keys leave a file only when they left its own resource's source.
    const perResource = new Map((head.resources ?? []).map((r) => [r.resource, r]));
    const obsoleteOf = (resource) => new Set(perResource.get(resource)?.obsoleteKeys ?? (resource === '' ? (head.obsoleteKeys ?? []) : []));
    const noSourceIn = noSourceOf(head);
    const heldIn = new Map();
    const warned = new Set();
    for (const item of prepared) {
        const existing = item.target.existing;
        if (noSourceIn(item.resource ?? '')) {
            item.untouched = 'left as it is: the service has no source strings yet';
            continue;
        }
        if (existing === undefined)
            continue;
        let before;
        try {
            if (item.file.holdsEveryLocale !== undefined) {
                // The file is read once for all its locales; this locale's texts are its part of it.
                let present = heldIn.get(item.file.path);
                if (present === undefined) {
                    present = readHeld(item, existing, logger);
                    heldIn.set(item.file.path, present);
                }
                if (present instanceof src_errors/* FormatError */.I)
                    throw present;
                before = present.get(item.locale)?.entries ?? new Map();
                item.held = {
                    spelling: spellingOf(item.locale, present, item.file.holdsEveryLocale),
                    ...(present.has(item.locale) && { before }),
                };
                item.structure = 'flat';
            }
            else {
                // Read as renderOver reads it (locale included), so the format's remembered reading serves both.
                before = item.format.parse(existing, { path: item.file.path, locale: item.locale });
                item.structure = styleOf(item.format, existing)?.structure ?? 'flat';
            }
        }
        catch (err) {
            const why = err instanceof Error ? err.message : String(err);
            // A file holding every locale is named once, not once per locale.
            if (item.file.holdsEveryLocale === undefined || !warned.has(item.file.path)) {
                warned.add(item.file.path);
                logger.warning(`${item.file.path} cannot be read as ${item.format.name} (${why}); it is left as it is`, {
                    file: item.file.path,
                    ...(err instanceof src_errors/* FormatError */.I && err.line !== undefined && { line: err.line }),
                });
            }
            item.untouched = 'left as it is: the file cannot be read';
            continue;
        }
        if (item.service.size === 0) {
            const none = `no ${statusWord(options.status)}translations`;
            // A file holding no texts either (Matomo's 962 `{}` files of locales no one translates) is
            // already what the service has: nothing to warn of.
            if (before.size > 0 || item.held !== undefined)
                logger.warning(item.held === undefined
                    ? `${item.file.path}: the service has ${none} for ${item.locale}; the file is left as it is`
                    : `${item.file.path}: the service has ${none} for ${item.locale}; its texts in the file are left as they are`, { file: item.file.path });
            item.untouched = `left as it is: ${none} in the service`;
            item.entries = before;
            continue;
        }
        const { entries, keptShapes } = mergeIntoFile(before, item.service, obsoleteOf(item.resource ?? ''));
        item.entries = entries;
        for (const kept of keptShapes)
            warnKeptShape(item, kept, logger);
    }
}
/** Says that the service's text of a message is not written because the file holds it in another shape. */
function warnKeptShape(item, kept, logger) {
    const keys = (list) => list.map((key) => `"${key}"`).join(', ');
    logger.warning(`${item.file.path}: ${item.locale} holds "${kept.message}" as ${keys(kept.ours)} while the service has it as ${keys(kept.theirs)}; the file's text is kept and the service's is not written: give the text in the service the file's shape, or the file the source's`, { file: item.file.path });
}
/** The files a pull writes, as the translation checks take them. */
function translationsOf(prepared) {
    // The file as it is now: its header tells the PO plural rules, its lines where each key is.
    return prepared.flatMap((p) => p.untouched !== undefined
        ? []
        : [
            {
                locale: p.locale,
                path: p.file.path,
                format: p.format.name,
                entries: p.entries,
                // Checked against its own resource's source file (several source files per locale).
                ...(p.resource !== undefined && { resource: p.resource }),
                ...(p.target.existing !== undefined && { content: p.target.existing }),
                ...(p.held !== undefined && { everyLocale: true }),
            },
        ]);
}
/** Whether the service has no source strings for a resource (so its files are left as they are). */
function noSourceOf(head) {
    const perResource = new Map((head.resources ?? []).map((r) => [r.resource, r]));
    return (resource) => (perResource.get(resource)?.sourceKeys ?? (resource === '' ? head.sourceKeys : undefined)) === 0;
}
/**
 * Says once when the files of some (or all) of `resources` stay as they are for want of source
 * strings, or when the project has none at all (whatever files the answer held for this layout).
 */
function warnNoSource(resources, head, logger) {
    const noSourceIn = noSourceOf(head);
    const neverPushed = head.sourceKeys === 0 && head.resources !== undefined && head.resources.every((r) => r.sourceKeys === 0);
    if (!neverPushed && !resources.some(noSourceIn))
        return;
    logger.warning(neverPushed || resources.every(noSourceIn)
        ? 'the service has no source strings for this project yet (it was never pushed, or every push was refused): no file is changed; push the source file first'
        : 'the service has no source strings for some resources yet: their files are not changed; push their source files first');
}
/** The locales of a file holding every locale, or the error its format refuses it with. */
function readHeld(item, existing, logger) {
    try {
        const byLocale = item.format.parseLocales(existing, {
            path: item.file.path,
        });
        return heldLocales(byLocale, item.file.holdsEveryLocale ?? {}, item.file.path, logger);
    }
    catch (err) {
        if (err instanceof src_errors/* FormatError */.I)
            return err;
        throw err;
    }
}
/**
 * Stage 4: the minimum coverage enforced, and gaps filled as `missing` says, each file against its own
 * resource's source texts. A locale is measured when the pull writes at least one of its files, over
 * every resource (a file left as it is counts with the texts it keeps).
 */
async function fillAndMeasure(prepared, sources, sourceLocale, options, logger) {
    const mode = options.missing ?? 'omit';
    const measure = (options.minCoverage ?? 0) > 0;
    if (!measure && mode === 'omit')
        return;
    // The coverage code (with the plural rules it groups keys by) is loaded only by a pull that uses it.
    const { enforceCoverage, fillMissing } = await Promise.all(/* import() */[__webpack_require__.e(259), __webpack_require__.e(897)]).then(__webpack_require__.bind(__webpack_require__, 8897));
    const writable = prepared.filter((p) => p.untouched === undefined);
    if (measure) {
        const measured = new Set(writable.map((p) => p.locale));
        const files = prepared
            .filter((p) => measured.has(p.locale))
            .map((p) => ({
            locale: p.locale,
            ...(p.resource !== undefined && { resource: p.resource }),
            path: p.file.path,
            entries: p.entries,
        }));
        enforceCoverage(files, sources, sourceLocale, options.minCoverage, logger);
    }
    if (mode === 'omit')
        return;
    for (const item of writable) {
        const source = sources.get(item.resource ?? '');
        if (item.locale !== sourceLocale && source !== undefined) {
            item.entries = fillMissing(source, item.entries, mode, { locale: item.locale });
        }
    }
}
/**
 * Stage 6: the layout each format's new files take (the structure option, else the repository's
 * usual one; the spacing of the repository's files of that format).
 */
async function structuresOfNewFiles(rootReal, layout, prepared, options, sourceLocale, texts, 
/** Structures found for earlier files (a streamed pull's), kept and added to. */
structures = new Map()) {
    for (const item of prepared) {
        const key = newFileStyleKey(item);
        // Only a file pull creates takes it: an existing one keeps its own.
        if (item.untouched !== undefined || item.held !== undefined || item.target.existing !== undefined)
            continue;
        if (structures.has(key))
            continue;
        structures.set(key, await usualStyle(rootReal, layout, item.format, sourceLocale, options.structure, item.resource, texts));
    }
    return structures;
}
/** A new file's layout is its format's and its resource's (each source file may be spaced its own way). */
function newFileStyleKey(item) {
    return `${item.format.name}\u0001${item.resource ?? ''}`;
}
/**
 * Stage 7: each file rendered over its current text, with its key-level change (new entries of a
 * format that needs it take what the source file holds besides its texts: `templates`).
 */
function renderFiles(prepared, newFileStyles, problems, templates, sourceLocale, options, logger) {
    const locales = [];
    const writes = [];
    const heldDone = new Set();
    for (const item of prepared) {
        const { target } = item;
        if (item.file.holdsEveryLocale !== undefined) {
            // Every locale of the file is written at once, where its first locale comes.
            if (heldDone.has(item.file.path))
                continue;
            heldDone.add(item.file.path);
            const rendered = renderHeld(prepared.filter((p) => p.file.path === item.file.path), problems, logger);
            locales.push(...rendered.locales);
            if (rendered.write !== undefined)
                writes.push(rendered.write);
            continue;
        }
        const existing = target.existing;
        const path = item.file.path;
        if (item.untouched !== undefined) {
            if (existing === undefined)
                continue;
            const change = diffEntries(item.locale, path, item.entries, item.entries);
            change.note = item.untouched;
            if (item.resource !== undefined)
                change.resource = item.resource;
            locales.push({ locale: item.locale, path, status: 'unchanged', keys: item.entries.size, change });
            continue;
        }
        if (existing === undefined && item.entries.size === 0) {
            // No translations yet (or none with the requested status): an empty new file is only noise.
            logger.info(`${item.locale}: no ${statusWord(options.status)}translations yet; ${path} is not created`);
            continue;
        }
        // The source locale's file (pulled when asked for) is read and written as the source.
        const source = item.locale === sourceLocale;
        const before = existing === undefined
            ? new Map()
            : item.format.parse(existing, { path, source, locale: item.locale });
        const newStyle = existing === undefined ? newFileStyles.get(newFileStyleKey(item)) : undefined;
        const structure = item.structure ?? newStyle?.structure ?? 'flat';
        const template = templates.get(item);
        const content = renderNaming(path, () => (0,registry/* renderOver */.Vj)(item.format, item.entries, structure, existing, {
            locale: item.locale,
            path,
            source,
            ...(template !== undefined && { template }),
            ...(newStyle !== undefined && { newFileStyle: newStyle }),
            ...(newStyle?.sibling !== undefined && { sibling: newStyle.sibling }),
        }));
        const change = diffEntries(item.locale, path, before, item.entries, options.listKeys);
        if (item.resource !== undefined)
            change.resource = item.resource;
        const problemCount = problems.get(path);
        if (problemCount !== undefined)
            change.problems = problemCount;
        const status = existing === undefined ? 'created' : content === existing ? 'unchanged' : 'updated';
        if (status === 'updated' && !(0,plan/* hasChanges */.ik)(change))
            change.note = `same texts, rewritten as ${item.format.name}`;
        locales.push({ locale: item.locale, path, status, keys: item.entries.size, change });
        // An existing file is written in its own encoding, a new one in its siblings' (see `newFileText`).
        const encoding = target.encoding ?? newStyle?.encoding;
        writes.push(existing === undefined && encoding !== undefined
            ? { ...target, ...newFileText(content, encoding) }
            : { ...target, content });
        if (item.twin !== undefined) {
            const script = nextcloudScript(content, item.twin.app);
            if (script !== undefined)
                writes.push({ ...item.twin.target, content: script });
            else if (content !== existing)
                logger.warning(`${item.twin.target.path} is not ${item.twin.target.existing === undefined ? 'created' : 'rewritten'}: ${path} is not in the shape Nextcloud's translation tool writes, so its twin script cannot follow from it; regenerate ${item.twin.target.path} (translationtool.phar convert-po-files)`, { file: item.twin.target.path });
        }
    }
    return { locales, writes };
}
/** A file's text rendered; a format's refusal (two keys one nested file cannot hold) names the file. */
function renderNaming(path, render) {
    try {
        return render();
    }
    catch (err) {
        if (!(err instanceof src_errors/* FormatError */.I))
            throw err;
        throw new errors/* SyncError */.S(`${path} cannot be written: ${err.message}; nothing was written`);
    }
}
/**
 * Stage 7 for a file holding every locale: each pulled locale's texts written into it at once (the
 * format's `rewriteLocales`: untouched locales and entries stay byte for byte), and each locale's
 * change read back from what was written. A key the file has no string for is not added (the
 * format's own tool adds strings), so the change lists only what the file now holds.
 */
function renderHeld(items, problems, logger) {
    const first = items[0];
    const { target, format } = first;
    const path = first.file.path;
    const existing = target.existing;
    if (existing === undefined) {
        logger.warning(`${path} is gone since the repository was read; it is not written`, { file: path });
        return { locales: [] };
    }
    const writable = items.filter((i) => i.untouched === undefined && i.held !== undefined);
    const byLocale = new Map(writable.map((i) => [i.held?.spelling, i.entries]));
    const content = byLocale.size === 0
        ? existing
        : format.rewriteLocales(existing, byLocale);
    const after = content === existing
        ? undefined
        : heldLocales(format.parseLocales(content, { path }), first.file.holdsEveryLocale ?? {}, path, src_logger/* silentLogger */.qq);
    const locales = [];
    for (const item of items) {
        const before = item.held?.before;
        // A locale the file does not hold and that is not written: nothing to report.
        if (item.held !== undefined && before === undefined && item.untouched !== undefined)
            continue;
        if (item.untouched !== undefined || item.held === undefined) {
            const entries = before ?? item.entries;
            const change = diffEntries(item.locale, path, entries, entries);
            change.note = item.untouched ?? 'left as it is: the file cannot be read';
            if (item.resource !== undefined)
                change.resource = item.resource;
            locales.push({ locale: item.locale, path, status: 'unchanged', keys: entries.size, change });
            continue;
        }
        const now = after === undefined ? before : after.get(item.locale)?.entries;
        if (before === undefined && (now === undefined || now.size === 0)) {
            logger.info(`${item.locale}: no texts for the strings of ${path} yet; the locale is not added to it`);
            continue;
        }
        const entries = now ?? new Map();
        const change = diffEntries(item.locale, path, before ?? new Map(), entries);
        if (item.resource !== undefined)
            change.resource = item.resource;
        const problemCount = problems.get(problemKey(path, item.locale));
        if (problemCount !== undefined)
            change.problems = problemCount;
        const status = before === undefined ? 'created' : (0,plan/* hasChanges */.ik)(change) ? 'updated' : 'unchanged';
        locales.push({ locale: item.locale, path, status, keys: entries.size, change });
    }
    return { locales, write: { ...target, content } };
}
/** The locales with their key lists cut as `options.listKeys` says (unchanged when it is unset). */
function listKeysOf(locales, options) {
    const max = options.listKeys;
    if (max === undefined)
        return locales;
    return locales.map((l) => ({ ...l, change: (0,plan/* listFirstKeys */.F0)(l.change, max) }));
}
/** Parses one file of the answer (whatever format the server used to carry it). */
function readAnswer(locale, format, content) {
    try {
        // Read once: a remembered reading would keep the file's text and entries until the next file's
        // parse, through the whole of this file's merge, checks and write (and copy the entries).
        return format.parse(content, { once: true });
    }
    catch (err) {
        if (!(err instanceof src_errors/* FormatError */.I))
            throw err;
        throw new errors/* SyncError */.S(`the server's ${format.name} file for locale ${locale} cannot be read: ${err.message}; nothing was written`);
    }
}
/** The status a pull asks for as a word before "translations": `approved `, `translated `, or none for `all`. */
function statusWord(status) {
    return status === 'all' ? '' : `${status} `;
}

;// CONCATENATED MODULE: ../../packages/sync/src/pull/streamed.ts









/**
 * Applies a pull answer file by file as it arrives: each file is parsed, merged into the file on
 * disk, checked, rendered and written to a temporary file beside its target, and let go before the
 * next is read, so the run holds one file of the answer at a time (plus the report: each locale's
 * changed keys). Once the whole answer has been read and checked, the temporary files are renamed
 * into place; when anything fails before (the answer is cut short or invalid, a target is refused)
 * they are removed, and no file was changed. Files that hold every locale are the exception: their
 * locales arrive apart, so they are held and written together at the end.
 *
 * The stages and their rules are `planPull`'s; what needs the service's source texts (`missing`,
 * `minCoverage`) measures every file together and goes through `planPull`.
 */
async function applyPullStream(args) {
    const { config, options, logger } = args;
    const { head } = args.answer;
    const rootReal = await (0,paths/* realRoot */.dU)(args.root);
    const layout = args.layout ??
        (await RepositoryLayout.read(rootReal, config, logger, {
            sourceLocale: config.sourceLocale ?? head.sourceLocale,
        }));
    const sourceLocale = (0,src_locale/* normalizeLocale */.QC)(head.sourceLocale) ?? head.sourceLocale;
    const reading = startAnswer(head, options, layout, logger);
    // What the files share: targets checked, source files read, structures chosen.
    const targets = new Map();
    const sources = new Map();
    const structures = new Map();
    const templates = new Map();
    // Each resource's source file, read once for the checks, new files' layout and templates.
    const texts = new SourceFileTexts(rootReal);
    const resources = [];
    // What each applied file leaves behind: its place in the report's order, its report and its staged
    // write. Never the file's parsed entries: those go with the file (at 1,000,000 strings they were
    // most of the run's peak memory when kept to the end).
    const done = [];
    const staged = [];
    const held = new Map();
    const apply = async (items) => {
        const prepared = await checkTargets(rootReal, items, targets);
        mergeIntoFiles(prepared, head, options, logger);
        const problems = await checkTranslations({
            rootReal,
            layout,
            sourceLocale: head.sourceLocale,
            translations: translationsOf(prepared),
            logger,
            sources,
            texts,
        });
        await structuresOfNewFiles(rootReal, layout, prepared, options, sourceLocale, texts, structures);
        const writable = prepared.filter((p) => p.untouched === undefined);
        const found = await readTemplates(texts, layout, writable, sourceLocale, logger, templates);
        const rendered = renderFiles(prepared, structures, problems, found, sourceLocale, options, logger);
        const first = items[0];
        const entry = {
            locale: first.locale,
            path: first.file.path,
            locales: listKeysOf(rendered.locales, options),
            changed: [],
            staged: [],
        };
        for (const write of rendered.writes) {
            if (write.existing === write.content)
                continue;
            entry.changed.push(write.path);
            if (args.dryRun)
                continue;
            const one = stageWrite(write);
            staged.push(one);
            entry.staged.push(one);
        }
        done.push(entry);
    };
    // The answer's files, each let go as soon as it is read into its entries: held through `apply`,
    // a file's text outlived the collections that ran meanwhile and was promoted with it.
    const files = args.answer.files[Symbol.asyncIterator]();
    let finished = false;
    const nextItem = async () => {
        const next = await files.next();
        if (next.done) {
            finished = true;
            return undefined;
        }
        return { item: await readAnswerFile(reading, next.value) };
    };
    // One file read and applied, in a call of its own: a loop variable holding the file would keep it
    // (its parsed entries) alive while the next file is awaited, read and parsed.
    const step = async () => {
        const read = await nextItem();
        if (read === undefined)
            return false;
        const { item } = read;
        if (item === undefined)
            return true;
        resources.push(item.resource ?? '');
        if (item.file.holdsEveryLocale !== undefined) {
            const group = held.get(item.file.path) ?? [];
            group.push(item);
            held.set(item.file.path, group);
            return true;
        }
        await apply([item]);
        return true;
    };
    try {
        while (await step()) {
            // Each step reads and applies one file.
        }
        const orphanResources = finishAnswer(reading);
        warnNoSource(resources, head, logger);
        for (const group of held.values())
            await apply(group.sort(answerOrder));
        // Reported, and renamed, in the order a whole answer is: by locale, then path.
        done.sort((a, b) => (0,discovery/* compareStrings */.Kt)(a.locale, b.locale) || (0,discovery/* compareStrings */.Kt)(a.path, b.path));
        if (!args.dryRun)
            commitStaged(done.flatMap((d) => d.staged));
        return {
            sourceLocale: head.sourceLocale,
            locales: done.flatMap((d) => d.locales),
            changedFiles: done.flatMap((d) => d.changed),
            orphanResources,
        };
    }
    catch (err) {
        discardStaged(staged);
        throw err;
    }
    finally {
        // As `for await` does when its body throws: a reader that stops early closes the connection.
        if (!finished)
            await files.return?.();
    }
}

;// CONCATENATED MODULE: ../../packages/sync/src/pull/run.ts









/** Writes a checked pull plan (unless `dryRun`) and reports what changed. */
async function applyPull(plan, dryRun) {
    const changedFiles = dryRun
        ? plan.writes.filter((w) => w.existing !== w.content).map((w) => w.path)
        : await applyWrites(plan.writes);
    return {
        dryRun,
        sourceLocale: plan.sourceLocale,
        locales: plan.locales,
        changed: changedFiles.length > 0,
        changedFiles,
        changes: plan.locales.map((l) => l.change),
        orphanResources: plan.orphanResources,
    };
}
/** The phases of a pull, in order, as the actions' log groups name them. */
const PULL_PHASES = {
    fetch: 'Pull',
    write: 'Write files',
    dryRun: 'Compare with the repository (dry run)',
};
/** The whole pull: config, one signed request, checks, writes; each phase through `phase`. */
async function runPull(args) {
    const phase = args.phase ?? runDirectly;
    // The config is checked first, so a mistake in it costs no request.
    const config = await (0,repository_config/* loadConfig */.Z9)(args.root, args.logger);
    // Without paths or files, discovery decides whether there are several source files (resources), so
    // the layout is read before the request, the same way push reads it (its source locale inferred
    // alike), and that one reading is what the pull writes through.
    const discovered = config.files === undefined && config.paths.size === 0
        ? await RepositoryLayout.read(await (0,paths/* realRoot */.dU)(args.root), config, args.logger, {
            ...(config.sourceLocale !== undefined && { sourceLocale: config.sourceLocale }),
        })
        : undefined;
    const resources = config.files !== undefined || discovered?.multiResource === true;
    const layout = discovered !== undefined ? { layout: discovered } : {};
    if (args.client.pullStream !== undefined && !needsSourceTexts(args.options)) {
        // Streamed: the answer's head is fetched, then each file is applied as it arrives.
        const stream = await phase(PULL_PHASES.fetch, () => args.client.pullStream(pullRequest(args.options, resources)));
        return phase(args.dryRun ? PULL_PHASES.dryRun : PULL_PHASES.write, async () => {
            const result = await applyPullStream({
                root: args.root,
                config,
                answer: stream,
                options: args.options,
                logger: args.logger,
                dryRun: args.dryRun,
                ...layout,
            });
            return {
                dryRun: args.dryRun,
                sourceLocale: result.sourceLocale,
                locales: result.locales,
                changed: result.changedFiles.length > 0,
                changedFiles: result.changedFiles,
                changes: result.locales.map((l) => l.change),
                orphanResources: result.orphanResources,
                heldBack: stream.head.heldBack ?? [],
            };
        });
    }
    const answer = await phase(PULL_PHASES.fetch, () => fetchPull(args.client, args.options, resources));
    return phase(args.dryRun ? PULL_PHASES.dryRun : PULL_PHASES.write, async () => {
        const plan = await planPull({
            root: args.root,
            config,
            options: args.options,
            logger: args.logger,
            ...answer,
            ...layout,
        });
        const result = await applyPull({ ...plan, locales: listKeysOf(plan.locales, args.options) }, args.dryRun);
        return { ...result, heldBack: answer.response.heldBack ?? [] };
    });
}

// EXTERNAL MODULE: ../../packages/sync/src/report/key-budget.ts
var key_budget = __webpack_require__(9311);
;// CONCATENATED MODULE: ../../packages/sync/src/report/plan-text.ts



/** The mark of each kind in the plan text. */
const MARKS = {
    created: '+',
    updated: '~',
    obsolete: '-',
    kept: '=',
    ignored: '!',
};
/**
 * One line per locale's file with its counts, then its keys (`+` created, `~` updated, `-` obsolete)
 * within the report's budget (key-budget.ts), then one line counting the keys of the files past it.
 */
function renderPlanText(changes) {
    if (changes.length === 0)
        return 'no locales';
    const listing = (0,key_budget/* listKeysWithinBudget */.d)(changes);
    const lines = [];
    for (const [index, change] of changes.entries()) {
        const where = change.path === undefined ? '' : ` (${(0,src_logger/* safeText */.Hk)(change.path)})`;
        const note = change.note === undefined ? '' : ` (${(0,src_logger/* safeText */.Hk)(change.note)})`;
        lines.push(`${(0,src_logger/* safeText */.Hk)(change.locale)}${where}: ${(0,plan/* countsText */.WN)(change)}${note}`);
        for (const { kind, shown, more } of listing.perChange[index] ?? []) {
            for (const key of shown)
                lines.push(`  ${MARKS[kind]} ${(0,src_logger/* safeText */.Hk)(key)}`);
            if (more > 0)
                lines.push(`  ${MARKS[kind]} … and ${more} more`);
        }
    }
    const unlisted = (0,key_budget/* unlistedText */.s)(listing);
    if (unlisted !== undefined)
        lines.push(unlisted);
    return lines.join('\n');
}

;// CONCATENATED MODULE: ../../packages/sync/src/report/pull-line.ts
/** `1 file`, `3 files`. */
function files(count) {
    return `${count} file${count === 1 ? '' : 's'}`;
}
/**
 * The files a pull looked at: one per locale, and each file it wrote besides (Nextcloud's twin
 * `l10n/<locale>.js`, written with its JSON).
 */
function fileCount(result) {
    const ofLocales = new Set(result.locales.map((l) => l.path));
    return result.locales.length + result.changedFiles.filter((p) => !ofLocales.has(p)).length;
}
/**
 * One line saying what a pull did, for the log: `wrote 2 of 3 files: locales/de.json, …`, `the 1
 * file is up to date; nothing written`; with `dryRun`, what it would write. Paths are as given: a
 * caller that prints to a terminal escapes them first.
 */
function describePull(result, paths = result.changedFiles) {
    const total = fileCount(result);
    if (result.changed) {
        return `${result.dryRun ? 'would write' : 'wrote'} ${result.changedFiles.length} of ${files(total)}: ${paths.join(', ')}`;
    }
    if (total === 0)
        return 'no file pulled; nothing written';
    return `${total === 1 ? 'the 1 file is' : `all ${files(total)} are`} up to date; nothing written`;
}
/** The job summary's closing sentence: `2 of 3 files changed.`, `The 1 file is up to date.` */
function pullNote(result) {
    const total = fileCount(result);
    if (result.changed) {
        return `${result.changedFiles.length} of ${files(total)} ${result.dryRun ? 'would change' : 'changed'}.`;
    }
    if (total === 0)
        return 'No file pulled.';
    return `${total === 1 ? 'The 1 file is' : `All ${files(total)} are`} up to date.`;
}
/**
 * One line per locale and status that the pull's `status` left behind, with the setting that would
 * bring them (`setting('translated')`: the action's `status: translated`, the CLI's `--status
 * translated`): `3 translations of de are translated but not approved; status: translated pulls them`.
 */
function heldBackLines(result, setting) {
    return result.heldBack.map(({ locale, status, count }) => {
        const what = `${count} translation${count === 1 ? '' : 's'} of ${locale} ${count === 1 ? 'is' : 'are'}`;
        return status === 'translated'
            ? `${what} translated but not approved; ${setting('translated')} pulls ${count === 1 ? 'it' : 'them'}`
            : `${what} ${count === 1 ? 'a draft' : 'drafts'}; ${setting('all')} pulls ${count === 1 ? 'it' : 'them'}`;
    });
}

// EXTERNAL MODULE: ../../packages/sync/src/report/summary.ts + 1 modules
var summary = __webpack_require__(5448);
;// CONCATENATED MODULE: ../../packages/client/src/errors.ts

/** A non-2xx answer, with the server's error code and message when it sent the documented body. */
class HttpError extends Error {
    name = 'HttpError';
    status;
    code;
    details;
    requestId;
    url;
    attempts;
    /** How long the server asked to wait before asking again (its Retry-After), when it said. */
    retryAfterSeconds;
    constructor(args) {
        super(redactCredentials(args.message));
        this.status = args.status;
        this.code = args.code;
        this.details = args.details;
        this.requestId = args.requestId;
        this.url = redactCredentials(args.url);
        this.attempts = args.attempts;
        this.retryAfterSeconds = args.retryAfterSeconds;
    }
}
/** The server asked to wait longer (Retry-After) than the retry budget has left. */
class RetryBudgetExceededError extends HttpError {
    name = 'RetryBudgetExceededError';
    constructor(args) {
        super(args);
    }
}
/**
 * The server could not be reached (DNS, refused connection, reset, timeout, TLS) on every try, or on
 * the first when no retry can help (`unreachableFor`: a host name that does not exist, a certificate
 * or TLS handshake refused).
 */
class NetworkError extends Error {
    name = 'NetworkError';
    url;
    attempts;
    constructor(url, attempts, cause, addressSetting = 'the address', timeoutSetting, 
    /** True when the request was not sent again because the server may be applying it. */
    notResent = false) {
        const permanent = unreachableFor(cause);
        const tries = `${attempts} ${attempts === 1 ? 'try' : 'tries'}`;
        super(redactCredentials(notResent
            ? `no answer from ${url} after ${tries}: ${causeText(cause)}. Not sent again: the server may have taken the push and still be applying it, and a second copy would be applied after it. Once it is done, run the push again (the same files change nothing, and the plan shows what the first one stored)${timeoutSetting === undefined ? '' : `, or give the server longer with ${timeoutSetting}`}.`
            : permanent === undefined
                ? cause instanceof TimeoutError && isLateAnswer(cause.phase)
                    ? `no answer from ${url} after ${tries}: ${causeText(cause)}. ${lateAnswerAdvice(addressSetting, timeoutSetting)}`
                    : `could not reach ${url} after ${tries}: ${causeText(cause)}. ${reachAdvice(addressSetting)}`
                : `could not reach ${url}: ${causeText(cause)}; not retried, since ${permanent === 'dns' ? `the host name does not exist: check ${addressSetting}` : `the TLS connection failed: check ${addressSetting} (https:// only for a server that speaks TLS), or trust a private certificate authority with NODE_EXTRA_CA_CERTS`}`), { cause });
        this.url = redactCredentials(url);
        this.attempts = attempts;
    }
}
/**
 * Why no retry can reach the server, when the failure says so: the host name does not exist
 * (ENOTFOUND; EAI_AGAIN, a DNS server that did not answer, may pass) or TLS failed (a certificate not
 * trusted, expired or for another name; plain HTTP on the port). Undefined for failures a retry may
 * get past (refused, reset, timed out).
 */
function unreachableFor(err) {
    for (let cause = err, depth = 0; cause && typeof cause === 'object' && depth < 5; depth++) {
        const code = 'code' in cause ? String(cause.code) : '';
        if (code === 'ENOTFOUND')
            return 'dns';
        if (/^(CERT_|ERR_TLS_|ERR_SSL_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH)/.test(code))
            return 'tls';
        // node:https (the node:http transport) reports a failed handshake as EPROTO with OpenSSL's text,
        // where fetch gives ERR_SSL_*: plain HTTP on the port says "wrong version number".
        if (code === 'EPROTO' && 'message' in cause && /SSL routines/.test(String(cause.message)))
            return 'tls';
        cause = cause.cause;
    }
    return undefined;
}
/** A try took longer than the client's limit for one of its phases. */
class TimeoutError extends Error {
    name = 'TimeoutError';
    url;
    phase;
    timeoutMs;
    /** What timed out, without the URL and the advice, e.g. for a retry's log line. */
    what;
    constructor(args) {
        const what = timeoutText(args.phase, args.timeoutMs, args.minBytesPerSecond);
        const advice = isLateAnswer(args.phase)
            ? lateAnswerAdvice(args.addressSetting, args.timeoutSetting)
            : reachAdvice(args.addressSetting);
        super(redactCredentials(`${what} from ${args.url}. ${advice}`));
        this.what = what;
        this.url = redactCredentials(args.url);
        this.phase = args.phase;
        this.timeoutMs = args.timeoutMs;
    }
}
/** An answer body went past the client's size limit (counted on the decoded bytes); reading stopped there. */
class ResponseTooLargeError extends Error {
    name = 'ResponseTooLargeError';
    url;
    limitBytes;
    constructor(url, limitBytes) {
        super(redactCredentials(`the answer from ${url} is larger than the client's limit of ${formatBytes(limitBytes)} (maxResponseBytes), so reading stopped there. ` +
            'Check that the address points at a locale-sync server; if the answer really is this large, raise maxResponseBytes.'));
        this.url = redactCredentials(url);
        this.limitBytes = limitBytes;
    }
}
/** The server redirected somewhere the client will not follow: another origin, a method change, or too many hops. */
class RedirectError extends Error {
    name = 'RedirectError';
    url;
    /** Where the server pointed; undefined when the runtime hides it (a browser's opaque redirect). */
    location;
    constructor(url, location, problem) {
        super(redactCredentials(`${url} answered a redirect${location ? ` to ${location}` : ''} that the client does not follow: ${problem}`));
        this.url = redactCredentials(url);
        this.location = location === undefined ? undefined : redactCredentials(location);
    }
}
/**
 * A request's body could not be built: what produces it (a push's file source) failed while the
 * body was being sent, so the request was cut off before its end. No retry can help; `cause` is the
 * producer's own error.
 */
class RequestBodyError extends Error {
    name = 'RequestBodyError';
    constructor(cause) {
        super(`the request body could not be built: ${cause instanceof Error ? cause.message : String(cause)}`, {
            cause,
        });
    }
}
/** The RequestBodyError behind a failed try (fetch wraps a body's error as its cause), if any. */
function requestBodyError(err) {
    for (let cause = err, depth = 0; cause && typeof cause === 'object' && depth < 5; depth++) {
        if (cause instanceof RequestBodyError)
            return cause;
        cause = cause.cause;
    }
    return undefined;
}
/** A 403 `origin_not_allowed`: the project has an origin allowlist and the calling page's origin is not on it. */
class OriginNotAllowedError extends HttpError {
    name = 'OriginNotAllowedError';
    constructor(args) {
        super({
            ...args,
            message: `origin not allowed: ${args.message}. Add this page's origin to the project's allowed origins, or call from an origin that is on the list`,
        });
    }
}
/** What to check when a server cannot be reached or answers too slowly. */
function reachAdvice(addressSetting = 'the address') {
    return `Check that the server is up and reachable from here, that ${addressSetting} is right, and any proxy in between (HTTPS_PROXY, NO_PROXY).`;
}
/** A connection was made but the answer came late: the server may be at work, not unreachable. */
function isLateAnswer(phase) {
    return phase === 'headers' || phase === 'body';
}
/**
 * What to do when a reached server answers too late: give it longer (the CLI's and the actions'
 * `timeout`, when the client was given its name), or sync a large repository in parts.
 */
function lateAnswerAdvice(addressSetting = 'the address', timeoutSetting) {
    const longer = timeoutSetting === undefined ? '' : `give it longer with ${timeoutSetting}, `;
    return `The server took the request but did not answer in time; it may still be working on it (its log shows how long each request took). On a large repository, ${longer}try again when the server is less busy, or pull fewer locales at a time (--locales, the action's locales input). Else check that ${addressSetting} is right and any proxy in between (HTTPS_PROXY, NO_PROXY).`;
}
/** Bytes in the largest whole binary unit, for messages: 268435456 → "256 MiB". */
function formatBytes(bytes) {
    for (const [unit, size] of [
        ['GiB', 2 ** 30],
        ['MiB', 2 ** 20],
        ['KiB', 2 ** 10],
    ]) {
        if (bytes >= size)
            return `${Number((bytes / size).toFixed(1))} ${unit}`;
    }
    return `${bytes} bytes`;
}
function timeoutText(phase, timeoutMs, minBytesPerSecond = 0) {
    const limit = `${Number((timeoutMs / 1000).toFixed(3))} s`;
    if (phase === 'body-rate') {
        return `gave up after ${limit} on the answer's body, which came in slower than ${formatBytes(minBytesPerSecond)} per second on average (the server or a proxy sends it too slowly)`;
    }
    if (phase === 'connect')
        return `timed out after ${limit} opening a connection`;
    if (phase === 'headers')
        return `timed out after ${limit} waiting for the answer's headers`;
    return `timed out after ${limit} reading the answer's body (the server or a proxy sends it too slowly)`;
}
/** A 2xx answer whose body is not the documented JSON. */
class InvalidResponseError extends Error {
    name = 'InvalidResponseError';
    url;
    status;
    constructor(url, status, problem) {
        super(redactCredentials(`unexpected response from ${url} (HTTP ${status}): ${problem}`));
        this.url = redactCredentials(url);
        this.status = status;
    }
}
function causeText(cause) {
    if (cause instanceof TimeoutError)
        return cause.what;
    if (cause instanceof Error) {
        const inner = cause.cause;
        // fetch's cause carries the code; node:http's error (the node:http transport) carries its own.
        const code = inner && typeof inner === 'object' && 'code' in inner
            ? String(inner.code)
            : 'code' in cause && typeof cause.code === 'string' && cause.name !== 'AbortError'
                ? cause.code
                : undefined;
        // undici's own connect timeout (10 s by default) surfaces as "fetch failed" with this code.
        if (code === 'UND_ERR_CONNECT_TIMEOUT')
            return 'timed out opening a connection';
        if (cause.name === 'TimeoutError')
            return 'timed out';
        // fetch's own message is "fetch failed"; the cause says what failed (getaddrinfo ENOTFOUND host).
        // OpenSSL's text ends with a line break, which would split the one-line message.
        const what = (inner instanceof Error && cause.message === 'fetch failed' ? inner.message : cause.message).trimEnd();
        return code ? `${what} (${code})` : what;
    }
    return String(cause);
}

;// CONCATENATED MODULE: ../../packages/client/src/explain.ts


/** The names of the GitHub Actions' inputs, the default. */
const ACTION_SETTING_NAMES = {
    apiUrl: 'api-url',
    projectKey: 'project-key',
    secret: 'sync-secret',
};
/**
 * One line a person can act on for any failure of a sync request: which setting to check, named as
 * the caller's users know it (`names`), or what the server said. Server text is included as data;
 * callers that print to a CI log escape it.
 */
function describeSyncError(err, names = ACTION_SETTING_NAMES) {
    if (err instanceof RetryBudgetExceededError) {
        return `rate limited by ${err.url}: ${err.message}. Try again later or space out runs.`;
    }
    if (err instanceof OriginNotAllowedError)
        return `${err.message}${err.requestId ? ` (request id ${err.requestId})` : ''}`;
    if (err instanceof HttpError)
        return describeHttpError(err, names);
    // Network, timeout, size and redirect errors already name the URL and what to check.
    if (err instanceof NetworkError)
        return err.message;
    if (err instanceof InvalidResponseError) {
        return `${err.message}. Check that ${names.apiUrl} points at a locale-sync server (it ends with /api/v1).`;
    }
    if (err instanceof Error)
        return err.message;
    return String(err);
}
function describeHttpError(err, names) {
    const tail = err.requestId ? ` (request id ${err.requestId})` : '';
    switch (err.code) {
        case 'missing_auth':
            return `request rejected: a signing header is missing or malformed (${err.message})${tail}`;
        case 'bad_signature':
            return `signature rejected: check ${names.projectKey} and ${names.secret} (the server does not say which of the two is wrong)${tail}`;
        case 'timestamp_out_of_window':
            return `request timestamp rejected: this machine's clock differs from the server's by more than 300 seconds; check the clock (${err.message})${tail}`;
        case 'bad_token':
            return `OIDC token rejected: ${err.message}${tail}`;
        case 'token_not_trusted':
            return `OIDC token not trusted by the project: ${err.message}${tail}`;
        case 'secret_disabled':
            return `sync secret refused: ${err.message}${tail}`;
        case 'issuer_unavailable':
            return `the server could not reach the OIDC token's issuer after ${err.attempts} ${plural(err.attempts)}: ${err.message}${tail}`;
        case 'nonce_reused':
            return `request rejected as a replay: its nonce was already used; run again, and check that nothing re-sends captured requests${tail}`;
        case 'unknown_locale':
        case 'source_locale_mismatch':
            return `${err.message}${tail}`;
        case 'feature_disabled':
            return `forbidden: ${err.message}${tail}`;
        case 'branch_limit_reached':
            return `${err.message}; or set translation-branch to none to sync with main${tail}`;
        case 'resource_limit_reached':
            return `push refused, nothing was stored: the project would have more resources (source files) than the server allows${boundOf(err.details, 'maxResources')}; push fewer source files, or ask the server's operator: ${err.message}${tail}`;
        case 'strings_limit_reached':
            return `push refused, nothing was stored: the project would hold more strings (source keys, obsolete ones included) than the server allows${boundOf(err.details, 'maxStrings')}; ask the server's operator: ${err.message}${tail}`;
        case 'request_timeout':
            return `the server gave up waiting for the request body from this machine (${err.message}); check the network between this runner and ${err.url}, or a proxy that holds requests${tail}`;
        case 'headers_too_large':
            return `the server refused the request headers as too large (${err.message}); check proxy settings that add headers${tail}`;
        case 'database_busy':
            return `the server's database was busy after ${err.attempts} ${plural(err.attempts)}; run again in a minute (a long push may be holding it)${tail}`;
    }
    if (err.status === 400)
        return `the server refused the request: ${err.message}${formatDetails(err.details)}${tail}`;
    if (err.status === 404) {
        const base = baseWithoutApiVersion(err.url);
        if (base !== undefined) {
            return `${err.url} answered 404: ${names.apiUrl} is ${redactCredentials(base)}, which does not end with /api/v1 as the sync API's address does; set it to ${redactCredentials(base)}/api/v1 (or to where the server's API is mounted)${tail}`;
        }
        return `${err.url} answered 404: check ${names.apiUrl} (it should end with /api/v1) and ${names.projectKey}${tail}`;
    }
    if (err.status === 413)
        return `request too large for the server: ${err.message}${tail}`;
    if (err.status === 429) {
        return `rate limited by the server after ${err.attempts} ${plural(err.attempts)}: ${err.message}${tail}`;
    }
    if (err.status >= 500) {
        return `server error ${err.status} from ${err.url} after ${err.attempts} ${plural(err.attempts)}: ${err.message}${tail}`;
    }
    return `HTTP ${err.status} from ${err.url}: ${err.message}${tail}`;
}
/** ` (at most N)` from a limit's details, or nothing when the server did not say. */
function boundOf(details, field) {
    const bound = typeof details === 'object' && details !== null ? details[field] : undefined;
    return typeof bound === 'number' ? ` (at most ${bound})` : '';
}
function formatDetails(details) {
    if (!Array.isArray(details))
        return '';
    const lines = details
        .filter((d) => typeof d === 'object' && d !== null)
        .slice(0, 20)
        .map((d) => `\n  - ${String(d.location)}: ${String(d.message)}`);
    return lines.join('');
}
function plural(n) {
    return n === 1 ? 'try' : 'tries';
}

;// CONCATENATED MODULE: ../../packages/sync/src/describe-error.ts


/** The actions' input names. */
const ACTION_NAMES = { ...ACTION_SETTING_NAMES, locales: "input 'locales'" };
function isStrings(value) {
    return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
/**
 * The unknown and supported locales of an `unknown_locale` refusal, when the server sent them.
 * Checked by hand (the verdict of `z.object` of two string arrays): zod is not loaded for this.
 */
function unknownLocales(err) {
    if (!(err instanceof HttpError) || err.code !== 'unknown_locale')
        return undefined;
    const details = err.details;
    if (typeof details !== 'object' || details === null || Array.isArray(details))
        return undefined;
    const { unknownLocales: unknown, supportedLocales: supported } = details;
    return isStrings(unknown) && isStrings(supported)
        ? { unknownLocales: [...unknown], supportedLocales: [...supported] }
        : undefined;
}
/**
 * One line a person can act on, for any thrown value: the client's explanation of HTTP and network
 * failures, the project's locales for an unknown locale a pull asked for, or the core's own message;
 * credentials in any URL it names are replaced with `***`.
 * Settings are named as `names` says: the actions' inputs, or the CLI's flags and variables.
 */
function describeError(err, names = ACTION_NAMES) {
    // An address with a user and password (a proxy's basic auth) is never printed whole.
    return redactCredentials(explain(err, names));
}
function explain(err, names) {
    const unknown = unknownLocales(err);
    if (unknown !== undefined) {
        // A push names its files itself (push/push.ts): this is a pull that asked for the locale.
        const { unknownLocales, supportedLocales } = unknown;
        return `unknown locale${unknownLocales.length === 1 ? '' : 's'} ${unknownLocales.join(', ')}: the project's locales are ${supportedLocales.join(', ')} (ask only for those with ${names.locales}, or add the locale to the project)`;
    }
    if (err instanceof HttpError && err.status === 404) {
        // An address without /api/v1: the client's explanation names it and the address to set instead.
        if (baseWithoutApiVersion(err.url) !== undefined)
            return describeSyncError(err, names);
        // Only the address can cause this: an unknown project key is answered 401 like a wrong signature.
        const tail = err.requestId ? ` (request id ${err.requestId})` : '';
        return `${err.url} answered 404: check ${names.apiUrl}, the sync API's base address ending with /api/v1 (an unknown project key would be refused with 401, not 404)${tail}`;
    }
    if (err instanceof errors/* SyncError */.S)
        return err.message;
    return describeSyncError(err, names);
}

// EXTERNAL MODULE: ../../packages/protocol/src/constants.ts
var constants = __webpack_require__(1857);
;// CONCATENATED MODULE: ../../packages/protocol/src/signing.ts


const TIMESTAMP_PATTERN = /^[0-9]{10}$/;
const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;

/**
 * Builds `METHOD\nPATH\nPROJECT_KEY\nTIMESTAMP\nNONCE` (no trailing newline), and `\nBRANCH` after it
 * when the request names a project branch.
 */
function buildSigningPayload(input) {
    for (const [name, value] of Object.entries(input)) {
        // A newline inside a field would let one payload be read as another.
        if (typeof value === 'string' && value.includes('\n')) {
            throw new Error(`signing field ${name} must not contain a newline`);
        }
    }
    const lines = [input.method.toUpperCase(), input.path, input.projectKey, input.timestamp, input.nonce];
    if (input.branch !== undefined && input.branch !== '')
        lines.push(input.branch);
    return lines.join('\n');
}
/** HMAC-SHA256 of `payload` keyed by `secret`, as 64 lowercase hex characters. */
function computeSignature(secret, payload) {
    return (0,external_node_crypto_.createHmac)('sha256', secret).update(payload, 'utf8').digest('hex');
}
/** 16 random bytes as unpadded base64url (22 characters). */
function createNonce() {
    return (0,external_node_crypto_.randomBytes)(16).toString('base64url');
}
/** Integer Unix time in seconds, as sent in `x-sync-ts`. */
function unixSeconds(nowMs = Date.now()) {
    return String(Math.floor(nowMs / 1000));
}
/** Signs one request afresh: a new nonce and the current timestamp every call. */
function signRequest(args) {
    const timestamp = unixSeconds(args.nowMs);
    const nonce = args.nonce ?? createNonce();
    const payload = buildSigningPayload({
        method: args.method,
        path: args.path,
        projectKey: args.projectKey,
        timestamp,
        nonce,
        branch: args.branch,
    });
    return {
        [constants/* HEADER_PROJECT_KEY */.OD]: args.projectKey,
        [constants/* HEADER_TIMESTAMP */.DM]: timestamp,
        [constants/* HEADER_NONCE */.sT]: nonce,
        [constants/* HEADER_SIGNATURE */.lM]: computeSignature(args.secret, payload),
        ...(args.branch !== undefined && args.branch !== '' && { [constants/* HEADER_BRANCH */.TN]: args.branch }),
    };
}
/**
 * Stamps one keyless request afresh: the same token (one per run) with a new nonce and the current
 * timestamp every call, so replay protection stays per request as with a signature.
 */
function bearerRequest(args) {
    return {
        [constants/* HEADER_PROJECT_KEY */.OD]: args.projectKey,
        [constants/* HEADER_TIMESTAMP */.DM]: unixSeconds(args.nowMs),
        [constants/* HEADER_NONCE */.sT]: args.nonce ?? createNonce(),
        [constants/* HEADER_AUTHORIZATION */.qB]: `Bearer ${args.token}`,
    };
}
/**
 * Compares `signature` with the expected one in constant time. The format is checked first because
 * `timingSafeEqual` throws on buffers of unequal length.
 */
function verifySignature(secret, payload, signature) {
    if (!SIGNATURE_PATTERN.test(signature))
        return false;
    const expected = Buffer.from(computeSignature(secret, payload), 'hex');
    return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

;// CONCATENATED MODULE: ../../packages/protocol/src/envelope.ts
/**
 * Reads a JSON object envelope (`{"a": …, "files": [ … ], …}`) as its bytes stream in, handing out
 * each top-level member, and each element of one array member, as the bytes of one JSON value: a
 * push or pull body is then parsed one file at a time, and never held whole as bytes, text and
 * parsed value at once. The reader only finds where values begin and end (strings, escapes and
 * nesting); each value is checked by whoever parses its bytes (`JSON.parse`), and a body cut short or
 * with anything after its closing `}` fails here.
 */
/** The body is not a JSON object, is cut short, or a value in it is over its bound. */
class EnvelopeError extends Error {
    /** `syntax`: not a JSON object envelope; `too_large`: one value over its bound. */
    reason;
    /** Where, as a JSON path (`body.files[3]`). */
    location;
    constructor(reason, location, message) {
        super(message);
        this.name = 'EnvelopeError';
        this.reason = reason;
        this.location = location;
    }
}
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;
function isSpace(byte) {
    return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}
/**
 * Splits an envelope into its parts as chunks arrive. Yields every part as soon as its last byte
 * is read, so a consumer can refuse a body at its first bad file, before the rest arrives.
 */
async function* readEnvelope(source, options) {
    const splitter = new EnvelopeSplitter(options);
    for await (const chunk of source) {
        const parts = splitter.write(chunk);
        // Shifted, not iterated: while the reader works on a part, this suspended generator must not
        // hold its bytes (a pull file's, about 1 MiB at 10,000 keys), or a collection then promotes them.
        while (parts.length > 0)
            yield parts.shift();
    }
    splitter.end();
}
/** The reader's state machine, fed chunk by chunk (`readEnvelope` drives it). */
class EnvelopeSplitter {
    #options;
    #state = 'root';
    #offset = 0;
    #key = '';
    #keys = new Set();
    #index = 0;
    // The value being captured: its chunks so far, its size, and where it is in its nesting.
    #parts = [];
    #size = 0;
    #capturing = false;
    #depth = 0;
    #inString = false;
    #escaped = false;
    #primitive = false;
    // A key being captured is a string value of its own.
    #capturingKey = false;
    constructor(options) {
        this.#options = options;
    }
    /** Feeds one chunk; returns the parts it completed. */
    write(chunk) {
        const out = [];
        let i = 0;
        let start = this.#capturing ? 0 : -1;
        const n = chunk.length;
        while (i < n) {
            if (this.#capturing) {
                const end = this.#scanValue(chunk, i);
                if (end === -1) {
                    this.#add(chunk.subarray(start, n));
                    i = n;
                    break;
                }
                this.#add(chunk.subarray(start, end));
                i = end;
                start = -1;
                this.#capturing = false;
                this.#finishValue(out);
                continue;
            }
            const byte = chunk[i];
            if (isSpace(byte)) {
                i++;
                continue;
            }
            switch (this.#state) {
                case 'root':
                    this.#expect(byte === OPEN_OBJECT, i, 'a JSON object');
                    this.#state = 'key-or-end';
                    i++;
                    break;
                case 'key-or-end':
                case 'key':
                    if (byte === CLOSE_OBJECT && this.#state === 'key-or-end') {
                        this.#state = 'done';
                        i++;
                        break;
                    }
                    this.#expect(byte === QUOTE, i, 'a member name');
                    this.#capturingKey = true;
                    start = this.#beginValue(chunk, i);
                    break;
                case 'colon':
                    this.#expect(byte === COLON, i, '":"');
                    this.#state = 'value';
                    i++;
                    break;
                case 'value':
                    if (this.#key === this.#options.itemsKey && byte === OPEN_ARRAY) {
                        this.#state = 'items-first';
                        this.#index = 0;
                        i++;
                        break;
                    }
                    start = this.#beginValue(chunk, i);
                    break;
                case 'items-first':
                case 'item':
                    if (byte === CLOSE_ARRAY && this.#state === 'items-first') {
                        out.push({ kind: 'end-items', key: this.#key, count: 0 });
                        this.#state = 'after-member';
                        i++;
                        break;
                    }
                    start = this.#beginValue(chunk, i);
                    break;
                case 'after-item':
                    if (byte === COMMA) {
                        this.#state = 'item';
                    }
                    else {
                        this.#expect(byte === CLOSE_ARRAY, i, '"," or "]"');
                        out.push({ kind: 'end-items', key: this.#key, count: this.#index });
                        this.#state = 'after-member';
                    }
                    i++;
                    break;
                case 'after-member':
                    if (byte === COMMA) {
                        this.#state = 'key';
                    }
                    else {
                        this.#expect(byte === CLOSE_OBJECT, i, '"," or "}"');
                        this.#state = 'done';
                    }
                    i++;
                    break;
                case 'done':
                    this.#expect(false, i, 'nothing after the closing "}"');
            }
        }
        this.#offset += n;
        return out;
    }
    /** Says the body ended: throws when it was cut short. */
    end() {
        if (this.#state !== 'done' || this.#capturing) {
            throw new EnvelopeError('syntax', this.#location(), `the body ends at byte ${this.#offset} before the JSON object is complete (cut short?)`);
        }
    }
    #location() {
        if (this.#state === 'item' || this.#state === 'items-first' || this.#state === 'after-item') {
            return `body.${this.#key}[${this.#index}]`;
        }
        return this.#key === '' ? 'body' : `body.${this.#key}`;
    }
    #expect(ok, at, what) {
        if (ok)
            return;
        throw new EnvelopeError('syntax', this.#location(), `the body is not the expected JSON: expected ${what} at byte ${this.#offset + at}`);
    }
    /** Starts capturing the value whose first byte is at `i`; returns `i`. */
    #beginValue(chunk, i) {
        const byte = chunk[i];
        this.#capturing = true;
        this.#parts = [];
        this.#size = 0;
        this.#depth = 0;
        this.#inString = false;
        this.#escaped = false;
        this.#primitive = !(byte === QUOTE || byte === OPEN_OBJECT || byte === OPEN_ARRAY);
        if (this.#primitive &&
            (byte === COMMA || byte === CLOSE_OBJECT || byte === CLOSE_ARRAY || byte === COLON)) {
            this.#expect(false, i, 'a value');
        }
        return i;
    }
    /**
     * Scans the captured value from `i`: returns the index just past its last byte, or -1 when it goes
     * on past this chunk.
     */
    #scanValue(chunk, i) {
        const n = chunk.length;
        if (this.#primitive) {
            for (; i < n; i++) {
                const byte = chunk[i];
                if (byte === COMMA || byte === CLOSE_OBJECT || byte === CLOSE_ARRAY || isSpace(byte))
                    return i;
            }
            return -1;
        }
        // The state lives in locals while the loop runs and goes back to the fields when it stops: a
        // field written at every byte kept the loop at several times the cost of the bytes it reads (a
        // full push's body and answer, megabytes each, are scanned here). Inside a string, only a
        // backslash or a quote matters, so the loop skips to the next of either.
        let inString = this.#inString;
        let escaped = this.#escaped;
        let depth = this.#depth;
        let end = -1;
        while (i < n) {
            if (inString) {
                if (escaped) {
                    escaped = false;
                    i++;
                }
                while (i < n) {
                    const byte = chunk[i];
                    if (byte === QUOTE || byte === BACKSLASH)
                        break;
                    i++;
                }
                if (i === n)
                    break;
                if (chunk[i] === BACKSLASH) {
                    escaped = true;
                    i++;
                    continue;
                }
                inString = false;
                i++;
                if (depth === 0) {
                    end = i;
                    break;
                }
                continue;
            }
            const byte = chunk[i];
            i++;
            if (byte === QUOTE)
                inString = true;
            else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY)
                depth++;
            else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
                depth--;
                if (depth === 0) {
                    end = i;
                    break;
                }
            }
        }
        this.#inString = inString;
        this.#escaped = escaped;
        this.#depth = depth;
        return end;
    }
    #add(bytes) {
        if (bytes.length === 0)
            return;
        this.#size += bytes.length;
        const limit = this.#capturingKey
            ? 1024
            : this.#state === 'item' || this.#state === 'items-first'
                ? this.#options.maxItemBytes
                : this.#options.maxMemberBytes;
        if (this.#size > limit) {
            const what = this.#capturingKey ? 'a member name' : this.#location();
            throw new EnvelopeError('too_large', this.#location(), `${what} is over ${limit} bytes, the most one value of the body may take`);
        }
        this.#parts.push(bytes);
    }
    /** The captured bytes, joined. */
    #take() {
        const parts = this.#parts;
        this.#parts = [];
        if (parts.length === 1)
            return parts[0];
        const bytes = new Uint8Array(this.#size);
        let at = 0;
        for (const part of parts) {
            bytes.set(part, at);
            at += part.length;
        }
        return bytes;
    }
    #finishValue(out) {
        const bytes = this.#take();
        if (this.#capturingKey) {
            this.#capturingKey = false;
            let key;
            try {
                key = JSON.parse(new TextDecoder().decode(bytes));
            }
            catch {
                key = undefined;
            }
            if (typeof key !== 'string') {
                throw new EnvelopeError('syntax', 'body', 'the body is not the expected JSON: a member name is not a string');
            }
            if (this.#keys.has(key)) {
                throw new EnvelopeError('syntax', `body.${key}`, `the body names member "${key.slice(0, 64)}" twice; send each member once`);
            }
            this.#keys.add(key);
            this.#key = key;
            this.#state = 'colon';
            return;
        }
        if (this.#state === 'value') {
            out.push({ kind: 'member', key: this.#key, bytes });
            this.#state = 'after-member';
            return;
        }
        out.push({ kind: 'item', key: this.#key, index: this.#index, bytes });
        this.#index++;
        this.#state = 'after-item';
    }
}

;// CONCATENATED MODULE: ../../packages/client/src/body-chunks.ts

/** The answer's bytes; a connection that breaks halfway is a NetworkError, as with a whole body. */
async function* bodyChunks(response, url, attempts) {
    if (response.body === null)
        return;
    const reader = response.body.getReader();
    let done = false;
    try {
        for (;;) {
            let part;
            try {
                part = await reader.read();
            }
            catch (err) {
                if (err instanceof ResponseTooLargeError || err instanceof TimeoutError)
                    throw err;
                throw new NetworkError(url, attempts, err);
            }
            if (part.done) {
                done = true;
                return;
            }
            yield part.value;
        }
    }
    finally {
        if (!done)
            await reader.cancel().catch(() => undefined);
    }
}

;// CONCATENATED MODULE: ../../packages/client/src/retry-after.ts
/** Reads Retry-After as delay-seconds or an HTTP date (RFC 9110), in ms; undefined when absent or bad. */
function parseRetryAfter(value, nowMs) {
    if (value === null)
        return undefined;
    const trimmed = value.trim();
    if (/^\d+$/.test(trimmed))
        return Number(trimmed) * 1000;
    const date = Date.parse(trimmed);
    if (Number.isNaN(date))
        return undefined;
    return Math.max(0, date - nowMs);
}

;// CONCATENATED MODULE: ../../packages/client/src/wire.ts
// The few protocol constants the browser SDK needs, kept here rather than imported from
// @locale-sync/protocol: its entry also builds every zod schema of both APIs, which a browser bundle
// would carry whole. test/wire.test.ts holds them equal to the protocol's.
/** Correlates a response with the server's log line. */
const HEADER_REQUEST_ID = 'x-request-id';
/** Set by the SDK API when a bounded quota fail-open path was used. */
const HEADER_FAIL_OPEN = 'x-sdk-failopen';
/** Carries the project key of `POST /translate/instant`. */
const HEADER_PROJECT_KEY = 'x-project-key';
/** The hosted service's SDK base addresses. */
const DEFAULT_SDK_BASE_URL = 'https://sdk.locale-sync.dev/api/v1';
const DEFAULT_SDK_QA_BASE_URL = 'https://sdk.qa.locale-sync.dev/api/v1';
/** Most phrases in one `POST /phrases/batch-extract`. */
const MAX_PHRASES_PER_BATCH = 500;
/** Most texts in one `POST /translate/instant`. */
const MAX_INSTANT_TEXTS = 50;

;// CONCATENATED MODULE: ../../packages/client/src/response.ts



/**
 * Reads a 2xx body and checks it against `schema` (a zod schema or a `Check`); anything else
 * becomes a typed error.
 */
async function readResponse(response, schema, url, attempts) {
    if (!response.ok)
        throw await toHttpError(response, url, attempts);
    let text;
    try {
        text = await response.text();
    }
    catch (err) {
        if (err instanceof ResponseTooLargeError || err instanceof TimeoutError)
            throw err;
        // The connection broke halfway through the body ("terminated").
        throw new NetworkError(url, attempts, err);
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        throw new InvalidResponseError(url, response.status, `body is not JSON: ${preview(text)}`);
    }
    return checkBody(data, schema, url, response.status);
}
/**
 * `data` checked against `schema`, or an InvalidResponseError naming the first problems under
 * `at` (`body`, or `body.files[3]` for one part of a streamed answer).
 */
function checkBody(data, schema, url, status, at = 'body') {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
        const problems = parsed.error.issues
            .slice(0, 5)
            .map((issue) => `${jsonPath(issue, at)}: ${issue.message}`)
            .join('; ');
        throw new InvalidResponseError(url, status, `body does not match the protocol: ${problems}`);
    }
    return parsed.data;
}
/** Builds the HttpError of a non-2xx answer from the documented error body, or from the raw text. */
async function toHttpError(response, url, attempts) {
    const body = await readErrorBody(response);
    const Kind = response.status === 403 && body.code === 'origin_not_allowed' ? OriginNotAllowedError : HttpError;
    return new Kind({
        status: response.status,
        code: body.code,
        message: body.message,
        details: body.details,
        requestId: response.headers.get(HEADER_REQUEST_ID) ?? undefined,
        url,
        attempts,
        retryAfterSeconds: retryAfterSeconds(response),
    });
}
/** The answer's Retry-After in whole seconds, undefined when absent or unreadable. */
function retryAfterSeconds(response) {
    const ms = parseRetryAfter(response.headers.get('retry-after'), Date.now());
    return ms === undefined ? undefined : Math.ceil(ms / 1000);
}
/** The `{error:{code,message,details}}` of a response, or a stand-in built from its status and text. */
async function readErrorBody(response) {
    const text = await readStart(response, MAX_ERROR_BODY_BYTES).catch(() => '');
    const error = errorOf(text);
    if (error)
        return error;
    const statusText = response.statusText ? ` ${response.statusText}` : '';
    return {
        code: `http_${response.status}`,
        message: `HTTP ${response.status}${statusText}${text ? `: ${preview(text)}` : ''}`,
    };
}
/** The `error` of a documented error body `{"error":{"code","message","details"?}}`, else undefined. */
function errorOf(text) {
    let body;
    try {
        body = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    const error = typeof body === 'object' && body !== null ? body.error : undefined;
    if (typeof error !== 'object' || error === null)
        return undefined;
    const { code, message, details } = error;
    if (typeof code !== 'string' || !ERROR_CODE.test(code) || typeof message !== 'string')
        return undefined;
    return details === undefined ? { code, message } : { code, message, details };
}
const ERROR_CODE = /^[a-z][a-z0-9_]*$/;
/** `body.translations[0]` for the path `['translations', 0]`. */
function jsonPath(issue, at = 'body') {
    let out = at;
    for (const part of issue.path)
        out += typeof part === 'number' ? `[${part}]` : `.${String(part)}`;
    return out;
}
// An error body is only read for its code and message: a few KiB are plenty.
const MAX_ERROR_BODY_BYTES = 64 * 1024;
/** The first `maxBytes` of a body as text; the rest is left unread and the stream cancelled. */
async function readStart(response, maxBytes) {
    if (!response.body)
        return '';
    const reader = response.body.getReader();
    const chunks = [];
    let size = 0;
    while (size < maxBytes) {
        const { done, value } = await reader.read();
        if (done)
            break;
        chunks.push(value);
        size += value.byteLength;
    }
    if (size >= maxBytes)
        await reader.cancel().catch(() => undefined);
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.byteLength;
    }
    return new TextDecoder().decode(bytes.subarray(0, maxBytes));
}
/** A short, single-line excerpt of an untrusted body for messages. */
function preview(text) {
    const flat = text
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat || '(empty body)';
}
/** Reads the metadata headers of a response. */
function responseMeta(response, attempts) {
    return {
        status: response.status,
        failOpen: response.headers.get(HEADER_FAIL_OPEN)?.toLowerCase() === 'true',
        requestId: response.headers.get(HEADER_REQUEST_ID) ?? undefined,
        attempts,
    };
}

;// CONCATENATED MODULE: ../../packages/client/src/answer-parts.ts




/** Splits a sync answer (the push's plan, the pull's files) into parts as its bytes arrive. */
function readAnswerParts(response, url, attempts, envelope) {
    const status = response.status;
    const parts = readEnvelope(bodyChunks(response, url, attempts), envelope)[Symbol.asyncIterator]();
    const decoder = new TextDecoder();
    return {
        async next() {
            try {
                return await parts.next();
            }
            catch (err) {
                if (err instanceof EnvelopeError) {
                    throw new InvalidResponseError(url, status, `body is not JSON: ${err.message}`);
                }
                throw err;
            }
        },
        async close() {
            await parts.return?.(undefined);
        },
        parse(bytes) {
            const text = decoder.decode(bytes);
            try {
                return JSON.parse(text);
            }
            catch {
                throw new InvalidResponseError(url, status, `body is not JSON: ${preview(text)}`);
            }
        },
    };
}

// EXTERNAL MODULE: ../../packages/protocol/src/strings.ts
var strings = __webpack_require__(2522);
;// CONCATENATED MODULE: ../../packages/client/src/check.ts
/**
 * Small hand-written checks of JSON answers, shaped like zod's `safeParse` so `readResponse` takes
 * either. The browser SDK uses these instead of zod: full zod alone is about 60 KB gzipped, more
 * than the whole SDK may weigh.
 */
/** A checker built from a reader. */
class Check {
    read;
    constructor(read) {
        this.read = read;
    }
    /** Checks `data`; on success `data` is a fresh copy holding only the checked fields. */
    safeParse(data) {
        const issues = [];
        const out = this.read(data, [], issues);
        return issues.length === 0 ? { success: true, data: out } : { success: false, error: { issues } };
    }
}
/** A field an object may leave out: absent in the input, absent in the output (zod's `optional`). */
class OptionalCheck extends Check {
    optional = true;
}
/** `check`, or nothing: a field that may be absent (not null). */
function optional(check) {
    return new OptionalCheck((value, path, issues) => value === undefined ? undefined : check.read(value, path, issues));
}
/** A JSON string. */
const string = new Check((value, path, issues) => {
    if (typeof value !== 'string')
        issues.push(expected('a string', value, path));
    return value;
});
/** A JSON boolean. */
const check_boolean = new Check((value, path, issues) => {
    if (typeof value !== 'boolean')
        issues.push(expected('a boolean', value, path));
    return value;
});
/** A whole number of at least `min`. */
function integer(min) {
    return new Check((value, path, issues) => {
        if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
            issues.push(expected(`an integer of at least ${min}`, value, path));
        }
        return value;
    });
}
/** One of the given strings. */
function oneOf(values) {
    return new Check((value, path, issues) => {
        if (!values.includes(value))
            issues.push(expected(`one of ${values.join(', ')}`, value, path));
        return value;
    });
}
/** An RFC 3339 date-time in UTC with seconds, e.g. `2026-11-02T10:00:00.000Z` (zod's `z.iso.datetime()`). */
const isoDateTime = new Check((value, path, issues) => {
    if (typeof value !== 'string' || !isUtcDateTime(value)) {
        issues.push(expected('an ISO 8601 date-time in UTC', value, path));
    }
    return value;
});
function isUtcDateTime(value) {
    const match = /^(\d{4})-(\d\d)-(\d\d)T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$/.exec(value);
    if (!match)
        return false;
    const [year, month, day] = match.slice(1, 4).map(Number);
    // setUTCFullYear, unlike Date.UTC, takes years 0 to 99 as they are; a 30 February rolls over.
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
/** An array whose every item passes `item`. */
function array(item) {
    return new Check((value, path, issues) => {
        if (!Array.isArray(value)) {
            issues.push(expected('an array', value, path));
            return [];
        }
        return value.map((entry, i) => item.read(entry, [...path, i], issues));
    });
}
/** An object with these fields (others are dropped, as zod's `object` does). */
function object(shape) {
    return new Check((value, path, issues) => {
        // Only the shape's own (fixed, known) names are written, so a plain object is safe here.
        const out = {};
        if (!isObject(value)) {
            issues.push(expected('an object', value, path));
            return out;
        }
        for (const key of Object.keys(shape)) {
            const field = shape[key];
            const present = Object.hasOwn(value, key);
            if (!present && field instanceof OptionalCheck)
                continue;
            out[key] = field.read(present ? value[key] : undefined, [...path, key], issues);
        }
        return out;
    });
}
/**
 * A JSON object of strings as a null-prototype object: every own key of the input is kept,
 * `__proto__` included, and a lookup of a missing key never finds an inherited `toString`.
 */
const stringRecord = new Check((value, path, issues) => {
    const out = Object.create(null);
    if (!isObject(value)) {
        issues.push(expected('an object of strings', value, path));
        return out;
    }
    for (const key of Object.keys(value)) {
        const item = value[key];
        if (typeof item === 'string')
            out[key] = item;
        else
            issues.push(expected('a string', item, [...path, key]));
    }
    return out;
});
/** Adds a rule on the checked value, reported at `at` under the value's path. */
function refine(check, rule, message, at) {
    return new Check((value, path, issues) => {
        const before = issues.length;
        const out = check.read(value, path, issues);
        if (issues.length === before && !rule(out))
            issues.push({ path: [...path, at], message });
        return out;
    });
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function expected(what, value, path) {
    const got = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
    return { path, message: `expected ${what}, got ${got}` };
}

;// CONCATENATED MODULE: ../../packages/client/src/sync-bodies.ts


// The sync API's answers as packages/protocol/src/sync-answers.ts defines them, checked without zod
// (see check.ts): an action's start then neither loads zod nor builds the answers' schemas, which
// was a tenth of a dry-run pull's instructions. test/sync-bodies.test.ts holds both to the same
// verdicts and the same data.
const count = integer(0);
/** A BCP 47 locale code; `pt_BR` is accepted and normalised to `pt-BR` (`getLocaleSchema`). */
const locale = new Check((value, path, issues) => {
    if (typeof value !== 'string') {
        issues.push({ path, message: `expected a locale code, got ${typeof value}` });
        return value;
    }
    if (!(0,src_locale/* isLocale */.Zd)(value)) {
        issues.push({ path, message: 'not a BCP 47 locale code (expected e.g. en, pt-BR, zh-Hant)' });
        return value;
    }
    return (0,src_locale/* normalizeLocale */.QC)(value);
});
/** A repository-relative path of 1 to 1,024 characters that stays inside the repository (`getRepoPathSchema`). */
const repoPath = new Check((value, path, issues) => {
    if (typeof value !== 'string' || value.length < 1 || value.length > 1024 || !(0,strings/* isSafeRelativePath */.VH)(value)) {
        issues.push({
            path,
            message: 'must be a relative path with "/" separators that stays inside the repository',
        });
    }
    return value;
});
const counts = object({ created: count, updated: count, obsolete: count });
/** One locale's plan of a push answer (`getLocalePlanSchema`). */
const localePlanCheck = object({
    locale: string,
    resource: optional(string),
    created: array(string),
    updated: array(string),
    obsolete: array(string),
    kept: array(string),
    ignored: array(string),
    unchanged: count,
    counts: optional(counts),
});
const mergeConflict = object({
    resource: optional(string),
    key: string,
    locale: string,
    main: string,
    branch: string,
});
const branchMerge = object({
    branch: string,
    moved: count,
    conflicts: array(mergeConflict),
    pending: count,
    deleted: check_boolean,
});
const resourceKey = object({ resource: optional(string), key: string });
/** 200 answer of `POST /api/sync/branch/close` (`getBranchCloseResponseSchema`). */
const branchCloseResponseCheck = object({
    branch: string,
    found: check_boolean,
    deleted: check_boolean,
    merge: optional(branchMerge),
});
/** 200 answer of `POST /api/sync/push` (`getPushResponseSchema`). */
const pushResponseCheck = object({
    dryRun: check_boolean,
    files: count,
    locales: array(string),
    keys: object({
        created: count,
        updated: count,
        unchanged: count,
        obsolete: count,
        kept: count,
        ignored: count,
    }),
    plan: array(localePlanCheck),
    resources: optional(array(object({ resource: string, keys: count, inPush: check_boolean }))),
    renamed: optional(array(object({ from: string, to: string }))),
    branch: optional(string),
    branchState: optional(object({
        keys: array(resourceKey),
        translated: array(object({ locale: string, keys: count })),
        obsoleteOnMain: array(resourceKey),
    })),
    merges: optional(array(branchMerge)),
});
/** 200 answer of `POST /api/sync/push/state` (`getPushStateResponseSchema`). */
const pushStateResponseCheck = object({
    sourceLocale: string,
    unchanged: array(object({ locale: string, path: string, resource: optional(string), keys: count })),
});
/** One rendered file of a pull (`getPulledFileSchema`). */
const pulledFileCheck = object({
    locale,
    resource: optional(repoPath),
    format: oneOf(constants/* FORMATS */.hR),
    content: string,
    keys: count,
});
const pullHeadShape = {
    sourceLocale: string,
    branch: optional(string),
    sourceKeys: optional(count),
    obsoleteKeys: optional(array(string)),
    resources: optional(array(object({ resource: string, sourceKeys: count, obsoleteKeys: array(string) }))),
    heldBack: optional(array(object({ locale: string, status: oneOf(['translated', 'draft']), count: integer(1) }))),
};
/** Every member of a pull answer but `files` (`getPullHeadSchema`). */
const pullHeadCheck = object(pullHeadShape);
/** 200 answer of `GET /api/sync/pull` (`getPullResponseSchema`). */
const pullResponseCheck = object({
    ...pullHeadShape,
    files: array(pulledFileCheck),
});

;// CONCATENATED MODULE: ../../packages/client/src/pull-stream.ts





// One member of the head (obsolete keys, resources) or one file: bounded by the answer's own limit.
const MAX_MEMBER_BYTES = 64 * 2 ** 20;
/**
 * Reads a pull answer part by part. When the server says `files` comes last (`x-sync-files-last`),
 * the head is complete at the first file, and each file is handed out as it arrives: the answer is
 * never held whole, as bytes or text or parsed. Without the header another member could follow
 * `files`, so the files are read to the end first (a server that predates streaming costs what it
 * always did).
 */
async function readPullStream(response, url, attempts, maxBytes) {
    if (!response.ok)
        throw await toHttpError(response, url, attempts);
    const status = response.status;
    const filesLast = response.headers.get(constants/* HEADER_FILES_LAST */.bh)?.trim().toLowerCase() === 'true';
    const parts = readAnswerParts(response, url, attempts, {
        itemsKey: 'files',
        maxItemBytes: maxBytes,
        maxMemberBytes: Math.min(maxBytes, MAX_MEMBER_BYTES),
    });
    const next = () => parts.next();
    const parse = (bytes) => parts.parse(bytes);
    const head = new Map();
    const buffered = [];
    let sawFiles = false;
    let first;
    for (let part = await next(); !part.done; part = await next()) {
        const item = part.value;
        if (item.kind === 'member')
            head.set(item.key, parse(item.bytes));
        else if (item.kind === 'end-items')
            sawFiles = true;
        else {
            const file = checkBody(parse(item.bytes), pulledFileCheck, url, status, `body.files[${item.index}]`);
            if (!filesLast) {
                buffered.push(file);
                continue;
            }
            first = file;
            break;
        }
    }
    const checkedHead = checkBody(Object.fromEntries(head), pullHeadCheck, url, status);
    if (first === undefined) {
        if (!sawFiles)
            throw new InvalidResponseError(url, status, 'body does not match the protocol: body.files: missing');
        return { head: checkedHead, files: fromArray(buffered) };
    }
    // Each file after the first is read and parsed in a call of its own, so that nothing here holds
    // its bytes once it is handed out: what is alive when V8 collects is promoted, and a pull of a
    // hundred files promoted each file's bytes.
    const nextFile = async () => {
        for (let part = await next(); !part.done; part = await next()) {
            const item = part.value;
            if (item.kind === 'item') {
                return checkBody(parse(item.bytes), pulledFileCheck, url, status, `body.files[${item.index}]`);
            }
            if (item.kind === 'member') {
                throw new InvalidResponseError(url, status, `body does not match the protocol: body.${item.key.slice(0, 64)} comes after files, though the server said files come last`);
            }
        }
        return undefined;
    };
    // Not a generator: one suspended at `yield file` holds that file (its whole text) for as long as
    // the reader works on it, and at 10,000 keys a collection meanwhile promoted it. Each `next()`
    // returns and keeps nothing; the stream holds only what it has not handed out.
    let pending = first;
    let closed = false;
    const close = async () => {
        if (closed)
            return;
        closed = true;
        // A reader that stops early (a file it refuses) closes the connection.
        await parts.close();
    };
    const files = {
        async next() {
            if (closed)
                return { done: true, value: undefined };
            if (pending !== undefined) {
                const file = pending;
                pending = undefined;
                return { done: false, value: file };
            }
            let file;
            try {
                file = await nextFile();
            }
            catch (err) {
                await close();
                throw err;
            }
            if (file === undefined)
                await close();
            return file === undefined ? { done: true, value: undefined } : { done: false, value: file };
        },
        async return() {
            await close();
            return { done: true, value: undefined };
        },
        [Symbol.asyncIterator]() {
            return this;
        },
    };
    return { head: checkedHead, files };
}
async function* fromArray(files) {
    // Handed out and let go one by one, as a streamed answer's would be.
    while (files.length > 0)
        yield files.shift();
}

;// CONCATENATED MODULE: ../../packages/protocol/src/plan-listing.ts
/**
 * The plan with `created`, `updated` and `obsolete` cut to their first `max` keys and `counts`
 * saying how many each stands for; the plan itself when no list is longer than `max` (or `max` is
 * undefined). A plan already cut keeps its counts.
 */
function listFirstKeys(plan, max) {
    if (max === undefined)
        return plan;
    return listFirstOfEach(plan, { created: max, updated: max, obsolete: max });
}
/** The plan with each of its three lists cut to its room, `counts` added; itself when none is longer. */
function listFirstOfEach(plan, room) {
    if (plan.created.length <= room.created &&
        plan.updated.length <= room.updated &&
        plan.obsolete.length <= room.obsolete) {
        return plan;
    }
    return {
        ...plan,
        created: plan.created.slice(0, room.created),
        updated: plan.updated.slice(0, room.updated),
        obsolete: plan.obsolete.slice(0, room.obsolete),
        counts: plan.counts ?? {
            created: plan.created.length,
            updated: plan.updated.length,
            obsolete: plan.obsolete.length,
        },
    };
}
/**
 * A push answer's plan as `x-sync-list-keys` (`max`, per entry) and `x-sync-list-keys-total`
 * (`total`, per list over the whole plan) cut it: in plan order, each entry keeps the first keys of
 * each list that fit both, and an entry cut carries its `counts`. Either undefined: no such bound.
 */
function listKeysWithin(plans, max, total) {
    if (total === undefined)
        return plans.map((plan) => listFirstKeys(plan, max));
    const perEntry = max ?? Number.POSITIVE_INFINITY;
    const left = { created: total, updated: total, obsolete: total };
    return plans.map((plan) => {
        const cut = listFirstOfEach(plan, {
            created: Math.min(perEntry, left.created),
            updated: Math.min(perEntry, left.updated),
            obsolete: Math.min(perEntry, left.obsolete),
        });
        left.created -= cut.created.length;
        left.updated -= cut.updated.length;
        left.obsolete -= cut.obsolete.length;
        return cut;
    });
}

;// CONCATENATED MODULE: ../../packages/client/src/push-answer.ts




/**
 * Reads a push answer part by part: every member but `plan` whole, and each locale of `plan` alone
 * as it arrives, its key lists cut to their first `listKeys` keys (undefined: kept whole) when the
 * server did not cut them already (`x-sync-list-keys`; a server before it answers every key). A push
 * of a million new strings is answered with a million key names: read whole (bytes, text, then
 * every name parsed at once) they were the largest thing a push held; read this way, one locale's
 * names are parsed at a time and, with `listKeys`, let go past the first ones.
 */
async function readPushAnswer(response, url, attempts, options) {
    if (!response.ok)
        throw await toHttpError(response, url, attempts);
    const status = response.status;
    const parts = readAnswerParts(response, url, attempts, {
        itemsKey: 'plan',
        maxItemBytes: options.maxBytes,
        maxMemberBytes: options.maxBytes,
    });
    const head = new Map();
    const plan = [];
    let sawPlan = false;
    for (let part = await parts.next(); !part.done; part = await parts.next()) {
        const item = part.value;
        if (item.kind === 'member')
            head.set(item.key, parts.parse(item.bytes));
        else if (item.kind === 'end-items')
            sawPlan = true;
        else {
            const checked = checkBody(parts.parse(item.bytes), localePlanCheck, url, status, `body.plan[${item.index}]`);
            plan.push(listFirstKeys(checked, options.listKeys));
        }
    }
    // The other members are checked by the whole answer's schema, an empty plan standing for the
    // one read above (a plan that is missing or not an array fails there, as it did whole).
    const rest = Object.fromEntries(head);
    if (sawPlan)
        rest.plan = [];
    const checked = checkBody(rest, pushResponseCheck, url, status);
    return { ...checked, plan };
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
;// CONCATENATED MODULE: ../../packages/client/src/gzip-chunks.ts
/** Bytes gathered from the source before they are written to zlib together. */
const WRITE_BYTES = 256 * 1024;
/**
 * `source` gzip-compressed as the reader asks for it: the same bytes as
 * `source.pipeThrough(new CompressionStream('gzip'))` (which is zlib's gzip with its defaults), read
 * from `source` only when no compressed bytes are waiting. Not through `pipeThrough`: when a pipe
 * ends, Node builds its "writer released" error, whose first use makes a whole new JavaScript
 * context (about 3 ms of one push's CPU). An error of `source` errors the result with that error;
 * cancelling the result cancels `source`.
 */
function gzipChunks(source) {
    const reader = source.getReader();
    // zlib is loaded when a body is compressed, not when the client loads (a pull sends no body).
    const gzip = process.getBuiltinModule('node:zlib').createGzip();
    const ready = [];
    gzip.on('data', (chunk) => ready.push(chunk));
    let failure;
    gzip.on('error', (err) => {
        failure = err;
    });
    const write = (bytes) => new Promise((resolve, reject) => {
        gzip.write(bytes, (err) => (err ? reject(err) : resolve()));
    });
    const pending = [];
    let pendingBytes = 0;
    const flushPending = async () => {
        if (pending.length === 0)
            return;
        const bytes = pending.length === 1 ? pending[0] : Buffer.concat(pending);
        pending.length = 0;
        pendingBytes = 0;
        await write(bytes);
    };
    const end = () => new Promise((resolve, reject) => {
        if (failure !== undefined)
            return reject(failure);
        gzip.once('end', resolve);
        gzip.once('error', reject);
        gzip.end();
    });
    return new ReadableStream({
        async pull(controller) {
            while (ready.length === 0) {
                let part;
                try {
                    part = await reader.read();
                }
                catch (err) {
                    gzip.destroy();
                    throw err;
                }
                if (part.done) {
                    await flushPending();
                    await end();
                    for (const chunk of ready.splice(0))
                        controller.enqueue(chunk);
                    controller.close();
                    return;
                }
                pending.push(asBuffer(part.value));
                pendingBytes += part.value.byteLength;
                // Small parts (a namespace file of a few KiB) go to zlib together: each write is a round
                // trip through the thread pool, and a push of hundreds of small files paid one per file.
                if (pendingBytes >= WRITE_BYTES)
                    await flushPending();
            }
            for (const chunk of ready.splice(0))
                controller.enqueue(chunk);
        },
        async cancel(reason) {
            gzip.destroy();
            await reader.cancel(reason);
        },
    }, { highWaterMark: 0 });
}
function asBuffer(chunk) {
    return ArrayBuffer.isView(chunk)
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : Buffer.from(chunk);
}

;// CONCATENATED MODULE: ../../packages/client/src/json-bytes.ts
// Bytes escaped per JSON.stringify call: a slice's JSON string (at worst six characters a byte, all
// controls) stays under V8's large-object size (128 KiB). Each file's whole Latin-1 text and its JSON
// were two strings of the file's size, allocated in the young generation's large-object space,
// whose limit then set when the push's scavenges ran and how much they found; slices go to the
// regular new space, which a push has already made resident.
const SLICE_BYTES = 16 * 1024;
/**
 * `before`, then the JSON string (quotes included) of the text whose UTF-8 is `utf8`, then `after`,
 * in one buffer: the same bytes as encoding `JSON.stringify(text)`, written from the bytes without
 * the text. `utf8` must be valid UTF-8 (`isUtf8`).
 */
function jsonStringBytes(utf8, before, after, sliceBytes = SLICE_BYTES) {
    // The bytes read as Latin-1 are one character each, so V8's own JSON.stringify does the scan and
    // copies the runs between escapes, where a JavaScript loop per byte ran cold on a run's one file.
    // It escapes exactly what it escapes in the UTF-8 text: quotes, backslashes and controls are
    // single bytes below 0x80 either way, and U+0080–U+00FF, which bytes from 0x80 up become, are
    // written as they are (only lone surrogates, which valid UTF-8 never holds, would be escaped).
    // Written back as Latin-1, every character is its byte again. Each byte is escaped on its own, so
    // the text can be cut anywhere: the slices' JSON strings without their quotes, joined, are the
    // whole text's.
    const bytes = Buffer.from(utf8.buffer, utf8.byteOffset, utf8.byteLength);
    const pieces = [];
    let length = 0;
    for (let at = 0; at < bytes.length; at += sliceBytes) {
        const piece = JSON.stringify(bytes.toString('latin1', at, Math.min(at + sliceBytes, bytes.length)));
        pieces.push(piece);
        length += piece.length - 2;
    }
    const out = new Uint8Array(before.length + length + 2 + after.length);
    const view = Buffer.from(out.buffer, out.byteOffset, out.byteLength);
    out.set(before, 0);
    let offset = before.length;
    out[offset++] = 0x22;
    for (const piece of pieces) {
        offset += view.write(piece.slice(1, -1), offset, 'latin1');
    }
    out[offset++] = 0x22;
    out.set(after, offset);
    return out;
}

;// CONCATENATED MODULE: ../../packages/client/src/push-body.ts





/**
 * The push body `{"files":[…],"source":…,"dryRun":true}`. A body whose files alone pass the gzip
 * threshold is never built whole: each try streams it, one file's JSON at a time through gzip, as
 * the connection takes it, so the client holds one file's JSON and the compressor's window, not
 * the body and its compressed copy. A smaller body is built once, and compressed when it passes
 * the threshold. Files given as a source are always streamed (see `PushFileSource`).
 */
function pushBody(files, options) {
    const tail = `]${options.source ? `,"source":${JSON.stringify(options.source)}` : ''}${options.dryRun ? ',"dryRun":true' : ''}}`;
    if (!Array.isArray(files)) {
        const source = files;
        return {
            compressed: true,
            open: () => gzipChunks(jsonChunks(source.files(), tail)),
        };
    }
    const list = files;
    // The contents' UTF-8 bytes are less than the body's: past the threshold, the body is too.
    let contentBytes = 0;
    for (const file of list)
        contentBytes += Buffer.byteLength(file.content, 'utf8');
    if (contentBytes <= constants/* GZIP_THRESHOLD_BYTES */.Ht) {
        const bytes = Buffer.from(`{"files":[${list.map((f) => JSON.stringify(f)).join(',')}${tail}`, 'utf8');
        if (bytes.byteLength <= constants/* GZIP_THRESHOLD_BYTES */.Ht) {
            return { compressed: false, open: () => new Uint8Array(bytes) };
        }
    }
    return {
        compressed: true,
        open: () => gzipChunks(jsonChunks(list, tail)),
    };
}
/** Every file of a source, read now: for a push small enough to be sent as one plain body. */
async function readAllFiles(source) {
    const files = [];
    for await (const file of source.files())
        files.push(withContent(file));
    return files;
}
/** The file with its content as a string (decoded from its bytes when given as bytes). */
function withContent(file) {
    if (!('bytes' in file))
        return file;
    const { bytes, resource, ...rest } = file;
    const content = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    return { ...rest, content, ...(resource !== undefined && { resource }) };
}
/**
 * One file's JSON as UTF-8: `JSON.stringify(file)`'s bytes, members in the order locale, path,
 * format, content, resource (a file given as bytes is written that way, its content escaped from
 * its bytes; bytes that are not UTF-8 are decoded first, as `withContent` does).
 */
function fileJson(file, head, encoder) {
    if (!('bytes' in file) || !(0,external_node_buffer_.isUtf8)(file.bytes))
        return encoder.encode(head + JSON.stringify(withContent(file)));
    const { locale, path, format, resource } = file;
    const before = encoder.encode(`${head}{"locale":${JSON.stringify(locale)},"path":${JSON.stringify(path)},"format":${JSON.stringify(format)},"content":`);
    const after = encoder.encode(resource === undefined ? '}' : `,"resource":${JSON.stringify(resource)}}`);
    return jsonStringBytes(file.bytes, before, after);
}
/**
 * The body's JSON as a stream of UTF-8 chunks, one file each, built when the reader asks. A file
 * that cannot be read errors the stream with a RequestBodyError, which ends the request unfinished.
 */
function jsonChunks(files, tail) {
    const encoder = new TextEncoder();
    const iterator = Symbol.asyncIterator in files
        ? files[Symbol.asyncIterator]()
        : files[Symbol.iterator]();
    let sent = 0;
    return new ReadableStream({
        async pull(controller) {
            let next;
            try {
                next = await iterator.next();
            }
            catch (err) {
                controller.error(new RequestBodyError(err));
                return;
            }
            if (next.done) {
                controller.enqueue(encoder.encode(sent === 0 ? `{"files":[${tail}` : tail));
                controller.close();
                return;
            }
            const head = sent === 0 ? '{"files":[' : ',';
            sent++;
            controller.enqueue(fileJson(next.value, head, encoder));
        },
        // The server answered before the end (a refusal): the source may let its files go.
        async cancel() {
            await iterator.return?.();
        },
    }, 
    // One file at a time: the next is built only when the compressor took the last one.
    { highWaterMark: 0 });
}

// EXTERNAL MODULE: ../../packages/client/src/answer.ts
var answer = __webpack_require__(6037);
;// CONCATENATED MODULE: ../../packages/client/src/body.ts


// Statuses whose Response must be built with a null body.
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
/**
 * The same answer with a body that can be read only within `limits`: past `maxBytes` it fails with
 * ResponseTooLargeError and past `timeoutMs` with TimeoutError, closing the connection either way.
 * Every reader (text(), json(), an error body) gets the limits, so no path reads an unbounded body.
 */
function guardBody(response, limits) {
    if (response.body === null || NULL_BODY_STATUSES.has(response.status))
        return response;
    const declared = Number(response.headers.get('content-length'));
    // Without content coding the declared length is the decoded length: refuse before reading anything.
    const tooLargeUpFront = !response.headers.get('content-encoding') && declared > limits.maxBytes;
    const source = response.body.getReader();
    let received = 0;
    let timer;
    let paceTimer;
    let failed;
    const minRate = limits.minBytesPerSecond ?? 0;
    const graceMs = limits.rateGraceMs ?? 0;
    const startedAt = Date.now();
    const stop = (controller, err) => {
        failed ??= err;
        clearTimeout(timer);
        clearInterval(paceTimer);
        controller.error(failed);
        source.cancel(failed).catch(() => undefined);
    };
    const body = new ReadableStream({
        start(controller) {
            if (tooLargeUpFront) {
                stop(controller, new ResponseTooLargeError(limits.url, limits.maxBytes));
                return;
            }
            timer = setTimeout(() => stop(controller, new TimeoutError({
                url: limits.url,
                phase: 'body',
                timeoutMs: limits.timeoutMs,
                addressSetting: limits.addressSetting,
                timeoutSetting: limits.timeoutSetting,
            })), limits.timeoutMs);
            // A body nobody reads must not keep a Node process alive until the timer fires.
            timer.unref?.();
            if (minRate > 0) {
                // Checked on a clock, not only when a chunk arrives: a trickle may pause between bytes.
                const checkPace = () => {
                    const elapsedMs = Date.now() - startedAt;
                    if (elapsedMs < graceMs || received >= (minRate * elapsedMs) / 1000)
                        return;
                    stop(controller, new TimeoutError({
                        url: limits.url,
                        phase: 'body-rate',
                        timeoutMs: elapsedMs,
                        minBytesPerSecond: minRate,
                        addressSetting: limits.addressSetting,
                        timeoutSetting: limits.timeoutSetting,
                    }));
                };
                paceTimer = setInterval(checkPace, Math.max(10, Math.min(1000, graceMs / 4)));
                paceTimer.unref?.();
            }
        },
        async pull(controller) {
            let chunk;
            try {
                chunk = await source.read();
            }
            catch (err) {
                stop(controller, failed ?? (err instanceof Error ? err : new Error(String(err))));
                return;
            }
            if (failed)
                return;
            if (chunk.done) {
                clearTimeout(timer);
                clearInterval(paceTimer);
                controller.close();
                return;
            }
            received += chunk.value.byteLength;
            if (received > limits.maxBytes) {
                stop(controller, new ResponseTooLargeError(limits.url, limits.maxBytes));
                return;
            }
            controller.enqueue(chunk.value);
        },
        cancel(reason) {
            clearTimeout(timer);
            clearInterval(paceTimer);
            return source.cancel(reason);
        },
    });
    return (0,answer/* withBody */.d)(response, body);
}

;// CONCATENATED MODULE: ../../packages/client/src/retry.ts






/** Default of `maxResponseBytes`: room for a pull of every locale of a large project. */
const DEFAULT_MAX_RESPONSE_BYTES = 256 * 2 ** 20;

const RETRYABLE_STATUSES = new Set([408, 429, 502, 503, 504]);
/**
 * Sends a request, retrying network errors, 408, 429, 502, 503 and 504. `buildInit` runs before
 * every try and every redirect hop, so signed requests get a fresh nonce and timestamp each time.
 * Follows same-origin redirects only (see `sendFollowingRedirects`). Returns the first
 * non-retryable response (2xx or not), whose body is capped in size and time, and throws once the
 * tries or the budget run out.
 */
async function fetchWithRetry(url, buildInit, options = {}) {
    const maxAttempts = Math.max(1, options.retry?.maxAttempts ?? 5);
    const baseDelayMs = options.retry?.baseDelayMs ?? 500;
    const maxDelayMs = options.retry?.maxDelayMs ?? 30_000;
    const budgetMs = options.retry?.budgetMs ?? 120_000;
    const random = options.random ?? Math.random;
    const startedAt = Date.now();
    let lastError;
    for (let attempt = 1;; attempt++) {
        let sent;
        // A try never waits for headers past the budget: all tries end within `budgetMs`, and none
        // starts once it is spent (a backoff's timer may end on the budget's last millisecond).
        const leftMs = budgetMs - (Date.now() - startedAt);
        if (lastError !== undefined && leftMs <= 0)
            throw new NetworkError(url, attempt - 1, lastError, options.addressSetting, options.timeoutSetting);
        try {
            sent = await sendFollowingRedirects(url, buildInit, options, Math.max(1, leftMs));
        }
        catch (err) {
            lastError = err;
            if (err instanceof RedirectError)
                throw err;
            // The body's own producer failed (a file to push could not be read): the same again would too.
            const bodyFailure = requestBodyError(err);
            if (bodyFailure !== undefined)
                throw bodyFailure;
            // No retry resolves a host name that does not exist or changes a certificate: fail at once.
            if (attempt >= maxAttempts || unreachableFor(err) !== undefined) {
                throw new NetworkError(url, attempt, err, options.addressSetting, options.timeoutSetting);
            }
            // The request went out and the server may be applying it: a second copy would queue behind it.
            if (options.retryLateAnswers === false && err instanceof TimeoutError && err.phase === 'headers') {
                throw new NetworkError(url, attempt, err, options.addressSetting, options.timeoutSetting, true);
            }
            const delayMs = backoff(attempt, baseDelayMs, maxDelayMs, random);
            if (Date.now() - startedAt + delayMs >= budgetMs) {
                throw new NetworkError(url, attempt, err, options.addressSetting, options.timeoutSetting);
            }
            const reason = err instanceof TimeoutError ? err.what : err instanceof Error ? err.message : String(err);
            options.onRetry?.({ attempt, delayMs, reason: redactCredentials(reason), url: redactCredentials(url) });
            await sleep(delayMs);
            continue;
        }
        const response = guardBody(sent.response, {
            url: sent.url,
            maxBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
            timeoutMs: options.bodyTimeoutMs ?? 120_000,
            minBytesPerSecond: options.minBodyBytesPerSecond ?? 1024,
            rateGraceMs: options.bodyRateGraceMs ?? 10_000,
            addressSetting: options.addressSetting,
            timeoutSetting: options.timeoutSetting,
        });
        if (!RETRYABLE_STATUSES.has(response.status) || attempt >= maxAttempts) {
            return { response, attempts: attempt };
        }
        const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), Date.now());
        const remainingMs = budgetMs - (Date.now() - startedAt);
        if (retryAfterMs !== undefined && retryAfterMs > remainingMs) {
            const body = await readErrorBody(response);
            throw new RetryBudgetExceededError({
                status: response.status,
                code: body.code,
                message: `${body.message}; the server asked to wait ${Math.ceil(retryAfterMs / 1000)} s, more than the ${Math.max(0, Math.floor(remainingMs / 1000))} s left of the retry budget`,
                details: body.details,
                requestId: response.headers.get(HEADER_REQUEST_ID) ?? undefined,
                url,
                attempts: attempt,
                retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
            });
        }
        const delayMs = retryAfterMs ?? backoff(attempt, baseDelayMs, maxDelayMs, random);
        if (delayMs > remainingMs)
            return { response, attempts: attempt };
        lastError = undefined;
        // The body of a response we drop must be consumed, or the connection stays busy.
        await response.body?.cancel().catch(() => undefined);
        options.onRetry?.({ attempt, delayMs, reason: `HTTP ${response.status}`, url: redactCredentials(url) });
        await sleep(delayMs);
    }
}
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/**
 * One try: sends the request with `redirect: 'manual'` and follows redirects itself, only within
 * the origin of `url`, up to `maxRedirects` hops, so signed headers and pushed files never reach
 * another host. 307 and 308 keep the method and body; 301, 302 and 303 are followed for GET only
 * (fetch would turn a POST into a bodyless GET, which no endpoint expects). The headers wait covers
 * every hop, and never runs past what is left of the retry budget (`budgetLeftMs`).
 */
async function sendFollowingRedirects(url, buildInit, options, budgetLeftMs) {
    const fetchFn = options.fetch ?? globalThis.fetch;
    const timeoutMs = Math.min(options.timeoutMs ?? 60_000, budgetLeftMs);
    const maxRedirects = options.maxRedirects ?? 5;
    const origin = new URL(url).origin;
    let target = url;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new TimeoutError({
        url: target,
        phase: 'headers',
        timeoutMs,
        addressSetting: options.addressSetting,
        timeoutSetting: options.timeoutSetting,
    })), timeoutMs);
    try {
        for (let hop = 0;; hop++) {
            const init = buildInit();
            let response;
            try {
                response = await fetchFn(target, { ...init, redirect: 'manual', signal: controller.signal });
            }
            catch (err) {
                // Our own timer's reason names the phase and the URL; fetch rethrows it or wraps it.
                throw controller.signal.aborted ? controller.signal.reason : err;
            }
            // A browser hides the target of a manual redirect behind an opaque response.
            if (response.type === 'opaqueredirect') {
                throw new RedirectError(target, undefined, 'the browser hides its target, so it cannot be checked');
            }
            const location = response.headers.get('location');
            if (!REDIRECT_STATUSES.has(response.status) || location === null)
                return { response, url: target };
            await response.body?.cancel().catch(() => undefined);
            const next = new URL(location, target);
            if (next.origin !== origin) {
                throw new RedirectError(target, next.href, `it leads to another origin (${next.origin}), and the request's headers and body are only for ${origin}; if the server moved, set ${options.addressSetting ?? 'the address'} to its new address`);
            }
            const method = (init.method ?? 'GET').toUpperCase();
            if (response.status < 307 && method !== 'GET' && method !== 'HEAD') {
                throw new RedirectError(target, next.href, `HTTP ${response.status} would turn the ${method} into a GET`);
            }
            if (hop >= maxRedirects) {
                throw new RedirectError(target, next.href, `more than ${maxRedirects} redirects in a row`);
            }
            target = next.href;
        }
    }
    finally {
        clearTimeout(timer);
    }
}
/** Full jitter: a uniform wait between 0 and min(cap, base · 2^(attempt−1)). */
function backoff(attempt, baseDelayMs, maxDelayMs, random) {
    const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
    return Math.floor(random() * ceiling);
}
function sleep(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms));
}

;// CONCATENATED MODULE: ../../packages/client/src/sync-client.ts










/** Signed client of the sync API (push, push/state, pull, branch/close). Node only. */
class SyncClient {
    apiUrl;
    #options;
    #last;
    constructor(options) {
        if (!options.projectKey)
            throw new TypeError('projectKey is required');
        if (!options.secret === !options.idToken)
            throw new TypeError('give exactly one of secret and idToken');
        this.apiUrl = checkBaseUrl(options.apiUrl ?? constants/* DEFAULT_API_URL */.rK, 'apiUrl');
        this.#options = { addressSetting: 'api-url', ...options };
    }
    /** Metadata of the last answer received, if any. */
    get lastResponse() {
        return this.#last;
    }
    /**
     * Uploads translation files, one per (locale, resource). With `dryRun` the server only answers
     * what would change.
     */
    async push(files, options = {}) {
        const body = pushBody(files, options);
        const headers = {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(body.compressed && { 'content-encoding': 'gzip' }),
        };
        const { response, attempts, url } = await this.#request('POST', constants/* SYNC_PUSH_PATH */.z8, '', headers, () => body.open(), pushTransport(options.dryRun));
        return readResponse(response, pushResponseCheck, url, attempts);
    }
    /**
     * The same push, its files read from `source` one at a time as the body is sent (and again on a
     * retry), so that the caller never holds them all; a small push is read whole and sent as `push`
     * sends it. An error `source` throws while the body is sent cuts the request off before its end,
     * so the server stores nothing, and is thrown as it is, not retried. The answer is read one
     * locale's plan at a time, each key list cut to its first `listKeys` keys when given (see
     * `readPushAnswer`).
     */
    async pushStream(source, options = {}) {
        const small = source.contentBytes <= constants/* GZIP_THRESHOLD_BYTES */.Ht;
        const body = pushBody(small ? await readAllFiles(source) : source, options);
        const headers = {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(body.compressed && { 'content-encoding': 'gzip' }),
            // The server then sends only the keys kept; one that does not know the header sends them all.
            ...(listableKeys(options.listKeys) && { [constants/* HEADER_LIST_KEYS */.g_]: String(options.listKeys) }),
            ...(listableKeys(options.listKeysTotal) && {
                [constants/* HEADER_LIST_KEYS_TOTAL */.dj]: String(options.listKeysTotal),
            }),
        };
        try {
            const { response, attempts, url } = await this.#request('POST', constants/* SYNC_PUSH_PATH */.z8, '', headers, () => body.open(), pushTransport(options.dryRun));
            return await readPushAnswer(response, url, attempts, {
                maxBytes: this.#options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
                listKeys: options.listKeys,
            });
        }
        catch (err) {
            throw err instanceof RequestBodyError ? err.cause : err;
        }
    }
    /**
     * Asks which of the files a push would send the service already holds at that SHA-256 (the
     * changed-only push's first step). A server without this step answers 404 or 405, one whose body
     * limit is smaller than the list 413 (an HttpError each): push every file then. Sent uncompressed.
     */
    async pushState(files) {
        const payload = new Uint8Array(Buffer.from(JSON.stringify({ files }), 'utf8'));
        const headers = { 'content-type': 'application/json', accept: 'application/json' };
        return this.#send('POST', constants/* SYNC_PUSH_STATE_PATH */.bp, '', headers, () => payload, pushStateResponseCheck);
    }
    /**
     * Downloads translation files rendered in the requested format and structure: the default
     * resource's, or with `resources: 'all'` one file per (locale, resource).
     */
    async pull(options = {}) {
        return this.#send('GET', constants/* SYNC_PULL_PATH */.Es, pullSearch(options), PULL_HEADERS, undefined, pullResponseCheck);
    }
    /**
     * The same pull, read as it arrives: the answer's head, then its files one at a time, so that a
     * caller can apply each file and let it go (see `readPullStream`).
     */
    async pullStream(options = {}) {
        const { response, attempts, url } = await this.#request('GET', constants/* SYNC_PULL_PATH */.Es, pullSearch(options), PULL_HEADERS, undefined);
        return readPullStream(response, url, attempts, this.#options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES);
    }
    /**
     * Closes the client's branch (the pull request closed): merged, its translations move to main;
     * not merged, it is deleted. Throws without a branch.
     */
    async closeBranch(merged) {
        if (!this.#options.branch)
            throw new TypeError('closeBranch needs the branch option');
        const payload = new Uint8Array(Buffer.from(JSON.stringify({ merged }), 'utf8'));
        const headers = { 'content-type': 'application/json', accept: 'application/json' };
        return this.#send('POST', constants/* SYNC_BRANCH_CLOSE_PATH */.i5, '', headers, () => payload, branchCloseResponseCheck);
    }
    async #send(method, path, search, headers, 
    /** A fresh body for each try (a stream is read once). */
    body, schema) {
        const { response, attempts, url } = await this.#request(method, path, search, headers, body);
        return readResponse(response, schema, url, attempts);
    }
    /** Sends one signed request (with its retries) and returns the answer unread. */
    async #request(method, path, search, headers, body, transport = {}) {
        const url = joinUrl(this.apiUrl, path) + search;
        const { projectKey, secret, idToken, branch } = this.#options;
        const { response, attempts } = await fetchWithRetry(url, () => {
            const sent = body?.();
            return {
                method,
                // Signed (or stamped) afresh for every try: a retried request must not reuse a nonce.
                headers: {
                    ...headers,
                    ...(idToken
                        ? {
                            ...bearerRequest({ projectKey, token: idToken }),
                            ...(branch !== undefined && { [constants/* HEADER_BRANCH */.TN]: branch }),
                        }
                        : signRequest({ method, path, projectKey, secret: secret, branch })),
                },
                ...(sent !== undefined && { body: sent }),
                // A streamed body goes out as the server reads it (fetch requires saying so).
                ...(sent instanceof ReadableStream && { duplex: 'half' }),
            };
        }, { ...this.#options, ...transport });
        this.#last = responseMeta(response, attempts);
        this.#options.onResponse?.(this.#last);
        return { response, attempts, url };
    }
}
const PULL_HEADERS = { accept: 'application/json' };
/**
 * A push that stores is not sent again once a try's answer is late: the server may have taken it and
 * still be applying it (it holds the project for the push's whole length), and a second copy would be
 * applied after it, its answer reporting nothing changed. A dry run stores nothing and is retried.
 */
function pushTransport(dryRun) {
    return dryRun === true ? {} : { retryLateAnswers: false };
}
/** The query of a pull. */
function pullSearch(options) {
    const query = new URLSearchParams();
    query.set('format', options.format ?? 'json');
    query.set('structure', options.structure ?? 'flat');
    query.set('status', options.status ?? 'approved');
    if (options.locales && options.locales.length > 0)
        query.set('locales', options.locales.join(','));
    // Sent only when asked for. A server that predates resources ignores it and answers the default
    // resource alone, without `resources` in its answer: that absence is how a client tells.
    if (options.resources)
        query.set('resources', options.resources);
    return `?${query}`;
}
/** True when `listKeys` can be sent as `x-sync-list-keys` (else the answer is cut as it is read). */
function listableKeys(listKeys) {
    return (listKeys !== undefined && Number.isSafeInteger(listKeys) && listKeys >= 0 && listKeys <= constants/* MAX_LIST_KEYS */.fA);
}

// EXTERNAL MODULE: ../../packages/client/src/node.ts + 1 modules
var node = __webpack_require__(268);
// EXTERNAL MODULE: ../../packages/sync/src/settings.ts
var src_settings = __webpack_require__(7286);
// EXTERNAL MODULE: ../../actions/shared/src/credentials.ts
var src_credentials = __webpack_require__(7871);
// EXTERNAL MODULE: ../../actions/shared/src/runner-protocol.ts
var runner_protocol = __webpack_require__(6684);
;// CONCATENATED MODULE: ../../actions/shared/src/client.ts





/**
 * The sync client for an action run, proxy-aware, logging every retry: it signs with the sync
 * secret, or sends the one OIDC token this run requests (keyless).
 */
async function createClient(settings) {
    const { credentials } = settings;
    if (credentials.kind === 'oidc') {
        runner_protocol/* info */.pq(`authenticating with this job's OIDC token (audience ${(0,src_logger/* safeText */.Hk)(credentials.audience)})`);
    }
    return new SyncClient({
        apiUrl: settings.apiUrl,
        projectKey: settings.projectKey,
        ...(credentials.kind === 'secret'
            ? { secret: credentials.secret }
            : { idToken: await (0,src_credentials/* requestIdToken */.gj)(credentials.audience) }),
        branch: settings.translationBranch?.branch,
        ...(0,src_settings/* timeoutLimits */.Qv)(settings.timeoutSeconds),
        timeoutSetting: "input 'timeout'",
        fetch: (0,node/* createNodeTransport */.iD)(),
        onRetry: (info) => runner_protocol/* info */.pq(`${(0,src_logger/* safeText */.Hk)(info.reason)}: retrying ${(0,src_logger/* safeText */.Hk)(info.url)} in ${(info.delayMs / 1000).toFixed(1)} s (try ${info.attempt + 1})`),
    });
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ../../actions/shared/src/cut-markdown.ts
var cut_markdown = __webpack_require__(5747);
;// CONCATENATED MODULE: ../../actions/shared/src/logger.ts






/**
 * The core's logger on the runner. Info lines are escaped with `safeText` because they may carry
 * file names or server text, and a line starting with `::` would be a workflow command
 * (CVE-2020-15228); debug, warning and error go through workflow commands that escape their data.
 * Annotations name files relative to the workspace, as GitHub expects, so paths relative to the
 * `path` input get that folder in front.
 */
function createActionsLogger(root, workspace) {
    const rel = external_node_path_default().relative(workspace, root);
    const prefix = rel === '' || rel.startsWith('..') || external_node_path_default().isAbsolute(rel) ? '' : rel.split((external_node_path_default()).sep).join('/');
    const annotation = (where) => ({
        ...(where?.file !== undefined && { file: prefix === '' ? where.file : `${prefix}/${where.file}` }),
        ...(where?.line !== undefined && { startLine: where.line }),
    });
    return {
        debug: (message) => runner_protocol/* debug */.Yz(message),
        info: (message) => runner_protocol/* info */.pq((0,src_logger/* safeText */.Hk)(message)),
        warning: (message, where) => runner_protocol/* warning */.$e(message, annotation(where)),
        error: (message, where) => runner_protocol/* error */.z3(message, annotation(where)),
    };
}
/**
 * Prints text whose lines are already escaped (plans from `renderPlanText`): each line as `core.info`
 * prints it, all in one write. A plan lists each file on a line of its own and a write is a system
 * call, so a line per write cost a push of ten files per locale ten times the calls of one file.
 */
function infoLines(text) {
    runner_protocol/* info */.pq(text
        .split('\n')
        .map((line) => (line.startsWith('::') ? ` ${line}` : line))
        .join(external_node_os_.EOL));
}
/**
 * GitHub shows none of a step's job summary over 1 MiB ("upload aborted"), and a first push of a
 * repository with thousands of files lists more than that.
 */
const SUMMARY_LIMIT_BYTES = 1024 * 1024;
/** The least room worth writing a cut summary into; with less, the summary is left as it is. */
const MIN_SUMMARY_ROOM = 1024;
/**
 * Writes Markdown to the job summary, cut to what the step's summary has room for (see
 * SUMMARY_LIMIT_BYTES); skipped (with a debug line) where the runner gives no summary file.
 */
async function writeSummary(markdown) {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file) {
        runner_protocol/* debug */.Yz('GITHUB_STEP_SUMMARY is not set; no job summary written');
        return;
    }
    let written = 0;
    try {
        written = (0,external_node_fs_.statSync)(file).size;
    }
    catch {
        // No file yet: appendSummary says why it cannot write one.
    }
    // appendSummary adds a line end.
    const room = SUMMARY_LIMIT_BYTES - written - external_node_os_.EOL.length;
    if (room < MIN_SUMMARY_ROOM) {
        runner_protocol/* debug */.Yz(`the job summary holds ${written} bytes, GitHub's limit is ${SUMMARY_LIMIT_BYTES}: nothing more written`);
        return;
    }
    const footer = "\n\n**Cut to fit GitHub's limit of 1 MiB for a job summary**: the run's log lists every file.\n";
    await runner_protocol/* appendSummary */.fe((0,cut_markdown/* cutMarkdown */.G$)(markdown, room, cut_markdown/* UTF8_BYTES */.o8, footer));
}

// EXTERNAL MODULE: ../../actions/pull/src/inputs.ts + 3 modules
var inputs = __webpack_require__(2555);
;// CONCATENATED MODULE: ../../actions/pull/src/main.ts






/** service-pull: fetch the project's translations and merge the changes into the repository's files. */
async function run() {
    try {
        const settings = (0,inputs/* readPullInputs */.R9)();
        const logger = createActionsLogger(settings.root, settings.workspace);
        runner_protocol/* info */.pq(settings.translationBranch.reason);
        const which = settings.locales === undefined ? 'every locale' : settings.locales.join(', ');
        runner_protocol/* info */.pq(`fetching ${which} (${settings.status} translations) from ${redactCredentials(settings.apiUrl)}`);
        const result = await runPull({
            root: settings.root,
            client: await createClient(settings),
            logger,
            dryRun: settings.dryRun,
            phase: (name, work) => runner_protocol/* group */.Os(name, work),
            options: {
                ...(settings.format !== undefined && { format: settings.format }),
                ...(settings.structure !== undefined && { structure: settings.structure }),
                status: settings.status,
                ...(settings.locales !== undefined && { locales: settings.locales }),
                missing: settings.missing,
                ...(settings.minCoverage !== undefined && { minCoverage: settings.minCoverage }),
                // The log, the summary and the pull request list this many keys of each kind: the rest
                // are counted, not kept (a million key names at 1,000,000 strings).
                listKeys: plan/* MAX_KEYS_LISTED */.oi,
            },
        });
        infoLines(renderPlanText(result.changes));
        runner_protocol/* info */.pq(describePull(result));
        // Why a translation edited in the service may not have come: the status input left it out.
        const heldBack = heldBackLines(result, (status) => `${inputs/* PULL_INPUTS */.qB.status.name}: ${status}`);
        for (const line of heldBack)
            runner_protocol/* notice */.lm(line);
        runner_protocol/* setOutput */.uH(inputs/* PULL_OUTPUTS */.Du.changed, result.changed ? 'true' : 'false');
        runner_protocol/* setOutput */.uH(inputs/* PULL_OUTPUTS */.Du.changedFiles, result.changedFiles.join('\n'));
        runner_protocol/* setOutput */.uH(inputs/* PULL_OUTPUTS */.Du.files, result.locales.length);
        const note = [`${settings.translationBranch.reason}.`, pullNote(result), ...heldBack];
        await writeSummary((0,summary/* renderSummaryMarkdown */.i)({
            title: 'locale-sync pull',
            dryRun: result.dryRun,
            changes: result.changes,
            note,
            orphanResources: result.orphanResources,
        }));
        if (settings.pullRequest !== undefined) {
            // The pull request's code (its body, the GitHub client) is loaded only by a run that opens one.
            const { pullRequestStep } = await __webpack_require__.e(/* import() */ 151).then(__webpack_require__.bind(__webpack_require__, 7151));
            await pullRequestStep({ inputs: settings.pullRequest, settings, result, note: note.join(' ') });
        }
    }
    catch (err) {
        // Every thrown value, Error or not, fails the step with a message a person can act on.
        runner_protocol/* setFailed */.C1(describeError(err));
    }
}


/***/ }),

/***/ 7871:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DS: () => (/* binding */ MissingCredentialsError),
/* harmony export */   Mk: () => (/* binding */ chooseCredentials),
/* harmony export */   gj: () => (/* binding */ requestIdToken)
/* harmony export */ });
/* unused harmony exports NO_CREDENTIALS_MESSAGE, canRequestIdToken */
/* harmony import */ var _locale_sync_sync__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7286);
/* harmony import */ var _inputs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6588);
/* harmony import */ var _runner_protocol_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6684);



/** The fix for a job with neither a secret nor an OIDC token, both ways. */
const NO_CREDENTIALS_MESSAGE = `no credentials for locale-sync: input '${_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMON_INPUTS */ .s.syncSecret.name}' is empty and this job cannot request an OIDC token. ` +
    `Either give the job "permissions: id-token: write" (keyless: the project's admin trusts this repository with "locale-sync-server trust add"), ` +
    `or set '${_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMON_INPUTS */ .s.syncSecret.name}' to the project's sync secret (sync-secret: \${{ secrets.LOCALE_SYNC_SECRET }})`;
/** A job that has neither a sync secret nor a way to request an OIDC token. */
class MissingCredentialsError extends _locale_sync_sync__WEBPACK_IMPORTED_MODULE_2__/* .SettingError */ .L_ {
    name = 'MissingCredentialsError';
    constructor() {
        super(NO_CREDENTIALS_MESSAGE);
    }
}
/** True when the runner lets this job request an ID token (`permissions: id-token: write`). */
function canRequestIdToken(env) {
    return Boolean(env.ACTIONS_ID_TOKEN_REQUEST_URL) && Boolean(env.ACTIONS_ID_TOKEN_REQUEST_TOKEN);
}
/**
 * The run's credentials: the secret when given (HMAC signing, as always), else an OIDC token for
 * `audience` (default: the origin of `apiUrl`) when the job may request one, else undefined.
 */
function chooseCredentials(args) {
    const secret = args.secret.trim();
    if (secret !== '')
        return { kind: 'secret', secret };
    if (!canRequestIdToken(args.env))
        return undefined;
    return { kind: 'oidc', audience: parseAudience(args.audience, args.apiUrl) };
}
/** The `audience` input: empty means the origin of `api-url` (what a server's PUBLIC_ORIGIN is). */
function parseAudience(value, apiUrl) {
    const audience = value.trim();
    if (audience === '')
        return new URL(apiUrl).origin;
    if (audience.length > 256 || /\s/.test(audience)) {
        throw new _locale_sync_sync__WEBPACK_IMPORTED_MODULE_2__/* .SettingError */ .L_(`Invalid input '${_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMON_INPUTS */ .s.audience.name}': expected the server's public origin such as https://sync.example.com (no spaces, at most 256 characters)`);
    }
    return audience;
}
/** Requests the run's one ID token from the runner, masked before anything can log it. */
async function requestIdToken(audience) {
    let token;
    try {
        token = await _runner_protocol_js__WEBPACK_IMPORTED_MODULE_1__/* .getIDToken */ .V9(audience);
    }
    catch (err) {
        throw new Error(`could not get an OIDC token for audience ${audience} from the runner (${err instanceof Error ? err.message : String(err)}); check "permissions: id-token: write" on the job, or set '${_inputs_js__WEBPACK_IMPORTED_MODULE_0__/* .COMMON_INPUTS */ .s.syncSecret.name}'`);
    }
    _runner_protocol_js__WEBPACK_IMPORTED_MODULE_1__/* .setSecret */ .Pq(token);
    return token;
}


/***/ }),

/***/ 5747:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G$: () => (/* binding */ cutMarkdown),
/* harmony export */   jt: () => (/* binding */ CHARACTERS),
/* harmony export */   o8: () => (/* binding */ UTF8_BYTES)
/* harmony export */ });
const CHARACTERS = {
    size: (text) => text.length,
    prefix: (text, room) => text.slice(0, Math.max(0, room)),
};
const UTF8_BYTES = {
    size: (text) => Buffer.byteLength(text, 'utf8'),
    prefix: (text, room) => Buffer.from(text, 'utf8').subarray(0, Math.max(0, room)).toString('utf8'),
};
/**
 * Cuts Markdown to `limit` (as `measure` counts) at a line break, closes every `<details>` left open
 * (they may nest) and ends with `footer`, which says where the rest is. Markdown within the limit is
 * returned as it is.
 */
function cutMarkdown(markdown, limit, measure, footer) {
    if (measure.size(markdown) <= limit)
        return markdown;
    const closing = '\n</details>';
    // The room left depends on how many closings the cut needs, which depends on where it lands: cut
    // with room for one, and again with room for as many as that cut left open, until they agree.
    let closings = 1;
    for (;;) {
        const cut = cutAtLineBreak(markdown, limit - measure.size(footer) - closings * measure.size(closing), measure);
        const opened = openDetails(cut);
        if (opened <= closings)
            return cut + closing.repeat(opened) + footer;
        closings = opened;
    }
}
function cutAtLineBreak(markdown, room, measure) {
    const cut = measure.prefix(markdown, room);
    // Cutting at the last line break also drops a character the byte cut split (read back as U+FFFD).
    const lastBreak = cut.lastIndexOf('\n');
    return lastBreak > 0 ? cut.slice(0, lastBreak) : '';
}
function openDetails(markdown) {
    return Math.max(0, markdown.split('<details>').length - markdown.split('</details>').length);
}


/***/ }),

/***/ 6588:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ inputLabel),
/* harmony export */   s: () => (/* binding */ COMMON_INPUTS)
/* harmony export */ });
/* harmony import */ var _locale_sync_protocol__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1857);

/** The inputs both actions share (spec, section 1), plus `path`, `dry-run` and the OIDC `audience`. */
const COMMON_INPUTS = {
    projectKey: { name: 'project-key', required: true },
    // Not required: without it the actions request an OIDC token (permissions: id-token: write).
    syncSecret: { name: 'sync-secret', required: false },
    audience: { name: 'audience', required: false, default: '' },
    apiUrl: { name: 'api-url', required: false, default: _locale_sync_protocol__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_API_URL */ .rK },
    timeout: { name: 'timeout', required: false, default: '60' },
    path: { name: 'path', required: false, default: '.' },
    dryRun: { name: 'dry-run', required: false, default: 'false' },
    /** Read raw: `''` turns it off, so it never falls back to this default (the runner fills it in). */
    translationBranch: { name: 'translation-branch', required: false, default: 'auto' },
};
/** How an error names an input. */
function inputLabel(spec) {
    return `input '${spec.name}'`;
}


/***/ }),

/***/ 6684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $e: () => (/* binding */ warning),
/* harmony export */   C1: () => (/* binding */ setFailed),
/* harmony export */   Os: () => (/* binding */ group),
/* harmony export */   Pq: () => (/* binding */ setSecret),
/* harmony export */   V4: () => (/* binding */ getInput),
/* harmony export */   V9: () => (/* binding */ getIDToken),
/* harmony export */   Yz: () => (/* binding */ debug),
/* harmony export */   fe: () => (/* binding */ appendSummary),
/* harmony export */   lm: () => (/* binding */ notice),
/* harmony export */   pq: () => (/* binding */ info),
/* harmony export */   uH: () => (/* binding */ setOutput),
/* harmony export */   z3: () => (/* binding */ error)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_3__);
// The part of GitHub's runner protocol the actions use: inputs from INPUT_* variables, workflow
// commands on stdout (annotations, groups, masks), outputs and the job summary through the runner's
// files. Written here rather than imported from @actions/core because @actions/core imports
// @actions/http-client, and with it undici (1.6 MB of the bundle), at its top for getIDToken alone:
// every run paid for compiling it. The format of each line is that of @actions/core 3.0.1, which
// actions/shared/test/runner-protocol.test.ts compares byte for byte; getIDToken still loads
// @actions/core, only when a run uses OIDC. scripts/assemble-actions.ts swaps in
// runner-protocol-core.ts for @github/local-action, whose stub replaces @actions/core.




/** An input's value: `INPUT_<NAME>` (spaces as `_`, upper case), trimmed; a required empty one throws. */
function getInput(name, options) {
    const value = process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '';
    if (options?.required && !value)
        throw new Error(`Input required and not supplied: ${name}`);
    return value.trim();
}
/** Sets a step output: a `name<<delimiter` block in the GITHUB_OUTPUT file (or `::set-output` without one). */
function setOutput(name, value) {
    const text = String(value);
    const file = process.env.GITHUB_OUTPUT || '';
    if (file === '') {
        process.stdout.write(node_os__WEBPACK_IMPORTED_MODULE_3__.EOL);
        command('set-output', { name }, text);
        return;
    }
    // A fresh random delimiter, so no value can end the block early (GitHub's documented multiline syntax).
    const delimiter = `ghadelimiter_${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)()}`;
    if (name.includes(delimiter)) {
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    }
    if (text.includes(delimiter)) {
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    }
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(file))
        throw new Error(`Missing file at path: ${file}`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.appendFileSync)(file, `${name}<<${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}${text}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}`, { encoding: 'utf8' });
}
/** Masks `secret` in every later line of the log (`::add-mask::`). */
function setSecret(secret) {
    command('add-mask', {}, secret);
}
/** Fails the step: exit code 1 once the run ends, and the message as an error annotation. */
function setFailed(message) {
    process.exitCode = 1;
    error(message);
}
/** A plain log line, written as it is (callers escape lines that could read as commands). */
function info(message) {
    process.stdout.write(message + node_os__WEBPACK_IMPORTED_MODULE_3__.EOL);
}
/** A line shown only when step debugging is on. */
function debug(message) {
    command('debug', {}, message);
}
/** A warning annotation. */
function warning(message, properties = {}) {
    command('warning', annotation(properties), message);
}
/** An error annotation (does not fail the step: see setFailed). */
function error(message, properties = {}) {
    command('error', annotation(properties), message);
}
/** A notice annotation. */
function notice(message, properties = {}) {
    command('notice', annotation(properties), message);
}
/** Runs `work` inside a collapsible log group, closed even when it throws. */
async function group(name, work) {
    command('group', {}, name);
    try {
        return await work();
    }
    finally {
        command('endgroup', {}, '');
    }
}
/** Appends Markdown and a line end to the job summary file (GITHUB_STEP_SUMMARY). */
async function appendSummary(markdown) {
    const file = process.env.GITHUB_STEP_SUMMARY;
    if (!file) {
        throw new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.');
    }
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.access)(file, node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.constants.R_OK | node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.constants.W_OK);
    }
    catch {
        throw new Error(`Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`);
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.appendFile)(file, markdown + node_os__WEBPACK_IMPORTED_MODULE_3__.EOL, { encoding: 'utf8' });
}
/** The job's OIDC token for `audience`, from the runner; loads @actions/core (and undici) only now. */
async function getIDToken(audience) {
    const core = await Promise.all(/* import() */[__webpack_require__.e(684), __webpack_require__.e(66), __webpack_require__.e(947)]).then(__webpack_require__.bind(__webpack_require__, 1328));
    return core.getIDToken(audience);
}
/** GitHub's annotation property names; an empty object stays empty. */
function annotation(properties) {
    if (Object.keys(properties).length === 0)
        return {};
    return {
        title: properties.title,
        file: properties.file,
        line: properties.startLine,
        endLine: properties.endLine,
        col: properties.startColumn,
        endColumn: properties.endColumn,
    };
}
/** Writes `::name key=value,…::message`, escaped so data can neither end the line nor the command. */
function command(name, properties, message) {
    const pairs = [];
    for (const [key, value] of Object.entries(properties)) {
        if (value)
            pairs.push(`${key}=${escapeProperty(String(value))}`);
    }
    // As @actions/core writes it: a space after the name whenever properties were given, even all empty.
    const line = Object.keys(properties).length > 0 ? `::${name} ${pairs.join(',')}` : `::${name}`;
    process.stdout.write(`${line}::${escapeData(message)}${node_os__WEBPACK_IMPORTED_MODULE_3__.EOL}`);
}
function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(text) {
    return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}


/***/ }),

/***/ 6037:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ WITH_BODY),
/* harmony export */   d: () => (/* binding */ withBody)
/* harmony export */ });
/**
 * The key of the method by which an answer that is not a fetch `Response` (the node:http
 * transport's, see `http-transport.ts`) makes a copy of itself with another body. `guardBody` uses
 * it instead of `new Response(…)`: in Node, the first use of `Response` or `Headers` loads Node's
 * bundled undici, which is what that transport exists to avoid.
 */
const WITH_BODY = Symbol('locale-sync.withBody');
/** `response` with `body` in place of its own, without a `Response` built when it can copy itself. */
function withBody(response, body) {
    const own = response[WITH_BODY];
    if (own)
        return own.call(response, body);
    return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
    });
}


/***/ }),

/***/ 268:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ln: () => (/* binding */ createNodeFetch),
  iD: () => (/* binding */ createNodeTransport)
});

// UNUSED EXPORTS: createHttpTransport

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: ../../packages/client/src/answer.ts
var answer = __webpack_require__(6037);
;// CONCATENATED MODULE: ../../packages/client/src/http-transport.ts


/**
 * A transport over `node:http` and `node:https`, for a Node process without a proxy. It does what
 * the client asks of fetch (a streamed request body, an answer read part by part, gzip, deflate and
 * br answers decoded, the abort signal, redirects left to the caller as `redirect: 'manual'` does,
 * TLS with Node's default certificate checks) without Node's built-in fetch: Node loads and compiles
 * its bundled undici on the first `fetch`, `Response` or `Headers`, about a quarter of the CPU time
 * of an action run that makes one request. Keep-alive comes from Node's global agents.
 */
function createHttpTransport() {
    return ((input, init) => send(typeof input === 'string' || input instanceof URL ? new URL(input) : new URL(input.url), init ?? {}));
}
// What Node's fetch sends unless told otherwise; the client's own headers replace these.
const DEFAULT_HEADERS = {
    accept: '*/*',
    'accept-language': '*',
    'user-agent': 'node',
};
// Statuses whose answer has no body, whatever the headers say.
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
function send(url, init) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        return Promise.reject(new TypeError(`cannot send a request to ${url.protocol} (http: or https: only)`));
    }
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = {
        ...DEFAULT_HEADERS,
        'accept-encoding': url.protocol === 'https:' ? 'gzip, deflate, br' : 'gzip, deflate',
    };
    for (const [name, value] of Object.entries((init.headers ?? {}))) {
        headers[name.toLowerCase()] = value;
    }
    const body = init.body;
    if (body instanceof Uint8Array)
        headers['content-length'] = body.byteLength;
    else if (body == null && (method === 'POST' || method === 'PUT'))
        headers['content-length'] = 0;
    else if (body != null && !(body instanceof ReadableStream)) {
        return Promise.reject(new TypeError('the node:http transport sends bytes or a ReadableStream only'));
    }
    // node:https loads TLS: only a run that speaks to an https server pays for it.
    const request = url.protocol === 'https:'
        ? process.getBuiltinModule('node:https').request
        : external_node_http_.request;
    return new Promise((resolve, reject) => {
        const req = request(url, { method, headers, ...(init.signal && { signal: init.signal }) });
        req.once('response', (res) => 
        // Not a whole Response (no clone, blob, formData): only what the client reads, see `Transport`.
        resolve(new HttpAnswer(res, url.href, method === 'HEAD')));
        // An abort arrives here too (an AbortError); the caller reads its own signal's reason. Node also
        // reports here a socket that fails after the answer's headers (the body stream fails then too).
        req.on('error', reject);
        if (body instanceof ReadableStream) {
            writeStream(req, body).catch((err) => req.destroy(err instanceof Error ? err : new Error(String(err))));
        }
        else {
            req.end(body ?? undefined);
        }
    });
}
/** Writes a streamed body as the connection takes it, chunked; stops reading it if the request dies. */
async function writeStream(req, body) {
    const reader = body.getReader();
    let closed = false;
    let wake;
    req.once('close', () => {
        closed = true;
        wake?.();
    });
    try {
        for (;;) {
            const { done, value } = await reader.read();
            if (closed)
                break;
            if (done) {
                req.end();
                return;
            }
            if (!req.write(value)) {
                await new Promise((resolve) => {
                    wake = resolve;
                    req.once('drain', resolve);
                });
                wake = undefined;
            }
            if (closed)
                break;
        }
        // The request ended early (aborted, timed out, refused): the rest of the body is not built.
        await reader.cancel().catch(() => undefined);
    }
    catch (err) {
        await reader.cancel(err).catch(() => undefined);
        throw err;
    }
}
/** The members of fetch's `Headers` the client reads, over Node's parsed (lower-case) headers. */
class AnswerHeaders {
    #raw;
    constructor(raw) {
        this.#raw = raw;
    }
    /** The value of `name`, several joined with `, ` as fetch joins them; null when absent. */
    get(name) {
        const value = this.#raw[name.toLowerCase()];
        if (value === undefined)
            return null;
        return Array.isArray(value) ? value.join(', ') : value;
    }
    has(name) {
        return this.#raw[name.toLowerCase()] !== undefined;
    }
    *entries() {
        for (const name of Object.keys(this.#raw).sort())
            yield [name, this.get(name)];
    }
    [Symbol.iterator]() {
        return this.entries();
    }
    forEach(callback) {
        for (const [name, value] of this.entries())
            callback(value, name);
    }
}
/** An answer of `createHttpTransport`: what the client reads of a fetch `Response`, nothing more. */
class HttpAnswer {
    status;
    statusText;
    headers;
    body;
    url;
    type = 'basic';
    redirected = false;
    #used = false;
    constructor(res, url, head, copy) {
        if (copy) {
            this.status = copy.of.status;
            this.statusText = copy.of.statusText;
            this.headers = copy.of.headers;
            this.body = copy.body;
            this.url = copy.of.url;
            return;
        }
        const message = res;
        this.status = message.statusCode ?? 0;
        this.statusText = message.statusMessage ?? '';
        this.headers = new AnswerHeaders(message.headers);
        this.url = url;
        if (head || NULL_BODY_STATUSES.has(this.status)) {
            message.on('error', () => undefined);
            message.resume();
            this.body = null;
        }
        else {
            this.body = bodyStream(message);
        }
    }
    get ok() {
        return this.status >= 200 && this.status <= 299;
    }
    get bodyUsed() {
        return this.#used;
    }
    [answer/* WITH_BODY */.U](body) {
        return new HttpAnswer(null, this.url, false, { of: this, body });
    }
    /** The whole body as bytes. */
    async bytes() {
        if (this.#used)
            throw new TypeError('the body of this answer was already read');
        this.#used = true;
        if (this.body === null)
            return new Uint8Array(0);
        const chunks = [];
        let size = 0;
        const reader = this.body.getReader();
        for (;;) {
            const { done, value } = await reader.read();
            if (done)
                break;
            chunks.push(value);
            size += value.byteLength;
        }
        const out = new Uint8Array(size);
        let offset = 0;
        for (const chunk of chunks) {
            out.set(chunk, offset);
            offset += chunk.byteLength;
        }
        return out;
    }
    async arrayBuffer() {
        return (await this.bytes()).buffer;
    }
    /** The whole body as UTF-8 text (a leading BOM dropped, as fetch's `text()` does). */
    async text() {
        return new TextDecoder().decode(await this.bytes());
    }
    async json() {
        return JSON.parse(await this.text());
    }
}
/** A decoder of one content coding, or undefined for a coding the transport does not know. */
function decoderFor(coding) {
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== 'deflate' && coding !== 'br')
        return undefined;
    // Only an encoded answer loads zlib (the sync server sends none): loading it costs every run a
    // few milliseconds of CPU at start-up.
    const zlib = process.getBuiltinModule('node:zlib');
    if (coding === 'br')
        return zlib.createBrotliDecompress();
    // As Node's fetch: a body cut short still yields what came, and then fails.
    const options = { flush: zlib.constants.Z_SYNC_FLUSH, finishFlush: zlib.constants.Z_SYNC_FLUSH };
    return coding === 'deflate' ? zlib.createInflate(options) : zlib.createGunzip(options);
}
/**
 * The answer's body as a web stream, decoded as fetch decodes it (gzip, deflate, br; an unknown
 * coding is passed through), read from the socket only as fast as the reader asks. A connection
 * that closes before the end fails the stream, as fetch's "terminated" does.
 */
function bodyStream(res) {
    const codings = (res.headers['content-encoding'] ?? '')
        .toLowerCase()
        .split(',')
        .map((c) => c.trim())
        .filter((c) => c !== '' && c !== 'identity');
    let source = res;
    // Codings apply in order, so they are undone from the last.
    for (const coding of codings.reverse()) {
        const decoder = decoderFor(coding);
        if (!decoder)
            break;
        source.on('error', (err) => decoder.destroy(err));
        source = source.pipe(decoder);
    }
    let settled = false;
    return new ReadableStream({
        start(controller) {
            const fail = (err) => {
                if (settled)
                    return;
                settled = true;
                controller.error(err);
            };
            source.on('data', (chunk) => {
                if (settled)
                    return;
                controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
                if ((controller.desiredSize ?? 0) <= 0)
                    source.pause();
            });
            source.once('end', () => {
                if (settled)
                    return;
                settled = true;
                controller.close();
            });
            source.on('error', fail);
            res.once('close', () => {
                if (!res.complete) {
                    fail(Object.assign(new Error('the connection closed before the end of the answer'), {
                        code: 'ECONNRESET',
                    }));
                }
            });
        },
        pull() {
            source.resume();
        },
        cancel() {
            settled = true;
            // Closing the socket is how an unread answer is let go: the server stops sending it.
            res.destroy();
            if (source !== res)
                source.destroy();
        },
    });
}

;// CONCATENATED MODULE: ../../packages/client/src/node.ts


const PROXY_VARIABLES = ['HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy'];
/**
 * A fetch for Node callers that honours HTTP_PROXY, HTTPS_PROXY and NO_PROXY (any case) through
 * undici's proxy agent. Without proxy variables it is the global fetch, which keeps connections
 * alive and which test mocks (msw) can see. undici is imported on the first request through a proxy,
 * not before: it is 1.6 MB of JavaScript an action would otherwise compile on every start.
 */
function createNodeFetch(env = process.env) {
    return proxyFetch(env) ?? globalThis.fetch;
}
/**
 * The sync client's transport for Node callers: through a proxy (HTTP_PROXY, HTTPS_PROXY, NO_PROXY,
 * any case) the proxy fetch of `createNodeFetch`; without one `createHttpTransport`, plain
 * `node:http`/`node:https`, which spares a run loading Node's own fetch (see `http-transport.ts`).
 * Fetch-based callers that need a real `Response` (Octokit) keep `createNodeFetch`.
 */
function createNodeTransport(env = process.env) {
    return proxyFetch(env) ?? createHttpTransport();
}
/** The proxy fetch when a proxy variable is set, else undefined. */
function proxyFetch(env) {
    if (!PROXY_VARIABLES.some((name) => env[name]))
        return undefined;
    // undici's proxy agent reads the addresses when it is made; it is made later, so a malformed one
    // still fails here, at once, rather than as a network error retried on the first request.
    for (const address of [env.HTTP_PROXY ?? env.http_proxy, env.HTTPS_PROXY ?? env.https_proxy]) {
        if (address)
            new URL(address);
    }
    let loaded;
    return (input, init) => {
        loaded ??= Promise.all(/* import() */[__webpack_require__.e(684), __webpack_require__.e(774)]).then(__webpack_require__.bind(__webpack_require__, 5774)).then(({ createProxyFetch }) => createProxyFetch(env));
        return loaded.then((send) => send(input, init));
    };
}


/***/ }),

/***/ 6235:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ PLURAL_CATEGORIES),
/* harmony export */   j: () => (/* binding */ mayNamePluralForm)
/* harmony export */ });
// The plural categories' names and the cheap test of a key for one, apart from the plural rules: a
// pull's merge (shapes.ts) needs these alone, and the rules (gettext's, Qt's, CLDR's) are loaded with
// the checks, only by a run that checks or fills a file against its source.
/** CLDR plural categories, in CLDR order. */
const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
/**
 * Whether `key` ends as every plural form's key does, with `]` (`items[one]`, `k[0]`), a category's
 * name (`items_one`, `items.one`) or an i18next v3 index (`items_0`): most keys do not, and skip the
 * patterns of `pluralGroupOf`.
 */
function mayNamePluralForm(key) {
    // The last character of `]`, of each category's name (zero, one, two, few, many, other), `0`…`5`.
    const last = key.charCodeAt(key.length - 1);
    if (last >= 0x30 && last <= 0x35)
        return key.charCodeAt(key.length - 2) === 0x5f;
    if (last !== 0x5d && last !== 0x6f && last !== 0x65 && last !== 0x77 && last !== 0x79 && last !== 0x72) {
        return false;
    }
    if (last === 0x5d)
        return true;
    for (const category of PLURAL_CATEGORIES)
        if (key.endsWith(category))
            return true;
    return false;
}


/***/ }),

/***/ 9242:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ shapeConflicts)
/* harmony export */ });
/* unused harmony export messageOf */
/* harmony import */ var _plural_categories_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6235);

const CATEGORY = `(?:${_plural_categories_js__WEBPACK_IMPORTED_MODULE_0__/* .PLURAL_CATEGORIES */ .M.join('|')})`;
/**
 * What a plural shape adds to its message's key, one group per kind of shape: a Rails form (`.one`),
 * an i18next suffix (`_one`), a bracketed form (`[one]`: Android, go-i18n, Qt, `.xcstrings`,
 * `.stringsdict`), a gettext msgstr index or `[msgid_plural]`, and a substitution's form
 * (`[@COUNT][one]`: `.stringsdict` and `.xcstrings`, beside the plain key holding the format).
 */
const SHAPE_TAIL = new RegExp(`^(.+?)(?:(\\.${CATEGORY})|(_${CATEGORY})|(\\[${CATEGORY}\\])|(\\[(?:\\d+|msgid_plural)\\])|(\\[@[^\\]]*\\]\\[${CATEGORY}\\]))$`, 's');
/** i18next v1–v3's plural form beside its singular `key`, a source's (or a language of two forms'). */
const I18NEXT_PLURAL = '_plural';
/** i18next JSON v3's numbered form `key_0`…`key_5`: the index of the language's plural form. */
const I18NEXT_NUMBERED = /^(.+)_([0-5])$/s;
const SHAPE_I18NEXT_PLURAL = 6;
const SHAPE_I18NEXT_NUMBERED = 7;
/**
 * Whether `base` is an i18next v1–v3 plural in one of `maps`: a map holds `base` and `base_plural`
 * (the source's pair), or `base_0` and `base_1` (v3 numbered forms). A key that merely ends in
 * `_plural` or `_2` (`step_2` beside `step`) is no plural form.
 */
function isI18nextPlural(base, maps) {
    return maps.some((map) => (map.has(base) && map.has(base + I18NEXT_PLURAL)) || (map.has(`${base}_0`) && map.has(`${base}_1`)));
}
/** The i18next v1–v3 plural form `key` is in `maps`, if it is one (`key_plural`, `key_0`…`key_5`). */
function i18nextShapeOf(key, maps) {
    if (maps.length === 0)
        return undefined;
    const last = key.charCodeAt(key.length - 1);
    if (last === 0x6c && key.endsWith(I18NEXT_PLURAL)) {
        const base = key.slice(0, -I18NEXT_PLURAL.length);
        if (base !== '' && isI18nextPlural(base, maps))
            return { message: base, shape: SHAPE_I18NEXT_PLURAL };
    }
    else if (last >= 0x30 && last <= 0x35) {
        const base = I18NEXT_NUMBERED.exec(key)?.[1];
        if (base !== undefined && isI18nextPlural(base, maps))
            return { message: base, shape: SHAPE_I18NEXT_NUMBERED };
    }
    return undefined;
}
function shapeOf(key, maps = []) {
    const i18next = i18nextShapeOf(key, maps);
    if (i18next !== undefined)
        return i18next;
    if (!(0,_plural_categories_js__WEBPACK_IMPORTED_MODULE_0__/* .mayNamePluralForm */ .j)(key))
        return { message: key, shape: 0 };
    const match = SHAPE_TAIL.exec(key);
    if (match === null)
        return { message: key, shape: 0 };
    return {
        message: match[1],
        shape: match.findIndex((group, i) => i > 1 && group !== undefined) - 1,
    };
}
/**
 * The message `key` is one shape of: `items` for `items.one`, `items_one`, `items[one]`, `items[0]`,
 * `items[msgid_plural]` and `files[@COUNT][one]`; the key itself when it names no plural form. With
 * `maps` (the source, the translation), i18next v1–v3's forms too: `items` for `items_plural` and
 * `items_0`…`items_5` where a map holds `items` and `items_plural` (or `items_0` and `items_1`).
 */
function messageOf(key, ...maps) {
    return shapeOf(key, maps).message;
}
/**
 * The messages `incoming` would add to `kept` in another shape: a plain key where `kept` has only
 * plural forms of it, or plural forms where `kept` has it plain. More forms of a shape `kept` has (a
 * Russian `items.few` beside `items.one` and `items.other`) are not a conflict, nor are shapes that
 * `incoming` holds beside one `kept` has too (i18next's `items` beside `items_one`: both are the
 * source's). Only the keys `incoming` adds are read closely, and `kept` only when there are some, so a
 * pull whose texts are all in its file costs one lookup per key.
 */
function shapeConflicts(kept, incoming) {
    const conflicts = new Map();
    const added = new Map();
    const maps = [kept, incoming];
    incoming.forEach((_value, key) => {
        if (!kept.has(key))
            addKey(added, key, maps);
    });
    if (added.size === 0)
        return conflicts;
    const keptShapes = new Map();
    kept.forEach((_value, key) => {
        if (added.has(key) || added.has(shapeOf(key, maps).message))
            addKey(keptShapes, key, maps);
    });
    for (const [message, theirShapes] of added) {
        const ourShapes = keptShapes.get(message);
        if (ourShapes === undefined)
            continue;
        const shared = [...ourShapes.values()].some((keys) => keys.some((key) => incoming.has(key)));
        if (shared)
            continue;
        const theirs = [...theirShapes].flatMap(([shape, keys]) => (ourShapes.has(shape) ? [] : keys));
        if (theirs.length > 0)
            conflicts.set(message, { message, ours: [...ourShapes.values()].flat(), theirs });
    }
    return conflicts;
}
/** Files `key` under its message and shape. */
function addKey(byMessage, key, maps) {
    const { message, shape } = shapeOf(key, maps);
    let shapes = byMessage.get(message);
    if (shapes === undefined) {
        shapes = new Map();
        byMessage.set(message, shapes);
    }
    const keys = shapes.get(shape);
    if (keys === undefined)
        shapes.set(shape, [key]);
    else
        keys.push(key);
}


/***/ }),

/***/ 3015:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ FormatError)
/* harmony export */ });
/** A translation file that cannot be read or written, with where the problem is. */
class FormatError extends Error {
    name = 'FormatError';
    line;
    column;
    key;
    constructor(message, where = {}) {
        super(message);
        this.line = where.line;
        this.column = where.column;
        this.key = where.key;
    }
}


/***/ }),

/***/ 2321:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HK: () => (/* binding */ CHROME_PATH),
/* harmony export */   Og: () => (/* binding */ CHROME_ROOT),
/* harmony export */   rY: () => (/* binding */ CHROME_NAME)
/* harmony export */ });
/**
 * Where Chrome extensions keep their texts: `_locales/<locale>/messages.json`, the locale spelt with
 * an underscore (`pt_BR`). Only files at such a path are this format; any other `.json` is JSON.
 */
const CHROME_PATH = /(?:^|\/)_locales\/[^/]+\/messages\.json$/;
/** A message name Chrome accepts: ASCII letters, digits, `_` and `@`. */
const CHROME_NAME = /^[A-Za-z0-9_@]+$/;
/** What the root of a messages.json must be, as Chrome says it. */
const CHROME_ROOT = 'a messages.json must hold a JSON object of message names to {"message": "…"} objects';


/***/ }),

/***/ 5797:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ readJsonFast),
/* harmony export */   z: () => (/* binding */ readPlainJson)
/* harmony export */ });
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5460);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4555);


/** A name JavaScript orders before the others (an array index), whatever its place in the file. */
const INDEX_NAME = /^(?:0|[1-9]\d*)$/;
/** A colon written as an escape: it would hide a repeated name from the count of colons below. */
const ESCAPED_COLON = /\\u003a/i;
/**
 * The common case of reading a JSON file's entries at `JSON.parse`'s speed, without the offsets and
 * lines the full reader (read.ts) keeps: undefined whenever the file is anything but plain nested
 * objects of strings that the full reader would read without a word, so the caller reads it again
 * with the full reader, which gives the errors, warnings and line numbers. That is: invalid JSON, a
 * root that is not an object, a value that is not a string or object (an array, a number…), an
 * empty name, a name written twice in one object (`JSON.parse` keeps the last silently, the full
 * reader warns), two paths that flatten to one key, a name that is an array index (`JSON.parse`
 * puts those first, the file's order is lost), and anything near a limit of LIMITS.
 */
function readJsonFast(content, options = {}) {
    return readPlainJson(content, options)?.entries;
}
/** `readJsonFast`'s entries, and whether the root holds an object (the file's structure is nested). */
function readPlainJson(content, options = {}) {
    const text = content.charCodeAt(0) === 0xfeff ? content.slice(1) : content;
    if (ESCAPED_COLON.test(text))
        return undefined;
    let root;
    try {
        root = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (!isObject(root))
        return undefined;
    const delimiter = options.delimiter ?? _model_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_DELIMITER */ .KA;
    const entries = new Map();
    /** Names read in every object, and the colons inside every name and text read. */
    let names = 0;
    let colonsInStrings = 0;
    let nested = false;
    // Recursion is bounded by LIMITS.maxDepth, checked before each step down.
    const walk = (object, prefix, depth) => {
        for (const name of Object.keys(object)) {
            if (name === '' || INDEX_NAME.test(name))
                return false;
            names++;
            colonsInStrings += colons(name);
            const key = prefix === undefined ? name : `${prefix}${delimiter}${name}`;
            const value = object[name];
            if (typeof value === 'string') {
                if (key.length > _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b.maxKeyLength || entries.has(key))
                    return false;
                colonsInStrings += colons(value);
                entries.set(key, value);
                if (entries.size > _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b.maxEntries)
                    return false;
            }
            else if (!isObject(value) || depth >= _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b.maxDepth || !walk(value, key, depth + 1)) {
                return false;
            }
            else {
                nested = true;
            }
        }
        return true;
    };
    if (!walk(root, undefined, 1))
        return undefined;
    // Every name as written is followed by one colon, and no colon outside a string is anything else;
    // a name written twice (and what it held) adds colons that the parsed objects do not have.
    if (colons(text) !== names + colonsInStrings)
        return undefined;
    return { entries, nested };
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function colons(text) {
    let count = 0;
    for (let i = text.indexOf(':'); i !== -1; i = text.indexOf(':', i + 1))
        count++;
    return count;
}


/***/ }),

/***/ 7868:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uk: () => (/* binding */ pathOfKey),
/* harmony export */   _U: () => (/* binding */ buildValueTree),
/* harmony export */   pO: () => (/* binding */ placeValue),
/* harmony export */   yt: () => (/* binding */ keyOfPath)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3015);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5460);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4555);
/* harmony import */ var _shared_item_keys_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(220);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1361);
// JSON arrays (slang's lists, as LocalSend writes `"description": ["…", "…"]`) and the keys of their
// items. The key scheme is the YAML format's for Rails' lists: names joined with the delimiter, an
// item's index appended in brackets (`aboutPage.description[0]`, `list[1].name`, `grid[0][2]`), so
// the service sees one spelling for list items whatever the file's format.





/** The entry key of a path: names joined with the delimiter, indexes appended as `[i]`. */
function keyOfPath(path, delimiter = _model_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_DELIMITER */ .KA) {
    return (0,_shared_item_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .keyOfPath */ .yt)(path, delimiter);
}
/**
 * The path a key is written at when nested: `a.b[1]` is `a`, `b`, 1. Refuses what has no nested
 * form (see splitKey) and an index past LIMITS.maxEntries, which no file may hold that many items for.
 */
function pathOfKey(key, delimiter = _model_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_DELIMITER */ .KA) {
    const path = (0,_shared_item_keys_js__WEBPACK_IMPORTED_MODULE_1__/* .pathOfParts */ .z8)(key, (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .splitKey */ ._$)(key, delimiter), 'array');
    if (path.length > _limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b.maxKeySegments) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .FormatError */ .I(`key "${key.slice(0, 60)}…" has ${path.length} parts, more than ${_limits_js__WEBPACK_IMPORTED_MODULE_3__/* .LIMITS */ .b.maxKeySegments} (LIMITS.maxKeySegments); pull with structure "flat" or shorten the key`, { key: key.slice(0, 60) });
    }
    return path;
}
function collision(a, b) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .FormatError */ .I(`keys "${a}" and "${b}" cannot both be written nested: one would be both a text and an object or array; pull with structure "flat" or rename one key`, { key: a });
}
/**
 * Puts `value` at `path` below `top`, creating objects and arrays on the way; refuses a path that
 * meets a text, or an object where it wants an array (or the reverse), naming both keys.
 */
function placeValue(top, path, value, key, placing) {
    let node = top;
    for (let i = 0; i < path.length; i++) {
        const segment = path[i];
        const items = (node instanceof Map ? node : node.items);
        const existing = items.get(segment);
        // A text's own key is its path (the whole path is the key's when `top` is the root).
        const owner = (found) => typeof found === 'string'
            ? keyOfPath(path.slice(0, i + 1), placing.delimiter)
            : (placing.owners.get(found) ?? key);
        if (i === path.length - 1) {
            if (existing !== undefined)
                throw collision(owner(existing), key);
            items.set(segment, value);
            return;
        }
        const wantList = typeof path[i + 1] === 'number';
        if (existing === undefined) {
            const child = wantList ? { kind: 'list', items: new Map() } : new Map();
            items.set(segment, child);
            placing.owners.set(child, key);
            node = child;
        }
        else if (typeof existing !== 'string' && existing instanceof Map !== wantList) {
            node = existing;
        }
        else {
            throw collision(owner(existing), key);
        }
    }
}
/**
 * The nested form of entries, with `[i]` keys as arrays. A key that is both a text and a prefix of
 * others (`a` and `a.b`), or both an object and an array (`a.b` and `a[0]`), is an error naming both.
 */
function buildValueTree(entries, delimiter = _model_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_DELIMITER */ .KA) {
    const root = new Map();
    const placing = { delimiter, owners: new Map() };
    for (const [key, value] of entries)
        placeValue(root, pathOfKey(key, delimiter), value, key, placing);
    return root;
}


/***/ }),

/***/ 1361:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H6: () => (/* binding */ buildTree),
/* harmony export */   _$: () => (/* binding */ splitKey)
/* harmony export */ });
/* unused harmony export nest */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3015);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5460);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4555);



/**
 * Builds the nested tree of entries. A key that is both a text and a prefix of other keys (`a` and
 * `a.b`) has no nested form: that is an error naming both keys, never a silent overwrite. So has a
 * key with an empty segment (`a..b`, `.a`) or more than LIMITS.maxKeySegments segments.
 */
function buildTree(entries, delimiter = _model_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_DELIMITER */ .KA) {
    const root = new Map();
    for (const [key, value] of entries) {
        const parts = splitKey(key, delimiter);
        let node = root;
        for (let i = 0; i < parts.length - 1; i++) {
            const part = parts[i];
            const next = node.get(part);
            if (typeof next === 'string')
                throw collision(parts.slice(0, i + 1).join(delimiter), key);
            if (next === undefined) {
                const child = new Map();
                node.set(part, child);
                node = child;
            }
            else {
                node = next;
            }
        }
        const last = parts[parts.length - 1];
        const existing = node.get(last);
        if (existing !== undefined) {
            // Keys are unique, so a name already present here is an object: the other key lies below it.
            throw collision(key, typeof existing === 'string' ? key : firstLeaf(existing, key, delimiter));
        }
        node.set(last, value);
    }
    return root;
}
/**
 * The nested form of entries as null-prototype objects (so that `__proto__` is just a name), for
 * callers that want plain data; see buildTree for what has no nested form.
 */
function nest(entries, delimiter = DEFAULT_DELIMITER) {
    const toObject = (tree) => {
        const object = Object.create(null);
        for (const [name, value] of tree)
            object[name] = typeof value === 'string' ? value : toObject(value);
        return object;
    };
    return toObject(buildTree(entries, delimiter));
}
/** The segments of a key written nested, refusing what has no nested form. */
function splitKey(key, delimiter) {
    const parts = key.split(delimiter, _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b.maxKeySegments + 1);
    if (parts.length > _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b.maxKeySegments) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .FormatError */ .I(`key "${key.slice(0, 60)}…" has more than ${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b.maxKeySegments} segments (LIMITS.maxKeySegments), too many for a nested file; pull with structure "flat" or shorten the key`, { key: key.slice(0, 60) });
    }
    (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .checkKeyLength */ .Ob)(key);
    if (parts.includes('')) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .FormatError */ .I(`key "${key}" has an empty segment, which a nested file cannot hold; pull with structure "flat" or rename the key`, { key });
    }
    return parts;
}
function firstLeaf(node, prefix, delimiter) {
    let current = node;
    let key = prefix;
    while (typeof current !== 'string') {
        const first = current.entries().next().value;
        if (first === undefined)
            break;
        key += delimiter + first[0];
        current = first[1];
    }
    return key;
}
function collision(valueKey, nestedKey) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .FormatError */ .I(`keys "${valueKey}" and "${nestedKey}" cannot both be written nested: "${valueKey}" would be both a text and an object; pull with structure "flat" or rename one key`, { key: valueKey });
}


/***/ }),

/***/ 8798:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CB: () => (/* binding */ duplicateWarning),
/* harmony export */   E_: () => (/* binding */ readJsonDocument),
/* harmony export */   UQ: () => (/* binding */ jsonSyntaxError),
/* harmony export */   kP: () => (/* binding */ checkDepth),
/* harmony export */   lS: () => (/* binding */ membersOf),
/* harmony export */   qF: () => (/* binding */ parseJson),
/* harmony export */   vD: () => (/* binding */ readJsonEntries)
/* harmony export */ });
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7415);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(jsonc_parser__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3015);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5460);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4555);
/* harmony import */ var _shared_hints_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6196);
/* harmony import */ var _shared_lines_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3953);
/* harmony import */ var _fast_read_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5797);
/* harmony import */ var _items_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7868);








// SyntaxKind is a const enum, which type stripping cannot inline: its values, as jsonc-parser has them.
const OPEN_BRACE = 1;
const CLOSE_BRACE = 2;
const OPEN_BRACKET = 3;
const CLOSE_BRACKET = 4;
const EOF = 17;
/**
 * Reads a JSON file whose root must be an object (`rootMessage` says so otherwise). Nesting deeper
 * than LIMITS.maxDepth is refused before the (recursive) parser sees it.
 */
function readJsonDocument(content, rootMessage = 'the file must hold a JSON object of keys to texts') {
    const bom = content.startsWith('\uFEFF') ? '\uFEFF' : '';
    // A BOM is legal at the start of a UTF-8 file but not in JSON text.
    const text = content.slice(bom.length);
    checkDepth(text);
    const errors = [];
    const root = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.parseTree)(text, errors, { disallowComments: true, allowTrailingComma: false });
    if (errors.length > 0)
        throw jsonSyntaxError(text, new Error('invalid JSON'));
    if (root?.type !== 'object') {
        // A list of {"id", "translation"} is go-i18n's v1 form (Mattermost), which the JSON format does not read.
        const goI18n = root?.type === 'array' && /^\s*\[\s*\{\s*"id"\s*:/.test(text);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(goI18n ? `${rootMessage}; ${_shared_hints_js__WEBPACK_IMPORTED_MODULE_2__/* .GO_I18N_HINT */ .Q}` : rootMessage, { line: 1 });
    }
    const locate = (0,_shared_lines_js__WEBPACK_IMPORTED_MODULE_3__/* .lineLocator */ .hl)(text);
    return { bom, text, root, lineOf: (offset) => locate(offset).line };
}
/** Refuses nesting deeper than LIMITS.maxDepth, counting brackets with jsonc-parser's (iterative) scanner. */
function checkDepth(text) {
    const scanner = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.createScanner)(text, true);
    let depth = 0;
    for (let kind = scanner.scan(); kind !== EOF; kind = scanner.scan()) {
        if (kind === OPEN_BRACE || kind === OPEN_BRACKET) {
            depth++;
            if (depth > _limits_js__WEBPACK_IMPORTED_MODULE_4__/* .LIMITS */ .b.maxDepth) {
                const line = scanner.getTokenStartLine() + 1;
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`the file nests objects deeper than ${_limits_js__WEBPACK_IMPORTED_MODULE_4__/* .LIMITS */ .b.maxDepth} levels (LIMITS.maxDepth) at line ${line}; translation files need a few levels at most`, { line });
            }
        }
        else if (kind === CLOSE_BRACE || kind === CLOSE_BRACKET) {
            depth--;
        }
    }
}
/**
 * The members of an object node by name, in file order. A name written twice counts once, with
 * its last value, as JavaScript and Dart read it; `onDuplicate` hears of each repeat.
 */
function membersOf(object, onDuplicate) {
    const members = new Map();
    for (const property of object.children ?? []) {
        const [nameNode, value] = property.children;
        const name = nameNode.value;
        const earlier = members.get(name);
        if (earlier)
            onDuplicate?.(name, earlier.property, property);
        members.set(name, { name, property, value });
    }
    return members;
}
/** The warning for a name written twice in one object. */
function duplicateWarning(doc, key, first, repeat) {
    const line = doc.lineOf(repeat.offset);
    return {
        message: `"${key}" is defined twice (lines ${doc.lineOf(first.offset)} and ${line}); the last value is used`,
        line,
        key,
    };
}
/**
 * Parses a JSON translation file, flat or nested, into entries in file order. Every value must be a
 * string, an object or an array; a nested object contributes its keys joined with the delimiter, an
 * array its items as `name[i]` (see items.ts), where `null` is a hole, not an entry. A name written
 * twice in one object keeps its last value (with a warning); two paths that flatten to one key are
 * an error.
 */
function parseJson(content, options = {}) {
    // The common case at JSON.parse's speed; anything else is read below, with lines (fast-read.ts).
    return (0,_fast_read_js__WEBPACK_IMPORTED_MODULE_5__/* .readJsonFast */ .d)(content, options) ?? readJsonEntries(readJsonDocument(content), options);
}
/** The entries of a read JSON document (see parseJson). */
function readJsonEntries(doc, options) {
    const delimiter = options.delimiter ?? _model_js__WEBPACK_IMPORTED_MODULE_6__/* .DEFAULT_DELIMITER */ .KA;
    const entries = new Map();
    const origin = new Map();
    const text = (path, value, line) => {
        const key = (0,_items_js__WEBPACK_IMPORTED_MODULE_7__/* .keyOfPath */ .yt)(path, delimiter);
        (0,_model_js__WEBPACK_IMPORTED_MODULE_6__/* .checkKeyLength */ .Ob)(key, line);
        const where = path.map((s) => (typeof s === 'number' ? `[${s}]` : s)).join('" > "');
        const earlier = origin.get(key);
        if (earlier !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`key "${key}" is defined twice (as "${earlier}" and "${where}")`, {
                key,
                line,
            });
        }
        origin.set(key, where);
        entries.set(key, value.value);
        (0,_model_js__WEBPACK_IMPORTED_MODULE_6__/* .checkEntryCount */ .Q1)(entries.size, line);
    };
    // Recursion is bounded by LIMITS.maxDepth, checked when the document was read.
    const walk = (node, prefix) => {
        if (node.type === 'array') {
            (node.children ?? []).forEach((item, index) => {
                const path = [...prefix, index];
                if (item.type === 'string')
                    text(path, item, doc.lineOf(item.offset));
                else if (item.type === 'object' || item.type === 'array')
                    walk(item, path);
                else if (item.type !== 'null') {
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`item ${(0,_items_js__WEBPACK_IMPORTED_MODULE_7__/* .keyOfPath */ .yt)(path, delimiter)} is a ${item.type}; array items must be strings, objects, arrays or null (a missing item)`, { key: (0,_items_js__WEBPACK_IMPORTED_MODULE_7__/* .keyOfPath */ .yt)(path, delimiter), line: doc.lineOf(item.offset) });
                }
            });
            return;
        }
        const members = membersOf(node, (name, first, repeat) => options.warn?.(duplicateWarning(doc, (0,_items_js__WEBPACK_IMPORTED_MODULE_7__/* .keyOfPath */ .yt)([...prefix, name], delimiter), first, repeat)));
        for (const { name, property, value } of members.values()) {
            const path = [...prefix, name];
            const key = (0,_items_js__WEBPACK_IMPORTED_MODULE_7__/* .keyOfPath */ .yt)(path, delimiter);
            const line = doc.lineOf(property.offset);
            // What JSON refuses under `locale_data` (a `""` header, arrays of msgstr) is a JED file's own.
            const jed = prefix[0] === 'locale_data';
            const hint = jed ? `; ${_shared_hints_js__WEBPACK_IMPORTED_MODULE_2__/* .JED_HINT */ .i}` : '';
            // An empty name below the root is a name like any other (Invidious keeps a plural's fallback as
            // `"": "…"` beside its count patterns); the key is its object's key and the delimiter (`a.`).
            if (name === '' && (prefix.length === 0 || jed)) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`empty key under "${(0,_items_js__WEBPACK_IMPORTED_MODULE_7__/* .keyOfPath */ .yt)(prefix, delimiter) || '(root)'}"${hint}`, {
                    key,
                    line,
                });
            }
            if (value.type === 'string') {
                text(path, value, line);
            }
            else if (value.type === 'object' || (value.type === 'array' && !jed)) {
                walk(value, path);
            }
            else {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`key "${key}" has a${value.type === 'array' ? 'n' : ''} ${value.type} value; only strings, objects and arrays are allowed${hint}`, { key, line });
            }
        }
    };
    walk(doc.root, []);
    return entries;
}
/** A FormatError with the line and column of the first JSON syntax error in `content`. */
function jsonSyntaxError(content, err) {
    // JSON.parse does not always say where the problem is; jsonc-parser does, as an offset.
    const errors = [];
    (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.parse)(content, errors, { disallowComments: true, allowTrailingComma: false });
    const first = errors[0];
    if (!first)
        return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`invalid JSON: ${err instanceof Error ? err.message : String(err)}`);
    const before = content.slice(0, first.offset);
    const line = before.split('\n').length;
    const column = first.offset - before.lastIndexOf('\n');
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`invalid JSON at line ${line}, column ${column}: ${describe((0,jsonc_parser__WEBPACK_IMPORTED_MODULE_0__.printParseErrorCode)(first.error))}`, {
        line,
        column,
    });
}
function describe(code) {
    return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}


/***/ }),

/***/ 5284:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dS: () => (/* binding */ objectColon),
/* harmony export */   f$: () => (/* binding */ serializeJsonOver),
/* harmony export */   h_: () => (/* binding */ serializeJsonLikeSource),
/* harmony export */   ib: () => (/* binding */ documentLayout),
/* harmony export */   pn: () => (/* binding */ editJson)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4555);
/* harmony import */ var _shared_blocks_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(574);
/* harmony import */ var _shared_item_keys_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(220);
/* harmony import */ var _shared_lines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3953);
/* harmony import */ var _items_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7868);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8798);
/* harmony import */ var _write_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6111);







/**
 * Rewrites a JSON document by `plan`, changing only the text of the members it changes: every other
 * member, the spacing between them and the escaping of untouched strings stay as written. A name
 * written twice keeps its earlier definition's bytes; the plan sees and edits the last one.
 */
function editJson(doc, plan) {
    const layout = documentLayout(doc);
    const root = editObject(doc, doc.root, [], plan, layout, '') ?? '{}';
    const { text } = doc;
    return doc.bom + text.slice(0, doc.root.offset) + root + text.slice(doc.root.offset + doc.root.length);
}
/** How a rewrite writes new text into `doc`: its indentation, line ending, colon and string escaping. */
function documentLayout(doc) {
    const { text } = doc;
    // A file that writes every non-ASCII character as \uXXXX (and has none raw) keeps doing so; likewise `\/`.
    const asciiOnly = /\\u(?:00[89a-fA-F]|0[1-9a-fA-F]|[1-9a-fA-F])/.test(text) && !/[\u007f-\uffff]/.test(text);
    const slashes = text.includes('\\/') && !/(?<!\\)\//.test(text);
    const quote = (value) => {
        let out = JSON.stringify(value);
        if (asciiOnly)
            out = out.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
        if (slashes)
            out = out.replaceAll('/', '\\/');
        return out;
    };
    return {
        indent: (0,_write_js__WEBPACK_IMPORTED_MODULE_0__/* .indentOf */ ._j)(text),
        eol: (0,_shared_blocks_js__WEBPACK_IMPORTED_MODULE_1__/* .detectEol */ .eD)(text),
        colon: documentColon(doc),
        escape: quote,
    };
}
/** Members looked at to tell a document's usual colon: enough to outvote a few odd ones. */
const COLON_SAMPLE = 64;
/**
 * The colon most members of the document are written with (`": "`, `" : "`, `":"`), counted over
 * its first members in file order; `": "` for a document with none.
 */
function documentColon(doc) {
    const counts = new Map();
    let seen = 0;
    const visit = (node) => {
        for (const child of node.children ?? []) {
            if (seen >= COLON_SAMPLE)
                return;
            if (child.type === 'property') {
                const colon = colonOf(doc.text, child);
                if (colon !== undefined) {
                    counts.set(colon, (counts.get(colon) ?? 0) + 1);
                    seen++;
                }
                const value = child.children?.[1];
                if (value !== undefined)
                    visit(value);
            }
            else {
                visit(child);
            }
        }
    };
    visit(doc.root);
    let best = ': ';
    let most = 0;
    for (const [colon, count] of counts) {
        if (count > most) {
            best = colon;
            most = count;
        }
    }
    return best;
}
/** The text between a member's name and its value, when it is only the colon and spaces. */
function colonOf(text, property) {
    const [nameNode, valueNode] = property.children ?? [];
    if (nameNode === undefined || valueNode === undefined)
        return undefined;
    const colon = text.slice(endOf(nameNode), valueNode.offset);
    return /^[ \t]*:[ \t]*$/.test(colon) ? colon : undefined;
}
/**
 * The colon new members of `object` are written with: as its own last member writes it (Nextcloud
 * writes `"translations": {` but `"Notes" : "Notizen"` inside), else as the document usually does.
 */
function objectColon(text, object, layout) {
    const properties = object.children ?? [];
    for (let i = properties.length - 1; i >= 0; i--) {
        const colon = colonOf(text, properties[i]);
        if (colon !== undefined)
            return colon;
    }
    return layout.colon;
}
/**
 * What goes between members written on one line (`,` or `, `), as the document's first object of
 * several members on one line writes it; undefined when it has none.
 */
function inlineComma(root, text) {
    // Breadth first, so a large flat file answers from its first two members.
    const queue = [root];
    for (let i = 0; i < queue.length; i++) {
        const node = queue[i];
        const between = node.type === 'object' ? memberSeparator(text, node) : undefined;
        if (between !== undefined && !between.includes('\n'))
            return between;
        for (const child of node.children ?? []) {
            const value = child.type === 'property' ? child.children?.[1] : child;
            if (value?.type === 'object' || value?.type === 'array')
                queue.push(value);
        }
    }
    return undefined;
}
/**
 * The style of the object's arrays of several texts when the first of them is on one line (as
 * Nextcloud writes its plural forms); undefined when it has none, or it spans lines.
 */
function inlineListStyle(text, object) {
    for (const property of object.children ?? []) {
        const list = property.children?.[1];
        const items = list?.children ?? [];
        if (list?.type !== 'array' || items.length < 2 || items.some((item) => item.type !== 'string'))
            continue;
        if (text.slice(list.offset, endOf(list)).includes('\n'))
            return undefined;
        const separator = text.slice(endOf(items[0]), items[1].offset);
        if (!/^[ \t]*,[ \t]*$/.test(separator))
            return undefined;
        return {
            open: text.slice(list.offset + 1, items[0].offset),
            separator,
            close: text.slice(endOf(items.at(-1)), endOf(list) - 1),
        };
    }
    return undefined;
}
/** A new array of texts with no holes, on one line in `style`; undefined for any other value. */
function renderInlineList(value, style, layout) {
    if (typeof value === 'string' || value instanceof Map)
        return undefined;
    const texts = [];
    for (let i = 0; i < value.items.size; i++) {
        const item = value.items.get(i);
        if (typeof item !== 'string')
            return undefined;
        texts.push(layout.escape(item));
    }
    return `[${style.open}${texts.join(style.separator)}${style.close}]`;
}
/**
 * What goes between two members of `object` (comma included), as the file writes it between its
 * last two; undefined when it has fewer than two or comments stand between them.
 */
function memberSeparator(text, object) {
    const properties = object.children ?? [];
    if (properties.length < 2)
        return undefined;
    const between = text.slice(endOf(properties.at(-2)), properties.at(-1).offset);
    return /^\s*,\s*$/.test(between) ? between : undefined;
}
/** The rewritten text of one object, or undefined when it had members and none is left. */
function editObject(doc, object, path, plan, layout, indent) {
    const { text } = doc;
    const properties = object.children ?? [];
    const members = (0,_read_js__WEBPACK_IMPORTED_MODULE_2__/* .membersOf */ .lS)(object);
    const results = new Map();
    let changed = false;
    for (const member of members.values()) {
        const { property, value } = member;
        const change = plan.change(path, member);
        let result;
        const raw = text.slice(property.offset, property.offset + property.length);
        if (change.kind === 'keep') {
            result = raw;
        }
        else if (change.kind === 'value') {
            result = text.slice(property.offset, value.offset) + layout.escape(change.value);
        }
        else if (change.kind === 'drop') {
            result = undefined;
        }
        else if (value.type !== 'object' && value.type !== 'array') {
            result = raw;
        }
        else {
            const inner = editContainer(doc, value, [...path, member.name], plan, layout, lineIndent(text, property.offset));
            result = inner === undefined ? undefined : text.slice(property.offset, value.offset) + inner;
        }
        if (result !== raw)
            changed = true;
        results.set(member.name, result);
    }
    const additions = plan.additions(path);
    if (!changed && (additions === undefined || additions.size === 0)) {
        return text.slice(object.offset, object.offset + object.length);
    }
    const closing = object.offset + object.length - 1;
    const lead = properties.length > 0 ? text.slice(object.offset + 1, properties[0].offset) : '';
    const multiline = properties.length === 0 ? layout.indent !== '' : lead.includes('\n');
    const inner = properties.length > 0 && multiline
        ? lineIndent(text, properties[0].offset)
        : indent + layout.indent;
    const pieces = [];
    properties.forEach((property, i) => {
        const name = property.children?.[0]?.value;
        const result = results.get(name);
        if (result === undefined)
            return;
        const own = members.get(name)?.property === property;
        const piece = own ? result : text.slice(property.offset, property.offset + property.length);
        const before = pieces.length === 0 ? lead : text.slice(endOf(properties[i - 1]), property.offset);
        pieces.push(before + piece);
    });
    let tail = properties.length > 0 ? text.slice(endOf(properties.at(-1)), closing) : '';
    if (additions !== undefined && additions.size > 0) {
        const memberLead = multiline ? layout.eol + inner : lead;
        const separator = memberSeparator(text, object) ??
            (multiline ? `,${memberLead}` : (inlineComma(doc.root, text) ?? `,${lead}`));
        const colon = objectColon(text, object, layout);
        const nestedLayout = multiline
            ? { ...layout, colon }
            : { ...layout, colon, indent: '', comma: separator.includes('\n') ? ',' : separator };
        const lists = inlineListStyle(text, object);
        for (const [name, value] of additions) {
            const valueText = (lists && renderInlineList(value, lists, layout)) ?? (0,_write_js__WEBPACK_IMPORTED_MODULE_0__/* .renderValue */ .AI)(value, nestedLayout, inner);
            pieces.push(`${pieces.length === 0 ? memberLead : separator}${layout.escape(name)}${colon}${valueText}`);
        }
        if (properties.length === 0)
            tail = multiline ? layout.eol + indent : '';
    }
    if (pieces.length === 0)
        return path.length > 0 ? undefined : '{}';
    return `{${pieces.join('')}${tail}}`;
}
function editContainer(doc, node, path, plan, layout, indent) {
    return node.type === 'array'
        ? editArray(doc, node, path, plan, layout, indent)
        : editObject(doc, node, path, plan, layout, indent);
}
/**
 * The rewritten text of one array, or undefined when it had items and none is left. A dropped item
 * before a kept one becomes `null`, so that the items after it keep their indexes; dropped items at
 * the end go with the separators before them. Untouched items keep their bytes and their spacing.
 */
function editArray(doc, array, path, plan, layout, indent) {
    const { text } = doc;
    const items = array.children ?? [];
    const added = plan.itemAdditions?.(path);
    // One result per index: the item's text, or undefined for a dropped item.
    const results = [];
    let changed = false;
    items.forEach((item, index) => {
        const raw = text.slice(item.offset, item.offset + item.length);
        const change = plan.item?.(path, index, item) ?? { kind: 'keep' };
        let result;
        if (change.kind === 'keep')
            result = raw;
        else if (change.kind === 'value')
            result = layout.escape(change.value);
        else if (change.kind === 'drop')
            result = undefined;
        else if (item.type !== 'object' && item.type !== 'array')
            result = raw;
        else
            result = editContainer(doc, item, [...path, index], plan, layout, lineIndent(text, item.offset));
        results.push(result);
        if (result !== raw)
            changed = true;
    });
    const inner = items.length > 0 ? lineIndent(text, items[0].offset) : indent + layout.indent;
    const multiline = items.length > 0
        ? text.slice(array.offset + 1, items[0].offset).includes('\n')
        : layout.indent !== '';
    const itemLayout = multiline ? layout : { ...layout, indent: '' };
    for (const [index, value] of added ?? []) {
        while (results.length < index)
            results.push('null');
        results[index] = (0,_write_js__WEBPACK_IMPORTED_MODULE_0__/* .renderValue */ .AI)(value, itemLayout, multiline ? inner : '');
        changed = true;
    }
    if (!changed)
        return text.slice(array.offset, array.offset + array.length);
    while (results.length > 0 && results.at(-1) === undefined)
        results.pop();
    if (results.length === 0)
        return items.length > 0 ? undefined : '[]';
    const lead = items.length > 0
        ? text.slice(array.offset + 1, items[0].offset)
        : multiline
            ? layout.eol + inner
            : '';
    // Between items as the file writes them (its second item's), for items past the original end.
    const between = items.length > 1
        ? text.slice(endOf(items[0]), items[1].offset)
        : multiline
            ? `,${layout.eol}${inner}`
            : layout.indent === ''
                ? ','
                : ', ';
    const pieces = [];
    results.forEach((result, index) => {
        const before = index === 0
            ? lead
            : index < items.length
                ? text.slice(endOf(items[index - 1]), items[index].offset)
                : between;
        pieces.push(before + (result ?? 'null'));
    });
    const closing = array.offset + array.length - 1;
    const tail = items.length === 0
        ? multiline
            ? layout.eol + indent
            : ''
        : text.slice(endOf(items[items.length - 1]), closing);
    return `[${pieces.join('')}${tail}]`;
}
function endOf(node) {
    return node.offset + node.length;
}
/** The white space that starts the line holding `offset`. */
function lineIndent(text, offset) {
    const start = text.lastIndexOf('\n', offset - 1) + 1;
    return /^[ \t]*/.exec(text.slice(start, offset))?.[0] ?? '';
}
/**
 * Writes entries over an existing JSON file, editing only what changed: a changed text is replaced
 * where it stands, a removed key goes with its line, a new key follows the last member of the
 * object it belongs to (created where missing, for nested files). An array item is edited in place;
 * a removed one before others becomes `null` so that the later items keep their indexes, items past
 * the end are appended. A file in the other structure is rewritten whole, in its indentation.
 */
function serializeJsonOver(entries, existing, options) {
    const delimiter = options.delimiter ?? _model_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_DELIMITER */ .KA;
    const doc = (0,_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readJsonDocument */ .E_)(existing);
    // Nextcloud's l10n/*.json nest English sentences ("Reading notes has failed.") under
    // "translations": names holding the delimiter, which a rewrite from the keys alone cannot nest
    // back. The file's own objects say where each key goes.
    const namesAsWritten = options.structure === 'nested' && (0,_write_js__WEBPACK_IMPORTED_MODULE_0__/* .structureOf */ .pH)(doc) === 'nested' && holdsDelimitedNames(doc, delimiter);
    if (!namesAsWritten && !(0,_write_js__WEBPACK_IMPORTED_MODULE_0__/* .fits */ .lA)(doc, options.structure, delimiter)) {
        return (doc.bom +
            (0,_write_js__WEBPACK_IMPORTED_MODULE_0__/* .serializeJson */ .Lu)(entries, {
                structure: options.structure,
                arrays: true,
                indent: options.style?.indent ?? (0,_write_js__WEBPACK_IMPORTED_MODULE_0__/* .indentOf */ ._j)(doc.text),
                trailingNewline: options.style?.trailingNewline ?? (0,_shared_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .endsWithNewline */ .Df)(existing),
            }));
    }
    const nested = options.structure === 'nested';
    // The entries' own nested form must exist before any of it is written.
    if (nested && !namesAsWritten)
        (0,_items_js__WEBPACK_IMPORTED_MODULE_5__/* .buildValueTree */ ._U)(entries, delimiter);
    const known = new Set((0,_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readJsonEntries */ .vD)(doc, { delimiter }).keys());
    const additions = new Map();
    const placing = { delimiter, owners: new Map() };
    for (const [key, value] of entries) {
        if (known.has(key))
            continue;
        if (!nested) {
            placeAt(additions, doc.root, [key], value, key, placing);
            continue;
        }
        const { node: start, rest: parts } = namesAsWritten
            ? ownerByNames(doc.root, key, delimiter)
            : { node: doc.root, rest: (0,_items_js__WEBPACK_IMPORTED_MODULE_5__/* .pathOfKey */ .Uk)(key, delimiter) };
        let node = start;
        let depth = 0;
        // Follow the objects and arrays the file already has, where the key wants that kind; the rest
        // of the key is created under the last one.
        while (depth < parts.length - 1) {
            const child = childOf(node, parts[depth]);
            const want = typeof parts[depth + 1] === 'number' ? 'array' : 'object';
            if (child?.type !== want)
                break;
            node = child;
            depth++;
        }
        placeAt(additions, node, parts.slice(depth), value, key, placing);
    }
    const byPath = new Map();
    for (const [node, tree] of additions)
        byPath.set(pathKey(pathOf(node)), tree);
    const textChange = (path, node) => {
        if (node.type === 'object' || node.type === 'array')
            return { kind: 'descend' };
        if (node.type !== 'string')
            return { kind: 'keep' };
        const value = entries.get((0,_items_js__WEBPACK_IMPORTED_MODULE_5__/* .keyOfPath */ .yt)(path, delimiter));
        if (value === undefined)
            return { kind: 'drop' };
        if (value === node.value)
            return { kind: 'keep' };
        return { kind: 'value', value };
    };
    return editJson(doc, {
        change: (path, member) => textChange([...path, member.name], member.value),
        additions: (path) => {
            const found = byPath.get(pathKey(path));
            return found instanceof Map ? found : undefined;
        },
        item: (path, index, node) => textChange([...path, index], node),
        itemAdditions: (path) => {
            const found = byPath.get(pathKey(path));
            return found === undefined || found instanceof Map ? undefined : found.items;
        },
    });
}
/**
 * A new nested file in the shape of its source file (`template`), when the source's names hold the
 * delimiter (Nextcloud's sentences under "translations"): the keys alone cannot say how to nest
 * them, the source can. The source's texts without a translation are left out. Undefined when the
 * source is not such a file (or not JSON at all): the file is then written from the keys.
 */
function serializeJsonLikeSource(entries, template, options) {
    const delimiter = options.delimiter ?? _model_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_DELIMITER */ .KA;
    if (options.structure !== 'nested')
        return undefined;
    let doc;
    try {
        doc = (0,_read_js__WEBPACK_IMPORTED_MODULE_2__/* .readJsonDocument */ .E_)(template);
    }
    catch {
        return undefined;
    }
    if ((0,_write_js__WEBPACK_IMPORTED_MODULE_0__/* .structureOf */ .pH)(doc) !== 'nested' || !holdsDelimitedNames(doc, delimiter))
        return undefined;
    return serializeJsonOver(entries, template, options);
}
/** True when an object of the nested document has a name holding the delimiter. */
function holdsDelimitedNames(doc, delimiter) {
    if (doc.root.type !== 'object')
        return false;
    // Recursion is bounded by LIMITS.maxDepth, checked when the document was read.
    const holds = (node) => {
        if (node.type === 'array')
            return (node.children ?? []).some(holds);
        if (node.type !== 'object')
            return false;
        return [...(0,_read_js__WEBPACK_IMPORTED_MODULE_2__/* .membersOf */ .lS)(node).values()].some(({ name, value }) => name.includes(delimiter) || holds(value));
    };
    return holds(doc.root);
}
/**
 * Where a new key goes in a file whose names may hold the delimiter: down the objects whose names
 * (as written) start the key, longest name first; under the last one, the rest of the key is one
 * name when that object's names hold the delimiter (`translations` → `Sync is done.`), else split as
 * usual. Trailing `[i]` are array indexes either way.
 */
function ownerByNames(root, key, delimiter) {
    let node = root;
    let rest = key;
    for (;;) {
        const members = [...(0,_read_js__WEBPACK_IMPORTED_MODULE_2__/* .membersOf */ .lS)(node).values()];
        const next = members
            .filter(({ name, value }) => value.type === 'object' && rest.startsWith(name + delimiter))
            .sort((a, b) => b.name.length - a.name.length)[0];
        if (next === undefined) {
            const whole = members.some(({ name }) => name.includes(delimiter));
            return { node, rest: whole ? (0,_shared_item_keys_js__WEBPACK_IMPORTED_MODULE_6__/* .pathOfParts */ .z8)(key, [rest], 'array') : (0,_items_js__WEBPACK_IMPORTED_MODULE_5__/* .pathOfKey */ .Uk)(rest, delimiter) };
        }
        node = next.value;
        rest = rest.slice(next.name.length + delimiter.length);
    }
}
/** The member or item of an object or array node at `segment`, if it has one of that kind. */
function childOf(node, segment) {
    if (typeof segment === 'number')
        return node.type === 'array' ? node.children?.[segment] : undefined;
    return node.type === 'object' ? (0,_read_js__WEBPACK_IMPORTED_MODULE_2__/* .membersOf */ .lS)(node).get(segment)?.value : undefined;
}
/** Files `value` under `parts` among the additions to `node` (the entries' tree has no collisions). */
function placeAt(additions, node, parts, value, key, placing) {
    let tree = additions.get(node);
    if (tree === undefined) {
        tree = node.type === 'array' ? { kind: 'list', items: new Map() } : new Map();
        additions.set(node, tree);
    }
    (0,_items_js__WEBPACK_IMPORTED_MODULE_5__/* .placeValue */ .pO)(tree, parts, value, key, placing);
}
/** The names and indexes leading from the root to an object or array node. */
function pathOf(node) {
    const path = [];
    for (let current = node; current.parent !== undefined;) {
        const parent = current.parent;
        if (parent.type === 'property') {
            path.unshift(parent.children?.[0]?.value);
            current = parent.parent;
        }
        else {
            path.unshift(parent.children?.indexOf(current) ?? 0);
            current = parent;
        }
    }
    return path;
}
function pathKey(path) {
    return JSON.stringify(path);
}


/***/ }),

/***/ 6111:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ renderValue),
/* harmony export */   B6: () => (/* binding */ renderTree),
/* harmony export */   KH: () => (/* binding */ isJsonColon),
/* harmony export */   Lu: () => (/* binding */ serializeJson),
/* harmony export */   _j: () => (/* binding */ indentOf),
/* harmony export */   lA: () => (/* binding */ fits),
/* harmony export */   pH: () => (/* binding */ structureOf),
/* harmony export */   vv: () => (/* binding */ detectJsonStyle)
/* harmony export */ });
/* unused harmony exports renderList, styleOfDocument, oneLineColon */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3015);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4555);
/* harmony import */ var _shared_lines_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3953);
/* harmony import */ var _fast_read_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5797);
/* harmony import */ var _items_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7868);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1361);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8798);







/**
 * Serialises entries as JSON, flat or nested, in the order given. With `arrays`, a nested key
 * ending in an index (`list[0]`) is an array item (see items.ts); without, it is a name.
 */
function serializeJson(entries, options) {
    const delimiter = options.delimiter ?? _model_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_DELIMITER */ .KA;
    const tree = options.structure !== 'nested'
        ? flatTree(entries)
        : options.arrays
            ? (0,_items_js__WEBPACK_IMPORTED_MODULE_1__/* .buildValueTree */ ._U)(entries, delimiter)
            : (0,_model_js__WEBPACK_IMPORTED_MODULE_2__/* .buildTree */ .H6)(entries, delimiter);
    if (options.holesLike !== undefined)
        keepTrailingHoles(tree, options.holesLike);
    const layout = {
        indent: options.indent ?? '  ',
        eol: '\n',
        colon: options.colon ?? ': ',
        escape: JSON.stringify,
    };
    // One text built once: the members' pieces are joined in bounded runs, never one string per member
    // nor the whole text copied again for its trailing newline (a pull writes 1,000,000 strings this way).
    const out = new TextBuilder();
    writeTree(tree, layout, '', out);
    if (options.trailingNewline !== false)
        out.add('\n');
    return out.text();
}
/**
 * Gives each array of `tree` the length of the source's array at its place (`source`, the source
 * file as JSON.parse reads it), so that a hole at its end (`["x", null]`) stays where the source has it.
 */
function keepTrailingHoles(tree, source) {
    if (typeof tree === 'string' || typeof source !== 'object' || source === null)
        return;
    if (tree instanceof Map) {
        if (Array.isArray(source))
            return;
        for (const [name, value] of tree) {
            if (Object.hasOwn(source, name))
                keepTrailingHoles(value, source[name]);
        }
        return;
    }
    if (!Array.isArray(source))
        return;
    if (source.length > 0 && source.at(-1) === null)
        tree.length = source.length;
    for (const [index, value] of tree.items)
        keepTrailingHoles(value, source[index]);
}
function flatTree(entries) {
    entries.forEach((_text, key) => {
        if (key === '') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .FormatError */ .I('an empty key cannot be written to JSON: give the text a name', { key });
        }
        (0,_model_js__WEBPACK_IMPORTED_MODULE_0__/* .checkKeyLength */ .Ob)(key);
    });
    return entries;
}
/** JSON text of a tree (written by hand: an object would move number-like names first). */
function renderTree(tree, layout, indent) {
    const out = new TextBuilder();
    writeTree(tree, layout, indent, out);
    return out.text();
}
/** JSON text of a text, an object or an array, whose first line is indented by `indent`. */
function renderValue(value, layout, indent) {
    if (typeof value === 'string')
        return layout.escape(value);
    const out = new TextBuilder();
    writeValue(value, layout, indent, out);
    return out.text();
}
/** JSON text of an array; an index without an item (a hole) is `null`. */
function renderList(list, layout, indent) {
    const out = new TextBuilder();
    writeList(list, layout, indent, out);
    return out.text();
}
/**
 * A text built from many small pieces: they are joined a run at a time into flat parts, and the
 * parts once at the end, so the pieces are held in a small array (not one slot, and one string, per
 * member of a 10,000-key file) and the text is copied once.
 */
class TextBuilder {
    // A fixed array, filled and joined again and again: emptying an array gives its slots back, and
    // growing it again cost more than the text itself.
    #pieces = new Array(RUN).fill('');
    #count = 0;
    #parts = [];
    add(piece) {
        this.#pieces[this.#count++] = piece;
        if (this.#count === RUN) {
            this.#parts.push(this.#pieces.join(''));
            this.#count = 0;
        }
    }
    text() {
        const rest = this.#pieces.slice(0, this.#count).join('');
        if (this.#parts.length === 0)
            return rest;
        this.#parts.push(rest);
        return this.#parts.join('');
    }
}
/** Pieces joined at a time: a few KiB of text, well under what V8 allocates as a large object. */
const RUN = 1024;
/** Characters JSON.stringify writes as an escape: quotes, backslashes, controls, lone surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
/** Whether JSON.stringify writes `text` as it is between quotes (nothing in it is escaped). */
function isPlain(text, layout) {
    return layout.escape === JSON.stringify && !NEEDS_ESCAPE.test(text);
}
/** A name or text as JSON, quoted around the text itself when nothing in it needs an escape. */
function writeString(text, layout, out) {
    if (isPlain(text, layout)) {
        out.add('"');
        out.add(text);
        out.add('"');
    }
    else {
        out.add(layout.escape(text));
    }
}
function writeTree(tree, layout, indent, out) {
    if (tree.size === 0) {
        out.add('{}');
        return;
    }
    const inner = indent + layout.indent;
    const open = layout.indent === '' ? '{' : `{${layout.eol}${inner}`;
    const separator = layout.indent === '' ? (layout.comma ?? ',') : `,${layout.eol}${inner}`;
    const close = layout.indent === '' ? '}' : `${layout.eol}${indent}}`;
    // A member whose name and text need no escape is four pieces: what comes before its name and its
    // opening quote, the name, `": "`, the text; its closing quote goes with what follows it.
    const between = `"${layout.colon}"`;
    // What comes before a member, built once per object: after a text whose quote is still open or
    // not, before a plain member (opening its name's quote) or not.
    const lead = {
        first: [open, `${open}"`],
        next: [separator, `${separator}"`],
        nextAfterOpen: [`"${separator}`, `"${separator}"`],
    };
    let first = true;
    let quoteOpen = false;
    // Iterative over siblings (forEach: no [name, value] array per member); recursion only follows
    // nesting, which buildTree bounds.
    tree.forEach((value, name) => {
        const leads = first ? lead.first : quoteOpen ? lead.nextAfterOpen : lead.next;
        first = false;
        if (typeof value === 'string' && isPlain(name, layout) && isPlain(value, layout)) {
            out.add(leads[1]);
            out.add(name);
            out.add(between);
            out.add(value);
            quoteOpen = true;
            return;
        }
        out.add(leads[0]);
        quoteOpen = false;
        writeString(name, layout, out);
        out.add(layout.colon);
        writeValue(value, layout, inner, out);
    });
    out.add(quoteOpen ? `"${close}` : close);
}
function writeValue(value, layout, indent, out) {
    if (typeof value === 'string')
        writeString(value, layout, out);
    else if (value instanceof Map)
        writeTree(value, layout, indent, out);
    else
        writeList(value, layout, indent, out);
}
function writeList(list, layout, indent, out) {
    let last = -1;
    for (const index of list.items.keys())
        last = Math.max(last, index);
    if (list.length !== undefined && last !== -1)
        last = Math.max(last, list.length - 1);
    if (last === -1) {
        out.add('[]');
        return;
    }
    const inner = indent + layout.indent;
    out.add(layout.indent === '' ? '[' : `[${layout.eol}${inner}`);
    const separator = layout.indent === '' ? ',' : `,${layout.eol}${inner}`;
    for (let i = 0; i <= last; i++) {
        if (i > 0)
            out.add(separator);
        const item = list.items.get(i);
        if (item === undefined)
            out.add('null');
        else
            writeValue(item, layout, inner, out);
    }
    out.add(layout.indent === '' ? ']' : `${layout.eol}${indent}]`);
}
/** Reads the indentation, trailing newline and key order of an existing JSON file. */
function detectJsonStyle(content, options = {}) {
    // The common case at JSON.parse's speed: a pull asks for the style of every file it rewrites and
    // of each resource's source file, and the full reader's tree and lines said nothing more here.
    const plain = (0,_fast_read_js__WEBPACK_IMPORTED_MODULE_4__/* .readPlainJson */ .z)(content, options);
    if (plain !== undefined) {
        const text = content.charCodeAt(0) === 0xfeff ? content.slice(1) : content;
        const colon = oneLineColon(text);
        return {
            structure: plain.nested ? 'nested' : 'flat',
            // A file on one line is not indented: a new file following it is written on one line too.
            indent: colon === undefined ? indentOf(text) : '',
            trailingNewline: (0,_shared_lines_js__WEBPACK_IMPORTED_MODULE_5__/* .endsWithNewline */ .Df)(content),
            keyOrder: [...plain.entries.keys()],
            ...(colon !== undefined && { syntax: colon }),
        };
    }
    return styleOfDocument((0,_read_js__WEBPACK_IMPORTED_MODULE_6__/* .readJsonDocument */ .E_)(content), content, options);
}
/** `detectJsonStyle` read from the full reader's document (any JSON file that reader takes). */
function styleOfDocument(doc, content, options = {}) {
    const colon = oneLineColon(doc.text);
    return {
        structure: structureOf(doc),
        indent: colon === undefined ? indentOf(doc.text) : '',
        trailingNewline: (0,_shared_lines_js__WEBPACK_IMPORTED_MODULE_5__/* .endsWithNewline */ .Df)(content),
        keyOrder: [...(0,_read_js__WEBPACK_IMPORTED_MODULE_6__/* .readJsonEntries */ .vD)(doc, options).keys()],
        ...(colon !== undefined && { syntax: colon }),
    };
}
/** The first member of a file written on one line (`{"af_NA":"Afrikaans (Namibia)",…`). */
const ONE_LINE = /^[{[][ \t]*"(?:[^"\\\r\n]|\\.)*"([ \t]*:[ \t]*)/;
/**
 * `FileStyle.syntax` of a JSON file written on one line (Firefly III's `locales.json`, as PHP's
 * json_encode writes it): the colon after its first name (`":"`, `": "`), which a new file written on
 * one line takes; undefined for a file laid out on lines.
 */
function oneLineColon(text) {
    const colon = ONE_LINE.exec(text)?.[1];
    return colon === undefined || text.trimEnd().includes('\n') ? undefined : colon;
}
/** True when `syntax` is a colon `oneLineColon` answers. */
function isJsonColon(syntax) {
    return syntax !== undefined && /^[ \t]*:[ \t]*$/.test(syntax);
}
function structureOf(doc) {
    for (const member of (0,_read_js__WEBPACK_IMPORTED_MODULE_6__/* .membersOf */ .lS)(doc.root).values()) {
        if (member.value.type === 'object' || member.value.type === 'array')
            return 'nested';
    }
    return 'flat';
}
/**
 * Whether the file can be edited in place in `structure`: a flat file has no objects or arrays in
 * its root; a nested one has no name with the delimiter in it. A file of plain names fits both.
 */
function fits(doc, structure, delimiter) {
    if (structure === 'flat')
        return structureOf(doc) === 'flat';
    // Recursion is bounded by LIMITS.maxDepth, checked when the document was read.
    const plain = (node) => {
        if (node.type === 'array')
            return (node.children ?? []).every(plain);
        if (node.type !== 'object')
            return true;
        return [...(0,_read_js__WEBPACK_IMPORTED_MODULE_6__/* .membersOf */ .lS)(node).values()].every(({ name, value }) => !name.includes(delimiter) && plain(value));
    };
    return plain(doc.root);
}
function indentOf(text) {
    return /^[{[][ \t]*\r?\n([ \t]+)\S/.exec(text)?.[1] ?? (0,_shared_lines_js__WEBPACK_IMPORTED_MODULE_5__/* .detectIndent */ .oF)(text);
}


/***/ }),

/***/ 5609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A7: () => (/* binding */ VSCODE_ROOT),
/* harmony export */   GP: () => (/* binding */ splitHeader),
/* harmony export */   fE: () => (/* binding */ VSCODE_PATH)
/* harmony export */ });
/* unused harmony export COMMENT_HEADER */
/**
 * Where VS Code extensions keep their texts: `package.nls.json` beside `package.nls.<locale>.json`
 * (vscode-nls, the manifest's `%key%` texts) and `bundle.l10n.json` beside `bundle.l10n.<locale>.json`
 * (`@vscode/l10n`), in any folder; and vscode-nls-dev's translations, `i18n/<folder>/…/<name>.i18n.json`
 * (`i18n/deu/package.i18n.json`), which its build reads beside `package.nls.json`. Only files so
 * named are this format; any other `.json` is JSON.
 */
const VSCODE_PATH = /(?:^|\/)(?:(?:package\.nls|bundle\.l10n)(?:\.[^/]+)?\.json|i18n\/[^/]+\/(?:[^/]+\/)*[^/]+\.i18n\.json)$/;
/** What the root of an NLS file must be, as VS Code says it. */
const VSCODE_ROOT = 'a package.nls.json or bundle.l10n.json must hold a JSON object of keys to texts or {"message": "…", "comment": […]} objects';
/**
 * The comments and spaces before the root object: vscode-nls-dev writes a licence block and
 * `// Do not edit this file. It is machine generated.` at the head of every `.i18n.json`, and reads
 * the file with its comments stripped.
 */
const COMMENT_HEADER = /^(?:\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/;
/** The file's comment header (after any BOM), and the file with that header blanked out (line breaks kept). */
function splitHeader(content) {
    const at = content.startsWith('\uFEFF') ? 1 : 0;
    const header = COMMENT_HEADER.exec(content.slice(at))?.[0] ?? '';
    if (!header.includes('/'))
        return { header: '', blanked: content, at };
    const blank = header.replace(/[^\r\n]/g, ' ');
    return { header, blanked: content.slice(0, at) + blank + content.slice(at + header.length), at };
}


/***/ }),

/***/ 5460:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ LIMITS)
/* harmony export */ });
/**
 * Budgets every parser and writer keeps, so that a small hostile file cannot cost a process its
 * stack, memory or minutes. Real files stay far below them (the corpus's longest JSON key has 245
 * characters). A file over a budget is a FormatError naming the limit.
 */
const LIMITS = {
    /** Nesting of objects, mappings, elements or groups in one file. */
    maxDepth: 100,
    /** Characters in one key. */
    maxKeyLength: 8192,
    /** Delimiter-separated segments of one key when written nested (`a.b.c` has 3). */
    maxKeySegments: 100,
    /** Entries (keys) in one file. */
    maxEntries: 200_000,
    /**
     * Lines in one file, counted before any parser sees it (`\n`, `\r\n` and a lone `\r` each end
     * one). A file of `maxEntries` entries needs a few lines each; a file of ten million blank lines
     * cost the YAML library 128 s.
     */
    maxLines: 1_000_000,
    /**
     * Nodes that YAML aliases may add when expanded (`*anchor`), over the whole file; a "billion
     * laughs" file passes it within a few hundred bytes.
     */
    maxAliasExpansion: 10_000,
};


/***/ }),

/***/ 4555:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KA: () => (/* binding */ DEFAULT_DELIMITER),
/* harmony export */   Ob: () => (/* binding */ checkKeyLength),
/* harmony export */   Q1: () => (/* binding */ checkEntryCount),
/* harmony export */   lq: () => (/* binding */ sameEntries)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3015);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5460);


const DEFAULT_DELIMITER = '.';
/** True when both maps hold the same keys with the same texts, whatever their order. */
function sameEntries(a, b) {
    if (a.size !== b.size)
        return false;
    for (const [key, value] of a) {
        if (b.get(key) !== value)
            return false;
    }
    return true;
}
/** Refuses a key longer than LIMITS.maxKeyLength, naming its start and the limit. */
function checkKeyLength(key, line) {
    if (key.length <= _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b.maxKeyLength)
        return;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`key "${key.slice(0, 60)}…" is ${key.length} characters long, over the limit of ${_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b.maxKeyLength} (LIMITS.maxKeyLength); shorten the key`, { key: key.slice(0, 60), ...(line !== undefined && { line }) });
}
/** Refuses a file once it holds more than LIMITS.maxEntries entries. */
function checkEntryCount(count, line) {
    if (count <= _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b.maxEntries)
        return;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`the file holds more than ${_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b.maxEntries} entries (LIMITS.maxEntries); split it into several files`, line === undefined ? {} : { line });
}


/***/ }),

/***/ 9386:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GZ: () => (/* binding */ formatInfoForExtension),
  co: () => (/* binding */ formatInfoForPath),
  N$: () => (/* binding */ formatInfos),
  M6: () => (/* binding */ loadFormat),
  nW: () => (/* binding */ loadFormats),
  Vj: () => (/* binding */ renderOver)
});

// UNUSED EXPORTS: formatForExtension, formatForPath, getFormat, knownExtensions, loadAllFormats

// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/formats/chrome/model.ts
var model = __webpack_require__(2321);
// EXTERNAL MODULE: ../../packages/formats/src/shared/escaping.ts
var escaping = __webpack_require__(8260);
// EXTERNAL MODULE: ../../packages/formats/src/formats/json/read.ts
var read = __webpack_require__(8798);
// EXTERNAL MODULE: ../../packages/formats/src/formats/json/rewrite.ts
var rewrite = __webpack_require__(5284);
// EXTERNAL MODULE: ../../packages/formats/src/formats/json/write.ts
var write = __webpack_require__(6111);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/json/index.ts




/** JSON as a format: flat or nested, with arrays (slang's lists); a rewrite edits the existing file in place. */
const json = {
    name: 'json',
    extensions: ['.json'],
    parse: (content, options) => (0,read/* parseJson */.qF)(content, options),
    serialize: (entries, { structure, style, template, sibling }) => {
        const text = (template !== undefined ? (0,rewrite/* serializeJsonLikeSource */.h_)(entries, template, { structure }) : undefined) ??
            (0,write/* serializeJson */.Lu)(entries, {
                structure,
                arrays: true,
                ...(template !== undefined && structure === 'nested' && { holesLike: sourceValue(template) }),
                ...(style?.indent !== undefined && { indent: style.indent }),
                ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
                // A new file on one line, as its siblings are, spells its colon as they do.
                ...((0,write/* isJsonColon */.KH)(style?.syntax) && { colon: style.syntax }),
            });
        // A new file escapes non-ASCII text as `\u00FC` where its source or siblings do (Python's
        // json.dump, PHP's json_encode): outside strings JSON has no such character, so all of it is text.
        return (0,escaping/* newFileEscapes */.F)(template, sibling)
            ? text.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
            : text;
    },
    detectStyle: (content) => (0,write/* detectJsonStyle */.vv)(content),
    serializeOver: rewrite/* serializeJsonOver */.f$,
    needsTemplate: true,
};
/** The source file as JSON.parse reads it, for its arrays' lengths; undefined when it does not. */
function sourceValue(template) {
    try {
        return JSON.parse(template);
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ../../packages/formats/src/formats/vscode/model.ts
var vscode_model = __webpack_require__(5609);
// EXTERNAL MODULE: ../../packages/formats/src/limits.ts
var limits = __webpack_require__(5460);
;// CONCATENATED MODULE: ../../packages/formats/src/input-budget.ts


/**
 * Throws a FormatError naming LIMITS.maxLines, at the first line past it, when `text` has more
 * lines than that; `\n`, `\r\n` and a lone `\r` each end a line.
 */
function checkLineBudget(text) {
    // Cheap to the point of not mattering for a file under the budget: a 1 MB file is a few hundred
    // microseconds of indexOf.
    let lines = 1;
    let at = text.indexOf('\n');
    while (at >= 0) {
        lines++;
        if (lines > limits/* LIMITS */.b.maxLines)
            throw linesError();
        at = text.indexOf('\n', at + 1);
    }
    // A lone `\r` ends a line in YAML, properties and XML: count those only when the file has any.
    let cr = text.indexOf('\r');
    while (cr >= 0) {
        if (text.charCodeAt(cr + 1) !== 0x0a) {
            lines++;
            if (lines > limits/* LIMITS */.b.maxLines)
                throw linesError();
        }
        cr = text.indexOf('\r', cr + 1);
    }
}
function linesError() {
    return new errors/* FormatError */.I(`the file has more than ${limits/* LIMITS */.b.maxLines.toLocaleString('en-US')} lines (LIMITS.maxLines); split it into several files`, { line: limits/* LIMITS */.b.maxLines + 1 });
}
/** The format with every text it reads (a file to parse, an existing file to write over) budgeted first. */
function withInputBudgets(format) {
    const { parse, detectStyle, serializeOver, parseLocales, rewriteLocales } = format;
    return {
        ...format,
        parse: (content, options) => {
            checkLineBudget(content);
            return parse.call(format, content, options);
        },
        detectStyle: (content) => {
            checkLineBudget(content);
            return detectStyle.call(format, content);
        },
        ...(serializeOver && {
            serializeOver: (entries, existing, options) => {
                checkLineBudget(existing);
                return serializeOver.call(format, entries, existing, options);
            },
        }),
        ...(parseLocales && {
            parseLocales: (content, options) => {
                checkLineBudget(content);
                return parseLocales.call(format, content, options);
            },
        }),
        ...(rewriteLocales && {
            rewriteLocales: (existing, byLocale, options) => {
                checkLineBudget(existing);
                return rewriteLocales.call(format, existing, byLocale, options);
            },
        }),
    };
}

// EXTERNAL MODULE: ../../packages/formats/src/model.ts
var src_model = __webpack_require__(4555);
;// CONCATENATED MODULE: ../../packages/formats/src/parse-memo.ts
/**
 * The last result of a reading, by content and options key, handed out as copies. Only the last: a
 * pull's steps over one file follow each other, and a streamed pull lets each file's text and
 * entries go before the next file arrives (so holding more would hold files it has finished).
 */
class LastReading {
    #content;
    #key = '';
    #result;
    #copy;
    constructor(copy) {
        this.#copy = copy;
    }
    get(content, key, compute) {
        // `===` on the same string object is a pointer compare; strings of other lengths differ at once.
        if (this.#result === undefined || this.#key !== key || this.#content !== content) {
            this.#result = undefined;
            this.#result = compute();
            this.#content = content;
            this.#key = key;
        }
        return this.#copy(this.#result);
    }
}
/** The options that change what a parse returns (`warn` only receives warnings). */
function optionsKey(options) {
    return JSON.stringify([options?.path ?? null, options?.locale ?? null, options?.source === true]);
}
/**
 * The format with `parse` and `detectStyle` remembering their last result: a pull read each file's
 * text five times (its entries, its structure, the rewrite's style, its no-change check, the change
 * report), and one parse of a 1.6 MB Qt file takes 0.06 s warm. A parse given `warn` always runs, so
 * its warnings reach the caller, and so does one given `once`, which is neither kept nor copied. Each
 * caller gets its own copy to change as it likes.
 */
function rememberReadings(format) {
    const parses = new LastReading((entries) => new Map(entries));
    const styles = new LastReading((style) => ({ ...style, keyOrder: [...style.keyOrder] }));
    return {
        ...format,
        parse: (content, options) => options?.warn || options?.once
            ? format.parse(content, options)
            : parses.get(content, optionsKey(options), () => format.parse(content, options)),
        detectStyle: (content) => styles.get(content, '', () => format.detectStyle(content)),
    };
}

// EXTERNAL MODULE: ../../packages/formats/src/shared/key-order.ts
var key_order = __webpack_require__(5088);
;// CONCATENATED MODULE: ../../packages/formats/src/shared/restyle.ts

/**
 * `text` with every line's leading run of `from` (the file's indentation step) written as as many
 * `to`; what follows the run (alignment spaces) is kept. Lines not starting with `from` are kept.
 */
function reindent(text, from, to) {
    if (from === '' || from === to)
        return text;
    return text.replace(/^[ \t]+/gm, (lead) => {
        let steps = 0;
        while (lead.startsWith(from, steps * from.length))
            steps++;
        return steps === 0 ? lead : to.repeat(steps) + lead.slice(steps * from.length);
    });
}
/**
 * `template` re-spaced to `spacing` (indentation step and final newline), when the format can tell the
 * template's own step and the re-spaced text reads as the same texts; else `template` unchanged (a
 * text spanning lines, whose inner indentation is text, keeps the file as the source has it).
 */
function respaced(format, template, spacing, options = {}) {
    let own;
    try {
        own = format.detectStyle(template);
    }
    catch {
        return template;
    }
    let text = template;
    if (spacing.indent !== undefined && own.indent !== '' && spacing.indent !== '')
        text = reindent(text, own.indent, spacing.indent);
    if (spacing.trailingNewline !== undefined && spacing.trailingNewline !== own.trailingNewline)
        text = spacing.trailingNewline
            ? text + (text.includes('\r\n') ? '\r\n' : '\n')
            : text.replace(/\r?\n$/, '');
    if (text === template)
        return template;
    try {
        return (0,src_model/* sameEntries */.lq)(format.parse(text, options), format.parse(template, options)) ? text : template;
    }
    catch {
        return template;
    }
}
/** An XML declaration at the start of a file: `<?xml version="1.0" encoding="utf-8"?>`. */
const DECLARATION = /^\uFEFF?<\?xml[ \t\r\n][^?>]*\?>/;
const ENCODING = /encoding[ \t\r\n]*=[ \t\r\n]*["']([^"']*)["']/;
/** One part of an XML prolog: white space, a comment, a DOCTYPE without an internal subset, a PI. */
const PROLOG_PART = /^(?:[ \t\r\n]+|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*>|<\?[\s\S]*?\?>)/;
/** The budget of parts a prolog is read with: a real one has a handful. */
const MAX_PROLOG_PARTS = 200;
/** The parts of `text`'s XML prolog (without a BOM), up to its root's `<`; undefined when it is not XML. */
function prologParts(text) {
    const parts = [];
    let at = text.startsWith('\uFEFF') ? 1 : 0;
    while (parts.length < MAX_PROLOG_PARTS) {
        const part = PROLOG_PART.exec(text.slice(at, at + 65536))?.[0];
        if (part === undefined)
            break;
        parts.push(part);
        at += part.length;
    }
    return /^<[A-Za-z_]/.test(text.slice(at, at + 2)) ? parts : undefined;
}
/**
 * A new XML file's prolog (what comes before its root element) written as its sibling translation
 * writes it, where the file's own tool would: the sibling's declaration (when both name the same
 * encoding, else the file's own), DOCTYPE and line breaks, so Weblate's `<?xml version='1.0'
 * encoding='UTF-8'?>` (Thunderbird), Transifex's one-line `<?xml version="1.0" ?><!DOCTYPE TS>`
 * (KeePassXC) and a translation with no declaration (Ghostfolio's `messages.de.xlf`) are followed.
 * Of the comments, the source's that the sibling has too stay (KeePassDX's licence, which Weblate
 * copies into every translation, some with their translators' names added: the source's comment is
 * written); one only the source has (Tusky's licence, which no translation has) or only the sibling
 * has (its translators' credits) is left out. `text` unchanged without a sibling or when
 * either is not XML.
 */
function withSiblingProlog(text, sibling) {
    if (sibling === undefined)
        return text;
    const ours = prologParts(text);
    const theirs = prologParts(sibling);
    if (ours === undefined || theirs === undefined)
        return text;
    const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
    const ourLength = bom.length + ours.join('').length;
    const ourDeclaration = DECLARATION.exec(text)?.[0]?.replace(/^\uFEFF/, '');
    const theirDeclaration = DECLARATION.exec(sibling)?.[0]?.replace(/^\uFEFF/, '');
    // A declaration without `encoding` declares UTF-8 (XML 1.0, 4.3.3).
    const encoding = (d) => (ENCODING.exec(d)?.[1] ?? 'utf-8').toLowerCase();
    // A declaration naming another encoding than the file is written in stays the file's own.
    const keepOwnDeclaration = ourDeclaration !== undefined &&
        theirDeclaration !== undefined &&
        encoding(ourDeclaration) !== encoding(theirDeclaration);
    const comments = ours.filter((part) => part.startsWith('<!--'));
    const kept = [];
    for (const part of theirs) {
        if (part.startsWith('<!--')) {
            // The source's comment, or the source's comment with the translators' lines added to it
            // (KeePassDX's `values-de`: the licence, then "Translations from …"), is the source's.
            const own = comments.find((c) => part === c || (c.slice(4, -3).trim() !== '' && part.startsWith(c.slice(0, -3).trimEnd())));
            if (own !== undefined)
                kept.push(own);
            else if (/^[ \t\r\n]+$/.test(kept.at(-1) ?? ''))
                kept.pop();
            continue;
        }
        if (part.startsWith('<?xml') && keepOwnDeclaration) {
            kept.push(ourDeclaration);
            continue;
        }
        // White space right after a comment left out goes with it.
        if (/^[ \t\r\n]+$/.test(part) && kept.length === 0 && theirs.indexOf(part) > 0)
            continue;
        kept.push(part);
    }
    const prolog = kept.join('');
    if (prolog === ours.join(''))
        return text;
    return `${bom}${prolog}${text.slice(ourLength)}`;
}

;// CONCATENATED MODULE: ../../packages/formats/src/registry.ts









const FLAT = ['flat'];
// JSON, the common case, is small and always there. Every other format, gettext PO included (the
// checks read gettext's plural rules from gettext.ts, not from the PO parser), is imported on first use (ncc writes each to a chunk of its own),
// so a run compiles only the parsers of the formats it reads or writes: the YAML and XML parsers are
// most of the weight of the format code in a bundle.
const LOADERS = [
    { name: 'json', extensions: json.extensions, load: async () => json },
    {
        name: 'yaml',
        extensions: ['.yml', '.yaml'],
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(483), __webpack_require__.e(941)]).then(__webpack_require__.bind(__webpack_require__, 1941))).yaml,
    },
    {
        name: 'properties',
        extensions: ['.properties'],
        structures: FLAT,
        load: async () => (await __webpack_require__.e(/* import() */ 328).then(__webpack_require__.bind(__webpack_require__, 7947))).properties,
    },
    {
        name: 'po',
        extensions: ['.po', '.pot'],
        structures: FLAT,
        charsetInHeader: true,
        load: async () => (await __webpack_require__.e(/* import() */ 923).then(__webpack_require__.bind(__webpack_require__, 7923))).po,
    },
    {
        name: 'arb',
        extensions: ['.arb'],
        structures: FLAT,
        load: async () => (await __webpack_require__.e(/* import() */ 858).then(__webpack_require__.bind(__webpack_require__, 6858))).arb,
    },
    {
        name: 'xliff',
        extensions: ['.xlf', '.xliff'],
        structures: FLAT,
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(702), __webpack_require__.e(278)]).then(__webpack_require__.bind(__webpack_require__, 3278))).xliff,
    },
    {
        name: 'strings',
        extensions: ['.strings'],
        structures: FLAT,
        load: async () => (await __webpack_require__.e(/* import() */ 245).then(__webpack_require__.bind(__webpack_require__, 6245))).strings,
    },
    {
        name: 'android',
        extensions: ['.xml'],
        structures: FLAT,
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(702), __webpack_require__.e(575)]).then(__webpack_require__.bind(__webpack_require__, 5575))).android,
    },
    {
        name: 'xcstrings',
        extensions: ['.xcstrings'],
        structures: FLAT,
        multiLocale: true,
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(702), __webpack_require__.e(132)]).then(__webpack_require__.bind(__webpack_require__, 132))).xcstrings,
    },
    {
        name: 'resx',
        extensions: ['.resx', '.resw'],
        structures: FLAT,
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(702), __webpack_require__.e(393)]).then(__webpack_require__.bind(__webpack_require__, 8393))).resx,
    },
    {
        name: 'fluent',
        extensions: ['.ftl'],
        structures: FLAT,
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(628), __webpack_require__.e(297)]).then(__webpack_require__.bind(__webpack_require__, 3297))).fluent,
    },
    {
        name: 'ini',
        extensions: ['.ini'],
        structures: FLAT,
        load: async () => (await __webpack_require__.e(/* import() */ 366).then(__webpack_require__.bind(__webpack_require__, 1366))).ini,
    },
    {
        name: 'go-i18n',
        extensions: ['.toml'],
        structures: FLAT,
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(483), __webpack_require__.e(528), __webpack_require__.e(316)]).then(__webpack_require__.bind(__webpack_require__, 9316))).goI18n,
    },
    {
        name: 'qt',
        extensions: ['.ts'],
        structures: FLAT,
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(702), __webpack_require__.e(49)]).then(__webpack_require__.bind(__webpack_require__, 9049))).qt,
    },
    {
        name: 'stringsdict',
        extensions: ['.stringsdict'],
        structures: FLAT,
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(702), __webpack_require__.e(336)]).then(__webpack_require__.bind(__webpack_require__, 5336))).stringsdict,
    },
    {
        name: 'chrome',
        extensions: ['.json'],
        structures: FLAT,
        pathPattern: model/* CHROME_PATH */.HK,
        load: async () => (await __webpack_require__.e(/* import() */ 65).then(__webpack_require__.bind(__webpack_require__, 2065))).chrome,
    },
    {
        name: 'vscode',
        extensions: ['.json'],
        structures: FLAT,
        pathPattern: vscode_model/* VSCODE_PATH */.fE,
        load: async () => (await __webpack_require__.e(/* import() */ 705).then(__webpack_require__.bind(__webpack_require__, 9705))).vscode,
    },
    {
        name: 'php',
        // `.inc`: Roundcube's `program/localization/<locale>/labels.inc`, PHP included by the application.
        extensions: ['.php', '.inc'],
        structures: FLAT,
        load: async () => (await __webpack_require__.e(/* import() */ 968).then(__webpack_require__.bind(__webpack_require__, 7968))).php,
    },
    {
        name: 'csv',
        extensions: ['.csv'],
        structures: FLAT,
        load: async () => (await __webpack_require__.e(/* import() */ 895).then(__webpack_require__.bind(__webpack_require__, 2895))).csv,
    },
    {
        // Config-named only (a `files` entry with "format": "godot-csv"; discovery names it for a `.csv`
        // whose header is Godot's): every other `.csv` stays Magento's.
        name: 'godot-csv',
        extensions: ['.csv'],
        structures: FLAT,
        multiLocale: true,
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(702), __webpack_require__.e(292)]).then(__webpack_require__.bind(__webpack_require__, 9292))).godotCsv,
    },
    {
        // Named only (a `files` entry with "format": "twine"; discovery names it for a `.txt` whose first
        // bytes are Twine's): `.txt` is no translation format's by its extension.
        name: 'twine',
        extensions: ['.txt'],
        structures: FLAT,
        multiLocale: true,
        namedOnly: true,
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(702), __webpack_require__.e(588)]).then(__webpack_require__.bind(__webpack_require__, 9588))).twine,
    },
    {
        // Config-named only (a `files` entry with "format": "jed"): every other `.json` stays JSON.
        name: 'jed',
        extensions: ['.json'],
        structures: FLAT,
        load: async () => (await __webpack_require__.e(/* import() */ 618).then(__webpack_require__.bind(__webpack_require__, 8618))).jed,
    },
    {
        // Config-named only (a `files` entry with "format": "structured-json"), as JED.
        name: 'structured-json',
        extensions: ['.json'],
        structures: FLAT,
        load: async () => (await __webpack_require__.e(/* import() */ 43).then(__webpack_require__.bind(__webpack_require__, 9043))).structuredJson,
    },
    {
        // Config-named only (a `files` entry with "format": "smartling"; discovery names it for a file
        // that opens with Smartling's directives), as JED: a `_locales/` path stays Chrome's otherwise.
        name: 'smartling',
        extensions: ['.json'],
        structures: FLAT,
        load: async () => (await __webpack_require__.e(/* import() */ 131).then(__webpack_require__.bind(__webpack_require__, 6131))).smartling,
    },
    {
        name: 'json5',
        extensions: ['.json5'],
        load: async () => (await Promise.all(/* import() */[__webpack_require__.e(981), __webpack_require__.e(686)]).then(__webpack_require__.bind(__webpack_require__, 3686))).json5,
    },
];
/** A loaded format as callers get it: its input budgeted, its readings remembered. */
const served = (format) => rememberReadings(withInputBudgets(format));
const loaded = new Map([[json.name, served(json)]]);
let infos;
/**
 * Every format's name and extensions, known without loading any format's code. Built once: the
 * format of a path is asked for each file a run handles (twice per path, by pattern then by
 * extension), and a new list of objects for each question was most of the answer's cost.
 */
function formatInfos() {
    infos ??= Object.freeze(LOADERS.map(({ name, extensions, structures, multiLocale, pathPattern, namedOnly, charsetInHeader }) => Object.freeze({
        name,
        extensions,
        ...(structures !== undefined && { structures }),
        ...(multiLocale && { multiLocale }),
        ...(pathPattern !== undefined && { pathPattern }),
        ...(namedOnly && { namedOnly }),
        ...(charsetInHeader && { charsetInHeader }),
    })));
    return infos;
}
function loaderOf(name) {
    const loader = LOADERS.find((f) => f.name === name);
    if (!loader) {
        throw new errors/* FormatError */.I(`unknown format "${name}"; known formats: ${LOADERS.map((f) => f.name).join(', ')}`);
    }
    return loader;
}
/**
 * Loads the code of the named formats, so that `getFormat` answers for them. Rejects with a
 * FormatError listing the known formats for an unknown name; loading a format twice costs nothing.
 */
async function loadFormats(names) {
    const wanted = [...new Set(names)].map(loaderOf).filter((f) => !loaded.has(f.name));
    const formats = await Promise.all(wanted.map((f) => f.load()));
    for (const format of formats)
        loaded.set(format.name, served(format));
}
/** Loads every format (a server, which reads whatever a client sends). */
async function loadAllFormats() {
    await loadFormats(LOADERS.map((f) => f.name));
}
/** The format called `name`, loaded first when needed. */
async function loadFormat(name) {
    // A pull asks for each file's format: once loaded, it is answered without a load's set-up.
    const format = loaded.get(name);
    if (format !== undefined)
        return format;
    await loadFormats([name]);
    return getFormat(name);
}
/**
 * The format called `name`, once loaded (`loadFormats`; JSON always is). Throws a FormatError
 * listing the known formats for an unknown name, and one saying what to call for a format whose
 * code is not loaded yet.
 */
function getFormat(name) {
    const format = loaded.get(name);
    if (format)
        return format;
    loaderOf(name);
    throw new errors/* FormatError */.I(`the code of format "${name}" is not loaded yet: call \`await loadFormats(["${name}"])\` (from @locale-sync/formats) before getFormat`);
}
/**
 * The name and extensions of the format that owns a file extension (with the dot, any case), if any.
 * A format that owns only some paths (`pathPattern`) is found by `formatInfoForPath`, never here;
 * a format only a files entry names (`namedOnly`: Twine's `.txt`) is never found by extension.
 */
function formatInfoForExtension(extension) {
    const ext = extension.toLowerCase();
    return formatInfos().find((f) => f.pathPattern === undefined && !f.namedOnly && f.extensions.includes(ext));
}
/**
 * The format of a file by its repository path (`/` separators): a format whose `pathPattern` matches
 * it (`_locales/de/messages.json` is `chrome`), else the one owning its extension.
 */
function formatInfoForPath(filePath) {
    const infos = formatInfos();
    const byPath = infos.find((f) => f.pathPattern?.test(filePath));
    if (byPath)
        return byPath;
    const base = filePath.slice(filePath.lastIndexOf('/') + 1);
    const dot = base.lastIndexOf('.');
    return dot > 0 ? formatInfoForExtension(base.slice(dot)) : undefined;
}
/** The format of a file by its repository path (see `formatInfoForPath`); throws like `getFormat` when not loaded. */
function formatForPath(filePath) {
    const info = formatInfoForPath(filePath);
    return info && getFormat(info.name);
}
/**
 * The format that owns a file extension (with the dot, any case), if any; throws like `getFormat`
 * when that format is not loaded. `formatInfoForExtension` answers without loading anything.
 */
function formatForExtension(extension) {
    const info = formatInfoForExtension(extension);
    return info && getFormat(info.name);
}
/** Every extension a known format owns (a format only a files entry names, Twine's `.txt`, owns none). */
function knownExtensions() {
    return [...new Set(LOADERS.filter((f) => !f.namedOnly).flatMap((f) => [...f.extensions]))];
}
/**
 * Renders `entries` for writing over `existing`, keeping the existing file's indentation, trailing
 * newline and key order (new keys follow in the given order), and, for formats that have them, its
 * comments and metadata. Returns `existing` itself when the texts are the same, so an unchanged file
 * is byte-identical.
 */
function renderOver(format, entries, structure, existing, options = {}) {
    const fileOptions = {
        ...(options.locale !== undefined && { locale: options.locale }),
        ...(options.path !== undefined && { path: options.path }),
        ...(options.source !== undefined && { source: options.source }),
    };
    const writeOptions = {
        ...fileOptions,
        ...(options.template !== undefined && { template: options.template }),
    };
    if (existing === undefined) {
        const spacing = options.newFileStyle;
        // The source file a new file is written from takes the new file's spacing first (restyle.ts).
        if (options.template !== undefined && spacing !== undefined)
            writeOptions.template = respaced(format, options.template, spacing, { source: true });
        const style = {
            ...(spacing?.indent !== undefined && { indent: spacing.indent }),
            ...(spacing?.trailingNewline !== undefined && { trailingNewline: spacing.trailingNewline }),
            ...(spacing?.syntax !== undefined && { syntax: spacing.syntax }),
        };
        const sortKeys = spacing?.sortKeys === true;
        const text = format.serialize(sortKeys ? (0,key_order/* sortedByKey */.AN)(entries, structure === 'nested') : entries, {
            structure,
            ...(Object.keys(style).length > 0 && { style }),
            ...writeOptions,
            ...(options.sibling !== undefined && { sibling: options.sibling }),
            ...(sortKeys && { sortKeys }),
        });
        return withSiblingProlog(text, options.sibling);
    }
    let style;
    try {
        style = format.detectStyle(existing);
    }
    catch {
        // An unreadable existing file is replaced wholesale; there is no style worth keeping.
        return format.serialize(entries, { structure, ...writeOptions });
    }
    const ordered = new Map();
    for (const key of style.keyOrder) {
        const value = entries.get(key);
        if (value !== undefined)
            ordered.set(key, value);
    }
    for (const [key, value] of entries) {
        if (!ordered.has(key))
            ordered.set(key, value);
    }
    // A flat-only format has one layout whatever structure the caller asks for.
    const sameLayout = style.structure === structure || !(format.structures ?? [structure]).includes(structure);
    // Same texts in the same layout: keep the bytes, whatever spacing the file uses.
    if (sameLayout && (0,src_model/* sameEntries */.lq)(ordered, format.parse(existing, fileOptions)))
        return existing;
    if (format.serializeOver)
        return format.serializeOver(ordered, existing, { structure, style, ...writeOptions });
    return format.serialize(ordered, { structure, style, ...writeOptions });
}


/***/ }),

/***/ 574:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ve: () => (/* binding */ duplicateKey),
/* harmony export */   cS: () => (/* binding */ sortedBlocks),
/* harmony export */   eD: () => (/* binding */ detectEol),
/* harmony export */   lW: () => (/* binding */ rewriteBlocks)
/* harmony export */ });
/* harmony import */ var _header_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2557);
/* harmony import */ var _key_order_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5088);


/** The line break a file uses: `\r\n` when its first line break is one, else `\n`. */
function detectEol(content) {
    const match = /\r\n|\n/.exec(content);
    return match?.[0] ?? '\n';
}
/**
 * The warning for a key defined twice in a line-oriented file, whose reader keeps the last value;
 * marks the earlier block as shadowed.
 */
function duplicateKey(earlier, key, line) {
    earlier.shadowed = true;
    return {
        message: `key "${key}" is defined twice (lines ${earlier.line} and ${line}); the last value is used`,
        key,
        line,
    };
}
/**
 * Writes `entries` over the file the blocks came from. Unchanged entries keep their exact text and
 * the comments above them; changed ones keep their comments and get a line from `render`; removed
 * ones take their own comment (the lines directly above, up to a blank line) with them; new ones
 * follow the last entry. The trailing newline is kept as it was. A key defined twice keeps its
 * earlier definition as written, the last one edited; with `once` (a new file written from its
 * source) it is written once, at its first place, with its text, and later definitions go.
 */
function rewriteBlocks(file, entries, render, once = false) {
    // Pieces joined once: appending to one string entry by entry is slow on files of thousands.
    const pieces = [];
    // The blank lines a removed entry leaves, written only when what follows does not start with its
    // own: an Xcode file has a blank line between commented entries, and removing one keeps one.
    let held = '';
    const push = (piece) => {
        if (held !== '' && !/^[ \t]*\r?\n/.test(piece))
            pieces.push(held);
        held = '';
        pieces.push(piece);
    };
    const written = new Set();
    for (const block of file.blocks) {
        const value = once && written.has(block.key) ? undefined : entries.get(block.key);
        if (once)
            written.add(block.key);
        if (value === undefined) {
            const left = detached(block.leading);
            if (left.trim() !== '')
                push(left);
            else if (held === '')
                held = left;
            continue;
        }
        push(block.leading);
        // An entry a later one overrides is kept as written; the last one is what is edited.
        if ((block.shadowed && !once) || value === block.value) {
            pieces.push(block.raw);
        }
        else {
            const lineBreak = block.raw.endsWith('\r\n') ? '\r\n' : block.raw.endsWith('\n') ? '\n' : '';
            pieces.push(render(block.key, value) + lineBreak);
        }
    }
    const known = new Set(file.blocks.map((block) => block.key));
    let added = '';
    for (const [key, value] of entries) {
        if (!known.has(key))
            added += render(key, value) + file.eol;
    }
    // New entries follow the blank line; a trailing one of the file's own replaces it.
    if (held !== '' && (added !== '' || !/^[ \t]*\r?\n/.test(file.trailing)))
        pieces.push(held);
    let out = pieces.join('');
    if (added && file.blocks.length === 0) {
        // A file of comments only: they are its header, and the entries follow them.
        const header = file.trailing === '' || file.trailing.endsWith('\n') ? file.trailing : file.trailing + file.eol;
        return header + added;
    }
    if (added) {
        if (out !== '' && !out.endsWith('\n'))
            out += file.eol;
        out += added;
        // A file that did not end with a line break still does not.
        if (file.trailing === '' && file.blocks.length > 0 && !file.blocks.at(-1)?.raw.endsWith('\n')) {
            out = out.slice(0, -file.eol.length);
        }
    }
    return out + file.trailing;
}
/** The part of a comment run that is separated from its entry by a blank line (a file header). */
function detached(leading) {
    const lines = leading.split(/(?<=\n)/);
    for (let i = lines.length - 1; i >= 0; i--) {
        if (lines[i].trim() === '')
            return lines.slice(0, i + 1).join('');
    }
    return '';
}
/**
 * The file with its entries sorted by key (`compareKeys`), each with the comments right above it;
 * its header (the first entry's comments up to their last blank line) stays first, and its last line
 * ends as the file's did.
 */
function sortedBlocks(file) {
    const first = file.blocks[0];
    if (first === undefined)
        return file;
    const end = (0,_header_js__WEBPACK_IMPORTED_MODULE_0__/* .lastBlankLineEnd */ .E)(first.leading);
    const header = end < 0 ? '' : first.leading.slice(0, end);
    const lineBreak = /\r?\n$/;
    const lastBreak = lineBreak.exec(file.blocks.at(-1)?.raw ?? '')?.[0] ?? '';
    const blocks = file.blocks
        .map((block, i) => ({
        ...block,
        leading: i === 0 ? block.leading.slice(header.length) : block.leading,
        raw: lineBreak.test(block.raw) ? block.raw : block.raw + file.eol,
    }))
        .sort((a, b) => (0,_key_order_js__WEBPACK_IMPORTED_MODULE_1__/* .compareKeys */ .YD)(a.key, b.key, false));
    const head = blocks[0];
    blocks[0] = { ...head, leading: header + head.leading };
    const tail = blocks.at(-1);
    if (lastBreak === '')
        blocks[blocks.length - 1] = { ...tail, raw: tail.raw.replace(lineBreak, '') };
    return { ...file, blocks };
}


/***/ }),

/***/ 8260:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ newFileEscapes),
/* harmony export */   Z: () => (/* binding */ escapesNonAscii)
/* harmony export */ });
// Whether a file writes its non-ASCII text escaped (`\u00FC`), for the formats whose files may do
// either: a `.properties` bundle for Java before 9 (native2ascii), JSON written by Python's
// `json.dump` (ensure_ascii) or PHP's `json_encode`.
/** Escapes above ASCII: `\u0080` to `\uFFFF` (not `\u000A` and the like, which every file may have). */
const ESCAPED_NON_ASCII = /\\u(?:00[89a-fA-F]|0[1-9a-fA-F]|[1-9a-fA-F])/;
const RAW_NON_ASCII = /[\u007f-\uffff]/;
/**
 * True when `content` escapes its non-ASCII text and has none raw; false when it has raw non-ASCII
 * text; undefined when it has neither (an English file) and cannot tell.
 */
function escapesNonAscii(content) {
    if (RAW_NON_ASCII.test(content.replace(/^\uFEFF/, '')))
        return false;
    return ESCAPED_NON_ASCII.test(content) ? true : undefined;
}
/**
 * Whether a new file escapes its non-ASCII text: as the file it is written from (`template`) when
 * that tells, else as a sibling translation does (`sibling`), else not.
 */
function newFileEscapes(template, sibling) {
    return ((template === undefined ? undefined : escapesNonAscii(template)) ??
        (sibling === undefined ? undefined : escapesNonAscii(sibling)) ??
        false);
}


/***/ }),

/***/ 2557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ lastBlankLineEnd),
/* harmony export */   w: () => (/* binding */ withSiblingHeader)
/* harmony export */ });
/** The header of a line-oriented file: its first entry's leading text up to its last blank line. */
function headerOf(file) {
    const leading = file.blocks[0]?.leading ?? '';
    const end = lastBlankLineEnd(leading);
    return end < 0 ? '' : leading.slice(0, end);
}
/**
 * Where `text`'s last blank line ends (-1 without one): the end of the first line break, blank line
 * and line break (`\r?\n[ \t]*\r?\n`) after which no other begins. One scan: a lookahead for "no
 * other after" tried at every line break read the rest of the text each time, quadratic in a long
 * header comment.
 */
function lastBlankLineEnd(text) {
    // The blank lines that the last one found begins inside of, earliest first: when a later one
    // begins, those ending at or before its start no longer qualify.
    const open = [];
    for (let start = 0; start < text.length; start++) {
        const end = blankLineFrom(text, start);
        if (end < 0)
            continue;
        while (open.length > 0 && open[0] <= start)
            open.shift();
        open.push(end);
    }
    return open[0] ?? -1;
}
/** The end of a line break, spaces or tabs and a line break starting at `start`, else -1. */
function blankLineFrom(text, start) {
    let at = lineBreakEnd(text, start);
    if (at < 0)
        return -1;
    while (text[at] === ' ' || text[at] === '\t')
        at++;
    return lineBreakEnd(text, at);
}
/** The end of a `\n` or `\r\n` at `at`, else -1. */
function lineBreakEnd(text, at) {
    if (text[at] === '\n')
        return at + 1;
    return text[at] === '\r' && text[at + 1] === '\n' ? at + 2 : -1;
}
/**
 * `text` (a new file made from its source) without the source's header when `sibling` (a
 * translation of the same resource) does not hold it; else `text`. `read` reads either file.
 */
function withSiblingHeader(text, sibling, read) {
    if (sibling === undefined)
        return text;
    const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
    let ours;
    let theirs;
    try {
        // The first entry's leading text may begin with the byte order mark.
        ours = headerOf(read(text)).replace(/^\uFEFF/, '');
        theirs = read(sibling);
    }
    catch {
        return text;
    }
    const comment = ours.trim();
    if (comment === '' || (theirs.blocks[0]?.leading ?? '').includes(comment))
        return text;
    return bom + text.slice(bom.length + ours.length);
}


/***/ }),

/***/ 6196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ GO_I18N_HINT),
/* harmony export */   i: () => (/* binding */ JED_HINT)
/* harmony export */ });
/** What to do with a WordPress JED file (`locale_data`) read as plain JSON. */
const JED_HINT = 'this looks like a WordPress JED file ("locale_data" of gettext messages): name its format "jed" in the files entry of .locale/config.json';
/** What to do with a go-i18n v1 file (a list of `id`/`translation` messages) read as plain JSON or YAML. */
const GO_I18N_HINT = 'this looks like a go-i18n file (a list of messages with "id" and "translation"): name its format "go-i18n" in the files entry of .locale/config.json';


/***/ }),

/***/ 220:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ei: () => (/* binding */ INDEXED_NAME),
/* harmony export */   yt: () => (/* binding */ keyOfPath),
/* harmony export */   z8: () => (/* binding */ pathOfParts)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3015);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5460);
// The key scheme of list items, shared by the formats that hold lists (YAML's sequences for Rails,
// JSON's arrays for slang): names joined with a delimiter, an item's index appended in brackets
// (`date.day_names[0]`, `list[1].name`, `grid[0][2]`), so the service sees one spelling for list
// items whatever the file's format.


/** A name that ends in one or more indexes: `day_names[0]`, `grid[1][2]`. */
const INDEXED_NAME = /^(.+?)((?:\[(?:0|[1-9][0-9]*)\])+)$/s;
/** The entry key of a path: names joined with `delimiter`, indexes appended as `[i]`. */
function keyOfPath(path, delimiter) {
    let key = '';
    for (const segment of path) {
        if (typeof segment === 'number')
            key += `[${segment}]`;
        else
            key = key === '' ? segment : `${key}${delimiter}${segment}`;
    }
    return key;
}
/**
 * The path of a key already split into its names (`a`, `b[1]` → `a`, `b`, 1). Refuses an index past
 * LIMITS.maxEntries, which no file may hold that many items for; `noun` names the format's lists.
 */
function pathOfParts(key, parts, noun) {
    const path = [];
    for (const part of parts) {
        const indexed = INDEXED_NAME.exec(part);
        if (!indexed) {
            path.push(part);
            continue;
        }
        path.push(indexed[1]);
        for (const index of indexed[2].slice(1, -1).split('][')) {
            const value = Number(index);
            if (value >= _limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b.maxEntries) {
                const shown = key.slice(0, 60);
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`key "${shown}" has the ${noun} index ${value}, more than the ${_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .LIMITS */ .b.maxEntries} entries a file may hold (LIMITS.maxEntries)`, { key: shown });
            }
            path.push(value);
        }
    }
    return path;
}


/***/ }),

/***/ 5088:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AN: () => (/* binding */ sortedByKey),
/* harmony export */   Ap: () => (/* binding */ isSortedByKey),
/* harmony export */   YD: () => (/* binding */ compareKeys)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4555);
// The order of a file's keys when its tool sorts them: Matomo's translation tool writes every
// `lang/<locale>.json` with its names sorted at each level (PHP's ksort, by bytes), while its English
// source is in the order its developers wrote.

/**
 * Compares two keys as a tool sorting the file's names compares them: by UTF-16 code units (the
 * order of bytes for the ASCII names files use), name by name at each level of a nested file.
 */
function compareKeys(a, b, nested) {
    if (!nested)
        return a < b ? -1 : a > b ? 1 : 0;
    const left = a.split(_model_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_DELIMITER */ .KA);
    const right = b.split(_model_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_DELIMITER */ .KA);
    for (let i = 0; i < Math.min(left.length, right.length); i++) {
        const order = compareKeys(left[i], right[i], false);
        if (order !== 0)
            return order;
    }
    return left.length - right.length;
}
/** True when `keys` (two or more) are in `compareKeys` order. */
function isSortedByKey(keys, nested) {
    if (keys.length < 2)
        return false;
    for (let i = 1; i < keys.length; i++) {
        if (compareKeys(keys[i - 1], keys[i], nested) > 0)
            return false;
    }
    return true;
}
/** `entries` in `compareKeys` order. */
function sortedByKey(entries, nested) {
    return new Map([...entries].sort(([a], [b]) => compareKeys(a, b, nested)));
}


/***/ }),

/***/ 3953:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Df: () => (/* binding */ endsWithNewline),
/* harmony export */   F8: () => (/* binding */ stripBom),
/* harmony export */   Tu: () => (/* binding */ withTrailingNewline),
/* harmony export */   df: () => (/* binding */ positionOf),
/* harmony export */   hl: () => (/* binding */ lineLocator),
/* harmony export */   oF: () => (/* binding */ detectIndent)
/* harmony export */ });
/** Small text helpers shared by the formats. */
/**
 * A function from offset to 1-based line and column, for files that need the line of every entry:
 * the line starts are found once, so a large file is not scanned again for each entry.
 */
function lineLocator(content) {
    const starts = [0];
    for (let i = 0; i < content.length; i++) {
        if (content.charCodeAt(i) === 10)
            starts.push(i + 1);
    }
    return (offset) => {
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
            const middle = (low + high + 1) >> 1;
            if (starts[middle] <= offset)
                low = middle;
            else
                high = middle - 1;
        }
        return { line: low + 1, column: offset - starts[low] + 1 };
    };
}
/** 1-based line and column of an offset in `content`. */
function positionOf(content, offset) {
    const before = content.slice(0, offset);
    const lastNewline = before.lastIndexOf('\n');
    return { line: before.split('\n').length, column: offset - lastNewline };
}
/** The leading whitespace of the first indented line, or `fallback` when no line is indented. */
function detectIndent(content, fallback = '  ') {
    const match = /\n([ \t]+)\S/.exec(content);
    return match?.[1] ?? fallback;
}
/** Whether the text ends with a line break. */
function endsWithNewline(content) {
    return /\n$/.test(content);
}
/** Removes a UTF-8 byte order mark, which editors on Windows still write. */
function stripBom(content) {
    return content.replace(/^\uFEFF/, '');
}
/** Adds or removes the final line break so the text matches `wanted`. */
function withTrailingNewline(text, wanted) {
    const bare = text.replace(/\r?\n$/, '');
    return wanted ? `${bare}\n` : bare;
}


/***/ }),

/***/ 5596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ quotedEnd)
/* harmony export */ });
/**
 * Where the quoted string opening at `start` (`text[start]` is its quote) ends: the index after its
 * closing quote, or -1 when the text ends first. A backslash escapes the character after it.
 *
 * A loop and not a regular expression: V8 runs `"(?:[^"\\]|\\.)*"` with one backtracking entry per
 * character and throws "Maximum call stack size exceeded" on a string of about ten million, and the
 * unrolled form `"[^"\\]*(?:\\.[^"\\]*)*"` does the same on a string of millions of escapes.
 */
function quotedEnd(text, start) {
    const quote = text[start];
    for (let i = start + 1; i < text.length; i++) {
        const c = text[i];
        if (c === quote)
            return i + 1;
        if (c === '\\')
            i++;
    }
    return -1;
}


/***/ }),

/***/ 1857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DM: () => (/* binding */ HEADER_TIMESTAMP),
/* harmony export */   Es: () => (/* binding */ SYNC_PULL_PATH),
/* harmony export */   Gw: () => (/* binding */ BRANCH_PATTERN),
/* harmony export */   Ht: () => (/* binding */ GZIP_THRESHOLD_BYTES),
/* harmony export */   OD: () => (/* binding */ HEADER_PROJECT_KEY),
/* harmony export */   RJ: () => (/* binding */ STRUCTURES),
/* harmony export */   TN: () => (/* binding */ HEADER_BRANCH),
/* harmony export */   VT: () => (/* binding */ PROJECT_KEY_PATTERN),
/* harmony export */   bh: () => (/* binding */ HEADER_FILES_LAST),
/* harmony export */   bp: () => (/* binding */ SYNC_PUSH_STATE_PATH),
/* harmony export */   dj: () => (/* binding */ HEADER_LIST_KEYS_TOTAL),
/* harmony export */   fA: () => (/* binding */ MAX_LIST_KEYS),
/* harmony export */   g_: () => (/* binding */ HEADER_LIST_KEYS),
/* harmony export */   hR: () => (/* binding */ FORMATS),
/* harmony export */   i5: () => (/* binding */ SYNC_BRANCH_CLOSE_PATH),
/* harmony export */   lM: () => (/* binding */ HEADER_SIGNATURE),
/* harmony export */   qB: () => (/* binding */ HEADER_AUTHORIZATION),
/* harmony export */   r$: () => (/* binding */ PULL_STATUSES),
/* harmony export */   rK: () => (/* binding */ DEFAULT_API_URL),
/* harmony export */   sT: () => (/* binding */ HEADER_NONCE),
/* harmony export */   z8: () => (/* binding */ SYNC_PUSH_PATH)
/* harmony export */ });
/* unused harmony exports DEFAULT_RESOURCE, API_VERSION_PREFIX, DEFAULT_SDK_BASE_URL, DEFAULT_SDK_QA_BASE_URL, MAX_BRANCH_LENGTH, HEADER_FAIL_OPEN, HEADER_REQUEST_ID, SIGNATURE_WINDOW_SECONDS, NONCE_RETENTION_SECONDS, MAX_PROJECT_KEY_LENGTH, MAX_LOCALE_CODE_LENGTH, MAX_PHRASES_PER_BATCH, MAX_INSTANT_TEXTS, TRANSLATION_STATUSES */
/** Endpoint paths of the sync API, exactly as they are signed (section 5 of the spec). */
const SYNC_PUSH_PATH = '/api/sync/push';
const SYNC_PULL_PATH = '/api/sync/pull';
/**
 * Path of the changed-only push's first step, as it is signed: the client sends each file's hash and
 * learns which files the service already holds at that hash, then pushes only the others. A server
 * that does not know it answers 404 or 405, and the client pushes every file.
 */
const SYNC_PUSH_STATE_PATH = '/api/sync/push/state';
/** The name of the default resource in answers (`resources[].resource`): the empty string. */
const DEFAULT_RESOURCE = '';
/** Version prefix that every base address ends with. */
const API_VERSION_PREFIX = '/api/v1';
/** The hosted service's base addresses (the spec's {base_url}, {sdk_base_url}, {sdk_qa_base_url}). */
const DEFAULT_API_URL = 'https://api.locale-sync.dev/api/v1';
const DEFAULT_SDK_BASE_URL = 'https://sdk.locale-sync.dev/api/v1';
const DEFAULT_SDK_QA_BASE_URL = 'https://sdk.qa.locale-sync.dev/api/v1';
/** Header names of the signed sync API (lower-case, as HTTP/2 and Node hand them over). */
const HEADER_PROJECT_KEY = 'x-project-key';
const HEADER_TIMESTAMP = 'x-sync-ts';
const HEADER_NONCE = 'x-sync-nonce';
const HEADER_SIGNATURE = 'x-sync-signature';
/** Carries `Bearer <OIDC token>` instead of x-sync-signature on a keyless sync request. */
const HEADER_AUTHORIZATION = 'authorization';
/**
 * The project branch a sync request works on (absent: main). When present it is the sixth line of the
 * signed payload, so that a signed request cannot be moved to another branch.
 */
const HEADER_BRANCH = 'x-sync-branch';
/** Path of the signed request that closes a project branch: merged (moves its translations to main) or not (deletes it). */
const SYNC_BRANCH_CLOSE_PATH = '/api/sync/branch/close';
/**
 * A project branch name: a git branch name's usual characters, at most 200, never a path: no `..`,
 * no `//`, no leading or trailing `/` or `.`, no `@{`, no whitespace or control characters.
 */
const BRANCH_PATTERN = /^(?!.*\.\.)(?!.*\/\/)(?!.*@\{)(?![./])(?!.*[./]$)[A-Za-z0-9._/@+-]{1,200}$/;
/** Longest branch name. */
const MAX_BRANCH_LENGTH = 200;
/** Set by the SDK API when a bounded quota fail-open path was used. */
const HEADER_FAIL_OPEN = 'x-sdk-failopen';
/** Correlates a response with the server's log line. */
const HEADER_REQUEST_ID = 'x-request-id';
/**
 * Set (`true`) on a pull answer whose `files` member comes last: every other member is before it,
 * so a client may apply each file as it arrives instead of holding the whole answer.
 */
const HEADER_FILES_LAST = 'x-sync-files-last';
/**
 * Sent on a push by a client that reads only the first keys of each list of the answer: each
 * locale's `created`, `updated` and `obsolete` then list at most this many keys, and `counts` says
 * how many each stands for. A server that does not know the header answers every key.
 */
const HEADER_LIST_KEYS = 'x-sync-list-keys';
/**
 * Sent on a push beside or without `x-sync-list-keys` by a client whose reports list a number of
 * keys for the whole answer: each of `created`, `updated` and `obsolete` then lists at most this
 * many keys over all of `plan`, the first entries' first, and `counts` says how many each stands
 * for. A layout of ten files per locale is then answered with the keys one file per locale would be.
 */
const HEADER_LIST_KEYS_TOTAL = 'x-sync-list-keys-total';
/** Largest `x-sync-list-keys` a server reads (a client wanting every key leaves the header out). */
const MAX_LIST_KEYS = 1_000_000;
/** Accepted clock skew between client and server, in seconds, in both directions. */
const SIGNATURE_WINDOW_SECONDS = 300;
/**
 * How long a server remembers a nonce, counted from the later of its receipt and its stamp: a request
 * stays acceptable until its stamp + the window, so the nonce must outlive that (one second more
 * than twice the window, so that no rounding of either clock can reopen it).
 */
const NONCE_RETENTION_SECONDS = 2 * SIGNATURE_WINDOW_SECONDS + 1;
/** Longest project key. */
const MAX_PROJECT_KEY_LENGTH = 128;
/** A project key: 1 to 128 characters of `[A-Za-z0-9_-]` (no newline: it is a field of the signed payload). */
const PROJECT_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
/** Longest locale code a server reads (BCP 47 tags in use are far shorter: `zh-Hant-TW` has 10). */
const MAX_LOCALE_CODE_LENGTH = 64;
/** Push bodies above this many bytes are sent gzip-compressed. */
const GZIP_THRESHOLD_BYTES = 64 * 1024;
/** Limits of the public SDK API (section 8). */
const MAX_PHRASES_PER_BATCH = 500;
const MAX_INSTANT_TEXTS = 50;
/** Formats, structures and statuses a pull may ask for. */
const FORMATS = [
    'json',
    'yaml',
    'properties',
    'po',
    'arb',
    'xliff',
    'strings',
    'android',
    'resx',
    'fluent',
    'ini',
    'go-i18n',
    'qt',
    'stringsdict',
    'php',
    'chrome',
    'json5',
    'jed',
    'vscode',
    'csv',
    'structured-json',
    'smartling',
];
const STRUCTURES = ['flat', 'nested'];
/** `approved` only approved; `translated` approved and translated; `all` also machine drafts. */
const PULL_STATUSES = ['approved', 'translated', 'all'];
/** Status of one stored translation. */
const TRANSLATION_STATUSES = (/* unused pure expression or super */ null && (['draft', 'translated', 'approved']));


/***/ }),

/***/ 6464:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   QC: () => (/* binding */ normalizeLocale),
/* harmony export */   Zd: () => (/* binding */ isLocale)
/* harmony export */ });
/* unused harmony export rememberedLocaleCount */
/**
 * Locale codes are BCP 47 language tags. Repositories often spell them with an underscore
 * (`pt_BR`), so both spellings are accepted and normalised to the hyphenated canonical form.
 */
const TAG_SHAPE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/;
/**
 * Answers already computed: a push or a pull asks for the same few locales once per file, and
 * `Intl.getCanonicalLocales` costs microseconds each time. Bounded because codes come from outside
 * (file names, request paths): past the bound it starts again empty.
 */
const CANONICAL_BOUND = 1024;
const canonicalCodes = new Map();
/** Returns the canonical BCP 47 form of `code` (`pt_br` → `pt-BR`), or undefined when it is not a tag. */
function normalizeLocale(code) {
    const known = canonicalCodes.get(code);
    if (known !== undefined)
        return known ?? undefined;
    const canonical = canonicalOf(code);
    if (canonicalCodes.size >= CANONICAL_BOUND)
        canonicalCodes.clear();
    canonicalCodes.set(code, canonical ?? null);
    return canonical;
}
/** The number of answers `normalizeLocale` keeps (for tests of its bound). */
function rememberedLocaleCount() {
    return canonicalCodes.size;
}
function canonicalOf(code) {
    if (!TAG_SHAPE.test(code))
        return undefined;
    try {
        const [canonical] = Intl.getCanonicalLocales(code.replaceAll('_', '-'));
        return canonical;
    }
    catch {
        return undefined;
    }
}
/** True when `code` is a BCP 47 tag, in either spelling. */
function isLocale(code) {
    return normalizeLocale(code) !== undefined;
}


/***/ }),

/***/ 2522:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VH: () => (/* binding */ isSafeRelativePath),
/* harmony export */   ry: () => (/* binding */ splitList)
/* harmony export */ });
/* unused harmony export shown */
// String rules that the schemas and the repository side share, without zod: a module apart so that
// using them builds no schema (a client bundle reaches them without `sync-schemas.ts`).
/** True when `p` is relative, uses `/`, and has no `..`, drive letter, backslash or NUL. */
function isSafeRelativePath(p) {
    if (p.length === 0 || p.includes('\0') || p.includes('\\'))
        return false;
    if (p.startsWith('/') || /^[A-Za-z]:/.test(p))
        return false;
    return p.split('/').every((part) => part !== '..' && part !== '');
}
/** Splits `de,fr`, `de, fr` or newline-separated lists into trimmed, non-empty items. */
function splitList(value) {
    return value
        .split(/[,\n]/)
        .map((item) => item.trim())
        .filter((item) => item.length > 0);
}
/**
 * A value from outside for a message: short ones as they are (JSON-quoted), long ones cut to their
 * first 40 characters and their length, so an answer or log line never carries a megabyte-long
 * identifier (docs/protocol.md, Limits: a message quotes at most 80 characters of it).
 */
function shown(value) {
    if (typeof value !== 'string')
        return typeof value;
    return value.length <= 80
        ? JSON.stringify(value)
        : `${JSON.stringify(value.slice(0, 40))}… (${value.length} characters)`;
}


/***/ }),

/***/ 3124:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ SyncError),
/* harmony export */   k: () => (/* binding */ UnsafePathError)
/* harmony export */ });
/**
 * A failure of the sync core that a person can act on. `file` and `line` point at the repository file
 * at fault, so the actions can annotate it.
 */
class SyncError extends Error {
    name = 'SyncError';
    file;
    line;
    constructor(message, where = {}) {
        super(message);
        this.file = where.file;
        this.line = where.line;
    }
}
/** A target path that would leave the repository, or go through a link; nothing is written. */
class UnsafePathError extends SyncError {
    name = 'UnsafePathError';
}


/***/ }),

/***/ 8271:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hk: () => (/* binding */ safeText),
/* harmony export */   Xk: () => (/* binding */ INVISIBLE_CONTROLS),
/* harmony export */   hN: () => (/* binding */ escapeControl),
/* harmony export */   qq: () => (/* binding */ silentLogger)
/* harmony export */ });
/** A logger that drops everything. */
const silentLogger = {
    debug() { },
    info() { },
    warning() { },
    error() { },
};
/**
 * Characters that change how the text around them is shown without being seen themselves: C0 and
 * C1 controls (terminal escapes), line and paragraph separators, and the bidirectional controls
 * (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069) that can make a line read in another
 * order than it is written (CVE-2021-42574, "Trojan Source").
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is matched here.
const INVISIBLE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;
/** `\uXXXX` for one character: how an invisible control is shown instead of being obeyed. */
function escapeControl(c) {
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}
/**
 * Makes a string that came from the server or from file contents safe to print on one line: control
 * and bidirectional characters become `\uXXXX` escapes, and `::` is broken up so the text can never
 * be read by the runner as a workflow command (CVE-2020-15228).
 */
function safeText(value) {
    return value.replace(INVISIBLE_CONTROLS, escapeControl).replaceAll('::', ':\u200b:');
}


/***/ }),

/***/ 9311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ listKeysWithinBudget),
/* harmony export */   s: () => (/* binding */ unlistedText)
/* harmony export */ });
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(515);

const KINDS = ['created', 'updated', 'obsolete', 'kept', 'ignored'];
/** How many keys of a kind a change holds (`kept` and `ignored` lists are never cut). */
function countOf(change, kind) {
    if (kind === 'kept' || kind === 'ignored')
        return change[kind]?.length ?? 0;
    return (0,_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .keyCount */ .fo)(change, kind);
}
/**
 * Which keys a report lists. Each change lists at most MAX_KEYS_LISTED keys of each kind, and the
 * whole report at most MAX_KEYS_LISTED per locale of each kind: a one-file-per-locale report lists
 * what it always did, while a layout with hundreds of files per locale lists as many keys as one
 * file per locale would, the first files' keys, and counts the rest (a first push of 200 files
 * printed 10,000 lines of keys no reviewer reads). Every count stays exact: each change's line or row
 * has its own, and `unlisted` sums those of the changes past the budget.
 */
function listKeysWithinBudget(changes) {
    const budget = _plan_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_KEYS_LISTED */ .oi * new Set(changes.map((change) => change.locale)).size;
    const left = new Map(KINDS.map((kind) => [kind, budget]));
    const unlisted = { changes: 0, counts: { created: 0, updated: 0, obsolete: 0, kept: 0, ignored: 0 } };
    const perChange = changes.map((change) => {
        const listings = [];
        for (const kind of KINDS) {
            const keys = change[kind];
            if (keys === undefined)
                continue;
            const room = Math.min(_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_KEYS_LISTED */ .oi, left.get(kind) ?? 0);
            const shown = keys.length <= room ? keys : keys.slice(0, room);
            left.set(kind, (left.get(kind) ?? 0) - shown.length);
            listings.push({ kind, shown, more: countOf(change, kind) - shown.length });
        }
        const listsNone = listings.every((listing) => listing.shown.length === 0);
        if (!listsNone || listings.every((listing) => listing.more === 0))
            return listings;
        unlisted.changes++;
        for (const { kind, more } of listings)
            unlisted.counts[kind] += more;
        return [];
    });
    return { perChange, budget, unlisted };
}
/** `180 more files have changes not listed key by key (…): 90000 created, 0 updated, 0 obsolete`. */
function unlistedText(listing) {
    const { changes, counts } = listing.unlisted;
    if (changes === 0)
        return undefined;
    const parts = [`${counts.created} created`, `${counts.updated} updated`, `${counts.obsolete} obsolete`];
    if (counts.kept > 0)
        parts.push(`${counts.kept} kept`);
    if (counts.ignored > 0)
        parts.push(`${counts.ignored} ignored`);
    const files = changes === 1 ? '1 more file has' : `${changes} more files have`;
    return `${files} changes not listed key by key (a report lists at most ${listing.budget} keys of each kind, ${_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_KEYS_LISTED */ .oi} per locale): ${parts.join(', ')}`;
}


/***/ }),

/***/ 515:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F0: () => (/* binding */ listFirstKeys),
/* harmony export */   WN: () => (/* binding */ countsText),
/* harmony export */   fo: () => (/* binding */ keyCount),
/* harmony export */   ik: () => (/* binding */ hasChanges),
/* harmony export */   kC: () => (/* binding */ describeOrphan),
/* harmony export */   oi: () => (/* binding */ MAX_KEYS_LISTED)
/* harmony export */ });
/* unused harmony export describeRename */
/* harmony import */ var _logger_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8271);

/** How many keys of a kind the change touches (its list may hold only the first of them). */
function keyCount(change, kind) {
    return change.counts?.[kind] ?? change[kind].length;
}
/**
 * The change with each key list cut to its first `max` keys and the counts kept: what the reports
 * show (`MAX_KEYS_LISTED` keys of each kind). A pull of every file of a large project creates a
 * million keys; kept whole to the end, their names were a large part of its memory.
 */
function listFirstKeys(change, max) {
    const kinds = ['created', 'updated', 'obsolete'];
    if (kinds.every((kind) => change[kind].length <= max))
        return change;
    return {
        ...change,
        created: change.created.slice(0, max),
        updated: change.updated.slice(0, max),
        obsolete: change.obsolete.slice(0, max),
        counts: {
            created: keyCount(change, 'created'),
            updated: keyCount(change, 'updated'),
            obsolete: keyCount(change, 'obsolete'),
        },
    };
}
/** One line per resource the service holds without a source file here, saying what to do. */
function describeOrphan(orphan) {
    const name = orphan.resource === ''
        ? 'the default resource (files pushed without a resource)'
        : `resource ${(0,_logger_js__WEBPACK_IMPORTED_MODULE_0__/* .safeText */ .Hk)(orphan.resource)}`;
    const keys = orphan.keys === undefined ? '' : ` (${orphan.keys} source key${orphan.keys === 1 ? '' : 's'})`;
    return `the service holds ${name}${keys}, whose source file is not in this repository's layout: it is kept, not written; push its source file again, or remove it from the service (admin CLI: resources remove)`;
}
/** The line saying the service renamed a resource before applying the push (one source file became several, or back). */
function describeRename(rename, dryRun) {
    const name = (r) => r === '' ? 'the default resource (files pushed without a resource)' : `resource ${safeText(r)}`;
    return `the service ${dryRun ? 'would rename' : 'renamed'} ${name(rename.from)} to ${name(rename.to)}: its source file was pushed from the same path, so its translations, their statuses and history ${dryRun ? 'would move' : 'moved'} with it`;
}
/** True when the change touches at least one key. */
function hasChanges(change) {
    return keyCount(change, 'created') + keyCount(change, 'updated') + keyCount(change, 'obsolete') > 0;
}
/** Keys listed per change kind before the list is cut short (the report's budget: key-budget.ts). */
const MAX_KEYS_LISTED = 50;
/** `3 created, 1 updated, 0 obsolete, 10 unchanged` (plus kept and ignored when there are any). */
function countsText(change) {
    const parts = [
        `${keyCount(change, 'created')} created`,
        `${keyCount(change, 'updated')} updated`,
        `${keyCount(change, 'obsolete')} obsolete`,
    ];
    if (change.kept && change.kept.length > 0)
        parts.push(`${change.kept.length} kept`);
    if (change.ignored && change.ignored.length > 0)
        parts.push(`${change.ignored.length} ignored`);
    parts.push(`${change.unchanged} unchanged`);
    if (change.problems)
        parts.push(`${change.problems} translation problem${change.problems === 1 ? '' : 's'}`);
    return parts.join(', ');
}


/***/ }),

/***/ 5448:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i: () => (/* binding */ renderSummaryMarkdown)
});

// UNUSED EXPORTS: renderFailureMarkdown

// EXTERNAL MODULE: ../../packages/sync/src/report/key-budget.ts
var key_budget = __webpack_require__(9311);
// EXTERNAL MODULE: ../../packages/sync/src/logger.ts
var logger = __webpack_require__(8271);
;// CONCATENATED MODULE: ../../packages/sync/src/report/markdown.ts

// Line breaks of every kind: a table cell, a summary line and a code span are one line each.
const LINE_BREAKS = /[\r\n\u2028\u2029\u0085\v\f]+/g;
// Every ASCII character that CommonMark, GitHub Flavored Markdown (tables, strikethrough, autolinks)
// or GitHub's math and mentions give a meaning. CommonMark reads a backslash before any ASCII
// punctuation as "this character, as text", so each is shown as itself and never acts. (Numeric
// character references did the same in the Markdown, but GitHub's job summary shows them raw.)
const MARKUP = /[\\`*_[\]()#+\-!|<>{}~$:@&]/g;
/** Shows control and bidirectional characters as visible `\uXXXX` instead of letting them act. */
function visible(value) {
    return value.replace(LINE_BREAKS, ' ').replace(logger/* INVISIBLE_CONTROLS */.Xk, logger/* escapeControl */.hN);
}
/**
 * Escapes outside text (notes, messages, locales) for a Markdown line or table cell: Markdown and
 * HTML characters get a backslash, `www.` and `scheme:` cannot autolink, line breaks become spaces,
 * and control and bidirectional characters become visible `\uXXXX` escapes.
 */
function markdown_escapeCell(value) {
    return visible(value
        .replace(MARKUP, '\\$&')
        // GFM links a bare `www.` and an e-mail address without any of the characters above.
        .replace(/\b(www)\./gi, '$1\\.')
        .replace(/\\@\S*/g, (address) => address.replaceAll('.', '\\.'))
        // A line that starts with digits and a dot would start an ordered list.
        .replace(/^(\s*\d+)\./, '$1\\.'));
}
/**
 * Shows outside text (a key, a path) as a Markdown code span, which a renderer shows literally: no
 * links, no HTML, no formatting. The fence is one backtick longer than any run inside, and `|` is
 * written `\|` so a table's cell split never sees it (GFM takes the backslash away before the span
 * is read). A backslash right before a `|` cannot be written in a span inside a table: such a
 * value is escaped as text instead.
 */
function markdown_codeSpan(value) {
    const text = visible(value);
    if (text === '')
        return '';
    if (text.includes('\\|'))
        return markdown_escapeCell(value);
    const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longestRun + 1);
    // A span strips one space at each end when both ends have one, and a backtick at an end would
    // join the fence: pad with a space then.
    const pad = /^[` ]|[` ]$/.test(text) && text.trim() !== '' ? ' ' : '';
    return `${fence}${pad}${text.replaceAll('|', '\\|')}${pad}${fence}`;
}
/**
 * Escapes outside text for raw HTML (a `<summary>` line, where Markdown is not read): `&`, `<`, `>`
 * and quotes become the entities a browser shows as the character, and controls become `\uXXXX`.
 */
function escapeHtml(value) {
    return visible(value).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);
}

// EXTERNAL MODULE: ../../packages/sync/src/report/plan.ts
var plan = __webpack_require__(515);
;// CONCATENATED MODULE: ../../packages/sync/src/report/summary.ts



/**
 * Renders a push or pull result as Markdown for a job summary: a table with one row per locale, then
 * per changed locale a table of its keys within the report's budget (key-budget.ts), then one line
 * counting the keys of the files past it. `title` is the caller's own text; every other string is
 * escaped (markdown.ts): keys, locales, paths and notes come from files and the server.
 */
function renderSummaryMarkdown(args) {
    const out = [];
    out.push(`### ${args.title}${args.dryRun ? ' (dry run: nothing was changed)' : ''}`, '');
    for (const note of typeof args.note === 'string' ? [args.note] : (args.note ?? [])) {
        if (note)
            out.push(markdown_escapeCell(note), '');
    }
    const orphans = args.orphanResources ?? [];
    if (orphans.length > 0) {
        out.push(`**${orphans.length} resource${orphans.length === 1 ? '' : 's'} in the service without a source file in this repository** (kept in the service, not written; push the source file again, or remove the resource with the admin CLI's \`resources remove\`):`, '', '| Resource | Source keys |', '| --- | ---: |', ...orphans.map((o) => `| ${o.resource === '' ? '(default resource)' : markdown_codeSpan(o.resource)} | ${o.keys ?? ''} |`), '');
    }
    if (args.changes.length === 0) {
        out.push('No locales.', '');
        return out.join('\n');
    }
    const showKept = args.changes.some((c) => (c.kept?.length ?? 0) > 0);
    const showIgnored = args.changes.some((c) => (c.ignored?.length ?? 0) > 0);
    const showProblems = args.changes.some((c) => (c.problems ?? 0) > 0);
    const head = ['Locale', 'File', 'Created', 'Updated', 'Obsolete'];
    if (showKept)
        head.push('Kept');
    if (showIgnored)
        head.push('Ignored');
    head.push('Unchanged');
    if (showProblems)
        head.push('Translation problems');
    out.push(`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i < 2 ? ' --- ' : ' ---: ')).join('|')}|`);
    for (const c of args.changes) {
        const row = [
            markdown_escapeCell(c.locale),
            (c.path === undefined ? '' : markdown_codeSpan(c.path)) +
                (c.note === undefined ? '' : ` (${markdown_escapeCell(c.note)})`),
            String((0,plan/* keyCount */.fo)(c, 'created')),
            String((0,plan/* keyCount */.fo)(c, 'updated')),
            String((0,plan/* keyCount */.fo)(c, 'obsolete')),
        ];
        if (showKept)
            row.push(String(c.kept?.length ?? 0));
        if (showIgnored)
            row.push(String(c.ignored?.length ?? 0));
        row.push(String(c.unchanged));
        if (showProblems)
            row.push(String(c.problems ?? 0));
        out.push(`| ${row.join(' | ')} |`);
    }
    out.push('');
    const listing = (0,key_budget/* listKeysWithinBudget */.d)(args.changes);
    for (const [index, c] of args.changes.entries()) {
        const lists = listing.perChange[index] ?? [];
        if (lists.every(({ shown, more }) => shown.length === 0 && more === 0))
            continue;
        // `<details>` starts an HTML block: its first line is HTML, not Markdown.
        out.push(`<details><summary>${escapeHtml(c.locale)}: ${escapeHtml((0,plan/* countsText */.WN)(c))}</summary>`, '');
        out.push('| Change | Key |', '| --- | --- |');
        for (const { kind, shown, more } of lists) {
            for (const key of shown)
                out.push(`| ${kind} | ${markdown_codeSpan(key)} |`);
            if (more > 0)
                out.push(`| ${kind} | … and ${more} more |`);
        }
        out.push('', '</details>', '');
    }
    const unlisted = (0,key_budget/* unlistedText */.s)(listing);
    if (unlisted !== undefined)
        out.push(`${markdown_escapeCell(unlisted)}; the table above counts each file's keys.`, '');
    return out.join('\n');
}
/** Most problems a failure summary lists; the rest are counted. */
const MAX_PROBLEMS_LISTED = 100;
/**
 * Renders a failed run as Markdown for a job summary: the reason (the step's failure message) and a
 * table of the problems found in files (a broken file, the checks under `strict`), so the summary
 * says why as the log does. `title` is the caller's own text; every other string is escaped.
 */
function renderFailureMarkdown(args) {
    const out = [`### ${args.title} failed`, '', escapeCell(args.reason), ''];
    if (args.problems.length > 0) {
        out.push('| Level | File | Line | Problem |', '| --- | --- | ---: | --- |');
        for (const p of args.problems.slice(0, MAX_PROBLEMS_LISTED)) {
            out.push(`| ${p.level} | ${codeSpan(p.file)} | ${p.line ?? ''} | ${escapeCell(p.message)} |`);
        }
        if (args.problems.length > MAX_PROBLEMS_LISTED) {
            out.push(`| | | | … and ${args.problems.length - MAX_PROBLEMS_LISTED} more |`);
        }
        out.push('');
    }
    return out.join('\n');
}


/***/ }),

/***/ 2436:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   tF: () => (/* binding */ CONFIG_PATH),
/* harmony export */   w: () => (/* binding */ DEFAULT_OUTPUT_DIR)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3124);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3384);



/** Where the repository's sync settings live, relative to the root. */
const CONFIG_PATH = '.locale/config.json';
/** Where pull writes when the config does not say otherwise (spec, section 1). */
const DEFAULT_OUTPUT_DIR = 'locales';
/** Reads and validates `.locale/config.json` below `root`; a missing file gives the defaults. */
async function loadConfig(root, logger) {
    let text;
    try {
        // Through the same checks as every file: a config linked to a file outside is not read.
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(await (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveInside */ .LI)(await (0,_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .realRoot */ .dU)(root), CONFIG_PATH, 'read'), 'utf8');
    }
    catch (err) {
        if (err instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UnsafePathError */ .k)
            throw err;
        if (err.code === 'ENOENT') {
            logger.debug(`no ${CONFIG_PATH}; using the defaults (outputDir "${DEFAULT_OUTPUT_DIR}")`);
            return { present: false, outputDir: DEFAULT_OUTPUT_DIR, outputDirSet: false, paths: new Map() };
        }
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .SyncError */ .S(`${CONFIG_PATH} cannot be read: ${err.message}`, { file: CONFIG_PATH });
    }
    // zod and the config's checks are a chunk of their own, loaded only for a repository that has a
    // config: most runs have none, and an action's start then loads no zod at all.
    const { parseConfig } = await Promise.all(/* import() */[__webpack_require__.e(143), __webpack_require__.e(790)]).then(__webpack_require__.bind(__webpack_require__, 790));
    return parseConfig(text, logger);
}


/***/ }),

/***/ 4621:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hy: () => (/* binding */ crowdinSpelling),
/* harmony export */   Il: () => (/* binding */ crowdinPathLocale),
/* harmony export */   Jw: () => (/* binding */ crowdinOnlyLocale),
/* harmony export */   mI: () => (/* binding */ crowdinOnlyPlaceholder),
/* harmony export */   qh: () => (/* binding */ crowdinIdLocale)
/* harmony export */ });
// Crowdin's own language codes where BCP 47 reads them otherwise or not at all. Crowdin names each
// language by an id (the keys of a `crowdin.yml` `languages_mapping`: `es-ES`, `sr-CS`, `kab`) and
// writes it in a path with placeholders of its own (`%locale%` is `kab-KAB` for Kabyle, `sr-CS` for
// Serbian in Latin script, `val-ES` for Valencian), taken from Crowdin's language table
// (developer.crowdin.com/language-codes). Every other code of that table reads as written.
/** Crowdin's language ids BCP 47 reads as another language or script → the BCP 47 tag. */
const CROWDIN_IDS = new Map([
    // Serbian (Latin): `CS` is the former Serbia and Montenegro, and BCP 47 replaces it with `RS`
    // (Serbia), whose Serbian is written in Cyrillic.
    ['sr-CS', 'sr-Latn'],
    // Valencian: `val` is ISO 639-3's Vehes, a language of Papua New Guinea.
    ['val-ES', 'ca-ES-valencia'],
    // Montenegrin (Latin): `me` names no language (ISO 639-3's `cnr` is Serbian of Montenegro in CLDR).
    ['me', 'sr-Latn-ME'],
    ['ido', 'io'],
    ['tlh-AA', 'tlh'],
    ['qya-AA', 'qya'],
    // Rusyn: `ry` names no language.
    ['ry-UA', 'rue-UA'],
]);
/**
 * Crowdin's `%locale%` codes whose region is none (`KAB`, `SP`, `EN`: no ISO 3166 region) or that
 * name another language in BCP 47, → the tag of the Crowdin language they stand for.
 */
const CROWDIN_LOCALES = new Map([
    ['kab-KAB', 'kab'],
    ['mos-MOS', 'mos'],
    ['pap-PAP', 'pap'],
    ['sah-SAH', 'sah'],
    ['tzl-TZL', 'tzl'],
    ['kdh-KDH', 'kdh'],
    ['zea-ZEA', 'zea'],
    ['sr-SP', 'sr'],
    ['sr-CS', 'sr-Latn'],
    ['val-ES', 'ca-ES-valencia'],
    ['me-ME', 'sr-Latn-ME'],
    ['ns-ZA', 'nso-ZA'],
    ['io-EN', 'io'],
    ['jbo-EN', 'jbo'],
    ['ry-UA', 'rue-UA'],
    ['tlh-AA', 'tlh'],
    ['qya-AA', 'qya'],
]);
/**
 * Crowdin's `%two_letters_code%` codes that name no ISO 639-1 language → the tag of the Crowdin
 * language they stand for (Pixelfed's `public/_lang/me.json`).
 */
const CROWDIN_TWO_LETTERS = new Map([['me', 'sr-Latn-ME']]);
/** The BCP 47 tag of a Crowdin language id (`sr-CS` → `sr-Latn`); the id itself when BCP 47 reads it so. */
function crowdinIdLocale(id) {
    return CROWDIN_IDS.get(id) ?? id;
}
/**
 * The BCP 47 tag of a code Crowdin wrote in a path for one of its language placeholders, when BCP 47
 * reads that spelling otherwise or not at all (`kab-KAB`, `kab_KAB`, `kab-rKAB`, `sr_CS`); undefined
 * for every other code, which reads as written.
 */
function crowdinPathLocale(code) {
    const asLocale = code.replace(/\.lproj$/, '').replace(/^([a-z]{2,3})-r([A-Z]{2,3})$/, '$1-$2');
    const spelled = asLocale.replaceAll('_', '-');
    return CROWDIN_LOCALES.get(spelled) ?? CROWDIN_TWO_LETTERS.get(spelled);
}
/**
 * How Crowdin writes `tag` at `placeholder` where BCP 47 spells it otherwise (`sr-Latn` → `sr-CS`,
 * `ca-ES-valencia` → `val-ES`, `kab` → `kab-KAB` at `%locale%`; `sr-Latn-ME` → `me` at
 * `%two_letters_code%`); undefined for every other tag.
 */
function crowdinSpelling(tag, placeholder) {
    const table = placeholder === 'locale' ? CROWDIN_LOCALES : CROWDIN_TWO_LETTERS;
    for (const [code, locale] of table)
        if (locale === tag)
            return code;
    return undefined;
}
/** The placeholder that writes `code` when only Crowdin writes it (`kab-KAB`: `locale`; `me`: `two_letters_code`). */
function crowdinOnlyPlaceholder(code) {
    if (crowdinOnlyLocale(code) === undefined)
        return undefined;
    return CROWDIN_TWO_LETTERS.has(code) ? 'two_letters_code' : 'locale';
}
// Regions of Crowdin's `%locale%` codes that no ISO 3166 country has (three letters, as in `kab-KAB`,
// are not even a BCP 47 region; `AA` is a code ISO 3166 leaves to users): such a code can only be
// Crowdin's, with or without a `crowdin.yml`.
const NO_COUNTRY = /^(?:[A-Z]{3}|SP|EN|AA)$/;
// The two letters of Crowdin's codes above that no ISO 639-1 language has (Montenegrin's `me`,
// Rusyn's `ry`, Northern Sotho's `ns`): such a code too can only be Crowdin's.
const NO_LANGUAGE = /^(?:me|ry|ns)$/;
/**
 * The BCP 47 tag of a Crowdin code that can be nothing else: its region names no country (`kab-KAB`
 * → `kab`, `sr-SP` → `sr`), as OBS Studio's `data/locale/kab-KAB.ini` with no `crowdin.yml`
 * committed, or its two letters name no ISO 639-1 language (`me` → `sr-Latn-ME`, `ry-UA` →
 * `rue-UA`); undefined for the rest, `sr-CS` and `val-ES` among them, which read otherwise unless a
 * `crowdin.yml` or the layout (`crowdinSpelledLayouts`) says they are Crowdin's.
 */
function crowdinOnlyLocale(code) {
    const tag = crowdinPathLocale(code);
    if (tag === undefined)
        return undefined;
    const [language = '', region] = code.split(/[-_]/);
    if (region !== undefined && NO_COUNTRY.test(region))
        return tag;
    return NO_LANGUAGE.test(language) ? tag : undefined;
}


/***/ }),

/***/ 3634:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ arbEscapingOf),
/* harmony export */   h: () => (/* binding */ flutterArbFolders)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
// Flutter's gen-l10n says where its ARB files are: `l10n.yaml` beside `pubspec.yaml` names the folder
// (`arb-dir`, by default `lib/l10n`), whatever it is called: the skeleton template's
// `lib/src/localization/`. Such a folder is a locale folder, so its template `app_en.arb` is a source
// before any translation exists, as `lib/l10n/app_en.arb` is.

/** gen-l10n's `arb-dir` when l10n.yaml does not name one. */
const DEFAULT_ARB_DIR = 'lib/l10n';
/** A top-level `arb-dir:` of a YAML file, its value bare or quoted, a comment after it allowed. */
const ARB_DIR = /^arb-dir[ \t]*:[ \t]*(?:"([^"\n]*)"|'([^'\n]*)'|([^\s#'"][^#\n]*?))[ \t]*(?:#.*)?$/m;
/**
 * A top-level `use-escaping:` of a YAML file: a YAML boolean (`true`, `True`, `TRUE`, `false`, …),
 * bare or quoted as a string is not (gen-l10n's `_tryReadBool` refuses a string).
 */
const USE_ESCAPING = /^use-escaping[ \t]*:[ \t]*(true|True|TRUE|false|False|FALSE)[ \t]*(?:#.*)?$/m;
/**
 * The folders, from the repository's root, that each `l10n.yaml` names as its `arb-dir` (relative to
 * the l10n.yaml's own folder, as `flutter gen-l10n` takes it; a folder outside the repository is
 * none), each with its `use-escaping`: true when set true, false otherwise (gen-l10n's default: an
 * apostrophe in a message is an ordinary character).
 */
async function flutterArbFolders(files, head) {
    const folders = new Map();
    for (const file of files) {
        if (node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.basename(file) !== 'l10n.yaml')
            continue;
        const text = head === undefined ? undefined : await head(file);
        if (text === undefined)
            continue;
        const match = ARB_DIR.exec(text);
        const arbDir = (match?.[1] ?? match?.[2] ?? match?.[3] ?? DEFAULT_ARB_DIR).replace(/\/+$/, '');
        if (arbDir === '' || node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.isAbsolute(arbDir))
            continue;
        const folder = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.join(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(file), arbDir));
        if (folder === '.' || folder === '..' || folder.startsWith('../'))
            continue;
        folders.set(folder, USE_ESCAPING.exec(text)?.[1]?.toLowerCase() === 'true');
    }
    return folders;
}
/**
 * The `use-escaping` of each folder of `arbFiles` whose l10n.yaml names it as `arb-dir`, looking in
 * the folder and each folder above it (gen-l10n reads l10n.yaml beside pubspec.yaml, its `arb-dir`
 * below): for a layout discovery does not make (`paths` or `files` in .locale/config.json), whose ARB
 * files are read as their l10n.yaml says all the same.
 */
async function arbEscapingOf(arbFiles, head) {
    const candidates = new Set();
    for (const file of arbFiles) {
        let folder = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(file));
        for (;;) {
            candidates.add(folder === '.' ? 'l10n.yaml' : `${folder}/l10n.yaml`);
            if (folder === '.' || folder === '/' || folder === '..' || folder.startsWith('../'))
                break;
            folder = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(folder);
        }
    }
    return flutterArbFolders([...candidates], head);
}


/***/ }),

/***/ 6630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $L: () => (/* binding */ syncFormatForExtension),
/* harmony export */   Kt: () => (/* binding */ compareStrings),
/* harmony export */   Le: () => (/* binding */ isQtLinguistHead),
/* harmony export */   Px: () => (/* binding */ parseFileName),
/* harmony export */   XL: () => (/* binding */ wireFormatForPath),
/* harmony export */   dB: () => (/* binding */ wireFormatForExtension),
/* harmony export */   eR: () => (/* binding */ wireExtensions),
/* harmony export */   kd: () => (/* binding */ isMultiLocale),
/* harmony export */   s_: () => (/* binding */ DISCOVERY_DIRS),
/* harmony export */   tD: () => (/* binding */ syncFormatForPath)
/* harmony export */ });
/* unused harmony export MULTI_LOCALE_FORMATS */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _locale_sync_formats_core__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9386);
/* harmony import */ var _locale_sync_protocol__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1857);
/* harmony import */ var _locale_sync_protocol__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6464);
/* harmony import */ var _locale_spelling_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(987);




/** Folders searched for translation files, relative to the repository root (spec, section 1). */
const DISCOVERY_DIRS = [
    'locales',
    'i18n',
    'translations',
    'src/locales',
    'src/i18n',
    'src/translations',
];
/**
 * Formats whose one file holds every locale (an Xcode String Catalog, Godot's CSV translations, Twine's strings). The
 * wire does not carry them: the sync sends each locale the file holds as flat JSON, and writes what
 * it pulls back into the file.
 */
const MULTI_LOCALE_FORMATS = ['xcstrings', 'godot-csv', 'twine'];
/** True when `format` names a format whose one file holds every locale. */
function isMultiLocale(format) {
    return MULTI_LOCALE_FORMATS.includes(format);
}
/** True when the wire carries `format` (the formats package may read more formats than the wire has). */
function onTheWire(format) {
    return _locale_sync_protocol__WEBPACK_IMPORTED_MODULE_1__/* .FORMATS */ .hR.includes(format.name);
}
/** True when the sync reads files of `format`: the wire carries it, or its one file holds every locale. */
function syncedFormat(format) {
    return onTheWire(format) || isMultiLocale(format.name);
}
/**
 * The format owning an extension, when the sync API carries it (the formats package may read more
 * formats than the wire has).
 */
function wireFormatForExtension(ext) {
    const format = (0,_locale_sync_formats_core__WEBPACK_IMPORTED_MODULE_2__/* .formatInfoForExtension */ .GZ)(ext);
    return format && onTheWire(format) ? format : undefined;
}
/**
 * The format owning an extension when the sync reads its files: a format the wire carries, or one
 * whose file holds every locale (`.xcstrings`), sent per locale.
 */
function syncFormatForExtension(ext) {
    const format = (0,_locale_sync_formats_core__WEBPACK_IMPORTED_MODULE_2__/* .formatInfoForExtension */ .GZ)(ext);
    return format && syncedFormat(format) ? format : undefined;
}
/**
 * The format of a repository path, when the sync API carries it: a format that owns the path by its
 * layout (`_locales/de/messages.json` is `chrome`), else the extension's.
 */
function wireFormatForPath(file) {
    const format = (0,_locale_sync_formats_core__WEBPACK_IMPORTED_MODULE_2__/* .formatInfoForPath */ .co)(file);
    return format && onTheWire(format) ? format : undefined;
}
/**
 * The format of a repository path when the sync reads its files: a format the wire carries (by the
 * path's layout, else its extension), or one whose file holds every locale (`.xcstrings`), sent per locale.
 */
function syncFormatForPath(file) {
    const format = (0,_locale_sync_formats_core__WEBPACK_IMPORTED_MODULE_2__/* .formatInfoForPath */ .co)(file);
    return format && syncedFormat(format) ? format : undefined;
}
/** Extensions of the formats the sync API carries. */
function wireExtensions() {
    const infos = (0,_locale_sync_formats_core__WEBPACK_IMPORTED_MODULE_2__/* .formatInfos */ .N$)();
    return _locale_sync_protocol__WEBPACK_IMPORTED_MODULE_1__/* .FORMATS */ .hR.flatMap((name) => [...(infos.find((f) => f.name === name)?.extensions ?? [])]);
}
/**
 * Reads a file name as `<locale>.<ext>`: the locale normalised and the format owning the extension,
 * or a reason why it is not a translation file.
 */
function parseFileName(name) {
    const ext = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.extname(name);
    const format = wireFormatForExtension(ext);
    if (!format)
        return { skip: `extension "${ext}" is not a known translation format` };
    const stem = name.slice(0, name.length - ext.length);
    if ((0,_locale_spelling_js__WEBPACK_IMPORTED_MODULE_3__/* .isNoLanguageCode */ .np)(stem.toLowerCase()))
        return { skip: `"${stem}" names no language (MediaWiki's qqq is message documentation)` };
    const locale = (0,_locale_spelling_js__WEBPACK_IMPORTED_MODULE_3__/* .mediaWikiLocale */ .V_)(stem) ?? (0,_locale_sync_protocol__WEBPACK_IMPORTED_MODULE_4__/* .normalizeLocale */ .QC)(stem);
    if (locale === undefined)
        return { skip: `"${stem}" is not a locale code` };
    // As discovery reads every other path: a code no locale data knows (Invidious's `sgn.json`, ISO 639's
    // collection "sign languages", kept as `{}`; `cn.json`) is left out, not sent as a locale of its own.
    const language = locale.split('-')[0];
    if (!(0,_locale_spelling_js__WEBPACK_IMPORTED_MODULE_3__/* .knownLanguage */ .MY)(language.toLowerCase()))
        return { skip: `"${language}" is not a language code` };
    return { locale, format: format.name };
}
/**
 * Whether a file's first bytes are a Qt Linguist file's (`<TS` as an element), which `.ts` shares
 * with TypeScript: a `.ts` file is read as Qt Linguist only when it says so.
 */
function isQtLinguistHead(head) {
    return head !== undefined && /<TS[\s>/]/.test(head);
}
/** Code-unit order: the same on every machine, unlike `localeCompare`. */
function compareStrings(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ }),

/***/ 987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AE: () => (/* binding */ LOCALE_PLACEHOLDERS),
/* harmony export */   Hy: () => (/* binding */ spellLocale),
/* harmony export */   MY: () => (/* binding */ knownLanguage),
/* harmony export */   OC: () => (/* binding */ readProjectLocale),
/* harmony export */   V_: () => (/* binding */ mediaWikiLocale),
/* harmony export */   XE: () => (/* binding */ readLocale),
/* harmony export */   _d: () => (/* binding */ wireLocale),
/* harmony export */   iD: () => (/* binding */ unmapSpelling),
/* harmony export */   il: () => (/* binding */ mediaWikiCode),
/* harmony export */   l2: () => (/* binding */ ownCodeFor),
/* harmony export */   np: () => (/* binding */ isNoLanguageCode),
/* harmony export */   oj: () => (/* binding */ mappedSpelling),
/* harmony export */   p1: () => (/* binding */ ANDROID_NON_LOCALE),
/* harmony export */   pt: () => (/* binding */ localeParts),
/* harmony export */   rq: () => (/* binding */ extendedLanguageOf)
/* harmony export */ });
/* unused harmony export TWO_LETTER_LANGUAGES */
/* harmony import */ var _locale_sync_protocol__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6464);
/* harmony import */ var _crowdin_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4621);


/**
 * The placeholders that spell a locale in a `files` path: `{locale}` (`pt-BR`), `{locale_}` (`pt_BR`),
 * `{language}` (`pt`), `{region}` (`BR`), `{android}` (the resource qualifier: `pt-rBR`, `b+sr+Latn`).
 */
const LOCALE_PLACEHOLDERS = ['locale', 'locale_', 'language', 'region', 'android'];
// gettext modifiers that name a script; any other modifier is read as a BCP 47 variant (`ca@valencia`).
const MODIFIER_SCRIPTS = { latin: 'Latn', cyrillic: 'Cyrl' };
// The same, by script: glibc's locale names have these two (`sr_RS@latin`, `uz_UZ@cyrillic`).
const SCRIPT_MODIFIERS = { Latn: 'latin', Cyrl: 'cyrillic' };
// Built the first time a language outside TWO_LETTER_LANGUAGES is read, not at load: it loads ICU's
// language names, about 14 ms of an action's start, which most runs never need.
let languageNames;
/**
 * The two-letter language subtags ICU's English language names know (`languageNames.of` answers
 * them): a path's locale is nearly always one of these, and they are checked without ICU's names.
 * `test/locale-spelling.test.ts` holds this list to `Intl.DisplayNames` for every pair of letters.
 */
const TWO_LETTER_LANGUAGES = new Set(('aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de ' +
    'dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ' +
    'ie ig ii ik in io is it iu iw ja ji jv jw ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ' +
    'ln lo lt lu lv mg mh mi mk ml mn mo mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa ' +
    'pi pl ps pt qu rm rn ro ru rw sa sc sd se sg sh si sk sl sm sn so sq sr ss st su sv sw ta te tg th ' +
    'ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu').split(' '));
// ISO 639's codes for no one language: multiple (`mul`, Xcode's `mul.lproj/` of String Catalogs that
// hold every language), undetermined, no linguistic content, uncoded. ICU names them, yet no
// translation is in one of them.
// And MediaWiki's `qqq` (message documentation: what each message is for, kept as `i18n/qqq.json`
// beside the translations) and `qqx` (a debug language showing message names): codes of ISO 639's
// private-use range, which MediaWiki and translatewiki.net treat as no language.
const NO_LANGUAGE_CODES = new Set(['mul', 'und', 'zxx', 'mis', 'qqq', 'qqx']);
// MediaWiki's own codes for Serbian's two scripts (LanguageCode's nonstandard code mapping, T117845):
// read as BCP 47 they would be regions (Ecuador, and no region at all).
const MEDIAWIKI_CODES = { 'sr-ec': 'sr-Cyrl', 'sr-el': 'sr-Latn' };
/** The BCP 47 tag of MediaWiki's own code for a Serbian script (`sr-ec` → `sr-Cyrl`), if `code` is one. */
function mediaWikiLocale(code) {
    return MEDIAWIKI_CODES[code.toLowerCase()];
}
/** MediaWiki's code for `locale` (`sr-Cyrl` → `sr-ec`), when it has one of its own. */
function mediaWikiCode(locale) {
    return Object.entries(MEDIAWIKI_CODES).find(([, tag]) => tag === locale)?.[0];
}
/** True when `language` (lower case) is a code for no one language: `mul`, `und`, `zxx`, `mis`, MediaWiki's `qqq`, `qqx`. */
function isNoLanguageCode(language) {
    return NO_LANGUAGE_CODES.has(language);
}
/**
 * True when ICU's English language names know `language` (a lower-case language subtag): without
 * building `Intl.DisplayNames` for a two-letter one. Discovery reads codes with it too.
 */
function knownLanguage(language) {
    if (TWO_LETTER_LANGUAGES.has(language))
        return true;
    if (isNoLanguageCode(language))
        return false;
    if (language.length === 2)
        return false;
    languageNames ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    return languageNames.of(language) !== undefined;
}
// Android resource qualifiers that come after the locale, or stand without one: a folder named with
// them holds another configuration of the resources, not a translation (values-night, values-v21).
const ANDROID_NON_LOCALE = /^(?:ldrtl|ldltr|sw\d+dp|w\d+dp|h\d+dp|small|normal|large|xlarge|long|notlong|round|notround|widecg|nowidecg|highdr|lowdr|port|land|square|car|desk|television|appliance|watch|vrheadset|night|notnight|[a-z]*dpi|nodpi|anydpi|tvdpi|finger|notouch|stylus|keysexposed|keyshidden|keyssoft|nokeys|qwerty|12key|navexposed|navhidden|nonav|dpad|trackball|wheel|v\d+|mcc\d+|mnc\d+)$/i;
/**
 * Reads a locale as a repository spells it in place of `placeholder` and returns its BCP 47 tag with
 * case and separators made canonical (`pt_br` → `pt-BR`, `zh_Hans` → `zh-Hans`, `sr@latin` → `sr-Latn`,
 * `ca@valencia` → `ca-valencia`, Android's `pt-rBR` and `b+sr+Latn`), or undefined when the text is
 * not a locale. Legacy codes are NOT folded into their successors (`mo` stays `mo`, `sh` stays `sh`):
 * a file named `mo.yml` beside `ro.yml` is its own file. A language subtag no locale data knows (`cn`,
 * `zhtw`, Android's `night` or `v21`) is not a locale: name such a spelling in `localeMap`.
 */
function readLocale(text, placeholder = 'locale') {
    let tag;
    if (placeholder === 'android') {
        const bcp = /^b\+([A-Za-z0-9+]+)$/.exec(text);
        // aapt2 reads a language of two or three letters in the classic form (`values-fil`, `values-ast`).
        const classic = /^([a-z]{2,3})(?:-r([A-Z]{2}))?$/.exec(text);
        if (bcp)
            tag = bcp[1].replaceAll('+', '-');
        else if (classic && !ANDROID_NON_LOCALE.test(classic[1])) {
            tag = classic[2] === undefined ? classic[1] : `${classic[1]}-${classic[2]}`;
            // aapt2 takes any three letters there as a language: ISO 639-3's that locale data has no name
            // for yet are languages too (Wikipedia's values-azb/, values-skr/, values-mnw/).
            if (classic[1].length === 3)
                return canonicalCase(tag, true);
        }
        else
            return undefined;
    }
    else if (placeholder === 'region') {
        return undefined;
    }
    else {
        const at = text.indexOf('@');
        if (at >= 0) {
            const modifier = text.slice(at + 1).toLowerCase();
            const base = text.slice(0, at);
            const script = MODIFIER_SCRIPTS[modifier];
            // glibc puts the script after the region (`sr_RS@latin`); BCP 47 before it (`sr-Latn-RS`).
            const [language, ...rest] = base.split(/[-_]/);
            tag = script === undefined ? `${base}-${modifier}` : [language, script, ...rest].join('-');
        }
        else {
            // Java's bundle name of a variant without a region (`ca__valencia`, toBundleName's empty country).
            tag = text.replace(/^([a-z]{2,3})__(?=[A-Za-z0-9]{5,8}$)/, '$1_');
        }
    }
    const extended = extendedLanguageOf(tag);
    if (extended !== undefined)
        return extended;
    const mediawiki = mediaWikiLocale(tag);
    const canonical = mediawiki ?? canonicalCase(tag.replaceAll('_', '-'));
    if (canonical === undefined)
        return undefined;
    if (placeholder === 'language' && canonical.includes('-'))
        return undefined;
    return canonical;
}
// IANA's language subtag registry: the extended language subtags of Chinese and Arabic, each with its
// prefix. Only these are read: three letters after a language are more often an ISO 3166 alpha-3
// country (`zh-CHN`, `de-CHE`), and `chn`, `che` are languages too.
const EXTENDED_LANGUAGES = new Map([
    [
        'zh',
        new Set([
            'cdo',
            'cjy',
            'cmn',
            'cnp',
            'cpx',
            'csp',
            'czh',
            'czo',
            'gan',
            'hak',
            'hsn',
            'jax',
            'lzh',
            'mnp',
            'nan',
            'wuu',
            'yue',
        ]),
    ],
    [
        'ar',
        new Set([
            'aao',
            'abh',
            'abv',
            'acm',
            'acq',
            'acw',
            'acx',
            'acy',
            'adf',
            'aeb',
            'aec',
            'afb',
            'ajp',
            'apc',
            'apd',
            'arb',
            'arq',
            'ars',
            'ary',
            'arz',
            'auz',
            'avl',
            'ayh',
            'ayl',
            'ayn',
            'ayp',
            'bbz',
            'pga',
            'shu',
            'ssh',
        ]),
    ],
]);
/**
 * BCP 47's extended language form, a language and one of its registered extended subtags: `zh-yue`
 * is Cantonese, `yue`, as RFC 5646 makes the extended subtag the language (rails-i18n's
 * `rails/locale/zh-YUE.yml`); `ar-arz` is Egyptian Arabic, `arz`.
 */
function extendedLanguageOf(tag) {
    const match = /^([a-z]{2})[-_]([A-Za-z]{3})$/.exec(tag);
    if (match === null)
        return undefined;
    const extended = match[2].toLowerCase();
    return EXTENDED_LANGUAGES.get(match[1])?.has(extended) ? extended : undefined;
}
/**
 * A locale code of the project as a person or discovery names it (a `localeMap` key): read as
 * `readLocale` reads it, or, for a language of three letters locale data has no name for yet, a
 * well-formed tag in canonical case: ISO 639-3 assigns thousands of those (Kaqchikel `cak`, Mixtec
 * `mix`, which Pontoon localizes Mozilla's projects into: Monitor's `locales/cak/`), as aapt2 takes
 * any three letters in an Android folder. Two letters stay checked: ISO 639-1 is in locale data whole.
 */
function readProjectLocale(code) {
    const read = readLocale(code);
    if (read !== undefined || !/^[A-Za-z]{3}(?:[-_]|$)/.test(code))
        return read;
    const tag = canonicalCase(code.replaceAll('_', '-'), true);
    return tag === undefined || isNoLanguageCode(tag.split('-')[0]) ? undefined : tag;
}
/** `canonicalCase`'s answers by tag (null: not a tag), at most MAX_KEPT_PARTS of them. */
const keptCases = new Map();
/**
 * `tag` with BCP 47 case (language lower, script title, region upper, variants lower), checked to be a
 * well-formed tag whose language locale data knows (any language, with `anyLanguage`); no alias is
 * replaced. Kept per tag: discovery reads the same few tags in each file's path, and the check builds
 * an `Intl.Locale`.
 */
function canonicalCase(tag, anyLanguage = false) {
    const id = anyLanguage ? `*${tag}` : tag;
    let found = keptCases.get(id);
    if (found === undefined) {
        found = readCanonicalCase(tag, anyLanguage) ?? null;
        if (keptCases.size >= MAX_KEPT_PARTS)
            keptCases.clear();
        keptCases.set(id, found);
    }
    return found ?? undefined;
}
function readCanonicalCase(tag, anyLanguage) {
    if (!/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/.test(tag))
        return undefined;
    const parts = tag.split('-');
    const out = parts.map((part, index) => {
        if (index === 0)
            return part.toLowerCase();
        if (/^[A-Za-z]{4}$/.test(part) && index === 1)
            return part[0]?.toUpperCase() + part.slice(1).toLowerCase();
        if (/^[A-Za-z]{2}$|^[0-9]{3}$/.test(part))
            return part.toUpperCase();
        return part.toLowerCase();
    });
    const canonical = out.join('-');
    try {
        // Throws for what is not a well-formed tag (a repeated variant, a misplaced subtag).
        new Intl.Locale(canonical);
    }
    catch {
        return undefined;
    }
    if (!anyLanguage && !knownLanguage(out[0]))
        return undefined;
    return canonical;
}
const MAX_KEPT_PARTS = 1024;
const keptParts = new Map();
/**
 * `new Intl.Locale(tag)`'s language, script and region, kept per tag: a pull of several files per
 * locale spells the same few tags once per new file, a push's discovery reads them once per file,
 * and each `Intl.Locale` costs more than the lookup (docs/performance.md, sections 44 and 53). At
 * most MAX_KEPT_PARTS tags are kept. Throws, as `Intl.Locale` does, for what is not a tag.
 */
function localeParts(tag) {
    let parts = keptParts.get(tag);
    if (parts === undefined) {
        const locale = new Intl.Locale(tag);
        parts = { language: locale.language, script: locale.script, region: locale.region };
        if (keptParts.size >= MAX_KEPT_PARTS)
            keptParts.clear();
        keptParts.set(tag, parts);
    }
    return parts;
}
/**
 * Spells `tag` (a BCP 47 code) for `placeholder`: `localeMap` first (its value is used as is for the
 * whole-locale placeholders), else `{locale}` `pt-BR`, `{locale_}` `pt_BR` (a variant after `@`,
 * gettext's way: `ca@valencia`), `{language}` `pt`, `{region}` `BR`, `{android}` `pt-rBR` or
 * `b+sr+Latn` when the tag has more than a language and a region.
 */
function spellLocale(tag, placeholder, localeMap, style = {}) {
    const mapped = mappedSpelling(tag, localeMap);
    if (mapped !== undefined &&
        (placeholder === 'locale' || placeholder === 'locale_' || placeholder === 'android')) {
        return mapped;
    }
    if (style.crowdin !== undefined && (placeholder === 'locale' || placeholder === 'locale_')) {
        const crowdin = (0,_crowdin_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .crowdinSpelling */ .Hy)(tag, style.crowdin);
        if (crowdin !== undefined)
            return placeholder === 'locale_' ? crowdin.replaceAll('-', '_') : crowdin;
    }
    const locale = localeParts(tag);
    const language = locale.language;
    const region = locale.region === undefined ? undefined : style.lowerRegion ? locale.region.toLowerCase() : locale.region;
    switch (placeholder) {
        case 'language':
            return language;
        case 'region':
            return region ?? '';
        case 'android': {
            const parts = tag.split('-');
            if (parts.length === 1)
                return language;
            if (parts.length === 2 && locale.region !== undefined)
                return `${language}-r${locale.region}`;
            return `b+${parts.join('+')}`;
        }
        case 'locale_': {
            const parts = tag.split('-');
            const modifier = style.scriptModifiers ? scriptModifier(parts) : undefined;
            if (modifier !== undefined)
                return modifier;
            const variants = parts.filter((p, i) => i > 0 && p.length >= 4 && !/^[A-Z][a-z]{3}$/.test(p));
            const rest = parts.filter((p) => !variants.includes(p)).map((p) => inCase(p, locale.region, style));
            const hasScript = parts.some((p, i) => i > 0 && /^[A-Z][a-z]{3}$/.test(p));
            if (style.javaBundle && variants.length > 0 && region === undefined && !hasScript)
                return `${rest[0]}__${variants.join('_')}`;
            // glibc's `language[_territory]@modifier` (Audacity's `ca_ES@valencia.po`).
            if (!style.javaBundle && variants.length === 1 && rest.length <= 2 && !hasScript)
                return `${rest.join('_')}@${variants[0]}`;
            return parts.map((p) => inCase(p, locale.region, style)).join('_');
        }
        default:
            return tag
                .split('-')
                .map((p) => inCase(p, locale.region, style))
                .join('-');
    }
}
/**
 * glibc's name of a tag whose script is Latin or Cyrillic and which has nothing but a language, that
 * script and perhaps a region (`sr-Latn-RS` → `sr_RS@latin`); else undefined.
 */
function scriptModifier(parts) {
    const [language, script, region, ...rest] = parts;
    const modifier = script === undefined ? undefined : SCRIPT_MODIFIERS[script];
    if (modifier === undefined || rest.length > 0)
        return undefined;
    if (region !== undefined && !/^[A-Z]{2}$/.test(region))
        return undefined;
    return `${language}${region === undefined ? '' : `_${region}`}@${modifier}`;
}
/** A region or script subtag of a tag in the repository's case; other subtags as they are. */
function inCase(part, region, style) {
    if (style.lowerRegion && part === region)
        return part.toLowerCase();
    if (style.lowerScript && /^[A-Z][a-z]{3}$/.test(part))
        return part.toLowerCase();
    return part;
}
/** The spelling `localeMap` gives `tag`, its keys read as locales. */
function mappedSpelling(tag, localeMap) {
    if (localeMap === undefined)
        return undefined;
    for (const [code, spelling] of Object.entries(localeMap)) {
        if (readProjectLocale(code) === tag || code === tag)
            return spelling;
    }
    return undefined;
}
/** The project's code a `localeMap` spelling stands for, if the map names it. */
function unmapSpelling(spelling, localeMap) {
    if (localeMap === undefined)
        return undefined;
    for (const [code, spelled] of Object.entries(localeMap)) {
        if (spelled === spelling)
            return readProjectLocale(code) ?? code;
    }
    return undefined;
}
/**
 * The locale as the service will store it: the wire canonicalises with `Intl.getCanonicalLocales`,
 * which folds legacy codes (`mo` → `ro`, `sh` → `sr-Latn`, `iw` → `he`). Two files whose codes fold
 * into one wire locale cannot both be synced under their own codes.
 */
function wireLocale(tag) {
    return (0,_locale_sync_protocol__WEBPACK_IMPORTED_MODULE_1__/* .normalizeLocale */ .QC)(tag) ?? tag;
}
/**
 * A code the service keeps apart from the one a legacy code folds into there: that code with the
 * legacy one as a private-use subtag (`mo` → `ro-x-mo`, `sh` → `sr-Latn-x-sh`), for the `localeMap`
 * that keeps a legacy code's file a locale of its own.
 */
function ownCodeFor(legacy) {
    return `${wireLocale(legacy)}-x-${legacy
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 8)}`;
}


/***/ }),

/***/ 4935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ localeMapExample)
/* harmony export */ });
/**
 * Country codes projects commonly write where a language code belongs (Filament's `np/` for
 * Nepali, `kh/` for Khmer; PPSSPP's `cz_CZ`, `gr_EL`), with the language each usually means.
 * Only for the example a warning gives: a spelling is never read as one of these.
 */
const COUNTRY_AS_LANGUAGE = new Map([
    ['np', 'ne'],
    ['kh', 'km'],
    ['cz', 'cs'],
    ['gr', 'el'],
    ['jp', 'ja'],
    ['cn', 'zh-CN'],
    ['tw', 'zh-TW'],
    ['kr', 'ko'],
    ['se', 'sv'],
    ['dk', 'da'],
    ['ua', 'uk'],
    ['ee', 'et'],
    ['vn', 'vi'],
    ['il', 'he'],
    ['rs', 'sr'],
    ['by', 'be'],
    ['al', 'sq'],
    ['ir', 'fa'],
]);
// Built on first use: a run that warns about no spelling never pays for ICU's region names.
let regionNames;
const isRegion = (region) => {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    return regionNames.of(region) !== undefined;
};
/**
 * The `localeMap` example a warning about an unread `spelling` gives: the language a country code
 * used as one usually means (`{"ne": "np"}`, `{"cs-CZ": "cz_CZ"}`), else a placeholder to fill in.
 */
function localeMapExample(spelling) {
    const match = /^([a-zA-Z]{2})(?:[-_]([a-zA-Z]{2}))?$/.exec(spelling);
    const language = match === null ? undefined : COUNTRY_AS_LANGUAGE.get(match[1].toLowerCase());
    const region = match?.[2]?.toUpperCase();
    let code = '<locale code>';
    if (language !== undefined) {
        const knownRegion = region !== undefined && !language.includes('-') && isRegion(region);
        code = knownRegion ? `${language}-${region}` : language;
    }
    return `{${JSON.stringify(code)}: ${JSON.stringify(spelling)}}`;
}


/***/ }),

/***/ 3384:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   LI: () => (/* binding */ resolveInside),
/* harmony export */   dU: () => (/* binding */ realRoot),
/* harmony export */   u1: () => (/* binding */ resolveTarget),
/* harmony export */   xO: () => (/* binding */ readInside)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _locale_sync_protocol__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2522);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3124);





/** True when `candidate` (absolute) is `root` or lies below it. */
function isInside(root, candidate) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_2___default().relative(root, candidate);
    if (rel === '')
        return true;
    return !node_path__WEBPACK_IMPORTED_MODULE_2___default().isAbsolute(rel) && rel.split((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep))[0] !== '..';
}
/** The real path of the repository root, with every symlink resolved; all checks compare against it. */
async function realRoot(root) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(root));
    }
    catch (err) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k(`the repository folder ${root} cannot be opened: ${err.message}`);
    }
}
/**
 * Resolves the repository path `rel` below `rootReal` for reading or writing, refusing anything that
 * could reach outside the repository: `..`, absolute paths, drive letters, backslashes, NUL, and links
 * in the parent chain that point outside (CVE-2024-42471). A link inside the repository is followed.
 * When writing, the target itself must not be a link or a folder: the write replaces the file. In
 * `folder` mode the target must be a folder (or not exist yet).
 * Returns the absolute path to use.
 */
async function resolveInside(rootReal, rel, mode) {
    return resolveTarget(rootReal, rel, mode).absolute;
}
/**
 * `resolveInside`, also saying whether the target exists, which the checks found on the way: a
 * pull's check of its targets reads an existing file and skips the read of a missing one without an
 * error thrown for each new file.
 */
function resolveTarget(rootReal, rel, mode) {
    if (!(0,_locale_sync_protocol__WEBPACK_IMPORTED_MODULE_4__/* .isSafeRelativePath */ .VH)(rel)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k(`refusing path "${rel}": it must be relative to the repository, use "/" and contain no ".." (nothing was written)`);
    }
    const parts = rel.split('/').filter((part) => part !== '.');
    if (parts.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k(`refusing path "${rel}": it names the repository root`);
    const unportable = parts.find(isUnportableName);
    if (unportable !== undefined) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k(`refusing path "${rel}": "${unportable}" is a device name or ends with a dot or space, which Windows does not keep as a file name`);
    }
    if (mode !== 'read' && isProtectedPath(parts)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k(`refusing to write "${rel}": translation files are never written into .git/ or .github/ (nothing was written)`);
    }
    // The walk's calls are synchronous: each is one short syscall, and a push of several hundred files
    // made thousands of them, where a round trip through the thread pool cost ten times the call.
    const direct = withoutLinks(rootReal, parts, mode);
    if (typeof direct === 'string')
        return { absolute: direct, exists: true };
    let current = rootReal;
    for (let i = 0; i < parts.length; i++) {
        const isLast = i === parts.length - 1;
        const shown = parts.slice(0, i + 1).join('/');
        const next = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(current, parts[i]);
        let stat;
        if (isLast && direct === MISSING) {
            // Every folder above it was just checked, and the first look found nothing at the path: a
            // new file in a folder that exists (a pull creating files) is not looked up a second time.
            stat = undefined;
        }
        else {
            try {
                // A missing part answers undefined rather than an error: a pull creating files in a new
                // folder meets one for each file, and building the error cost more than the call.
                stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(next, { throwIfNoEntry: false });
            }
            catch (err) {
                if (err.code !== 'ENOTDIR')
                    throw err;
                stat = undefined;
            }
        }
        if (stat === undefined) {
            // Nothing below here exists yet; the rest is created under a folder already checked.
            return { absolute: node_path__WEBPACK_IMPORTED_MODULE_2___default().join(next, ...parts.slice(i + 1)), exists: false };
        }
        if (stat.isSymbolicLink()) {
            let real;
            try {
                real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(next);
            }
            catch {
                real = undefined;
            }
            if (real === undefined || !isInside(rootReal, real)) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k(`refusing path "${rel}": ${shown} is a symbolic link that points outside the repository (nothing was written)`);
            }
            if (isLast && mode === 'write') {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k(`refusing to write "${rel}": it is a symbolic link; replace it with the file itself (nothing was written)`);
            }
            if (isLast && mode !== 'folder')
                refuseUnlessFile(rel, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(real));
            current = real;
            continue;
        }
        if ((!isLast || mode === 'folder') && !stat.isDirectory()) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k(`refusing path "${rel}": ${shown} is not a folder`);
        }
        if (isLast && mode !== 'folder')
            refuseUnlessFile(rel, stat);
        current = next;
    }
    return { absolute: current, exists: true };
}
/**
 * A file to read or replace must be a regular one: reading a named pipe (a FIFO a checkout can hold)
 * waits for a writer that never comes, and a device or socket is not a translation file either.
 */
function refuseUnlessFile(rel, stat) {
    if (stat.isDirectory())
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k(`refusing path "${rel}": it is a folder, not a file`);
    if (!stat.isFile()) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UnsafePathError */ .k(`refusing path "${rel}": it is not a regular file (a named pipe, socket or device)`);
    }
}
/** `withoutLinks`' answer when nothing is at the path: the walk then checks only the folders above it. */
const MISSING = Symbol('missing');
/**
 * The common case in two calls: when the path exists, is of the kind asked for, and resolving it
 * changes nothing, no part of it is a link, so the walk would only check what the last part is.
 * Otherwise the path goes to the walk, which names what it refuses (a link, a missing folder) and
 * finds where a missing path starts; `MISSING` tells it that nothing was at the path itself.
 */
function withoutLinks(rootReal, parts, mode) {
    const joined = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(rootReal, ...parts);
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(joined, { throwIfNoEntry: false });
        if (stat === undefined)
            return MISSING;
        if (mode === 'folder' ? !stat.isDirectory() : !stat.isFile())
            return undefined;
        return node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(joined) === joined ? joined : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * The bytes of the repository file `rel`, checked as `resolveInside` checks a read. Read at once: a
 * push reads each file it sends up to three times (hash, check, send), and with hundreds of files the
 * promise API's four round trips per read (open, stat, read, close) cost more than the reading.
 */
async function readInside(rootReal, rel) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(await resolveInside(rootReal, rel, 'read'));
}
const WINDOWS_DEVICES = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i;
/**
 * True for names Windows treats specially (`nul.json` is the NUL device, `de.` is `de`); a server
 * answering such a locale must not make a Windows runner write somewhere unexpected.
 */
function isUnportableName(name) {
    return WINDOWS_DEVICES.test(name) || /[. ]$/.test(name);
}
/** Git's own folder and GitHub's (workflows, actions) hold code the runner executes: never a target. */
function isProtectedPath(parts) {
    const lower = parts.map((part) => part.toLowerCase());
    return lower.includes('.git') || lower[0] === '.github';
}


/***/ }),

/***/ 8060:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ isSkippedFolder)
/* harmony export */ });
// The folders no walk for translation files enters: other people's files, build output (copies of
// the translations, merged Android resources) and test fixtures, never the files the application
// ships. Discovery's walk and a `files` pattern's `**` skip the same ones, so that an entry discovery
// writes (`**/res/values/strings.xml`) reads exactly the files discovery saw.
const SKIPPED_FOLDERS = new Set([
    'test',
    'tests',
    '__tests__',
    '__fixtures__',
    'fixtures',
    'androidTest',
    'node_modules',
    'bower_components',
    'vendor',
    'Pods',
    'Carthage',
    'DerivedData',
    'build',
    'dist',
    'out',
    'target',
    'obj',
    'bin',
    '__pycache__',
    'venv',
    'site-packages',
    'coverage',
]);
// A built Apple framework copied into the repository (Transmission's `macosx/Sparkle.framework/`)
// holds that framework's own `.lproj` resources, which Xcode copies as they are: another project's
// translations, never the application's.
const BUNDLE_SUFFIXES = ['.framework', '.xcframework'];
/** True when a walk for translation files does not enter a folder of this name. */
function isSkippedFolder(name) {
    return SKIPPED_FOLDERS.has(name) || BUNDLE_SUFFIXES.some((suffix) => name.endsWith(suffix));
}


/***/ }),

/***/ 7286:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H6: () => (/* binding */ resolveRoot),
/* harmony export */   K3: () => (/* binding */ parseMinCoverage),
/* harmony export */   L_: () => (/* binding */ SettingError),
/* harmony export */   Qv: () => (/* binding */ timeoutLimits),
/* harmony export */   Vo: () => (/* binding */ parseStructure),
/* harmony export */   WK: () => (/* binding */ parseProjectKey),
/* harmony export */   Xc: () => (/* binding */ parseFormat),
/* harmony export */   ZV: () => (/* binding */ parseLocales),
/* harmony export */   ZZ: () => (/* binding */ parseTimeout),
/* harmony export */   _O: () => (/* binding */ parseMissing),
/* harmony export */   i$: () => (/* binding */ parseStatus),
/* harmony export */   nV: () => (/* binding */ parseApiUrl),
/* harmony export */   yG: () => (/* binding */ parseBoolean)
/* harmony export */ });
/* unused harmony exports parseSecret, FILL_MODES, DEFAULT_TIMEOUT_SECONDS, parseSourceLocale */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _locale_sync_protocol_signing__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1857);
/* harmony import */ var _locale_sync_protocol__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2522);
/* harmony import */ var _locale_sync_protocol__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6464);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3124);




// Checks shared by the action inputs and the CLI flags. `label` names the setting the way the user
// wrote it (`input 'structure'`, `--structure`), so every error says which one to fix.
/** A setting with a wrong value; the CLI turns it into exit code 2. */
class SettingError extends _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SyncError */ .S {
    name = 'SettingError';
}
function fail(label, why) {
    throw new SettingError(`Invalid ${label}: ${why}`);
}
/** The project key: letters, digits, `_` and `-`. */
function parseProjectKey(value, label) {
    const key = value.trim();
    if (key === '')
        fail(label, 'it is required (the project key shown in the service)');
    if (!_locale_sync_protocol_signing__WEBPACK_IMPORTED_MODULE_2__/* .PROJECT_KEY_PATTERN */ .VT.test(key)) {
        fail(label, `expected letters, digits, "_" or "-" (at most 128), got "${key}"`);
    }
    return key;
}
/** The sync secret: any non-empty text, never echoed in the error. */
function parseSecret(value, label) {
    if (value.trim() === '')
        fail(label, 'it is required (the sync secret of the project)');
    return value.trim();
}
/** Base address of the sync API; empty means the hosted service. Trailing `/` trimmed. */
function parseApiUrl(value, label) {
    const url = value.trim() === '' ? _locale_sync_protocol_signing__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_API_URL */ .rK : value.trim();
    // What zod's `z.url({ protocol: /^https?$/ })` accepts (an address starting `http://` or `https://`
    // that the URL parser reads), checked by hand: every run reads this setting, and the settings'
    // checks build no zod schema at start-up.
    const parsed = /^https?:\/\//i.test(url) ? URL.parse(url) : null;
    if (parsed === null)
        fail(label, `expected an http(s) address such as ${_locale_sync_protocol_signing__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_API_URL */ .rK}, got "${url}"`);
    // Endpoint paths are appended to it, so a query or fragment would end up in the middle of every
    // request's address: refuse it here, by the setting's name, before anything is sent.
    const { search, hash } = parsed;
    if (search !== '' || hash !== '') {
        fail(label, `expected the base address without a query or fragment (such as ${_locale_sync_protocol_signing__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_API_URL */ .rK}), got "${url}"`);
    }
    return url.replace(/\/+$/, '');
}
function parseEnum(values, value, label, fallback) {
    const text = value.trim() === '' ? fallback : value.trim();
    if (!values.includes(text))
        fail(label, `expected ${values.join(' or ')}, got "${text}"`);
    return text;
}
/** File format of a pull's new files; empty: the format of the repository's files (undefined). */
const parseFormat = (value, label) => value.trim() === '' ? undefined : parseEnum(_locale_sync_protocol_signing__WEBPACK_IMPORTED_MODULE_2__/* .FORMATS */ .hR, value, label, 'json');
/** Structure of a pull's new files (`flat` or `nested`); empty: as the repository's files (undefined). */
const parseStructure = (value, label) => value.trim() === '' ? undefined : parseEnum(_locale_sync_protocol_signing__WEBPACK_IMPORTED_MODULE_2__/* .STRUCTURES */ .RJ, value, label, 'flat');
/** Which translations a pull fetches (`approved`, `translated` or `all`). */
const parseStatus = (value, label) => parseEnum(_locale_sync_protocol_signing__WEBPACK_IMPORTED_MODULE_2__/* .PULL_STATUSES */ .r$, value, label, 'approved');
/**
 * Locales of a pull: `de,fr`, `de, fr` or one per line, normalised (`pt_BR` → `pt-BR`). `all` or
 * empty means every locale of the project but the source (undefined).
 */
function parseLocales(value, label) {
    const items = (0,_locale_sync_protocol__WEBPACK_IMPORTED_MODULE_3__/* .splitList */ .ry)(value);
    if (items.length === 0 || (items.length === 1 && items[0]?.toLowerCase() === 'all'))
        return undefined;
    const out = [];
    for (const item of items) {
        const locale = (0,_locale_sync_protocol__WEBPACK_IMPORTED_MODULE_4__/* .normalizeLocale */ .QC)(item);
        if (locale === undefined)
            fail(label, `"${item}" is not a locale code (expected e.g. de, pt-BR, or all)`);
        if (!out.includes(locale))
            out.push(locale);
    }
    return out;
}
const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE', ''];
/** A boolean as YAML 1.2 core schema spells it, as `core.getBooleanInput` accepts; empty is false. */
function parseBoolean(value, label) {
    const text = value.trim();
    if (TRUE.includes(text))
        return true;
    if (FALSE.includes(text))
        return false;
    return fail(label, `expected true or false, got "${text}"`);
}
/** The repository folder: `value` resolved against `base` (the workspace or the current folder). */
function resolveRoot(value, base) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(base, value.trim() === '' ? '.' : value.trim());
}
/** What a pull writes for a source key a locale lacks: `omit` (default), `source` text, or `empty`. */
const FILL_MODES = ['omit', 'source', 'empty'];
/** The pull's `missing` setting. */
const parseMissing = (value, label) => parseEnum(FILL_MODES, value, label, 'omit');
/**
 * The pull's minimum coverage: a percentage of source keys each locale must have, 0 to 100 (a
 * trailing `%` is accepted). Empty or 0 turns the check off (undefined).
 */
function parseMinCoverage(value, label) {
    const text = value.trim().replace(/%$/, '').trim();
    if (text === '')
        return undefined;
    const number = Number(text);
    if (!/^\d+(\.\d+)?$/.test(text) || !Number.isFinite(number) || number > 100) {
        fail(label, `expected a percentage from 0 to 100 such as 90, got "${value.trim()}"`);
    }
    return number === 0 ? undefined : number;
}
/** A request's wait for its answer when no `timeout` is set, in seconds (as the client's defaults). */
const DEFAULT_TIMEOUT_SECONDS = 60;
/** The longest `timeout` accepted, in seconds: an hour. */
const MAX_TIMEOUT_SECONDS = 3_600;
/**
 * The `timeout` setting: seconds a try may wait for an answer's headers (connecting included), 1 to
 * 3600; empty means DEFAULT_TIMEOUT_SECONDS. A trailing `s` is accepted (`90s`).
 */
function parseTimeout(value, label) {
    const text = value.trim().replace(/s$/, '');
    if (text === '')
        return DEFAULT_TIMEOUT_SECONDS;
    // Checked by hand, as parseMinCoverage is: every run reads this setting (action.yml's default is
    // "60"), and the settings' checks build no zod schema at start-up.
    const seconds = Number(text);
    if (!/^\d+(\.\d+)?$/.test(text) || !(seconds >= 1 && seconds <= MAX_TIMEOUT_SECONDS))
        fail(label, `expected seconds from 1 to ${MAX_TIMEOUT_SECONDS} such as ${DEFAULT_TIMEOUT_SECONDS}, got "${value.trim()}"`);
    return seconds;
}
/**
 * The client's time limits for a `timeout` of `seconds`: each try waits that long for an answer's
 * headers; an answer's body (a pull's files) may take twice as long, and so may all tries of one
 * request with their waits (the defaults: 60 s, 120 s, 120 s). The retry budget grows with it, or a
 * long `timeout` would be cut to what is left of the budget.
 */
function timeoutLimits(seconds) {
    const timeoutMs = Math.round(seconds * 1000);
    return { timeoutMs, bodyTimeoutMs: 2 * timeoutMs, retry: { budgetMs: 2 * timeoutMs } };
}
/** The source locale named by a setting, normalised; empty means not set (undefined). */
function parseSourceLocale(value, label) {
    const text = value.trim();
    if (text === '')
        return undefined;
    const locale = normalizeLocale(text);
    if (locale === undefined)
        fail(label, `"${text}" is not a locale code (expected e.g. en or pt-BR)`);
    return locale;
}


/***/ })

};
