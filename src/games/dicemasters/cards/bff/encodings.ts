// Implements: dice-masters-battle-for-faerun — "CARDS" (card text), "SHORTHAND CARD ABILITIES", "CARD
// TEXT DETAILS", "ACTIVE AND FIELDED", "USING GLOBAL ABILITIES". Our encodings of Battle for Faerûn
// cards beyond the shipped catalogue, by card id: the abilities as data in our vocabulary
// (cards/types.ts), never the printed wording. A card's facts come from the TeamBuilder file at run
// time (import/teambuilder.ts); a card with no encoding here nor in the catalogue is "not enforced"
// (cards/bff/set.ts). Each row names the test that plays its abilities through the engine.
import type { Ability } from '../types.js';
import { BEHOLDER_GLOBAL } from './beholder-global.js';

export interface Encoding {
  readonly abilities: readonly Ability[];
  /** The test file (from the repository root) whose cases play this card's abilities through the engine. */
  readonly test: string;
  /**
   * What of the card's text the encoding does not yet enforce, when some of it is missing: the card is
   * then listed as not enforced (party building refuses it unless allowed) and plays what is encoded.
   */
  readonly partial?: string;
}

const ATTACK_END = 'src/games/dicemasters/cards/bff/attack-end.test.ts';
const ACTION_TRIGGERS = 'src/games/dicemasters/cards/bff/action-triggers.test.ts';
const BLOCK_RESTRICTIONS = 'src/games/dicemasters/cards/bff/block-restrictions.test.ts';
const COST_CHANGES = 'src/games/dicemasters/cards/bff/cost-changes.test.ts';
const FIELD_RESTRICTIONS = 'src/games/dicemasters/cards/bff/field-restrictions.test.ts';
const PLAYER_SHIELD = 'src/games/dicemasters/cards/bff/player-shield.test.ts';
const REGENERATE_TRIGGERS = 'src/games/dicemasters/cards/bff/regenerate-triggers.test.ts';
const STAT_BONUS = 'src/games/dicemasters/cards/bff/stat-bonus.test.ts';
const STATE_KNOCK_OUTS = 'src/games/dicemasters/cards/bff/state-knock-outs.test.ts';
const TRIGGERS = 'src/games/dicemasters/cards/bff/triggers.test.ts';
const WHEN_ATTACKING = 'src/games/dicemasters/cards/bff/when-attacking.test.ts';
const WHEN_FIELDED = 'src/games/dicemasters/cards/bff/when-fielded.test.ts';
const DAMAGE_REDUCTION = 'src/games/dicemasters/cards/bff/damage-reduction.test.ts';
const FORCED = 'src/games/dicemasters/cards/bff/forced-attacks-blocks.test.ts';
const WHILE_ACTIVE = 'src/games/dicemasters/cards/bff/while-active-triggers.test.ts';
const BREATH = 'src/games/dicemasters/cards/bff/breath-weapon.test.ts';
const RED_DRAGON = 'src/games/dicemasters/cards/bff/red-dragon.test.ts';
const SOURCES = 'src/games/dicemasters/cards/bff/effect-sources.test.ts';
const NAMED_TYPE = 'src/games/dicemasters/cards/bff/named-type-cost.test.ts';
const PREP_TO_USED = 'src/games/dicemasters/cards/bff/prep-to-used.test.ts';
const PURCHASES = 'src/games/dicemasters/cards/bff/purchases.test.ts';
const BEHOLDERS = 'src/games/dicemasters/cards/bff/beholders.test.ts';
const PAID = 'src/games/dicemasters/cards/bff/paid-abilities.test.ts';
const PRISMATIC = 'src/games/dicemasters/cards/bff/prismatic-spray.test.ts';
const LOST_TEXT = 'src/games/dicemasters/cards/bff/lost-card-text.test.ts';
const TARRASQUE = 'src/games/dicemasters/cards/bff/tarrasque.test.ts';
const PIT_FIEND = 'src/games/dicemasters/cards/bff/pit-fiend.test.ts';
const ELF_WIZARD = 'src/games/dicemasters/cards/bff/elf-wizard.test.ts';

