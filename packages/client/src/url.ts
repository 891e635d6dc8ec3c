/** Joins a base address (trailing `/` trimmed) and an endpoint path. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** Checks a base address early, so a typo fails with the setting's name instead of a fetch error. */
export function checkBaseUrl(value: string, setting: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
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
