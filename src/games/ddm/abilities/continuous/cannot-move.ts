// Continuous "cannot-move": this creature may not move (its own movement: moves, shifts and charges)
// while what the card names holds — "CORE RULES AND EXCEPTIONS" level 4, a restrictive card has the
// last word, folded as Immobilized is ("IMMOBILIZED": speed 0, no shift). Bloodrage (Orc Barbarian):
// "While bloodied, this creature may not move while an enemy is adjacent" (`bloodied`, `enemyAdjacent`).
// Forced movement is not its own movement and still moves it.
import { Tier } from '../../../../core/index.js';
import { geo, isAdjacent } from '../../geo.js';
import { enemies, onMap } from '../../rules/common.js';
import type { DdmState } from '../../state.js';
import { src, type ContinuousModule } from './module.js';
import type { EffectInstance } from '../../../../core/index.js';

/** Whether the power's creature `id` is held in place now. */
function held(s: DdmState, id: number, e: EffectInstance): boolean {
  const me = s.creatures[id];
  if (!me || !onMap(me)) return false;
  if (e.params['bloodied'] === true && me.hp > me.bloodied) return false;
  if (e.params['enemyAdjacent'] === true) {
    const g = geo(s);
    if (!s.creatures.some((o) => o.id !== me.id && onMap(o) && enemies(s, me, o) && isAdjacent(g, o, me))) return false;
  }
  return true;
}

export const cannotMove: ContinuousModule<'cannot-move'> = {
  kind: 'cannot-move',
  text: (e) => `${e.bloodied ? 'while bloodied, ' : ''}this creature may not move${e.enemyAdjacent ? ' while an enemy is adjacent' : ''}`,
  handler: {
    queries: {
      speed: { tier: Tier.RESTRICTIVE_CARD, modify: (v, a, s, e) => (a.creature === src(e) && held(s, a.creature, e) ? 0 : v) },
      canShift: { tier: Tier.RESTRICTIVE_CARD, modify: (v, a, s, e) => (v && a.creature === src(e) && held(s, a.creature, e) ? false : v) },
    },
  },
};
