// Effect "basic-attacks": "make N basic attacks", one after another (ddm-battle-rules-2011, "Serial
// Effects"; guidelines "Multiple Targets"); an action power, or a reaction ("Immediate Action": Cleave's
// "make a basic attack" when it destroys an enemy), carried out by the `multi-attack` step.
import { basicAttackChoices } from '../../rules/attack-options.js';
import { step } from '../../steps.js';
import type { PowerEffectModule } from '../language.js';

type Basic = { readonly count: number; readonly melee: boolean; readonly upTo?: true | undefined; readonly sameTarget?: true | undefined };
/** The step that makes them; "up to N" lets its player stop before each (`mayStop`); "against the same target" fixes the first one's (`same`). */
const multi = (creature: number, e: Basic) =>
  step('multi-attack', {
    creature,
    left: e.count,
    melee: e.melee,
    ...(e.upTo ? { mayStop: true as const } : {}),
    ...(e.sameTarget ? { same: true as const } : {}),
  });

export const basicAttacks: PowerEffectModule<'basic-attacks'> = {
  kind: 'basic-attacks',
  text: (e) =>
    `this creature makes ${e.upTo ? 'up to ' : ''}${e.count} ${e.melee ? 'melee ' : ''}basic attack${e.count > 1 ? 's' : ''}, ${e.sameTarget ? 'all against the same target' : 'one after another'}`,
  grantsAction: true,
  possible: ({ ctx, subject }, e) => basicAttackChoices(ctx, subject, e.melee).length > 0,
  resolve: ({ ctx, subject }, e) => void ctx.push(multi(subject.id, e)),
  action: {
    possible: (ctx, c, e) => basicAttackChoices(ctx, c, e.melee).length > 0,
    start: (_ctx, c, e) => multi(c.id, e),
  },
};
