export const id = 941;
export const ids = [941];
export const modules = {

/***/ 1941:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yaml: () => (/* binding */ yaml)
});

// EXTERNAL MODULE: ../../node_modules/yaml/dist/index.js
var dist = __webpack_require__(3483);
// EXTERNAL MODULE: ../../packages/formats/src/shared/item-keys.ts
var item_keys = __webpack_require__(220);
// EXTERNAL MODULE: ../../packages/formats/src/formats/yaml/read.ts
var read = __webpack_require__(9953);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/yaml/names-as-written.ts
// Where a key goes in a nested file whose names hold dots (Symfony's sentence keys beside nested
// ones, `'This value should not be blank.': …` next to `user: {login: …}`): the keys alone cannot be
// split back at their dots, so the file's own mappings say where each key goes.



/**
 * The path of `key` below `top`: down the mappings whose names (as written) start the key, longest
 * name first; then the rest of the key as the one name the mapping has, or as one new name when the
 * mapping's names hold dots (trailing `[i]` are list indexes), else split at its dots.
 */
function pathByNames(top, key) {
    const path = [];
    let map = top;
    let rest = key;
    while (map !== undefined) {
        const pairs = (0,read/* livePairs */.sF)(map);
        if (pairs.has(rest))
            return [...path, rest];
        let next;
        for (const [name, pair] of pairs) {
            if (!(0,dist/* isMap */.jh)(pair.value) || !rest.startsWith(`${name}.`))
                continue;
            if (next === undefined || name.length > next.name.length)
                next = { name, value: pair.value };
        }
        if (next === undefined) {
            const whole = [...pairs.keys()].some((name) => name.includes('.') || item_keys/* INDEXED_NAME */.ei.test(name));
            return [...path, ...(0,item_keys/* pathOfParts */.z8)(key, whole ? [rest] : rest.split('.'), 'list')];
        }
        path.push(next.name);
        rest = rest.slice(next.name.length + 1);
        map = next.value;
    }
    return [...path, ...(0,item_keys/* pathOfParts */.z8)(key, rest.split('.'), 'list')];
}
/**
 * The paths a new file's keys take from its source file (`template`), when the source is nested
 * and its names hold dots; undefined otherwise (or when the source cannot be read), and the keys are
 * then split at their dots.
 */
