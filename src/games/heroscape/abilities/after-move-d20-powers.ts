/**
 * Powers used after moving and before attacking, each a d20 roll: Lay On Hands (Rhogar Dragonspine:
 * a wounded friendly Hero adjacent to it loses 1 wound marker on 6 or more), Commander's Strike
 * (Mogrimm Forgehammer: an opponent's figure within 5 clear sight spaces engaged with another figure
 * you control receives 1 wound on 15 or more) and Searing Intensity (Fire Elemental: a roll for each
 * figure adjacent to a Fire Elemental you control, 1 wound on 14 or more; figures with Lava
 * Resistant are not affected), Marro Plague (Marrden Hounds: the same rule on 16 or more, Soulborgs and
 * Wulsinu not affected: the card's species), Circuitry Overload (Omnicron Repulsors: the same roll for
 * each Soulborg figure, a Squad figure destroyed on 13 or more, a Hero wounded on 16 or more, figures of
 * the card's name not affected) and Helm of Mitonsoul Aura (Runa: if used, a roll for every other
 * figure within 3 clear sight spaces, destroyed on a 20) and Ullar's Bolt of the Witherwood (Atlaga:
 * an opponent's figure within 5 clear sight spaces is destroyed on 16 or more; one attempt per game,
 * kept as a card token whatever the roll).
 * Rulebook: heroscape-master-game-guide — "Special Powers" ("you may": offered once at its moment,
 * passing forgoes it; "you must": played without a question), "Clear Sight Spaces",
 * "ENGAGEMENT AND ADJACENCY RULES"; the powers' texts are on the cards.
 *
 * Our readings: Lay On Hands may choose any friendly Hero (a teammate's too, "Friends and Enemies")
 * but not Rhogar himself (he is not adjacent to himself); Dragon Swoop and Dragon Healing may choose
 * any figure (Hero) in sight, friend or foe, as their words say, but Dragon Swoop not Sonlen himself
 * (a figure is not within spaces of itself) and Dragon Healing him too (its words); Searing Intensity rolls for every figure,
 * friend or foe, once even when next to two Fire Elementals ("a figure adjacent to at least one"),
 * Fire Elementals of yours included when they are next to one another; "Lava Resistant" is the
 * figure's card's printed power. Circuitry Overload's "Soulborg figure" is the species printed on its
 * card, friend or foe, its own player's too; its Squad or Hero the card's kind; "destroy" gives no wound
 * (no Scarab asked, as molten lava's). Helm of Mitonsoul: "all figures" are friends and foes alike, found when
 * the aura is used and rolled for one at a time in the order of the figures' cards; a figure destroyed
 * by an earlier roll is not rolled for.
 */
import type { Option } from '../../../core/index.js';
import { engaged } from '../engagement.js';
import { boardOf, cardOf, figureById, figuresOfCard, friendly, living, livingPlaced, placedOf, type FigureState, type HsState } from '../battle/state.js';
import { destroyFigure, woundFigure } from '../battle/wounds.js';
import { clearSight, indexFigures } from '../sight.js';
import type { Ability } from './ability.js';
import { rollD20 } from '../battle/d20.js';
import type { HsCtx } from '../battle/events.js';
import { adjacent, askOptional, figureOption, SKIP } from './near.js';

/**
 * The d20 rolled by the power's player (a Glyph of Lodin counts for the roller, not the target), told to
 * the table; `forCard`, the card it is rolled for, when a higher roll never hurts that player (`rollD20`).
 */
function rolls(ctx: HsCtx, power: string, player: number, t: FigureState, needs: number, forCard?: number): boolean {
  const d20 = rollD20(ctx, player, forCard);
  const success = d20 >= needs;
  ctx.emit('PowerUsed', { power, figure: t.id, note: `the d20 shows ${d20} (${needs} or higher needed)${success ? '' : ': no effect'}` });
  return success;
}

export const LAY_ON_HANDS_NEEDS = 6;
export const COMMANDERS_STRIKE_NEEDS = 15;
export const SEARING_NEEDS = 14;

