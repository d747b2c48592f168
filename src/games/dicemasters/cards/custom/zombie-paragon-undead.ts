// Implements: dice-masters-battle-for-faerun — "ASSIGN DAMAGE" (knock-outs follow the simultaneous
// damage), "MORE ABOUT DICE" (a die rolled in the prep area is not a rolled die in play: it waits there)
// and "CARD TEXT DETAILS" (knocking out). Card: Zombie, Paragon Undead (Battle for Faerûn 120): after one
// of its dice is knocked out in the attack step, roll it; on a character face, every opposing character
// that was engaged with it is knocked out; the Zombie stays in the prep area either way. Reading:
// docs/dicemasters.md ("Custom cards").
import { knockOut } from '../../rules/damage.js';
import { cardOf, dieName, inField, showsCharacter } from '../../rules/dice.js';
import { ownAttackKnockOut, type CustomCard } from './custom-card.js';

const CARD = 'zombie/paragon-undead';

export const zombieParagonUndead: CustomCard = {
  card: CARD,
  section: 'ASSIGN DAMAGE; CARD TEXT DETAILS',
  abilities: [{ kind: 'custom', card: CARD }],
  text: 'After one of its dice is knocked out in the attack step, roll it: on a character face, knock out every opposing character engaged with it. The die stays in the prep area.',
  test: 'src/games/dicemasters/cards/custom/zombie-paragon-undead.test.ts',
  on: {
    KnockedOut: {
      priority: 1, // as Regenerate: before a capture window for the same knock-out asks anyone
      run: (ctx, _e, p) => {
        const s = ctx.state;
        const d = ownAttackKnockOut(s, p, CARD);
        if (!d) return;
        d.face = ctx.rng.faceIndex(cardOf(s, d).faces.length);
        const hit = showsCharacter(s, d);
        ctx.emit('status', { die: d.id, status: `${dieName(s, d)} is rolled: ${hit ? 'its foes are knocked out' : 'nothing happens'}` });
        if (!hit) return;
        for (const id of d.engaged) {
          const e = s.dice[id];
          if (e && e.owner !== d.owner && inField(e)) knockOut(ctx, e, d.owner);
        }
      },
    },
  },
};
