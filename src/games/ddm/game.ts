// The DDM 2011 battle as a core Game: ddm-battle-rules-2011, "PLAYING THE GAME" through "Assault".
// Config = two warbands (validated by "Warband Restrictions") and the candidate battle maps.
import { z } from 'zod';
import { defineGame, err, ok, ruleError, stableHash, type GameDefinition, type Json } from '../../core/index.js';
import { cardFileSchema, type CreatureCard, type ItemCard } from './cards/schema.js';
import { CATALOG } from './content/catalog.js';
import { validateMap, type DdmMap } from './geometry/index.js';
import { narrate } from './narrate.js';
import type { DdmQueries } from './ctx.js';
import type { DdmStep } from './steps.js';
import { activeEffects, EFFECTS, RULES } from './powers/effects.js';
import { POWER_REACTIONS } from './powers/windows.js';
import { announceStep } from './abilities/announce.js';
import { OPPORTUNITY_REACTIONS } from './powers/opportunity-order.js';
import { POWER_STEPS } from './powers/steps.js';
import { attackDamage, attackDeclare, attackDone, attackHit, attackRoll, attackTargets, attackGroup, forced } from './rules/attack.js';
import { destroyStep } from './rules/hit-points.js';
import { halveHitPoints } from './rules/damage.js';
import { charge, chargeAttack, move, moveStep } from './rules/movement.js';
import { healAllies } from './abilities/heal-bloodied-allies.js';
import { damageOneAdjacentStep } from './abilities/damage-one-adjacent.js';
import { swapAdjacentStep } from './abilities/swap-adjacent.js';
import { powerDamageStep } from './abilities/power-damage.js';
import { activation, checkVictoryStep, initiative, roundClose, roundEnd, roundStart } from './rules/round.js';
import { chooseSide, mapPick, mapTest, place, reveal, setupOrder } from './rules/setup.js';
import { turnActions, turnEnd, turnStart } from './rules/turn.js';
import { TERRAIN_STEPS } from './rules/terrain-steps.js';
import { canUseItem, checkWarband, warbandSchema, type Catalog, type Warband } from './rules/warband.js';
import type { CreatureState, DdmState } from './state.js';
import { cloneState } from './clone-state.js';
import { SPACE } from './cards/schema.js';
import { anyMounted, mountLinks } from './rules/mount-links.js';
import { STARTER_CREATURES } from './content/creatures.js';
import { STARTER_ITEMS } from './content/items.js';
import { SCENARIOS } from './rules/scenarios.js';

const mapField = z.unknown().transform((v, zctx) => {
  try {
    return validateMap(v);
  } catch (e) {
    zctx.addIssue({ code: 'custom', message: (e as Error).message });
    return z.NEVER;
  }
});

export const configSchema = z
  .object({
    warbands: z.tuple([warbandSchema, warbandSchema]),
    /** The warbands' battle maps (one or two); the champion-test winner picks. */
    maps: z.array(mapField).min(1).max(2),
    /** "SCENARIOS AND VARIANTS": how victory points are scored (rules/scenarios.ts). */
    scenario: z.enum(SCENARIOS).default('assault'),
    /** Cards beyond the built-in catalog that the warbands name (an imported creature pool: docs/ddm.md, "Creature pool"). */
    cards: cardFileSchema.optional(),
  })
  .strict();
export type DdmConfig = z.input<typeof configSchema>;
type ParsedConfig = z.output<typeof configSchema>;

export const CONTENT_HASH = stableHash({ creatures: STARTER_CREATURES, items: STARTER_ITEMS });

/** The built-in catalog with the config's own cards added (a config card replaces a built-in one of the same name). */
function catalogOf(config: ParsedConfig): Catalog {
  if (!config.cards) return CATALOG;
  return {
    creatures: new Map([...CATALOG.creatures, ...config.cards.creatures.map((c): [string, CreatureCard] => [c.name, c])]),
    items: new Map([...CATALOG.items, ...config.cards.items.map((i): [string, ItemCard] => [i.name, i])]),
  };
}

function buildCreatures(warbands: readonly Warband[], catalog: Catalog): CreatureState[] {
  const out: CreatureState[] = [];
  const counts = new Map<string, number>();
  warbands.forEach((w) => w.creatures.forEach((e) => counts.set(`${e.card}`, (counts.get(e.card) ?? 0) + 1)));
  const seen = new Map<string, number>();
  warbands.forEach((w, owner) => {
    for (const e of w.creatures) {
      const card = catalog.creatures.get(e.card) as CreatureCard;
      const n = (seen.get(e.card) ?? 0) + 1;
      seen.set(e.card, n);
      const label = (counts.get(e.card) ?? 0) > 1 ? `${e.card} #${n}` : e.card;
      const usable = e.items.filter((i) => {
        const item = catalog.items.get(i);
        return item ? canUseItem(card, item) : false;
      });
      out.push({
        id: out.length,
        card: card.name,
        label,
        owner,
        size: SPACE[card.size],
        pos: null,
        hp: card.hp,
        maxHp: card.hp,
        bloodied: card.bloodied ?? halveHitPoints(card.hp),
        destroyed: false,
        activations: 0,
        items: [...e.items],
        usableItems: usable,
        championUses: 0,
        conds: [],
        lastLegal: null,
      });
    }
  });
  return out;
}

