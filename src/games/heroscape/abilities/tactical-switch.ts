/**
 * Tactical Switch (Warforged Soldiers): when a figure of the card attacks an opponent's small or
 * medium figure, its player may first switch the two figures' spaces; the figure must then go on
 * with that attack if it can, and attacks no other figure this turn. Neither figure takes a
 * leaving-engagement attack; an opponent's figure is switched so at most once a turn.
 * Rulebook: heroscape-master-game-guide — "ATTACKING" (the attack's dice, with the height advantage,
 * counted where the figures stand), "Action 3. Attack …" (Range and Line of Sight), "Friends and
 * Enemies" (a teammate's figure is no opponent's); the power's text is on the card.
 *
 * How: the switch is chosen with the target, as an option of the attack question beside the plain
 * attack (`tactical-switch:<attacker>><defender>`, for each normal-attack target that is an
 * opponent's small or medium figure not switched this turn, each standing where the other may
 * stand); the spaces are exchanged with no path (no leaving-engagement attack, no fall, no glyph
 * revealed: a placing), then the normal attack is declared from the new spaces when the defender is
 * still a target, and lost otherwise. Tokens on the card, taken off at the end of the turn, note the
 * switched figure and bind the attacker to it (`mayTarget`). Our readings: a single-space figure
 * only on either side (every small or medium figure of the units file is one); "go on with that
 * attack" is the normal attack the switch was chosen with.
 */
import { heldInPlace } from '../battle/move-limits.js';
import type { Option } from '../../../core/index.js';
import { resolveAttack, targetsOf } from '../battle/attack.js';
import { noteActivated } from '../battle/commons.js';
import { boardOf, cardOf, figureById, figureName, figuresOfCard, friendly, type FigureState, type HsState } from '../battle/state.js';
import { abilityKey, cardParam, type Ability } from './ability.js';
import { occupiedSpaces, standable } from './spaces.js';

const NAME = 'Tactical Switch';
const KEY = abilityKey(NAME);
/** `switched:<defender>`: moved by the power this turn; `bound:<attacker>><defender>`: the attacker's only target left this turn. */
const SWITCHED = `${KEY}:switched:`;
const BOUND = `${KEY}:bound:`;

/** Whether `a` and `d` may exchange spaces: both single-space and each fits where the other stands (Barge Into Battle too). */
export function switchable(s: HsState, a: FigureState, d: FigureState): boolean {
  if (a.tail >= 0 || d.tail >= 0 || a.head < 0 || d.head < 0) return false;
  const board = boardOf(s);
  const taken = occupiedSpaces(s);
  taken.delete(a.head);
  taken.delete(d.head);
  return standable(board, d.head, cardOf(s, a).card.height, taken) && standable(board, a.head, cardOf(s, d).card.height, taken);
}

/** Whether `d` is a target the card's player may switch with now. */
function eligible(s: HsState, card: number, a: FigureState, d: FigureState): boolean {
  const c = s.cards[card]!;
  const size = cardOf(s, d).card.size;
  if (friendly(s, d.owner, c.owner) || (size !== 'small' && size !== 'medium')) return false;
  if (s.cards.some((x) => x.tokens.length > 0 && x.tokens.includes(`${SWITCHED}${d.id}`))) return false;
  return switchable(s, a, d);
}

export const tacticalSwitch: Ability = {
  name: NAME,
  text: "When a figure of this card attacks an opponent's small or medium figure normally, you may first switch their spaces (no leaving-engagement attacks); it then makes that attack if it still can, and attacks no other figure this turn. An opponent's figure is switched so at most once a turn.",
  handler: {
    on: {
      EndOfTurn: {
        run(ctx, effect) {
          const c = ctx.state.cards[cardParam(effect)];
          if (c) for (let i = c.tokens.length - 1; i >= 0; i--) if (c.tokens[i]!.startsWith(`${KEY}:`)) c.tokens.splice(i, 1);
        },
      },
    },
    queries: {
      mayTarget: {
        tier: 0,
        modify(may, args, s, effect) {
          const c = s.cards[cardParam(effect)];
          if (!may || !c || c.tokens.length === 0) return may;
          const mine = `${BOUND}${args.attacker}>`;
          const bound = c.tokens.find((t) => t.startsWith(mine));
          return bound === undefined || bound === `${mine}${args.defender}`;
        },
      },
    },
  },
  attackOptions(ctx, card, attacked) {
    const s = ctx.state;
    const out: Option[] = [];
    for (const f of figuresOfCard(s, card)) {
      const made = attacked.filter((x) => x === f.id).length;
      if (made >= ctx.query('attacksPerTurn', 1, { figure: f.id })) continue;
      for (const t of targetsOf(ctx, f)) {
        const d = figureById(s, t);
        // Neither figure may be moved while a power holds it in place (Cyberclaw).
        if (!eligible(s, card, f, d) || heldInPlace(ctx, f.id) || heldInPlace(ctx, t)) continue;
        out.push({
          id: `${KEY}:${f.id}>${t}`,
          label: `${figureName(s, f)}: ${NAME} with ${figureName(s, d)}, then attack it`,
          payload: { attacker: f.id, defender: t },
        });
      }
    }
    return out;
  },
  useAttackOption(ctx, card, option) {
    const s = ctx.state;
    const [a, d] = option.id.slice(KEY.length + 1).split('>') as [string, string];
    if (!tacticalSwitch.attackOptions!(ctx, card, []).some((o) => o.id === option.id)) throw new Error(`${NAME}: ${option.id} is not offered now`);
    const f = figureById(s, a);
    const t = figureById(s, d);
    const c = s.cards[card]!;
    const [fh, th] = [f.head, t.head];
    f.head = th;
    t.head = fh;
    c.tokens.push(`${SWITCHED}${t.id}`, `${BOUND}${f.id}>${t.id}`);
    noteActivated(s, f.id);
    const still = targetsOf(ctx, f).includes(t.id);
    ctx.emit('PowerUsed', {
      power: NAME,
      figure: f.id,
      note: `${figureName(s, f)} and ${figureName(s, t)} switch spaces${still ? '' : `; ${figureName(s, t)} can no longer be attacked`}`,
    });
    if (still) {
      resolveAttack(ctx, f, t);
      s.turn?.attacks.push([f.id, t.id]);
    }
    return [f.id];
  },
};
