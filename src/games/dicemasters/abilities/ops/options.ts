// The options an op's effect step offers when it asks for a character (PLAYING ACTIONS: the user
// chooses the targets): one per die, labelled with what picking it does.
import type { Option } from '../../../../core/index.js';
import type { DieState, DmState } from '../../types.js';
import { dieName } from '../../rules/dice.js';

/** One option per die in `list`, labelled "`verb` <die>", answering `{ die }`. */
export function charOptions(s: DmState, list: readonly DieState[], verb: string): Option[] {
  return list.map((d) => ({ id: `die:${d.id}`, label: `${verb} ${dieName(s, d)}`, payload: { die: d.id } }));
}
