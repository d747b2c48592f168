// Implements: dice-masters-battle-for-faerun — "CARDS" and "SHORTHAND CARD ABILITIES": our own rules
// text, generated from the encoding so the text shown is always what the engine enforces.
import type { Face } from '../types.js';
import type { Ability, CardDef, Effect } from './types.js';
import { EFFECT_CLASS_TEXT } from './effect-classes.js';
import { abilityText } from '../abilities/index.js';
import { opText } from '../abilities/ops/index.js';

export { EFFECT_CLASS_TEXT };

/** Our rules text for an effect: its op module's (abilities/ops/). */
export function renderEffect(e: Effect): string {
  return opText(e);
}

/** Our rules text for an ability: its module's (abilities/). */
export function renderAbility(a: Ability): string {
  return abilityText(a);
}

function renderFace(f: Face, gear: boolean): string {
  switch (f.t) {
    case 'energy':
      return f.n === 1 ? f.type : `${f.type} x${f.n}`;
    case 'wild':
      return '?';
    case 'generic':
      return `(${f.n})`;
    case 'char':
      return `L${f.level} ${f.cost}|${f.a}A|${f.d}D${'*'.repeat(f.bursts)}`;
    case 'action':
      return `${gear ? 'GEAR' : 'ACTION'}${'*'.repeat(f.bursts)}`;
  }
}

export function renderCard(c: CardDef): string {
  const head = [
    `Cost ${c.cost}${c.energy ? ` ${c.energy}` : ''}`,
    c.affiliation ? `${c.affiliation}, ${c.alignment}` : c.kind === 'action' || c.kind === 'gear' ? c.kind : '',
    c.equipSlot ? 'can carry gear' : '',
    `${c.basic ? 'Use' : 'Max'}: ${c.max}`,
  ]
    .filter(Boolean)
    .join(' · ');
  const lines = [head, ...c.abilities.map(renderAbility), `Faces: ${c.faces.map((f) => renderFace(f, c.kind === 'gear')).join(' / ')}`];
  return lines.join('\n');
}
