// Who each announced DDM event (`../events.ts`) is about — ddm-battle-rules-2011, "Activated Powers",
// "Automatic Powers", COMMON TRIGGERED POWERS: the creature a one-creature window is for (`subject`),
// the event's creature ("that enemy": the attacker, the mover, the creature whose turn starts, the
// one that dealt the damage: `other`), the attack being resolved, and the creature left out of an
// all-creature window (the mover is no party to the windows on its own movement, the attacker to the
// windows on its own targets). The reaction windows (`windows-on.ts`, `powers/windows.ts`) and the
// composed triggers' automatic listeners (`triggers/compose.ts`) read it. A leaf: it imports no rule.
import type { DdmEvents } from '../events.js';

/** What a window on the event is about: its subject (one-creature windows), the other creature, the attack, and who is left out of an all-creature window. */
export interface At {
  readonly subject: number;
  readonly other: number;
  readonly attackRecord: number;
  readonly except: number;
  /** The declared attack's index on the attacker's card (AttackDeclared: no record yet). */
  readonly attackIndex?: number;
}

export const AT: { readonly [E in keyof DdmEvents]: (p: DdmEvents[E]) => At } = {
  AttackDeclared: (p) => ({ subject: p.attacker, other: p.attacker, attackRecord: -1, except: p.attacker, attackIndex: p.attackIndex }),
  // The mover is "that creature" of a movement trigger and takes no part in the windows on its own movement.
  LeaveSquare: (p) => ({ subject: p.creature, other: p.creature, attackRecord: -1, except: p.creature }),
  EnterSquare: (p) => ({ subject: p.creature, other: p.creature, attackRecord: -1, except: p.creature }),
  Moved: (p) => ({ subject: p.creature, other: p.creature, attackRecord: -1, except: p.creature }),
  Bloodied: (p) => ({ subject: p.creature, other: p.by, attackRecord: -1, except: -1 }),
  Destroyed: (p) => ({ subject: p.creature, other: p.by, attackRecord: -1, except: p.creature }),
  Destroying: (p) => ({ subject: p.creature, other: p.by, attackRecord: -1, except: -1 }),
  Miss: (p) => ({ subject: p.target, other: p.attacker, attackRecord: p.attackRecord, except: -1 }),
  // The attacker takes no part in the windows on its own targets.
  TargetsDeclared: (p) => ({ subject: -1, other: p.attacker, attackRecord: p.attackRecord, except: p.attacker }),
  AttackRoll: (p) => ({ subject: p.target, other: p.attacker, attackRecord: p.attackRecord, except: -1 }),
  // The attacker is "that ally" of a power used when an ally misses.
  MissRoll: (p) => ({ subject: p.target, other: p.attacker, attackRecord: p.attackRecord, except: -1 }),
  Hit: (p) => ({ subject: -1, other: p.attacker, attackRecord: p.attackRecord, except: -1 }),
  AfterAttack: (p) => ({ subject: p.attacker, other: p.attacker, attackRecord: p.attackRecord, except: -1 }),
  Damage: (p) => ({ subject: p.creature, other: p.by, attackRecord: -1, except: -1 }),
  // The creature whose turn starts is "that enemy" of a power used at the start of an enemy's turn; it
  // takes part itself ("Use at start of turn, if …": a composition with actor-is self — the others name
  // an ally or an enemy, never this creature).
  StartOfTurn: (p) => ({ subject: p.creature, other: p.creature, attackRecord: -1, except: -1 }),
  EndOfTurn: (p) => ({ subject: p.creature, other: -1, attackRecord: -1, except: -1 }),
  StartOfRound: () => ({ subject: -1, other: -1, attackRecord: -1, except: -1 }),
  EndOfRound: () => ({ subject: -1, other: -1, attackRecord: -1, except: -1 }),
};
