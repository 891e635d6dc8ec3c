/**
 * The opening tag of a self-closing element's tag (`<string name="a"/>` → `<string name="a">`), or
 * `tag` as it is. Not `replace(/\s*\/>$/, '>')`: V8 tries that pattern from every character of a
 * long run of spaces between attributes, quadratic in its length.
 */
export function openingTag(tag: string): string {
  return tag.endsWith('/>') ? `${tag.slice(0, -2).trimEnd()}>` : tag;
}
