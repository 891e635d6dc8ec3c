import type { LocalePlan } from './sync-schemas.ts';

/**
 * The plan with `created`, `updated` and `obsolete` cut to their first `max` keys and `counts`
 * saying how many each stands for; the plan itself when no list is longer than `max` (or `max` is
 * undefined). A plan already cut keeps its counts.
 */
export function listFirstKeys(plan: LocalePlan, max: number | undefined): LocalePlan {
  if (max === undefined) return plan;
  return listFirstOfEach(plan, { created: max, updated: max, obsolete: max });
}

/** The keys of each cut list a plan may keep. */
type ListRoom = Record<'created' | 'updated' | 'obsolete', number>;

/** The plan with each of its three lists cut to its room, `counts` added; itself when none is longer. */
function listFirstOfEach(plan: LocalePlan, room: ListRoom): LocalePlan {
  if (
    plan.created.length <= room.created &&
    plan.updated.length <= room.updated &&
    plan.obsolete.length <= room.obsolete
  ) {
    return plan;
  }
  return {
    ...plan,
    created: plan.created.slice(0, room.created),
    updated: plan.updated.slice(0, room.updated),
    obsolete: plan.obsolete.slice(0, room.obsolete),
    counts: plan.counts ?? {
      created: plan.created.length,
      updated: plan.updated.length,
      obsolete: plan.obsolete.length,
    },
  };
}

/**
 * A push answer's plan as `x-sync-list-keys` (`max`, per entry) and `x-sync-list-keys-total`
 * (`total`, per list over the whole plan) cut it: in plan order, each entry keeps the first keys of
 * each list that fit both, and an entry cut carries its `counts`. Either undefined: no such bound.
 */
export function listKeysWithin(
  plans: readonly LocalePlan[],
  max: number | undefined,
  total: number | undefined,
): LocalePlan[] {
  if (total === undefined) return plans.map((plan) => listFirstKeys(plan, max));
  const perEntry = max ?? Number.POSITIVE_INFINITY;
  const left: ListRoom = { created: total, updated: total, obsolete: total };
  return plans.map((plan) => {
    const cut = listFirstOfEach(plan, {
      created: Math.min(perEntry, left.created),
      updated: Math.min(perEntry, left.updated),
      obsolete: Math.min(perEntry, left.obsolete),
    });
    left.created -= cut.created.length;
    left.updated -= cut.updated.length;
    left.obsolete -= cut.obsolete.length;
    return cut;
  });
}
