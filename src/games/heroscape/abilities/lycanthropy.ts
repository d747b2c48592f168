/**
 * Lycanthropy (Werewolf Lord): the card starts the battle with 3 Lycanthropy markers; when an
 * opponent's Unique Hero receives at least 1 wound from the card's figure, its player may move one of
 * them onto that Hero's card: for the rest of the battle that card's species is Hybrid, its class
 * Hunter and its personality Tormented. Constructs, Lycanthropes and Soulborgs are never affected.
 * Rulebook: heroscape-master-game-guide — "Special Power References on Army Cards" (species, class
 * and personality are the card's words; "Uncommon figures are considered Unique for all special
 * powers"), "ATTACKING" (the wounds are the skulls the shields did not block); the power's text is on
 * the card.
 *
 * How: Mortal Strike's moment (abilities/mortal-strike.ts): the defense roll of such a Hero against an
 * attack of the card's figure pushes a `power` step, run once that defense's wounds are given; it
 * counts the wounds really given since the roll (a Scarab or an ignoring roll counts), and with a
 * marker left asks whether to place one. The card's words change through abilities/changed-card.ts.
 * Our readings: a Hero destroyed by the wounds keeps no card to mark (nothing asked); a card already
 * marked is not marked again; "Construct" is read in the card's species or class (the units file
 * prints it as a class), Lycanthrope and Soulborg likewise; the destructible objects are no army
 * cards. Moon Frenzy (the card's other power) reads the Hybrid species this leaves.
 */
import type { Option } from '../../../core/index.js';
import { cardOf, figureById, figureName, friendly } from '../battle/state.js';
import type { ArmyCard } from '../cards/army-card.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { changeCardWords } from './changed-card.js';
import { SKIP } from './near.js';

const NAME = 'Lycanthropy';
const KEY = abilityKey(NAME);
/** A Lycanthropy marker: on the power's card until placed, then on the marked card. */
export const LYCANTHROPY_MARKER = 'lycanthropy';
const MARKERS = 3;
const PLACE = `${KEY}:place`;
/** The words a marked card has for the rest of the battle. */
export const HYBRID = { species: 'hybrid', class: 'hunter', personality: 'tormented' } as const;
const IMMUNE = ['construct', 'lycanthrope', 'soulborg'];

/** Whether the card may be marked: a Unique (or Uncommon) Hero, not immune, not marked already. */
function markable(c: ArmyCard, tokens: readonly string[]): boolean {
  if (c.rarity === 'common' || c.kind !== 'hero' || tokens.includes(LYCANTHROPY_MARKER)) return false;
  return !IMMUNE.some((w) => c.species.toLowerCase() === w || c.class.toLowerCase() === w);
}

export const lycanthropy: Ability = {
  name: NAME,
  text: "The card starts the battle with 3 Lycanthropy markers. When an opponent's Unique Hero receives at least 1 wound from this card's figure, you may move one onto that Hero's card: for the battle its species is Hybrid, its class Hunter, its personality Tormented. Constructs, Lycanthropes and Soulborgs are never affected.",
  atBattleStart(ctx, card) {
    const c = ctx.state.cards[card]!;
    for (let i = 0; i < MARKERS; i++) c.tokens.push(LYCANTHROPY_MARKER);
  },
  handler: {
    on: {
      DefenseRolled: {
        run(ctx, effect, p) {
          const s = ctx.state;
          const card = cardParam(effect);
          const attacker = figureById(s, p.attacker);
          if (attacker.card !== card || !s.cards[card]!.tokens.includes(LYCANTHROPY_MARKER)) return;
          const d = figureById(s, p.defender);
          const target = cardOf(s, d);
          if (friendly(s, d.owner, attacker.owner) || !markable(target.card, target.tokens)) return;
          ctx.push({ kind: 'power', power: KEY, card, player: attacker.owner, data: { attacker: attacker.id, defender: d.id, before: d.wounds } });
        },
      },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const d = figureById(s, String(step.data['defender']));
      if (d.destroyed || d.wounds - Number(step.data['before']) <= 0) return;
      const target = cardOf(s, d);
      if (!s.cards[step.card]!.tokens.includes(LYCANTHROPY_MARKER) || !markable(target.card, target.tokens)) return;
      const options: Option[] = [
        { id: PLACE, label: `${NAME}: place a marker on ${target.card.name} (Hybrid, Hunter, Tormented)` },
        { id: SKIP, label: `No ${NAME}` },
      ];
      return ctx.ask(step.player, 'use-power', `${NAME}: ${figureName(s, d)} was wounded`, options);
    },
    choose(ctx, step, option) {
      if (option.id !== PLACE) return;
      const s = ctx.state;
      const d = figureById(s, String(step.data['defender']));
      const own = s.cards[step.card]!.tokens;
      own.splice(own.indexOf(LYCANTHROPY_MARKER), 1);
      s.cards[d.card]!.tokens.push(LYCANTHROPY_MARKER);
      changeCardWords(s, d.card, HYBRID);
      ctx.emit('PowerUsed', { power: NAME, figure: d.id, note: `${cardOf(s, d).card.name} is now Hybrid, Hunter, Tormented` });
    },
  },
};
