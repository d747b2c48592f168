/**
 * Psionic Blast Special Attack (Mind Flayer Mastermind): Range 3, Attack 3, no clear Line of Sight
 * needed; a figure that receives one or more wounds from it loses one unrevealed order marker, at
 * random, from its Army Card (or its controller's matching Common cards).
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Special Attacks" (instead of a normal
 * attack, its own dice; an engaged figure attacks only the figures it is engaged with), "ORDER
 * MARKERS"; the power's text is on the card.
 *
 * How: the attack option pushes a `power` step first, so it runs once the defense's wounds are given;
 * "receives one or more wounds" counts a wound marker placed or the figure destroyed (its card's
 * markers still count for its matching cards). The marker is drawn by abilities/random-marker.ts.
 */
import type { Option } from '../../../core/index.js';
import { resolveSpecialAttack, targetsOf } from '../battle/attack.js';
import { figureById, figureName, figuresOfCard } from '../battle/state.js';
import { abilityKey, type Ability } from './ability.js';
import { removeRandomMarker } from './random-marker.js';

const NAME = 'Psionic Blast Special Attack';
const KEY = abilityKey(NAME);
const RANGE = 3;
const DICE = 3;

export const psionicBlastSpecialAttack: Ability = {
  name: NAME,
  text: `Special attack instead of a normal attack: Range ${RANGE}, ${DICE} attack dice, no clear Line of Sight needed; a figure it wounds loses one unrevealed order marker, at random, from its Army Card (or its matching Common cards).`,
  handler: {},
  attackOptions(ctx, card, attacked) {
    const s = ctx.state;
    const out: Option[] = [];
    for (const f of figuresOfCard(s, card))
      if (!attacked.includes(f.id))
        for (const t of targetsOf(ctx, f, { range: RANGE, sight: false }))
          out.push({
            id: `${KEY}:${f.id}>${t}`,
            label: `${figureName(s, f)}: ${NAME} on ${figureName(s, figureById(s, t))}`,
            payload: { attacker: f.id, defender: t },
          });
    return out;
  },
  useAttackOption(ctx, card, option) {
    const s = ctx.state;
    const [a, t] = option.id.slice(KEY.length + 1).split('>') as [string, string];
    const f = figureById(s, a);
    const d = figureById(s, t);
    ctx.push({ kind: 'power', power: KEY, card, player: f.owner, data: { defender: d.id, before: d.wounds } });
    resolveSpecialAttack(ctx, f, NAME, DICE, [d]);
    return [a];
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const d = figureById(s, String(step.data['defender']));
      if (!d.destroyed && d.wounds <= Number(step.data['before'])) return;
      const removed = removeRandomMarker(ctx, d);
      ctx.emit('PowerUsed', {
        power: NAME,
        figure: d.id,
        note: removed ? 'an unrevealed order marker removed at random from its card' : 'no unrevealed order marker to remove',
      });
    },
  },
};
