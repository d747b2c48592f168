// "Use at start of round: You may move 1 <Keyword> in your warband up to its speed" (Raider Recon)
// read into a triggered power: trigger start-of-round × the target part `warband` (the creatures of
// the warband with the keyword, this creature too when it has it) × the effect `move-one-up-to-speed`
// (abilities/effects/move-one-up-to-speed.ts). Other wordings stay gaps.
import type { ChampionPower, PowerInput } from '../cards/schema.js';
import { whoOf } from './champion-bonus.js';

const RE = /^use at (?:the )?start of (?:the )?round\s*:\s*you may move (?:1|one) ([A-Za-z-]+) in your warband up to its speed$/i;

/** "Use at start (beginning) of round: Each Orc and Ogre ally moves up to its speed", "Shapeshifter allies move up to their (thier) speed". */
const EACH = /^use at (?:the )?(?:start|beginning) of (?:the )?round\s*[:.]\s*(.+?) (?:moves up to its|move up to (?:their|thier)) speed$/i;

/** The champion power "Use at start of round: Each Orc and Ogre ally moves up to its speed" (effect `move-each-up-to-speed`). */
export function readMoveEach(body: string): ChampionPower | null {
  const each = EACH.exec(body);
  const all = each ? whoOf(each[1] ?? '') : null;
  if (!all || all.enemies) return null;
  return { trigger: 'start-of-round', effect: { kind: 'move-each-up-to-speed' }, target: { kind: 'warband', ...all } };
}

/** "Use at start of round: Good allies heal 10 HP", "Each Undead ally heals 10 HP" (effect `heal-each`). */
const HEAL = /^use at (?:the )?start of (?:the )?round\s*[:.]\s*(.+?) heals? (\d+) hp$/i;

export function readHealEach(body: string): ChampionPower | null {
  const m = HEAL.exec(body);
  const who = m ? whoOf(m[1] ?? '') : null;
  if (!who || who.enemies) return null;
  return { trigger: 'start-of-round', effect: { kind: 'heal-each', amount: Number(m?.[2]) }, target: { kind: 'warband', ...who } };
}

/**
 * "Use at start of round: Choose an enemy. This creature has +5 damage vs. that enemy until end of
 * battle", "Choose 1 enemy. Each Aberrant ally has +10 Damage with {m} attacks against that enemy until
 * end of round" (effect `damage-bonus-against-chosen`). A bonus to Attack too, or a condition on the
 * enemy ("within 5 squares"), stays a gap.
 */
const CHOSEN =
  /^use at (?:the )?start of (?:the )?round\s*[:.]\s*choose (?:an|1|one) enemy\s*[.:;]\s*(.+?) (?:has|have) \+(\d+) damage( with (?:\{m\}|melee) attacks)? (?:vs\.|against) that enemy until end of (round|battle)$/i;

export function readDamageAgainstChosen(body: string): ChampionPower | null {
  const m = CHOSEN.exec(body);
  const who = m ? (/^this creature$/i.test(m[1] ?? '') ? null : whoOf(m[1] ?? '')) : null;
  if (!m || (who === null && !/^this creature$/i.test(m[1] ?? '')) || who?.enemies) return null;
  return {
    trigger: 'start-of-round',
    effect: { kind: 'damage-bonus-against-chosen', amount: Number(m[2]), melee: m[3] !== undefined },
    duration: m[4]?.toLowerCase() === 'battle' ? 'end-of-battle' : 'end-of-round',
    ...(who ? { target: { kind: 'warband' as const, ...who } } : {}),
  };
}

export function readMoveOne(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = RE.exec(body);
  const who = m ? whoOf(`${m[1] ?? ''} creatures in your warband`) : null;
  if (!who) return null;
  return {
    kind: 'triggered',
    name,
    trigger: 'start-of-round',
    target: { kind: 'warband', ...who },
    activated: true,
    action: 'none',
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'move-one-up-to-speed' },
  };
}

/**
 * Weird Insight, a special power: "Use at start of round: Choose an enemy within N squares. +A attack and
 * +D damage vs. that enemy until end of battle" — an activated power on start-of-round × the effect
 * `damage-bonus-against-chosen` with `attack` and `within`, for this creature to the end of the battle.
 */
const CHOSEN_NEAR =
  /^use at (?:the )?start of (?:the )?round\s*[:.]\s*choose (?:an|1|one) enemy within (\d+) squares\s*[.:;]\s*\+(\d+) attack and \+(\d+) damage (?:vs\.|against) that enemy until end of battle$/i;

export function readChosenEnemyBonus(body: string, name: string, limit: number | undefined): PowerInput | null {
  const m = CHOSEN_NEAR.exec(body);
  if (!m) return null;
  return {
    kind: 'triggered',
    name,
    trigger: 'start-of-round',
    activated: true,
    ...(limit !== undefined ? { uses: limit } : {}),
    effect: { kind: 'damage-bonus-against-chosen', amount: Number(m[3]), melee: false, attack: Number(m[2]), within: Number(m[1]) },
    duration: 'end-of-battle',
  };
}
