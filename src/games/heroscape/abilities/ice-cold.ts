/**
 * Ice Cold (Greater Ice Elemental): while a figure of the card is on a water or ice space, that space
 * and the water spaces of its level adjacent to it are normal ice — for every rule and power: moves do
 * not stop there, a fall onto them wounds, and the powers that read ice (Cold Healing, Ice Spikes'
 * +2, …) see ice.
 * Rulebook: heroscape-master-game-guide — "Water" (stop; falling onto water), "Ice" (normal ice: no
 * effect on movement), "Special Powers"; the power's text is on the card.
 * How: the card's figures are listed in the state's `iceAround` at the battle's start; `boardOf`
 * (battle/state.ts) gives every rule the battlefield with those spaces iced, from where the figures
 * stand at that moment (board.ts `withIceOn`).
 * Our readings: a two-space figure is on water or ice when one of its spaces is; "same-level" is the
 * level of the figure's space the water touches. In its own move each water space the figure enters
 * becomes ice as it stands there, so its own move is not stopped by water (`walksWater`); a fall of
 * its own onto water during that move is still read as onto water (no wound) — not played otherwise.
 */
import type { Ability } from './ability.js';

export const iceCold: Ability = {
  name: 'Ice Cold',
  text: 'While a figure of this card is on a water or ice space, that space and the water spaces of its level adjacent to it are normal ice (moves need not stop there).',
  handler: {},
  walksWater: true,
  atBattleStart(ctx, card) {
    const s = ctx.state as { iceAround?: string[] };
    const list = (s.iceAround ??= []);
    for (const f of ctx.state.figures) if (f.card === card && !list.includes(f.id)) list.push(f.id);
  },
};
