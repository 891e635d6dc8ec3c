export const id = 702;
export const ids = [702];
export const modules = {

/***/ 1702:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ct: () => (/* binding */ applyEdits),
  U4: () => (/* binding */ asCdata),
  zo: () => (/* binding */ decodeXmlEntities),
  DG: () => (/* binding */ descendants),
  R0: () => (/* binding */ escapeXmlAttribute),
  IR: () => (/* binding */ escapeXmlText),
  Sz: () => (/* binding */ holdsCdata),
  jt: () => (/* binding */ indentStep),
  pi: () => (/* binding */ indentationAt),
  QB: () => (/* binding */ innerXml),
  s6: () => (/* binding */ isXmlChar),
  WT: () => (/* binding */ likeContentOf),
  c6: () => (/* binding */ removalOf),
  d8: () => (/* binding */ scanElements),
  Qz: () => (/* binding */ validateXml),
  Hy: () => (/* binding */ whitespaceBefore),
  vp: () => (/* binding */ xmlIndentOf)
});

;// CONCATENATED MODULE: ../../node_modules/fast-xml-parser/src/util.js


const nameStartChar = ':A-Za-z_\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD';
const nameChar = nameStartChar + '\\-.\\d\\u00B7\\u0300-\\u036F\\u203F-\\u2040';
const nameRegexp = '[' + nameStartChar + '][' + nameChar + ']*';
const regexName = new RegExp('^' + nameRegexp + '$');

function getAllMatches(string, regex) {
  const matches = [];
  let match = regex.exec(string);
  while (match) {
    const allmatches = [];
    allmatches.startIndex = regex.lastIndex - match[0].length;
    const len = match.length;
    for (let index = 0; index < len; index++) {
      allmatches.push(match[index]);
    }
    matches.push(allmatches);
    match = regex.exec(string);
  }
  return matches;
}

const isName = function (string) {
  const match = regexName.exec(string);
  return !(match === null || typeof match === 'undefined');
}

function isExist(v) {
  return typeof v !== 'undefined';
}

function isEmptyObject(obj) {
  return Object.keys(obj).length === 0;
}

function getValue(v) {
  if (exports.isExist(v)) {
    return v;
  } else {
    return '';
  }
}

/**
 * Dangerous property names that could lead to prototype pollution or security issues
 */
const DANGEROUS_PROPERTY_NAMES = (/* unused pure expression or super */ null && ([
  // '__proto__',
  // 'constructor',
  // 'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__'
]));

const criticalProperties = (/* unused pure expression or super */ null && (["__proto__", "constructor", "prototype"]));
;// CONCATENATED MODULE: ../../node_modules/fast-xml-parser/src/validator.js




const defaultOptions = {
  allowBooleanAttributes: false, //A tag can have attributes without any value
  unpairedTags: []
};