function pathsOfSource(template) {
    try {
        const { file, top } = (0,read/* read */.LF)(template, {});
        if (top === undefined || file.structure !== 'nested' || !file.dottedNames)
            return undefined;
        return (key) => pathByNames(top, key);
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var shared_lines = __webpack_require__(3953);
// EXTERNAL MODULE: ../../packages/formats/src/formats/yaml/model.ts
var model = __webpack_require__(9536);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/yaml/psych-style.ts
// The quoting Ruby's YAML writer gives a text. Rails projects that keep their locale files normalised
// by i18n-tasks (`i18n-tasks normalize`, checked in CI by `i18n-tasks check-normalized`: Mastodon's
// `config/locales/*.yml`) have every text written by Psych, which quotes a text only when it must
// and then prefers single quotes: `subject: 'Mastodon: Password changed'`, but
// `other: "%{count} errors …"` for a text starting with a sign. A text written our default way
// (double quotes) into such a file is a change that tool undoes, and its check fails.


/**
 * Psych's choice for a text without line breaks (Psych::Visitors::YAMLTree#visit_String, then
 * libyaml's `yaml_emitter_select_scalar_style`, with unicode on and no line width, as i18n-tasks
 * writes): `y`/`n` and a text starting with a sign other than a letter, digit or `_` and holding no
 * `"` in double quotes; a text Psych would read back as something else (`yes`, `1.5`, `:sym`, `''`)
 * and one libyaml cannot write plain in single quotes; a text single quotes cannot hold in double.
 * Undefined for a text with a line break, which Psych writes as a block.
 */
function psychStyle(text) {
    if (/[\n\r\u0085\u2028\u2029]/.test(text))
        return undefined;
    if (text === '<<')
        return 'QUOTE_SINGLE';
    if (/^[yYnN]$/.test(text))
        return 'QUOTE_DOUBLE';
    // Ruby's [[:word:]] (Onigmo): letters, marks, decimal digits and connector punctuation.
    if (/^[^\p{L}\p{M}\p{Nd}\p{Pc}][^"]*$/u.test(text))
        return 'QUOTE_DOUBLE';
    const analysis = analyze(text);
    if (!(0,read/* psychReadsAsText */._B)(text) || /^0[0-7]*[89]/.test(text)) {
        return analysis.singleAllowed ? 'QUOTE_SINGLE' : 'QUOTE_DOUBLE';
    }
    if (analysis.plainAllowed)
        return 'PLAIN';
    return analysis.singleAllowed ? 'QUOTE_SINGLE' : 'QUOTE_DOUBLE';
}
/** libyaml's `yaml_emitter_analyze_scalar` for a one-line text in block context. */
function analyze(text) {
    if (text === '')
        return { plainAllowed: false, singleAllowed: true };
    const chars = [...text];
    let indicators = /^(?:---|\.\.\.)(?:[ \t]|$)/.test(text);
    let special = false;
    const blank = (c) => c === undefined || c === ' ' || c === '\t';
    for (let i = 0; i < chars.length; i++) {
        const c = chars[i];
        const followed = blank(chars[i + 1]);
        const preceded = i === 0 || blank(chars[i - 1]);
        if (i === 0) {
            if ('#,[]{}&*!|>\'"%@`'.includes(c))
                indicators = true;
            if ((c === '?' || c === ':') && followed)
                indicators = true;
            if (c === '-' && followed)
                indicators = true;
        }
        else {
            if (c === ':' && followed)
                indicators = true;
            if (c === '#' && preceded)
                indicators = true;
        }
        if (!printable(c.codePointAt(0)))
            special = true;
    }
    const edgeSpace = text.startsWith(' ') || text.endsWith(' ');
    return { plainAllowed: !indicators && !special && !edgeSpace, singleAllowed: !special };
}
/** libyaml's IS_PRINTABLE (a tab is not: a text holding one is double-quoted). */
function printable(code) {
    return (code === 0x0a ||
        (code >= 0x20 && code <= 0x7e) ||
        code === 0x85 ||
        (code >= 0xa0 && code <= 0xd7ff) ||
        (code >= 0xe000 && code <= 0xfffd && code !== 0xfeff) ||
        code >= 0x10000);
}
/** Texts looked at to tell whether Psych wrote a file. */
const SAMPLE = 200;
/**
 * Whether a file's texts are quoted exactly as Psych quotes them, with at least one in single
 * quotes (which only such a writer chooses; a file of plain texts says nothing): then new and
 * changed texts are quoted the same way.
 */
function writtenByPsych(doc) {
    let count = 0;
    let single = false;
    let agrees = true;
    const visit = (node) => {
        if (!agrees || count >= SAMPLE)
            return;
        if ((0,dist/* isScalar */.jn)(node)) {
            if (typeof node.value !== 'string' || node.tag !== undefined)
                return;
            const style = psychStyle(node.value);
            if (style === undefined)
                return;
            count++;
            if (node.type !== style)
                agrees = false;
            if (style === 'QUOTE_SINGLE')
                single = true;
        }
        else if ((0,dist/* isMap */.jh)(node) || (0,dist/* isSeq */.oP)(node)) {
            for (const item of node.items)
                visit((0,dist/* isPair */.tO)(item) ? item.value : item);
        }
    };
    visit(doc.contents);
    return agrees && single;
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/yaml/root-key.ts
// The Rails root key of a YAML file written anew. Rails reads the root key as the locale, and each
// project spells it as its file names do: Discourse's `client.pt_BR.yml` starts `pt_BR:` (its
// locale is `pt_BR`), Mastodon's `pt-BR.yml` starts `pt-BR:`. A root spelled otherwise than the
// project's other files is a locale the application never loads.

/** The locale as the file's path spells it (`pt_BR` in `config/locales/client.pt_BR.yml`), else as given. */
function rootKeyFor(locale, file) {
    if (file === undefined)
        return locale;
    const wanted = canonical(locale);
    if (wanted === undefined)
        return locale;
    const withoutExt = file.slice(0, file.length - external_node_path_default().posix.extname(file).length);
    const pieces = withoutExt.split(/[/.]/).reverse();
    return pieces.find((piece) => canonical(piece) === wanted) ?? locale;
}
function canonical(code) {
    try {
        return Intl.getCanonicalLocales(code.replace(/_/g, '-'))[0];
    }
    catch {
        // BCP 47's extended language form, which Intl refuses: `zh-YUE` is `yue` (rails-i18n).
        const extended = /^[a-zA-Z]{2,3}[-_]([a-zA-Z]{3})$/.exec(code)?.[1];
        return extended === undefined ? undefined : canonical(extended.toLowerCase());
    }
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/yaml/source-values.ts
// What a YAML file written anew takes from its source file besides texts: the values that are not
// texts (Rails' `date.order: [:day, :month, :year]`, `precision: 2`, `significant: false`, the nil
// first item of `month_names`), which the service never stores. As i18n-tasks' add-missing and
// Crowdin's export do, the new file has them as the source writes them, in the source's order.


/** A value that is not a text as `src` writes it: a nil written as nothing stays so (`-`, `- `). */
function rawOf(node, src) {
    const [start, end] = node?.range ?? [0, 0];
    if (start !== end)
        return { kind: 'raw', source: src.slice(start, end).trimEnd() };
    return { kind: 'raw', source: '', spaced: /[ \t]/.test(src[start - 1] ?? '') };
}
/** `want` with the source's values that are not texts where `want` has nothing, in the source's order. */
function merge(want, node, targets, src) {
    const wanted = want.items;
    const items = new Map();
    const children = (0,dist/* isMap */.jh)(node)
        ? [...(0,read/* livePairs */.sF)(node)].map(([name, pair]) => [name, pair.value])
        : node.items.map((item, index) => [index, item]);
    for (const [segment, child] of children) {
        const resolved = (0,dist/* isAlias */.Vj)(child) ? (targets.get(child) ?? null) : child;
        const mine = wanted.get(segment);
        if (resolved === null || (0,dist/* isScalar */.jn)(resolved)) {
            if (mine !== undefined)
                items.set(segment, mine);
            else if ((0,read/* textOf */.b6)(resolved) === undefined)
                items.set(segment, rawOf(resolved, src));
        }
        else if ((0,dist/* isMap */.jh)(resolved) || (0,dist/* isSeq */.oP)(resolved)) {
            const kind = (0,dist/* isMap */.jh)(resolved) ? 'map' : 'seq';
            if (mine !== undefined && (typeof mine !== 'object' || mine.kind !== kind)) {
                items.set(segment, mine);
                continue;
            }
            const base = mine ?? { kind, items: new Map() };
            const inner = merge(base, resolved, targets, src);
            if (inner.items.size > 0)
                items.set(segment, inner);
        }
    }
    for (const [segment, child] of wanted)
        if (!items.has(segment))
            items.set(segment, child);
    if (want.kind === 'seq') {
        const sorted = [...items].sort((a, b) => a[0] - b[0]);
        return { kind: 'seq', items: new Map(sorted) };
    }
    return { kind: 'map', items };
}
/**
 * Adds to a new file's tree the source file's values that are not texts; undefined when the source
 * cannot be read or is laid out otherwise (flat where the new file is nested, or the reverse).
 */
function sourceValuesOf(template, structure) {
    try {
        const { top, targets, file } = (0,read/* read */.LF)(template, {});
        if (top === undefined || file.structure !== structure)
            return undefined;
        return (tree) => merge(tree, top, targets, template);
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/shared/append.ts
var append = __webpack_require__(5159);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/yaml/write.ts






// ---------------------------------------------------------------------------------------------
// Writing scalars
const NEEDS_ESCAPE = 
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped
/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/**
 * Plain scalars YAML 1.1 readers other than Psych (the yaml package, PyYAML) read as something else
 * than a text: booleans including `y`/`n`, nulls, numbers of every base, dates, merge and value keys.
 */
const YAML11_SPECIAL = /^(?:(?:y|n|yes|no|true|false|on|off|null|~|=|<<)|[-+]?(?:0b[01_]+|0x[0-9a-fA-F_]+|[0-9][0-9_]*(?::[0-5]?[0-9])*(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?|\.[0-9_]+(?:[eE][-+]?[0-9]+)?|\.(?:inf|nan))|\d{4}-\d\d?-\d\d?(?:[Tt ].*)?)$/i;
/** Whether `text` can be written as a plain scalar that every YAML 1.1 reader reads back as it. */
function plainOk(text, flow) {
    if (text === '' || text.length > 1000 || /^[ \t]|[ \t]$/.test(text))
        return false;
    if (/[\n\r\t\u0085\u00a0]/.test(text) || NEEDS_ESCAPE.test(text))
        return false;
    if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(text) || /^(?:---|\.\.\.)/.test(text))
        return false;
    if (/:(?:[ \t]|$)|[ \t]#/.test(text))
        return false;
    if (flow && /[,[\]{}:]/.test(text))
        return false;
    return (0,read/* psychReadsAsText */._B)(text) && !YAML11_SPECIAL.test(text);
}
/** `text` double-quoted, with every character a YAML reader could misread escaped. */
function doubleQuoted(text) {
    let out = '"';
    for (const char of text) {
        const code = char.codePointAt(0);
        if (char === '"' || char === '\\')
            out += `\\${char}`;
        else if (char === '\n')
            out += '\\n';
        else if (char === '\t')
            out += '\\t';
        else if (char === '\r')
            out += '\\r';
        else if (code === 0x85)
            out += '\\N';
        else if (code === 0x2028)
            out += '\\L';
        else if (code === 0x2029)
            out += '\\P';
        else if (NEEDS_ESCAPE.test(char)) {
            out +=
                code < 0x100
                    ? `\\x${code.toString(16).padStart(2, '0')}`
                    : `\\u${code.toString(16).padStart(4, '0')}`;
        }
        else
            out += char;
    }
    return `${out}"`;
}
/**
 * Whether a multi-line text can be a literal block scalar (`|`) that reads back exactly: no line
 * of only blanks (readers disagree on them), no leading blank on its first line (it would be taken
 * for indentation), at most one final line break, and nothing that needs an escape.
 */
function literalOk(text) {
    if (!text.includes('\n') || text.endsWith('\n\n'))
        return false;
    if (/[\r\u0085\u2028\u2029]/.test(text) || NEEDS_ESCAPE.test(text))
        return false;
    if (/^\n*[ \t]/.test(text))
        return false;
    const body = text.endsWith('\n') ? text.slice(0, -1) : text;
    if (body.trim() === '')
        return false;
    return !body.split('\n').some((line) => line !== '' && /^[ \t]+$/.test(line));
}
/** A text as a YAML scalar; a block scalar (`|-`) ends without its final line break. */
function renderScalar(text, place) {
    const psych = place.psych === true && !place.flow ? psychStyle(text) : undefined;
    if (psych === 'PLAIN')
        return text;
    if (psych === 'QUOTE_SINGLE')
        return `'${text.replace(/'/g, "''")}'`;
    if (psych === 'QUOTE_DOUBLE')
        return doubleQuoted(text);
    if (!text.includes('\n')) {
        const keepQuotes = place.old === 'QUOTE_DOUBLE' || place.old === 'QUOTE_SINGLE';
        if (!keepQuotes && plainOk(text, place.flow))
            return text;
        const singleOk = !/[\t\u0085\u00a0]/.test(text) && !NEEDS_ESCAPE.test(text) && !/^ | $/.test(text);
        if (place.old === 'QUOTE_SINGLE' && singleOk)
            return `'${text.replace(/'/g, "''")}'`;
        return doubleQuoted(text);
    }
    if (!place.flow && place.block && place.old !== 'QUOTE_DOUBLE' && literalOk(text)) {
        const pad = ' '.repeat(place.column + Math.max(place.unit, 1));
        const body = text.endsWith('\n') ? text.slice(0, -1) : text;
        const lines = body.split('\n').map((line) => (line === '' ? '' : pad + line));
        return `|${text.endsWith('\n') ? '' : '-'}\n${lines.join('\n')}`;
    }
    return doubleQuoted(text);
}
/** A mapping key as YAML. */
function renderKey(name, flow) {
    if (name.length > 1000) {
        throw new errors/* FormatError */.I(`key name "${name.slice(0, 60)}…" is ${name.length} characters long; YAML mapping keys are at most 1024 characters`, { key: name.slice(0, 60) });
    }
    return plainOk(name, flow) ? name : doubleQuoted(name);
}
/** A tree as block lines at `column` (each line without its line break). */
function blockLines(tree, column, style, out, 
/** Where `tree` is in the file, for `style.styleOf`. */
path = []) {
    const pad = ' '.repeat(column);
    const textFor = (child, at, segment) => typeof child === 'string'
        ? ` ${renderScalar(child, {
            flow: false,
            column: at,
            unit: style.unit,
            block: true,
            old: style.styleOf?.((0,model/* keyOf */.TN)([...path, segment])) ?? style.quote,
            psych: style.psych,
        })}`
        : (0,model/* rawAfterIndicator */.ax)(child);
    if (tree.kind === 'map') {
        for (const [name, child] of tree.items) {
            const key = renderKey(name, false);
            if (typeof child === 'string' || child.kind === 'raw') {
                out.push(`${pad}${key}:${textFor(child, column, name)}`);
            }
            else if (child.items.size === 0) {
                out.push(`${pad}${key}: ${child.kind === 'map' ? '{}' : '[]'}`);
            }
            else {
                out.push(`${pad}${key}:`);
                const inner = child.kind === 'seq' && !style.seqIndent ? column : column + style.unit;
                blockLines(child, inner, style, out, [...path, name]);
            }
        }
        return out;
    }
    const last = Math.max(-1, ...tree.items.keys());
    for (let index = 0; index <= last; index++) {
        const child = tree.items.get(index);
        if (child === undefined)
            out.push(`${pad}-${style.nil ? (0,model/* rawAfterIndicator */.ax)(style.nil) : ' ~'}`);
        else if (typeof child === 'string' || child.kind === 'raw')
            out.push(`${pad}-${textFor(child, column, index)}`);
        else {
            // A mapping or list in a list starts on the `-` line, as Psych writes it (`- a: x`).
            const start = out.length;
            blockLines(child, column + 2, style, out, [...path, index]);
            out[start] = `${pad}- ${out[start].slice(column + 2)}`;
        }
    }
    return out;
}
/** A tree in flow style (`{a: x, b: [y, ~]}`), for a value inside a flow collection. */
function flowText(tree) {
    if (typeof tree === 'string') {
        return renderScalar(tree, { flow: true, column: 0, unit: 2, block: false });
    }
    if (tree.kind === 'raw')
        return tree.source === '' ? '~' : tree.source;
    if (tree.kind === 'map') {
        const pairs = [...tree.items].map(([name, child]) => `${renderKey(name, true)}: ${flowText(child)}`);
        return `{${pairs.join(', ')}}`;
    }
    const last = Math.max(-1, ...tree.items.keys());
    const items = [];
    for (let index = 0; index <= last; index++) {
        const child = tree.items.get(index);
        items.push(child === undefined ? '~' : flowText(child));
    }
    return `[${items.join(', ')}]`;
}
/** Writes entries as YAML, nested or flat, under a Rails-style `locale` root key when one is given. */
function serializeYaml(entries, options) {
    const built = (0,model/* buildTree */.H6)(entries, options.structure, options.pathOf);
    const tree = options.sourceValues === undefined ? built : options.sourceValues(built);
    const style = {
        unit: unitOf(options.indent),
        seqIndent: false,
        ...(options.scalars?.quote !== undefined && { quote: options.scalars.quote }),
        ...(options.scalars?.psych === true && { psych: true }),
        ...(options.scalars?.styleOf !== undefined && { styleOf: options.scalars.styleOf }),
    };
    const lines = options.scalars?.documentStart === true ? ['---'] : [];
    if (options.locale !== undefined) {
        const key = renderKey(options.locale, false);
        if (tree.items.size === 0)
            lines.push(`${key}: {}`);
        else
            (0,append/* appendAll */.u)(lines, blockLines(tree, style.unit, style, [`${key}:`]));
    }
    else if (tree.items.size === 0) {
        lines.push('{}');
    }
    else {
        blockLines(tree, 0, style, lines);
    }
    return (0,shared_lines/* withTrailingNewline */.Tu)(lines.join('\n'), options.trailingNewline ?? true);
}
function unitOf(indent) {
    return Math.max(1, (indent ?? '  ').replace(/\t/g, '  ').length);
}
function detectStyle(content) {
    const file = (0,read/* parseYaml */.hN)(content);
    return {
        structure: file.structure,
        indent: (0,shared_lines/* detectIndent */.oF)(content),
        trailingNewline: (0,shared_lines/* endsWithNewline */.Df)(content),
        keyOrder: [...file.entries.keys()],
    };
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/yaml/rewrite.ts









class Rewrite {
    edits = [];
    /** Nodes whose text changes or goes: an alias to one of them must be written out. */
    touched = new Set();
    /** Aliases left in place, each checked at the end against `touched`. */
    keptAliases = [];
    stack = [];
    order = 0;
    reading;
    src;
    style;
    constructor(reading, src, style) {
        this.reading = reading;
        this.src = src;
        this.style = style;
    }
    /** Compares a value with the tree wanted there; returns whether the value goes away entirely. */
    value(node, want, place) {
        const resolved = (0,dist/* isAlias */.Vj)(node) ? (this.reading.targets.get(node) ?? null) : node;
        if (resolved === null || (0,dist/* isScalar */.jn)(resolved)) {
            const old = (0,read/* textOf */.b6)(resolved);
            if (want === undefined) {
                if (old !== undefined)
                    return 'delete';
                if ((0,dist/* isAlias */.Vj)(node))
                    this.keptAliases.push(node);
                return 'keep';
            }
            if (typeof want === 'string') {
                if (want === old) {
                    if ((0,dist/* isAlias */.Vj)(node))
                        this.keptAliases.push(node);
                    return 'keep';
                }
                this.replaceScalar(node, want, place);
                return 'keep';
            }
            if (want.kind === 'raw')
                return 'keep';
            this.replaceValue(node, want, place);
            return 'keep';
        }
        const collection = resolved;
        if (typeof want === 'string' ||
            (want !== undefined && want.kind !== 'raw' && want.kind !== kindOf(collection))) {
            this.replaceValue(node, want, place);
            return 'keep';
        }
        const wanted = want;
        if ((0,dist/* isAlias */.Vj)(node) || collection.flow)
            return this.opaque(node, collection, wanted);
        this.stack.push(collection);
        const result = (0,dist/* isMap */.jh)(collection)
            ? this.blockMap(collection, wanted)
            : this.blockSeq(collection, wanted);
        this.stack.pop();
        return result;
    }
    /** The top mapping: never removed; a Rails root left empty reads `en: {}`. */
    top(map, want) {
        const place = { flow: false, column: 0, indicatorEnd: map.range?.[0] ?? 0 };
        if (this.value(map, want, place) === 'keep')
            return;
        const root = this.reading.root;
        if (map.flow) {
            this.edit(map.range?.[0] ?? 0, map.range?.[1] ?? 0, '{}');
        }
        else if (root) {
            const colon = this.colonAfter(root.key);
            this.edit(colon + 1, this.lineEnd(this.contentEnd(map)), ' {}\n');
        }
        else {
            const start = this.lineStart(map.range?.[0] ?? 0);
            this.edit(start, this.lineEnd(this.contentEnd(map)), '{}\n');
        }
        this.touchSubtree(map);
    }
    blockMap(map, want) {
        const live = (0,read/* livePairs */.sF)(map);
        const gone = new Set();
        for (const [name, pair] of live) {
            const place = {
                flow: false,
                column: this.column(pair.key.range?.[0] ?? 0),
                indicatorEnd: this.colonAfter(pair.key) + 1,
            };
            if (this.value(pair.value, want?.items.get(name), place) === 'delete')
                gone.add(name);
        }
        const added = [...(want?.items ?? [])].filter(([name]) => !live.has(name));
        const pairs = map.items;
        if (pairs.every((pair) => gone.has((0,read/* keyName */.xT)(pair.key)))) {
            if (added.length === 0)
                return 'delete';
            // Every old key goes and new ones come: they take the old keys' place (which may share a
            // line with the `-` of a list item).
            const start = pairs[0]?.key?.range?.[0] ?? 0;
            const column = this.column(start);
            const lines = blockLines({ kind: 'map', items: new Map(added) }, column, this.style, []);
            this.edit(start, this.lineEnd(this.contentEnd(map)), `${lines.join('\n').slice(column)}\n`);
            for (const pair of pairs)
                this.touchSubtree(pair.value);
            this.touch(map);
            return 'keep';
        }
        for (let i = 0; i < pairs.length; i++) {
            const pair = pairs[i];
            if (!gone.has((0,read/* keyName */.xT)(pair.key)))
                continue;
            const keyStart = pair.key.range?.[0] ?? 0;
            const lineStart = this.lineStart(keyStart);
            this.touchSubtree(pair.value);
            if (/^[ \t]*$/.test(this.src.slice(lineStart, keyStart))) {
                this.edit(lineStart, this.lineEnd(this.contentEnd(pair.value, pair)), '');
                continue;
            }
            // The first pair of a mapping in a list shares the `-` line (`- a: x`): the next pair kept
            // moves up to take its place.
            let next = i + 1;
            while (next < pairs.length && gone.has((0,read/* keyName */.xT)(pairs[next].key)))
                next++;
            const nextPair = pairs[next];
            this.edit(keyStart, nextPair.key.range?.[0] ?? keyStart, '');
            for (let j = i + 1; j < next; j++)
                this.touchSubtree(pairs[j].value);
            i = next - 1;
        }
        if (added.length > 0) {
            const first = pairs[0]?.key;
            const column = first ? this.column(first.range?.[0] ?? 0) : 0;
            const kept = pairs.filter((pair) => !gone.has((0,read/* keyName */.xT)(pair.key)));
            const last = [];
            for (const item of this.style.sortedKeys === true
                ? added.sort(([a], [b]) => compareKeys(a, b))
                : added) {
                // In a file whose keys are sorted (i18n-tasks normalize), a new key goes where it sorts.
                const before = this.style.sortedKeys === true
                    ? kept.find((pair) => compareKeys((0,read/* keyName */.xT)(pair.key), item[0]) > 0)
                    : undefined;
                const at = before?.key?.range?.[0];
                if (at === undefined || !/^[ \t]*$/.test(this.src.slice(this.lineStart(at), at))) {
                    last.push(item);
                    continue;
                }
                const tree = { kind: 'map', items: new Map([item]) };
                this.insert(this.lineStart(at), blockLines(tree, column, this.style, []));
            }
            if (last.length > 0) {
                const tree = { kind: 'map', items: new Map(last) };
                this.insert(this.lineEnd(this.contentEnd(map)), blockLines(tree, column, this.style, []));
            }
            this.touch(map);
        }
        return 'keep';
    }
    blockSeq(seq, want) {
        const items = seq.items;
        const dashes = this.dashes(seq);
        const outcomes = items.map((item, index) => this.value(item, want?.items.get(index), {
            flow: false,
            column: this.column(dashes[index]),
            indicatorEnd: dashes[index] + 1,
        }));
        const added = [...(want?.items ?? [])].filter(([index]) => index >= items.length);
        // Items before this index stay (as `~` when they go); the ones from it on are removed.
        const kept = added.length > 0 ? items.length : outcomes.lastIndexOf('keep') + 1;
        if (kept === 0)
            return 'delete';
        for (let index = 0; index < items.length; index++) {
            if (outcomes[index] !== 'delete')
                continue;
            const item = items[index];
            this.touchSubtree(item);
            if (index < kept) {
                // A list item in the middle that goes becomes nil, so the items after it keep their index.
                this.nil(item, dashes[index] + 1);
                continue;
            }
            for (const after of items.slice(index + 1))
                this.touchSubtree(after);
            const end = this.contentEnd(items[items.length - 1]);
            this.edit(this.lineStart(dashes[index]), this.lineEnd(end), '');
            break;
        }
        if (added.length > 0) {
            const column = this.column(dashes[0]);
            const tree = { kind: 'seq', items: new Map() };
            for (const [index, child] of added)
                tree.items.set(index - items.length, child);
            const lines = blockLines(tree, column, this.style, []);
            this.insert(this.lineEnd(this.contentEnd(seq)), lines);
            this.touch(seq);
        }
        return 'keep';
    }
    /**
     * A flow collection, or an alias of a collection, compared as a whole: when its texts differ from
     * the wanted ones it is written again in flow style, with the values that are not texts kept.
     */
    opaque(node, collection, want) {
        const current = flattenNode(collection, [], this.reading.targets, new Map());
        const wanted = want ? (0,model/* flattenTree */.dG)(want, [], new Map()) : new Map();
        if (sameTexts(current, wanted)) {
            this.keptAliases.push(...collectAliases(node, this.reading.targets));
            return 'keep';
        }
        if (!(0,dist/* isAlias */.Vj)(node) && want !== undefined && sameKeys(current, wanted)) {
            // Only texts change: each is replaced where it stands, the rest of the collection keeps its bytes.
            const place = { flow: true, column: 0, indicatorEnd: node.range?.[0] ?? 0 };
            this.stack.push(collection);
            if ((0,dist/* isMap */.jh)(collection)) {
                for (const [name, pair] of (0,read/* livePairs */.sF)(collection)) {
                    this.value(pair.value, want.items.get(name), place);
                }
            }
            else {
                collection.items.forEach((item, index) => {
                    this.value(item, want.items.get(index), place);
                });
            }
            this.stack.pop();
            return 'keep';
        }
        const empty = { kind: kindOf(collection), items: new Map() };
        const merged = withRawValues(want ?? empty, collection, this.reading.targets, this.src);
        if (merged.items.size === 0)
            return 'delete';
        const text = flowText(merged);
        const [start, end] = node.range ?? [0, 0];
        this.edit(start, end, text);
        this.touchSubtree(node);
        return 'keep';
    }
    /** Writes nil in place of a list item: as the file writes its nils, else `~`. */
    nil(item, indicatorEnd) {
        if (this.style.nil !== undefined) {
            this.edit(indicatorEnd, this.lineEnd(this.contentEnd(item)), `${(0,model/* rawAfterIndicator */.ax)(this.style.nil)}\n`);
        }
        else if (item === null || (0,dist/* isScalar */.jn)(item) || (0,dist/* isAlias */.Vj)(item)) {
            const [start, end] = item?.range ?? [indicatorEnd, indicatorEnd];
            const space = start > 0 && !/\s/.test(this.src[start - 1]) ? ' ' : '';
            this.edit(start, end, `${space}~${this.src.slice(start, end).endsWith('\n') ? '\n' : ''}`);
        }
        else {
            this.edit(indicatorEnd, this.lineEnd(this.contentEnd(item)), ' ~\n');
        }
    }
    /** Replaces a scalar (or an alias of one) with a new text, keeping its style when it can hold it. */
    replaceScalar(node, text, place) {
        const [start, end] = node.range ?? [place.indicatorEnd, place.indicatorEnd];
        const old = this.src.slice(start, end);
        const blockAfter = end === this.src.length || this.src[end] === '\n' || this.src.startsWith('\r\n', end);
        let rendered = renderScalar(text, {
            flow: place.flow,
            column: place.column,
            unit: this.style.unit,
            block: !place.flow && (old.endsWith('\n') || blockAfter),
            old: (0,dist/* isScalar */.jn)(node) ? node.type : undefined,
            psych: this.style.psych,
        });
        if (old.endsWith('\n'))
            rendered += '\n';
        if (start === end && start > 0 && !/\s/.test(this.src[start - 1]))
            rendered = ` ${rendered}`;
        this.edit(start, end, rendered);
        this.touch(node);
    }
    /** Replaces a value with a tree, or a collection with a text. */
    replaceValue(node, want, place) {
        const [start] = node.range ?? [place.indicatorEnd];
        if (place.flow) {
            this.edit(start, node.range?.[1] ?? start, flowText(want));
        }
        else if (typeof want === 'string' || want.kind === 'raw') {
            const end = this.lineEnd(this.contentEnd(node));
            const text = typeof want === 'string'
                ? renderScalar(want, {
                    flow: false,
                    column: place.column,
                    unit: this.style.unit,
                    block: true,
                    psych: this.style.psych,
                })
                : want.source;
            this.edit(place.indicatorEnd, end, ` ${text}\n`);
        }
        else {
            const end = this.lineEnd(this.contentEnd(node));
            const inner = want.kind === 'seq' && !this.style.seqIndent && this.src[place.indicatorEnd - 1] === ':'
                ? place.column
                : place.column + this.style.unit;
            const lines = blockLines(want, inner, this.style, []);
            this.edit(place.indicatorEnd, end, `\n${lines.join('\n')}\n`);
        }
        this.touchSubtree(node);
    }
    /** Writes out each alias kept in place whose anchored node changed or went. */
    materializeAliases() {
        for (const alias of this.keptAliases) {
            const target = this.reading.targets.get(alias);
            if (!target || !this.touched.has(target))
                continue;
            const [start, end] = alias.range ?? [0, 0];
            if (this.edits.some((edit) => edit.start < end && start < edit.end))
                continue;
            const text = fileFlowText(target, this.reading.targets, this.src);
            this.edit(start, end, text);
        }
    }
    /** The existing text with every edit applied. */
    apply() {
        const edits = [...this.edits].sort((a, b) => a.start - b.start || (a.end === a.start ? 0 : 1) - (b.end === b.start ? 0 : 1) || a.rank - b.rank);
        let out = '';
        let at = 0;
        for (const edit of edits) {
            if (edit.start < at)
                throw new Error(`internal error: overlapping YAML edits at offset ${edit.start}`);
            out += this.src.slice(at, edit.start) + edit.text;
            at = edit.end;
        }
        return out + this.src.slice(at);
    }
    edit(start, end, text) {
        this.edits.push({ start, end, text, rank: this.order++ });
    }
    insert(at, lines) {
        // Deeper collections end at the same offset as their parents: their new lines go first.
        this.edits.push({
            start: at,
            end: at,
            text: `${lines.join('\n')}\n`,
            rank: -this.stack.length * 1e9 + this.order++,
        });
    }
    touch(node) {
        this.touched.add(node);
        for (const parent of this.stack)
            this.touched.add(parent);
    }
    touchSubtree(node) {
        if (node === null)
            return;
        this.touch(node);
        const visit = (inner) => {
            if ((0,dist/* isMap */.jh)(inner) || (0,dist/* isSeq */.oP)(inner)) {
                this.touched.add(inner);
                for (const item of inner.items)
                    visit((0,dist/* isMap */.jh)(inner) ? item.value : item);
            }
            else if ((0,dist/* isScalar */.jn)(inner))
                this.touched.add(inner);
        };
        visit(node);
    }
    /** The offset of each item's `-` in a block list. */
    dashes(seq) {
        const dashes = [];
        let from = seq.range?.[0] ?? 0;
        for (const item of seq.items) {
            const dash = this.nextDash(from);
            dashes.push(dash);
            from = this.lineEnd(Math.max(dash + 1, this.contentEnd(item)));
        }
        return dashes;
    }
    /** The first `-` at or after `from` that starts a line's content, skipping comments and blanks. */
    nextDash(from) {
        const re = /[ \t]*(?:#[^\n]*)?\n|[ \t]*-/y;
        let at = from;
        while (at < this.src.length) {
            re.lastIndex = at;
            const match = re.exec(this.src);
            if (!match)
                break;
            if (match[0].endsWith('-'))
                return at + match[0].length - 1;
            at += match[0].length;
        }
        return from;
    }
    /** The end of a value's own text: the last character of its last scalar, bracket or block. */
    contentEnd(node, pair) {
        if (node === null)
            return pair?.key?.range?.[1] ?? 0;
        if (((0,dist/* isMap */.jh)(node) || (0,dist/* isSeq */.oP)(node)) && !node.flow && node.items.length > 0) {
            const last = node.items[node.items.length - 1];
            return (0,dist/* isMap */.jh)(node)
                ? this.contentEnd(last.value, last)
                : this.contentEnd(last);
        }
        return node.range?.[1] ?? 0;
    }
    lineStart(offset) {
        return this.src.lastIndexOf('\n', offset - 1) + 1;
    }
    /** The start of the next line after `offset` (or `offset` itself when a line ends just before it). */
    lineEnd(offset) {
        if (offset > 0 && this.src[offset - 1] === '\n')
            return offset;
        const newline = this.src.indexOf('\n', offset);
        return newline === -1 ? this.src.length : newline + 1;
    }
    column(offset) {
        return offset - this.lineStart(offset);
    }
    colonAfter(key) {
        const colon = this.src.indexOf(':', key.range?.[1] ?? 0);
        return colon === -1 ? (key.range?.[1] ?? 0) : colon;
    }
}
function kindOf(collection) {
    return (0,dist/* isMap */.jh)(collection) ? 'map' : 'seq';
}
function sameKeys(a, b) {
    return a.size === b.size && [...a.keys()].every((key) => b.has(key));
}
function sameTexts(a, b) {
    if (a.size !== b.size)
        return false;
    for (const [key, value] of a)
        if (b.get(key) !== value)
            return false;
    return true;
}
/** The texts under a file node, keyed by their path below it, aliases followed. */
function flattenNode(node, path, targets, out) {
    const resolved = (0,dist/* isAlias */.Vj)(node) ? (targets.get(node) ?? null) : node;
    if (resolved === null || (0,dist/* isScalar */.jn)(resolved)) {
        const text = (0,read/* textOf */.b6)(resolved);
        if (text !== undefined)
            out.set((0,model/* keyOf */.TN)(path), text);
    }
    else if ((0,dist/* isMap */.jh)(resolved)) {
        for (const [name, pair] of (0,read/* livePairs */.sF)(resolved))
            flattenNode(pair.value, [...path, name], targets, out);
    }
    else if ((0,dist/* isSeq */.oP)(resolved)) {
        resolved.items.forEach((item, index) => {
            flattenNode(item, [...path, index], targets, out);
        });
    }
    return out;
}
/** Every alias inside a node, not following them. */
function collectAliases(node, targets) {
    const found = [];
    const visit = (inner) => {
        if ((0,dist/* isAlias */.Vj)(inner)) {
            if (targets.has(inner))
                found.push(inner);
        }
        else if ((0,dist/* isMap */.jh)(inner))
            for (const pair of inner.items)
                visit(pair.value);
        else if ((0,dist/* isSeq */.oP)(inner))
            for (const item of inner.items)
                visit(item);
    };
    visit(node);
    return found;
}
/** The source of a value that is not a text, as the file writes it (`~` for an empty one). */
function rawSource(node, src) {
    const [start, end] = node?.range ?? [0, 0];
    return start === end ? '~' : src.slice(start, end).trimEnd();
}
/**
 * The wanted tree with the file's values that are not texts added where the tree has nothing,
 * so that rewriting a collection keeps `precision: 3` or a `~` list item.
 */
function withRawValues(want, node, targets, src) {
    const items = new Map(want.items);
    const children = (0,dist/* isMap */.jh)(node)
        ? [...(0,read/* livePairs */.sF)(node)].map(([name, pair]) => [name, pair.value])
        : node.items.map((item, index) => [index, item]);
    for (const [segment, child] of children) {
        const resolved = (0,dist/* isAlias */.Vj)(child) ? (targets.get(child) ?? null) : child;
        const wanted = items.get(segment);
        if (resolved === null || (0,dist/* isScalar */.jn)(resolved)) {
            if (wanted === undefined && (0,read/* textOf */.b6)(resolved) === undefined) {
                items.set(segment, rawOf(resolved, src));
            }
        }
        else if ((0,dist/* isMap */.jh)(resolved) || (0,dist/* isSeq */.oP)(resolved)) {
            const kind = kindOf(resolved);
            if (wanted !== undefined && (typeof wanted !== 'object' || wanted.kind !== kind))
                continue;
            const base = wanted ?? { kind, items: new Map() };
            const inner = withRawValues(base, resolved, targets, src);
            if (inner.items.size > 0)
                items.set(segment, inner);
        }
    }
    if (want.kind === 'seq') {
        const sorted = [...items].sort((a, b) => a[0] - b[0]);
        return { kind: 'seq', items: new Map(sorted) };
    }
    return { kind: 'map', items };
}
/** A file node's current content in flow style, aliases written out: for an alias whose anchor changed. */
function fileFlowText(node, targets, src) {
    const resolved = (0,dist/* isAlias */.Vj)(node) ? (targets.get(node) ?? null) : node;
    if (resolved === null || (0,dist/* isScalar */.jn)(resolved)) {
        const text = (0,read/* textOf */.b6)(resolved);
        return text === undefined
            ? rawSource(resolved, src)
            : renderScalar(text, { flow: true, column: 0, unit: 2, block: false });
    }
    if ((0,dist/* isMap */.jh)(resolved)) {
        const pairs = [...(0,read/* livePairs */.sF)(resolved)].map(([name, pair]) => `${renderKey(name, true)}: ${fileFlowText(pair.value, targets, src)}`);
        return `{${pairs.join(', ')}}`;
    }
    if ((0,dist/* isSeq */.oP)(resolved)) {
        return `[${resolved.items.map((item) => fileFlowText(item, targets, src)).join(', ')}]`;
    }
    return '~';
}
/** Code-unit order, as Ruby compares the key strings i18n-tasks sorts. */
function compareKeys(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Neighbouring keys found in order before a file counts as sorted (a few may be by chance). */
const SORTED_EVIDENCE = 8;
/**
 * Whether every mapping of a file without comments lists its keys in sorted order, with enough keys
 * to say so: the shape `i18n-tasks normalize` writes (Mastodon's locale files).
 */
function keysSorted(doc, src) {
    if (/^[ \t]*#/m.test(src))
        return false;
    let evidence = 0;
    let sorted = true;
    const visit = (node) => {
        if (!sorted)
            return;
        if ((0,dist/* isMap */.jh)(node)) {
            const names = node.items.map((pair) => (0,read/* keyName */.xT)(pair.key));
            evidence += Math.max(0, names.length - 1);
            for (let i = 1; i < names.length; i++) {
                const previous = names[i - 1];
                const name = names[i];
                if (previous === undefined || name === undefined || compareKeys(previous, name) >= 0)
                    sorted = false;
            }
            for (const pair of node.items)
                visit(pair.value);
        }
        else if ((0,dist/* isSeq */.oP)(node)) {
            for (const item of node.items)
                visit(item);
        }
    };
    visit(doc.contents);
    return sorted && evidence >= SORTED_EVIDENCE;
}
/** How a file indents its lists: below their key (`  - x`) or level with it (`- x`, Psych's way). */
/** Texts looked at to tell whether a file quotes every text alike. */
const QUOTE_SAMPLE = 64;
/**
 * The quotes a file writes its texts in, when its first texts (values and list items) all have
 * the same (rails-i18n's `key: "…"`); undefined when any is plain, a block scalar, or mixed.
 */
function detectQuote(doc) {
    const seen = new Set();
    let count = 0;
    const visit = (node) => {
        if (count >= QUOTE_SAMPLE)
            return;
        if ((0,dist/* isScalar */.jn)(node) && typeof node.value === 'string') {
            seen.add(node.type);
            count++;
        }
        else if ((0,dist/* isMap */.jh)(node) || (0,dist/* isSeq */.oP)(node)) {
            for (const item of node.items)
                visit((0,dist/* isPair */.tO)(item) ? item.value : item);
        }
    };
    visit(doc.contents);
    const [only] = seen;
    return seen.size === 1 && (only === 'QUOTE_DOUBLE' || only === 'QUOTE_SINGLE') ? only : undefined;
}
/** How the file writes a nil item of a block list (`-`, `- `, `- ~`), for a hole a rewrite adds. */
function blockNilOf(doc, src) {
    const visit = (node) => {
        if ((0,dist/* isMap */.jh)(node)) {
            for (const pair of node.items) {
                const found = visit(pair.value);
                if (found)
                    return found;
            }
        }
        else if ((0,dist/* isSeq */.oP)(node) && !node.flow) {
            for (const item of node.items) {
                if (item === null || ((0,dist/* isScalar */.jn)(item) && item.value === null))
                    return rawOf(item, src);
                const found = visit(item);
                if (found)
                    return found;
            }
        }
        return undefined;
    };
    return visit(doc.contents);
}
function detectSeqIndent(doc, src) {
    let found;
    const visit = (node, keyColumn) => {
        if (found !== undefined)
            return;
        if ((0,dist/* isSeq */.oP)(node) && !node.flow && keyColumn !== undefined && node.range) {
            const start = node.range[0];
            found = start - (src.lastIndexOf('\n', start - 1) + 1) > keyColumn;
            return;
        }
        if ((0,dist/* isMap */.jh)(node) && !node.flow) {
            for (const pair of node.items) {
                const at = pair.key?.range?.[0];
                visit(pair.value, at === undefined ? undefined : at - (src.lastIndexOf('\n', at - 1) + 1));
            }
        }
        else if ((0,dist/* isSeq */.oP)(node))
            for (const item of node.items)
                visit(item, undefined);
    };
    visit(doc.contents, undefined);
    return found ?? false;
}
/**
 * Writes over an existing YAML file by editing its text: a changed text replaces its scalar (its
 * quoting kept when it can hold the new text), a removed key's lines go (a list item in the middle
 * becomes `~`, so later items keep their index), new keys go at the end of their mapping or list.
 * Everything else keeps its bytes. A file whose layout cannot hold the asked structure (nested
 * mappings when flat is asked, dotted key names when nested is asked) is rewritten, keeping only
 * its locale root and style.
 */
function serializeOver(entries, existing, options) {
    const reading = (0,read/* read */.LF)(existing, {});
    const { file } = reading;
    const locale = options.locale ?? file.locale;
    const indent = options.style?.indent ?? (0,shared_lines/* detectIndent */.oF)(existing);
    const trailingNewline = options.style?.trailingNewline ?? (0,shared_lines/* endsWithNewline */.Df)(existing);
    // A file with neither nesting nor dotted names fits both layouts and is edited in place; a nested
    // one with dotted names is edited by its own mappings (names-as-written.ts).
    const namesAsWritten = options.structure === 'nested' &&
        file.structure === 'nested' &&
        file.dottedNames &&
        reading.top !== undefined;
    const fits = options.structure === 'nested' ? !file.dottedNames || namesAsWritten : file.structure === 'flat';
    const quote = detectQuote(reading.doc);
    const rewrite = () => serializeYaml(entries, {
        structure: options.structure,
        indent,
        trailingNewline,
        ...(locale === undefined ? {} : { locale }),
        scalars: {
            ...(quote !== undefined && { quote }),
            ...(quote === undefined && writtenByPsych(reading.doc) && { psych: true }),
            ...(/^---[ \t]*\r?\n/.test(existing) && { documentStart: true }),
        },
    });
    if (!fits || reading.top === undefined)
        return rewrite();
    if (file.locale === undefined && options.locale !== undefined && file.entries.size === 0)
        return rewrite();
    const top = reading.top;
    const tree = namesAsWritten
        ? (0,model/* buildTree */.H6)(entries, options.structure, (key) => pathByNames(top, key))
        : (0,model/* buildTree */.H6)(entries, options.structure);
    // Edits are made on text that ends with a line break, so that new lines can follow the last one.
    const crlf = existing.includes('\r\n');
    const src = existing.endsWith('\n') ? existing : `${existing}${crlf ? '\r\n' : '\n'}`;
    const style = {
        unit: unitOf(indent),
        seqIndent: detectSeqIndent(reading.doc, src),
        ...(quote !== undefined && { quote }),
        ...(quote === undefined && writtenByPsych(reading.doc) && { psych: true }),
        ...(keysSorted(reading.doc, src) && { sortedKeys: true }),
    };
    const nil = blockNilOf(reading.doc, src);
    if (nil !== undefined)
        style.nil = nil;
    const editor = new Rewrite(reading, src, style);
    if (reading.root && locale !== undefined && !sameLanguage(locale, file.locale)) {
        const key = reading.root.key;
        editor.edit(key.range?.[0] ?? 0, key.range?.[1] ?? 0, renderKey(rootKeyFor(locale, options.path), false));
    }
    editor.top(reading.top, tree);
    editor.materializeAliases();
    if (crlf) {
        for (const edit of editor.edits)
            edit.text = edit.text.replace(/\r?\n/g, '\r\n');
    }
    return (0,shared_lines/* withTrailingNewline */.Tu)(editor.apply(), trailingNewline);
}
/**
 * Whether a Rails root key already names the asked locale's language, however the repository spells
 * it (`pt-br` for `pt-BR`, a legacy `mo` given its own code `ro-x-mo`): Rails reads the root as the
 * locale, so a root the repository chose is kept; only another language's (a copied `en:`) is renamed.
 */
function sameLanguage(asked, root) {
    if (root === undefined)
        return false;
    try {
        return (new Intl.Locale(asked.replace(/_/g, '-')).language === new Intl.Locale(root.replace(/_/g, '-')).language);
    }
    catch {
        return asked === root;
    }
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/yaml/source-style.ts



/** How a file quotes its texts and whether it starts with `---`; undefined for a file YAML cannot read. */
function scalarStyleOf(content) {
    let reading;
    const styles = new Map();
    try {
        reading = (0,read/* read */.LF)(content, { styles });
    }
    catch {
        return undefined;
    }
    const quote = detectQuote(reading.doc);
    return {
        ...(quote !== undefined && { quote }),
        ...(quote === undefined && writtenByPsych(reading.doc) && { psych: true }),
        ...(/^---[ \t]*\r?\n/.test(content) && { documentStart: true }),
        styleOf: (key) => styles.get(key),
    };
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/yaml/index.ts







/**
 * Whether a new file is written under a locale root key: as its source file (else its sibling
 * translation) is, Rails-style or plain (Symfony's `translations/messages.de.yml` has no `de:`
 * root); with neither, Rails-style.
 */
function railsStyle(model) {
    if (model === undefined)
        return true;
    try {
        return (0,read/* parseYaml */.hN)(model).locale !== undefined;
    }
    catch {
        return true;
    }
}
/** YAML, Rails-style (locale root key) or plain, nested or flat; keys are joined with dots. */
const yaml = {
    name: 'yaml',
    extensions: ['.yml', '.yaml'],
    parse: (content, options) => (0,read/* parseYaml */.hN)(content, { warn: options?.warn }).entries,
    serialize: (entries, { structure, style, locale, template, sibling, path }) => {
        const pathOf = template !== undefined && structure === 'nested' ? pathsOfSource(template) : undefined;
        const scalars = template === undefined ? undefined : scalarStyleOf(template);
        const sourceValues = template === undefined ? undefined : sourceValuesOf(template, structure);
        return serializeYaml(entries, {
            structure,
            ...(sourceValues !== undefined && { sourceValues }),
            ...(pathOf !== undefined && { pathOf }),
            ...(scalars !== undefined && { scalars }),
            ...(locale === undefined || !railsStyle(template ?? sibling)
                ? {}
                : { locale: rootKeyFor(locale, path) }),
            ...(style?.indent !== undefined && { indent: style.indent }),
            ...(style?.trailingNewline !== undefined && { trailingNewline: style.trailingNewline }),
        });
    },
    detectStyle: detectStyle,
    serializeOver: serializeOver,
    needsTemplate: true,
};


/***/ }),

/***/ 9536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H6: () => (/* binding */ buildTree),
/* harmony export */   TN: () => (/* binding */ keyOf),
/* harmony export */   ax: () => (/* binding */ rawAfterIndicator),
/* harmony export */   dG: () => (/* binding */ flattenTree),
/* harmony export */   xv: () => (/* binding */ VERSION)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3015);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5460);
/* harmony import */ var _shared_item_keys_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(220);




/**
 * YAML is read as YAML 1.1, the version Ruby's Psych (and so Rails) speaks, and which plain scalars
 * are texts is decided as Psych decides it (see `psychReadsAsText`).
 */
const VERSION = '1.1';
/** A key path as an entry key: names joined with dots, indexes as `[i]` (`date.day_names[0]`). */
function keyOf(path) {
    return (0,_shared_item_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .keyOfPath */ .yt)(path, '.');
}
/** The path an entry key is written at when nested: `a.b[1]` is `a`, `b`, 1. */
function pathOfKey(key) {
    const path = (0,_shared_item_keys_js__WEBPACK_IMPORTED_MODULE_0__/* .pathOfParts */ .z8)(key, key.split('.'), 'list');
    if (path.length > _limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b.maxKeySegments) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .FormatError */ .I(`key "${key.slice(0, 60)}…" has ${path.length} parts, more than ${_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b.maxKeySegments} (LIMITS.maxKeySegments); write it flat or shorten it`, { key });
    }
    return path;
}
/** A value that is not a text after its indicator (`-`, `key:`) in block style, as the file writes it. */
function rawAfterIndicator(raw) {
    if (raw.source === '')
        return raw.spaced === true ? ' ' : '';
    return ` ${raw.source}`;
}
function collision(a, b) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .FormatError */ .I(`keys "${a}" and "${b}" cannot both be written nested: one would be both a text and a mapping or list; pull with structure "flat" or rename one key`, { key: a });
}
/** The tree `entries` are written as; refuses keys that cannot be written together, naming both. */
function buildTree(entries, structure, 
/** The path of a key written nested, when the file's own names say it (see names-as-written.ts). */
pathOf = pathOfKey) {
    const top = { kind: 'map', items: new Map() };
    // The first key under each branch, to name it in a collision; a leaf's key is its own path.
    const owners = new Map();
    const owner = (existing, path) => typeof existing === 'string' ? keyOf(path) : (owners.get(existing) ?? keyOf(path));
    for (const [key, value] of entries) {
        const path = structure === 'nested' ? pathOf(key) : [key];
        let node = top;
        for (let i = 0; i < path.length; i++) {
            const segment = path[i];
            const last = i === path.length - 1;
            const items = node.items;
            const existing = items.get(segment);
            if (last) {
                if (existing !== undefined)
                    throw collision(owner(existing, path), key);
                items.set(segment, value);
                break;
            }
            const wanted = typeof path[i + 1] === 'number' ? 'seq' : 'map';
            if (existing === undefined) {
                const child = wanted === 'seq' ? { kind: 'seq', items: new Map() } : { kind: 'map', items: new Map() };
                items.set(segment, child);
                owners.set(child, key);
                node = child;
            }
            else if (typeof existing === 'object' && existing.kind === wanted) {
                node = existing;
            }
            else {
                throw collision(owner(existing, path.slice(0, i + 1)), key);
            }
        }
    }
    return top;
}
/** The texts under a tree, keyed by their path below it. */
function flattenTree(tree, path, out) {
    if (typeof tree === 'string')
        out.set(keyOf(path), tree);
    else if (tree.kind !== 'raw') {
        for (const [segment, child] of tree.items) {
            flattenTree(child, [...path, segment], out);
        }
    }
    return out;
}


/***/ }),

/***/ 7122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ depthError),
/* harmony export */   I: () => (/* binding */ parseYamlDocument)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3483);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3015);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5460);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9536);
// The YAML parse both YAML readers start from (Rails YAML, go-i18n's YAML): YAML 1.1 as Psych and
// go-yaml read it, duplicate keys left to the reader, and the parser's errors as FormatErrors.




/** The FormatError for nesting deeper than LIMITS.maxDepth, at `line` when known. */
function depthError(line) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`the file nests mappings and lists deeper than ${_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.maxDepth} levels (LIMITS.maxDepth); translation files need a few levels`, line === undefined ? {} : { line });
}
/**
 * Parses YAML text into a document and the line of each offset. Throws a FormatError at the first
 * syntax error, and depthError where the parser runs out of stack on very deep nesting.
 */
