// TEST CARDS — not Battle for Faerûn cards. Our own invented encodings for card-text rules that no
// encoded BfF card uses (dice-masters-battle-for-faerun — "CAPTURING, CONTROLLING, AND COPYING":
// copying and control through a die; "PREVENTING AND REDIRECTING": redirect and prevent reactions to
// damage — to characters and to players — and preventions of other game effects).
// Only tests import this file; registering puts the cards in the catalogue lookup so that set-ups
// using them run through the real engine. They are never listed by `skirmish cards` or drafted.
import { character, partyDieCard, registerCards } from '../cards/catalogue.js';
import type { DmConfig } from '../setup.js';

export const STAT_COPIER = character(
  'Test Mimic',
  'Stat Copier',
  3,
  'mask',
  'monsters',
  'neutral',
  4,
  [
    [1, 1, 1],
    [1, 1, 1, 1],
    [2, 2, 2],
  ],
  [
    { kind: 'when-fielded', effect: { op: 'copy', stats: true, abilities: false, of: 'opposing-character' } },
    { kind: 'when-fielded', burst: 1, effect: { op: 'draw-to-prep' } },
  ],
);
export const ABILITY_COPIER = character(
  'Test Doppelganger',
  'Ability Copier',
  3,
  'mask',
  'monsters',
  'neutral',
  4,
  [
    [1, 3, 2],
    [1, 3, 3],
    [2, 4, 4],
  ],
  [{ kind: 'when-fielded', effect: { op: 'copy', stats: false, abilities: true, of: 'any-character' } }],
);
export const MIND_CONTROLLER = character(
  'Test Mind Flayer',
  'Mind Controller',
  4,
  'mask',
  'monsters',
  'evil',
  4,
  [
    [1, 1, 1],
    [1, 2, 2],
    [2, 3, 3],
  ],
  [{ kind: 'when-fielded', effect: { op: 'take-control', maxLevel: null } }],
);
export const TO_OPPONENT = character(
  'Test Deflector',
  'Redirects to the Opponent',
  3,
  'shield',
  'harpers',
  'good',
  4,
  [
    [1, 1, 1],
    [1, 2, 2],
    [2, 3, 3],
  ],
  [{ kind: 'damage-reaction', cost: 'shield', effect: { op: 'redirect-damage', to: 'opponent' } }],
);
export const TO_CHARACTER = character(
  'Test Mirror',
  'Redirects to a Character',
  3,
  'shield',
  'harpers',
  'good',
  4,
  [
    [1, 1, 1],
    [1, 2, 2],
    [2, 3, 3],
  ],
  [{ kind: 'damage-reaction', cost: 'shield', effect: { op: 'redirect-damage', to: 'opposing-character' } }],
);
export const PREVENTER = character(
  'Test Warden',
  'Prevents Damage',
  3,
  'shield',
  'harpers',
  'good',
  4,
  [
    [1, 1, 1],
    [1, 2, 2],
    [2, 3, 3],
  ],
  [{ kind: 'damage-reaction', cost: 'shield', effect: { op: 'prevent-damage' } }],
);

// PREVENTING AND REDIRECTING beyond damage to characters (rules/prevent.ts, rules/prevent.test.ts).
/** Global reaction: prevent any ability an opponent uses (all of its effects). */
export const COUNTERSPELL = character(
  'Test Counterspeller',
  'Prevents Any Ability',
  3,
  'mask',
  'harpers',
  'good',
  4,
  [
    [1, 1, 1],
    [1, 2, 2],
    [2, 3, 3],
  ],
  [{ kind: 'effect-reaction', cost: 'mask', what: 'any', whose: 'opponent' }],
);
/** Global reaction: prevent an opponent's ability that would draw a die. */
export const ANCHOR = character(
  'Test Anchor',
  'Prevents Drawing',
  3,
  'shield',
  'harpers',
  'good',
  4,
  [
    [1, 1, 1],
    [1, 2, 2],
    [2, 3, 3],
  ],
  [{ kind: 'effect-reaction', cost: 'shield', what: 'draw', whose: 'opponent' }],
);
/** Global reaction: prevent any ability — anyone's — that would make a player gain or lose life. */
export const NULL_FIELD = character(
  'Test Null Field',
  'Prevents Life Changes',
  3,
  'bolt',
  'harpers',
  'good',
  4,
  [
    [1, 1, 1],
    [1, 2, 2],
    [2, 3, 3],
  ],
  [{ kind: 'effect-reaction', cost: 'bolt', what: 'life', whose: 'any' }],
);
/** Global (initiated in priority): the next opposing ability this turn that would move a die is prevented. */
export const WARD = character(
  'Test Ward',
  'Prevents the Next Move',
  3,
  'shield',
  'harpers',
  'good',
  4,
  [
    [1, 1, 1],
    [1, 2, 2],
    [2, 3, 3],
  ],
  [{ kind: 'global', cost: 'shield', effect: { op: 'prevent-next-effect', what: 'move' } }],
);
/** Global reaction: prevent damage about to be dealt to you (the player). */
export const AEGIS = character(
  'Test Aegis',
  'Prevents Damage to You',
  3,
  'shield',
  'harpers',
  'good',
  4,
  [
    [1, 1, 1],
    [1, 2, 2],
    [2, 3, 3],
  ],
  [{ kind: 'damage-reaction', cost: 'shield', effect: { op: 'prevent-damage' }, on: 'player' }],
);
/** Global reaction: redirect damage about to be dealt to you to an opposing character. */
export const SCAPEGOAT = character(
  'Test Scapegoat',
  'Redirects Damage from You',
  3,
  'shield',
  'harpers',
  'good',
  4,
  [
    [1, 1, 1],
    [1, 2, 2],
    [2, 3, 3],
  ],
  [{ kind: 'damage-reaction', cost: 'shield', effect: { op: 'redirect-damage', to: 'opposing-character' }, on: 'player' }],
);