//const tagsPattern = new RegExp("<\\/?([\\w:\\-_\.]+)\\s*\/?>","g");
function validate(xmlData, options) {
  options = Object.assign({}, defaultOptions, options);

  //xmlData = xmlData.replace(/(\r\n|\n|\r)/gm,"");//make it single line
  //xmlData = xmlData.replace(/(^\s*<\?xml.*?\?>)/g,"");//Remove XML starting tag
  //xmlData = xmlData.replace(/(<!DOCTYPE[\s\w\"\.\/\-\:]+(\[.*\])*\s*>)/g,"");//Remove DOCTYPE
  const tags = [];
  let tagFound = false;

  //indicates that the root tag has been closed (aka. depth 0 has been reached)
  let reachedRoot = false;

  if (xmlData[0] === '\ufeff') {
    // check for byte order mark (BOM)
    xmlData = xmlData.substr(1);
  }

  for (let i = 0; i < xmlData.length; i++) {

    if (xmlData[i] === '<' && xmlData[i + 1] === '?') {
      i += 2;
      i = readPI(xmlData, i);
      if (i.err) return i;
    } else if (xmlData[i] === '<') {
      //starting of tag
      //read until you reach to '>' avoiding any '>' in attribute value
      let tagStartPos = i;
      i++;

      if (xmlData[i] === '!') {
        i = readCommentAndCDATA(xmlData, i);
        continue;
      } else {
        let closingTag = false;
        if (xmlData[i] === '/') {
          //closing tag
          closingTag = true;
          i++;
        }
        //read tagname
        let tagName = '';
        for (; i < xmlData.length &&
          xmlData[i] !== '>' &&
          xmlData[i] !== ' ' &&
          xmlData[i] !== '\t' &&
          xmlData[i] !== '\n' &&
          xmlData[i] !== '\r'; i++
        ) {
          tagName += xmlData[i];
        }
        tagName = tagName.trim();
        //console.log(tagName);

        if (tagName[tagName.length - 1] === '/') {
          //self closing tag without attributes
          tagName = tagName.substring(0, tagName.length - 1);
          //continue;
          i--;
        }
        if (!validateTagName(tagName)) {
          let msg;
          if (tagName.trim().length === 0) {
            msg = "Invalid space after '<'.";
          } else {
            msg = "Tag '" + tagName + "' is an invalid name.";
          }
          return getErrorObject('InvalidTag', msg, getLineNumberForPosition(xmlData, i));
        }

        const result = readAttributeStr(xmlData, i);
        if (result === false) {
          return getErrorObject('InvalidAttr', "Attributes for '" + tagName + "' have open quote.", getLineNumberForPosition(xmlData, i));
        }
        let attrStr = result.value;
        i = result.index;

        if (attrStr[attrStr.length - 1] === '/') {
          //self closing tag
          const attrStrStart = i - attrStr.length;
          attrStr = attrStr.substring(0, attrStr.length - 1);
          const isValid = validateAttributeString(attrStr, options);
          if (isValid === true) {
            tagFound = true;
            //continue; //text may presents after self closing tag
          } else {
            //the result from the nested function returns the position of the error within the attribute
            //in order to get the 'true' error line, we need to calculate the position where the attribute begins (i - attrStr.length) and then add the position within the attribute
            //this gives us the absolute index in the entire xml, which we can use to find the line at last
            return getErrorObject(isValid.err.code, isValid.err.msg, getLineNumberForPosition(xmlData, attrStrStart + isValid.err.line));
          }
        } else if (closingTag) {
          if (!result.tagClosed) {
            return getErrorObject('InvalidTag', "Closing tag '" + tagName + "' doesn't have proper closing.", getLineNumberForPosition(xmlData, i));
          } else if (attrStr.trim().length > 0) {
            return getErrorObject('InvalidTag', "Closing tag '" + tagName + "' can't have attributes or invalid starting.", getLineNumberForPosition(xmlData, tagStartPos));
          } else if (tags.length === 0) {
            return getErrorObject('InvalidTag', "Closing tag '" + tagName + "' has not been opened.", getLineNumberForPosition(xmlData, tagStartPos));
          } else {
            const otg = tags.pop();
            if (tagName !== otg.tagName) {
              let openPos = getLineNumberForPosition(xmlData, otg.tagStartPos);
              return getErrorObject('InvalidTag',
                "Expected closing tag '" + otg.tagName + "' (opened in line " + openPos.line + ", col " + openPos.col + ") instead of closing tag '" + tagName + "'.",
                getLineNumberForPosition(xmlData, tagStartPos));
            }

            //when there are no more tags, we reached the root level.
            if (tags.length == 0) {
              reachedRoot = true;
            }
          }
        } else {
          const isValid = validateAttributeString(attrStr, options);
          if (isValid !== true) {
            //the result from the nested function returns the position of the error within the attribute
            //in order to get the 'true' error line, we need to calculate the position where the attribute begins (i - attrStr.length) and then add the position within the attribute
            //this gives us the absolute index in the entire xml, which we can use to find the line at last
            return getErrorObject(isValid.err.code, isValid.err.msg, getLineNumberForPosition(xmlData, i - attrStr.length + isValid.err.line));
          }

          //if the root level has been reached before ...
          if (reachedRoot === true) {
            return getErrorObject('InvalidXml', 'Multiple possible root nodes found.', getLineNumberForPosition(xmlData, i));
          } else if (options.unpairedTags.indexOf(tagName) !== -1) {
            //don't push into stack
          } else {
            tags.push({ tagName, tagStartPos });
          }
          tagFound = true;
        }

        //skip tag text value
        //It may include comments and CDATA value
        for (i++; i < xmlData.length; i++) {
          if (xmlData[i] === '<') {
            if (xmlData[i + 1] === '!') {
              //comment or CADATA
              i++;
              i = readCommentAndCDATA(xmlData, i);
              continue;
            } else if (xmlData[i + 1] === '?') {
              i = readPI(xmlData, ++i);
              if (i.err) return i;
            } else {
              break;
            }
          } else if (xmlData[i] === '&') {
            const afterAmp = validateAmpersand(xmlData, i);
            if (afterAmp == -1)
              return getErrorObject('InvalidChar', "char '&' is not expected.", getLineNumberForPosition(xmlData, i));
            i = afterAmp;
          } else {
            if (reachedRoot === true && !isWhiteSpace(xmlData[i])) {
              return getErrorObject('InvalidXml', "Extra text at the end", getLineNumberForPosition(xmlData, i));
            }
          }
        } //end of reading tag text value
        if (xmlData[i] === '<') {
          i--;
        }
      }
    } else {
      if (isWhiteSpace(xmlData[i])) {
        continue;
      }
      return getErrorObject('InvalidChar', "char '" + xmlData[i] + "' is not expected.", getLineNumberForPosition(xmlData, i));
    }
  }

  if (!tagFound) {
    return getErrorObject('InvalidXml', 'Start tag expected.', 1);
  } else if (tags.length == 1) {
    return getErrorObject('InvalidTag', "Unclosed tag '" + tags[0].tagName + "'.", getLineNumberForPosition(xmlData, tags[0].tagStartPos));
  } else if (tags.length > 0) {
    return getErrorObject('InvalidXml', "Invalid '" +
      JSON.stringify(tags.map(t => t.tagName), null, 4).replace(/\r?\n/g, '') +
      "' found.", { line: 1, col: 1 });
  }

  return true;
};

