// Turns Dice Masters events into log sentences for the terminal and the web log.
import type { GameEvent } from '../../core/index.js';

const who = (d: GameEvent['data']): string => `P${Number(d.player ?? 0) + 1}`;
const list = (x: unknown): string => (Array.isArray(x) ? x.join(', ') : String(x));

export function narrateEvent(e: GameEvent): string {
  const d = e.data;
  switch (e.type) {
    case 'turn':
      return `— Turn ${String(d.turn)}: ${String(d.name)} (${who(d)}) —`;
    case 'drew':
      return `${who(d)} draws ${String(d.count)} dice: ${list(d.dice)}${d.swarm ? ' (Swarm)' : ''}`;
    case 'short-draw':
      return `${who(d)} is ${String(d.missing)} dice short: loses that much life and gains that much generic energy`;
    case 'bag-refilled':
      return `${who(d)} refills the bag with ${String(d.dice)} dice from the used pile`;
    case 'rolled':
      return `${who(d)} rolls: ${list(d.faces)}`;
    case 'rerolled':
      return `${who(d)} rerolls ${String(d.count)}: ${list(d.faces)}`;
    case 'purchased':
      return `${who(d)} purchases ${String(d.title)} (paid ${String(d.paid)})`;
    case 'fielded':
      return `${who(d)} fields ${String(d.name)}`;
    case 'action-used':
      return `${who(d)} uses ${String(d.title)}${Number(d.bursts) ? ` (${'*'.repeat(Number(d.bursts))})` : ''}`;
    case 'global-used':
      return `${who(d)} uses the global ability of ${String(d.title)}`;
    case 'life':
      return `${who(d)} ${Number(d.delta) < 0 ? 'loses' : 'gains'} ${Math.abs(Number(d.delta))} life (${String(d.why)}): now ${String(d.life)}`;
    case 'damage':
      return `${String(d.name)} takes ${String(d.amount)} damage`;
    case 'prevented':
      return `${String(d.name)} takes no damage (prevented)`;
    case 'knocked-out':
      return `${String(d.name)} is knocked out`;
    case 'regenerated':
      return `Regenerate: ${String(d.name)} rolls a character face and returns to the field`;
    case 'regenerate-failed':
      return 'Regenerate: not a character face; the die stays in the prep area';
    case 'attack':
      return `${who(d)} attacks with ${list(d.dice)}`;
    case 'block':
      return String(d.text);
    case 'breath-weapon':
      return `${who(d)} uses Breath Weapon ${String(d.x)}`;
    case 'energy-drain':
      return `Energy Drain spins ${String(d.name)} down`;
    case 'captured':
      return String(d.text);
    case 'released':
      return `Die #${String(d.die)} is released to the ${String(d.to)}`;
    case 'spun':
      return `${String(d.downName)} spun down; ${String(d.upName)} spun up`;
    case 'experience':
      return `${who(d)} places an experience token on ${String(d.card)} (${String(d.tokens)})`;
    case 'damage-all':
      return `${String(d.amount)} damage to every character in the field`;
    case 'status':
      return `Die #${String(d.die)} ${String(d.status)}`;
    case 'bonus':
      return `${String(d.name)} gets +${String(d.a)}A`;
    case 'moved':
      return `${String(d.name)} is moved to its owner's ${String(d.to)}`;
    case 'swapped':
      return `Die #${String(d.out)} is swapped out for die #${String(d.in)} (at level 1)`;
    case 'rolled-from-used':
      return `${String(d.name)} is rolled from the used pile into the reserve`;
    case 'draw-to-prep':
      return `${who(d)} draws a die into the prep area`;
    case 'drew-one':
      return `${who(d)} draws die #${String(d.die)}${d.npc ? ' (an NPC: to the used pile)' : ' and rolls it'}`;
    case 'drew-to-roll-npcs':
      return `${who(d)} draws ${Array.isArray(d.dice) ? d.dice.length : 0} dice`;
    case 'attached':
      return String(d.text);
    case 'unattached':
      return `${String(d.name)} stays in the field, unattached`;
    case 'controlled':
      return `${String(d.name)} is now controlled by P${Number(d.player) + 1}`;
    case 'control-ended':
      return `Control ends: ${String(d.name)} returns to P${Number(d.player) + 1} (${String(d.to)})`;
    case 'rerolled-die':
      return `${String(d.name)} #${String(d.die)} is rerolled: ${String(d.face)}`;
    case 'copied':
    case 'redirected':
    case 'prevented-effect':
    case 'prevention-ready':
      return String(d.text);
    case 'draft-begins':
      return `Draft: ${String(d.partySize)} dice per party (and starting life); basic actions ${list(d.basicActions)}; ${String(d.stacks)} card stacks`;
    case 'draft-stack':
      return `${who(d)} takes the stack ${list(d.cards)}`;
    case 'draft-dice':
      return Number(d.dice) > 0
        ? `${who(d)} drafts ${String(d.title)} (${String(d.subtitle)}) with ${String(d.dice)} dice`
        : `${who(d)} takes ${String(d.title)} (${String(d.subtitle)}) with no dice: the card is not used`;
    case 'draft-done':
      return `Draft over — ${list(d.parties)}`;
    case 'turn-end':
      return `${who(d)} ends the turn`;
    default:
      return `${e.type} ${JSON.stringify(d)}`;
  }
}
