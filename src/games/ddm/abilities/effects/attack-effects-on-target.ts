// Effect "attack-effects-on-target" (Crippling Slash: "… target is also Immobilized and takes ongoing
// 10 damage (save ends both)"): the attack's AND effects — conditions, ongoing damage, forced
// movement, one module each in `../attack-effects/` — applied to the target of the attack whose
// window the power answers, as that attack's own would be (ddm-battle-rules-2011, "Applying Damage",
// Additional Effects; "Conditions", Duration; "save ends both": one save ends the two). They are
// given under the power's name, so its "save ends both" pair is saved against together.
import { cardOf, onMap } from '../../rules/common.js';
import { applyAttackEffects, attackEffectText } from '../attack-effects/index.js';
import type { PowerEffectModule } from '../language.js';

export const attackEffectsOnTarget: PowerEffectModule<'attack-effects-on-target'> = {
  kind: 'attack-effects-on-target',
  text: (e) => `the target is also ${e.effects.map(attackEffectText).join(' and ')}`,
  possible: ({ ctx, rec }) => !!rec && !!ctx.state.creatures[rec.target] && onMap(ctx.state.creatures[rec.target]!),
  resolve({ ctx, subject, rec }, e, use) {
    const target = rec ? ctx.state.creatures[rec.target] : undefined;
    const attacker = rec ? ctx.state.creatures[rec.attacker] : undefined;
    const attack = rec && attacker ? cardOf(ctx.state, attacker).attacks[rec.attack] : undefined;
    if (!rec || !target || !attack || !onMap(target)) return;
    applyAttackEffects({ ctx, attacker: subject, target, attack: { ...attack, name: use.name }, mode: rec.mode, mark: -1 }, e.effects);
  },
};
