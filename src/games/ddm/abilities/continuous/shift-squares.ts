// Continuous "shift-squares" (Beast Step: "This creature moves up to 2 squares when it shifts instead of
// 1") — ddm-battle-rules-2011, "SHIFT" (a shift moves the creature 1 square; a power may state
// otherwise, "CORE RULES AND EXCEPTIONS" level 1, a permissive card): its shifts move up to N squares,
// still provoking no opportunity attacks. The power answers the `movement` query for a shift
// (`shiftSquares`), which rules/movement.ts reads for a shift that names no distance of its own.
import { Tier } from '../../../../core/index.js';
import { num, src, type ContinuousModule } from './module.js';

export const shiftSquares: ContinuousModule<'shift-squares'> = {
  kind: 'shift-squares',
  text: (e) => `this creature moves up to ${e.squares} squares when it shifts instead of 1`,
  // A move asks the `movement` query only of a creature with such a power (rules/move-powers.ts).
  answers: () => ({ changesMovement: true }),
  handler: {
    queries: {
      movement: {
        tier: Tier.PERMISSIVE_CARD,
        modify: (v, a, _s, e) => (a.creature !== src(e) || !a.shifting ? v : { ...v, shiftSquares: Math.max(v.shiftSquares ?? 1, num(e, 'squares')) }),
      },
    },
  },
};
