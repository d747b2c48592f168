// Implements: dice-masters-battle-for-faerun — "CARDS", "CARDS AND DICE", "SHORTHAND CARD ABILITIES".
// The vocabulary cards are encoded in. Every ability is data; the rules engine interprets the ops and
// cards/render.ts turns the same data into our own rules text (card text itself is never stored).
import type { EnergyType, Face } from '../types.js';
import type { CharFilter } from './char-filter.js';

export type Affiliation = 'monsters' | 'harpers' | 'emerald-enclave' | 'zhentarim' | 'order-of-the-gauntlet' | 'lords-alliance';
export type Alignment = 'good' | 'neutral' | 'evil';

/** Which burst faces an ability needs: 1 = one star, 2 = two stars, 'any' = one or two (the one-or-two-stars text). */
export type BurstMatch = 1 | 2 | 'any';

/** Things an effect can choose or affect. */
export type Target =
  | 'any-character' // a fielded character of either player
  | 'own-character'
  | 'opposing-character'
  | 'character-or-player'
  | 'character-or-opponent'; // a fielded character of either player, or the opposing player

/** Effect ops: the verbs of card text. Each names the rulebook idea it rests on. */
export type Effect =
  | { readonly op: 'damage-all-characters'; readonly amount: number }
  | { readonly op: 'damage-each-player'; readonly amount: number }
  | { readonly op: 'damage'; readonly amount: number; readonly target: Target }
  | { readonly op: 'damage-distinct'; readonly amounts: readonly number[] }
  | { readonly op: 'level1-cant-attack-or-block' }
  | { readonly op: 'unblockable'; readonly target: Target }
  | { readonly op: 'move-to'; readonly zone: 'prep' | 'bag'; readonly maxLevel: number | null }
  | { readonly op: 'bonus-all-own'; readonly a: number; readonly d: number }
  | { readonly op: 'bonus-chosen-own'; readonly count: number; readonly a: number; readonly d: number }
  | { readonly op: 'bonus-blocked-attacker'; readonly a: number }
  | { readonly op: 'draw-then-roll-npcs'; readonly n: number; readonly rollOneInstead: boolean }
  | { readonly op: 'swap-with-used' }
  | { readonly op: 'roll-from-used' }
  | { readonly op: 'draw-to-prep' }
  | { readonly op: 'spin-own-down-to-spin-up' }
  | { readonly op: 'draw-npc-to-used-else-roll' }
  | { readonly op: 'protect-own-kind-and-npcs' }
  | { readonly op: 'extra-damage-highest-adventurer' }
  | { readonly op: 'spend-bolt-for-extra-damage' }
  /** Equip: attach the source gear die to one of its owner's characters that can carry gear (or not). */
  | { readonly op: 'attach-gear' }
  /** MORE ABOUT DICE → REROLLING DICE: reroll every opposing character up to `maxLevel`; a die that
   *  comes up energy goes to its owner's `energyTo` pile (null: the rulebook's default, the reserve). */
  | { readonly op: 'reroll-opposing-characters'; readonly maxLevel: number; readonly energyTo: 'used' | 'prep' | null }
  /** CAPTURING, CONTROLLING, AND COPYING: you and your opponent each take control of `count` of the
   *  other's characters (yours non-NPC) until the end of the turn. */
  | { readonly op: 'exchange-control'; readonly count: number; readonly keepUnblocked: boolean }
  /** CAPTURING, CONTROLLING, AND COPYING — copying: a character of yours (the source die when it is a
   *  fielded character, else one you pick) takes on the stats and/or the abilities of another fielded
   *  character (`of` says whose) until the end of the turn or until it leaves the field. */
  | { readonly op: 'copy'; readonly stats: boolean; readonly abilities: boolean; readonly of: 'opposing-character' | 'any-character' }
  /** CAPTURING, CONTROLLING, AND COPYING — control through a die: the source character takes control of
   *  an opposing character (up to `maxLevel`) until the end of the turn or until the source leaves the
   *  field; while it controls a die the source cannot attack. */
  | { readonly op: 'take-control'; readonly maxLevel: number | null }
  /** PREVENTING AND REDIRECTING — redirect: the damage about to be dealt goes to a new target instead
   *  (legal for it or not); the source stays the same. Only inside a damage reaction. */
  | { readonly op: 'redirect-damage'; readonly to: RedirectTarget }
  /** PREVENTING AND REDIRECTING — prevent: the damage about to be dealt is not dealt. Only inside a
   *  damage reaction. */
  | { readonly op: 'prevent-damage' }
  /** PREVENTING AND REDIRECTING — a standing prevention: the next ability an opponent uses this turn
   *  whose effects include `what` is prevented (all of its effects are cancelled; its costs stay paid). */
  | { readonly op: 'prevent-next-effect'; readonly what: EffectClass }
  // Battle for Faerûn set ops (cards/bff/encodings.ts; abilities/ops/ one file each). `filter` picks
  // among the characters in the field (cards/char-filter.ts).
  /** Knock out one character the filter allows (the user picks); `optional`: "you may"; then maybe spin the source up. */
  | { readonly op: 'knock-out-chosen'; readonly filter: CharFilter; readonly optional: boolean; readonly thenSpinSelfUp: boolean }
  /** Knock out every character the filter allows. */
  | { readonly op: 'knock-out-all'; readonly filter: CharFilter }
  /** Deal `amount` damage to one character the filter allows (the user picks). */
  | { readonly op: 'damage-chosen'; readonly amount: number; readonly filter: CharFilter }
  /** Spin every character the filter allows one level up or down. */
  | { readonly op: 'spin-all'; readonly filter: CharFilter; readonly dir: 'up' | 'down' }
  /** Remove one Experience token from each adventurer card (either player's) that has one. */
  | { readonly op: 'remove-experience-adventurers' }
  /** The source character gets +a/+d for each opposing NPC in the field, this turn. */
  | { readonly op: 'bonus-self-per-opposing-npc'; readonly a: number; readonly d: number }
  /** Every character the filter allows cannot block this turn. */
  | { readonly op: 'cant-block-all'; readonly filter: CharFilter }
  /** Move one gear die attached to an opposing character to its owner's prep area (the user picks). */
  | { readonly op: 'equipped-gear-to-prep' }
  /** Take a character die of yours from your bag (the user picks which card) and put it in the field on its level 1 face. */
  | { readonly op: 'field-from-bag' }
  /** Move one character the filter allows from the field to its owner's prep area (the user picks). */
  | { readonly op: 'move-chosen-to-prep'; readonly filter: CharFilter }
  /** Your opponent draws `n` dice (no effects trigger); you place each in their bag or used pile. */
  | { readonly op: 'opponent-draws-placed'; readonly n: number }
  /** The source die captures one character the filter allows (CAPTURING); `releaseOwnTitle`: first your other dice of its title let theirs go. */
  | { readonly op: 'capture-chosen'; readonly filter: CharFilter; readonly releaseOwnTitle: boolean }
  /** One character the filter allows (the user picks) gets +a/+d this turn. */
  | { readonly op: 'bonus-chosen'; readonly filter: CharFilter; readonly a: number; readonly d: number }
  /** Take an unpurchased die for free (a basic action die, or also one of your party's) and roll it: an energy face goes to `energyTo`, any other to `otherTo`. */
  | {
      readonly op: 'gain-supply-die-roll';
      readonly from: 'basic' | 'own-or-basic';
      readonly optional: boolean;
      readonly energyTo: 'reserve' | 'bag';
      readonly otherTo: 'reserve' | 'used';
    }
  /** Name one of your opponent's party cards; they draw a die: a die of that card goes back on its card, any other you place in their bag or used pile. */
  | { readonly op: 'name-and-pull' }
  /** Deal `amount` damage to your opponent (the player). */
  | { readonly op: 'damage-opponent'; readonly amount: number }
  /** Reroll every character in the field the filter allows where it stands; one that comes up energy goes to its owner's `energyTo`. */
  | { readonly op: 'reroll-all'; readonly filter: CharFilter; readonly energyTo: 'used' | 'prep' }
  /** Up to `count` characters the filter allows (the user picks, one at a time) cannot block this turn. */
  | { readonly op: 'cant-block-chosen'; readonly filter: CharFilter; readonly count: number }
  /** Knock out one character the filter allows (the user picks); then deal its level in damage to your opponent. */
  | { readonly op: 'knock-out-then-damage-by-level'; readonly filter: CharFilter }
  /** You may move up to `max` dice from your opponent's used pile to their bag (the user picks, one at a time). */
  | { readonly op: 'opponent-used-to-bag'; readonly max: number }
  /** Draw `n` dice from your bag: action dice go to your reserve on their action face with no burst, the rest back to the bag. */
  | { readonly op: 'draw-action-dice-to-reserve'; readonly n: number }
  /** For the rest of the turn, your purchases or fieldings of the dice `filter` allows cost `delta` more (less when negative); `firstEachTurn`: only the first use each turn counts. */
  | {
      readonly op: 'cost-change-this-turn';
      readonly of: CostKind;
      readonly delta: number;
      readonly filter: CostFilter;
      readonly firstEachTurn: boolean;
      /** Only if the opponent has a character of this alignment in the field when it resolves. */
      readonly ifOpposing?: Alignment;
      /** The cost becomes 0 (a purchase: 1, COSTS) instead of changing by `delta`. */
      readonly free?: boolean;
    }
  /** Move one action die from your used pile to your prep area (you pick). */
  | { readonly op: 'used-action-to-prep' }
  /** Spin the source die one level up or down. */
  | { readonly op: 'spin-self'; readonly dir: 'up' | 'down' }
  /** Gain `amount` life (never above your starting life). */
  | { readonly op: 'gain-life'; readonly amount: number }
  /** One character blocking the source die (the user picks) leaves the attack zone for the field; the source stays blocked. */
  | { readonly op: 'release-blocker' }
  /** The source die captures one opposing character of a lower level (the user picks), first letting go of what it captured before; the capture lasts until it leaves the field or captures again. */
  | { readonly op: 'capture-lower-level' }
  /** Deal `amount` damage to every character in the field the filter allows, all at once. */
  | { readonly op: 'damage-all-filtered'; readonly amount: number; readonly filter: CharFilter }
  /** The user names an energy type; during the opponent's next turn they cannot field characters of that type. */
  | { readonly op: 'forbid-field-type-next-turn' }
  /** The user is spared the next `amount` damage they (the player) take from an ability or an action die this turn. */
  | { readonly op: 'shield-player'; readonly amount: number }
  /** On the user's opponent's next turn at least one of their characters must attack, if able. */
  | { readonly op: 'force-attack-next-turn' }
  /** The user may make one opposing monster, or every opposing adventurer, block a die of the source's title this turn, if able. */
  | { readonly op: 'force-block' }
  /** The user may assign one opposing character able to block the source (attacking) to block it now. */
  | { readonly op: 'assign-blocker' }
  /** Deal `amount` damage to the character the trigger named (the effect step's first pick). */
  | { readonly op: 'damage-picked'; readonly amount: number }
  /** The user picks an opposing character not engaged with the source: it cannot attack during the user's opponent's next turn. */
  | { readonly op: 'cant-attack-next-turn-chosen' }
  /** The user may pick a character the filter allows (maybe only a blocker, maybe only in the attack step): all damage to it is prevented this turn. */
  | { readonly op: 'no-damage-chosen'; readonly filter: CharFilter; readonly blocking?: boolean; readonly attackStepOnly?: boolean }
  /** For the rest of the turn, each hit of damage the user (the player) takes from a character's ability is at most `max`. */
  | { readonly op: 'cap-player-damage'; readonly max: number }
  /** The user names an energy type (replacing this card's earlier choice): while a die of the source's card is active, the opponent's characters of that type cost `delta` more to field. */
  | { readonly op: 'field-cost-named-type'; readonly delta: number }
  /** A player (the user, or their opponent) moves one die of their choice from their prep area to their used pile. */
  | { readonly op: 'prep-to-used'; readonly who: 'self' | 'opponent' }
  /** The user may attach one of their gear dice in the field to the source character (Equip, at once). */
  | { readonly op: 'equip-gear-to-source' }
  /** The next action die the user purchases this turn costs `amount` less (never below 1). */
  | { readonly op: 'next-action-discount'; readonly amount: number }
  /** Until the end of the turn every character in the field is treated as having `a`A and `d`D, whatever its face and bonuses say (the statOverride query). */
  | { readonly op: 'treat-stats-this-turn'; readonly a: number; readonly d: number }
  /** Until the end of the turn every character of the user's opponent has no card text (abilities/lost-card-text.ts). */
  | { readonly op: 'opponent-characters-lose-text' }
  /** Knock out every character the filter allows, then deal `per` damage to the opponent for each one knocked out this way. */
  | { readonly op: 'knock-out-all-then-damage'; readonly filter: CharFilter; readonly per: number }
  /** The user picks an attacking character: if it is knocked out this turn it goes to the used pile instead of the prep area (the knockOutToUsed query). */
  | { readonly op: 'used-pile-if-knocked-out' }
  /** You may move one of your NPC dice from your reserve pool to your used pile to draw `n` dice: the evil character dice drawn are rolled into the reserve, the others go to the used pile (`firstEachTurn`: once a turn for the card). */
  | { readonly op: 'npc-for-draw-roll-evil'; readonly n: number; readonly firstEachTurn: boolean }
  /** Roll up to `max` action dice from the opponent's used pile (the user picks) and use, as your own, the action of each that shows an action face; the dice stay in that used pile. */
  | { readonly op: 'roll-opposing-used-actions'; readonly max: number }
  /** You may have the lines of the action die just used (the source) resolve again for you (once per turn: the card's own check). */
  | { readonly op: 'second-copy-of-action' }
  /** The user may purchase a die (of this card, an action die, a basic action die) at a cost the text sets: fixed, or `less` than usual down to `min` (maybe only while an opposing adventurer is in the field). */
  | {
      readonly op: 'purchase-die';
      readonly of: 'this-card' | 'action' | 'basic-action';
      readonly cost: { readonly fixed: number } | { readonly less: number; readonly min: 0 | 1 };
      readonly ifOpposingAdventurer?: boolean;
    }
  /** Move one die of yours showing an action face from your reserve to your prep area; it is not rolled in your next roll step (it keeps its face). */
  | { readonly op: 'reserve-action-to-prep-held' }
  /** Move every action die in your used pile (those used this turn too) to your prep area. */
  | { readonly op: 'used-actions-all-to-prep' }
  /** Move up to `max` of your NPCs in the field to your used pile (you pick, one at a time); for each, you may purchase a basic action die at no cost. */
  | { readonly op: 'npcs-to-used-free-basic'; readonly max: number }
  /** The source die gets +a/+d this turn. */
  | { readonly op: 'bonus-self'; readonly a: number; readonly d: number }
  /** One opposing character in the field (the user picks) must block a die of the source's title this turn, if able. */
  | { readonly op: 'force-block-chosen' }
  /** The user may use the base line (no burst) of each basic action card once, in the order they choose, as if they had rolled its die. */
  | { readonly op: 'use-basic-actions' };

