// Implements: dice-masters-battle-for-faerun — "PREVENTING AND REDIRECTING", "USING A GLOBAL ABILITY" and
// "GAME STATES" (effects end at the end of the turn). "Reduce the damage you take from a character's
// ability to N" (Human Paladin, Apprentice Harper and Lesser Emerald Enclave): for the rest of the turn,
// each hit of damage the user (the player) takes from a character's ability — a "when fielded" line,
// Breath Weapon, any other ability of a character; not an action die, a global or an attack — is at most
// N. A core effect read by this op's answer to the `playerDamageTaken` query (abilities/queries.ts); the
// hits carry their source's kind (abilities/ops/source-kind.ts). Ruling: docs/dicemasters.md.
import { z } from 'zod';
import type { EffectOpModule } from './op.js';

/** The core effect handler of "`player` takes at most `max` damage per hit from character abilities this turn". */
export const PLAYER_DAMAGE_CAP = 'player-damage-cap';

export const capPlayerDamage: EffectOpModule<'cap-player-damage'> = {
  op: 'cap-player-damage',
  section: 'PREVENTING AND REDIRECTING',
  params: z.object({ max: z.number().int().min(0) }).strict(),
  classes: [],
  text: (e) => `For the rest of the turn, each time you (the player) take damage from a character's ability, you take at most ${e.max}.`,
  usable: () => true,
  run(ctx, st, e) {
    const s = ctx.state;
    ctx.addEffect({
      name: `${PLAYER_DAMAGE_CAP}#${s.core.nextEffectId}`,
      handler: PLAYER_DAMAGE_CAP,
      owner: st.player,
      params: { player: st.player, max: e.max },
      duration: 'end-of-turn',
    });
    ctx.emit('status', { die: st.source, status: `player ${st.player + 1} takes at most ${e.max} damage from each character ability this turn` });
    return null;
  },
  choose: () => undefined,
  queries: {
    playerDamageTaken: (s, _defs, player, amount, from) => {
      if (from.kind !== 'character' && from.kind !== 'fielded') return amount;
      let left = amount;
      for (const e of s.core.effects)
        if (e.handler === PLAYER_DAMAGE_CAP && e.params.player === player && typeof e.params.max === 'number') left = Math.min(left, e.params.max);
      return left;
    },
  },
};
