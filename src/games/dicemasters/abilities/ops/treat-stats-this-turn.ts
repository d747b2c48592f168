// Implements: dice-masters-battle-for-faerun — "BONUSES AND DAMAGE" (a stat is its face's number plus its
// bonuses; defense at or below the damage knocks out), "FUNDAMENTAL RULES" ("card text always supersedes
// basic rule text") and "GAME STATES" (card effects end at the end of the turn). Card: Prismatic Spray,
// Greater Spell: until the end of the turn every character in the field is treated as having `a`A and
// `d`D, whatever its face and bonuses say (its answer to the statOverride query, applied after the sum);
// fielding costs are untouched. It picks no die (it affects all characters: no "cannot be affected"
// check). Reading: docs/dicemasters.md.
import { z } from 'zod';
import type { EffectInstance } from '../../../../core/index.js';
import { checkLethal } from '../../rules/damage.js';
import { allFieldChars, inField } from '../../rules/dice.js';
import type { EffectOpModule } from './op.js';

/** The core effect handler name of a turn-long stat override (params: `{ a, d }`). */
const TREATED = 'stats-treated-turn';

const record = z.object({ a: z.number().int(), d: z.number().int() });

const treated = (e: EffectInstance): { a: number; d: number } | null => {
  if (e.handler !== TREATED) return null;
  const r = record.safeParse(e.params);
  return r.success ? r.data : null;
};

export const treatStatsThisTurn: EffectOpModule<'treat-stats-this-turn'> = {
  op: 'treat-stats-this-turn',
  section: 'BONUSES AND DAMAGE',
  params: z.object({ a: z.number().int().min(0), d: z.number().int().min(0) }).strict(),
  classes: [],
  text: (e) =>
    `Until the end of the turn, every character in the field is treated as having ${e.a}A and ${e.d}D, whatever its face and bonuses say (fielding costs are unchanged).`,
  usable: () => true,
  run(ctx, st, e) {
    const s = ctx.state;
    ctx.addEffect({ name: `${TREATED}#${s.core.nextEffectId}`, handler: TREATED, owner: st.player, params: { a: e.a, d: e.d }, duration: 'end-of-turn' });
    ctx.emit('status', { die: st.source, status: `every character is treated as ${e.a}A ${e.d}D this turn` });
    // A character whose damage now reaches its new defense is knocked out (BONUSES AND DAMAGE).
    for (const d of allFieldChars(s)) checkLethal(ctx, d, st.player);
    return null;
  },
  choose: () => undefined,
  queries: {
    statOverride: (s, _defs, d, which) => {
      if (s.core.effects.length === 0 || !inField(d)) return undefined;
      let v: number | undefined;
      for (const x of s.core.effects) {
        const t = treated(x);
        if (t) v = which === 'a' ? t.a : t.d;
      }
      return v;
    },
  },
};
