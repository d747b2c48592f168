// Turns DDM battle events into sentences for the terminal log and replays.
import type { GameEvent } from '../../core/index.js';
import { narrateTerrain } from './rules/terrain-actions.js';
import { narratePowers } from './powers/narrate.js';

const P = (p: unknown) => `Player ${Number(p) + 1}`;

/**
 * A champion test's dice in words: the rolls come in pairs of attempts (player 1's dice, player 2's
 * dice; two dice for the side whose champion rates higher, which keeps the higher — rules/champion-test.ts),
 * a tie rolls again.
 */
function championRolls(rolls: unknown): string {
  if (!Array.isArray(rolls)) return 'rolls unknown';
  const one = (r: unknown, p: number): string => {
    const dice = Array.isArray(r) ? r.map(Number) : [];
    return dice.length > 1 ? `${P(p)} rolls ${dice.join(' and ')} (keeps ${Math.max(...dice)})` : `${P(p)} rolls ${dice[0] ?? '?'}`;
  };
  const attempts: string[] = [];
  for (let i = 0; i < rolls.length; i += 2) attempts.push(`${one(rolls[i], 0)}, ${one(rolls[i + 1], 1)}`);
  return attempts.join('; a tie, so again: ');
}

export function narrate(e: GameEvent): string {
  const d = e.data as Record<string, unknown>;
  switch (e.type) {
    case 'reveal':
      return `Warbands revealed: ${(d['warbands'] as string[]).join(' vs ')}.`;
    case 'champion-test':
      return `Champion test for the ${String(d['purpose'])}: ${championRolls(d['rolls'])}; ${P(d['winner'])} wins.`;
    case 'map-chosen':
      return `${P(d['player'])} chooses the battle map ${String(d['map'])}.`;
    case 'side':
      return `${P(d['player'])} sets up first in Start Area ${String(d['side'])}.`;
    case 'placed':
      return `${String(d['label'])} is set up at (${String(d['x'])},${String(d['y'])}) (${String(d['how'])}).`;
    case 'round':
      return `— Round ${String(d['round'])} —`;
    case 'initiative':
      return `${P(d['first'])} goes first this round.`;
    case 'turn':
      return `${String(d['label'])} (${P(d['player'])}) takes its turn.`;
    case 'move':
      return `${String(d['label'])} ${d['mode'] === 'shift' ? 'shifts' : 'moves'} to (${(d['to'] as number[]).join(',')}).`;
    case 'charge':
      return `${String(d['label'])} charges ${String(d['targetLabel'])}.`;
    case 'attack':
      return `${String(d['label'])} uses ${String(d['attack'])}${d['mode'] === 'opportunity' ? ' (opportunity attack)' : d['mode'] === 'immediate' ? ' (immediate action)' : ''}.`;
    case 'attack-roll':
      if (d['automatic'] === true)
        return `${String(d['label'])} hits ${String(d['targetLabel'])} automatically${d['hit'] ? '' : ', but the hit becomes a miss'}.`;
      return `${String(d['label'])} rolls ${(d['rolls'] as number[]).join(' and ')} +${String(d['bonus'])} vs ${String(d['vs'])} ${String(d['defense'])} of ${String(d['targetLabel'])}: ${d['hit'] ? (d['crit'] ? 'critical hit' : 'hit') : 'miss'}${d['ca'] ? ' (combat advantage)' : ''}${d['cover'] ? ' (cover)' : ''}.`;
    case 'attack-lost':
      return `${String(d['label'])}'s ${String(d['attack'])} is lost.`;
    case 'unaffected':
      return `${String(d['targetLabel'])} is not affected by ${String(d['label'])}'s ${String(d['attack'])}.`;
    case 'conceal':
      return `${String(d['label'])}'s conceal (${String(d['conceal'])}) turns the hit into a miss (rolled ${String(d['roll'])}).`;
    case 'damage':
      // Damage can take HP below 0 (the creature is destroyed at 0 or less): a player reads 0 left.
      return `${String(d['label'])} takes ${String(d['amount'])} damage from ${String(d['why'])} (${Math.max(0, Number(d['hp']))} HP left).`;
    case 'bloodied':
      return `${String(d['label'])} is bloodied.`;
    case 'destroyed':
      return `${String(d['label'])} is destroyed${d['byLabel'] ? ` by ${String(d['byLabel'])}` : ''}; ${P(d['scorer'])} scores ${String(d['vp'])} VP (${String(d['total'])}).`;
    case 'power-vp':
      return `${P(d['player'])} scores ${String(d['vp'])} VP (${String(d['label'])} recharges ${String(d['attack'])}; ${String(d['total'])}).`;
    case 'bonus-hp':
      return `${String(d['label'])} gains ${String(d['amount'])} HP (${String(d['why'])}): ${String(d['hp'])} HP.`;
    case 'heal':
      return `${String(d['label'])} heals ${String(d['amount'])} HP (${String(d['why'])}).`;
    case 'condition':
      return `${String(d['label'])} is ${String(d['condition'])} (${String(d['duration'])}).`;
    case 'effect-ends':
      return `${String(d['effect'])} on ${String(d['label'])} ends.`;
    case 'save':
      return `${String(d['label'])} saves: ${String(d['roll'])}${(d['ended'] as string[]).length ? ` — ends ${(d['ended'] as string[]).join(', ')}` : ' — fails'}.`;
    case 'confused':
      return `${String(d['label'])} is confused: rolls ${String(d['roll'])} (${String(d['result'])}).`;
    case 'power':
      return `${String(d['label'])} uses ${String(d['power'])}${d['choice'] ? ` (${String(d['choice'])})` : ''}.`;
    case 'redirect':
      return `${String(d['label'])} takes the attack instead.`;
    case 'recharge':
      return `${String(d['label'])} recharges ${String(d['attack'])}.`;
    case 'victory-area':
      return `${P(d['player'])} holds a victory area: +${String(d['vp'])} VP (${String(d['total'])}).`;
    case 'tie':
      return `Both players reached the target with ${String(d['vp'])} VP: the next player to score wins.`;
    case 'forced':
      return `${String(d['label'])} is ${String(d['how']) === 'push' ? 'pushed' : String(d['how']) === 'pull' ? 'pulled' : 'slid'} to (${(d['to'] as number[]).join(',')}).`;
    case 'recharge-roll':
      return `${String(d['label'])} rolls ${String(d['roll'])} to recharge ${String(d['attack'])}${d['recharged'] ? ': recharged' : ''}.`;
    case 'stopped':
      return `${String(d['label'])} stops moving.`;
    case 'returned':
      return `${String(d['label'])} returns to its last legal position.`;
    case 'no-room':
      return `${String(d['label'])} finds no legal position and stays off the map.`;
    default:
      return narrateTerrain(e.type, d) ?? narratePowers(e.type, d) ?? `${e.type} ${JSON.stringify(d)}`;
  }
}
