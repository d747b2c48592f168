// Effect "score-vp": this creature's player scores N victory points (Covert Agent: "Use at end of round,
// only if this creature occupies one of your victory areas and no other creature occupies that victory
// area: You score 10 VP"). With `only` alone-in-own-area it is offered only while this creature occupies
// one of its player's victory areas (its side's and the shared ones, as the scenario scores them) that
// no other creature occupies (rules/victory-occupation.ts) — ddm-battle-rules-2011, "Victory Areas",
// "Assault" (victory points; the victory check follows the round's scoring, rules/round.ts), "End the
// battle" (a score after a tie is noted for the tie-break).
import { victoryRegions } from '../../geo.js';
import { noteScore, onMap } from '../../rules/common.js';
import { occupiesArea } from '../../rules/victory-occupation.js';
import type { CreatureState, DdmState } from '../../state.js';
import type { PowerEffectModule } from '../language.js';

/** Whether `c` occupies one of its player's victory areas that no other creature occupies. */
function aloneInOwnArea(s: DdmState, c: CreatureState): boolean {
  if (!onMap(c)) return false;
  const side = s.side[c.owner] === 'B' ? 'B' : 'A';
  const regions = [...victoryRegions(s.map, side), ...victoryRegions(s.map, 'AB')];
  return regions.some((r) => occupiesArea(s, c, r) && !s.creatures.some((o) => o.id !== c.id && onMap(o) && occupiesArea(s, o, r)));
}

export const scoreVp: PowerEffectModule<'score-vp'> = {
  kind: 'score-vp',
  text: (e) => `${e.only ? 'if this creature alone occupies one of your victory areas, ' : ''}you score ${e.amount} VP`,
  possible: ({ ctx, subject }, e) => !e.only || aloneInOwnArea(ctx.state, subject),
  resolve({ ctx, subject }, e) {
    const s = ctx.state;
    const p = subject.owner;
    s.vp[p] = (s.vp[p] ?? 0) + e.amount;
    ctx.emit('victory-area', { player: p, vp: e.amount, total: s.vp[p] ?? 0 });
    noteScore(s, p);
  },
};
