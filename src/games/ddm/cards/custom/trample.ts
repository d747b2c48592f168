// Custom power "trample": while this creature moves through a space occupied by an enemy it may, once
// per turn, make a melee basic attack against that enemy (ddm-battle-rules-2011, "Activated Powers":
// the owner chooses; "Legal Position" (Enemy): only a power such as Stomp lets it be there; "Making an
// Attack"). It is moving through an enemy's space while its own space overlaps that enemy's: heard on
// LeaveSquare, before it moves on (and before the opportunity attacks for leaving the square). The
// question is a core declare window whose responses come from this file's handler.
import { declareWindow } from '../../../../core/index.js';
import type { DdmCtx } from '../../ctx.js';
import type { DdmEvents } from '../../events.js';
import { spaceOf } from '../../geo.js';
import { spacesOverlap } from '../../geometry/index.js';
import { enemies, onMap, sideOf } from '../../rules/common.js';
import { step } from '../../steps.js';
import type { CreatureState } from '../../state.js';
import { meleeBasicAgainst } from './melee-basic.js';
import { DECLINE, owner, type CustomPower } from './module.js';

const ID = 'trample';
const onceKey = (c: CreatureState): string => `${c.id}:turn:${ID}`;

/** The enemies whose space `c` is in now, each with the melee basic attack it can make against it. */
function trampled(ctx: DdmCtx, c: CreatureState): { t: CreatureState; k: number }[] {
  const s = ctx.state;
  if (!onMap(c) || !ctx.counters.canUseThisTurn(onceKey(c), 1)) return [];
  const out: { t: CreatureState; k: number }[] = [];
  for (const t of s.creatures) {
    if (t.id === c.id || !onMap(t) || !enemies(s, c, t) || !spacesOverlap(spaceOf(c), spaceOf(t))) continue;
    const k = meleeBasicAgainst(ctx, c, t);
    if (k !== undefined) out.push({ t, k });
  }
  return out;
}

export const trample: CustomPower = {
  id: ID,
  section: 'ddm-battle-rules-2011, "Activated Powers", "Legal Position" (Enemy), "Making an Attack"',
  text: 'once per turn, while this creature moves through a space occupied by an enemy, it may make a melee basic attack against that enemy',
  // "while this creature moves": only its own moves are announced to it.
  scope: 'self',
  on: {
    LeaveSquare({ ctx, subject, name }, p) {
      if (p.creature !== subject.id || trampled(ctx, subject).length === 0) return;
      const who = sideOf(ctx.state, subject);
      ctx.push(
        declareWindow('LeaveSquare', p, null, {
          decision: 'use-power',
          prompt: `${subject.label} may use ${name}.`,
          pass: DECLINE,
          plainIds: true,
          declare: {
            responders: [subject.id],
            players: [who],
            once: true,
            orderedBy: who,
            handler: `custom:${ID}`,
            params: { creature: subject.id, power: name },
          },
        }),
      );
    },
  },
  handler: {
    reactions: {
      LeaveSquare: {
        offers(ctx: DdmCtx, e) {
          const c = ctx.state.creatures[owner(e.params)];
          const name = String(e.params['power']);
          return c ? trampled(ctx, c).map(({ t }) => ({ id: `power:${name}|${t.id}`, label: `${name}: attack ${t.label}` })) : [];
        },
        resolve(ctx: DdmCtx, e, _p: DdmEvents['LeaveSquare'], optionId) {
          const c = ctx.state.creatures[owner(e.params)];
          const hit = c ? trampled(ctx, c).find(({ t }) => optionId.endsWith(`|${t.id}`)) : undefined;
          if (!c || !hit) return;
          ctx.counters.markUsedThisTurn(onceKey(c));
          ctx.emit('power', { creature: c.id, label: c.label, power: String(e.params['power']), target: hit.t.id, targetLabel: hit.t.label });
          ctx.push(step('attack', { attacker: c.id, attackIndex: hit.k, target: hit.t.id, mode: 'power' }));
        },
      },
    },
  },
};
