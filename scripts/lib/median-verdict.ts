/**
 * When a median's verdict is known before its last run. A target judged on the median of `of` runs (Lighthouse's
 * advice for its own variance: the gate takes five where one run misses) fails exactly where more than half of the
 * runs fail it: the median is the middle run's value, and it lies beyond a threshold only when the runs on that side
 * are the majority. So once a majority of `of` runs have fallen on one side of every target, the runs still to come
 * cannot change what the median says of any of them, and taking them would only repeat the verdict.
 */

/** How many runs of `of` decide a median's side: more than half. */
export const majorityOf = (of: number): number => Math.floor(of / 2) + 1;

/**
 * Whether the verdict of the median of `of` runs is already certain for every target. `fails[run][target]` says
 * whether that run missed that target; every run names the same targets, in the same order.
 */
export function medianVerdictCertain(fails: readonly (readonly boolean[])[], of: number): boolean {
  if (fails.length === 0) return false;
  if (fails.length >= of) return true;
  const majority = majorityOf(of);
  for (let t = 0; t < fails[0]!.length; t++) {
    const missed = fails.filter((run) => run[t]).length;
    if (missed < majority && fails.length - missed < majority) return false;
  }
  return true;
}
