import type { NewTrustPolicy, TrustPolicy } from '../storage/types.ts';

/** GitHub Actions' issuer, the default of OIDC_ISSUERS and of a policy's issuer. */
export const GITHUB_ACTIONS_ISSUER = 'https://token.actions.githubusercontent.com';

/** The claims of a verified token that policies look at (GitHub's names); absent ones are undefined. */
export interface TokenClaims {
  iss: string;
  repository?: string | undefined;
  repository_id?: string | undefined;
  ref?: string | undefined;
  environment?: string | undefined;
  workflow_ref?: string | undefined;
}

/** A claim a policy can test, in the order they are tested. */
export type TrustClaim = 'iss' | 'repository' | 'repository_id' | 'ref' | 'environment' | 'workflow_ref';

/** Either the first policy (by id) that a token matches, or the claim that kept it out. */
export type TrustDecision =
  | { trusted: true; policy: TrustPolicy }
  | { trusted: false; claim: TrustClaim; value: string | undefined };

/**
 * Matches a verified token against a project's policies. A token is trusted by the first policy
 * whose every condition holds. Otherwise the answer names the claim that failed in the policy that
 * came closest (the most conditions held before one failed): the caller learns what of its own
 * token to fix, never what a policy says.
 */
export function decideTrust(policies: readonly TrustPolicy[], claims: TokenClaims): TrustDecision {
  let closest: { held: number; claim: TrustClaim } | undefined;
  for (const policy of policies) {
    const checks = conditions(policy, claims);
    const failed = checks.findIndex((c) => !c.holds);
    if (failed === -1) return { trusted: true, policy };
    if (closest === undefined || failed > closest.held) {
      closest = { held: failed, claim: (checks[failed] as { claim: TrustClaim }).claim };
    }
  }
  // No policy at all (or an unknown project, which must not be told apart): the repository is what
  // a policy would first have to name.
  const claim = closest?.claim ?? 'repository';
  return { trusted: false, claim, value: claims[claim] };
}

function conditions(policy: TrustPolicy, claims: TokenClaims): Array<{ claim: TrustClaim; holds: boolean }> {
  return [
    { claim: 'iss', holds: claims.iss === policy.issuer },
    {
      claim: 'repository',
      // GitHub treats owner and repository names case-insensitively.
      holds:
        policy.repository === null ||
        (claims.repository !== undefined &&
          claims.repository.toLowerCase() === policy.repository.toLowerCase()),
    },
    {
      claim: 'repository_id',
      holds: policy.repositoryId === null || claims.repository_id === policy.repositoryId,
    },
    {
      claim: 'ref',
      holds:
        policy.refs.length === 0 ||
        (claims.ref !== undefined &&
          policy.refs.some((pattern) => matchesRef(pattern, claims.ref as string))),
    },
    {
      claim: 'environment',
      holds:
        policy.environments.length === 0 ||
        (claims.environment !== undefined && policy.environments.includes(claims.environment)),
    },
    {
      claim: 'workflow_ref',
      holds: policy.workflows.length === 0 || policy.workflows.includes(workflowFile(claims) ?? ''),
    },
  ];
}

/** `pattern` is the ref exactly, or with each `*` standing for any run of characters (`/` included). */
export function matchesRef(pattern: string, ref: string): boolean {
  if (!pattern.includes('*')) return pattern === ref;
  const parts = pattern.split('*');
  const first = parts[0] as string;
  const last = parts[parts.length - 1] as string;
  if (ref.length < first.length + last.length || !ref.startsWith(first) || !ref.endsWith(last)) return false;
  // Greedy-free scan over the middle parts: no regular expression is built from stored text.
  let at = first.length;
  const end = ref.length - last.length;
  for (const part of parts.slice(1, -1)) {
    const found = ref.indexOf(part, at);
    if (found === -1 || found + part.length > end) return false;
    at = found + part.length;
  }
  return true;
}

/**
 * The workflow file of `workflow_ref` (`acme/web/.github/workflows/sync.yml@refs/heads/main` →
 * `.github/workflows/sync.yml`); undefined when the claim is absent or not of that shape.
 */
export function workflowFile(claims: TokenClaims): string | undefined {
  const ref = claims.workflow_ref;
  if (ref === undefined) return undefined;
  const at = ref.lastIndexOf('@');
  const path = at === -1 ? ref : ref.slice(0, at);
  const parts = path.split('/');
  return parts.length > 2 ? parts.slice(2).join('/') : undefined;
}

/** What `trust add` refuses: a policy that names no repository would trust every repository. */
export function checkNewPolicy(policy: NewTrustPolicy): string | undefined {
  if (policy.repository === null && policy.repositoryId === null) {
    return 'name the repository (--repository owner/name and/or --repository-id): a policy without one would trust every repository';
  }
  if (policy.repository !== null && !/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(policy.repository)) {
    return `--repository must be owner/name, got "${policy.repository}"`;
  }
  if (policy.repositoryId !== null && !/^[0-9]{1,20}$/.test(policy.repositoryId)) {
    return `--repository-id must be the repository's numeric id (GET /repos/owner/name → "id"), got "${policy.repositoryId}"`;
  }
  for (const ref of policy.refs) {
    if (!ref.startsWith('refs/'))
      return `--refs entries are full refs such as refs/heads/main or refs/pull/*, got "${ref}"`;
  }
  for (const workflow of policy.workflows) {
    if (!/^\.github\/workflows\/[^@]+\.ya?ml$/.test(workflow)) {
      return `--workflows entries are workflow files such as .github/workflows/sync.yml, got "${workflow}"`;
    }
  }
  return undefined;
}
