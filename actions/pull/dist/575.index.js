export const id = 575;
export const ids = [575];
export const modules = {

/***/ 5575:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  android: () => (/* binding */ android)
});

// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var shared_lines = __webpack_require__(3953);
// EXTERNAL MODULE: ../../packages/formats/src/shared/xml.ts + 3 modules
var xml = __webpack_require__(1702);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/android/model.ts
/**
 * Android `res/values*\/strings.xml`. Keys: `<string name="k">` is `k`; `<plurals name="k">` items
 * are `k[one]`, `k[other]`… (brackets cannot occur in resource names, so no key collides);
 * `<string-array name="k">` items are `k[0]`, `k[1]`…. Texts are what the app shows: XML entities,
 * Android escapes (`\' \" \\ \n \t \@ \? \uXXXX`) and `"…"` quoting decoded, unquoted white space
 * collapsed as aapt2 does. A text with styling markup (`<b>`, `<i>`, `<xliff:g>`…) is kept as
 * written. `translatable="false"` resources and other resource types are not keys; they stay in
 * place when a pull writes over the file.
 */
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const GROUPED = /^(.+)\[(zero|one|two|few|many|other|\d+)\]$/s;
const STYLING = new Set([
    'b',
    'i',
    'u',
    'tt',
    'big',
    'small',
    'sup',
    'sub',
    'strike',
    'font',
    'a',
    'annotation',
    'span',
    'li',
    'ul',
    'br',
    'p',
    'xliff:g',
]);
/**
 * The dialect of the file at `path`: Compose's under a `composeResources/` folder; moko-resources'
 * under its source folder, `moko-resources/` (0.24 and later) or `resources/MR/` (before).
 */
