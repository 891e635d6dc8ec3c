/**
 * A fetch for Node callers that honours HTTP_PROXY, HTTPS_PROXY and NO_PROXY (any case) through
 * undici's proxy agent. Without proxy variables it is the global fetch, which keeps connections
 * alive and which test mocks (msw) can see. undici is imported on the first request through a proxy,
 * not before: it is 1.6 MB of JavaScript an action would otherwise compile on every start.
 */
export function createNodeFetch(env: NodeJS.ProcessEnv = process.env): typeof fetch {
  const proxied = ['HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy'].some((name) => env[name]);
  if (!proxied) return globalThis.fetch;
  // undici's proxy agent reads the addresses when it is made; it is made later, so a malformed one
  // still fails here, at once, rather than as a network error retried on the first request.
  for (const address of [env.HTTP_PROXY ?? env.http_proxy, env.HTTPS_PROXY ?? env.https_proxy]) {
    if (address) new URL(address);
  }
  let proxyFetch: Promise<typeof fetch> | undefined;
  return (input, init) => {
    proxyFetch ??= import('./proxy-fetch.ts').then(({ createProxyFetch }) => createProxyFetch(env));
    return proxyFetch.then((send) => send(input, init));
  };
}