function isWhiteSpace(char) {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r';
}
/**
 * Read Processing insstructions and skip
 * @param {*} xmlData
 * @param {*} i
 */
function readPI(xmlData, i) {
  const start = i;
  for (; i < xmlData.length; i++) {
    if (xmlData[i] == '?' || xmlData[i] == ' ') {
      //tagname
      const tagname = xmlData.substr(start, i - start);
      if (i > 5 && tagname === 'xml') {
        return getErrorObject('InvalidXml', 'XML declaration allowed only at the start of the document.', getLineNumberForPosition(xmlData, i));
      } else if (xmlData[i] == '?' && xmlData[i + 1] == '>') {
        //check if valid attribut string
        i++;
        break;
      } else {
        continue;
      }
    }
  }
  return i;
}

function readCommentAndCDATA(xmlData, i) {
  if (xmlData.length > i + 5 && xmlData[i + 1] === '-' && xmlData[i + 2] === '-') {
    //comment
    for (i += 3; i < xmlData.length; i++) {
      if (xmlData[i] === '-' && xmlData[i + 1] === '-' && xmlData[i + 2] === '>') {
        i += 2;
        break;
      }
    }
  } else if (
    xmlData.length > i + 8 &&
    xmlData[i + 1] === 'D' &&
    xmlData[i + 2] === 'O' &&
    xmlData[i + 3] === 'C' &&
    xmlData[i + 4] === 'T' &&
    xmlData[i + 5] === 'Y' &&
    xmlData[i + 6] === 'P' &&
    xmlData[i + 7] === 'E'
  ) {
    let angleBracketsCount = 1;
    for (i += 8; i < xmlData.length; i++) {
      if (xmlData[i] === '<') {
        angleBracketsCount++;
      } else if (xmlData[i] === '>') {
        angleBracketsCount--;
        if (angleBracketsCount === 0) {
          break;
        }
      }
    }
  } else if (
    xmlData.length > i + 9 &&
    xmlData[i + 1] === '[' &&
    xmlData[i + 2] === 'C' &&
    xmlData[i + 3] === 'D' &&
    xmlData[i + 4] === 'A' &&
    xmlData[i + 5] === 'T' &&
    xmlData[i + 6] === 'A' &&
    xmlData[i + 7] === '['
  ) {
    for (i += 8; i < xmlData.length; i++) {
      if (xmlData[i] === ']' && xmlData[i + 1] === ']' && xmlData[i + 2] === '>') {
        i += 2;
        break;
      }
    }
  }

  return i;
}

