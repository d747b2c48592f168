// Implements: dice-masters-battle-for-faerun — "BONUSES AND DAMAGE" (bonuses add to attack), "SHORTHAND
// CARD ABILITIES" (Equip), "LEXICON" (opposing; engaged) and "CARD TEXT DETAILS". Card: Half-Orc Fighter,
// Paragon Zhentarim (Battle for Faerûn 105): when fielded it may use Equip at once (the op
// equip-gear-to-source); while a gear die is attached to it, a die of it gets +3A while engaged with a
// good character (an opposing die it attacks or blocks, or that blocks it). Reading: docs/dicemasters.md.
import type { DieState } from '../../types.js';
import type { CustomCard } from './custom-card.js';
import { textLost } from '../../abilities/lost-card-text.js';

const CARD = 'half-orc-fighter/paragon-zhentarim';

const inField = (d: DieState): boolean => d.zone === 'field' || d.zone === 'attack';

export const halfOrcFighterParagonZhentarim: CustomCard = {
  card: CARD,
  section: 'BONUSES AND DAMAGE; SHORTHAND CARD ABILITIES',
  abilities: [{ kind: 'experience' }, { kind: 'when-fielded', effect: { op: 'equip-gear-to-source' } }, { kind: 'custom', card: CARD }],
  text: 'While a gear die is attached to it, each die of this card gets +3A while engaged with a good character.',
  test: 'src/games/dicemasters/cards/custom/half-orc-fighter-paragon-zhentarim.test.ts',
  queries: {
    stat: (s, defs, d, which) => {
      if (which !== 'a' || !inField(d) || defs[d.card]?.key !== CARD || textLost(s, defs, d)) return 0;
      if (!s.dice.some((g) => g.attachedTo === d.id && inField(g))) return 0;
      const good = d.engaged.some((id) => {
        const e = s.dice[id];
        return e !== undefined && inField(e) && e.owner !== d.owner && defs[e.card]?.alignment === 'good';
      });
      return good ? 3 : 0;
    },
  },
};
