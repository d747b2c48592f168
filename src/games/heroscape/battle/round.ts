/**
 * A round: order markers, initiative, three turns each, the round marker.
 * Rulebook: heroscape-master-game-guide — "A ROUND OF PLAY", "1. PLACE YOUR ORDER MARKERS" (1, 2, 3
 * and the decoy X, placed face down at the same time; several on one card allowed), "2. ROLL FOR
 * INITIATIVE" (d20 each, the tying highest re-roll; the winner takes each of his turns first, then
 * play passes to the left: seat after seat, as the guide's Dan, Ben and Mike), "ENDING A ROUND" (the round marker moves on; markers come back).
 *
 * Placing "at the same time" is asked one player after the other; nobody sees another player's
 * markers until all are placed, and then only which cards hold face-down markers (`observe.ts`).
 * The competitive variant (placing in d20 order) is a set-up option (`markerPlacement`).
 */
import { onlyTo, type Option } from '../../../core/index.js';
import { abilitiesOf, attachAbilities } from '../abilities/index.js';
import { tell } from './events.js';
import { rollOff } from './roll-off.js';
import { orderedPowers } from './simultaneous.js';
import type { HsStep, PowerStep, StepOf } from './steps.js';
import { MARKERS, TURN_MARKERS, cardAlive, teammates, type HsState } from './state.js';
import { checkVictory, roundObjective, scoreBattle } from './victory.js';
import { wellspringSteps } from './wellspring.js';
import { wannokSteps } from './glyphs-wannok.js';
import type { StepHandler } from '../../../core/index.js';
import type { HsEvents, HsQueries } from './events.js';

export { rollOff };

type H<K extends HsStep['kind']> = StepHandler<HsState, StepOf<K>, HsQueries, HsEvents>;

/**
 * Cards not out of play ("When all figures on an Army Card have been destroyed, the Army Card is out
 * of play"): figures on the battlefield or still waiting off it (The Drop).
 */
export function cardsInPlay(state: HsState, player: number): number[] {
  // Plain loops (no closure per call): asked at every order marker placed.
  const out: number[] = [];
  const cards = state.cards;
  for (let i = 0; i < cards.length; i++) if (cards[i]!.owner === player && cardAlive(state, i)) out.push(i);
  return out;
}

/**
 * The option "put the marker on card i", labelled with the card's name: the same for every marker
 * and round, so one frozen object per card index and name serves them all (a third of a battle's
 * questions are order markers, and their options were garbage each time).
 */
const MARKER_OPTIONS: Option[] = [];
function markerOption(i: number, name: string): Option {
  let o = MARKER_OPTIONS[i];
  if (o === undefined || o.label !== name) MARKER_OPTIONS[i] = o = Object.freeze({ id: `card:${i}`, label: name, payload: Object.freeze({ card: i }) });
  return o;
}

/** The question's words per marker (made once). */
const MARKER_PROMPTS = new Map<string, string>();
function markerPrompt(marker: string): string {
  let p = MARKER_PROMPTS.get(marker);
  if (p === undefined) MARKER_PROMPTS.set(marker, (p = `Place ${marker === 'X' ? 'the decoy marker X' : `order marker ${marker}`} on which Army Card?`));
  return p;
}

export const startRound: H<'start-round'> = {
  run(ctx) {
    const s = ctx.state;
    if (s.round === 0) {
      // A drafted army may be empty (nothing affordable): the battle is decided before it starts.
      checkVictory(ctx);
      if (ctx.over) return;
      attachAbilities(ctx);
    }
    s.round++;
    s.phase = 'placing';
    s.first = null;
    s.turn = null;
    for (const c of s.cards) {
      c.markers = [];
      c.revealed = [];
    }
    tell(ctx, 'RoundStarted', { round: s.round });
    // Powers used "at the start of each round, before you place Order Markers" (The Drop).
    const atStart: PowerStep[] = [];
    s.cards.forEach((c, card) => {
      for (const a of abilitiesOf(s, card))
        if (a.ability.atRoundStart && a.ability.idle?.(s, card) !== true)
          atStart.push({ kind: 'power', power: a.key, card, player: c.owner, data: { moment: 'round-start' } });
    });
    const everyone = seats(s.core.players);
    const next: HsStep[] =
      s.markerPlacement === 'competitive'
        ? [{ kind: 'roll-placement-order', rolling: everyone }]
        : [...placements(s, 0), ...afterPlacing(s), { kind: 'roll-initiative', rolling: everyone }];
    ctx.push(...wellspringSteps(ctx), ...orderedPowers(atStart), ...next);
  },
};

/** Every seat, 0 to players - 1 (a plain loop: Array.from with a callback showed in the profiles of random battles). */
function seats(players: number): number[] {
  const out: number[] = [];
  for (let p = 0; p < players; p++) out.push(p);
  return out;
}