const doubleQuote = '"';
const singleQuote = "'";

/**
 * Keep reading xmlData until '<' is found outside the attribute value.
 * @param {string} xmlData
 * @param {number} i
 */
function readAttributeStr(xmlData, i) {
  let attrStr = '';
  let startChar = '';
  let tagClosed = false;
  for (; i < xmlData.length; i++) {
    if (xmlData[i] === doubleQuote || xmlData[i] === singleQuote) {
      if (startChar === '') {
        startChar = xmlData[i];
      } else if (startChar !== xmlData[i]) {
        //if vaue is enclosed with double quote then single quotes are allowed inside the value and vice versa
      } else {
        startChar = '';
      }
    } else if (xmlData[i] === '>') {
      if (startChar === '') {
        tagClosed = true;
        break;
      }
    }
    attrStr += xmlData[i];
  }
  if (startChar !== '') {
    return false;
  }

  return {
    value: attrStr,
    index: i,
    tagClosed: tagClosed
  };
}

/**
 * Walk `attrStr` once, left to right, splitting it into attribute tokens.
 *
 * This replaces a regex that used to do the same job
 * (`(\s*)([^\s=]+)(\s*=)?(\s*(['"])(([\s\S])*?)\5)?`). That regex led with an
 * optional whitespace group followed by a required "non-whitespace" group.
 * On a long run of whitespace that never resolves into an attribute name
 * (e.g. a tag with thousands of trailing spaces before `>`), the engine
 * backtracks the whitespace group one character at a time before giving up
 * and moving to the next starting position — one full backtrack per
 * position, which is quadratic in the length of the run.
 *
 * The scan is forward-only: the cursor never moves backwards, so each
 * character is visited a constant number of times and the cost is linear
 * in the length of the string.
 *
 * Each returned token mirrors the shape the old regex match array had, so
 * the validation logic below (which reads token[1]..token[6]) didn't need
 * to change:
 *   token.startIndex - where this token begins in attrStr
 *   token[1]          - leading whitespace before the name
 *   token[2]          - the attribute name
 *   token[3]          - whitespace + '=' if present, else undefined
 *   token[4]          - marker (any defined value) if a quoted value was found
 *   token[5]          - the quote character used ('"' or "'")
 *   token[6]          - the value's text, without the surrounding quotes
 *
 * A malformed leading character (e.g. a stray '=' with no name before it)
 * is simply skipped over, one character at a time — the same outcome the
 * old regex produced by failing to match at that position and retrying at
 * the next one.
 */
