/**
 * Attacking with the figures on the turn's Army Card.
 * Rulebook: heroscape-master-game-guide — "Action 3. Attack with Figure(s) shown on the Army Card
 * (Optional)" (within Range and with a clear Line of Sight; Range 1 only from an adjacent space; an
 * engaged figure may attack only the figures it is engaged with, and needs no Line of Sight to
 * them), "ATTACKING" (one at a time, each figure once; the Attack number plus dice for height
 * advantage; the Defender's Defense plus dice for height advantage; each unblocked skull is a
 * wound), "Life".
 *
 * Each option names the attacker and the defender (the guide's "Announce which figure is the
 * Attacker and which figure is the Defender"), so one decision answers both.
 */
import { CANCEL, type Option, type StepHandler } from '../../../core/index.js';
import { spaceDistance, type Board } from '../board.js';
import { engaged } from '../engagement.js';
import type { PlacedFigure } from '../figures.js';
import { heightAdvantage, indexFigures, lineOfSight, rangeBetween } from '../sight.js';
import { rollCombatDice, shieldsIn, skullsIn } from './dice.js';
import { tell, type HsCtx, type HsEvents, type HsQueries } from './events.js';
import type { HsStep, StepOf } from './steps.js';
import { boardOf, cardOf, figureById, figureName, figuresOfCard, livingPlaced, placedOf, type FigureState, type HsState } from './state.js';
import { woundFigure } from './wounds.js';

type H<K extends HsStep['kind']> = StepHandler<HsState, StepOf<K>, HsQueries, HsEvents>;

export const END_ATTACKS = 'end';

/** The fewest hexes between any base hex of `a` and any of `b` (levels and gaps ignored). */
function nearestHexes(board: Board, a: PlacedFigure, b: PlacedFigure): number {
  let best = Infinity;
  for (const x of a.tail >= 0 ? [a.head, a.tail] : [a.head])
    for (const y of b.tail >= 0 ? [b.head, b.tail] : [b.head]) best = Math.min(best, spaceDistance(board, x, y));
  return best;
}

/** The enemy figures `f` may attack now. */
export function targetsOf(ctx: HsCtx, f: FigureState): string[] {
  const s = ctx.state;
  const board = boardOf(s);
  const all = livingPlaced(s);
  const me = placedOf(s, f);
  const enemies = all.filter((o) => o.side !== me.side);
  const engagedWith = enemies.filter((e) => engaged(board, me, e));
  if (engagedWith.length > 0) return engagedWith.map((e) => e.id);
  const range = ctx.query('attackRange', cardOf(s, f).card.range, { figure: f.id });
  if (range <= 1) return [];
  // The straight hex distance never exceeds the range counted over the battlefield, so a figure
  // farther than that is out of range without the longer count.
  const near = (e: PlacedFigure): boolean => nearestHexes(board, me, e) <= range;
  const inRange = enemies.filter((e) => near(e) && rangeBetween(board, me, e, range + 1) <= range);
  if (inRange.length === 0) return [];
  const index = indexFigures(board, all);
  return inRange.filter((e) => lineOfSight(board, index, me, e, { leanOver: true }).clear).map((e) => e.id);
}

/** Attack and defense dice for one attack: the card's numbers, +1 die for the higher figure only. */
export function diceFor(ctx: HsCtx, attacker: FigureState, defender: FigureState): HsEvents['AttackDeclared'] {
  const s = ctx.state;
  const height = heightAdvantage(boardOf(s), placedOf(s, attacker), placedOf(s, defender));
  const ids = { attacker: attacker.id, defender: defender.id };
  return {
    ...ids,
    attackDice: ctx.query('attackDice', cardOf(s, attacker).card.attack + (height === 'attacker' ? 1 : 0), ids),
    defenseDice: ctx.query('defenseDice', cardOf(s, defender).card.defense + (height === 'defender' ? 1 : 0), ids),
    height,
  };
}

export function resolveAttack(ctx: HsCtx, attacker: FigureState, defender: FigureState): void {
  const declared = tell(ctx, 'AttackDeclared', diceFor(ctx, attacker, defender), attacker.owner);
  if (declared === CANCEL) return;
  const ids = { attacker: attacker.id, defender: defender.id };
  const attackFaces = rollCombatDice(ctx, declared.attackDice);
  const rolled = tell(ctx, 'AttackRolled', { ...ids, faces: attackFaces, skulls: skullsIn(attackFaces) }, attacker.owner);
  if (rolled === CANCEL) return;
  const defenseFaces = rollCombatDice(ctx, declared.defenseDice);
  const defended = tell(ctx, 'DefenseRolled', { ...ids, faces: defenseFaces, shields: shieldsIn(defenseFaces), skulls: rolled.skulls }, attacker.owner);
  if (defended === CANCEL) return;
  woundFigure(ctx, defender.id, Math.max(0, rolled.skulls - defended.shields), `an attack by ${figureName(ctx.state, attacker)}`);
}

export const chooseAttack: H<'choose-attack'> = {
  run(ctx, step) {
    const s = ctx.state;
    const options: Option[] = [];
    for (const f of figuresOfCard(s, step.card)) {
      if (step.attacked.includes(f.id)) continue;
      for (const t of targetsOf(ctx, f)) {
        const d = diceFor(ctx, f, figureById(s, t));
        options.push({
          id: `${f.id}>${t}`,
          label: `${figureName(s, f)} attacks ${figureName(s, figureById(s, t))} (${d.attackDice} attack dice against ${d.defenseDice} defense dice)`,
          payload: { attacker: f.id, defender: t },
        });
      }
    }
    if (options.length === 0) return;
    options.push({ id: END_ATTACKS, label: 'End the turn' });
    return ctx.ask(step.player, 'choose-attack', `Attack with ${s.cards[step.card]!.card.name}?`, options);
  },
  choose(ctx, step, option) {
    if (option.id === END_ATTACKS) return;
    const [a, d] = option.id.split('>') as [string, string];
    const s = ctx.state;
    resolveAttack(ctx, figureById(s, a), figureById(s, d));
    ctx.push({ ...step, attacked: [...step.attacked, a] });
  },
};
