// The power language's action power (ddm-battle-rules-2011, "USE A POWER", "Substitute Actions",
// "Free Actions"): an action slot × an effect (abilities/effects/), with its uses and per-turn limit.
import { actionPowerSchema } from '../../cards/schema.js';
import { startOfTurnRechargeText } from '../../cards/recharge-text.js';
import { effectModule } from '../index.js';
import { usesText, type PowerModule } from './module.js';

export const action: PowerModule<'action'> = {
  kind: 'action',
  section: 'ddm-battle-rules-2011, "USE A POWER"',
  schema: actionPowerSchema,
  text(p) {
    const perTurn = p.perTurn === undefined ? '' : p.perTurn === 1 ? ', once per turn' : `, at most ${p.perTurn} times per turn`;
    const slot =
      p.action === 'turn'
        ? 'Replaces turn (no other action this turn)'
        : p.action === 'free'
          ? 'Free action on its turn'
          : `${p.action[0]?.toUpperCase()}${p.action.slice(1)} action`;
    const only = p.requires === 'bloodied' ? ', only while bloodied' : '';
    const recharge = p.recharge === undefined || p.recharge === 'first-bloodied' ? '' : startOfTurnRechargeText(p.recharge);
    return `${p.name}${usesText(p.uses)}: ${slot}${perTurn}${only}: ${effectModule(p.effect).text(p.effect, p.duration)}${recharge}.`;
  },
  // The turn's action menu (powers/actions.ts) asks for the creature's action powers.
  answers: (p) => ({ actions: p }),
};
