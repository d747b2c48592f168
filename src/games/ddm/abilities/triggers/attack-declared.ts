// Triggers on a declared attack — ddm-battle-rules-2011, "Making an Attack" 1 (the attacker declares
// which attack it uses, before any target is chosen or opportunity attack provoked: step 2) and
// "Activated Powers": "an enemy declares an attack", "an enemy declares a close or area attack",
// "this creature declares an attack". The window opens on the announced AttackDeclared; with no
// target chosen yet, a power answering it can only concern the attacker or the answering creature.
import { windowOn } from '../language.js';
import { named } from './compose.js';

export const enemyDeclaresAttack = named({
  trigger: 'enemy-declares-attack',
  text: 'an enemy declares an attack',
  window: windowOn('AttackDeclared', { order: 0, who: 'all' }),
  conditions: [
    { kind: 'actor-is', who: 'enemy' },
    { kind: 'on-map', of: 'actor' },
  ],
});

export const enemyDeclaresCloseOrAreaAttack = named({
  trigger: 'enemy-declares-close-or-area-attack',
  text: 'an enemy declares a close or area attack',
  window: windowOn('AttackDeclared', { order: 0, who: 'all' }),
  conditions: [
    { kind: 'actor-is', who: 'enemy' },
    { kind: 'on-map', of: 'actor' },
    { kind: 'attack-kind', kinds: ['close', 'area'] },
  ],
});

/** "Use when this creature declares a {b} attack" (Skullcleaver): one of its basic attacks. */
export const selfDeclaresBasicAttack = named({
  trigger: 'self-declares-basic-attack',
  text: 'this creature declares a basic attack',
  window: windowOn('AttackDeclared', { order: 0, who: 'subject' }),
  conditions: [{ kind: 'actor-is', who: 'self' }, { kind: 'on-map', of: 'self' }, { kind: 'basic-attack' }],
});

export const selfDeclaresAttack = named({
  trigger: 'self-declares-attack',
  text: 'this creature declares an attack',
  window: windowOn('AttackDeclared', { order: 0, who: 'subject' }),
  conditions: [
    { kind: 'actor-is', who: 'self' },
    { kind: 'on-map', of: 'self' },
  ],
});

/** "This creature's next {m} attack is a critical" (Unavoidable Strike, used as the attack is declared): one of its melee attacks. */
export const selfDeclaresMeleeAttack = named({
  trigger: 'self-declares-melee-attack',
  text: 'this creature declares a melee attack',
  window: windowOn('AttackDeclared', { order: 0, who: 'subject' }),
  conditions: [
    { kind: 'actor-is', who: 'self' },
    { kind: 'on-map', of: 'self' },
    { kind: 'attack-kind', kinds: ['melee'] },
  ],
});
