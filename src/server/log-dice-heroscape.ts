/**
 * The Heroscape dice the log tells of (log-dice.ts), read from the battle engine's events
 * (src/games/heroscape/battle/events.ts, narrated in narrate.ts): the combat dice of an attack, a
 * defense and a leaving-engagement attack with their faces as rolled (skulls, shields, blanks), and
 * the d20 of initiative and the other roll-offs, extreme falls, terrain rolls and the powers that roll
 * it. Every number and verdict is the event's: which figure was wounded is the engine's own later
 * event, never worked out here.
 * Rulebook: heroscape-master-game-guide — "WOUND MARKERS AND DICE", "ATTACKING", "ROLL FOR INITIATIVE",
 * "Leaving an Engagement", "Falling".
 */
import type { Json } from '../core/index.js';

/**
 * A roll as log-dice.ts's `LogRoll` has it, without the log line (log-dice.ts numbers the lines). Declared
 * here rather than imported, since log-dice.ts imports this reader; its reader table checks the two agree.
 */
interface RollPart {
  readonly who: string;
  readonly what: string;
  readonly sides: number;
  readonly dice: readonly number[];
  readonly faces?: readonly string[];
  readonly against?: string;
  readonly outcome: string;
  readonly success: boolean | null;
}
type Data = Readonly<Record<string, Json | undefined>>;

const str = (v: Json | undefined, fallback = '?'): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback);
const faces = (v: Json | undefined): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A combat roll: each die's face as the engine names it; `dice` counts the faces in order (1 per die) for a plain reader. */
function combat(who: string, what: string, rolled: string[], outcome: string): RollPart[] {
  return rolled.length ? [{ who, what, sides: 6, dice: rolled.map((_, i) => i + 1), faces: rolled, outcome, success: null }] : [];
}

/** A d20 roll-off: one roll per player who rolled, ties named as the engine lists them. */
function rollOff(d: Data, what: string): RollPart[] {
  const rolls = Array.isArray(d['rolls']) ? d['rolls'] : [];
  const tied = Array.isArray(d['tied']) ? d['tied'] : [];
  const best = Math.max(...rolls.filter((r): r is number => typeof r === 'number'));
  return rolls.flatMap((r, p): RollPart[] =>
    typeof r === 'number'
      ? [
          {
            who: `Player ${p + 1}`,
            what,
            sides: 20,
            dice: [r],
            outcome: tied.includes(p) ? 'tied for highest: rolls again' : r === best ? 'highest' : 'lower',
            success: tied.includes(p) ? null : r === best,
          },
        ]
      : [],
  );
}

export function heroscapeRolls(type: string, d: Data): RollPart[] {
  switch (type) {
    case 'InitiativeRolled':
      return rollOff(d, 'initiative');
    case 'PlacementOrderRolled':
      return rollOff(d, 'who places order markers first');
    case 'DeployOrderRolled':
      return rollOff(d, 'who places the army first');
    case 'DraftOrderRolled':
      return rollOff(d, 'who drafts first');
    case 'SimultaneousRolled':
      return rollOff(d, `who uses ${str(d['power'])} first`);
    case 'AttackRolled': {
      const special = d['special'] === true ? ' (special attack)' : '';
      return combat(str(d['attacker']), `attack on ${str(d['defender'])}${special}`, faces(d['faces']), plural(Number(d['skulls'] ?? 0), 'skull'));
    }
    case 'DefenseRolled':
      return combat(
        str(d['defender']),
        `defense against ${str(d['attacker'])} (${plural(Number(d['skulls'] ?? 0), 'skull')} to block)`,
        faces(d['faces']),
        plural(Number(d['shields'] ?? 0), 'shield'),
      );
    case 'LeavingEngagementAttack':
      // One die by the rule (its face); more with A Coward's Reward (every face, the skulls as the outcome).
      return Array.isArray(d['faces'])
        ? combat(
            str(d['attacker']),
            `leaving-engagement attack on ${str(d['mover'])}`,
            faces(d['faces']),
            plural(faces(d['faces']).filter((f) => f === 'skull').length, 'skull'),
          )
        : combat(str(d['attacker']), `leaving-engagement attack on ${str(d['mover'])}`, faces([str(d['face'])]), str(d['face']));
    case 'Fell':
      return typeof d['d20'] === 'number'
        ? [{ who: str(d['figure']), what: `extreme fall of ${str(d['drop'])} levels`, sides: 20, dice: [d['d20']], outcome: 'rolled', success: null }]
        : [];
    case 'TerrainRoll':
      return typeof d['d20'] === 'number'
        ? [{ who: str(d['figure']), what: str(d['terrain']), sides: 20, dice: [d['d20']], outcome: 'rolled', success: null }]
        : [];
    case 'PowerUsed': {
      // Powers that roll the d20 say so in their note: "the d20 shows 17 (15 or higher needed)…".
      const m = /the d20 shows (\d+) \((\d+) or higher needed\)/.exec(str(d['note'], ''));
      if (!m) return [];
      const failed = str(d['note'], '').includes('no effect');
      return [
        {
          who: str(d['figure']),
          what: str(d['power']),
          sides: 20,
          dice: [Number(m[1])],
          against: `${m[2]} or higher`,
          outcome: failed ? 'no effect' : 'succeeds',
          success: !failed,
        },
      ];
    }
    default:
      return [];
  }
}
