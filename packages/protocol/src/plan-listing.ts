import type { LocalePlan } from './sync-schemas.ts';

/**
 * The plan with `created`, `updated` and `obsolete` cut to their first `max` keys and `counts`
 * saying how many each stands for; the plan itself when no list is longer than `max` (or `max` is
 * undefined). A plan already cut keeps its counts.
 */
export function listFirstKeys(plan: LocalePlan, max: number | undefined): LocalePlan {
  if (
    max === undefined ||
    (plan.created.length <= max && plan.updated.length <= max && plan.obsolete.length <= max)
  ) {
    return plan;
  }
  return {
    ...plan,
    created: plan.created.slice(0, max),
    updated: plan.updated.slice(0, max),
    obsolete: plan.obsolete.slice(0, max),
    counts: plan.counts ?? {
      created: plan.created.length,
      updated: plan.updated.length,
      obsolete: plan.obsolete.length,
    },
  };
}