/**
 * PREVENTING AND REDIRECTING: the kinds of game effect a prevention names ("damage, drawing a die,
 * etc."). An ability use has the classes of its effects (rules/prevent.ts): `draw` (a die drawn from a
 * bag), `move` (a die moved between areas by an effect), `knock-out` (knocked out by an effect, not by
 * damage), `capture`, `life` (a player gains or loses life, damage to a player included), `damage`
 * (damage to characters or players), `spin` (a die's level changed by an effect: Energy Drain, Polymorph's
 * global), `bonus` (a die gains attack or defense: bonuses, an Experience token, attaching gear),
 * `global` (any global ability's effect), `action` (any action die's effect) and `any`.
 */
export type EffectClass = 'draw' | 'move' | 'knock-out' | 'capture' | 'life' | 'damage' | 'spin' | 'bonus' | 'global' | 'action' | 'any';

/** Where redirected damage may go, seen from the player who redirects it. */
export type RedirectTarget = 'opposing-character' | 'own-other-character' | 'any-other-character' | 'opponent' | 'opponent-or-opposing-character';

export type Ability =
  /** Shorthand keyword abilities (SHORTHAND CARD ABILITIES). */
  | { readonly kind: 'breath-weapon'; readonly x: number }
  | { readonly kind: 'energy-drain' }
  | { readonly kind: 'experience' }
  | { readonly kind: 'regenerate' }
  | { readonly kind: 'overcrush' }
  | { readonly kind: 'swarm' }
  /** "When fielded" (ACTIVE AND FIELDED); with `burst`, only from a face with matching bursts. */
  | { readonly kind: 'when-fielded'; readonly burst?: BurstMatch; readonly effect: Effect }
  /** The action face's effect (PLAYING ACTIONS); `mode` says how a burst line relates to the base. */
  | { readonly kind: 'action'; readonly burst?: BurstMatch; readonly mode?: 'instead' | 'also'; readonly effect: Effect; readonly needsCharacters?: number }
  /** A global ability (USING A GLOBAL ABILITY): its energy cost is one symbol of a type, or one energy of any type (`any`). */
  | { readonly kind: 'global'; readonly cost: EnergyType | 'any'; readonly effect: Effect; readonly ownTurnOnly?: boolean; readonly oncePerTurn?: boolean }
  /** While active, the first time each turn an attacking die of this card damages a character, gain life (and draw to prep). */
  | { readonly kind: 'first-attacking-damage-gain'; readonly life: number; readonly drawToPrep: boolean }
  /** When a die of this card is assigned to attack (each die: GAME STATES), its effect resolves with that die as its source; `oncePerAttack`: once however many of its dice attack; `burst`: only from a face with matching bursts; `firstAssigned`: only for the first die assigned to attack this turn. */
  | {
      readonly kind: 'when-attacking';
      readonly effect: Effect;
      readonly oncePerAttack?: boolean;
      readonly burst?: BurstMatch;
      readonly firstAssigned?: boolean;
    }
  /** When a die of this card regenerates: knock out an opposing engaged creature and deal damage to the opponent. */
  | { readonly kind: 'on-regenerate-ko-engaged'; readonly damage: number }
  /** While active, whenever you use an action die's ability: an opposing character can't block this turn. */
  | { readonly kind: 'on-action-cant-block' }
  /** Whenever a character is knocked out during the attack step, may pay the symbol to capture it (until used again). */
  | { readonly kind: 'capture-knocked-out'; readonly cost: EnergyType }
  /** A die of this card may block any number of NPC attackers. */
  | { readonly kind: 'block-many-npcs' }
  /** Equip (SHORTHAND CARD ABILITIES): this gear die attaches to a character that can carry gear. */
  | { readonly kind: 'equip' }
  /** The character this gear die is attached to gets +a/+d. */
  | { readonly kind: 'equipped-bonus'; readonly a: number; readonly d: number }
  /**
   * A global ability that reacts to damage (TIMING CONFLICTS, USING GLOBAL ABILITIES: reactions are not
   * initiated through the priority procedure): when damage from a power is about to be dealt to one of
   * your characters (`on`: 'character', the default), to you ('player') or either, you may pay one
   * `cost` symbol to apply `effect` (redirect-damage or prevent-damage).
   */
  | { readonly kind: 'damage-reaction'; readonly cost: EnergyType; readonly effect: Effect; readonly on?: DamageVictim }
  /**
   * A global ability that prevents a game effect (PREVENTING AND REDIRECTING): when an ability (of an
   * opponent, or of anyone) is about to resolve and its effects include `what`, you may pay one `cost`
   * symbol to prevent it — all of that ability's effects are cancelled and its costs stay paid.
   */
  | { readonly kind: 'effect-reaction'; readonly cost: EnergyType; readonly what: EffectClass; readonly whose: 'opponent' | 'any' }
  /**
   * A global ability that redirects a game effect other than damage (PREVENTING AND REDIRECTING): when an
   * opponent's effect that targets one character (moving it: Finger of Death; swapping it out: Polymorph) is about to affect one of
   * your characters, you may pay one `cost` symbol to have it affect a character `to` names instead
   * (legal for the original effect or not); the effect's source stays the same.
   */
  | { readonly kind: 'effect-redirect'; readonly cost: EnergyType; readonly to: RedirectTarget }
  /** A card's own text that no shared ability expresses: its file in cards/custom/ (`card`: the card's id there). */
  | { readonly kind: 'custom'; readonly card: string }
  // Battle for Faerûn set abilities (cards/bff/encodings.ts; abilities/ one module each).
  /** A standing stat change (ACTIVE AND FIELDED, BONUSES AND DAMAGE): see abilities/stat-bonus.ts. */
  | StatBonusAbility
  /** Only characters `filter` allows (seen from the attacker's player) may block a die of this card (DECLARE BLOCKERS). */
  | { readonly kind: 'blocked-only-by'; readonly filter: CharFilter }
  /** A die of this card that is the only attacker cannot be blocked (DECLARE BLOCKERS). */
  | { readonly kind: 'unblockable-alone' }
  /** While active, whenever you use an action die's ability, `effect` resolves (PLAYING ACTIONS, ACTIVE AND FIELDED). */
  | { readonly kind: 'on-action-effect'; readonly effect: Effect }
  /** While active, purchasing or fielding the dice `filter` allows costs `delta` more (less when negative): see abilities/cost-change.ts. */
  | { readonly kind: 'cost-change'; readonly of: CostKind; readonly delta: number; readonly whose: 'own' | 'all'; readonly filter: CostFilter }
  /** When a die of this card is assigned to block, its effect resolves with that die as the source (DECLARE BLOCKERS). */
  | { readonly kind: 'when-blocking'; readonly effect: Effect }
  /** When a die of this card attacks and is blocked, once blockers are declared, its effect resolves with that die as the source (DECLARE BLOCKERS). */
  | { readonly kind: 'when-blocked'; readonly effect: Effect }
  /** At the start of its owner's turn, each die of this card in the field resolves its effect as the source (TURN ORDER). */
  | { readonly kind: 'at-turn-start'; readonly effect: Effect }
  /** While active, when its owner fields a die of a card `filter` allows, `effect` resolves (maybe only the first time each turn) (FIELD CHARACTERS, ACTIVE AND FIELDED). */
  | { readonly kind: 'on-own-fielded'; readonly filter: CostFilter; readonly firstEachTurn: boolean; readonly effect: Effect }
  /** When a die of this card regenerates, its effect resolves with that die as the source (maybe only the first time each turn) (SHORTHAND CARD ABILITIES: Regenerate). */
  | { readonly kind: 'on-regenerate'; readonly firstEachTurn: boolean; readonly effect: Effect }
  /** Regenerate, but only for a die knocked out during the attack step (SHORTHAND CARD ABILITIES: Regenerate; ASSIGN DAMAGE). */
  | { readonly kind: 'regenerate-in-attack' }
  /** While active, the opponent of its owner cannot field dice of the cards `filter` allows (`npc`: NPC dice) (FIELD CHARACTERS). */
  | { readonly kind: 'field-restriction'; readonly npc: boolean }
  /** Damage to some characters is reduced or prevented, maybe only from some sources or in one step: see abilities/damage-reduction.ts. */
  | DamageReductionAbility
  /** Each die of this card must attack if able (maybe only while the opponent has an adventurer in the field) (DECLARE ATTACKERS). */
  | { readonly kind: 'must-attack'; readonly ifOpponentHasAdventurer: boolean }
  /** Each die of this card must block if able (DECLARE BLOCKERS). */
  | { readonly kind: 'must-block' }
  /** A die of this card (`self`) or the character this gear die is attached to (`equipped`) can only be blocked by two or more characters (DECLARE BLOCKERS). */
  | { readonly kind: 'blocked-by-two-or-more'; readonly to: 'self' | 'equipped' }
  /** At least one opposing adventurer must block each attacking die of this card, if able (DECLARE BLOCKERS). */
  | { readonly kind: 'blocked-by-adventurer' }
  /** While dice of this card attack, every opposing adventurer must block one of them, if able (DECLARE BLOCKERS). */
  | { readonly kind: 'adventurers-must-block' }
  /** While active, the first time each turn its owner draws a Swarm character in clear and draw, one more die is drawn (CLEAR AND DRAW STEP). */
  | { readonly kind: 'swarm-boost' }
  /** While active, right after the opponent fields a character, `effect` resolves with that die as its first pick (FIELD CHARACTERS). */
  | { readonly kind: 'on-opponent-fielded'; readonly effect: Effect }
  /** While active, once blockers are declared against its owner, `effect` resolves once (DECLARE BLOCKERS). */
  | { readonly kind: 'after-blocks'; readonly effect: Effect }
  /** The first time each turn an attacking die of this card knocks out an opposing adventurer: gain `life`, the opponent loses `drain` (ASSIGN DAMAGE). */
  | { readonly kind: 'attacker-ko-drain'; readonly life: number; readonly drain: number }
  /** This card costs its owner `delta` more to purchase per active card of theirs of `alignment` and another title (COSTS). */
  | { readonly kind: 'cost-per-active'; readonly delta: number; readonly alignment: Alignment }
  /**
   * What this card's Breath Weapon does after its damage (SHORTHAND CARD ABILITIES): the opposing
   * characters it damaged spin down a level (`spin-down`) or cannot block this turn unless the opponent
   * pays 1 life (`cant-block`); for each opposing character it knocked out, the user may move an NPC die
   * from their used pile to their prep area (`npc-to-prep`).
   */
  | { readonly kind: 'breath-rider'; readonly then: 'spin-down' | 'cant-block' | 'npc-to-prep' }
  /** This card's Breath Weapon X may be paid with 2 life instead of X energy (SHORTHAND CARD ABILITIES). */
  | { readonly kind: 'breath-life-cost'; readonly life: number }
  /** When its owner purchases the action die this card's global made cheaper, they deal `damage` to their opponent (PURCHASING A DIE). */
  | { readonly kind: 'discounted-purchase'; readonly damage: number }
  /** A die of this card is fielded for free while the opponent has `count` or more non-NPC characters in the field (FIELD CHARACTERS). */
  | { readonly kind: 'field-free-if-opposing'; readonly count: number }
  /** At the end of the attack step, the adventurers engaged with a die of this card, or the characters this gear die's carrier damaged, are knocked out (ASSIGN DAMAGE). */
  | { readonly kind: 'end-of-attack-ko'; readonly to: 'engaged-adventurers' | 'damaged-by-carrier' | 'blocked-attackers' }
  /** While a die of this card is active, its owner (the player) takes no damage from the opponent's effects of the kinds `from` names (PREVENTING AND REDIRECTING). */
  | { readonly kind: 'player-damage-immunity'; readonly from: readonly DamageKind[] }
  /** The owner's characters while this card is active (`own-characters`), or this gear die's carrier (`equipped`), cannot be affected by the opponent's effects of the kinds `by` names (CARD TEXT DETAILS). */
  | { readonly kind: 'unaffected-by'; readonly to: 'own-characters' | 'equipped'; readonly by: readonly ('action' | 'global' | 'character')[] }
  /** A character ability its owner may use in their main step while a die of this card is in the field, paying `cost` (not always energy): see abilities/paid-ability.ts. */
  | { readonly kind: 'paid-ability'; readonly cost: PaidCost; readonly effect: Effect; readonly oncePerTurn: boolean }
  /** While active, whenever its owner purchases or uses a basic action die, `effect` resolves (PURCHASING A DIE, PLAYING ACTIONS). */
  | { readonly kind: 'on-basic-action'; readonly effect: Effect };

