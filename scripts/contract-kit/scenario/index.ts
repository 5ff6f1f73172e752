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
  name: string;
  run(s: Scenario): Promise<void>;
}

export const SCENARIO_STEPS: readonly ScenarioStep[] = [
  { name: 'a visitor browses the public site', run: visitorBrowses },
  { name: 'a visitor finds goods by trade name, barcode, 批准文号, maker and a near miss', run: searchByWhatIsOnTheBox },
  { name: 'the buyer uses the member centre', run: memberCentre },
  { name: 'the buyer subscribes to 到货提醒 and 降价提醒 and cancels them', run: reminders },
  { name: 'the buyer reads 补货建议, uploads and removes an ERP stock export and keeps the settings', run: replenishment },
  { name: 'the buyer buys, pays, receives and asks for after-sales', run: tradeFlow },
  { name: 'the other kinds of buyer buy within their rules', run: otherBuyers },
  { name: 'visitors register, log in by SMS and reset a password', run: registrationFlows },
  { name: 'member operations refuse calls without a session', run: withoutSession },
  { name: 'a member changes profile and password', run: profileAndPassword },
  { name: 'a member logs out', run: logoutFlow },
];

export { createScenario, type KitAccounts, type KitTarget, type Scenario, type Credentials } from './context';
