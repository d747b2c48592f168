// Continuous "ignores-enemy-cover" (Sharpshooter: "Enemies do not provide cover against this creature's
// {r} attacks.") — ddm-battle-rules-2011, "Cover" (against a ranged attack the attacker's enemies other
// than the target give cover, allies do not; "Mounted Creatures": a mount gives its rider cover): its
// ranged attacks count no creature as cover — walls, forest and statues still do. Asked where ranged
// cover is found (rules/tactics.ts coverAgainst, the answer `ignoresEnemyCover`), so not an effect in play.
import type { ContinuousModule } from './module.js';

export const ignoresEnemyCover: ContinuousModule<'ignores-enemy-cover'> = {
  kind: 'ignores-enemy-cover',
  text: () => "enemies do not provide cover against this creature's ranged attacks",
  answers: () => ({ ignoresEnemyCover: true }),
};