/**
 * What a main-step ability is paid with (ENERGY AND COSTS; CARD TEXT DETAILS: a cost is what the text
 * says you do to use it): energy (one symbol of a type, or any one energy), sending the die of this card
 * that uses it to your used pile, knocking out one of your NPCs in the field, or removing a token from
 * this card.
 */
export type PaidCost = { readonly energy: EnergyType | 'any' } | { readonly part: 'self-to-used' | 'ko-own-npc' | 'remove-token' };

/** Which cost a cost change alters (ENERGY AND COSTS, COSTS). */
export type CostKind = 'purchase' | 'field';

/** Which cards' dice a cost change applies to. */
export type CostFilter = {
  readonly kind?: 'character' | 'action' | 'gear';
  readonly energy?: EnergyType;
  readonly alignment?: Alignment;
  /** A word of the card's subtitle, e.g. Dragon or Fiend. */
  readonly subtype?: string;
  /** At most this purchase cost. */
  readonly maxCost?: number;
};

/**
 * A standing stat change: +a/+d (negative: a penalty) for `to` — each die of this card (`self`), or
 * while the card is active your characters (`own`) or every character (`all`) that `filter` allows —
 * maybe only `when` a condition holds, and `perOtherTitle`: once for each other die of that title in
 * the field (both players').
 */
