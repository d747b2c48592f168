// Implements ddm-battle-rules-2011, "The Battle (Game Overview)" steps 1-3 (reveal, choose the battle
// map by champion test, set-up order and side), "Set-Up" (start areas, several regions, overflow,
// items), "SCOUT", "WANDERING MONSTER"; the guidelines' "Map Set up".
import { freezeAll, type Option } from '../../../core/index.js';
import { geo, nearStartPositions, positionsNearRegion, scoutPositions, startPositions, victoryRegions } from '../geo.js';
import type { DdmCtx } from '../ctx.js';
import { handler, step } from '../steps.js';
import type { CreatureState, DdmState } from '../state.js';
import { bestChampion, championTest } from './champion-test.js';
import { cardOf } from './common.js';
import { halveHitPoints } from './damage.js';
import { destroyUnsupported } from './hit-points.js';
import { powerAnswers } from '../abilities/queries.js';

const posId = (x: number, y: number) => `${x},${y}`;

/** Registers every creature's continuous powers and usable items as effects ("Continuous Powers"). */
function registerEffects(ctx: DdmCtx): void {
  const s = ctx.state;
  for (const c of s.creatures) {
    // Sneak Attack, continuous powers with a handler, custom files with query handlers: one effect
    // each per creature, as their modules answer the query `inPlay`.
    for (const e of powerAnswers(s, c).inPlay)
      ctx.addEffect({ name: `${e.name}#${c.id}`, handler: e.handler, owner: c.owner, source: c.label, params: { creature: c.id, ...e.params } });
    for (const i of c.usableItems) {
      const item = s.items[i];
      if (!item) continue;
      if (item.defenseBonus)
        ctx.addEffect({
          name: `${item.name}#${c.id}`,
          handler: 'item-defense',
          owner: c.owner,
          source: c.label,
          params: { creature: c.id, amount: item.defenseBonus },
        });
      if (item.attackBonus)
        ctx.addEffect({
          name: `${item.name} attack#${c.id}`,
          handler: 'item-attack',
          owner: c.owner,
          source: c.label,
          params: { creature: c.id, amount: item.attackBonus },
        });
    }
  }
}

/**
 * "Hit Points", Set-Up Effects: a set-up HP power changes the maximum and current HP to the card's
 * score after the bonus or penalty, and the bloodied value to half the new maximum (rounded down to
 * a multiple of 5). A printed bloodied value is replaced too: the rule says "set to half".
 */
function setupHitPoints(ctx: DdmCtx): void {
  const s = ctx.state;
  for (const c of s.creatures) {
    let bonus = 0;
    for (const p of powerAnswers(s, c).setupHp) {
      if (p.ifChampionKeyword !== undefined && !hasChampionWith(s, c.owner, p.ifChampionKeyword)) continue;
      bonus += p.amount;
    }
    if (bonus === 0) continue;
    // Never below 5 HP: a creature starts the battle in play.
    c.maxHp = Math.max(5, cardOf(s, c).hp + bonus);
    c.hp = c.maxHp;
    c.bloodied = halveHitPoints(c.maxHp);
    ctx.emit('setup-hp', { creature: c.id, label: c.label, maxHp: c.maxHp, bloodied: c.bloodied });
  }
}

function hasChampionWith(s: DdmState, player: number, keyword: string): boolean {
  return s.creatures.some((o) => o.owner === player && (s.cards[o.card]?.championRating ?? 0) > 0 && (s.cards[o.card]?.keywords ?? []).includes(keyword));
}

export const reveal = handler<'reveal'>({
  run(ctx) {
    const s = ctx.state;
    // Card data never changes during a battle: tables built once per battle are keyed on the card
    // table (abilities/listening.ts, rules/mount.ts) and would go stale, so a change in place throws.
    freezeAll(s.cards);
    freezeAll(s.items);
    registerEffects(ctx);
    setupHitPoints(ctx);
    ctx.emit('reveal', { warbands: s.warbandNames, creatures: s.creatures.map((c) => `${c.label} (P${c.owner + 1})`), maps: s.maps.map((m) => m.name) });
    ctx.push(step('map-test', {}));
    // Animated Weapon: a warband without an ally of the keyword loses the creature at once (its windows before the map test).
    for (const owner of [0, 1]) destroyUnsupported(ctx, owner);
  },
});

/** Step 2: the champion-test winner picks a map (theirs or the opponent's) or defers. */
export const mapTest = handler<'map-test'>({
  run(ctx) {
    const s = ctx.state;
    const t = championTest([bestChampion(s, 0), bestChampion(s, 1)], () => ctx.rng.d20());
    s.champion = t.winner;
    ctx.emit('champion-test', { purpose: 'map', rolls: t.rolls.map((r) => [...r]), winner: t.winner });
    if (s.maps.length < 2) {
      ctx.push(step('setup-order', { player: 1 - t.winner }));
      return;
    }
    const options: Option[] = s.maps.map((m, i) => ({ id: `map:${i}`, label: `Play on ${m.name}` }));
    options.push({ id: 'defer', label: 'Defer the map choice to the opponent' });
    return ctx.ask(t.winner, 'choose-map', 'You won the champion test: choose the battle map.', options);
  },
  choose(ctx, _st, option) {
    const s = ctx.state;
    if (option.id === 'defer') {
      ctx.push(step('map-pick', { player: 1 - s.champion }));
      return;
    }
    pickMap(ctx, Number(option.id.slice(4)), s.champion);
  },
});

