// Implements: dice-masters-battle-for-faerun — "ASSIGN DAMAGE" (attackers damaging the defending player),
// "GAME STATES" (text naming a character considers only your characters: your Mummies, of any Mummy card)
// and "FUNDAMENTAL RULES" (no life gained past the starting total). Card: Mummy, Greater Undead (Battle for
// Faerûn 79): when one or more of your Mummy dice damage your opponent in an attack, gain life equal to
// the level of your highest-level Mummy in the field — once per attack for this card, a triggered ability
// a prevention may answer. Reading: docs/dicemasters.md ("damages your opponent").
import { pushTriggered } from '../../rules/ability-use.js';
import { namedAs } from '../../rules/copy.js';
import { inField, level } from '../../rules/dice.js';
import type { CustomCard } from './custom-card.js';
import { ownSlotsWithLine } from './opponent-damaged.js';

const CARD = 'mummy/greater-undead';
const TITLE = 'Mummy';

export const mummyGreaterUndead: CustomCard = {
  card: CARD,
  section: 'ASSIGN DAMAGE; GAME STATES',
  abilities: [{ kind: 'energy-drain' }, { kind: 'custom', card: CARD }],
  text: 'When one or more of your Mummies damage your opponent in an attack: gain life equal to the level of your highest-level Mummy in the field.',
  test: 'src/games/dicemasters/cards/bff/opponent-damaged.test.ts',
  on: {
    OpponentDamaged: {
      run(ctx, _e, p) {
        const s = ctx.state;
        const mummies = s.dice.filter((d) => d.owner === p.player && inField(d) && namedAs(s, d, TITLE));
        const hit = mummies.find((d) => p.dealtBy.includes(d.id));
        if (!hit || ownSlotsWithLine(s, p.player, CARD).length === 0) return;
        const top = Math.max(...mummies.map((d) => level(s, d)));
        pushTriggered(ctx, p.player, TITLE, { op: 'gain-life', amount: top }, hit.id);
      },
    },
  },
};