export type StatBonusAbility = {
  readonly kind: 'stat-bonus';
  readonly a: number;
  readonly d: number;
  readonly to: 'self' | 'own' | 'all';
  readonly filter?: StatFilter;
  readonly when?: 'attacking' | 'gear-equipped' | 'opponent-has-good';
  readonly perOtherTitle?: string;
};

/** Which characters a standing stat change reaches (LEXICON: adventurer; the card's alignment and cost). */
export type StatFilter = {
  readonly alignment?: Alignment;
  readonly maxCost?: number;
  readonly subtype?: string;
  /** Not the dice of this card. */
  readonly others?: boolean;
  readonly adventurer?: boolean;
};

/**
 * PREVENTING AND REDIRECTING ("take no damage" is a prevention), BONUSES AND DAMAGE: damage dealt to
 * `to` — each die of this card (`self`, maybe only while it shows a face with `burst`), the character
 * this gear die is attached to (`equipped`), or while the card is active every blocking character
 * `filter` allows (`blocking`) — is reduced by `amount` (`all`: prevented), maybe only damage from a
 * source `from` allows and only `during` one step of the turn.
 */
export type DamageReductionAbility = {
  readonly kind: 'damage-reduction';
  readonly to: 'self' | 'equipped' | 'blocking';
  readonly filter?: StatFilter;
  readonly from?: DamageSourceFilter;
  readonly amount: number | 'all';
  readonly during?: 'attack' | 'main';
  readonly burst?: BurstMatch;
};

