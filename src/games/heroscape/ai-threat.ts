// What a Heroscape attack is expected to do, for the AI's evaluation (heuristics.ts). Implements no
// rule; reads the dice as heroscape-master-game-guide describes them ("WOUND MARKERS AND DICE": a
// combat die has 3 skulls, 2 shields and a blank; "ATTACKING": each skull not blocked by a shield
// is a wound; "Life") and the order markers ("ORDER MARKERS": 1, 2 and 3 are turns, X a decoy).
import { HEROSCAPE_COMBAT_DIE, type CombatFace } from '../../core/index.js';
import type { Marker } from './battle/state.js';

/** Dice counts the tables cover; more dice are read as this many (no card of ours rolls more). */
const MAX_DICE = 12;
/** The chance one combat die shows `face`, read from the die's faces. */
const chanceOf = (face: CombatFace): number => HEROSCAPE_COMBAT_DIE.filter((f) => f === face).length / HEROSCAPE_COMBAT_DIE.length;
const SKULL = chanceOf('skull');
const SHIELD = chanceOf('shield');

/** P(exactly k successes in n dice), each a success with probability p. */
function binomial(n: number, p: number): number[] {
  let dist = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, k) => {
      next[k] = (next[k] ?? 0) + q * (1 - p);
      next[k + 1] = (next[k + 1] ?? 0) + q * p;
    });
    dist = next;
  }
  return dist;
}

/**
 * `AT_LEAST[a][d][k]`: the chance that `a` attack dice against `d` defense dice leave at least `k`
 * skulls unblocked (k = 0 … a), worked out once from the die's faces.
 */
const AT_LEAST: readonly (readonly (readonly number[])[])[] = (() => {
  const skulls = Array.from({ length: MAX_DICE + 1 }, (_, n) => binomial(n, SKULL));
  const shields = Array.from({ length: MAX_DICE + 1 }, (_, n) => binomial(n, SHIELD));
  return skulls.map((sk, a) =>
    shields.map((sh) => {
      const exact = new Array<number>(a + 1).fill(0);
      sk.forEach((ps, s) => sh.forEach((pd, h) => (exact[Math.max(0, s - h)]! += ps * pd)));
      const atLeast = new Array<number>(a + 2).fill(0);
      for (let k = a; k >= 0; k--) atLeast[k] = atLeast[k + 1]! + exact[k]!;
      return atLeast;
    }),
  );
})();

const dice = (n: number): number => Math.max(0, Math.min(MAX_DICE, Math.round(n)));

/** The chance that an attack of `attack` dice against `defense` dice wounds at least `k` times. */
export function chanceOfWounds(attack: number, defense: number, k: number): number {
  if (k <= 0) return 1;
  return AT_LEAST[dice(attack)]![dice(defense)]![k] ?? 0;
}

/**
 * What one attack is worth in the evaluation's points: the expected loss of the target's worth, where
 * a figure of `share` points keeps `aliveShare` of it while it stands and loses the rest in equal
 * parts per wound of its `life` (`left` of it remaining). Wounds beyond the Life left count for
 * nothing; destroying the figure takes its standing share as well.
 */
export function attackWorth(attack: number, defense: number, share: number, life: number, left: number, aliveShare: number): number {
  if (left <= 0) return 0;
  let wounds = 0;
  for (let k = 1; k <= left; k++) wounds += chanceOfWounds(attack, defense, k);
  return share * (((1 - aliveShare) * wounds) / life + aliveShare * chanceOfWounds(attack, defense, left));
}

/**
 * How many turns this round each card's face-down markers stand for, as the evaluating side knows
 * it: its own side's numbers are seen; an opponent's are not, so each of that opponent's face-down
 * markers counts as the share of them that are numbers (all of them but the X while it lies face
 * down). The hidden numbers of a determinized copy therefore do not matter.
 */
export function turnsLeft(markers: readonly (readonly Marker[])[], owners: readonly number[], seen: (owner: number) => boolean): number[] {
  const faceDown = new Map<number, number>();
  const numbers = new Map<number, number>();
  markers.forEach((m, i) => {
    const o = owners[i]!;
    faceDown.set(o, (faceDown.get(o) ?? 0) + m.length);
    numbers.set(o, (numbers.get(o) ?? 0) + m.filter((x) => x !== 'X').length);
  });
  return markers.map((m, i) => {
    const o = owners[i]!;
    if (seen(o)) return m.filter((x) => x !== 'X').length;
    const down = faceDown.get(o) ?? 0;
    return down === 0 ? 0 : (m.length * (numbers.get(o) ?? 0)) / down;
  });
}
