import { EnvHttpProxyAgent, fetch as undiciFetch } from 'undici';

/**
 * A fetch for Node callers that honours HTTP_PROXY, HTTPS_PROXY and NO_PROXY (any case) through
 * undici's proxy agent. Without proxy variables it is the global fetch, which keeps connections
 * alive and which test mocks (msw) can see.
 */
export function createNodeFetch(env: NodeJS.ProcessEnv = process.env): typeof fetch {
  const proxied = ['HTTP_PROXY', 'HTTPS_PROXY', 'http_proxy', 'https_proxy'].some((name) => env[name]);
  if (!proxied) return globalThis.fetch;
  const dispatcher = new EnvHttpProxyAgent({
    httpProxy: env.HTTP_PROXY ?? env.http_proxy,
    httpsProxy: env.HTTPS_PROXY ?? env.https_proxy,
    noProxy: env.NO_PROXY ?? env.no_proxy,
  });
  return ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    undiciFetch(input as never, { ...(init as object), dispatcher } as never)) as unknown as typeof fetch;
}