export const BFF_ENCODINGS: Readonly<Record<string, Encoding>> = {
  'drow-assassin/minion-humanoid': {
    abilities: [
      { kind: 'paid-ability', cost: { part: 'self-to-used' }, effect: { op: 'damage-chosen', amount: 2, filter: { whose: 'opposing' } }, oncePerTurn: true },
    ],
    test: PAID,
  },
  'green-dragon/legendary-dragon': {
    abilities: [
      { kind: 'breath-weapon', x: 1 },
      { kind: 'paid-ability', cost: { part: 'ko-own-npc' }, effect: { op: 'bonus-self', a: 2, d: 2 }, oncePerTurn: true },
    ],
    test: PAID,
  },
  'beholder/minion-aberration': {
    abilities: [{ kind: 'on-basic-action', effect: { op: 'damage', amount: 1, target: 'character-or-opponent' } }, BEHOLDER_GLOBAL],
    test: BEHOLDERS,
  },
  'beholder/apprentice-aberration': {
    abilities: [{ kind: 'when-fielded', effect: { op: 'npcs-to-used-free-basic', max: 2 } }, BEHOLDER_GLOBAL],
    test: BEHOLDERS,
  },
  'beholder/master-aberration': {
    abilities: [{ kind: 'when-attacking', firstAssigned: true, effect: { op: 'use-basic-actions' } }, BEHOLDER_GLOBAL],
    test: BEHOLDERS,
  },
  'beholder/lesser-aberration': {
    abilities: [{ kind: 'when-fielded', effect: { op: 'used-actions-all-to-prep' } }, BEHOLDER_GLOBAL],
    test: BEHOLDERS,
  },
  'carrion-crawler/lesser-aberration': {
    abilities: [
      { kind: 'when-fielded', effect: { op: 'knock-out-chosen', filter: { whose: 'opposing', npc: true }, optional: false, thenSpinSelfUp: false } },
      { kind: 'global', cost: 'bolt', effect: { op: 'damage-chosen', amount: 1, filter: { whose: 'any', npc: true } } },
    ],
    test: WHEN_FIELDED,
  },
  'owlbear/greater-beast': {
    abilities: [
      { kind: 'when-fielded', effect: { op: 'knock-out-chosen', filter: { whose: 'any', adventurer: true }, optional: false, thenSpinSelfUp: false } },
    ],
    test: WHEN_FIELDED,
  },
  'dwarf-cleric/lesser-order-of-the-gauntlet': {
    abilities: [
      { kind: 'experience' },
      {
        kind: 'when-fielded',
        effect: {
          op: 'knock-out-chosen',
          filter: { whose: 'any', monster: true, subtype: 'Undead', maxLevel: 'source' },
          optional: false,
          thenSpinSelfUp: false,
        },
      },
    ],
    test: WHEN_FIELDED,
  },
  'purple-worm/paragon-beast': {
    abilities: [{ kind: 'when-fielded', effect: { op: 'knock-out-all', filter: { whose: 'any', maxCost: 4 } } }],
    test: WHEN_FIELDED,
  },
  'kobold/lesser-humanoid': {
    abilities: [{ kind: 'when-fielded', burst: 1, effect: { op: 'spin-all', filter: { whose: 'own', title: 'Kobold', others: true }, dir: 'up' } }],
    test: WHEN_FIELDED,
  },
  'mummy/paragon-undead': {
    abilities: [
      { kind: 'energy-drain' },
      { kind: 'when-fielded', effect: { op: 'spin-all', filter: { whose: 'any', adventurer: true }, dir: 'down' } },
      { kind: 'when-fielded', effect: { op: 'remove-experience-adventurers' } },
    ],
    test: WHEN_FIELDED,
  },
  'minotaur/lesser-humanoid': {
    abilities: [
      { kind: 'when-fielded', effect: { op: 'bonus-self-per-opposing-npc', a: 1, d: 1 } },
      { kind: 'when-fielded', effect: { op: 'cant-block-all', filter: { whose: 'opposing', npc: true } } },
    ],
    test: WHEN_FIELDED,
  },
  'copper-dragon/lesser-dragon': {
    abilities: [
      { kind: 'breath-weapon', x: 1 },
      { kind: 'when-fielded', effect: { op: 'equipped-gear-to-prep' } },
    ],
    test: WHEN_FIELDED,
  },
  'limited-wish/paragon-spell': {
    abilities: [
      { kind: 'action', effect: { op: 'field-from-bag' } },
      { kind: 'action', burst: 2, mode: 'also', effect: { op: 'move-chosen-to-prep', filter: { whose: 'own', title: 'Tarrasque' } } },
    ],
    test: WHEN_FIELDED,
  },
  'mind-flayer/lesser-humanoid': {
    abilities: [{ kind: 'when-fielded', effect: { op: 'knock-out-chosen', filter: { whose: 'opposing', npc: true }, optional: true, thenSpinSelfUp: true } }],
    test: WHEN_FIELDED,
  },
  'dracolich/greater-undead-dragon': {
    abilities: [
      { kind: 'breath-weapon', x: 1 },
      { kind: 'when-fielded', effect: { op: 'gain-supply-die-roll', from: 'basic', optional: true, energyTo: 'bag', otherTo: 'reserve' } },
    ],
    test: WHEN_FIELDED,
  },
  'prismatic-spray/greater-spell': {
    abilities: [{ kind: 'action', effect: { op: 'treat-stats-this-turn', a: 1, d: 1 } }],
    test: PRISMATIC,
  },
  'prismatic-spray/lesser-spell': {
    abilities: [{ kind: 'action', effect: { op: 'opponent-characters-lose-text' } }],
    test: LOST_TEXT,
  },
  'limited-wish/lesser-spell': {
    abilities: [{ kind: 'action', effect: { op: 'gain-supply-die-roll', from: 'own-or-basic', optional: false, energyTo: 'reserve', otherTo: 'used' } }],
    test: WHEN_FIELDED,
  },
  'limited-wish/greater-spell': {
    abilities: [{ kind: 'action', effect: { op: 'name-and-pull' } }],
    test: WHEN_FIELDED,
  },
  'manticore/lesser-beast': {
    abilities: [{ kind: 'when-attacking', effect: { op: 'damage-opponent', amount: 1 } }],
    test: WHEN_ATTACKING,
  },
  'carrion-crawler/greater-aberration': {
    abilities: [
      { kind: 'when-attacking', effect: { op: 'knock-out-chosen', filter: { whose: 'opposing', npc: true }, optional: false, thenSpinSelfUp: false } },
      { kind: 'global', cost: 'bolt', effect: { op: 'damage-chosen', amount: 1, filter: { whose: 'any', npc: true } } },
    ],
    test: WHEN_ATTACKING,
  },
  'dwarf-cleric/paragon-lords-alliance': {
    abilities: [
      { kind: 'experience' },
      { kind: 'when-attacking', effect: { op: 'reroll-all', filter: { whose: 'opposing', subtype: 'Undead' }, energyTo: 'used' } },
    ],
    test: WHEN_ATTACKING,
  },
  'carrion-crawler/paragon-aberration': {
    abilities: [{ kind: 'when-attacking', effect: { op: 'reroll-all', filter: { whose: 'opposing', npc: true }, energyTo: 'prep' } }],
    test: WHEN_ATTACKING,
  },
  'minotaur/greater-humanoid': {
    abilities: [{ kind: 'when-attacking', effect: { op: 'cant-block-chosen', filter: { whose: 'opposing', npc: true }, count: 2 } }],
    test: WHEN_ATTACKING,
  },
  'purple-worm/greater-beast': {
    abilities: [{ kind: 'overcrush' }, { kind: 'when-attacking', effect: { op: 'knock-out-then-damage-by-level', filter: { whose: 'any' } } }],
    test: WHEN_ATTACKING,
  },
  'halfling-thief/lesser-lords-alliance': {
    abilities: [{ kind: 'experience' }, { kind: 'when-attacking', oncePerAttack: true, effect: { op: 'opponent-used-to-bag', max: 2 } }],
    test: WHEN_ATTACKING,
  },
  'dracolich/lesser-undead-dragon': {
    abilities: [
      { kind: 'breath-weapon', x: 2 },
      { kind: 'when-attacking', effect: { op: 'draw-action-dice-to-reserve', n: 2 } },
    ],
    test: WHEN_ATTACKING,
  },
  'mind-flayer/epic-humanoid': {
    abilities: [{ kind: 'when-fielded', effect: { op: 'capture-chosen', filter: { whose: 'opposing', notEnergy: 'mask' }, releaseOwnTitle: false } }],
    test: WHEN_FIELDED,
  },
  'gelatinous-cube/minion-ooze': {
    abilities: [{ kind: 'when-fielded', effect: { op: 'capture-chosen', filter: { whose: 'opposing', npc: true }, releaseOwnTitle: true } }],
    test: WHEN_FIELDED,
  },
  // Standing stat changes (abilities/stat-bonus.ts).
  'wererat/greater-lycanthrope': {
    abilities: [{ kind: 'stat-bonus', a: 1, d: 1, to: 'own', filter: { alignment: 'evil', maxCost: 3 } }],
    test: STAT_BONUS,
  },
  'unicorn/paragon-beast': {
    abilities: [{ kind: 'stat-bonus', a: 2, d: 2, to: 'own', filter: { alignment: 'good', others: true } }],
    test: STAT_BONUS,
  },
  'orc/paragon-humanoid': {
    abilities: [{ kind: 'stat-bonus', a: 1, d: 1, to: 'self', perOtherTitle: 'Orc' }],
    test: STAT_BONUS,
  },
  'kobold/paragon-humanoid': {
    abilities: [{ kind: 'swarm' }, { kind: 'stat-bonus', a: 1, d: 1, to: 'self', when: 'opponent-has-good' }],
    test: STAT_BONUS,
  },
  'half-orc-fighter/lesser-emerald-alliance': {
    abilities: [{ kind: 'experience' }, { kind: 'stat-bonus', a: 1, d: 1, to: 'self', when: 'gear-equipped' }],
    test: STAT_BONUS,
  },
  // Blocking restrictions (abilities/blocked-only-by.ts, unblockable-alone.ts).
  'stirge/lesser-beast': {
    abilities: [{ kind: 'blocked-only-by', filter: { whose: 'opposing', maxCost: 2 } }],
    test: BLOCK_RESTRICTIONS,
  },
  'stirge/greater-beast': {
    abilities: [{ kind: 'blocked-only-by', filter: { whose: 'opposing', adventurer: true } }],
    test: BLOCK_RESTRICTIONS,
  },
  'invisible-stalker/lesser-elemental': {
    abilities: [{ kind: 'unblockable-alone' }],
    test: BLOCK_RESTRICTIONS,
  },
  'stirge/epic-beast': {
    abilities: [{ kind: 'swarm' }, { kind: 'unblockable-alone' }],
    test: BLOCK_RESTRICTIONS,
  },
  // While active, on using an action die (abilities/on-action-effect.ts).
  'blue-dragon/lesser-dragon': {
    abilities: [
      { kind: 'breath-weapon', x: 1 },
      { kind: 'on-action-effect', effect: { op: 'damage-all-characters', amount: 1 } },
    ],
    test: ACTION_TRIGGERS,
  },
  // Cost changes (abilities/cost-change.ts; ops/cost-change-this-turn.ts).
  'half-dragon/lesser-humanoid': {
    abilities: [
      { kind: 'cost-change', of: 'purchase', delta: -1, whose: 'own', filter: { subtype: 'Dragon' } },
      { kind: 'stat-bonus', a: 1, d: 1, to: 'own', filter: { subtype: 'Dragon' }, when: 'attacking' },
    ],
    test: COST_CHANGES,
  },
  'mummy/lesser-undead': {
    abilities: [{ kind: 'energy-drain' }, { kind: 'cost-change', of: 'purchase', delta: -1, whose: 'own', filter: { kind: 'character', energy: 'mask' } }],
    test: COST_CHANGES,
  },
  'half-orc-fighter/greater-lords-alliance': {
    abilities: [{ kind: 'experience' }, { kind: 'cost-change', of: 'purchase', delta: -2, whose: 'own', filter: { kind: 'gear' } }],
    test: COST_CHANGES,
  },
  'wererat/paragon-lycanthrope': {
    abilities: [{ kind: 'cost-change', of: 'field', delta: -1, whose: 'own', filter: { kind: 'character', alignment: 'evil', maxCost: 3 } }],
    test: COST_CHANGES,
  },
  'pit-fiend/greater-fiend': {
    abilities: [{ kind: 'when-fielded', effect: { op: 'cost-change-this-turn', of: 'field', delta: -2, filter: { subtype: 'Fiend' }, firstEachTurn: false } }],
    test: COST_CHANGES,
  },
  'pit-fiend/paragon-fiend': {
    abilities: [{ kind: 'when-fielded', effect: { op: 'npc-for-draw-roll-evil', n: 3, firstEachTurn: true } }],
    test: PIT_FIEND,
  },
  'pit-fiend/lesser-fiend': {
    abilities: [
      { kind: 'when-fielded', effect: { op: 'cost-change-this-turn', of: 'purchase', delta: -2, filter: { subtype: 'Fiend' }, firstEachTurn: true } },
    ],
    test: COST_CHANGES,
  },
  'elf-wizard/lesser-harper': {
    abilities: [
      { kind: 'experience' },
      { kind: 'when-fielded', effect: { op: 'cost-change-this-turn', of: 'purchase', delta: -1, filter: { kind: 'action' }, firstEachTurn: false } },
      { kind: 'when-attacking', effect: { op: 'used-action-to-prep' } },
    ],
    test: COST_CHANGES,
  },
  'elf-wizard/greater-order-of-the-gauntlet': {
    abilities: [
      { kind: 'experience' },
      { kind: 'when-fielded', effect: { op: 'cost-change-this-turn', of: 'purchase', delta: -1, filter: { kind: 'action' }, firstEachTurn: false } },
      { kind: 'when-blocking', effect: { op: 'used-action-to-prep' } },
    ],
    test: COST_CHANGES,
  },
  // Triggers on blocking, the start of the turn and fielding (abilities/when-blocked.ts, at-turn-start.ts, on-own-fielded.ts).
  'frost-giant/paragon-elemental': {
    abilities: [{ kind: 'when-blocked', effect: { op: 'release-blocker' } }],
    test: TRIGGERS,
  },
  'minotaur/paragon-humanoid': {
    abilities: [{ kind: 'when-attacking', effect: { op: 'capture-lower-level' } }],
    test: TRIGGERS,
  },
  'troll/lesser-humanoid': {
    abilities: [{ kind: 'regenerate' }, { kind: 'at-turn-start', effect: { op: 'spin-self', dir: 'up' } }],
    test: TRIGGERS,
  },
  'unicorn/lesser-beast': {
    abilities: [{ kind: 'on-own-fielded', filter: { kind: 'character', alignment: 'good' }, firstEachTurn: true, effect: { op: 'gain-life', amount: 1 } }],
    test: TRIGGERS,
  },
  'half-dragon/greater-humanoid': {
    abilities: [
      { kind: 'cost-change', of: 'purchase', delta: -1, whose: 'own', filter: { subtype: 'Dragon' } },
      { kind: 'on-own-fielded', filter: { subtype: 'Dragon' }, firstEachTurn: false, effect: { op: 'damage-opponent', amount: 1 } },
    ],
    test: TRIGGERS,
  },
  // Knock-out and Regenerate triggers (abilities/on-regenerate.ts, regenerate-in-attack.ts).
  'tarrasque/lesser-aberration': {
    abilities: [
      { kind: 'regenerate' },
      { kind: 'on-regenerate', firstEachTurn: false, effect: { op: 'damage-all-filtered', amount: 4, filter: { whose: 'any', others: true } } },
    ],
    test: REGENERATE_TRIGGERS,
  },
  'tarrasque/greater-aberration': {
    abilities: [
      { kind: 'regenerate' },
      { kind: 'on-regenerate', firstEachTurn: false, effect: { op: 'knock-out-all-then-damage', filter: { whose: 'any', adventurer: true }, per: 1 } },
      { kind: 'global', cost: 'shield', effect: { op: 'used-pile-if-knocked-out' } },
    ],
    test: TARRASQUE,
  },
  'tarrasque/epic-aberration': {
    abilities: [
      { kind: 'regenerate' },
      { kind: 'on-regenerate', firstEachTurn: false, effect: { op: 'knock-out-all', filter: { whose: 'opposing', maxLevel: 'source' } } },
    ],
    test: REGENERATE_TRIGGERS,
  },
  'troll/apprentice-humanoid': {
    abilities: [{ kind: 'regenerate' }, { kind: 'on-regenerate', firstEachTurn: true, effect: { op: 'gain-life', amount: 2 } }],
    test: REGENERATE_TRIGGERS,
  },
  'zombie/lesser-undead': {
    abilities: [{ kind: 'regenerate-in-attack' }],
    test: REGENERATE_TRIGGERS,
  },
  // Fielding restrictions (abilities/field-restriction.ts; ops/forbid-field-type-next-turn.ts).
  'umber-hulk/greater-beast': {
    abilities: [{ kind: 'field-restriction', npc: true }],
    test: FIELD_RESTRICTIONS,
  },
  'umber-hulk/lesser-beast': {
    abilities: [{ kind: 'when-fielded', effect: { op: 'forbid-field-type-next-turn' } }],
    test: FIELD_RESTRICTIONS,
  },
  // "Prevent the next 2 damage you take from an ability" globals (abilities/ops/shield-player.ts).
  'treant/lesser-beast': {
    abilities: [
      { kind: 'cost-change', of: 'field', delta: 1, whose: 'all', filter: { kind: 'character', alignment: 'evil' } },
      { kind: 'global', cost: 'shield', effect: { op: 'shield-player', amount: 2 } },
    ],
    test: PLAYER_SHIELD,
  },
  'treant/greater-beast': {
    abilities: [
      { kind: 'cost-change', of: 'purchase', delta: 1, whose: 'all', filter: { kind: 'character', alignment: 'evil' } },
      { kind: 'global', cost: 'shield', effect: { op: 'shield-player', amount: 2 } },
    ],
    test: PLAYER_SHIELD,
  },
  'unicorn/greater-beast': {
    abilities: [
      {
        kind: 'when-fielded',
        effect: {
          op: 'cost-change-this-turn',
          of: 'field',
          delta: 0,
          filter: { kind: 'character', alignment: 'good' },
          firstEachTurn: false,
          ifOpposing: 'evil',
          free: true,
        },
      },
    ],
    test: COST_CHANGES,
  },
  // Damage reduced or prevented by source or step (abilities/damage-reduction.ts).
  'skeleton/greater-undead': {
    abilities: [{ kind: 'damage-reduction', to: 'self', from: { adventurer: true }, amount: 2 }],
    test: DAMAGE_REDUCTION,
  },
  'dwarf-cleric/greater-emerald-enclave': {
    abilities: [{ kind: 'experience' }, { kind: 'damage-reduction', to: 'self', from: { monster: true, subtype: 'Undead' }, amount: 'all' }],
    test: DAMAGE_REDUCTION,
  },
  'treant/paragon-beast': {
    abilities: [
      { kind: 'damage-reduction', to: 'blocking', filter: { alignment: 'good' }, from: { alignment: 'evil' }, amount: 'all' },
      { kind: 'global', cost: 'shield', effect: { op: 'shield-player', amount: 2 } },
    ],
    test: DAMAGE_REDUCTION,
  },
  'magic-helmet/paragon-gear': {
    abilities: [{ kind: 'equip' }, { kind: 'damage-reduction', to: 'equipped', amount: 'all', during: 'attack' }],
    test: DAMAGE_REDUCTION,
  },
  // Text that names the source of an effect (abilities/ops/source-kind.ts): player-damage-immunity,
  // unaffected-by, the op cap-player-damage.
  'human-paladin/apprentice-harper': {
    abilities: [{ kind: 'experience' }, { kind: 'global', cost: 'shield', effect: { op: 'cap-player-damage', max: 1 } }],
    test: SOURCES,
  },
  'human-paladin/lesser-emerald-enclave': {
    abilities: [
      { kind: 'experience' },
      { kind: 'unaffected-by', to: 'own-characters', by: ['global'] },
      { kind: 'global', cost: 'shield', effect: { op: 'cap-player-damage', max: 1 } },
    ],
    test: SOURCES,
  },
  'human-paladin/master-lords-alliance': {
    abilities: [{ kind: 'experience' }, { kind: 'player-damage-immunity', from: ['fielded'] }],
    test: SOURCES,
  },
  'magic-helmet/greater-gear': {
    abilities: [{ kind: 'equip' }, { kind: 'unaffected-by', to: 'equipped', by: ['action', 'character'] }],
    test: SOURCES,
  },
  // A named energy type that makes the opponent's fielding dearer (abilities/ops/field-cost-named-type.ts).
  'mind-flayer/greater-humanoid': {
    abilities: [{ kind: 'when-fielded', effect: { op: 'field-cost-named-type', delta: 2 } }],
    test: NAMED_TYPE,
  },
  // The opponent's prep area emptied into their used pile (abilities/ops/prep-to-used.ts); the burst
  // line is listed first because it resolves first ("before your opponent moves the die").
  'halfling-thief/master-zhentarim': {
    abilities: [
      { kind: 'experience' },
      {
        kind: 'when-attacking',
        burst: 1,
        effect: { op: 'knock-out-chosen', filter: { whose: 'opposing', adventurer: true }, optional: true, thenSpinSelfUp: false },
      },
      { kind: 'when-attacking', effect: { op: 'prep-to-used', who: 'opponent' } },
    ],
    test: PREP_TO_USED,
  },
  // Attacks and blocks card text forces or forbids (abilities/forced-attacks.ts, forced-blocks.ts).
  'kobold/greater-humanoid': {
    abilities: [{ kind: 'swarm' }, { kind: 'must-attack', ifOpponentHasAdventurer: true }, { kind: 'blocked-by-adventurer' }],
    test: FORCED,
  },
  'invisible-stalker/paragon-elemental': {
    abilities: [{ kind: 'must-block' }, { kind: 'when-fielded', effect: { op: 'force-attack-next-turn' } }],
    test: FORCED,
  },
  'owlbear/paragon-beast': {
    abilities: [{ kind: 'adventurers-must-block' }],
    test: FORCED,
  },
  'vampire/lesser-undead': {
    abilities: [{ kind: 'energy-drain' }, { kind: 'when-attacking', effect: { op: 'force-block' } }],
    test: FORCED,
  },
  'gelatinous-cube/lesser-ooze': {
    abilities: [
      { kind: 'capture-knocked-out', cost: 'shield' },
      { kind: 'when-attacking', effect: { op: 'assign-blocker' } },
    ],
    test: FORCED,
  },
  'frost-giant/lesser-elemental': {
    abilities: [{ kind: 'blocked-by-two-or-more', to: 'self' }],
    test: FORCED,
  },
  'magic-helmet/lesser-gear': {
    abilities: [{ kind: 'equip' }, { kind: 'blocked-by-two-or-more', to: 'equipped' }],
    test: FORCED,
  },
  'frost-giant/greater-elemental': {
    abilities: [{ kind: 'when-blocked', effect: { op: 'cant-attack-next-turn-chosen' } }],
    test: FORCED,
  },
  'zombie/greater-undead': {
    abilities: [{ kind: 'global', cost: 'shield', effect: { op: 'no-damage-chosen', filter: { whose: 'own', title: 'Zombie' }, attackStepOnly: true } }],
    test: DAMAGE_REDUCTION,
  },
  // While-active triggers (abilities/swarm-boost.ts, on-opponent-fielded.ts, attacker-ko-drain.ts).
  'wererat/lesser-lycanthrope': {
    abilities: [{ kind: 'swarm-boost' }],
    test: WHILE_ACTIVE,
  },
  'manticore/greater-beast': {
    abilities: [{ kind: 'on-opponent-fielded', effect: { op: 'damage-picked', amount: 1 } }],
    test: WHILE_ACTIVE,
  },
  'vampire/master-undead': {
    abilities: [{ kind: 'energy-drain' }, { kind: 'attacker-ko-drain', life: 1, drain: 1 }],
    test: WHILE_ACTIVE,
  },
  'owlbear/lesser-beast': {
    abilities: [{ kind: 'stat-bonus', a: -2, d: -2, to: 'all', filter: { adventurer: true } }],
    test: STATE_KNOCK_OUTS,
  },
  // Knock-outs at the end of the attack step (abilities/end-of-attack-ko.ts).
  'drow-assassin/paragon-humanoid': {
    abilities: [{ kind: 'end-of-attack-ko', to: 'engaged-adventurers' }],
    test: ATTACK_END,
  },
  'magic-sword/paragon-gear': {
    abilities: [{ kind: 'equip' }, { kind: 'end-of-attack-ko', to: 'damaged-by-carrier' }],
    test: ATTACK_END,
  },
  // Breath Weapon riders (abilities/breath-rider.ts, breath-life-cost.ts).
  'green-dragon/master-dragon': {
    abilities: [
      { kind: 'breath-weapon', x: 2 },
      { kind: 'breath-rider', then: 'spin-down' },
    ],
    test: BREATH,
  },
  'green-dragon/lesser-dragon': {
    abilities: [
      { kind: 'breath-weapon', x: 1 },
      { kind: 'breath-rider', then: 'cant-block' },
    ],
    test: BREATH,
  },
  'red-dragon/lesser-dragon': {
    abilities: [
      { kind: 'breath-weapon', x: 2 },
      { kind: 'field-free-if-opposing', count: 2 },
      { kind: 'global', cost: 'bolt', oncePerTurn: true, effect: { op: 'next-action-discount', amount: 2 } },
      { kind: 'discounted-purchase', damage: 1 },
    ],
    test: RED_DRAGON,
  },
  'red-dragon/greater-dragon': {
    abilities: [
      { kind: 'breath-weapon', x: 2 },
      { kind: 'breath-life-cost', life: 2 },
      { kind: 'global', cost: 'bolt', oncePerTurn: true, effect: { op: 'next-action-discount', amount: 2 } },
      { kind: 'discounted-purchase', damage: 1 },
    ],
    test: RED_DRAGON,
  },
  // Organised play.
  'copper-dragon/legendary-dragon': {
    abilities: [
      { kind: 'breath-weapon', x: 1 },
      { kind: 'breath-rider', then: 'npc-to-prep' },
    ],
    test: BREATH,
  },
  'treant/legendary-beast': {
    abilities: [
      { kind: 'cost-per-active', delta: -1, alignment: 'good' },
      { kind: 'global', cost: 'shield', effect: { op: 'shield-player', amount: 2 } },
    ],
    test: WHILE_ACTIVE,
  },
  'dwarf-cleric/legendary-order-of-the-gauntlet': {
    abilities: [{ kind: 'experience' }, { kind: 'after-blocks', effect: { op: 'no-damage-chosen', filter: { whose: 'own' }, blocking: true } }],
    test: DAMAGE_REDUCTION,
  },
  'halfling-thief/minion-lords-alliance': {
    abilities: [{ kind: 'experience' }, { kind: 'damage-reduction', to: 'self', burst: 1, from: { opponent: true }, amount: 'all', during: 'main' }],
    test: DAMAGE_REDUCTION,
  },
  'owlbear/legendary-beast': {
    abilities: [{ kind: 'global', cost: 'fist', oncePerTurn: true, effect: { op: 'bonus-chosen', filter: { whose: 'any' }, a: 1, d: 0 } }],
    test: WHEN_FIELDED,
  },
  'halfling-thief/apprentice-emerald-enclave': {
    abilities: [{ kind: 'experience' }, { kind: 'when-fielded', effect: { op: 'opponent-draws-placed', n: 2 } }],
    test: WHEN_FIELDED,
  },
  // Purchases inside an effect (abilities/ops/purchase-die.ts).
  'skeleton/paragon-undead': {
    abilities: [{ kind: 'when-fielded', effect: { op: 'purchase-die', of: 'this-card', cost: { fixed: 1 }, ifOpposingAdventurer: true } }],
    test: PURCHASES,
  },
  'half-dragon/paragon-humanoid': {
    abilities: [
      { kind: 'cost-change', of: 'purchase', delta: -2, whose: 'own', filter: { subtype: 'Dragon' } },
      { kind: 'on-own-fielded', filter: { subtype: 'Dragon' }, firstEachTurn: false, effect: { op: 'purchase-die', of: 'action', cost: { less: 3, min: 0 } } },
    ],
    test: PURCHASES,
  },
  'elf-wizard/paragon-zhentarim': {
    abilities: [
      { kind: 'experience' },
      { kind: 'when-fielded', effect: { op: 'cost-change-this-turn', of: 'purchase', delta: -1, filter: { kind: 'action' }, firstEachTurn: false } },
      { kind: 'when-attacking', effect: { op: 'roll-opposing-used-actions', max: 2 } },
    ],
    test: ELF_WIZARD,
  },
  'elf-wizard/legendary-harper': {
    abilities: [{ kind: 'experience' }, { kind: 'when-attacking', effect: { op: 'purchase-die', of: 'action', cost: { less: 2, min: 1 } } }],
    test: PURCHASES,
  },
};
