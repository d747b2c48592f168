/**
 * A scripted DDM player for the e2e tests (no browser): answers the open question of either seat
 * so that the warbands close in on each other — creatures move to the square nearest an enemy and
 * otherwise end their turn. `until` inspects each open question and may stop the drive there, so a
 * test can hand a chosen situation (a charge, an area attack) to the page.
 */
import type { AnyGame, Decision, GameState, Json } from '../../src/core/index.js';

export interface DdmCreatureView {
  id: number;
  owner: number;
  label: string;
  pos: { x: number; y: number } | null;
  hp: number;
  destroyed: boolean;
}

const dist = (a: { x: number; y: number }, b: { x: number; y: number }): number => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

export function creaturesOf(game: AnyGame, state: GameState): DdmCreatureView[] {
  return (game.observe(state, null).view as unknown as { creatures: DdmCreatureView[] }).creatures;
}

/** The option this scripted player takes at `p` (approach the enemy; no attacks, no powers). */
export function approach(game: AnyGame, state: GameState, p: Decision): string {
  const ids = p.options.map((o) => o.id);
  const cs = creaturesOf(game, state);
  if (p.kind === 'choose-destination') {
    const enemies = cs.filter((c) => c.owner !== p.player && !c.destroyed && c.pos);
    const best = p.options
      .map((o) => ({ o, d: Math.min(...enemies.map((en) => dist(o.payload as { x: number; y: number }, en.pos!))) }))
      .sort((a, b) => a.d - b.d)[0];
    return best ? best.o.id : ids[0]!;
  }
  if (p.kind === 'choose-action') return ids.includes('move') ? 'move' : ids.includes('end') ? 'end' : ids[ids.length - 1]!;
  if (p.kind === 'opportunity-attack' || p.kind === 'use-power') return ids.includes('no') ? 'no' : ids[ids.length - 1]!;
  return ids[0]!;
}

export const payloadOf = (o: { payload?: Json }): Record<string, Json> =>
  o.payload && typeof o.payload === 'object' && !Array.isArray(o.payload) ? (o.payload as Record<string, Json>) : {};
