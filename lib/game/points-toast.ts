// The short note a player sees after an action that earns neurons (issue 22 'feedback on every
// point'): '+5 neurons as Analyst Rater'. One neuron is 'neuron'.
import { ledgerRoleLabel } from './gamedash';

/** 'neuron' for one, else 'neurons' (never '1 neurons'). */
export function neuronWord(points: number): string {
  return Math.abs(points) === 1 ? 'neuron' : 'neurons';
}

export function neuronsText(points: number): string {
  return `${points.toLocaleString('en-US')} ${neuronWord(points)}`;
}

/** `role` as the ledger names it (rater, innovator, catalyst, ...). */
export function pointsToast(points: number, role: string): string {
  return `${points >= 0 ? '+' : ''}${neuronsText(points)} as ${ledgerRoleLabel(role)}`;
}

/** The toast of the level-up moment. */
export function levelUpText(level: number): string {
  return `Level up! You reached level ${level}.`;
}
