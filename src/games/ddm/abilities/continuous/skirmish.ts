// Continuous "skirmish": Skirmish N — "+N Damage this turn if this creature moved at least M squares
// from where it started its turn before attacking" (a permissive card, ddm-battle-rules-2011, "CORE
// RULES AND EXCEPTIONS" level 1; "Bonuses and Penalties"). How far it moved is measured as
// "'Movement' Triggers" says: the distance between the square it began its turn on and the square it
// is on when it attacks, ignoring walls and terrain (as rules/movement.ts movedAtLeast counts) — so a creature
// that walks away and back gains nothing. Only on its own turn ("Take Actions Phase": the turn's
// starting square is the one recorded when its turn started).
import { Tier } from '../../../../core/index.js';
import type { DdmState } from '../../state.js';
import { num, src, type ContinuousModule } from './module.js';

function awayFromStart(s: DdmState, id: number, squares: number): boolean {
  const c = s.creatures[id];
  const start = s.turn?.creature === id ? s.turn.start : null;
  return !!c?.pos && !!start && Math.max(Math.abs(c.pos.x - start.x), Math.abs(c.pos.y - start.y)) >= squares;
}

export const skirmish: ContinuousModule<'skirmish'> = {
  kind: 'skirmish',
  text: (e) => `+${e.amount} Damage${e.melee ? ' with melee attacks' : ''} on its turn while at least ${e.squares} squares from where it started that turn`,
  handler: {
    queries: {
      damageBonus: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) =>
          a.attacker === src(e) && (e.params['melee'] !== true || a.melee) && awayFromStart(s, a.attacker, num(e, 'squares')) ? v + num(e, 'amount') : v,
      },
    },
  },
};
