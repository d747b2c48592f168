// Implements: dice-masters-battle-for-faerun — "FUNDAMENTAL RULES" ("card text always supersedes basic
// rule text"), "BONUSES AND DAMAGE" (a stat is its face's number plus its bonuses; defense at or below the
// damage knocks out) and "GAME STATES" (card effects end at the end of the turn). Card: Prismatic Spray,
// Lesser Spell: until the end of the turn every character of the user's opponent has no card text — no
// triggered lines, keywords, globals of its own or standing stat changes (abilities/lost-card-text.ts; the
// lookups honour it). It picks no die (it affects all of them: no "cannot be affected" check). Reading:
// docs/dicemasters.md.
import { z } from 'zod';
import { checkLethal } from '../../rules/damage.js';
import { fieldChars, opponent } from '../../rules/dice.js';
import { TEXT_LOST } from '../lost-card-text.js';
import type { EffectOpModule } from './op.js';

export const opponentCharactersLoseText: EffectOpModule<'opponent-characters-lose-text'> = {
  op: 'opponent-characters-lose-text',
  section: 'FUNDAMENTAL RULES',
  params: z.object({}).strict(),
  classes: [],
  text: () => "Until the end of the turn, all of your opponent's characters lose all their card text.",
  usable: () => true,
  run(ctx, st) {
    const s = ctx.state;
    const target = opponent(st.player);
    ctx.addEffect({ name: `${TEXT_LOST}#${s.core.nextEffectId}`, handler: TEXT_LOST, owner: st.player, params: { player: target }, duration: 'end-of-turn' });
    ctx.emit('status', { die: st.source, status: `player ${target + 1}'s characters lose all their card text this turn` });
    // A character whose damage now reaches its defense without its own stat change is knocked out.
    for (const d of fieldChars(s, target)) checkLethal(ctx, d, st.player);
    return null;
  },
  choose: () => undefined,
};
