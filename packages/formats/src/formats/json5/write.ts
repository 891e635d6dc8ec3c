/** A text as a JSON5 string in the given quotes; U+2028 and U+2029 escaped, as ECMAScript wants. */
export function quoteJson5(value: string, quote: string): string {
  if (quote !== "'") return JSON.stringify(value).replace(/[\u2028\u2029]/g, escapeChar);
  let body = '';
  for (const c of value) {
    const code = c.charCodeAt(0);
    if (c === '\\' || c === "'") body += `\\${c}`;
    else if (code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029) body += escapeChar(c);
    else body += c;
  }
  return `'${body}'`;
}

function escapeChar(c: string): string {
  const short: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };
  return short[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** A member name: bare where it is an identifier and the file writes names bare, else quoted. */
export function nameJson5(name: string, quote: string): string {
  if (quote === '' && /^[A-Za-z_$][\w$]*$/.test(name)) return name;
  return quoteJson5(name, quote === "'" ? "'" : '"');
}
