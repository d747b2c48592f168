// Implements: dice-masters-battle-for-faerun — "PLAY AREAS" and "BASIC ETIQUETTE" (it must be clear
// which dice are in which area; you may count the dice in your bag, but not see the draw order).
import type { Json } from '../../core/index.js';
import { cardDef } from './cards/catalogue.js';
import { attack, cardOf, defense, faceLabel, faceOf } from './rules/dice.js';
import { PLAYER_ZONES, type DieState, type DmState } from './types.js';

function dieView(s: DmState, d: DieState): Json {
  const c = cardOf(s, d);
  const f = faceOf(s, d);
  const v: Record<string, Json> = { id: d.id, card: c.key, title: c.key === 'npc' ? 'NPC' : c.title };
  // Dice in the bag, prep area and used pile are not rolled dice: only their type matters.
  // …except the active player's prep area during the roll and reroll step: those dice have just been rolled.
  const rolling = d.zone === 'prep' && s.step === 'roll-and-reroll' && d.owner === s.active;
  if (rolling || d.zone === 'reserve' || d.zone === 'field' || d.zone === 'attack' || d.zone === 'captured') {
    v.face = faceLabel(f);
    if (f.t === 'char') {
      v.level = f.level;
      v.attack = attack(s, d);
      v.defense = defense(s, d);
      v.damage = d.damage;
    }
  }
  if (d.zone === 'attack') {
    v.engaged = d.engaged;
    v.blocked = d.blocked;
  }
  if (d.zone === 'captured') v.capturedBy = d.capturedBy;
  if (d.attachedTo >= 0) v.attachedTo = d.attachedTo;
  if (d.control) v.controlledFrom = d.control.from;
  return v;
}

export function observeState(s: DmState, _viewer: number | null): Json {
  return {
    turn: s.turn,
    active: s.active,
    step: s.step,
    players: s.players.map((p, i) => {
      const zones: Record<string, Json> = {};
      for (const z of PLAYER_ZONES) {
        const list = s.dice.filter((d) => d.owner === i && d.zone === z);
        zones[z] = z === 'bag' ? list.length : list.map((d) => dieView(s, d));
      }
      return { name: p.name, life: p.life, startLife: p.startLife, genericEnergy: p.tokenEnergy, zones };
    }),
    cards: s.cards
      .map((slot, i) => ({ slot, i }))
      .filter(({ slot }) => slot.key !== 'npc')
      .map(({ slot, i }) => {
        const c = cardDef(slot.key);
        return {
          slot: i,
          key: c.key,
          title: c.title,
          subtitle: c.subtitle,
          owner: slot.owner,
          cost: c.cost,
          energy: c.energy,
          unpurchased: s.dice.filter((d) => d.card === i && d.zone === 'supply').length,
          experience: slot.xp,
        };
      }),
  };
}