/**
 * An optional power of the card's turn — after moving (the default) or before moving — that chooses a
 * figure, then rolls a d20 for it.
 */
function chooseThenRoll(
  name: string,
  prefix: string,
  text: string,
  targets: (s: HsState, card: number) => FigureState[],
  needs: number,
  onSuccess: (ctx: HsCtx, t: FigureState) => void,
  beforeMoving = false,
): Ability {
  return {
    name,
    text,
    handler: {},
    ...(beforeMoving ? { beforeTurn: true } : { afterMove: true }),
    step: {
      run(ctx, step) {
        const s = ctx.state;
        const options: Option[] = targets(s, step.card).map((t) => figureOption(s, prefix, t, name));
        return askOptional(ctx, step.player, name, 'choose a figure?', options);
      },
      choose(ctx, step, option) {
        if (option.id === SKIP) return;
        const t = figureById(ctx.state, option.id.slice(prefix.length));
        if (rolls(ctx, name, step.player, t, needs)) onSuccess(ctx, t);
      },
    },
  };
}

export const layOnHands = chooseThenRoll(
  'Lay On Hands',
  'lay-on-hands:',
  `After moving and before attacking, you may choose a wounded friendly Hero adjacent to this figure and roll the d20: on ${LAY_ON_HANDS_NEEDS} or more, remove 1 wound marker from it.`,
  (s, card) => {
    const mine = figuresOfCard(s, card);
    const owner = s.cards[card]!.owner;
    return living(s).filter((t) => t.wounds > 0 && cardOf(s, t).card.kind === 'hero' && friendly(s, t.owner, owner) && mine.some((m) => adjacent(s, m, t)));
  },
  LAY_ON_HANDS_NEEDS,
  (ctx, t) => {
    t.wounds -= 1;
    ctx.emit('PowerUsed', { power: 'Lay On Hands', figure: t.id, note: '1 wound marker removed' });
  },
);

export const commandersStrike = chooseThenRoll(
  "Commander's Strike",
  'commanders-strike:',
  `After moving and before attacking, you may choose an opponent's figure within 5 clear sight spaces of this figure that is engaged with another figure you control, and roll the d20: on ${COMMANDERS_STRIKE_NEEDS} or more it receives 1 wound.`,
  (s, card) => {
    const owner = s.cards[card]!.owner;
    const board = boardOf(s);
    const index = indexFigures(board, livingPlaced(s));
    const mine = figuresOfCard(s, card);
    const others = living(s).filter((f) => f.owner === owner && f.card !== card);
    return living(s).filter(
      (t) =>
        !friendly(s, t.owner, owner) &&
        others.some((o) => engaged(board, placedOf(s, o), placedOf(s, t))) &&
        mine.some((m) => clearSight(board, index, placedOf(s, m), placedOf(s, t), 5, { leanOver: true }).clear),
    );
  },
  COMMANDERS_STRIKE_NEEDS,
  (ctx, t) => woundFigure(ctx, t.id, 1, "Commander's Strike"),
);

/** What a "you must" roll does to one figure: the d20 it needs, and whether success destroys it or gives 1 wound. */
interface RollOutcome {
  readonly needs: number;
  readonly destroys: boolean;
}

const oneWound = (needs: number): RollOutcome => ({ needs, destroys: false });

/**
 * A "you must" roll after moving: the d20 once for each figure adjacent to at least one figure of this
 * card's name its player controls; `outcome` says what it needs and does for that figure (null: the
 * figure is not affected).
 */
