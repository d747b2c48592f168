// The terminal picture of a game: each player's life and play areas, the cards and what is on them.
import type { Observation } from '../../core/index.js';
import type { DmDieView, DmView } from './observe.js';

function die(d: DmDieView): string {
  const stats = d.level !== undefined ? ` L${d.level} ${d.attack}A/${d.defense}D${d.damage ? ` (${d.damage} dmg)` : ''}` : d.face ? ` [${d.face}]` : '';
  const eng = d.engaged && d.engaged.length ? ` vs #${d.engaged.join(',#')}` : d.blocked === false ? ' (unblocked)' : '';
  const extra = `${d.attachedTo !== undefined ? ` on #${d.attachedTo}` : ''}${d.controlledFrom !== undefined ? ` (controlled, P${d.controlledFrom + 1}'s)` : ''}`;
  return `${d.title}#${d.id}${stats}${eng}${d.capturedBy !== undefined ? ` under #${d.capturedBy}` : ''}${extra}`;
}

export function renderView(obs: Observation): string {
  const v = obs.view as unknown as DmView;
  const out: string[] = [`Turn ${v.turn} · ${v.players[v.active]?.name ?? ''} (P${v.active + 1}) to play · ${v.step}`];
  v.players.forEach((p, i) => {
    out.push(`P${i + 1} ${p.name}: life ${p.life}/${p.startLife}${p.genericEnergy ? ` · ${p.genericEnergy} generic energy` : ''}`);
    for (const [z, list] of Object.entries(p.zones)) {
      if (typeof list === 'number') out.push(`  bag: ${list} dice`);
      else if (list.length) out.push(`  ${z}: ${list.map(die).join('; ')}`);
    }
  });
  out.push('Cards:');
  for (const c of v.cards) {
    out.push(
      `  [${c.owner < 0 ? 'centre' : `P${c.owner + 1}`}] ${c.title}, ${c.subtitle} — cost ${c.cost}${c.energy ? ` ${c.energy}` : ''}, ${c.unpurchased} dice unpurchased${c.experience ? `, ${c.experience} XP` : ''}`,
    );
  }
  return out.join('\n');
}
