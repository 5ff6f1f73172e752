/**
 * The stateful scenario, step by step in a realistic order: a visitor browsing and searching, the buyer's member centre, the
 * trade from cart to after-sales, the other kinds of buyer, registration and SMS login, calls without a session,
 * profile and password, logout. Each step goes on after failures, so one run reports everything.
 */
import type { Scenario } from './context';
import { withoutSession } from './errors';
import { memberCentre, profileAndPassword } from './member';
import { logoutFlow, registrationFlows } from './registration';
import { reminders } from './reminders';
import { replenishment } from './replenishment';
import { searchByWhatIsOnTheBox } from './search';
import { otherBuyers, tradeFlow } from './trade';
import { visitorBrowses } from './visitor';

export interface ScenarioStep {
  /** The step's short name, for `--only` and the report. */
  id: string;
  name: string;
  /** Steps whose state this one builds on (a logged-in buyer, ids found while browsing): `--only` runs them first. */
  needs?: readonly string[];
  run(s: Scenario): Promise<void>;
}

export const SCENARIO_STEPS: readonly ScenarioStep[] = [
  { id: 'visitor', name: 'a visitor browses the public site', run: visitorBrowses },
  { id: 'search', name: 'a visitor finds goods by trade name, barcode, 批准文号, maker and a near miss', run: searchByWhatIsOnTheBox },
  { id: 'member', name: 'the buyer uses the member centre', needs: ['visitor'], run: memberCentre },
  { id: 'reminders', name: 'the buyer subscribes to 到货提醒 and 降价提醒 and cancels them', run: reminders },
  { id: 'replenishment', name: 'the buyer reads 补货建议, uploads and removes an ERP stock export and keeps the settings', run: replenishment },
  { id: 'trade', name: 'the buyer buys, pays, receives and asks for after-sales', needs: ['visitor', 'member'], run: tradeFlow },
  { id: 'other-buyers', name: 'the other kinds of buyer buy within their rules', needs: ['member'], run: otherBuyers },
  { id: 'registration', name: 'visitors register, log in by SMS and reset a password', run: registrationFlows },
  { id: 'without-session', name: 'member operations refuse calls without a session', run: withoutSession },
  { id: 'profile', name: 'a member changes profile and password', run: profileAndPassword },
  { id: 'logout', name: 'a member logs out', run: logoutFlow },
];

/**
 * The steps a run walks for `--only` ids (every step when `only` is empty): the named ones and, before them, the
 * steps they need, in the scenario's order. An unknown id throws, naming the known ones.
 */
export function stepsFor(only: readonly string[] = []): ScenarioStep[] {
  if (only.length === 0) return [...SCENARIO_STEPS];
  const byId = new Map(SCENARIO_STEPS.map((st) => [st.id, st]));
  const wanted = new Set<string>();
  const add = (id: string) => {
    const step = byId.get(id);
    if (!step) throw new Error(`unknown step "${id}"; the steps are ${SCENARIO_STEPS.map((st) => st.id).join(', ')}`);
    if (wanted.has(id)) return;
    wanted.add(id);
    for (const need of step.needs ?? []) add(need);
  };
  for (const id of only) add(id);
  return SCENARIO_STEPS.filter((st) => wanted.has(st.id));
}

export { createScenario, type KitAccounts, type KitTarget, type Scenario, type Credentials } from './context';
