// The event bindings of composed triggers (`compose.ts`): for each announced event a composed trigger
// may name, the reaction window its activated and champion powers are declared in (after the named
// triggers' windows on the same event) and the sentence its "when" clause is worded with, from the
// phrases its conditions make for the event's creature, the attack's target and the attack.
// ddm-battle-rules-2011, "Activated Powers", "Automatic Powers", COMMON TRIGGERED POWERS; the windows'
// moments are those of the named triggers on the same events ("Making an Attack" 1 and 4, guidelines
// "Attack sequence" B3 and B5, "MOVE", "Start of Turn Phase" 3, "Damage and Healing").
import type { ComposableEvent } from '../../cards/schema.js';
import { windowOn, type WindowBinding } from '../language.js';

/** A party as worded: "an enemy" and what follows its noun ("adjacent to this creature"); `said`: some condition qualifies it. */
export interface Phrase {
  readonly head: string;
  readonly post: string;
  readonly said: boolean;
}

export interface Phrases {
  readonly actor: Phrase;
  readonly target: Phrase;
  readonly attack: Phrase;
}

export interface EventPart {
  readonly window: WindowBinding;
  sentence(p: Phrases): string;
}

export const full = (p: Phrase): string => (p.post ? `${p.head} ${p.post}` : p.head);
const possessive = (p: Phrase): string => (p.head === 'this creature' && !p.post ? "this creature's" : `${full(p)}'s`);
/** "a ranged attack", or "an enemy's ranged attack" when the attacker is qualified. */
const attackBy = (p: Phrases): string => (p.actor.said ? `${possessive(p.actor)} ${p.attack.head.replace(/^an? /, '')}` : p.attack.head);
const attackPost = (p: Phrases): string => (p.attack.post ? ` ${p.attack.post}` : '');

export const EVENT_PARTS: { readonly [E in ComposableEvent]: EventPart } = {
  AttackDeclared: { window: windowOn('AttackDeclared', { order: 1, who: 'all' }), sentence: (p) => `${full(p.actor)} declares ${full(p.attack)}` },
  TargetsDeclared: {
    window: windowOn('TargetsDeclared', { order: 2, who: 'all' }),
    sentence: (p) => `${full(p.actor)} targets ${full(p.target)} with ${full(p.attack)}`,
  },
  Hit: { window: windowOn('Hit', { order: 2, who: 'all' }), sentence: (p) => `${full(p.target)} is hit by ${attackBy(p)}${attackPost(p)}` },
  // "Attack Roll": the roll missed, before the miss stands (a re-roll answers it).
  MissRoll: { window: windowOn('MissRoll', { order: 0, who: 'all' }), sentence: (p) => `${attackBy(p)}${attackPost(p)} misses ${full(p.target)}` },
  // "Attack Roll": the roll hit, before the hit stands (guidelines "Attack sequence" B3: a re-roll answers it, after the named hit triggers').
  AttackRoll: { window: windowOn('AttackRoll', { order: 1, who: 'all' }), sentence: (p) => `${full(p.target)} is hit by ${attackBy(p)}${attackPost(p)}` },
  AfterAttack: {
    window: windowOn('AfterAttack', { order: 2, who: 'all' }),
    sentence: (p) => `${attackBy(p)}${attackPost(p)} against ${full(p.target)} is resolved`,
  },
  // Movement: the mover's qualifiers word the square ("enters a square adjacent to this creature").
  LeaveSquare: {
    window: windowOn('LeaveSquare', { order: 1, who: 'all' }),
    sentence: (p) => `${p.actor.head} leaves a square${p.actor.post ? ` ${p.actor.post}` : ''}`,
  },
  EnterSquare: {
    window: windowOn('EnterSquare', { order: 1, who: 'all' }),
    sentence: (p) => `${p.actor.head} enters a square${p.actor.post ? ` ${p.actor.post}` : ''}`,
  },
  Moved: { window: windowOn('Moved', { order: 1, who: 'all' }), sentence: (p) => `${p.actor.head} ends its move${p.actor.post ? ` ${p.actor.post}` : ''}` },
  StartOfTurn: { window: windowOn('StartOfTurn', { order: 2, who: 'all' }), sentence: (p) => `the start of ${possessive(p.actor)} turn` },
  Damage: { window: windowOn('Damage', { order: 2, who: 'subject' }), sentence: (p) => `this creature takes damage from ${full(p.actor)}` },
  // "Hit Points", Bloodied: the creature that became bloodied is the event's creature ("that creature").
  Bloodied: {
    window: windowOn('Bloodied', { order: 2, who: 'all', other: (p: { readonly creature: number }) => p.creature }),
    sentence: (p) => `${full(p.actor)} becomes bloodied`,
  },
};