function scanAttributeTokens(attrStr) {
  const tokens = [];
  const len = attrStr.length;
  let i = 0;

  while (i < len) {
    const tokenStart = i;

    // Leading whitespace before the name.
    while (i < len && isWhiteSpace(attrStr[i])) i++;
    if (i >= len) break; // trailing whitespace only — nothing left to read

    if (attrStr[i] === '=') {
      // No name before this '=' — not a valid attribute start. Move past
      i++;
      continue;
    }

    const leadingWs = attrStr.slice(tokenStart, i);

    // Attribute name — everything up to the next whitespace or '='.
    const nameStart = i;
    while (i < len && !isWhiteSpace(attrStr[i]) && attrStr[i] !== '=') i++;
    const name = attrStr.slice(nameStart, i);

    // Optional whitespace + '='.
    let equalsGroup; // whitespace + '=' text, or undefined if absent
    let j = i;
    while (j < len && isWhiteSpace(attrStr[j])) j++;
    if (j < len && attrStr[j] === '=') {
      equalsGroup = attrStr.slice(i, j + 1);
      i = j + 1;
    }

    // Optional whitespace + quoted value.
    let quoteChar;
    let value;
    let k = i;
    while (k < len && isWhiteSpace(attrStr[k])) k++;
    if (k < len && (attrStr[k] === '"' || attrStr[k] === "'")) {
      const valueStart = k + 1;
      const closeIdx = attrStr.indexOf(attrStr[k], valueStart);
      if (closeIdx !== -1) {
        quoteChar = attrStr[k];
        value = attrStr.slice(valueStart, closeIdx);
        i = closeIdx + 1;
      }
      // No closing quote found anywhere in the rest of the string — leave
      // quoteChar/value undefined, same as the old regex's group failing
      // to match a backreference-less run.
    }

    const token = { startIndex: tokenStart };
    token[1] = leadingWs;
    token[2] = name;
    token[3] = equalsGroup;
    token[4] = quoteChar !== undefined ? true : undefined;
    token[5] = quoteChar;
    token[6] = value;
    tokens.push(token);
  }

  return tokens;
}

//attr, ="sd", a="amit's", a="sd"b="saf", ab  cd=""

function validateAttributeString(attrStr, options) {
  //console.log("start:"+attrStr+":end");

  //if(attrStr.trim().length === 0) return true; //empty string

  const matches = scanAttributeTokens(attrStr);
  const attrNames = {};

  for (let i = 0; i < matches.length; i++) {
    if (matches[i][1].length === 0) {
      //nospace before attribute name: a="sd"b="saf"
      return getErrorObject('InvalidAttr', "Attribute '" + matches[i][2] + "' has no space in starting.", getPositionFromMatch(matches[i]))
    } else if (matches[i][3] !== undefined && matches[i][4] === undefined) {
      return getErrorObject('InvalidAttr', "Attribute '" + matches[i][2] + "' is without value.", getPositionFromMatch(matches[i]));
    } else if (matches[i][3] === undefined && !options.allowBooleanAttributes) {
      //independent attribute: ab
      return getErrorObject('InvalidAttr', "boolean attribute '" + matches[i][2] + "' is not allowed.", getPositionFromMatch(matches[i]));
    }
    /* else if(matches[i][6] === undefined){//attribute without value: ab=
                    return { err: { code:"InvalidAttr",msg:"attribute " + matches[i][2] + " has no value assigned."}};
                } */
    const attrName = matches[i][2];
    if (!validateAttrName(attrName)) {
      return getErrorObject('InvalidAttr', "Attribute '" + attrName + "' is an invalid name.", getPositionFromMatch(matches[i]));
    }
    if (!Object.prototype.hasOwnProperty.call(attrNames, attrName)) {
      //check for duplicate attribute.
      attrNames[attrName] = 1;
    } else {
      return getErrorObject('InvalidAttr', "Attribute '" + attrName + "' is repeated.", getPositionFromMatch(matches[i]));
    }
  }

  return true;
}

function validateNumberAmpersand(xmlData, i) {
  let re = /\d/;
  if (xmlData[i] === 'x') {
    i++;
    re = /[\da-fA-F]/;
  }
  for (; i < xmlData.length; i++) {
    if (xmlData[i] === ';')
      return i;
    if (!xmlData[i].match(re))
      break;
  }
  return -1;
}

function validateAmpersand(xmlData, i) {
  // https://www.w3.org/TR/xml/#dt-charref
  i++;
  if (xmlData[i] === ';')
    return -1;
  if (xmlData[i] === '#') {
    i++;
    return validateNumberAmpersand(xmlData, i);
  }
  let count = 0;
  for (; i < xmlData.length; i++, count++) {
    if (xmlData[i].match(/\w/) && count < 20)
      continue;
    if (xmlData[i] === ';')
      break;
    return -1;
  }
  return i;
}

function getErrorObject(code, message, lineNumber) {
  return {
    err: {
      code: code,
      msg: message,
      line: lineNumber.line || lineNumber,
      col: lineNumber.col,
    },
  };
}