function parseYamlDocument(text) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    let doc;
    try {
        // Duplicate keys are each reader's business (the last one counts, as in Psych and go-yaml); the
        // yaml package's own check compares every pair with every other one.
        doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { version: _model_js__WEBPACK_IMPORTED_MODULE_3__/* .VERSION */ .xv, lineCounter, uniqueKeys: false });
    }
    catch (error) {
        if (error instanceof RangeError)
            throw depthError(undefined);
        throw error;
    }
    const lineOf = (offset) => lineCounter.linePos(offset).line;
    const error = doc.errors[0];
    // The yaml package turns its own stack overflow on very deep nesting into a parse error.
    if (error && /call stack/i.test(error.message))
        throw depthError(error.linePos?.[0].line);
    if (error) {
        const line = error.linePos?.[0].line;
        const column = error.linePos?.[0].col;
        const message = error.message.split('\n')[0] ?? error.message;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`invalid YAML: ${message}`, { line, column });
    }
    return { doc, lineOf };
}


/***/ }),

/***/ 9953:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LF: () => (/* binding */ read),
/* harmony export */   _B: () => (/* binding */ psychReadsAsText),
/* harmony export */   b6: () => (/* binding */ textOf),
/* harmony export */   hN: () => (/* binding */ parseYaml),
/* harmony export */   sF: () => (/* binding */ livePairs),
/* harmony export */   xT: () => (/* binding */ keyName)
/* harmony export */ });
/* unused harmony export isLanguageCode */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3483);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3015);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5460);
/* harmony import */ var _shared_hints_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6196);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9536);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(220);
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7122);






