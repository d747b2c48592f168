/**
 * The dice the log tells of, as data the page draws beside the log (issue 22, "Real dice": "dice
 * rolls animated and shown beside the log"). Each game's reader turns one of the events its engine
 * emits into the dice rolled, what they were for, the total and the number they had to reach, and
 * the engine's own verdict (hit, miss, save ends…). Nothing here decides an outcome: every number
 * and verdict is read from the event's payload, so the page never holds a rule.
 *
 * DDM (src/games/ddm, events named in narrate.ts): "attack-roll" ("Attack Roll": the d20s, the
 * attack bonus and the defense, hit/critical), "conceal", "save" ("Saving Throws"), "confused"
 * ("CONFUSED"), "recharge-roll" ("Rechargeable Powers"), "terrain-roll" (dangerous terrain) and
 * "champion-test" ("Champion Test": the map pick and each round's initiative).
 */
import { visibleTo, type GameEvent, type Json } from '../core/index.js';
import { heroscapeRolls } from './log-dice-heroscape.js';

/** One die or group of dice rolled for one purpose, tied to the log line that narrates it. */
export interface LogRoll {
  /** Index of this viewer's log line that narrates the roll. */
  readonly line: number;
  /** Who rolled ("Gnoll Marauder 2", "Player 1"). */
  readonly who: string;
  /** What the roll was for ("Sword against Human Soldier", "saving throw"). */
  readonly what: string;
  readonly sides: number;
  /** The faces rolled, in order. */
  readonly dice: readonly number[];
  /** Dice with symbols instead of numbers (Heroscape's combat dice): each die's face as the engine names it ("skull", "shield", "blank"). */
  readonly faces?: readonly string[];
  /** The index in `dice` of the die that counts, when one of several is kept. */
  readonly kept?: number;
  readonly bonus?: number;
  /** Die + bonus, when one die was rolled with a bonus. */
  readonly total?: number;
  /** The number the roll was against, in the engine's words ("AC 17", "conceal 11", "Player 2's 9"). */
  readonly against?: string;
  /** The engine's verdict ("hit", "critical hit", "miss", "ends Dazed", "fails", "recharged"). */
  readonly outcome: string;
  /** Whether it went the roller's way (null: neither, e.g. a confusion roll). */
  readonly success: boolean | null;
}

type RollPart = Omit<LogRoll, 'line'>;
type Reader = (type: string, data: Readonly<Record<string, Json | undefined>>) => RollPart[];

const str = (v: Json | undefined, fallback = '?'): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback);
const nums = (v: Json | undefined): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);
const d20 = (v: Json | undefined): number[] => (typeof v === 'number' ? [v] : []);

function ddmRolls(type: string, d: Readonly<Record<string, Json | undefined>>): RollPart[] {
  switch (type) {
    case 'attack-roll': {
      const dice = nums(d['rolls']);
      const bonus = typeof d['bonus'] === 'number' ? d['bonus'] : 0;
      const notes = [d['ca'] === true ? 'combat advantage' : '', d['cover'] === true ? 'cover' : ''].filter(Boolean);
      return [
        {
          who: str(d['label']),
          what: `${str(d['attack'], 'attack')} against ${str(d['targetLabel'])}${notes.length ? ` (${notes.join(', ')})` : ''}`,
          sides: 20,
          dice,
          bonus,
          ...(dice.length === 1 ? { total: dice[0]! + bonus } : {}),
          against: `${str(d['vs'])} ${str(d['defense'])}`,
          outcome: d['hit'] === true ? (d['crit'] === true ? 'critical hit' : 'hit') : 'miss',
          success: d['hit'] === true,
        },
      ];
    }
    case 'conceal':
      return [
        {
          who: str(d['label']),
          what: 'conceal roll',
          sides: 20,
          dice: d20(d['roll']),
          against: `conceal ${str(d['conceal'])}`,
          outcome: 'the hit becomes a miss',
          success: true,
        },
      ];
    case 'save': {
      const ended = Array.isArray(d['ended']) ? d['ended'].map((x) => str(x)) : [];
      return [
        {
          who: str(d['label']),
          what: 'saving throw',
          sides: 20,
          dice: d20(d['roll']),
          outcome: ended.length ? `ends ${ended.join(', ')}` : 'fails',
          success: ended.length > 0,
        },
      ];
    }
    case 'confused':
      return [{ who: str(d['label']), what: 'confusion roll', sides: 20, dice: d20(d['roll']), outcome: str(d['result']).replace(/-/g, ' '), success: null }];
    case 'recharge-roll':
      return [
        {
          who: str(d['label']),
          what: `recharge ${str(d['attack'])}`,
          sides: 20,
          dice: d20(d['roll']),
          outcome: d['recharged'] === true ? 'recharged' : 'not recharged',
          success: d['recharged'] === true,
        },
      ];
    case 'terrain-roll':
      return [
        {
          who: str(d['label']),
          what: 'dangerous terrain',
          sides: 20,
          dice: d20(d['roll']),
          outcome: d['hurt'] === true ? 'hurt' : 'safe',
          success: d['hurt'] !== true,
        },
      ];
    case 'champion-test': {
      // The rolls come in attempts of two (player 1's dice, player 2's); a tie rolls again: the last attempt decides.
      const rolls = Array.isArray(d['rolls']) ? d['rolls'].map(nums) : [];
      if (rolls.length < 2) return [];
      const last = rolls.slice(-2);
      const best = last.map((r) => Math.max(...r));
      const again = rolls.length > 2 ? ' (after a tie)' : '';
      return last.map((dice, p) => ({
        who: `Player ${p + 1}`,
        what: `champion test for the ${str(d['purpose'])}${again}`,
        sides: 20,
        dice,
        ...(dice.length > 1 ? { kept: dice.indexOf(best[p]!) } : {}),
        against: `Player ${2 - p}'s ${best[1 - p]}`,
        outcome: d['winner'] === p ? 'wins' : 'loses',
        success: d['winner'] === p,
      }));
    }
    default:
      return [];
  }
}

const READERS: Readonly<Record<string, Reader>> = { ddm: ddmRolls, heroscape: heroscapeRolls };

/**
 * The rolls among `events` that `viewer` may see, numbered by this viewer's log lines: `firstLine`
 * is the index the first visible event's line gets (the log has one line per visible event).
 */
export function rollsOf(game: string, events: readonly GameEvent[], viewer: number | null, firstLine: number): LogRoll[] {
  const read = READERS[game];
  if (!read) return [];
  const out: LogRoll[] = [];
  let line = firstLine;
  for (const e of events) {
    if (!visibleTo(e, viewer)) continue;
    for (const r of read(e.type, e.data)) if (r.dice.length > 0) out.push({ ...r, line });
    line++;
  }
  return out;
}
