import { describe, expect, it } from 'vitest';
import { decideTrust, matchesRef, workflowFile } from '../../src/domain/trust.ts';
import type { TrustPolicy } from '../../src/storage/types.ts';

const ISS = 'https://token.actions.githubusercontent.com';

function policy(overrides: Partial<TrustPolicy>): TrustPolicy {
  return {
    id: 1,
    issuer: ISS,
    repository: 'acme/web',
    repositoryId: null,
    refs: [],
    environments: [],
    workflows: [],
    access: 'push',
    createdAt: 0,
    ...overrides,
  };
}

describe('trust policies', () => {
  it.each([
    ['refs/heads/main', 'refs/heads/main', true],
    ['refs/heads/main', 'refs/heads/mainline', false],
    ['refs/pull/*', 'refs/pull/12/merge', true],
    ['refs/pull/*', 'refs/heads/pull', false],
    ['refs/tags/v*', 'refs/tags/v1.2.3', true],
    ['refs/*/release-*', 'refs/heads/release-2', true],
    ['refs/*/release-*', 'refs/heads/hotfix', false],
    ['*', 'anything', true],
    ['a*a', 'a', false],
  ])('ref pattern %s against %s: %s', (pattern, ref, expected) => {
    expect(matchesRef(pattern, ref)).toBe(expected);
  });

  it('reads the workflow file out of workflow_ref', () => {
    expect(
      workflowFile({ iss: ISS, workflow_ref: 'acme/web/.github/workflows/sync.yml@refs/heads/main' }),
    ).toBe('.github/workflows/sync.yml');
    expect(workflowFile({ iss: ISS })).toBeUndefined();
  });

  it('needs both repository and repository_id when a policy gives both; names repository case-insensitively', () => {
    const both = policy({ repositoryId: '42' });
    expect(decideTrust([both], { iss: ISS, repository: 'Acme/Web', repository_id: '42' }).trusted).toBe(true);
    expect(decideTrust([both], { iss: ISS, repository: 'acme/web', repository_id: '43' })).toEqual({
      trusted: false,
      claim: 'repository_id',
      value: '43',
    });
  });

  it('names the claim of the policy that came closest, and the first policy that matches wins', () => {
    const policies = [
      policy({ id: 1, repository: 'other/repo' }),
      policy({ id: 2, refs: ['refs/heads/main'] }),
    ];
    expect(decideTrust(policies, { iss: ISS, repository: 'acme/web', ref: 'refs/heads/dev' })).toEqual({
      trusted: false,
      claim: 'ref',
      value: 'refs/heads/dev',
    });
    const decision = decideTrust([...policies, policy({ id: 3 })], {
      iss: ISS,
      repository: 'acme/web',
      ref: 'refs/heads/dev',
    });
    expect(decision.trusted && decision.policy.id).toBe(3);
  });

  it('refuses a token of another issuer even for the same repository name (GHES vs github.com)', () => {
    expect(
      decideTrust([policy({})], { iss: 'https://ghes.example/_services/token', repository: 'acme/web' }),
    ).toMatchObject({
      trusted: false,
      claim: 'iss',
    });
  });
});