// ---------------------------------------------------------------------------------------------
// What is a text: Ruby's Psych, not the YAML 1.1 schema, decides what Rails sees.
const PSYCH_STRING = /^[^\d.:-]?[\p{Alphabetic}_\s!@#$%^&*(){}<>|/\\~;=]+/u;
const PSYCH_TIME = /^-?\d{4}-\d{1,2}-\d{1,2}(?:[Tt]|\s+)\d{1,2}:\d\d:\d\d(?:\.\d*)?(?:\s*(?:Z|[-+]\d{1,2}:?(?:\d\d)?))?$/;
const PSYCH_DATE = /^\d{4}-(?:1[012]|0\d|\d)-(?:[12]\d|3[01]|0\d|\d)$/;
const PSYCH_SEXAGESIMAL = /^[-+]?[0-9][0-9_]*(:[0-5]?[0-9]){1,2}(\.[0-9_]*)?$/;
const PSYCH_FLOAT = /^[-+]?([0-9][0-9_,]*)?\.[0-9]*([eE][-+][0-9]+)?$/;
const PSYCH_INTEGER = /^(?:[-+]?0b[0-1_,]+|[-+]?0[0-7_,]+|[-+]?(?:0|[1-9](?:[0-9]|,[0-9]|_[0-9])*)|[-+]?0x[0-9a-fA-F_,]+)$/;
/**
 * Whether Psych (Psych::ScalarScanner#tokenize) reads an untagged plain scalar as a String: not
 * nil (`~`, `null`, empty), a boolean (`yes`, `Off`, any case), a number, a date or time, or a
 * Symbol (`:year`). It differs from the YAML 1.1 schema: `y` and `n` are texts, `yEs` is not.
 */
function psychReadsAsText(plain) {
    if (plain === '')
        return false;
    if (PSYCH_STRING.test(plain) || plain.includes('\n')) {
        if (plain.length > 5 || /^[^ytonf~]/i.test(plain))
            return true;
        return !/^(?:~|null|yes|true|on|no|false|off)$/i.test(plain);
    }
    if (PSYCH_TIME.test(plain) || PSYCH_DATE.test(plain))
        return false;
    if (/^[-+]?\.inf$/i.test(plain) || /^\.nan$/i.test(plain) || /^:./.test(plain))
        return false;
    if (PSYCH_SEXAGESIMAL.test(plain))
        return false;
    if (PSYCH_FLOAT.test(plain))
        return /^[-+]?\.$/.test(plain);
    return !PSYCH_INTEGER.test(plain);
}
const STR_TAG = 'tag:yaml.org,2002:str';
/** A scalar's text, or undefined when it is not a text (nil, a number, a boolean, a date, a symbol). */
function textOf(node) {
    if (node === null)
        return undefined;
    if (node.tag !== undefined)
        return node.tag === STR_TAG ? String(node.value) : undefined;
    if (node.type === 'PLAIN' || node.type === undefined) {
        const plain = typeof node.value === 'string' ? node.value : (node.source ?? String(node.value));
        if (node.value === null && node.source === undefined)
            return undefined;
        return psychReadsAsText(plain) ? plain : undefined;
    }
    return String(node.value);
}
/**
 * A key's text. A key such as `no:`, `on:` or `1:` keeps the text it was written as, not the
 * boolean or number YAML 1.1 reads.
 */
function keyName(node) {
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node))
        return undefined;
    return typeof node.value === 'string' ? node.value : (node.source ?? String(node.value));
}
/**
 * Binds every alias to the node its anchor names, the last such anchor before it in the file, and
 * refuses an alias with no anchor before it. Also holds the depth budget before anything recurses
 * further: the yaml package's own resolution of an alias walks the whole document each time.
 */
