/**
 * Teleport Reinforcements (Tul-Bak-Ra, printed "Teleport Reinforments"): when the card's figure takes
 * one or more wounds from an opponent's normal or special attack and is not destroyed, its player may
 * choose one friendly Marro Squad figure for each wound just taken and place each on empty spaces
 * adjacent to it; a placed figure takes no leaving-engagement attacks.
 * Rulebook: heroscape-master-game-guide — "Friends and Enemies" (a teammate's figure is friendly),
 * "About the Army Cards" (species, squad), "Special Powers" ("you may": each figure offered once,
 * passing forgoes the rest); the power's text is on the card.
 *
 * How: the defense roll (`DefenseRolled`) of the card's figure against an opponent's attack pushes a
 * `power` step run once that defense's wounds are given (as Mortal Strike's); it counts the wounds
 * really taken, then asks for a figure and its place (abilities/beside.ts), once per wound.
 * Our readings: a Marro Squad figure is one whose card's species is Marro and kind a squad, on the
 * battlefield; a figure already placed this time is not offered again; placed, not moved (no glyph
 * revealed, no fall), a double-space figure with both halves adjacent on one level.
 */
import type { Option } from '../../../core/index.js';
import { cardOf, figureById, figureName, figuresOfCard, friendly, living } from '../battle/state.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { besideOptions, isPlaceOption, placeAt } from './beside.js';
import { askOptional, SKIP } from './near.js';

const NAME = 'Teleport Reinforcements';
const KEY = abilityKey(NAME);
const PICK = `${KEY}:figure:`;

export const teleportReinforcements: Ability = {
  name: NAME,
  text: "When this figure takes wounds from an opponent's normal or special attack and is not destroyed, you may place one friendly Marro Squad figure for each wound on empty spaces adjacent to it, taking no leaving-engagement attacks.",
  handler: {
    on: {
      DefenseRolled: {
        run(ctx, effect, p) {
          const s = ctx.state;
          const card = cardParam(effect);
          const d = figureById(s, p.defender);
          if (d.card !== card || friendly(s, figureById(s, p.attacker).owner, d.owner)) return;
          ctx.push({ kind: 'power', power: KEY, card, player: d.owner, data: { moment: 'count', defender: d.id, before: d.wounds } });
        },
      },
    },
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const [tul] = figuresOfCard(s, step.card);
      if (!tul || tul.destroyed || tul.head < 0) return;
      if (step.data['moment'] === 'count') {
        const left = tul.wounds - Number(step.data['before']);
        if (left > 0) ctx.push({ ...step, data: { moment: 'pick', left, placed: [] } });
        return;
      }
      const placed = (step.data['placed'] as string[] | undefined) ?? [];
      if (step.data['moment'] === 'place') {
        const t = figureById(s, String(step.data['figure']));
        return ctx.ask(step.player, 'use-power', `${NAME}: where does ${figureName(s, t)} go?`, besideOptions(s, tul, t, 'Place'));
      }
      const options: Option[] = living(s)
        .filter((t) => {
          if (t.head < 0 || t.id === tul.id || placed.includes(t.id) || !friendly(s, t.owner, tul.owner)) return false;
          const c = cardOf(s, t).card;
          return c.kind === 'squad' && c.species.toLowerCase() === 'marro' && besideOptions(s, tul, t, '').length > 0;
        })
        .map((t) => ({ id: `${PICK}${t.id}`, label: `${NAME}: place ${figureName(s, t)}`, payload: { figure: t.id } }));
      return askOptional(ctx, step.player, NAME, `choose a Marro Squad figure (${Number(step.data['left'])} left)?`, options);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      const s = ctx.state;
      const placed = (step.data['placed'] as string[] | undefined) ?? [];
      const left = Number(step.data['left']);
      if (isPlaceOption(option.id)) {
        const t = figureById(s, String(step.data['figure']));
        placeAt(t, option.id);
        ctx.emit('PowerUsed', { power: NAME, figure: t.id, note: `${figureName(s, t)} is placed beside the card's figure` });
        if (left > 1) ctx.push({ ...step, data: { moment: 'pick', left: left - 1, placed: [...placed, t.id] } });
        return;
      }
      ctx.push({ ...step, data: { moment: 'place', left, placed, figure: option.id.slice(PICK.length) } });
    },
  },
};
