/**
 * Glacier Traverse (Dzu-Teh): a figure of the card beside a Glacier Mountain may, instead of its
 * normal move, go to any unoccupied space beside that same Glacier Mountain — a placement move
 * (placement-move.ts) whose places are the free spaces beside a glacier piece the figure is beside.
 * Each figure of the card may do it in its own move ("any or all Dzu-Teh … each turn").
 * Rulebook: heroscape-master-game-guide — "Action 2. Move Figure(s) …", "Glacier Mountains",
 * "ENGAGEMENT AND ADJACENCY RULES" → "Leaving an engagement"; the power's text is on the card.
 *
 * Our readings: "adjacent to that Glacier Mountain" is glacier-camouflage.ts `glaciersBesideSpace`
 * (a glacier piece in a neighbouring hex rising beside the space's level) for the same piece; the
 * card says "move", so an engaged figure takes the leaving-engagement attacks first, but it goes
 * straight to its space (no path is counted: the card sets no Move), so nothing along a path happens.
 */
import { boardOf } from '../battle/state.js';
import { glaciersBeside, glaciersBesideSpace } from './glacier-camouflage.js';
import { placementMove } from './placement-move.js';
import { freePlaces } from '../battle/glyphs-sturla.js';

export const glacierTraverse = placementMove({
  name: 'Glacier Traverse',
  text: "Instead of its normal move, this card's figure beside a Glacier Mountain may move to any unoccupied space beside that same Glacier Mountain; engaged, it takes the leaving-engagement attacks first.",
  leavingAttacks: true,
  places: (s, f) => {
    const beside = glaciersBeside(s, f);
    if (beside.size === 0) return [];
    const board = boardOf(s);
    return freePlaces(s, f, (sp) => {
      if (sp === f.head || sp === f.tail) return false;
      for (const g of glaciersBesideSpace(board, sp)) if (beside.has(g)) return true;
      return false;
    });
  },
});