function bindAliases(doc, lineOf) {
    const anchors = new Map();
    const targets = new Map();
    const visit = (node, depth) => {
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node)) {
            const target = anchors.get(node.source);
            if (target === undefined) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`invalid YAML: alias *${node.source} has no anchor &${node.source} before it`, node.range ? { line: lineOf(node.range[0]) } : {});
            }
            targets.set(node, target);
            return;
        }
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node) && !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node) && node.anchor)
                anchors.set(node.anchor, node);
            return;
        }
        if (depth >= _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.maxDepth)
            throw (0,_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .depthError */ .C)(node.range ? lineOf(node.range[0]) : undefined);
        if (node.anchor)
            anchors.set(node.anchor, node);
        for (const item of node.items) {
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node)) {
                visit(item.key, depth + 1);
                visit(item.value, depth + 1);
            }
            else {
                visit(item, depth + 1);
            }
        }
    };
    visit(doc.contents, 0);
    return targets;
}
/**
 * The pairs of a mapping that count, by name: when a name is defined twice the last definition
 * counts, as in Psych (YAML 1.2 calls it an error, Rails reads the last value).
 */
function livePairs(map) {
    const live = new Map();
    for (const pair of map.items) {
        const name = keyName(pair.key);
        if (name === undefined)
            continue;
        live.delete(name);
        live.set(name, pair);
    }
    return live;
}
/** Reads a YAML file: every check and budget of the parse, and what a rewrite needs. */
function read(content, options) {
    const { doc, lineOf } = (0,_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .parseYamlDocument */ .I)(content);
    const nodeLine = (node) => node?.range ? lineOf(node.range[0]) : undefined;
    const empty = () => ({
        doc,
        targets: new Map(),
        root: undefined,
        top: undefined,
        file: { entries: new Map(), locale: undefined, structure: 'flat', dottedNames: false },
        lineOf,
    });
    if (doc.contents === null)
        return empty();
    if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(doc.contents)) {
        const goI18n = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(doc.contents) && opensWithId(content);
        const message = 'the file must hold a YAML mapping of keys to texts';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(goI18n ? `${message}; ${_shared_hints_js__WEBPACK_IMPORTED_MODULE_4__/* .GO_I18N_HINT */ .Q}` : message, {
            line: nodeLine(doc.contents),
        });
    }
    const targets = bindAliases(doc, lineOf);
    const root = localeRoot(doc.contents, options.locale);
    const top = root ? root.value : doc.contents;
    const entries = new Map();
    let nested = false;
    let dottedNames = false;
    let expanded = 0;
    const add = (path, text, at) => {
        const key = (0,_model_js__WEBPACK_IMPORTED_MODULE_5__/* .keyOf */ .TN)(path);
        if (key.length > _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.maxKeyLength) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`key "${key.slice(0, 60)}…" is ${key.length} characters long, over the limit of ${_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.maxKeyLength} (LIMITS.maxKeyLength); shorten the key`, { key: key.slice(0, 60), line: nodeLine(at) });
        }
        if (entries.has(key)) {
            options.warn?.({
                message: `key "${key}" is written twice (once with a dot in its name); the later text counts`,
                line: nodeLine(at),
                key,
            });
            entries.delete(key);
        }
        else if (entries.size >= _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.maxEntries) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`the file holds more than ${_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.maxEntries} entries (LIMITS.maxEntries); split it into several files`, { line: nodeLine(at) });
        }
        entries.set(key, text);
        if (options.styles !== undefined && (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(at))
            options.styles.set(key, at.type);
    };
    const walk = (value, path, depth, aliased) => {
        let node = value;
        if (aliased && ++expanded > _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.maxAliasExpansion) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(`aliases (*name) in the file expand to more than ${_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.maxAliasExpansion} nodes (LIMITS.maxAliasExpansion); write the texts out instead of nesting aliases`, { line: nodeLine(value) });
        }
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isAlias */ .Vj)(node)) {
            node = targets.get(node) ?? null;
            aliased = true;
        }
        if (node === null || (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(node)) {
            const text = textOf(node);
            if (text !== undefined && node)
                add(path, text, value ?? node);
            return;
        }
        if (depth >= _limits_js__WEBPACK_IMPORTED_MODULE_2__/* .LIMITS */ .b.maxDepth)
            throw (0,_parse_js__WEBPACK_IMPORTED_MODULE_3__/* .depthError */ .C)(nodeLine(node));
        if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isSeq */ .oP)(node)) {
            nested = true;
            node.items.forEach((item, index) => {
                walk(item, [...path, index], depth + 1, aliased);
            });
            return;
        }
        if (!(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(node))
            return;
        if (path.length > 0)
            nested = true;
        const live = livePairs(node);
        for (const pair of node.items) {
            const keyNode = pair.key;
            const name = keyName(keyNode);
            if (name === undefined || name === '' || name === '<<') {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .FormatError */ .I(name === '<<'
                    ? 'merge keys (<<) are not supported in translation files; write the keys out'
                    : `a key under "${(0,_model_js__WEBPACK_IMPORTED_MODULE_5__/* .keyOf */ .TN)(path) || '(root)'}" is empty or not a plain text`, { line: nodeLine(keyNode) });
            }
            if (live.get(name) !== pair) {
                if (!aliased) {
                    const key = (0,_model_js__WEBPACK_IMPORTED_MODULE_5__/* .keyOf */ .TN)([...path, name]);
                    const later = live.get(name)?.key;
                    options.warn?.({
                        message: `key "${key}" is defined twice in one mapping (lines ${nodeLine(keyNode)} and ${nodeLine(later)}); the last one counts, as in Rails`,
                        line: nodeLine(later),
                        key,
                    });
                }
                continue;
            }
            if (name.includes('.') || _model_js__WEBPACK_IMPORTED_MODULE_6__/* .INDEXED_NAME */ .ei.test(name))
                dottedNames = true;
            walk(pair.value, [...path, name], depth + 1, aliased);
        }
    };
    walk(top, [], 0, false);
    return {
        doc,
        targets,
        root,
        top,
        file: {
            entries,
            locale: root ? keyName(root.key) : undefined,
            structure: nested ? 'nested' : 'flat',
            dottedNames,
        },
        lineOf,
    };
}
/**
 * Parses a YAML translation file. A file whose root mapping has exactly one key that is a known
 * language code (`en`, `pt-BR`, `zh_Hant`), holding a mapping, is Rails-style: that key is the locale
 * and is not part of the keys. Pass `locale` to require that root key instead of guessing.
 */
