import { createHttpTransport, type Transport } from './http-transport.ts';

export { createHttpTransport, type Transport } from './http-transport.ts';

const PROXY_VARIABLES = ['HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy'];

/**
 * A fetch for Node callers that honours HTTP_PROXY, HTTPS_PROXY and NO_PROXY (any case) through
 * undici's proxy agent. Without proxy variables it is the global fetch, which keeps connections
 * alive and which test mocks (msw) can see. undici is imported on the first request through a proxy,
 * not before: it is 1.6 MB of JavaScript an action would otherwise compile on every start.
 */
export function createNodeFetch(env: NodeJS.ProcessEnv = process.env): typeof fetch {
  return proxyFetch(env) ?? globalThis.fetch;
}

/**
 * The sync client's transport for Node callers: through a proxy (HTTP_PROXY, HTTPS_PROXY, NO_PROXY,
 * any case) the proxy fetch of `createNodeFetch`; without one `createHttpTransport`, plain
 * `node:http`/`node:https`, which spares a run loading Node's own fetch (see `http-transport.ts`).
 * Fetch-based callers that need a real `Response` (Octokit) keep `createNodeFetch`.
 */
export function createNodeTransport(env: NodeJS.ProcessEnv = process.env): Transport {
  return proxyFetch(env) ?? createHttpTransport();
}

/** The proxy fetch when a proxy variable is set, else undefined. */
function proxyFetch(env: NodeJS.ProcessEnv): typeof fetch | undefined {
  if (!PROXY_VARIABLES.some((name) => env[name])) return undefined;
  // undici's proxy agent reads the addresses when it is made; it is made later, so a malformed one
  // still fails here, at once, rather than as a network error retried on the first request.
  for (const address of [env.HTTP_PROXY ?? env.http_proxy, env.HTTPS_PROXY ?? env.https_proxy]) {
    if (address) new URL(address);
  }
  let loaded: Promise<typeof fetch> | undefined;
  return (input, init) => {
    loaded ??= import('./proxy-fetch.ts').then(({ createProxyFetch }) => createProxyFetch(env));
    return loaded.then((send) => send(input, init));
  };
}
