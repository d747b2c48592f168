/**
 * The Heroscape battle as a game of the core engine (`defineGame`): set-up from a map and two to
 * four armies (alone or in teams), rounds of order markers, initiative and turns, victory and scoring.
 * Rulebook: heroscape-master-game-guide — "Get Ready to Play" to "SCORING"; each step's file names
 * its section.
 */
import { cloneData, Ctx, defineGame, stableHash, type Game, type GameDefinition, type Step } from '../../../core/index.js';
import type { EffectInstance, EffectTable } from '../../../core/index.js';
import { ABILITIES, powerStep } from '../abilities/index.js';
import { afterLeavingEngagement, chooseDestination, chooseMover, walk } from './move.js';
import { chooseAttack } from './attack-step.js';
import { defend } from './defense-step.js';
import { placeDestroyed } from './commons-step.js';
import { loseTreasure } from './treasure-losing.js';
import { woundStep } from './wound-step.js';
import { deployFigure, rollDeployOrder } from './deploy.js';
import { draftPick, rollDraftOrder } from './draft.js';
import type { HsCtx, HsEvents, HsQueries } from './events.js';
import { LEAVING_ENGAGEMENT_ATTACK, leavingEngagementAttack, ruleEffects } from './leaving-engagement.js';
import { GLYPH_RULE_EFFECT, GLYPH_RULES, glyphRules } from './glyphs.js';
import { glyphStep } from './glyph-step.js';
import { withoutPowersOnRevenant } from './treasure-tome.js';
import { narrateBattle } from './narrate.js';
import { wellspring } from './wellspring.js';
import { TERRAIN_RULE_EFFECT, TERRAIN_RULES, terrainRules } from './terrain-effects.js';
import { observeBattle } from './observe.js';
import { describeOption, detailOption } from './describe.js';
import { isVouched } from './vouched.js';
import { endRound, placeMarker, rollInitiative, rollPlacementOrder, startRound } from './round.js';
import { rollSimultaneous } from './simultaneous.js';
import { configSchema, GUIDE, initBattle, MAX_PLAYERS, type HsConfig } from './setup.js';
import type { HsStep } from './steps.js';
import type { HsState } from './state.js';
import { endTurn, takeTurn } from './turn.js';
import type { HeroscapeMap } from '../map-model.js';

const EFFECTS: EffectTable<HsState, HsQueries, HsCtx, HsEvents> = {
  [LEAVING_ENGAGEMENT_ATTACK]: leavingEngagementAttack,
  [GLYPH_RULES]: glyphRules,
  [TERRAIN_RULES]: terrainRules,
  ...Object.fromEntries(Object.entries(ABILITIES).map(([key, a]) => [key, a.handler])),
};

/**
 * The rule effects per player count, with and without the glyph rules (`glyphs.ts`): every one of
 * that effect's modifiers and handlers answers as if it were absent while no glyph lies on the
 * battlefield and no treasure glyph is in the battle (they read `glyphs`, `treasures` and
 * `treasureBoosts` first), so it is in play only then. Without it, a battle on a field with no glyph
 * (the test field's) asks no target question per figure (`mayTarget`: `Ctx.modifies` says no one
 * answers it) and its dice, range, move and initiative questions run one modifier fewer.
 */
const RULES = new Map<number, { withGlyphs: EffectInstance[]; without: EffectInstance[] }>();
/** The last player count asked and its rule effects: every query asks, and a battle keeps its count. */
let lastPlayers = -1;
let lastRules: { withGlyphs: EffectInstance[]; without: EffectInstance[] } = { withGlyphs: [], without: [] };
function rulesFor(players: number, glyphs: boolean): EffectInstance[] {
  if (players !== lastPlayers) {
    let r = RULES.get(players);
    // Never changed once made, as every array `activeEffectsOf` returns (`fixedEffectArrays`). Not frozen:
    // a frozen array's elements are of another kind, and every loop over the effects then slowed down.
    if (!r) {
      const withGlyphs = [...ruleEffects(players), GLYPH_RULE_EFFECT, TERRAIN_RULE_EFFECT];
      RULES.set(players, (r = { withGlyphs, without: withGlyphs.filter((e) => e !== GLYPH_RULE_EFFECT) }));
    }
    lastPlayers = players;
    lastRules = r;
  }
  return glyphs ? lastRules.withGlyphs : lastRules.without;
}

/** Whether the glyph rules can change anything in `s`: a glyph on the battlefield, or treasure glyphs in the battle (carried or used). */
export function glyphRulesInPlay(s: HsState): boolean {
  return s.glyphs.length > 0 || s.treasures !== undefined || s.treasureBoosts !== undefined;
}

/**
 * The rule effects followed by the effects in play, kept per effects array while it only grows by
 * `addEffect`'s push (removing effects makes a new array): every query and announcement reads it,
 * and a fresh copy each time was garbage for the collector.
 */
