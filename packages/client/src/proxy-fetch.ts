import { EnvHttpProxyAgent, fetch as undiciFetch } from 'undici';

/**
 * A fetch through undici's proxy agent for HTTP_PROXY, HTTPS_PROXY and NO_PROXY (any case). In a
 * module of its own because undici is most of an action bundle: `createNodeFetch` imports this only
 * when a proxy variable is set, so a run without a proxy never loads undici.
 */
export function createProxyFetch(env: NodeJS.ProcessEnv): typeof fetch {
  const dispatcher = new EnvHttpProxyAgent({
    httpProxy: env.HTTP_PROXY ?? env.http_proxy,
    httpsProxy: env.HTTPS_PROXY ?? env.https_proxy,
    noProxy: env.NO_PROXY ?? env.no_proxy,
  });
  return ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    undiciFetch(input as never, { ...(init as object), dispatcher } as never)) as unknown as typeof fetch;
}
