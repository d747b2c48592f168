// Two legal 200-point starter warbands (each spends exactly 200 points) of different factions and
// opposite alignments (ddm-battle-rules-2011, "BUILDING A WARBAND"), written for this project. The
// JSON files double as examples for `skirmish play ddm --warband … --vs …`.
import { warbandSchema, type Warband } from '../rules/warband.js';
import civilization from './warbands/civilization-vanguard.json' with { type: 'json' };
import wild from './warbands/wild-hunt.json' with { type: 'json' };

export const CIVILIZATION_VANGUARD: Warband = warbandSchema.parse(civilization);
export const WILD_HUNT: Warband = warbandSchema.parse(wild);

export const STARTER_WARBANDS: readonly Warband[] = [CIVILIZATION_VANGUARD, WILD_HUNT];