function dialectOf(path) {
    if (path === undefined)
        return 'aapt';
    if (/(?:^|\/)composeResources\//.test(path))
        return 'compose';
    if (/(?:^|\/)(?:moko-resources|resources\/MR)\//.test(path))
        return 'moko';
    return 'aapt';
}
/** aapt2 collapses ASCII white space only; a no-break space is text. */
const ASCII_SPACE = /^[ \t\n\r\f\v]$/;

// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/limits.ts
var limits = __webpack_require__(5460);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/android/read.ts





function read(content, dialect) {
    (0,xml/* validateXml */.Qz)((0,shared_lines/* stripBom */.F8)(content), 'Android strings.xml');
    const root = (0,xml/* scanElements */.d8)(content, 'Android strings.xml').find((element) => element.name === 'resources');
    if (!root)
        throw new errors/* FormatError */.I('not an Android resource file: the root element must be <resources>', { line: 1 });
    const entries = new Map();
    const resources = [];
    const lines = new Map();
    const locate = (0,shared_lines/* lineLocator */.hl)(content);
    const lineOf = (element) => locate(element.start).line;
    const add = (key, element) => {
        if (key.length > limits/* LIMITS */.b.maxKeyLength) {
            throw new errors/* FormatError */.I(`the resource name at line ${lineOf(element)} has ${key.length} characters, over the limit of ${limits/* LIMITS */.b.maxKeyLength} (LIMITS.maxKeyLength)`, { line: lineOf(element) });
        }
        if (entries.size >= limits/* LIMITS */.b.maxEntries) {
            throw new errors/* FormatError */.I(`Android strings.xml has more than ${limits/* LIMITS */.b.maxEntries} strings and items, over the limit (LIMITS.maxEntries) at line ${lineOf(element)}: split it into several files`, { line: lineOf(element) });
        }
        const earlier = lines.get(key);
        if (earlier !== undefined) {
            // aapt2 refuses a resource defined twice in one file ("duplicate value for resource"), and so
            // does the build: there is no value to pick.
            throw new errors/* FormatError */.I(`"${key}" is defined twice (lines ${earlier} and ${lineOf(element)}); aapt2 refuses a resource defined twice: remove one`, { key, line: lineOf(element) });
        }
        lines.set(key, lineOf(element));
        entries.set(key, dialect === 'compose'
            ? decodeCompose(content, element)
            : dialect === 'moko'
                ? decodeMoko(content, element)
                : decodeAndroid(content, element, key, lineOf(element)));
        resources.push({ key, element });
    };
    for (const element of root.children) {
        if (!['string', 'plurals', 'string-array'].includes(element.name))
            continue;
        if (element.attributes.get('translatable') === 'false')
            continue;
        const name = element.attributes.get('name');
        if (!name)
            throw new errors/* FormatError */.I(`a <${element.name}> has no name`, { line: lineOf(element) });
        if (element.name === 'string') {
            add(name, element);
            continue;
        }
        const items = element.children.filter((child) => child.name === 'item');
        for (const [index, item] of items.entries()) {
            if (element.name === 'string-array') {
                add(`${name}[${index}]`, item);
                continue;
            }
            const quantity = item.attributes.get('quantity') ?? '';
            if (!CATEGORIES.includes(quantity)) {
                throw new errors/* FormatError */.I(`plurals "${name}" has an item with quantity "${quantity}"; expected one of ${CATEGORIES.join(', ')}`, { key: name, line: lineOf(item) });
            }
            add(`${name}[${quantity}]`, item);
        }
    }
    return { entries, resources, root };
}
/** Parses an Android strings.xml into entries in file order, in the dialect its path says. */
function parseAndroid(content, options) {
    return read(content, dialectOf(options?.path)).entries;
}
/** The element's text (entities and CDATA decoded), with markup as written. */
function textOf(content, element) {
    const inner = (0,xml/* innerXml */.QB)(content, element);
    if (element.children.length > 0)
        return inner;
    return inner
        .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
        .map((part) => (part.startsWith('<![CDATA[') ? part.slice(9, -3) : (0,xml/* decodeXmlEntities */.zo)(part)))
        .join('');
}
/** The text as Compose shows it: `\n`, `\t`, `\uXXXX` and `\\` decoded, every other character as is. */
function decodeCompose(content, element) {
    const text = textOf(content, element);
    if (element.children.length > 0)
        return text;
    let out = '';
    for (let i = 0; i < text.length; i++) {
        const char = text[i];
        const next = text[i + 1];
        if (char !== '\\' || next === undefined) {
            out += char;
        }
        else if (next === '\\' || next === 'n' || next === 't') {
            out += next === 'n' ? '\n' : next === 't' ? '\t' : '\\';
            i++;
        }
        else if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
            out += String.fromCharCode(Number.parseInt(text.slice(i + 2, i + 6), 16));
            i += 5;
        }
        else {
            out += char;
        }
    }
    return out;
}
/**
 * The text as moko-resources shows it: wrapped lines (a line break and the white space around it)
 * joined with one space, then `\n` a line break and `\'`, `\"`, `\?` the character; every other
 * character, a backslash before any other included, as is.
 */
function decodeMoko(content, element) {
    const text = textOf(content, element);
    if (element.children.length > 0)
        return text;
    return text
        .replace(/\s*\n\s*/g, ' ')
        .replace(/\\n/g, '\n')
        .replace(/\\(['"?])/g, '$1');
}
/** The text an element shows, or its content as written when it holds styling markup. */
function decodeAndroid(content, element, key, line) {
    if (element.children.length > 0)
        return (0,xml/* innerXml */.QB)(content, element);
    const text = textOf(content, element);
    let out = '';
    let quoted = false;
    // Collapsed white space is held back, so white space at the end of the text can be trimmed.
    let pendingSpace = false;
    const emit = (chars) => {
        if (pendingSpace && out !== '')
            out += ' ';
        pendingSpace = false;
        out += chars;
    };
    for (let i = 0; i < text.length; i++) {
        const char = text[i];
        if (char === '\\') {
            const next = text[i + 1];
            i++;
            if (next === undefined)
                break;
            if (next === 'u') {
                const hex = text.slice(i + 1, i + 5);
                if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
                    throw new errors/* FormatError */.I(`"${key}" has a malformed \\u escape at line ${line}: expected four hex digits`, {
                        key,
                        line,
                    });
                }
                emit(String.fromCharCode(Number.parseInt(hex, 16)));
                i += 4;
            }
            else {
                emit(next === 'n' ? '\n' : next === 't' ? '\t' : next);
            }
        }
        else if (char === '"') {
            quoted = !quoted;
        }
        else if (!quoted && ASCII_SPACE.test(char)) {
            pendingSpace = true;
        }
        else if (!quoted && char === "'") {
            throw new errors/* FormatError */.I(`"${key}" has an unescaped apostrophe at line ${line}: write \\' (aapt2 refuses the file otherwise)`, { key, line });
        }
        else {
            emit(char);
        }
    }
    return out;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/android/new-file.ts

const COMMENT = /<!--[\s\S]*?-->/g;
/**
 * The default file `template` holding only the resources some of whose keys `keys` has, each with
 * the comments that belong to it: the blank a new locale's texts are written over. A comment on the
 * lines just above a resource is that resource's, as translate-toolkit (Weblate) reads it, and goes
 * with it; a comment a blank line separates from what follows heads a section and is kept when a
 * resource of its section is. Comments after the last resource stay with `</resources>`.
 */
function blankAndroid(template, keys, dialect) {
    const { resources, root } = read(template, dialect);
    const kept = new Set(resources
        .filter((resource) => keys.has(resource.key))
        .map((resource) => (resource.element.name === 'item' ? resource.element.parent : resource.element)));
    const nodes = [];
    let from = root.openEnd;
    for (const element of root.children) {
        const gap = template.slice(from, element.start);
        const comments = [];
        let at = 0;
        for (const match of gap.matchAll(COMMENT)) {
            comments.push([gap.slice(at, match.index), match[0]]);
            at = match.index + match[0].length;
        }
        nodes.push({
            comments,
            before: gap.slice(at),
            start: element.start,
            end: element.end,
            kept: kept.has(element),
        });
        from = element.end;
    }
    let body = '';
    // The heading of a section whose first resource was not written, with the white space after it.
    let section = '';
    for (const node of nodes) {
        // The comments after the last blank line above the element are its own; those before it head a section.
        let own = node.comments.length;
        while (own > 0 && !blankLine(node.comments[own]?.[0] ?? node.before))
            own--;
        const heading = node.comments
            .slice(0, own)
            .map(([space, comment]) => space + comment)
            .join('');
        const rest = node.comments
            .slice(own)
            .map(([space, comment]) => space + comment)
            .concat(node.before)
            .join('');
        if (own > 0)
            section = '';
        if (!node.kept) {
            if (own > 0)
                section = heading + (/^\s*/.exec(rest)?.[0] ?? '');
            continue;
        }
        const element = template.slice(node.start, node.end);
        // The heading kept for a later resource of its section is followed by the white space it had.
        body += section === '' ? heading + rest + element : section + rest.trimStart() + element;
        section = '';
    }
    const opening = withoutToolsLocale(template.slice(root.start, root.openEnd), root.attributes);
    return template.slice(0, root.start) + opening + body + template.slice(from);
}
const TOOLS = 'http://schemas.android.com/tools';
/**
 * The `<resources>` start tag without its `tools:locale`: that names the default file's language for
 * lint's spelling and typography checks, and in a locale's folder lint takes the folder's.
 */
function withoutToolsLocale(tag, attributes) {
    const prefixes = [...attributes]
        .filter(([name, value]) => name.startsWith('xmlns:') && value === TOOLS)
        .map(([name]) => name.slice('xmlns:'.length));
    let out = tag;
    for (const prefix of prefixes) {
        out = out.replace(new RegExp(`\\s+${prefix.replaceAll('.', '\\.')}:locale\\s*=\\s*(?:"[^"]*"|'[^']*')`), '');
    }
    return out;
}
/** White space holding an empty line. */
function blankLine(space) {
    return /\n[ \t]*\r?\n/.test(space);
}

// EXTERNAL MODULE: ../../packages/formats/src/shared/open-tag.ts
var open_tag = __webpack_require__(8841);
;// CONCATENATED MODULE: ../../packages/formats/src/formats/android/write.ts




/**
 * The text as element content: styling markup is kept as written (unless `markup` is false: text
 * that was CDATA), all else escaped for `dialect`.
 */
function encodeAndroid(value, dialect = 'aapt', markup = true) {
    const tags = markup ? [...value.matchAll(/<\/?([A-Za-z_][\w:.-]*)[^>]*>/g)] : [];
    if (tags.length > 0 && tags.every((tag) => STYLING.has(tag[1])) && wellFormed(value))
        return value;
    const quotesAreText = dialect === 'compose' || dialect === 'moko';
    let out = '';
    for (const char of value) {
        // moko-resources decodes no `\\`: a backslash is written as it is.
        if (char === '\\')
            out += dialect === 'moko' ? '\\' : '\\\\';
        // Compose and moko-resources read quotes and apostrophes as text; aapt needs them escaped.
        else if (char === "'" && !quotesAreText)
            out += "\\'";
        else if (char === '"' && !quotesAreText)
            out += '\\"';
        else if (char === '\n')
            out += '\\n';
        else if (char === '\t')
            out += dialect === 'moko' ? '\t' : '\\t';
        else if (char === '&')
            out += '&amp;';
        else if (char === '<')
            out += '&lt;';
        else if (char === '>')
            out += '&gt;';
        else if (char.codePointAt(0) < 0x20)
            out += `\\u${char.codePointAt(0).toString(16).padStart(4, '0')}`;
        else
            out += char;
    }
    // Compose and moko-resources take white space and a leading @ or ? as text.
    if (quotesAreText)
        return out;
    // A leading @ or ? would make the text a resource reference.
    if (out.startsWith('@') || out.startsWith('?'))
        out = `\\${out}`;
    // Unquoted white space is collapsed and trimmed; quotes keep it.
    return /^[ \t\n\r\f\v]|[ \t\n\r\f\v]$|[ \t\n\r\f\v]{2}/.test(out) ? `"${out}"` : out;
}
function wellFormed(value) {
    try {
        (0,xml/* validateXml */.Qz)(`<r xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">${value}</r>`, 'fragment');
        return true;
    }
    catch {
        return false;
    }
}
/** Groups keys into resources in the order of each resource's first key. */
function groupEntries(entries) {
    const groups = new Map();
    for (const [key, value] of entries) {
        const match = GROUPED.exec(key);
        if (!match) {
            groups.set(`string:${key}`, { kind: 'string', name: key, items: [['', value]] });
            continue;
        }
        const name = match[1];
        const kind = /^\d+$/.test(match[2]) ? 'string-array' : 'plurals';
        const id = `${kind}:${name}`;
        let group = groups.get(id);
        if (!group) {
            group = { kind, name, items: [] };
            groups.set(id, group);
        }
        group.items.push([match[2], value]);
    }
    for (const group of groups.values()) {
        if (group.kind === 'string-array') {
            // An array is positional: a missing index is written as an empty item, so later ones keep theirs.
            const byIndex = new Map(group.items.map(([index, value]) => [Number(index), value]));
            let length = 0;
            for (const index of byIndex.keys())
                length = Math.max(length, index + 1);
            if (length > limits/* LIMITS */.b.maxEntries) {
                throw new errors/* FormatError */.I(`string-array "${group.name}" would need ${length} items (its largest index is ${length - 1}), over the limit of ${limits/* LIMITS */.b.maxEntries} (LIMITS.maxEntries): check the key "${group.name}[${length - 1}]"`, { key: `${group.name}[${length - 1}]` });
            }
            group.items = Array.from({ length }, (_, index) => [String(index), byIndex.get(index) ?? '']);
        }
        if (group.kind === 'plurals') {
            group.items.sort(([a], [b]) => CATEGORIES.indexOf(a) - CATEGORIES.indexOf(b));
        }
    }
    return [...groups.values()];
}
/** `name="value"` (or with `'`), the value escaped for that quote. */
function attribute(name, value, quote) {
    const escaped = (0,xml/* escapeXmlAttribute */.R0)(value);
    return quote === '"' ? `${name}="${escaped}"` : `${name}='${escaped.replaceAll("'", '&apos;')}'`;
}
/** One resource as written: a `<string>`, or a `<plurals>`/`<string-array>` with its items. */
function renderGroup(group, indent, step, dialect, quote = '"') {
    const name = attribute('name', group.name, quote);
    if (group.kind === 'string')
        return `${indent}<string ${name}>${encodeAndroid(group.items[0]?.[1] ?? '', dialect)}</string>`;
    const items = group.items.map(([id, value]) => group.kind === 'plurals'
        ? `${indent}${step}${renderItem(id, value, dialect, quote)}`
        : `${indent}${step}<item>${encodeAndroid(value, dialect)}</item>`);
    return [`${indent}<${group.kind} ${name}>`, ...items, `${indent}</${group.kind}>`].join('\n');
}
/** A plurals `<item quantity="…">`. */
function renderItem(quantity, value, dialect, quote) {
    return `<item ${attribute('quantity', quantity, quote)}>${encodeAndroid(value, dialect)}</item>`;
}
/** The quote most of the file's `name=` attributes are written with (`"` in a tie or with none). */
function attributeQuoteOf(content) {
    const single = content.match(/\sname\s*=\s*'/g)?.length ?? 0;
    const double = content.match(/\sname\s*=\s*"/g)?.length ?? 0;
    return single > double ? "'" : '"';
}
/** Writes a new strings.xml, indented with four spaces as Android Studio does. */
function serializeAndroid(entries, dialect = 'aapt') {
    const body = groupEntries(entries).map((group) => `${renderGroup(group, '    ', '    ', dialect)}\n`);
    return `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n${body.join('')}</resources>\n`;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/android/rewrite.ts





/**
 * Writes over an existing strings.xml by editing only what changed: the content of changed strings
 * and items, removed resources and items (with their line), new items inside their plurals or
 * array, and new resources after the last one, shaped like it. Comments, attributes,
 * non-translatable strings and layout stay byte for byte.
 */
function serializeOver(entries, existing, options) {
    const dialect = dialectOf(options.path);
    const { entries: before, resources, root } = read(existing, dialect);
    // New resources quote their attributes as the file does (`<string name='app_name'>`).
    const quote = attributeQuoteOf(existing);
    const edits = [];
    const byKey = new Map(resources.map((resource) => [resource.key, resource.element]));
    const containers = new Map();
    const itemsOf = new Map();
    for (const resource of resources) {
        const container = resource.element.name === 'item' ? resource.element.parent : undefined;
        if (!container)
            continue;
        containers.set(`${container.name}:${container.attributes.get('name')}`, container);
        const items = itemsOf.get(container);
        if (items)
            items.push(resource.key);
        else
            itemsOf.set(container, [resource.key]);
    }
    // An array that loses or gains items is written again as a whole: its items are positional.
    const arrayKeys = new Map();
    for (const key of entries.keys()) {
        const match = GROUPED.exec(key);
        if (!match || !/^\d+$/.test(match[2]))
            continue;
        const keys = arrayKeys.get(match[1]);
        if (keys)
            keys.push(key);
        else
            arrayKeys.set(match[1], [key]);
    }
    const rewritten = new Set();
    for (const container of containers.values()) {
        if (container.name !== 'string-array')
            continue;
        const wanted = arrayKeys.get(container.attributes.get('name') ?? '') ?? [];
        const had = itemsOf.get(container) ?? [];
        if (wanted.length > 0 &&
            (had.some((key) => !entries.has(key)) || wanted.some((key) => !byKey.has(key)))) {
            rewritten.add(container);
            const [group] = groupEntries(new Map(wanted.map((key) => [key, entries.get(key)])));
            const indent = (0,xml/* indentationAt */.pi)(existing, container.start) ?? '';
            const firstItem = container.children.find((child) => child.name === 'item');
            const itemIndent = firstItem ? (0,xml/* indentationAt */.pi)(existing, firstItem.start) : undefined;
            const step = itemIndent?.startsWith(indent) && itemIndent.length > indent.length
                ? itemIndent.slice(indent.length)
                : '    ';
            const lines = renderGroup(group, indent, step, dialect, quote).split('\n');
            lines[0] = existing.slice(container.start, container.openEnd);
            edits.push({ start: container.start, end: container.end, text: lines.join('\n') });
        }
    }
    // New keys: items of an existing plurals or array go inside it, other resources after the last one.
    const newItems = new Map();
    const newGroups = [];
    for (const group of groupEntries(new Map([...entries].filter(([key]) => !byKey.has(key))))) {
        const container = containers.get(`${group.kind}:${group.name}`);
        if (container && rewritten.has(container))
            continue;
        if (group.kind !== 'string' && container)
            newItems.set(container, group);
        else
            newGroups.push(group);
    }
    // A plurals or array whose every item is gone goes too, unless new items arrive for it.
    const removed = new Set();
    for (const [container, items] of itemsOf) {
        if (rewritten.has(container) || newItems.has(container) || items.some((key) => entries.has(key)))
            continue;
        removed.add(container);
        edits.push((0,xml/* removalOf */.c6)(existing, container));
    }
    for (const [key, element] of byKey) {
        if (element.parent && (rewritten.has(element.parent) || removed.has(element.parent)))
            continue;
        const value = entries.get(key);
        if (value === undefined) {
            edits.push((0,xml/* removalOf */.c6)(existing, element));
            continue;
        }
        if (before.get(key) === value)
            continue;
        const open = (0,open_tag/* openingTag */.p)(existing.slice(element.start, element.openEnd));
        edits.push({
            start: element.start,
            end: element.end,
            // Text written as CDATA (Thunderbird's `<![CDATA[Create & set new folder]]>`) stays CDATA.
            text: `${open}${(0,xml/* holdsCdata */.Sz)(existing, element) ? (0,xml/* asCdata */.U4)(encodeAndroid(value, dialect, false)) : encodeAndroid(value, dialect)}</${element.name}>`,
        });
    }
    for (const [container, group] of newItems) {
        const items = container.children.filter((child) => child.name === 'item');
        const lastItem = items.at(-1);
        const indent = (0,xml/* indentationAt */.pi)(existing, lastItem.start) ?? '';
        if (group.kind === 'plurals') {
            // A form goes in CLDR order (one, few, many, other), as Android Studio and Weblate write them:
            // Slovak's `few` before the `other` its English source has alone.
            for (const [id, value] of group.items) {
                const next = items.find((item) => quantityRank(item.attributes.get('quantity')) > quantityRank(id));
                const rendered = renderItem(id, value, dialect, quote);
                if (next === undefined)
                    edits.push({ start: lastItem.end, end: lastItem.end, text: `\n${indent}${rendered}` });
                else {
                    const own = (0,xml/* indentationAt */.pi)(existing, next.start) ?? indent;
                    edits.push({ start: next.start, end: next.start, text: `${rendered}\n${own}` });
                }
            }
            continue;
        }
        const text = group.items
            .map(([, value]) => `\n${indent}<item>${encodeAndroid(value, dialect)}</item>`)
            .join('');
        edits.push({ start: lastItem.end, end: lastItem.end, text });
    }
    if (newGroups.length > 0) {
        const last = root.children.at(-1);
        const rootIndent = (0,xml/* indentationAt */.pi)(existing, root.start) ?? '';
        const indent = last ? ((0,xml/* indentationAt */.pi)(existing, last.start) ?? '    ') : `${rootIndent}    `;
        const step = indent.slice(rootIndent.length) || '    ';
        const at = last ? last.end : (0,xml/* whitespaceBefore */.Hy)(existing, root.closeStart);
        const text = newGroups.map((group) => `\n${renderGroup(group, indent, step, dialect, quote)}`).join('');
        edits.push({ start: at, end: at, text: last ? text : `${text}\n${rootIndent}` });
    }
    return (0,xml/* applyEdits */.ct)(existing, edits);
}
/** A plural item's place in CLDR order; an unknown quantity sorts last. */
function quantityRank(quantity) {
    const rank = CATEGORIES.indexOf(quantity ?? '');
    return rank === -1 ? CATEGORIES.length : rank;
}

;// CONCATENATED MODULE: ../../packages/formats/src/formats/android/index.ts







function detectStyle(content) {
    return {
        structure: 'flat',
        indent: (0,xml/* xmlIndentOf */.vp)(content, '    '),
        trailingNewline: (0,shared_lines/* endsWithNewline */.Df)(content),
        // Compose's reading never refuses a text, and the keys are the same in either dialect.
        keyOrder: [...read(content, 'compose').entries.keys()],
    };
}
/** Android strings.xml: strings, plurals (`key[one]`) and string arrays (`key[0]`). */
const android = {
    name: 'android',
    extensions: ['.xml'],
    structures: ['flat'],
    parse: parseAndroid,
    // A new locale's file takes the default file's shape with only its translated resources (new-file.ts).
    serialize: (entries, options) => options.template === undefined
        ? serializeAndroid(entries, dialectOf(options.path))
        : serializeOver(entries, blankAndroid(options.template, new Set(entries.keys()), dialectOf(options.path)), options),
    detectStyle,
    serializeOver: serializeOver,
    needsTemplate: true,
};


/***/ }),

/***/ 8841:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ openingTag)
/* harmony export */ });
/**
 * The opening tag of a self-closing element's tag (`<string name="a"/>` → `<string name="a">`), or
 * `tag` as it is. Not `replace(/\s*\/>$/, '>')`: V8 tries that pattern from every character of a
 * long run of spaces between attributes, quadratic in its length.
 */
function openingTag(tag) {
    return tag.endsWith('/>') ? `${tag.slice(0, -2).trimEnd()}>` : tag;
}


/***/ })

};
