// Power "custom": a printed power no shared part expresses, carried out by its own file in
// cards/custom/ (ddm-battle-rules-2011, "HOW TO READ A CREATURE STAT CARD", Powers). Its rules text is
// the file's; its query handlers are put into play by rules/setup.ts, its event handlers heard by
// abilities/announce.ts. A file with an action of its own ("USE A POWER") answers the `actions` query
// as an action power whose effect is the file's (abilities/effects/custom.ts), so the turn's menu
// (powers/actions.ts) offers it under the same slot, uses, per-turn, charge and Dazed rules.
import { customPowerSchema } from '../../cards/schema.js';
import { customHandlerName, customPower } from '../../cards/custom/index.js';
import type { ActionPower, PowerAnswer } from '../queries.js';
import { action } from './action.js';
import type { PowerModule, PowerOf } from './module.js';

/** The action power a custom file's action is used as (null: the file has none). */
function actionPowerOf(p: PowerOf<'custom'>): ActionPower | null {
  const a = customPower(p.custom, p.name).action;
  if (!a) return null;
  const out: ActionPower = { kind: 'action', name: p.name, action: a.slot, effect: { kind: 'custom', custom: p.custom } };
  return { ...out, ...(a.uses === undefined ? {} : { uses: a.uses }), ...(a.perTurn === undefined ? {} : { perTurn: a.perTurn }) };
}

export const custom: PowerModule<'custom'> = {
  kind: 'custom',
  section: 'ddm-battle-rules-2011, "HOW TO READ A CREATURE STAT CARD" (Powers)',
  schema: customPowerSchema,
  text(p) {
    const a = actionPowerOf(p);
    // An action reads like an action power's line: name, uses, slot, then the file's text.
    return a ? action.text(a) : `${p.name}: ${customPower(p.custom, p.name).text}.`;
  },
  answers(p) {
    const file = customPower(p.custom, p.name);
    const a = actionPowerOf(p);
    const out: PowerAnswer = { ...(file.answers ?? {}) };
    return {
      ...out,
      // A file with query handlers is one effect in play per creature.
      ...(file.handler ? { inPlay: { name: p.name, handler: customHandlerName(p.custom), params: {} } } : {}),
      ...(a ? { actions: a } : {}),
    };
  },
};