/**
 * What kind of source deals a hit (PREVENTING AND REDIRECTING: "the source of the effect remains
 * unchanged"; card text names sources: "a character's ability", "when fielded effects", "global abilities",
 * "action dice"): an attack in the attack step, an action die's effect, a global ability, a character's
 * "when fielded" line, or another ability of a character (Breath Weapon, a trigger).
 */
export type DamageKind = 'attack' | 'action' | 'global' | 'fielded' | 'character';

/** Which sources a damage reduction applies to: the dealing character's card, or its player. */
export type DamageSourceFilter = {
  readonly adventurer?: boolean;
  readonly monster?: boolean;
  readonly subtype?: string;
  readonly alignment?: Alignment;
  /** Any damage the opponent of the damaged die's owner deals (their characters, actions and abilities). */
  readonly opponent?: boolean;
};

/** What a damage reaction reacts to: damage to one of your characters (the default), to you, or either. */
export type DamageVictim = 'character' | 'player' | 'either';

export interface CardDef {
  /** Our id: "title/subtitle" in kebab case, e.g. "vampire/minion-undead". */
  readonly key: string;
  readonly title: string;
  readonly subtitle: string;
  /** `gear`: a die with Equip; its non-energy faces are fielded (not used) and attach to characters. */
  readonly kind: 'character' | 'action' | 'gear';
  readonly cost: number;
  readonly energy: EnergyType | null;
  readonly affiliation: Affiliation | null;
  readonly alignment: Alignment | null;
  /** Die limit ("Max:"), or the fixed number for basic action cards ("Use:"). */
  readonly max: number;
  readonly basic: boolean;
  /** The die's six faces in card order (energy faces first, then levels or action faces). */
  readonly faces: readonly Face[];
  readonly abilities: readonly Ability[];
  /** The card's gear icon (the TeamBuilder equip flag): its dice can carry Equip dice. */
  readonly equipSlot?: true;
}
