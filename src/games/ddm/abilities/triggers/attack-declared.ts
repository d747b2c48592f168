// Triggers on a declared attack — ddm-battle-rules-2011, "Making an Attack" 1 (the attacker declares
// which attack it uses, before any target is chosen or opportunity attack provoked: step 2) and
// "Activated Powers": "an enemy declares an attack", "an enemy declares a close or area attack",
// "this creature declares an attack". The window opens on the announced AttackDeclared; with no
// target chosen yet, a power answering it can only concern the attacker or the answering creature.
import { cardOf, enemies, onMap } from '../../rules/common.js';
import type { CreatureState, DdmState } from '../../state.js';
import { windowOn, type Situation, type TriggerModule } from '../language.js';

/** The range kind of the attack `attacker` declared (`attackIndex` on its card). */
const declaredKind = (s: DdmState, attacker: CreatureState, attackIndex: number | undefined): string | undefined =>
  attackIndex === undefined ? undefined : cardOf(s, attacker).attacks[attackIndex]?.range.kind;

const enemyDeclared = ({ ctx, subject, other }: Situation): boolean => !!other && other.id !== subject.id && onMap(other) && enemies(ctx.state, subject, other);

export const enemyDeclaresAttack: TriggerModule<'enemy-declares-attack'> = {
  trigger: 'enemy-declares-attack',
  text: 'an enemy declares an attack',
  window: windowOn('AttackDeclared', { order: 0, who: 'all' }),
  holds: enemyDeclared,
};

export const enemyDeclaresCloseOrAreaAttack: TriggerModule<'enemy-declares-close-or-area-attack'> = {
  trigger: 'enemy-declares-close-or-area-attack',
  text: 'an enemy declares a close or area attack',
  window: windowOn('AttackDeclared', { order: 0, who: 'all' }),
  holds(x) {
    if (!enemyDeclared(x) || !x.other) return false;
    const kind = declaredKind(x.ctx.state, x.other, x.attackIndex);
    return kind === 'close' || kind === 'area';
  },
};

export const selfDeclaresAttack: TriggerModule<'self-declares-attack'> = {
  trigger: 'self-declares-attack',
  text: 'this creature declares an attack',
  window: windowOn('AttackDeclared', { order: 0, who: 'subject' }),
  holds: ({ subject, other }) => other?.id === subject.id && onMap(subject),
};
