// Implements: dice-masters-battle-for-faerun — "ASSIGN DAMAGE" (damage is simultaneous: the knock-outs
// follow it), "ATTACKING AND BLOCKING" (back to the field means outside the attack zone) and "LEVELS AND
// SPINNING". Card: Zombie, Minion Undead (Battle for Faerûn organised play 7): when one of its dice is
// knocked out in the attack step and it knocked out a character engaged with it, it returns to the field
// on its level 1 face. Reading (docs/dicemasters.md): that character is knocked out too, before or just
// after it (damage is simultaneous); either the attacker or a blocker may be the Zombie.
import { defense, faceForLevel, dieName } from '../../rules/dice.js';
import type { DmState } from '../../types.js';
import { ownAttackKnockOut, type CustomCard } from './custom-card.js';
import { moveDie } from '../../rules/zones.js';

const CARD = 'zombie/minion-undead';

/** Whether the engaged die `id` was knocked out in this attack, or takes lethal damage and is about to be. */
function knockedOut(s: DmState, id: number): boolean {
  const e = s.dice[id];
  return e !== undefined && (e.zone === 'prep' || (e.zone === 'attack' && e.damage > 0 && e.damage >= defense(s, e)));
}

export const zombieMinionUndead: CustomCard = {
  card: CARD,
  section: 'ASSIGN DAMAGE; ATTACKING AND BLOCKING',
  abilities: [{ kind: 'custom', card: CARD }],
  text: 'When one of its dice is knocked out in the attack step after knocking out a character engaged with it, it returns to the field on its level 1 face.',
  test: 'src/games/dicemasters/cards/custom/zombie-minion-undead.test.ts',
  on: {
    KnockedOut: {
      priority: 1, // as Regenerate: before a capture window for the same knock-out asks anyone
      run: (ctx, _e, p) => {
        const s = ctx.state;
        const d = ownAttackKnockOut(s, p, CARD);
        if (!d) return;
        if (!d.engaged.some((id) => knockedOut(s, id))) return;
        moveDie(s, d, 'field');
        d.face = faceForLevel(s, d, 1);
        ctx.emit('status', { die: d.id, status: `${dieName(s, d)} knocked out its foe: back in the field at level 1` });
      },
    },
  },
};
