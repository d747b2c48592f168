/**
 * The 16 army cards of the Rise of the Valkyrie master set, by name, with the names of the powers
 * printed on each (what our ability modules enforce; the rules text shown is our own, from the
 * modules). Their numbers are imported at run time from the heroscape-json units file
 * (`--cards FILE`), never copied here.
 * Rulebook: heroscape-master-game-guide — "Rise of the Valkyrie", "Special Powers".
 */
import { err, ok, type Result } from '../../../core/index.js';
import type { Army } from '../battle/setup.js';
import type { ArmyCard } from '../cards/army-card.js';
import { BLUE_ZONE, RED_ZONE } from './test-field.js';

export interface RotvCard {
  /** The name as the units file spells it. */
  readonly name: string;
  readonly powers: readonly string[];
}

export const ROTV_CARDS: readonly RotvCard[] = [
  { name: 'Marro Warriors', powers: ['Water Clone'] },
  { name: 'Deathwalker 9000', powers: ['Explosion Special Attack', 'Range Enhancement'] },
  { name: 'Izumi Samurai', powers: ['Counter Strike'] },
  { name: 'Sgt. Drake Alexander (1)', powers: ['Thorian Speed', 'Grapple Gun 25'] },
  { name: 'Syvarris', powers: ['Double Attack'] },
  { name: 'Krav Maga Agents', powers: ['Stealth Dodge'] },
  { name: 'Tarn Viking Warriors', powers: ['Berserker Charge'] },
  { name: 'Agent Carr', powers: ['Ghost Walk', 'Sword of Reckoning 4', 'Disengage'] },
  { name: 'Zettian Guards', powers: ['Zettian Targeting'] },
  { name: 'Airborne Elite', powers: ['Grenade Special Attack', 'The Drop'] },
  { name: 'Finn the Viking Champion', powers: ['Attack Aura 1', "Warrior's Attack Spirit 1"] },
  { name: 'Thorgrim the Viking Champion', powers: ["Warrior's Armor Spirit 1", 'Defensive Aura 1'] },
  { name: 'Raelin the Kyrie Warrior (1)', powers: ['Defensive Aura', 'Flying'] },
  { name: 'Mimring', powers: ['Fire Line Special Attack', 'Flying'] },
  { name: 'Ne-gok-sa', powers: ['Mind Shackle 20'] },
  { name: 'Grimnak', powers: ['Chomp', 'Orc Warrior Enhancement'] },
];

/** The 16 cards from imported units, in ROTV_CARDS order; an error names the first one missing. */
export function rotvCards(cards: readonly ArmyCard[], where: string): Result<ArmyCard[], string> {
  const out: ArmyCard[] = [];
  for (const r of ROTV_CARDS) {
    const c = cards.find((x) => x.name === r.name);
    if (!c) return err(`${where}: no unit named "${r.name}" (a Rise of the Valkyrie card)`);
    out.push(c);
  }
  return ok(out);
}

/** Two armies sharing out the 16 cards (alternately), for battles that play every Rise of the Valkyrie power. */
export function rotvArmies(cards: readonly ArmyCard[]): Army[] {
  return [
    { name: 'Red', zone: RED_ZONE, cards: cards.filter((_, i) => i % 2 === 0) },
    { name: 'Blue', zone: BLUE_ZONE, cards: cards.filter((_, i) => i % 2 === 1) },
  ];
}
