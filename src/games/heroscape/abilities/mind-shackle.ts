/**
 * Mind Shackle 20 (Rise of the Valkyrie: Ne-Gok-Sa): after moving and before attacking, the player
 * may choose a Unique figure adjacent to the card's figure and roll the d20; on a 20 they take
 * control of that figure's Army Card and every figure on it, and the order markers on that card are
 * removed. Control stays if Ne-Gok-Sa is later destroyed.
 * Mind Shackle 19 (Kee-Mo-Shi) is the same power taking control on 19 or 20.
 * Rulebook: heroscape-master-game-guide — "Special Powers" (Uncommon figures count as Unique);
 * the power's text is on the card.
 */
import type { Option } from '../../../core/index.js';
import type { HsCtx } from '../battle/events.js';
import { cardOf, figureById, figuresOfCard } from '../battle/state.js';
import type { Ability } from './ability.js';
import { cardParam } from './ability.js';
import { rollD20 } from '../battle/d20.js';
import { adjacentFigures, figureOption, SKIP } from './near.js';

export const SHACKLE_NEEDS = 20;

/**
 * Hands card `card` and its figures to `player`; its markers are removed (kept with `keepMarkers`:
 * Moon Frenzy's turn, after which control returns) and its powers change hands.
 */
export function takeControl(ctx: HsCtx, card: number, player: number, keepMarkers = false): void {
  const s = ctx.state;
  const c = s.cards[card]!;
  c.owner = player;
  if (!keepMarkers) {
    c.markers = [];
    c.revealed = [];
  }
  for (const f of s.figures) if (f.card === card) f.owner = player;
  for (const e of ctx.removeEffects((e) => cardParam(e) === card))
    ctx.addEffect({ name: e.name, handler: e.handler, owner: player, source: e.source, params: e.params });
}

/** Mind Shackle with the lowest d20 roll that takes control (the cards print it in the power's name). */
function mindShackle(needs: number): Ability {
  const name = `Mind Shackle ${needs}`;
  return {
    name,
    text: `After moving and before attacking, choose a Unique figure adjacent to this figure and roll the d20: on ${needs === 20 ? '20' : `${needs} or more`} take control of its Army Card and all its figures (its order markers are removed).`,
    handler: {},
    afterMove: true,
    step: {
      run(ctx, step) {
        const s = ctx.state;
        const options: Option[] = [];
        for (const g of figuresOfCard(s, step.card))
          for (const t of adjacentFigures(s, g))
            if (t.owner !== step.player && cardOf(s, t).card.rarity !== 'common' && !options.some((o) => o.id === `shackle:${t.id}`))
              options.push(figureOption(s, 'shackle:', t, 'Mind Shackle'));
        if (options.length === 0) return;
        options.push({ id: SKIP, label: 'No Mind Shackle' });
        return ctx.ask(step.player, 'use-power', `${name}: choose a figure?`, options);
      },
      choose(ctx, step, option) {
        if (option.id === SKIP) return;
        const t = figureById(ctx.state, option.id.slice('shackle:'.length));
        // Rolled by the power's player for its card (a Glyph of Lodin or Hive Supremacy counts for them, not the target's player).
        const d20 = rollD20(ctx, step.player, step.card);
        const success = d20 >= needs;
        ctx.emit('PowerUsed', { power: name, figure: t.id, note: `the d20 shows ${d20} (${needs} or higher needed)${success ? '' : ': no effect'}` });
        if (success) {
          ctx.emit('ControlTaken', { card: t.card, cardName: cardOf(ctx.state, t).card.name, player: step.player });
          takeControl(ctx, t.card, step.player);
        }
      },
    },
  };
}

export const mindShackle20: Ability = mindShackle(SHACKLE_NEEDS);

/** Mind Shackle 19 (Kee-Mo-Shi): the same power, taking control on 19 or 20. */
export const mindShackle19: Ability = mindShackle(19);
