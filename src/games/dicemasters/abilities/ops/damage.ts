// Implements: dice-masters-battle-for-faerun — "PLAYING ACTIONS" / "USING A GLOBAL ABILITY" with
// "BONUSES AND DAMAGE": damage to one character (or player, with `character-or-player`; or the opposing
// player, with `character-or-opponent`) of the user's
// choice. On a ** face, an `extra-damage-highest-adventurer` line of the same action adds to it
// (abilities/ops/extra-damage-highest-adventurer.ts). Damage may be reacted to (rules/redirect.ts).
import { z } from 'zod';
import type { Option } from '../../../../core/index.js';
import type { DieState } from '../../types.js';
import { allFieldChars, cardOf } from '../../rules/dice.js';
import { damageCharacter, damagePlayer } from '../../rules/damage.js';
import { highestAdventurerLevel } from './extra-damage-highest-adventurer.js';
import { charOptions } from './options.js';
import type { EffectOpModule } from './op.js';
import { damageKind, mayAffect } from './source-kind.js';

export const damage: EffectOpModule<'damage'> = {
  op: 'damage',
  section: 'BONUSES AND DAMAGE',
  params: z.object({
    amount: z.number().int().min(1),
    target: z.enum(['any-character', 'own-character', 'opposing-character', 'character-or-player', 'character-or-opponent']),
  }),
  classes: ['damage', 'life'],
  text: (e) =>
    e.target === 'character-or-opponent'
      ? `${e.amount} damage to your opponent or to one character of your choice.`
      : `${e.amount} damage to one ${e.target === 'character-or-player' ? 'character or player' : 'character'} of your choice.`,
  usable: (s, _player, e) => e.target === 'character-or-player' || e.target === 'character-or-opponent' || allFieldChars(s).length > 0,
  run(ctx, st, e) {
    const s = ctx.state;
    const targets: Option[] = charOptions(
      s,
      allFieldChars(s).filter((d) => mayAffect(s, d, st.player, st.source)),
      'Damage',
    );
    if (e.target === 'character-or-player' || e.target === 'character-or-opponent')
      for (let q = 0; q < s.players.length; q++)
        if (e.target === 'character-or-player' || q !== st.player)
          targets.push({ id: `player:${q}`, label: `Damage ${s.players[q]?.name ?? q}`, payload: { player: q } });
    return targets.length ? targets : null;
  },
  choose(ctx, st, e, answer) {
    const s = ctx.state;
    if (answer.player !== undefined) {
      damagePlayer(ctx, answer.player, e.amount, st.player, 'damage', damageKind(s, st));
      return;
    }
    const extra =
      st.bursts === 2 &&
      cardOf(s, s.dice[st.source] as DieState).abilities.some((a) => a.kind === 'action' && a.effect.op === 'extra-damage-highest-adventurer');
    const amount = e.amount + (extra ? highestAdventurerLevel(s, st.player) : 0);
    damageCharacter(ctx, s.dice[answer.die as number] as DieState, amount, st.player, damageKind(s, st));
  },
};
