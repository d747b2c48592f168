// Implements: dice-masters-battle-for-faerun — "PLAY AREAS" and "BASIC ETIQUETTE" (it must be clear
// which dice are in which area; you may count the dice in your bag, but not see the draw order).
import type { Json } from '../../core/index.js';
import { cardDef } from './cards/catalogue.js';
import { attack, cardOf, defense, faceLabel, faceOf } from './rules/dice.js';
import { PLAYER_ZONES, type DieState, type DmState } from './types.js';

/** One die as a player sees it; faces only where the die has been rolled (reserve, field, attack…). */
export interface DmDieView {
  id: number;
  card: string;
  title: string;
  face?: string;
  level?: number;
  attack?: number;
  defense?: number;
  damage?: number;
  engaged?: number[];
  blocked?: boolean;
  capturedBy?: number;
  attachedTo?: number;
  controlledFrom?: number;
}

export interface DmPlayerView {
  name: string;
  life: number;
  startLife: number;
  genericEnergy: number;
  /** The bag is a count (its order is hidden); every other area lists its dice. */
  zones: { bag: number } & Record<Exclude<(typeof PLAYER_ZONES)[number], 'bag'>, DmDieView[]>;
}

export interface DmCardView {
  slot: number;
  key: string;
  title: string;
  subtitle: string;
  owner: number;
  cost: number;
  energy: string | null;
  unpurchased: number;
  experience: number;
}

/** What `observe` shows of a Dice Masters game: the shape the terminal and the web table render. */
export interface DmView {
  turn: number;
  active: number;
  step: string;
  players: DmPlayerView[];
  cards: DmCardView[];
}

function dieView(s: DmState, d: DieState): DmDieView {
  const c = cardOf(s, d);
  const f = faceOf(s, d);
  const v: DmDieView = { id: d.id, card: c.key, title: c.key === 'npc' ? 'NPC' : c.title };
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
    v.engaged = d.engaged.slice();
    v.blocked = d.blocked;
  }
  if (d.zone === 'captured') v.capturedBy = d.capturedBy;
  if (d.attachedTo >= 0) v.attachedTo = d.attachedTo;
  if (d.control) v.controlledFrom = d.control.from;
  return v;
}

export function observeState(s: DmState, viewer: number | null): Json {
  return viewOf(s, viewer) as unknown as Json;
}

export function viewOf(s: DmState, _viewer: number | null): DmView {
  return {
    turn: s.turn,
    active: s.active,
    step: s.step,
    players: s.players.map((p, i) => {
      const zones: Record<string, number | DmDieView[]> = {};
      for (const z of PLAYER_ZONES) {
        const list = s.dice.filter((d) => d.owner === i && d.zone === z);
        zones[z] = z === 'bag' ? list.length : list.map((d) => dieView(s, d));
      }
      return { name: p.name, life: p.life, startLife: p.startLife, genericEnergy: p.tokenEnergy, zones: zones as DmPlayerView['zones'] };
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