export const definition: GameDefinition<DdmState, DdmConfig, DdmQueries, DdmStep> = {
  id: 'ddm',
  title: 'D&D Miniatures (2011 Battle Rules)',
  players: { min: 2, max: 2 },
  configSchema: configSchema as unknown as z.ZodType<DdmConfig>,
  contentHash: CONTENT_HASH,
  init(parsed) {
    // The engine hands over the output of `configSchema` (core/game.ts `setup` parses it first):
    // parsing again would validate every map a second time for nothing.
    const config = parsed as unknown as ParsedConfig;
    const catalog = catalogOf(config);
    const errors = config.warbands.flatMap((w, i) => checkWarband(w, catalog, `warband ${i + 1} (${w.name})`));
    const first = errors[0];
    if (first) return err({ ...first, message: errors.map((e) => e.message).join('\n') });
    if (config.warbands[0].points !== config.warbands[1].points) {
      return err(
        ruleError('warband-points', `Both warbands must use the same point limit (${config.warbands[0].points} and ${config.warbands[1].points}).`, {
          book: 'ddm-battle-rules-2011',
          section: 'Assault',
        }),
      );
    }
    const arena = config.warbands.find((w) => w.format === 'arena');
    const big = (config.maps as DdmMap[]).find((m) => m.width * m.height > 22 * 17);
    if (arena && big) {
      return err(
        ruleError(
          'arena-map',
          `${arena.name} is an Arena warband: the battle uses a half-size map (22 by 17 squares or smaller), not ${big.name} (${big.width} by ${big.height}).`,
          { book: 'ddm-battle-rules-2011', section: 'Arena' },
        ),
      );
    }
    const creatures = buildCreatures(config.warbands, catalog);
    const cards: Record<string, CreatureCard> = {};
    const items: Record<string, ItemCard> = {};
    for (const c of creatures) {
      cards[c.card] = catalog.creatures.get(c.card) as CreatureCard;
      for (const i of c.items) items[i] = catalog.items.get(i) as ItemCard;
    }
    const maps = config.maps as DdmMap[];
    const state: Omit<DdmState, 'core'> = {
      map: maps[0] as DdmMap,
      maps,
      cards,
      items,
      points: config.warbands[0].points,
      ...(config.scenario === 'assault' ? {} : { scenario: config.scenario }),
      warbandNames: config.warbands.map((w) => w.name),
      creatures,
      vp: [0, 0],
      round: 0,
      side: ['A', 'B'],
      champion: 0,
      first: 0,
      actor: 0,
      left: 0,
      turn: null,
      tieBreak: false,
      tieWinner: -1,
      nextCondId: 1,
      attacks: {},
      nextAttackId: 1,
    };
    return ok({ state, steps: [{ kind: 'reveal' }], players: 2 });
  },
  steps: {
    reveal,
    'map-test': mapTest,
    'map-pick': mapPick,
    'setup-order': setupOrder,
    'choose-side': chooseSide,
    place,
    'round-start': roundStart,
    activation,
    'check-victory': checkVictoryStep,
    'round-end': roundEnd,
    'round-close': roundClose,
    initiative,
    'turn-start': turnStart,
    'turn-actions': turnActions,
    'turn-end': turnEnd,
    move,
    'move-step': moveStep,
    charge,
    'charge-attack': chargeAttack,
    'heal-allies': healAllies,
    'damage-one-adjacent': damageOneAdjacentStep,
    'swap-adjacent': swapAdjacentStep,
    'power-damage': powerDamageStep,
    attack: attackDeclare,
    'attack-targets': attackTargets,
    'attack-roll': attackRoll,
    'attack-hit': attackHit,
    'attack-damage': attackDamage,
    'attack-done': attackDone,
    destroy: destroyStep,
    forced,
    'attack-group': attackGroup,
    announce: announceStep,
    ...POWER_STEPS,
    ...TERRAIN_STEPS,
  },
  // The effects in play, and the reaction handlers of the power and opportunity-attack windows.
  effects: { ...EFFECTS, ...POWER_REACTIONS, ...OPPORTUNITY_REACTIONS },
  rules: RULES,
  activeEffects,
  observe(state) {
    // DDM has no hidden information besides the dice: everyone sees the whole board.
    const { core: _core, cards: _cards, items: _items, maps: _maps, ...rest } = state;
    // Who rides whom lives in the core's effects: shown as `riding` (rider id → mount id; rules/mount.ts).
    return (anyMounted(state) ? { ...rest, riding: Object.fromEntries(mountLinks(state)) } : rest) as unknown as Json;
  },
  narrate,
  /**
   * Card data and maps are never changed during a battle, an open question is never changed once
   * asked (the engine replaces it), and the effects in play are frozen values (`copyCore`): clones
   * share them and copy the rest (faster search AI).
   */
  clone: cloneState,
  /**
   * The card data and maps (about 60 % of the state's JSON) are fixed by the config and never
   * changed in place: they enter the hash as their own digests, computed once per object (copies
   * share them; a state read back from JSON computes them once again). Everything else is hashed
   * as it is, so two states hash alike exactly when the default whole-state hash would agree.
   */
  hash(state) {
    const { map, maps, cards, items, ...rest } = state;
    return stableHash({ ...rest, cards: digestOf(cards), items: digestOf(items), maps: maps.map(digestOf), map: digestOf(map) });
  },
};

/** Digests of the fixed parts of a state (card tables, maps) by object: they are never changed in place. */
const digests = new WeakMap<object, string>();
function digestOf(v: object): string {
  let d = digests.get(v);
  if (d === undefined) {
    d = stableHash(v);
    digests.set(v, d);
  }
  return d;
}

export const game = defineGame<DdmState, DdmConfig, DdmQueries, DdmStep>(definition);
export type DdmGame = typeof game;
