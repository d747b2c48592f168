// Custom power "hatchling-swarm": whenever this creature hits with a basic attack, each other allied
// creature of its own kind (same card) adjacent to the target may make a basic attack against that
// target as an immediate action (ddm-battle-rules-2011, "Immediate Action": one per creature per turn,
// on any creature's turn; "Automatic Powers" for the trigger, the other creature's player choosing
// whether to act; "Resolving Effects": several answering hatchlings declare, then the acting player
// orders them). Our ruling: the printed "a basic attack" is against the target that was hit (being
// adjacent to it is the condition). Heard once the hit's damage and effects are resolved (AfterAttack);
// a hatchling's answering hit is again a basic-attack hit, so the swarm may answer it in turn.
import { declareWindow } from '../../../../core/index.js';
import type { DdmCtx } from '../../ctx.js';
import { geo, isAdjacent } from '../../geo.js';
import { cardOf, enemies, onMap, sideOf } from '../../rules/common.js';
import { canReact } from '../../rules/conditions.js';
import { step } from '../../steps.js';
import type { CreatureState } from '../../state.js';
import { meleeBasicAgainst } from './melee-basic.js';
import { DECLINE, idParam, type CustomPower } from './module.js';

const ID = 'hatchling-swarm';

/** The melee basic attack `o` (adjacent to `t`) could make against `t` as an immediate action now (undefined: none). */
function answer(ctx: DdmCtx, o: CreatureState, t: CreatureState): number | undefined {
  const s = ctx.state;
  if (!onMap(o) || !onMap(t) || !canReact(o) || s.turn?.immediate.includes(o.id)) return undefined;
  if (!isAdjacent(geo(s), o, t)) return undefined;
  return meleeBasicAgainst(ctx, o, t);
}

export const hatchlingSwarm: CustomPower = {
  id: ID,
  section: 'ddm-battle-rules-2011, "Immediate Action", "Automatic Powers", "Resolving Effects"',
  text: 'whenever this creature hits with a basic attack, each other allied creature of its kind adjacent to the target may make a basic attack against it as an immediate action',
  // "whenever this creature hits": only its own attacks are announced to it.
  scope: 'self',
  on: {
    AfterAttack({ ctx, subject, name }, p) {
      const s = ctx.state;
      const rec = s.attacks[String(p.attackRecord)];
      const t = rec ? s.creatures[rec.target] : undefined;
      if (p.attacker !== subject.id || !rec?.hit || !t || !cardOf(s, subject).attacks[rec.attack]?.basic) return;
      const kind = cardOf(s, subject).name;
      const swarm = s.creatures.filter((o) => o.id !== subject.id && !enemies(s, subject, o) && cardOf(s, o).name === kind && answer(ctx, o, t) !== undefined);
      if (swarm.length === 0) return;
      const acting = s.turn ? s.turn.controller : s.actor;
      ctx.push(
        declareWindow('AfterAttack', p, null, {
          decision: 'use-power',
          prompt: `${name}: a hatchling may attack ${t.label}.`,
          pass: DECLINE,
          plainIds: true,
          declare: {
            responders: swarm.map((o) => o.id),
            players: swarm.map((o) => sideOf(s, o)),
            once: true,
            orderedBy: acting,
            orderDecision: 'order-effects',
            handler: `custom:${ID}`,
            params: { target: t.id, power: name },
          },
        }),
      );
    },
  },
  handler: {
    reactions: {
      AfterAttack: {
        prompt: (ctx: DdmCtx, e, _p, by) => `${ctx.state.creatures[by]?.label ?? '?'} may use ${String(e.params['power'])}.`,
        offers(ctx: DdmCtx, e, _p, _player, responding) {
          const o = responding ? ctx.state.creatures[responding.responder] : undefined;
          const t = ctx.state.creatures[idParam(e.params, 'target')];
          return o && t && answer(ctx, o, t) !== undefined
            ? [{ id: `power:${String(e.params['power'])}`, label: `${String(e.params['power'])}: attack ${t.label}` }]
            : [];
        },
        resolve(ctx: DdmCtx, e, _p, _optionId, _player, by) {
          const s = ctx.state;
          const o = by === undefined ? undefined : s.creatures[by];
          const t = s.creatures[idParam(e.params, 'target')];
          const k = o && t ? answer(ctx, o, t) : undefined;
          if (!o || !t || k === undefined) return;
          s.turn?.immediate.push(o.id);
          ctx.emit('power', { creature: o.id, label: o.label, power: String(e.params['power']), target: t.id, targetLabel: t.label });
          ctx.push(step('attack', { attacker: o.id, attackIndex: k, target: t.id, mode: 'immediate' }));
        },
      },
    },
  },
};
