/**
 * Lolth's Wrath Special Attack (Pelloth): instead of a normal attack, choose a Drow figure you control
 * within 5 clear sight spaces of the attacker and roll 3 attack dice; for each skull, one at a time,
 * you may give 1 wound to any small or medium figure within 2 clear sight spaces of the chosen Drow
 * (the same figure more than once too); no defense dice are rolled; then the chosen Drow is destroyed.
 * Our readings: the chosen Drow is another figure than the attacker ("within 5 clear sight spaces
 * of" it), and a wounded figure may be any but that Drow, friend or foe; an engaged attacker may give
 * wounds only to the figures it is engaged with ("Engaged figures … This includes … special
 * attacks"); the Drow is destroyed whatever the roll.
 * Rulebook: heroscape-master-game-guide — "Special Powers" → "Special Attacks" (instead of a normal
 * attack; never modified by glyphs, height advantage or other powers), "Clear Sight Spaces"; the
 * power's text is on the card.
 *
 * How it is played: the option names the attacker and the Drow; the dice are rolled at once, then a
 * `power` step per skull asks for the figure to wound (or to stop), above the step that destroys
 * the Drow.
 */
import type { Option } from '../../../core/index.js';
import { rollCombatDice, skullsIn } from '../battle/dice.js';
import type { HsCtx } from '../battle/events.js';
import { boardOf, cardOf, figureById, figureName, figuresOfCard, livingPlaced, placedOf, type FigureState } from '../battle/state.js';
import { destroyFigure, woundFigure } from '../battle/wounds.js';
import { revealAttacker } from '../battle/treasure-cloak.js';
import { engaged } from '../engagement.js';
import { clearSight, indexFigures } from '../sight.js';
import { abilityKey, type Ability } from './ability.js';
import { SKIP } from './near.js';

const NAME = "Lolth's Wrath Special Attack";
const KEY = abilityKey(NAME);
const ATTACK = 3;
/** The clear sight spaces from the attacker to the chosen Drow, and from the Drow to a wounded figure. */
const TO_DROW = 5;
const FROM_DROW = 2;
const DROW = 'drow';

/** The living figures other than `from` within `within` clear sight spaces of it that `keep` accepts. */
function withinSight(ctx: HsCtx, from: FigureState, within: number, keep: (o: FigureState) => boolean): FigureState[] {
  const s = ctx.state;
  const board = boardOf(s);
  const index = indexFigures(board, livingPlaced(s));
  const at = placedOf(s, from);
  return s.figures.filter(
    (o) => o.id !== from.id && !o.destroyed && o.head >= 0 && keep(o) && clearSight(board, index, at, placedOf(s, o), within, { leanOver: true }).clear,
  );
}

/** The figures `attacker` may wound through `drow`: small or medium, within 2 clear sight spaces of it, and only those it is engaged with when engaged. */
function woundable(ctx: HsCtx, attacker: FigureState, drow: FigureState): FigureState[] {
  const s = ctx.state;
  const board = boardOf(s);
  const me = placedOf(s, attacker);
  const engagedWith = livingPlaced(s)
    .filter((e) => e.side !== me.side && engaged(board, me, e))
    .map((e) => e.id);
  return withinSight(ctx, drow, FROM_DROW, (o) => {
    const size = cardOf(s, o).card.size;
    return (size === 'small' || size === 'medium') && (engagedWith.length === 0 || engagedWith.includes(o.id));
  });
}

export const lolthsWrathSpecialAttack: Ability = {
  name: NAME,
  text: `Special attack instead of a normal attack: choose a Drow figure you control within ${TO_DROW} clear sight spaces of this figure and roll ${ATTACK} attack dice; for each skull you may give 1 wound to a small or medium figure within ${FROM_DROW} clear sight spaces of that Drow (the same figure again too); no defense dice are rolled; then the chosen Drow is destroyed.`,
  handler: {},
  attackOptions(ctx, card, attacked) {
    const s = ctx.state;
    const out: Option[] = [];
    for (const f of figuresOfCard(s, card)) {
      if (attacked.includes(f.id)) continue;
      for (const d of withinSight(ctx, f, TO_DROW, (o) => o.owner === f.owner && cardOf(s, o).card.species.toLowerCase() === DROW))
        out.push({ id: `${KEY}:${f.id}>${d.id}`, label: `${figureName(s, f)}: ${NAME} through ${figureName(s, d)}`, payload: { attacker: f.id, drow: d.id } });
    }
    return out;
  },
  useAttackOption(ctx, card, option) {
    const s = ctx.state;
    const [a, d] = option.id.slice(KEY.length + 1).split('>') as [string, string];
    const f = figureById(s, a);
    ctx.emit('SpecialAttack', { power: NAME, attacker: a, dice: ATTACK, affected: [] });
    if (s.treasureBoosts) revealAttacker(s, a);
    const skulls = skullsIn(rollCombatDice(ctx, ATTACK));
    ctx.emit('PowerUsed', {
      power: NAME,
      figure: a,
      note: `${skulls} skull${skulls === 1 ? '' : 's'} rolled: ${skulls} wound${skulls === 1 ? '' : 's'} to give`,
    });
    ctx.push({ kind: 'power', power: KEY, card, player: f.owner, data: { moment: 'destroy', figure: a, drow: d } });
    if (skulls > 0) ctx.push({ kind: 'power', power: KEY, card, player: f.owner, data: { moment: 'wound', figure: a, drow: d, left: skulls } });
    return [a];
  },
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const drow = figureById(s, String(step.data['drow']));
      if (step.data['moment'] === 'destroy') {
        if (drow.destroyed || drow.head < 0) return;
        ctx.emit('PowerUsed', { power: NAME, figure: drow.id, note: `${figureName(s, drow)} is destroyed` });
        return destroyFigure(ctx, drow.id, NAME);
      }
      const f = figureById(s, String(step.data['figure']));
      if (drow.destroyed || drow.head < 0) return;
      const left = Number(step.data['left']);
      const options: Option[] = woundable(ctx, f, drow).map((o) => ({
        id: `wound:${o.id}`,
        label: `1 wound to ${figureName(s, o)}`,
        payload: { figure: o.id },
      }));
      if (options.length === 0) return;
      options.push({ id: SKIP, label: `No more wounds (${left} left)` });
      return ctx.ask(step.player, 'use-power', `${NAME}: ${left} wound${left === 1 ? '' : 's'} to give; which figure?`, options);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      const left = Number(step.data['left']) - 1;
      // The next wound is asked after this one is dealt with (pushed first, so it runs after the wound's own steps).
      if (left > 0) ctx.push({ ...step, data: { ...step.data, left } });
      woundFigure(ctx, option.id.slice('wound:'.length), 1, NAME, String(step.data['figure']));
    },
  },
};
