export const id = 297;
export const ids = [297];
export const modules = {

/***/ 3297:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fluent: () => (/* binding */ fluent),
  parseFluent: () => (/* binding */ parseFluent)
});

// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var lines = __webpack_require__(3953);
// EXTERNAL MODULE: ../../node_modules/@fluent/syntax/index.js
var syntax = __webpack_require__(3628);
// EXTERNAL MODULE: ../../packages/formats/src/shared/splice.ts
var splice = __webpack_require__(7840);
// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/limits.ts
var limits = __webpack_require__(5460);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/fluent/depth.ts


/**
 * Refuses placeables nested deeper than LIMITS.maxDepth, before @fluent/syntax reads the file: its
 * parser recurses once per `{`, so a few thousand of them end in V8's "Maximum call stack size
 * exceeded" instead of an error naming the line. Braces inside a placeable's string literals
 * (`{ "{" }`) are text, not placeables.
 */
function checkFluentDepth(content) {
    let depth = 0;
    let line = 1;
    let inString = false;
    for (let i = 0; i < content.length; i++) {
        const c = content[i];
        if (c === '\n') {
            line++;
            inString = false; // a string literal cannot span lines
        }
        else if (inString) {
            if (c === '\\')
                i++;
            else if (c === '"')
                inString = false;
        }
        else if (c === '"' && depth > 0) {
            inString = true;
        }
        else if (c === '{') {
            depth++;
            if (depth > limits/* LIMITS */.b.maxDepth) {
                throw new errors/* FormatError */.I(`line ${line}: placeables nest deeper than ${limits/* LIMITS */.b.maxDepth} levels (LIMITS.maxDepth); translation files need a few levels at most`, { line });
            }
        }
        else if (c === '}' && depth > 0) {
            depth--;
        }
    }
}
/** Whether `content`'s placeables nest no deeper than LIMITS.maxDepth. */
function withinFluentDepth(content) {
    try {
        checkFluentDepth(content);
        return true;
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/fluent/model.ts




const serializer = new syntax.FluentSerializer();
const parser = new syntax.FluentParser({ withSpans: false });
/**
 * A pattern as the text of a key: what @fluent/syntax's serializer writes for it with the
 * indentation Fluent ignores removed. Selectors (plurals included) stay whole in the text, as
 * Pontoon and translate-toolkit keep them: `{ $n ->\n    [one] one item\n   *[other] { $n } items\n}`.
 */
function patternText(pattern) {
    const written = serializer.serializeEntry(new syntax.Message(new syntax.Identifier('x'), pattern));
    // `x = text\n` for one line, `x =\n    line\n    line\n` when the pattern starts on its own line.
    const body = written.slice('x ='.length, -1);
    if (!body.startsWith('\n'))
        return body.slice(1);
    return body
        .slice(1)
        .split('\n')
        .map((line) => line.replace(/^ {4}/, ''))
        .join('\n');
}
/**
 * The text of a key as Fluent source to write after `=` (` text` or `\n    text` for several lines),
 * in the serializer's spelling. Refuses a text that is not one Fluent pattern, naming the key.
 */
function writePattern(key, text, indent = '    ') {
    // The first line inline, as the serializer writes it: only a line of a block may not start with
    // "[", "*" or "." (a variant, an attribute), so `= ...` and `= [beta] Sync` are patterns.
    const [first, ...rest] = text.split('\n');
    const source = `x = ${first}${rest.map((line) => `\n    ${line}`).join('')}\n`;
    if (!withinFluentDepth(source)) {
        throw new errors/* FormatError */.I(`the text of "${key}" nests placeables deeper than ${limits/* LIMITS */.b.maxDepth} levels (LIMITS.maxDepth); correct the translation`, { key });
    }
    const resource = parser.parse(source);
    const [entry] = resource.body;
    if (resource.body.length !== 1 ||
        !(entry instanceof syntax.Message) ||
        entry.value === null ||
        entry.attributes.length > 0) {
        throw new errors/* FormatError */.I(`the text of "${key}" is not a Fluent pattern (an unclosed "{", a line after the first starting with "[", "*" or ".", or an empty text?); Fluent cannot hold it: correct the translation`, { key });
    }
    const written = serializer
        .serializeEntry(new syntax.Message(new syntax.Identifier('x'), entry.value))
        .slice('x ='.length, -1);
    // The serializer indents continuation lines by four spaces; an attribute's lines go four deeper.
    return indent === '    ' ? written : written.replaceAll('\n    ', `\n${indent}`);
}

// EXTERNAL MODULE: ../../packages/formats/src/model.ts
var model = __webpack_require__(4555);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/fluent/read.ts





const read_parser = new syntax.FluentParser({ withSpans: true });
/**
 * Reads a Fluent file with @fluent/syntax, the reference parser of Project Fluent. What it cannot
 * read (Junk) is skipped with a warning naming the line, as Fluent runtimes skip it; of a message or
 * term defined twice the first is read, as FluentBundle reads it, with a warning naming both lines.
 */
function readFluent(content, warn) {
    checkFluentDepth(content);
    const resource = read_parser.parse(content);
    const locate = (0,lines/* lineLocator */.hl)(content);
    const items = [];
    const seen = new Map();
    let count = 0;
    for (const node of resource.body) {
        if (node instanceof syntax.Junk) {
            const at = node.span?.start ?? 0;
            const { line } = locate(at);
            warn?.({
                message: `line ${line} is not valid Fluent (${node.annotations[0]?.message ?? 'unreadable'}); it is skipped, as Fluent runtimes skip it, and kept as written`,
                line,
            });
            continue;
        }
        if (!(node instanceof syntax.Message) && !(node instanceof syntax.Term))
            continue;
        const span = node.span;
        const id = (node instanceof syntax.Term ? '-' : '') + node.id.name;
        const idEnd = node.id.span.end;
        const line = locate(idEnd).line;
        const earlier = seen.get(id);
        if (earlier !== undefined) {
            // fluent.js's FluentBundle keeps the first definition and reports the later one: so does this.
            warn?.({
                message: `"${id}" is defined twice (lines ${earlier} and ${line}); the first is read, as Fluent runtimes read it, and the second is kept as written: remove one of them`,
                key: id,
                line,
            });
            continue;
        }
        seen.set(id, line);
        const valueAt = content.indexOf('=', idEnd) + 1;
        let value;
        if (node.value) {
            (0,model/* checkKeyLength */.Ob)(id, line);
            value = {
                key: id,
                value: patternText(node.value),
                start: valueAt,
                end: node.value.span.end,
                line,
            };
            count++;
        }
        const attributes = node.attributes.map((attribute) => {
            const attrSpan = attribute.span;
            const key = `${id}.${attribute.id.name}`;
            const attrLine = locate(attrSpan.start).line;
            (0,model/* checkKeyLength */.Ob)(key, attrLine);
            count++;
            return {
                key,
                value: patternText(attribute.value),
                start: content.indexOf('=', attribute.id.span.end) + 1,
                end: attribute.value.span.end,
                line: attrLine,
                attrStart: attrSpan.start,
                attrEnd: attrSpan.end,
            };
        });
        (0,model/* checkEntryCount */.Q1)(count, line);
        items.push({ id, start: span.start, end: span.end, value, valueAt, attributes });
    }
    return { items };
}
/** Every key of a read file with its text, in file order. */
function fluentEntries(file) {
    return file.items.flatMap((item) => [...(item.value ? [item.value] : []), ...item.attributes]);
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/fluent/write.ts


const IDENTIFIER = /^-?[a-zA-Z][a-zA-Z0-9_-]*$/;
/** A key split into its message or term id and attribute name; refuses what Fluent cannot name. */
function splitKey(key) {
    const dot = key.indexOf('.');
    const id = dot === -1 ? key : key.slice(0, dot);
    const attribute = dot === -1 ? undefined : key.slice(dot + 1);
    if (!IDENTIFIER.test(id) ||
        (attribute !== undefined && !IDENTIFIER.test(attribute)) ||
        attribute?.startsWith('-')) {
        throw new errors/* FormatError */.I(`key "${key}" is not a Fluent name: a message is [a-zA-Z][a-zA-Z0-9_-]*, a term the same after "-", an attribute "message.attribute"; rename the key`, { key });
    }
    return { id, attribute };
}
/** One message or term as Fluent source (ending with a line break): its value, then its attributes. */
function writeItem(id, value, attributes) {
    if (value === undefined && (id.startsWith('-') || attributes.length === 0)) {
        throw new errors/* FormatError */.I(`term "${id}" has attributes but no value; Fluent requires a term to have a value`, {
            key: id,
        });
    }
    let out = `${id} =${value === undefined ? '' : writePattern(id, value)}`;
    for (const [name, text] of attributes)
        out += `\n    .${name} =${writePattern(`${id}.${name}`, text, '        ')}`;
    return `${out}\n`;
}
/** Groups keys by message or term, in the order each message or term first appears. */
function groupKeys(entries) {
    const groups = new Map();
    for (const [key, text] of entries) {
        const { id, attribute } = splitKey(key);
        let group = groups.get(id);
        if (!group) {
            group = { attributes: [] };
            groups.set(id, group);
        }
        if (attribute === undefined)
            group.value = text;
        else
            group.attributes.push([attribute, text]);
    }
    return groups;
}
/** Writes entries as a Fluent file from nothing, one message or term per key group, in the order given. */
function serializeFluent(entries) {
    return [...groupKeys(entries)].map(([id, group]) => writeItem(id, group.value, group.attributes)).join('');
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/fluent/rewrite.ts




/** Where the line holding `offset` starts, minus its line break: removing from there takes the line. */
function lineBreakBefore(content, offset) {
    const lineStart = content.lastIndexOf('\n', offset - 1);
    if (lineStart <= 0)
        return Math.max(lineStart, 0);
    return content[lineStart - 1] === '\r' ? lineStart - 1 : lineStart;
}
/** The end of the line break after `offset`, if one follows at once. */
function afterLineBreak(content, offset) {
    if (content.startsWith('\r\n', offset))
        return offset + 2;
    if (content[offset] === '\n')
        return offset + 1;
    return offset;
}
/**
 * Writes `entries` over an existing Fluent file, splicing only what changed: an edited value or
 * attribute is replaced from its `=` to its end, a removed one takes its lines with it (a message
 * with no key left takes its attached comment), new attributes follow their message, and new
 * messages follow the file. Comments, group comments, Junk and unchanged entries keep their bytes.
 */
function rewriteFluent(entries, existing) {
    const file = readFluent(existing);
    const known = new Set(fluentEntries(file).map((entry) => entry.key));
    const edits = [];
    // New attributes by the message they belong to, in the order of the entries (one pass, not one per
    // message). Fluent identifiers hold no `.`, so `key` starts with `${id}.` exactly when this is id.
    const newAttributes = new Map();
    for (const [key, text] of entries) {
        const dot = key.indexOf('.');
        if (dot === -1 || known.has(key))
            continue;
        const id = key.slice(0, dot);
        const list = newAttributes.get(id) ?? [];
        list.push([key, text]);
        newAttributes.set(id, list);
    }
    const eol = existing.includes('\r\n') ? '\r\n' : '\n';
    for (const item of file.items) {
        const keys = [...(item.value ? [item.value.key] : []), ...item.attributes.map((a) => a.key)];
        const kept = keys.filter((key) => entries.has(key));
        const addedAttributes = newAttributes.get(item.id) ?? [];
        const addsValue = !item.value && entries.has(item.id);
        if (kept.length === 0 && addedAttributes.length === 0 && !addsValue) {
            edits.push({ start: item.start, end: afterLineBreak(existing, item.end), text: '' });
            continue;
        }
        if (item.value) {
            const text = entries.get(item.value.key);
            if (text === undefined)
                edits.push({ start: item.value.start, end: item.value.end, text: '' });
            else if (text !== item.value.value)
                edits.push({
                    start: item.value.start,
                    end: item.value.end,
                    text: writePattern(item.value.key, text),
                });
        }
        else if (addsValue) {
            edits.push({
                start: item.valueAt,
                end: item.valueAt,
                text: writePattern(item.id, entries.get(item.id)),
            });
        }
        for (const attribute of item.attributes) {
            const text = entries.get(attribute.key);
            if (text === undefined) {
                edits.push({
                    start: lineBreakBefore(existing, attribute.attrStart),
                    end: attribute.attrEnd,
                    text: '',
                });
            }
            else if (text !== attribute.value) {
                edits.push({
                    start: attribute.start,
                    end: attribute.end,
                    text: writePattern(attribute.key, text, '        '),
                });
            }
        }
        if (addedAttributes.length > 0) {
            const text = addedAttributes
                .map(([key, value]) => `${eol}    .${key.slice(item.id.length + 1)} =${writePattern(key, value, '        ')}`)
                .join('');
            edits.push({ start: item.end, end: item.end, text });
        }
    }
    let out = (0,splice/* spliceFromEnd */.s)(existing, edits.sort((a, b) => b.start - a.start));
    const ids = new Set(file.items.map((item) => item.id));
    const added = new Map([...entries].filter(([key]) => !ids.has(groupId(key))));
    if (added.size > 0) {
        if (out !== '' && !out.endsWith('\n'))
            out += '\n';
        out += serializeFluent(added);
    }
    return out;
}
function groupId(key) {
    const dot = key.indexOf('.');
    return dot === -1 ? key : key.slice(0, dot);
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/fluent/new-file.ts


const new_file_parser = new syntax.FluentParser({ withSpans: false });
// What the parser cannot read stays in the file, as the rewrite keeps it.
const new_file_serializer = new syntax.FluentSerializer({ withJunk: true });
/**
 * A new translation file made from its source file as Pontoon and Crowdin write one: the source's
 * comments and groups with the translated messages in their place (the untranslated ones left out),
 * in the Fluent serializer's spelling, which is what their files are byte for byte (no blank line
 * between two messages, one before a comment, a blank line inside a pattern indented).
 */
function serializeFromSource(entries, source) {
    return new_file_serializer.serialize(new_file_parser.parse(rewriteFluent(entries, source)));
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/fluent/index.ts





/** Parses a Fluent file into entries: `message`, `message.attribute`, `-term`, `-term.attribute`. */
function parseFluent(content, options = {}) {
    return new Map(fluentEntries(readFluent(content, options.warn)).map((entry) => [entry.key, entry.value]));
}
function detectStyle(content) {
    return {
        structure: 'flat',
        indent: '    ',
        trailingNewline: (0,lines/* endsWithNewline */.Df)(content),
        keyOrder: fluentEntries(readFluent(content)).map((entry) => entry.key),
    };
}
/** Project Fluent `.ftl`, read with @fluent/syntax; written over an existing file entry by entry. */
const fluent = {
    name: 'fluent',
    extensions: ['.ftl'],
    structures: ['flat'],
    parse: parseFluent,
    // A new file takes the shape of its source file, as Pontoon and Crowdin write one (new-file.ts).
    serialize: (entries, options) => options.template === undefined
        ? serializeFluent(entries)
        : serializeFromSource(entries, options.template),
    needsTemplate: true,
    detectStyle,
    serializeOver: (entries, existing) => rewriteFluent(entries, existing),
};


/***/ }),

/***/ 7840:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ spliceFromEnd)
/* harmony export */ });
/**
 * Applies splices given from the last offset to the first, each to the result of those before it,
 * exactly as `out = out.slice(0, start) + text + out.slice(end)` would, but copying the text once
 * instead of once per splice: V8 flattens the concatenated string at every slice, so the repeated
 * form takes time proportional to edits × file size (quadratic when every entry changes). With
 * `clamp`, a splice ends at the latest where the one applied before it starts
 * (`out.slice(Math.min(end, floor))`), so two removals sharing a blank line take it once. A splice
 * reaching into text an earlier one replaced (unclamped) finishes the old way, with the same bytes.
 */
function spliceFromEnd(text, splices, clamp = false) {
    const tail = [];
    let floor = text.length;
    let i = 0;
    for (; i < splices.length; i++) {
        const { start, end, text: piece } = splices[i];
        const to = clamp ? Math.min(end, floor) : end;
        if (start > floor || to > floor || to < start)
            break;
        tail.push(text.slice(to, floor), piece);
        floor = start;
    }
    let out = text.slice(0, floor) + tail.reverse().join('');
    let previous = i === 0 ? Number.POSITIVE_INFINITY : floor;
    for (; i < splices.length; i++) {
        const { start, end, text: piece } = splices[i];
        out = out.slice(0, start) + piece + out.slice(clamp ? Math.min(end, previous) : end);
        previous = start;
    }
    return out;
}


/***/ })

};