function validateAttrName(attrName) {
  return isName(attrName);
}

// const startsWithXML = /^xml/i;

function validateTagName(tagname) {
  return isName(tagname) /* && !tagname.match(startsWithXML) */;
}

//this function returns the line number for the character at the given index
function getLineNumberForPosition(xmlData, index) {
  const lines = xmlData.substring(0, index).split(/\r?\n/);
  return {
    line: lines.length,

    // column number is last line's length + 1, because column numbering starts at 1:
    col: lines[lines.length - 1].length + 1
  };
}

//this function returns the position of the first character of match within attrStr
function getPositionFromMatch(match) {
  return match.startIndex + match[1].length;
}
;// CONCATENATED MODULE: ../../node_modules/fast-xml-parser/src/fxp.js






const XMLValidator = {
  validate: validate
}

// EXTERNAL MODULE: ../../packages/formats/src/errors.ts
var errors = __webpack_require__(3015);
// EXTERNAL MODULE: ../../packages/formats/src/limits.ts
var limits = __webpack_require__(5460);
// EXTERNAL MODULE: ../../packages/formats/src/shared/lines.ts
var lines = __webpack_require__(3953);
;// CONCATENATED MODULE: ../../packages/formats/src/shared/xml.ts




/** Helpers shared by the XML formats (XLIFF, Android). */
/** Throws a FormatError with the line and column of the first well-formedness error. */
function validateXml(content, what) {
    const result = XMLValidator.validate(content);
    if (result === true)
        return;
    const { msg, line, col } = result.err;
    throw new errors/* FormatError */.I(`invalid ${what} at line ${line}, column ${col}: ${msg}`, { line, column: col });
}
/**
 * Escapes text for element content: `>` too, so `]]>` never appears, and a carriage return as
 * `&#13;`, which an XML reader would otherwise turn into a line feed.
 */
function escapeXmlText(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
}
/** Escapes text for a double-quoted attribute value; line breaks and tabs as references, or a reader turns them into spaces. */
function escapeXmlAttribute(text) {
    return escapeXmlText(text).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;');
}
/**
 * True when XML 1.0 can hold the code point, as text or as a reference (its `Char` production: tab,
 * line breaks, U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF; never a lone surrogate).
 */
function isXmlChar(code) {
    return (code === 0x9 ||
        code === 0xa ||
        code === 0xd ||
        (code >= 0x20 && code <= 0xd7ff) ||
        (code >= 0xe000 && code <= 0xfffd) ||
        (code >= 0x10000 && code <= 0x10ffff));
}
const NAMED_ENTITIES = new Map([
    ['lt', '<'],
    ['gt', '>'],
    ['amp', '&'],
    ['quot', '"'],
    ['apos', "'"],
]);
const CHARACTER_REFERENCE = /&#(?:x([0-9a-fA-F]+)|([0-9]+));/g;
/**
 * The code point a character reference's digits stand for, or undefined when XML 1.0 forbids it
 * (its `Char` production: tab, line breaks, U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF). Parsers
 * such as libxml2 (Symfony) and expat (aapt2) refuse the file then; `String.fromCodePoint` would throw
 * a RangeError past U+10FFFF and make a lone surrogate of U+D800.
 */
function referencedCodePoint(hex, decimal) {
    const digits = (hex ?? decimal ?? '').replace(/^0+/, '');
    // More than seven significant digits is past U+10FFFF in either base (and past exact doubles soon).
    if (digits.length > 7)
        return undefined;
    const code = digits === '' ? 0 : Number.parseInt(digits, hex === undefined ? 10 : 16);
    return isXmlChar(code) ? code : undefined;
}
/** A FormatError for a character reference XML does not allow, at `line` when known. */
function badReference(reference, what, line) {
    const shown = reference.length > 40 ? `${reference.slice(0, 37)}...` : reference;
    return new errors/* FormatError */.I(`invalid ${what}${line === undefined ? '' : ` at line ${line}`}: character reference "${shown}" is not a character XML allows (U+0009, U+000A, U+000D, U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF); write the character itself or remove the reference`, line === undefined ? {} : { line });
}
/**
 * Decodes the five XML entities and character references; other entity references stay as written.
 * Throws a FormatError for a character reference XML does not allow.
 */