/** Powers used "after all order markers have been placed" (Orc Battle Rush), before initiative is rolled; none on most cards. */
function afterPlacing(s: HsState): HsStep[] {
  const steps: PowerStep[] = [];
  s.cards.forEach((c, card) => {
    for (const a of abilitiesOf(s, card))
      if (a.ability.afterMarkersPlaced && a.ability.idle?.(s, card) !== true)
        steps.push({ kind: 'power', power: a.key, card, player: c.owner, data: { moment: 'markers-placed' } });
  });
  return steps.length === 0 ? steps : orderedPowers(steps);
}

/** Every player's four markers, starting with `first` and going left. */
function placements(s: HsState, first: number): HsStep[] {
  const steps: HsStep[] = [];
  for (let k = 0; k < s.core.players; k++) for (const marker of MARKERS) steps.push({ kind: 'place-marker', player: (first + k) % s.core.players, marker });
  return steps;
}

/**
 * The competitive variant ("Note: More competitive players can take turns placing all of their
 * markers"): the d20 high roller places all markers first, then the player to the left, and so on;
 * later players see where the earlier ones' markers lie face down.
 */
export const rollPlacementOrder: H<'roll-placement-order'> = {
  run(ctx, step) {
    const r = rollOff(ctx, step.rolling);
    tell(ctx, 'PlacementOrderRolled', { rolls: r.rolls, tied: r.tied });
    if (r.winner === null) {
      ctx.push({ kind: 'roll-placement-order', rolling: r.tied });
      return;
    }
    tell(ctx, 'PlacementOrderWon', { player: r.winner });
    ctx.push(...placements(ctx.state, r.winner), ...afterPlacing(ctx.state), { kind: 'roll-initiative', rolling: seats(ctx.state.core.players) });
  },
};

export const placeMarker: H<'place-marker'> = {
  run(ctx, step) {
    const s = ctx.state;
    // A plain loop, not a mapped copy: asked for every order marker placed.
    const options: Option[] = [];
    for (const i of cardsInPlay(s, step.player)) options.push(markerOption(i, s.cards[i]!.card.name));
    // A scenario objective may keep the battle going for a player with no army left (`objectives.ts`): nothing to place.
    if (options.length === 0) return;
    return ctx.ask(step.player, 'place-marker', markerPrompt(step.marker), options);
  },
  choose(ctx, step, option) {
    const i = Number(option.id.slice('card:'.length));
    const card = ctx.state.cards[i]!;
    card.markers.push(step.marker);
    // Seen by the player and by any teammate ("Teammates can look at each other's order markers").
    // Emitted only: nothing to build when nobody reads the events (bots, the simulator).
    if (!ctx.eventsWanted) return;
    for (const p of teammates(ctx.state, step.player))
      ctx.emit('MarkerPlaced', { player: step.player, marker: step.marker, card: i, cardName: card.card.name }, onlyTo(p));
    if (step.marker === 'X') ctx.emit('MarkersPlaced', { player: step.player });
  },
};

export const rollInitiative: H<'roll-initiative'> = {
  run(ctx, step) {
    const s = ctx.state;
    // The Glyph of Dagmar adds to a player's roll (`initiative` query).
    const r = rollOff(ctx, step.rolling, (player) => ctx.query('initiative', 0, { player }));
    tell(ctx, 'InitiativeRolled', { rolls: r.rolls, tied: r.tied });
    if (r.winner === null) {
      ctx.push({ kind: 'roll-initiative', rolling: r.tied });
      return;
    }
    const first = r.winner;
    s.first = first;
    s.phase = 'turns';
    tell(ctx, 'InitiativeWon', { player: first });
    const steps: HsStep[] = [];
    for (const marker of TURN_MARKERS) for (let k = 0; k < s.core.players; k++) steps.push({ kind: 'take-turn', player: (first + k) % s.core.players, marker });
    steps.push({ kind: 'end-round' });
    ctx.push(...steps);
  },
};

export const endRound: H<'end-round'> = {
  run(ctx, step) {
    const s = ctx.state;
    // The Glyph of Wannok's roll comes first: its wound may be the opponent's choice.
    const glyphRolls = step.glyphs ? [] : wannokSteps(s);
    if (glyphRolls.length > 0) {
      ctx.push(...glyphRolls, { kind: 'end-round', glyphs: true });
      return;
    }
    if (!step.told) {
      // The rest of the round's end comes after whatever the end of the round pushes (wounds waiting
      // for the Scarab's question: wounds.ts), so the victory check sees them given.
      ctx.push({ kind: 'end-round', glyphs: true, told: true });
      tell(ctx, 'EndOfRound', { round: s.round });
      return;
    }
    // A lava field may have destroyed the last figures of an army at the end of the round.
    checkVictory(ctx);
    if (ctx.over || roundObjective(ctx)) return;
    if (s.round >= s.roundLimit) {
      scoreBattle(ctx);
      return;
    }
    ctx.push({ kind: 'start-round' });
  },
};
