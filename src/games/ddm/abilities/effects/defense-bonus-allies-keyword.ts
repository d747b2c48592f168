// Effect "defense-bonus-allies-keyword": name a keyword; this creature and each ally with it have +N
// to all defenses until the end of the round (ddm-battle-rules-2011, "Bonuses and Penalties"; the
// keyword is declared with the power, one option per keyword among its allies in play). Whom it
// affects is the target part "this creature and each ally with the keyword" (`targets/allies.ts`).
import { cardOf, enemies, onMap } from '../../rules/common.js';
import type { PowerEffectModule } from '../language.js';
import { targetsOf } from '../targets/index.js';
import { addDefenseBonus } from './defense-bonus-self.js';

export const defenseBonusAlliesKeyword: PowerEffectModule<'defense-bonus-allies-keyword'> = {
  kind: 'defense-bonus-allies-keyword',
  text: (e) => `name a keyword: this creature and each ally with it have +${e.amount} to all defenses until end of round`,
  possible: ({ ctx, subject }) => cardOf(ctx.state, subject).keywords.length > 0,
  choices({ ctx, subject }, e, base) {
    const s = ctx.state;
    const kws = new Set<string>();
    for (const o of s.creatures) if (onMap(o) && !enemies(s, o, subject)) for (const k of cardOf(s, o).keywords) kws.add(k);
    return [...kws].sort().map((k) => ({ id: `${base.id}|${k}`, label: `${base.label}: +${e.amount} defenses for ${k} allies` }));
  },
  resolve({ ctx, subject }, e, use, choice) {
    const s = ctx.state;
    for (const o of targetsOf({ ctx, subject, other: null, rec: null }, { kind: 'allies', keyword: choice ?? '', self: true }))
      addDefenseBonus(s, o, use.name, e.amount, 'end-of-round', subject, false);
  },
};
