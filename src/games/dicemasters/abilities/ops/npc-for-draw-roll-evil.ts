// Implements: dice-masters-battle-for-faerun — "COSTS" (a cost is paid in full or not at all), "PLAY
// AREAS" (reserve pool, used pile, bag), "ROLL AND REROLL" (a rolled die goes to the reserve pool) and
// "GAME STATES" (card text refers to each die; "each turn"). Card: Pit Fiend, Paragon Fiend — when the
// first die of the card is fielded each turn, its owner may move one NPC die from their reserve pool to
// their used pile; if they do, they draw `n` dice: the evil character dice among them are rolled into
// the reserve pool, the rest go to the used pile. Reading: docs/dicemasters.md.
import { z } from 'zod';
import { drawDie } from '../../rules/bag.js';
import { cardOf, dieName, isNpc } from '../../rules/dice.js';
import { rollDie } from '../../rules/roll-and-reroll.js';
import { diceIn, moveDie } from '../../rules/zones.js';
import type { DieState, DmState } from '../../types.js';
import type { EffectOpModule } from './op.js';

/** The core effect handler name of the "first fielding this turn" marker. */
const MARKER = 'npc-for-draw-used';

const npcsInReserve = (s: DmState, player: number): DieState[] => diceIn(s, player, 'reserve').filter((d) => isNpc(s, d));

export const npcForDrawRollEvil: EffectOpModule<'npc-for-draw-roll-evil'> = {
  op: 'npc-for-draw-roll-evil',
  section: 'COSTS; PLAY AREAS',
  params: z.object({ n: z.number().int().min(1), firstEachTurn: z.boolean() }).strict(),
  classes: ['draw', 'move'],
  text: (e) =>
    `${e.firstEachTurn ? 'The first time each turn: ' : ''}you may move one of your NPC dice from your reserve pool to your used pile; if you do, draw ${e.n} dice — roll the evil character dice among them into your reserve pool and put the others in your used pile.`,
  usable: (s, player) => npcsInReserve(s, player).length > 0,
  run(ctx, st, e) {
    const s = ctx.state;
    if (e.firstEachTurn) {
      const src = st.source >= 0 ? s.dice[st.source] : undefined;
      const ability = src ? cardOf(s, src).abilities.findIndex((a) => 'effect' in a && a.effect === e) : -1;
      // Once a turn for the card: a marker lasting until the end of the turn remembers the first use.
      if (src && s.core.effects.some((x) => x.handler === MARKER && x.params.slot === src.card && x.params.ability === ability)) return null;
      if (src)
        ctx.addEffect({
          name: `${MARKER}#${s.core.nextEffectId}`,
          handler: MARKER,
          owner: st.player,
          params: { slot: src.card, ability },
          duration: 'end-of-turn',
        });
    }
    const npcs = npcsInReserve(s, st.player);
    if (npcs.length === 0) return null;
    return [
      { id: 'done', label: 'Move no NPC (draw nothing)', payload: { done: true } },
      ...npcs.map((d) => ({ id: `die:${d.id}`, label: `Move ${dieName(s, d)} to the used pile and draw ${e.n}`, payload: { die: d.id } })),
    ];
  },
  choose(ctx, st, e, answer) {
    if (answer.done || answer.die === undefined) return;
    const s = ctx.state;
    const npc = s.dice[answer.die];
    if (!npc || npc.zone !== 'reserve' || npc.owner !== st.player) return;
    moveDie(s, npc, 'used');
    const drawn: DieState[] = [];
    for (let i = 0; i < e.n; i++) {
      const d = drawDie(ctx, st.player);
      if (d) drawn.push(d);
    }
    ctx.emit('drew-to-roll-npcs', { player: st.player, dice: drawn.map((d) => d.id) });
    for (const d of drawn) {
      const c = cardOf(s, d);
      if (!isNpc(s, d) && c.kind === 'character' && c.alignment === 'evil') {
        rollDie(ctx, d);
        moveDie(s, d, 'reserve');
      } else moveDie(s, d, 'used');
    }
  },
};