function parseYaml(content, options = {}) {
    return read(content, options).file;
}
/** The root pair of a Rails-style file, or undefined for a plain one. */
function localeRoot(map, locale) {
    if (map.items.length !== 1)
        return undefined;
    const pair = map.items[0];
    if (!pair || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isScalar */ .jn)(pair.key) || !(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isMap */ .jh)(pair.value))
        return undefined;
    const name = keyName(pair.key);
    if (locale !== undefined)
        return name === locale ? pair : undefined;
    return isLanguageCode(name) ? pair : undefined;
}
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
/** Whether `name` is a language CLDR knows (`en`, `pt-BR`, `zh_Hant`), not just any short word. */
function isLanguageCode(name) {
    if (!/^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,8})*$/.test(name))
        return false;
    try {
        const language = new Intl.Locale(name.replace(/_/g, '-')).language;
        return languageNames.of(language) !== undefined;
    }
    catch {
        // BCP 47's extended language form, which Intl.Locale refuses: rails-i18n's `zh-YUE:` (`yue`).
        const extended = /^[a-zA-Z]{2,3}[-_]([a-zA-Z]{3})$/.exec(name)?.[1]?.toLowerCase();
        return extended !== undefined && languageNames.of(extended) !== undefined;
    }
}
const LEADING = /\s+|#[^\n]*/y;
const ID_ITEM = /-\s+id\s*:/y;
/**
 * Whether a YAML text's first item, after blank lines and comments, opens with `id:` (go-i18n's v1
 * list). A loop over the lead: `^(?:\s|#[^\n]*)*` keeps a backtracking entry per character, and V8
 * overflows its stack on ten million blank lines.
 */
function opensWithId(content) {
    let at = 0;
    for (LEADING.lastIndex = 0; LEADING.exec(content) !== null; LEADING.lastIndex = at)
        at = LEADING.lastIndex;
    ID_ITEM.lastIndex = at;
    return ID_ITEM.test(content);
}


/***/ }),

/***/ 5159:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ appendAll)
/* harmony export */ });
/**
 * Appends every item of `items` to `target`. `target.push(...items)` passes each item as an argument,
 * and V8 overflows its stack on a few hundred thousand of them: a file at LIMITS.maxEntries gives that
 * many lines or edits, so lists that grow with the file are appended with this instead.
 */
function appendAll(target, items) {
    for (const item of items)
        target.push(item);
}


/***/ })

};
