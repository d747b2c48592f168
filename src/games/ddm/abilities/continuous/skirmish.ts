// Continuous "skirmish": Skirmish N — "+N Damage this turn if this creature moved at least M squares
// from where it started its turn before attacking" (a permissive card, ddm-battle-rules-2011, "CORE
// RULES AND EXCEPTIONS" level 1; "Bonuses and Penalties"). How far it moved is measured as
// "'Movement' Triggers" says: the distance between the square it began its turn on and the square it
// is on when it attacks, ignoring walls and terrain (geometry `kingDistance`, as rules/movement.ts movedAtLeast counts) — so a creature
// that walks away and back gains nothing. Only on its own turn ("Take Actions Phase": the turn's
// starting square is the one recorded when its turn started). Printed "{m}"/"melee" or "{r}": only
// that kind of attack (the attack's range, "Range").
import { Tier } from '../../../../core/index.js';
import { kingDistance } from '../../geometry/index.js';
import type { DdmState } from '../../state.js';
import { num, src, type ContinuousModule } from './module.js';

interface Args {
  readonly attacker: number;
  readonly melee: boolean;
  readonly attackKey: string;
}

/** Whether the attack is of the kind the power names (`only`), read from the attack's record and card. */
function ofKind(s: DdmState, a: Args, only: unknown): boolean {
  if (only === 'melee') return a.melee;
  if (only !== 'ranged') return true;
  const rec = s.attacks[a.attackKey.replace(/^atk:/, '')];
  const c = s.creatures[a.attacker];
  const attack = rec && c ? s.cards[c.card]?.attacks[rec.attack] : undefined;
  return attack?.range.kind === 'ranged';
}

function awayFromStart(s: DdmState, id: number, squares: number): boolean {
  const c = s.creatures[id];
  const start = s.turn?.creature === id ? s.turn.start : null;
  return !!c?.pos && !!start && kingDistance(c.pos, start) >= squares;
}

export const skirmish: ContinuousModule<'skirmish'> = {
  kind: 'skirmish',
  text: (e) => `+${e.amount} Damage${e.only ? ` with ${e.only} attacks` : ''} on its turn while at least ${e.squares} squares from where it started that turn`,
  handler: {
    queries: {
      damageBonus: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, s, e) =>
          a.attacker === src(e) && ofKind(s, a, e.params['only']) && awayFromStart(s, a.attacker, num(e, 'squares')) ? v + num(e, 'amount') : v,
      },
    },
  },
};
