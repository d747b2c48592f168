// The powers of the DDM power language (`module.ts`): the rulebook's named powers and the
// language's templates, one module each. The registry is a mapped type over the schema's power
// kinds, so a kind without a module does not compile.
import type { EffectHandler } from '../../../../core/index.js';
import type { Power } from '../../cards/schema.js';
import type { DdmCtx, DdmQueries } from '../../ctx.js';
import type { DdmState } from '../../state.js';
import { action } from './action.js';
import { blindsight } from './blindsight.js';
import { charger } from './charger.js';
import { conceal } from './conceal.js';
import { continuous } from './continuous.js';
import { custom } from './custom.js';
import { delayedAppearance } from './delayed-appearance.js';
import { hide } from './hide.js';
import { immune } from './immune.js';
import { incorporeal } from './incorporeal.js';
import { insubstantial } from './insubstantial.js';
import { invisible } from './invisible.js';
import type { PowerModule } from './module.js';
import { answerPowerQueries, type Answerer } from '../queries.js';
import { mount } from './mount.js';
import { multiActivation } from './multi-activation.js';
import { phasing } from './phasing.js';
import { reach } from './reach.js';
import { resist } from './resist.js';
import { scout } from './scout.js';
import { setupHp } from './setup-hp.js';
import { sneakAttack } from './sneak-attack.js';
import { startOfTurnSaves } from './start-of-turn-saves.js';
import { triggered } from './triggered.js';
import { vulnerable } from './vulnerable.js';
import { wanderingMonster } from './wandering-monster.js';
import { setUpNearStart } from './set-up-near-start.js';

export type { PowerModule } from './module.js';

export const POWER_MODULES: { readonly [K in Power['kind']]: PowerModule<K> } = {
  reach,
  resist,
  vulnerable,
  immune,
  insubstantial,
  incorporeal,
  phasing,
  conceal,
  hide,
  invisible,
  blindsight,
  'sneak-attack': sneakAttack,
  scout,
  'wandering-monster': wanderingMonster,
  'set-up-near-start': setUpNearStart,
  'multi-activation': multiActivation,
  'start-of-turn-saves': startOfTurnSaves,
  'setup-hp': setupHp,
  'delayed-appearance': delayedAppearance,
  triggered,
  action,
  continuous,
  mount,
  charger,
  custom,
};

/** The module of a power, typed by its kind (one lookup instead of a switch). */
export function powerModule<K extends Power['kind']>(p: Extract<Power, { kind: K }>): PowerModule<K> {
  return POWER_MODULES[p.kind as K] as PowerModule<K>;
}

/** A power's line of rules text. */
export const powerModuleText = (p: Power): string => powerModule(p).text(p);

/** The core effect handlers of the powers put into play as effects, by kind (the handler names of their effects, powers/effects.ts). */
export const POWER_HANDLERS: Record<string, EffectHandler<DdmState, DdmQueries, DdmCtx>> = {};
for (const kind of Object.keys(POWER_MODULES) as Power['kind'][]) {
  const h = POWER_MODULES[kind].handler;
  if (h) POWER_HANDLERS[kind] = h;
}

/** One module's answers for a power of any kind (the registry calls it only with powers of the module's kind). */
const answererOf = (kind: Power['kind']): Answerer | undefined => {
  const m: PowerModule = POWER_MODULES[kind] as PowerModule;
  const a = m.answers;
  return a ? (p) => a.call(m, p) : undefined;
};

// The named queries the rules ask (abilities/queries.ts) are answered by these modules.
answerPowerQueries(Object.fromEntries((Object.keys(POWER_MODULES) as Power['kind'][]).map((k) => [k, answererOf(k)])));