function decodeXmlEntities(text) {
    if (!text.includes('&'))
        return text;
    return text.replace(/&(?:#x([0-9a-fA-F]+)|#([0-9]+)|(lt|gt|amp|quot|apos));/g, (reference, hex, decimal, name) => {
        if (name !== undefined)
            return NAMED_ENTITIES.get(name);
        const code = referencedCodePoint(hex, decimal);
        if (code === undefined)
            throw badReference(reference, 'XML', undefined);
        return String.fromCodePoint(code);
    });
}
/** Throws a FormatError naming the line of the first character reference in `text` XML does not allow. */
function checkReferences(content, from, to, what) {
    const text = content.slice(from, to);
    if (!text.includes('&#'))
        return;
    for (const match of text.matchAll(CHARACTER_REFERENCE)) {
        if (referencedCodePoint(match[1], match[2]) === undefined) {
            throw badReference(match[0], what, (0,lines/* positionOf */.df)(content, from + match.index).line);
        }
    }
}
const TOKEN = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>|<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
/**
 * The element tree of a document already checked by `validateXml`, with the offsets of every tag,
 * so a rewrite can change one element's text and leave every other byte of the file as it was. One
 * pass over the file and no recursion, whatever the file holds. Throws a FormatError (`what` names the
 * format) for nesting deeper than `LIMITS.maxDepth` and for character references XML does not allow.
 */
function scanElements(content, what = 'XML') {
    const roots = [];
    const stack = [];
    // Text runs between tokens and attribute lists are checked; comments, CDATA and the DOCTYPE hold no references.
    let textFrom = 0;
    for (const match of content.matchAll(TOKEN)) {
        const start = match.index;
        const end = start + match[0].length;
        checkReferences(content, textFrom, start, what);
        textFrom = end;
        const name = match[2];
        if (name === undefined)
            continue;
        if (match[1] === '/') {
            const element = stack.pop();
            if (element) {
                element.closeStart = start;
                element.end = end;
            }
            continue;
        }
        const attributeText = match[3] ?? '';
        checkReferences(content, start, start + 1 + name.length + attributeText.length, what);
        const attributes = new Map();
        for (const attribute of attributeText.matchAll(ATTRIBUTE)) {
            attributes.set(attribute[1], decodeXmlEntities(attribute[2] ?? attribute[3] ?? ''));
        }
        const parent = stack.at(-1);
        const selfClosing = match[4] === '/';
        if (stack.length >= limits/* LIMITS */.b.maxDepth) {
            throw new errors/* FormatError */.I(`invalid ${what} at line ${(0,lines/* positionOf */.df)(content, start).line}: elements nest deeper than ${limits/* LIMITS */.b.maxDepth} levels (LIMITS.maxDepth); translation files need a few, so this file is not one`, { line: (0,lines/* positionOf */.df)(content, start).line });
        }
        const element = {
            name,
            attributes,
            start,
            openEnd: end,
            closeStart: end,
            end,
            selfClosing,
            children: [],
            parent,
        };
        (parent ? parent.children : roots).push(element);
        if (!selfClosing)
            stack.push(element);
    }
    checkReferences(content, textFrom, content.length, what);
    return roots;
}
/** The element's content as written, between its tags. */
function innerXml(content, element) {
    return element.selfClosing ? '' : content.slice(element.openEnd, element.closeStart);
}
/** Every descendant of `elements` (depth first, document order) whose name is in `names`. */
function descendants(elements, names) {
    const found = [];
    // An explicit stack of remaining siblings, in reverse, so no depth can exhaust the call stack.
    const pending = [...elements].reverse();
    for (let element = pending.pop(); element !== undefined; element = pending.pop()) {
        if (names.includes(element.name))
            found.push(element);
        for (let i = element.children.length - 1; i >= 0; i--)
            pending.push(element.children[i]);
    }
    return found;
}
/**
 * What to delete to remove an element: its line (from the white space before it) when nothing but
 * white space follows it on that line; otherwise only the element and the spaces after it, so that
 * text after it (a stray `&gt;` in NewPipe's values-ru) keeps its own line instead of joining the
 * line above.
 */
