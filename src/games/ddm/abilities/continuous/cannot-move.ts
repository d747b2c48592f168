// Continuous "cannot-move": this creature may not move (its own movement: moves, shifts and charges)
// while what the card names holds — "CORE RULES AND EXCEPTIONS" level 4, a restrictive card has the
// last word, folded as Immobilized is ("IMMOBILIZED": speed 0, no shift). Bloodrage (Orc Barbarian):
// "While bloodied, this creature may not move while an enemy is adjacent" (`bloodied`, `enemyAdjacent`).
// Guided: "Immobilized whenever an Arcane ally does not have line of sight to it" (`unseenByAlly`: held
// while no ally of that keyword on the map sees it — our reading of "an Arcane ally"; "Line of Sight").
// Forced movement is not its own movement and still moves it.
import { Tier } from '../../../../core/index.js';
import { geo, isAdjacent, sees } from '../../geo.js';
import { cardOf, enemies, onMap } from '../../rules/common.js';
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
  const keyword = e.params['unseenByAlly'];
  if (typeof keyword === 'string') {
    const g = geo(s);
    const guide = (o: (typeof s.creatures)[number]) =>
      o.id !== me.id && onMap(o) && !enemies(s, me, o) && cardOf(s, o).keywords.includes(keyword) && sees(g, o, me);
    if (s.creatures.some(guide)) return false;
  }
  return true;
}

export const cannotMove: ContinuousModule<'cannot-move'> = {
  kind: 'cannot-move',
  text: (e) =>
    `${e.bloodied ? 'while bloodied, ' : ''}this creature may not move${e.enemyAdjacent ? ' while an enemy is adjacent' : ''}${
      e.unseenByAlly ? ` while no ${e.unseenByAlly} ally has line of sight to it` : ''
    }`,
  handler: {
    queries: {
      speed: { tier: Tier.RESTRICTIVE_CARD, modify: (v, a, s, e) => (a.creature === src(e) && held(s, a.creature, e) ? 0 : v) },
      canShift: { tier: Tier.RESTRICTIVE_CARD, modify: (v, a, s, e) => (v && a.creature === src(e) && held(s, a.creature, e) ? false : v) },
    },
  },
};