const joined = new WeakMap<readonly EffectInstance[], { length: number; rules: readonly EffectInstance[]; all: readonly EffectInstance[] }>();
/** The last join made or found, in front of the weak map (the battle being played asks again and again). */
let lastJoin: { effects: readonly EffectInstance[] | null; length: number; rules: readonly EffectInstance[]; all: readonly EffectInstance[] } = {
  effects: null,
  length: 0,
  rules: [],
  all: [],
};
function withRules(rules: readonly EffectInstance[], effects: readonly EffectInstance[]): readonly EffectInstance[] {
  if (effects.length === 0) return rules;
  if (lastJoin.effects === effects && lastJoin.length === effects.length && lastJoin.rules === rules) return lastJoin.all;
  const kept = joined.get(effects);
  let all: readonly EffectInstance[];
  if (kept && kept.length === effects.length && kept.rules === rules) all = kept.all;
  else {
    all = [...rules, ...effects];
    joined.set(effects, { length: effects.length, rules, all });
  }
  lastJoin = { effects, length: effects.length, rules, all };
  return all;
}

/** The effects every query and announcement of the battle reads: the rule effects, then the effects in play. */
export function activeEffectsOf(s: HsState): readonly EffectInstance[] {
  const all = withRules(rulesFor(s.core.players, glyphRulesInPlay(s)), s.core.effects);
  // Revenant's Tome: no Army Card power of its side affects the figure it returned (treasure-tome.ts).
  return s.revenant === undefined ? all : withoutPowersOnRevenant(s, all);
}

const mapHashes = new WeakMap<HeroscapeMap, string>();
function mapHash(map: HeroscapeMap): string {
  let h = mapHashes.get(map);
  if (h === undefined) mapHashes.set(map, (h = stableHash(map)));
  return h;
}

/** The rules never change the map, so copies share it (and hashes digest it once per map). */
function cloneState(s: HsState): HsState {
  const { map, setUpMap, ...rest } = s;
  return setUpMap === undefined ? { ...cloneData(rest), map } : { ...cloneData(rest), map, setUpMap };
}

const DEFINITION: GameDefinition<HsState, HsConfig, HsQueries, HsStep, HsEvents> = {
  id: 'heroscape',
  title: 'Heroscape',
  players: { min: 2, max: MAX_PLAYERS },
  configSchema,
  trustedConfig: isVouched,
  contentHash: 'heroscape-battle-1',
  init: (config) => initBattle(config),
  steps: {
    'roll-draft-order': rollDraftOrder,
    'draft-pick': draftPick,
    'roll-deploy-order': rollDeployOrder,
    'deploy-figure': deployFigure,
    'start-round': startRound,
    wellspring,
    'place-marker': placeMarker,
    'roll-placement-order': rollPlacementOrder,
    'roll-initiative': rollInitiative,
    'take-turn': takeTurn,
    'choose-mover': chooseMover,
    'choose-destination': chooseDestination,
    walk,
    'after-leaving-engagement': afterLeavingEngagement,
    'choose-attack': chooseAttack,
    defend,
    wound: woundStep,
    'place-destroyed': placeDestroyed,
    'lose-treasure': loseTreasure,
    power: powerStep,
    glyph: glyphStep,
    'roll-simultaneous': rollSimultaneous,
    'end-turn': endTurn,
    'end-round': endRound,
  },
  effects: EFFECTS,
  activeEffects: activeEffectsOf,
  // Every array activeEffectsOf returns is new for each change (a join, the rules, a filtered copy), never changed after.
  fixedEffectArrays: true,
  observe: observeBattle,
  narrate: narrateBattle,
  decisionRules: {
    'deploy-figure': { book: GUIDE, section: '2. GATHER AND PLACE YOUR ARMY' },
    'draft-pick': { book: GUIDE, section: 'Drafting an Army' },
    'place-marker': { book: GUIDE, section: '1. PLACE YOUR ORDER MARKERS' },
    'choose-mover': { book: GUIDE, section: 'Action 2. Move Figure(s) shown on the Army Card (Optional)' },
    'choose-destination': { book: GUIDE, section: 'Action 2. Move Figure(s) shown on the Army Card (Optional)' },
    'choose-attack': { book: GUIDE, section: 'Action 3. Attack with Figure(s) shown on the Army Card (Optional)' },
    'use-power': { book: GUIDE, section: 'Special Powers' },
    wellspring: { book: GUIDE, section: 'Wellspring Water' },
    glyph: { book: GUIDE, section: 'Glyphs' },
    'place-destroyed': { book: GUIDE, section: 'Destroying a Common figure when your Army includes two or more of the same Army Card' },
    reaction: { book: GUIDE, section: 'ENGAGEMENT AND ADJACENCY RULES' },
  },
  clone: cloneState,
  hash: (s) => {
    // The set-up map follows from the set-up (the config), so it is not hashed.
    const { map, setUpMap: _setUp, ...rest } = s;
    return stableHash({ ...rest, map: mapHash(map) });
  },
  // The queries at the question (the dice of an attack) need a context on the state as it stands.
  describe: (s, decision, option) =>
    describeOption(new Ctx<HsState, HsQueries, HsEvents>(s, DEFINITION as GameDefinition<HsState, unknown, HsQueries, Step, HsEvents>), decision, option),
  // An attack's dice and height advantage for the table, worked out only where the words are.
  detail: (s, decision, option) =>
    detailOption(new Ctx<HsState, HsQueries, HsEvents>(s, DEFINITION as GameDefinition<HsState, unknown, HsQueries, Step, HsEvents>), decision, option),
};

export const game: Game<HsState, HsConfig> = defineGame(DEFINITION);