/** Global reaction: prevent an opponent's ability that would change a die's level (Energy Drain, Polymorph's global). */
export const STASIS = character(
  'Test Stasis',
  'Prevents Level Changes',
  3,
  'mask',
  'harpers',
  'good',
  4,
  [
    [1, 1, 1],
    [1, 2, 2],
    [2, 3, 3],
  ],
  [{ kind: 'effect-reaction', cost: 'mask', what: 'spin', whose: 'opponent' }],
);

/** Global reaction: prevent any ability — anyone's — that would give a die a bonus (an Experience token, gear). */
export const DAMPENER = character(
  'Test Dampener',
  'Prevents Bonuses',
  3,
  'shield',
  'harpers',
  'good',
  4,
  [
    [1, 1, 1],
    [1, 2, 2],
    [2, 3, 3],
  ],
  [{ kind: 'effect-reaction', cost: 'shield', what: 'bonus', whose: 'any' }],
);

/** Global (initiated in priority): the next opposing ability this turn that would give a die a bonus is prevented. */
export const HEX = character(
  'Test Hex',
  'Prevents the Next Bonus',
  3,
  'mask',
  'harpers',
  'good',
  4,
  [
    [1, 1, 1],
    [1, 2, 2],
    [2, 3, 3],
  ],
  [{ kind: 'global', cost: 'mask', effect: { op: 'prevent-next-effect', what: 'bonus' } }],
);

/** Global reaction: an opponent's effect moving one of your characters affects an opposing character instead. */
export const TURNCOAT = character(
  'Test Turncoat',
  'Redirects an Effect',
  3,
  'fist',
  'harpers',
  'good',
  4,
  [
    [1, 1, 1],
    [1, 2, 2],
    [2, 3, 3],
  ],
  [{ kind: 'effect-redirect', cost: 'fist', to: 'opposing-character' }],
);

/** An action die: one of your characters (you pick it) copies another character's stats and abilities. */
export const COPY_SPELL = partyDieCard('action', 'Test Mirror Image', 'Copy Spell', 3, 4, [
  { kind: 'action', effect: { op: 'copy', stats: true, abilities: true, of: 'any-character' } },
]);

/**
 * Parties with the prevention test cards next to the abilities they answer, shorthand abilities
 * included (rules/prevent-random.test.ts and the rules benchmark play them).
 */
export const PREVENTION_PARTIES: DmConfig = {
  life: 10,
  basicActions: ['fireball', 'magic-missile', 'resurrection', 'finger-of-death', 'charm', 'polymorph'],
  players: [
    {
      cards: [COUNTERSPELL, NULL_FIELD, WARD]
        .map((c) => ({ card: c.key, dice: 2 }))
        .concat(
          ['blue-dragon/master-dragon', 'vampire/apprentice-undead', 'orc/greater-humanoid', 'halfling-thief/minion-harper', 'magic-sword/lesser-gear'].map(
            (card) => ({ card, dice: 2 }),
          ),
        ),
    },
    {
      cards: [ANCHOR, AEGIS, SCAPEGOAT, TURNCOAT, STASIS]
        .map((c) => ({ card: c.key, dice: 2 }))
        .concat([
          { card: 'gelatinous-cube/master-ooze', dice: 2 },
          { card: 'troll/master-humanoid', dice: 2 },
        ]),
    },
  ],
};

export const TEST_CARDS = [
  COPY_SPELL,
  STAT_COPIER,
  ABILITY_COPIER,
  MIND_CONTROLLER,
  TO_OPPONENT,
  TO_CHARACTER,
  PREVENTER,
  COUNTERSPELL,
  ANCHOR,
  NULL_FIELD,
  WARD,
  AEGIS,
  SCAPEGOAT,
  TURNCOAT,
  STASIS,
  DAMPENER,
  HEX,
] as const;
registerCards(TEST_CARDS);