function adjacentRolls(name: string, text: string, outcome: (s: HsState, t: FigureState, cardName: string) => RollOutcome | null): Ability {
  return {
    name,
    text,
    handler: {},
    afterMove: true,
    step: {
      run(ctx, step) {
        const s = ctx.state;
        const cardName = s.cards[step.card]!.card.name;
        const sources = living(s).filter((f) => f.owner === step.player && s.cards[f.card]!.card.name === cardName);
        for (const t of living(s).filter((x) => sources.some((f) => adjacent(s, f, x)))) {
          const o = outcome(s, t, cardName);
          // A wound roll on the player's own figure is rolled without the card: a higher roll would hurt them.
          if (!o || !rolls(ctx, name, step.player, t, o.needs, friendly(s, t.owner, step.player) ? undefined : step.card)) continue;
          if (o.destroys) destroyFigure(ctx, t.id, name);
          else woundFigure(ctx, t.id, 1, name);
        }
      },
    },
  };
}

export const searingIntensity = adjacentRolls(
  'Searing Intensity',
  `After moving and before attacking, roll the d20 for each figure adjacent to a figure of this card's name you control: on ${SEARING_NEEDS} or more it receives 1 wound. Figures with Lava Resistant are not affected.`,
  (s, t) => (cardOf(s, t).card.powers.some((p) => p.name.trim().toLowerCase() === 'lava resistant') ? null : oneWound(SEARING_NEEDS)),
);

export const MARRO_PLAGUE_NEEDS = 16;
const PLAGUE_SPARED = new Set(['soulborg', 'wulsinu']);

export const marroPlague = adjacentRolls(
  'Marro Plague',
  `After moving and before attacking, roll the d20 for each figure adjacent to a figure of this card's name you control: on ${MARRO_PLAGUE_NEEDS} or more it receives 1 wound. Soulborg and Wulsinu figures are not affected.`,
  (s, t) => (PLAGUE_SPARED.has(cardOf(s, t).card.species.trim().toLowerCase()) ? null : oneWound(MARRO_PLAGUE_NEEDS)),
);

export const CIRCUITRY_OVERLOAD = { squad: 13, hero: 16 } as const;

export const circuitryOverload = adjacentRolls(
  'Circuitry Overload',
  `After moving and before attacking, roll the d20 for each Soulborg figure adjacent to a figure of this card's name you control: a Squad figure is destroyed on ${CIRCUITRY_OVERLOAD.squad} or more, a Hero figure receives 1 wound on ${CIRCUITRY_OVERLOAD.hero} or more. Figures of this card's name are not affected.`,
  (s, t, cardName) => {
    const c = cardOf(s, t).card;
    if (c.species.trim().toLowerCase() !== 'soulborg' || c.name === cardName) return null;
    return c.kind === 'squad' ? { needs: CIRCUITRY_OVERLOAD.squad, destroys: true } : oneWound(CIRCUITRY_OVERLOAD.hero);
  },
);

export const HELM_NEEDS = 20;
const HELM = 'Helm of Mitonsoul Aura';
const USE_HELM = 'helm-of-mitonsoul-aura:use';

/** Every figure but the card's own within 3 clear sight spaces of a figure of the card. */
function helmTargets(s: HsState, card: number): FigureState[] {
  const board = boardOf(s);
  const index = indexFigures(board, livingPlaced(s));
  const mine = figuresOfCard(s, card);
  return living(s).filter((t) => t.card !== card && mine.some((m) => clearSight(board, index, placedOf(s, m), placedOf(s, t), 3, { leanOver: true }).clear));
}

export const helmOfMitonsoulAura: Ability = {
  name: HELM,
  text: `After moving and before attacking, you may roll the d20 for every figure (friend or foe, not this figure) within 3 clear sight spaces of this figure, one at a time: on ${HELM_NEEDS} it is destroyed.`,
  handler: {},
  afterMove: true,
  step: {
    run(ctx, step) {
      const s = ctx.state;
      const targets = helmTargets(s, step.card);
      if (targets.length === 0) return;
      return ctx.ask(step.player, 'use-power', `${HELM}: roll for ${targets.length} figure(s)?`, [
        { id: USE_HELM, label: `Use the ${HELM} (a d20 for each of ${targets.length} figure(s))` },
        { id: SKIP, label: `No ${HELM}` },
      ]);
    },
    choose(ctx, step, option) {
      if (option.id === SKIP) return;
      for (const t of helmTargets(ctx.state, step.card)) if (!t.destroyed && rolls(ctx, HELM, step.player, t, HELM_NEEDS)) destroyFigure(ctx, t.id, HELM);
    },
  },
};