function removalOf(content, element) {
    const rest = /^[ \t]*/.exec(content.slice(element.end, element.end + 4096))?.[0] ?? '';
    const after = content[element.end + rest.length];
    if (after === undefined || after === '\n' || after === '\r') {
        return { start: whitespaceBefore(content, element.start), end: element.end, text: '' };
    }
    return { start: element.start, end: element.end + rest.length, text: '' };
}
/** The white space that starts the line `offset` is on, when only white space precedes it there. */
function indentationAt(content, offset) {
    const lineStart = content.lastIndexOf('\n', offset - 1) + 1;
    const before = content.slice(lineStart, offset);
    return /^[ \t]*$/.test(before) ? before : undefined;
}
/**
 * The file's own indentation step: how much deeper the first of `pairs` laid out one element a line
 * (a child's indentation extends its parent's) indents the child, else `fallback`. New elements
 * nested in a new element take it, so a file indented with two spaces gets no tab and the reverse.
 */
function indentStep(content, pairs, fallback) {
    for (const [parent, child] of pairs) {
        if (!parent || !child)
            continue;
        const outer = indentationAt(content, parent.start);
        const inner = indentationAt(content, child.start);
        if (outer === undefined || inner === undefined)
            continue;
        if (inner.length > outer.length && inner.startsWith(outer))
            return inner.slice(outer.length);
    }
    return fallback;
}
/**
 * Applies non-overlapping edits in one pass (copying the file once, not once per edit). Edits at the
 * same offset apply in the order given, an insertion (start = end) before a replacement there.
 */
function applyEdits(content, edits) {
    const ordered = edits
        .map((edit, index) => ({ edit, index }))
        .sort((a, b) => a.edit.start - b.edit.start || a.edit.end - b.edit.end || a.index - b.index)
        .map(({ edit }) => edit);
    const parts = [];
    let at = 0;
    for (const edit of ordered) {
        parts.push(content.slice(at, edit.start), edit.text);
        at = Math.max(at, edit.end);
    }
    parts.push(content.slice(at));
    return parts.join('');
}
/** The offset where the run of white space before `offset` begins (to remove an element's line). */
function whitespaceBefore(content, offset) {
    let i = offset;
    while (i > 0 && /\s/.test(content[i - 1]))
        i--;
    return i;
}
/**
 * The indentation of a document's first indented element (its step: a root's children are one level
 * in, and Qt's `<context>` stays at the margin so its `<name>` shows it), else `fallback`. Comments
 * are passed over: a licence header's indentation says nothing of the elements'.
 */
function xmlIndentOf(content, fallback) {
    const match = /\n([ \t]+)<[A-Za-z_]/.exec(content.replace(/<!--[\s\S]*?-->/g, ''));
    return match?.[1] ?? fallback;
}
/**
 * True when the element's content is written as CDATA (`<![CDATA[…]]>`, white space around it aside),
 * as Symfony's and Thunderbird's files write texts holding markup: a text written over it stays CDATA.
 */
function holdsCdata(content, element) {
    if (element.selfClosing || element.children.length > 0)
        return false;
    const inner = content.slice(element.openEnd, element.closeStart).trim();
    return inner.startsWith('<![CDATA[') && inner.endsWith(']]>');
}
/**
 * Element content `xml` (text as a format escapes it) written as one CDATA section, `]]>` split across
 * two; `xml` unchanged when it holds markup (elements kept as elements) or character references, which
 * CDATA cannot hold.
 */
function asCdata(xml) {
    if (xml.includes('<') || xml.includes('&#'))
        return xml;
    return `<![CDATA[${decodeXmlEntities(xml).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}
/** `xml` as CDATA when the element it replaces the content of holds CDATA (`holdsCdata`). */
function likeContentOf(content, element, xml) {
    return element !== undefined && holdsCdata(content, element) ? asCdata(xml) : xml;
}


/***/ })

};
