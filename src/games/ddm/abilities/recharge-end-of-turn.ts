// "RECHARGE at end of this creature's turn if …" (ddm-battle-rules-2011, "Rechargeable Powers": a
// spent limited attack becomes usable again when its recharge condition is met): at the end of the
// creature's own turn ("End of Turn Phase"), when it did not move that turn, did not attack that
// turn, occupies a victory area (or one of its own), or has no enemy adjacent to it.
// Moving and attacking are noted for the turn (core counters, cleared when a turn starts) only for a
// creature whose card has such a recharge, so no other creature's state changes. A melee attack is
// noted too for a card whose end-of-turn damage spares a turn with one (Burnout: "Takes 10 damage at
// end of each of its turns if it did not make a {m} attack during that turn").
import type { Attack, CreatureCard } from '../cards/schema.js';
import type { DdmCtx } from '../ctx.js';
import { adjacentEnemies, geo, overlapsSet, spaceOf, victoryRegions } from '../geo.js';
import { cardOf, onMap } from '../rules/common.js';
import type { CreatureState } from '../state.js';

type Act = 'moved' | 'attacked' | 'melee-attacked';
const NEEDS: Readonly<Record<'moved' | 'attacked', string>> = { moved: 'not-moved', attacked: 'not-attacked' };
const key = (c: CreatureState, what: Act): string => `${c.id}:${what}-this-turn`;

/** Which acts a card's end-of-turn recharges ask about, by card object (card data never changes during a battle): every move and attack asks. */
const ASKS = new WeakMap<CreatureCard, Readonly<Record<Act, boolean>>>();
function asks(card: CreatureCard): Readonly<Record<Act, boolean>> {
  let v = ASKS.get(card);
  if (!v) {
    const needs = (what: 'moved' | 'attacked'): boolean => card.attacks.some((a) => a.recharge?.kind === 'end-of-turn' && a.recharge.if === NEEDS[what]);
    const melee = card.powers.some((p) => p.kind === 'triggered' && p.effect.kind === 'damage-self' && p.effect.unlessMeleeAttacked === true);
    ASKS.set(card, (v = { moved: needs('moved'), attacked: needs('attacked'), 'melee-attacked': melee }));
  }
  return v;
}

/** Whether `c` made a melee attack during its own current turn (noted only for a card that asks). */
export function meleeAttackedThisTurn(ctx: DdmCtx, c: CreatureState): boolean {
  return ctx.state.turn?.creature === c.id && ctx.counters.usedThisTurn(key(c, 'melee-attacked')) > 0;
}

/** Notes that `c` moved or attacked on its own turn, when a recharge of its card asks. */
export function noteTurnAct(ctx: DdmCtx, c: CreatureState, what: Act): void {
  const s = ctx.state;
  if (s.turn?.creature !== c.id) return;
  if (!asks(cardOf(s, c))[what]) return;
  if (ctx.counters.usedThisTurn(key(c, what)) === 0) ctx.counters.markUsedThisTurn(key(c, what));
}

function holds(ctx: DdmCtx, c: CreatureState, a: Attack): boolean {
  const s = ctx.state;
  if (a.recharge?.kind !== 'end-of-turn') return false;
  switch (a.recharge.if) {
    case 'not-moved':
      return ctx.counters.usedThisTurn(key(c, 'moved')) === 0;
    case 'not-attacked':
      return ctx.counters.usedThisTurn(key(c, 'attacked')) === 0;
    case 'no-adjacent-enemy':
      return adjacentEnemies(geo(s), c).length === 0;
    case 'in-victory-area':
    case 'in-own-victory-area': {
      const side = s.side[c.owner] === 'B' ? 'B' : 'A';
      const kinds: ('A' | 'B' | 'AB')[] = a.recharge.if === 'in-own-victory-area' ? [side, 'AB'] : ['A', 'B', 'AB'];
      const space = spaceOf(c);
      return kinds.some((k) => victoryRegions(s.map, k).some((r) => overlapsSet(r, space)));
    }
  }
}

/** At the end of `c`'s turn: its spent attacks whose end-of-turn recharge condition holds are usable again. */
export function rechargeAtEndOfTurn(ctx: DdmCtx, c: CreatureState): void {
  if (!onMap(c)) return;
  for (const a of cardOf(ctx.state, c).attacks) {
    const k = `${c.id}:${a.name}`;
    if (a.recharge?.kind !== 'end-of-turn' || ctx.counters.spentCount(k) === 0 || !holds(ctx, c, a)) continue;
    ctx.counters.restore(k);
    ctx.emit('recharge', { creature: c.id, label: c.label, attack: a.name });
  }
}