export const DRAGON_NEEDS = 15;
const DRAGON_SPACES = 4;

/** The figures within the dragon's clear sight spaces of a figure of the card (not the card's own). */
function inDragonSight(s: HsState, card: number): FigureState[] {
  const board = boardOf(s);
  const index = indexFigures(board, livingPlaced(s));
  const mine = figuresOfCard(s, card);
  return living(s).filter(
    (t) => t.card !== card && mine.some((m) => clearSight(board, index, placedOf(s, m), placedOf(s, t), DRAGON_SPACES, { leanOver: true }).clear),
  );
}

export const dragonSwoop = chooseThenRoll(
  'Dragon Swoop',
  'dragon-swoop:',
  `After moving and before attacking, you may choose any figure within ${DRAGON_SPACES} clear sight spaces of this figure and roll the d20: on ${DRAGON_NEEDS} or more it receives 1 wound.`,
  inDragonSight,
  DRAGON_NEEDS,
  (ctx, t) => woundFigure(ctx, t.id, 1, 'Dragon Swoop'),
);

export const dragonHealing = chooseThenRoll(
  'Dragon Healing',
  'dragon-healing:',
  `Before moving, you may choose a wounded Hero within ${DRAGON_SPACES} clear sight spaces of this figure, or this figure, and roll the d20: on ${DRAGON_NEEDS} or more remove 1 wound marker from it.`,
  (s, card) => [...figuresOfCard(s, card), ...inDragonSight(s, card)].filter((t) => t.wounds > 0 && cardOf(s, t).card.kind === 'hero'),
  DRAGON_NEEDS,
  (ctx, t) => {
    t.wounds -= 1;
    ctx.emit('PowerUsed', { power: 'Dragon Healing', figure: t.id, note: '1 wound marker removed' });
  },
  true,
);

export const ULLARS_BOLT_NEEDS = 16;
const ULLARS_BOLT = "Ullar's Bolt of the Witherwood";
const ULLARS_BOLT_SPACES = 5;
/** The card token of the attempt made ("only once per game"). */
const ULLARS_BOLT_TRIED = 'ullars-bolt:tried';

const ullarsBoltRoll = chooseThenRoll(
  ULLARS_BOLT,
  'ullars-bolt:',
  `Once per game, after moving and before attacking, you may choose an opponent's figure within ${ULLARS_BOLT_SPACES} clear sight spaces of this figure and roll the d20: on ${ULLARS_BOLT_NEEDS} or more it is destroyed.`,
  (s, card) => {
    const c = s.cards[card]!;
    if (c.tokens.includes(ULLARS_BOLT_TRIED)) return [];
    const board = boardOf(s);
    const index = indexFigures(board, livingPlaced(s));
    const mine = figuresOfCard(s, card);
    return living(s).filter(
      (t) =>
        !friendly(s, t.owner, c.owner) &&
        mine.some((m) => clearSight(board, index, placedOf(s, m), placedOf(s, t), ULLARS_BOLT_SPACES, { leanOver: true }).clear),
    );
  },
  ULLARS_BOLT_NEEDS,
  (ctx, t) => destroyFigure(ctx, t.id, ULLARS_BOLT),
);

export const ullarsBoltOfTheWitherwood: Ability = {
  ...ullarsBoltRoll,
  step: {
    run: (ctx, step) => ullarsBoltRoll.step!.run(ctx, step),
    choose(ctx, step, option, decision) {
      // The attempt is spent whatever the roll.
      if (option.id !== SKIP) ctx.state.cards[step.card]!.tokens.push(ULLARS_BOLT_TRIED);
      ullarsBoltRoll.step!.choose!(ctx, step, option, decision);
    },
  },
};