function pickMap(ctx: DdmCtx, i: number, chooser: number): void {
  const s = ctx.state;
  const m = s.maps[i];
  if (m) s.map = m;
  ctx.emit('map-chosen', { player: chooser, map: s.map.name });
  ctx.push(step('setup-order', { player: 1 - chooser }));
}

export const mapPick = handler<'map-pick'>({
  run(ctx, st) {
    return ctx.ask(
      st.player,
      'choose-map',
      'Your opponent deferred: choose the battle map.',
      ctx.state.maps.map((m, i) => ({ id: `map:${i}`, label: `Play on ${m.name}` })),
    );
  },
  choose(ctx, st, option) {
    pickMap(ctx, Number(option.id.slice(4)), st.player);
  },
});

/** Step 3: the player who did not choose the map chooses who sets up first. */
export const setupOrder = handler<'setup-order'>({
  run(ctx, st) {
    return ctx.ask(st.player, 'setup-order', 'Choose which player sets up first.', [
      { id: 'me', label: 'I set up first' },
      { id: 'opponent', label: 'My opponent sets up first' },
    ]);
  },
  choose(ctx, st, option) {
    const first = option.id === 'me' ? st.player : 1 - st.player;
    ctx.push(step('choose-side', { player: first }));
  },
});

export const chooseSide = handler<'choose-side'>({
  run(ctx, st) {
    return ctx.ask(st.player, 'choose-side', 'Choose your side.', [
      { id: 'A', label: 'Start Area A' },
      { id: 'B', label: 'Start Area B' },
    ]);
  },
  choose(ctx, st, option) {
    const s = ctx.state;
    s.side[st.player] = option.id;
    s.side[1 - st.player] = option.id === 'A' ? 'B' : 'A';
    ctx.emit('side', { player: st.player, side: option.id });
    const order = [st.player, 1 - st.player];
    const steps = [];
    for (const p of order) for (const c of s.creatures) if (c.owner === p) steps.push(step('place', { creature: c.id }));
    ctx.push(...steps, step('round-start', {}));
  },
});

function placeAt(ctx: DdmCtx, c: CreatureState, x: number, y: number, how: string): void {
  c.pos = { x, y };
  c.lastLegal = { x, y };
  ctx.emit('placed', { creature: c.id, label: c.label, x, y, how });
}

/** Puts one creature: in the start area (or nearest), in an empty victory area (Scout), or a random one (Wandering Monster). */
export const place = handler<'place'>({
  run(ctx, st) {
    const s = ctx.state;
    const c = s.creatures[st.creature] as CreatureState;
    const placement = powerAnswers(s, c).setupPlacement;
    const g = geo(s);
    const side = (s.side[c.owner] ?? 'A') as 'A' | 'B';
    // "Delayed Appearance": starts off the map, not in play, until its own power places it (powers/appearance.ts).
    if (placement.delayed) return void ctx.emit('delayed', { creature: c.id, label: c.label });
    if (placement.wandering) {
      const regions = [...victoryRegions(s.map, 'A'), ...victoryRegions(s.map, 'B'), ...victoryRegions(s.map, 'AB')];
      if (regions.length > 0) {
        const r = regions[Math.floor(((ctx.rng.d20() - 1) * regions.length) / 20)] as Set<number>;
        const spots = positionsNearRegion(g, c, r);
        const spot = spots[0];
        if (spot && spots.length === 1) return placeAt(ctx, c, spot.x, spot.y, 'wandering monster');
        if (spots.length > 1)
          return ctx.ask(
            c.owner,
            'place',
            `Place ${c.label} (Wandering Monster) in its victory area.`,
            spots.map((p) => ({ id: posId(p.x, p.y), label: `(${p.x},${p.y})`, payload: { x: p.x, y: p.y } })),
          );
      }
    }
    const options: Option[] = startPositions(g, c, side).map((p) => ({ id: posId(p.x, p.y), label: `(${p.x},${p.y})`, payload: { x: p.x, y: p.y } }));
    if (placement.scout) {
      for (const p of scoutPositions(g, c))
        options.push({ id: `scout:${posId(p.x, p.y)}`, label: `Scout: victory area (${p.x},${p.y})`, payload: { x: p.x, y: p.y } });
    }
    // A card's "within N squares of your start area": those positions too.
    if (placement.nearStart > 0) {
      for (const p of nearStartPositions(g, c, side, placement.nearStart))
        options.push({ id: `near:${posId(p.x, p.y)}`, label: `Near the start area (${p.x},${p.y})`, payload: { x: p.x, y: p.y } });
    }
    if (options.length === 0) {
      ctx.emit('no-room', { creature: c.id, label: c.label });
      return;
    }
    return ctx.ask(c.owner, 'place', `Set up ${c.label} in Start Area ${side}.`, options);
  },
  choose(ctx, st, option) {
    const c = ctx.state.creatures[st.creature] as CreatureState;
    const how = option.id.startsWith('scout:') ? 'scout' : option.id.startsWith('near:') ? 'near start area' : 'start area';
    const id = how === 'start area' ? option.id : option.id.slice(option.id.indexOf(':') + 1);
    const [x, y] = id.split(',').map(Number);
    placeAt(ctx, c, x ?? 0, y ?? 0, how);
  },
});

export function initialSideless(s: DdmState): void {
  s.side = ['A', 'B'];
}
