/**
 * The Dice Masters table: both players' areas (opponent on top), dice drawn as dice (DmDieFace), the
 * cards with rules text rendered by the engine from their encoding and their six faces drawn, and the
 * centre's basic actions. A die or card that a current option is about becomes clickable; when
 * several options share it (a purchase or a fielding with several ways to pay energy) a picker lists
 * the payments. Rerolls and attackers are chosen by toggling dice (useDiceToggle) and confirming.
 */
import { useState } from 'react';
import type { Option } from '../../core/index.js';
import type { DmCardView as CardView, DmDieView as DieView, DmPlayerView as PlayerView, DmView } from '../../games/dicemasters/observe.js';
import { useCardTexts } from '../card-texts.js';
import { cardFaces } from './dm-faces.js';
import { DiceToggleBar, useDiceToggle } from './DmDiceToggle.js';
import { DmDieFace } from './DmDieFace.js';
import { Picker } from './Picker.js';
import { optionsWhere, type ViewProps } from './types.js';

const ZONES: { key: keyof PlayerView['zones']; label: string }[] = [
  { key: 'attack', label: 'Attack zone' },
  { key: 'field', label: 'Field' },
  { key: 'reserve', label: 'Reserve pool' },
  { key: 'prep', label: 'Prep area' },
  { key: 'used', label: 'Used pile' },
  { key: 'out', label: 'Out of play' },
  { key: 'captured', label: 'Captured' },
];

const ENERGY_ICON: Record<string, string> = { fist: 'fist', bolt: 'bolt', mask: 'mask', shield: 'shield', generic: 'generic', wild: 'any' };

/** The engine's step ids ("roll-and-reroll") as a player says them ("Roll and reroll"). */
const stepName = (step: string): string => {
  const words = step.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function DiceMastersView({ obs, viewer, decision, choose, busy, hover }: ViewProps) {
  const v = obs.view as unknown as DmView;
  const texts = useCardTexts('dicemasters');
  const [picking, setPicking] = useState<{ title: string; options: Option[] } | null>(null);
  const allDice = v.players.flatMap((p) => Object.values(p.zones).filter((z): z is DieView[] => Array.isArray(z))).flat();
  const toggle = useDiceToggle(decision, allDice, choose, busy);
  const [pickHover, setPickHover] = useState<Option | null>(null);
  // The dice a hovered payment would spend (payload.pay = [{ref: 'die:<id>', amount}]), shown before choosing.
  const paying = new Set<number>();
  const shownOption = pickHover ?? hover ?? null;
  const pay =
    shownOption?.payload && typeof shownOption.payload === 'object' && !Array.isArray(shownOption.payload)
      ? (shownOption.payload as { pay?: unknown }).pay
      : undefined;
  if (Array.isArray(pay))
    for (const part of pay as { ref?: unknown }[]) if (typeof part.ref === 'string' && part.ref.startsWith('die:')) paying.add(Number(part.ref.slice(4)));
  const textOf = (key: string): string => texts.find((t) => t.name.endsWith(`[${key}]`))?.text ?? '';

  const act = (title: string, options: Option[]): void => {
    if (busy || options.length === 0) return;
    if (options.length === 1) choose(options[0]!.id);
    else setPicking({ title, options });
  };

  const me = viewer ?? 0;
  const order = [1 - me, me].filter((i) => i >= 0 && i < v.players.length);

  const dieChip = (d: DieView) => {
    // While dice are being toggled (a reroll, the attackers), a click toggles instead of choosing.
    const toggling = toggle.can(d.id);
    const opts = toggle.active ? [] : optionsWhere(decision, (p) => p.die === d.id);
    const clickable = (toggling || opts.length > 0) && !busy;
    const on = toggle.selected.includes(d.id);
    return (
      <button
        key={d.id}
        className={`die ${clickable ? 'clickable' : ''} ${on ? 'toggled' : ''} ${d.blocked ? 'blocked' : ''} ${paying.has(d.id) ? 'paying' : ''}`}
        data-testid="die"
        data-die={d.id}
        data-toggled={toggling ? String(on) : undefined}
        aria-pressed={toggling ? on : undefined}
        disabled={!clickable}
        title={toggling ? `${d.title}: click to ${on ? 'take it back' : toggle.verb}` : opts.map((o) => o.label).join('\n') || d.title}
        onClick={() => (toggling ? toggle.flip(d.id) : act(`${d.title}: choose`, opts))}
      >
        <span className="die-title">
          {d.title} <span className="die-num">#{d.id}</span>
        </span>
        {d.face ? (
          // A new face (a roll) mounts a new span, which tumbles in once (none with prefers-reduced-motion).
          <span className="die-roll" data-testid="die-roll" key={JSON.stringify(d.face)}>
            <DmDieFace face={d.face} attack={d.attack} defense={d.defense} />
          </span>
        ) : (
          <span className="die-body blank" role="img" aria-label="not rolled" />
        )}
        {d.damage ? <span className="die-stats">{d.damage} damage</span> : null}
      </button>
    );
  };

  const cardBox = (c: CardView) => {
    const opts = optionsWhere(decision, (p) => p.slot === c.slot);
    const clickable = opts.length > 0 && !busy;
    return (
      <div key={c.slot} className={`card ${clickable ? 'clickable' : ''}`} data-testid="card" data-card={c.key}>
        <div className="card-head">
          <strong>{c.title}</strong> <span className="muted">{c.subtitle}</span>
        </div>
        <div className="card-cost">
          cost {c.cost} {c.energy ? (ENERGY_ICON[c.energy] ?? c.energy) : ''} · {c.unpurchased} dice left{c.experience ? ` · ${c.experience} XP` : ''}
        </div>
        <div className="card-text">
          {textOf(c.key)
            .split('\n')
            .filter((l) => !l.startsWith('Faces: '))
            .join('\n')}
        </div>
        {cardFaces(textOf(c.key)).length > 0 && (
          <div className="card-faces" data-testid="card-faces" role="group" aria-label="the die's six faces">
            {cardFaces(textOf(c.key)).map((f, i) => (
              <DmDieFace key={i} face={f} small />
            ))}
          </div>
        )}
        {clickable && (
          <button data-testid="card-act" onClick={() => act(`${c.title}: choose how to pay`, opts)}>
            {opts.length === 1 ? opts[0]!.label : `Buy / use… (${opts.length} ways to pay)`}
          </button>
        )}
      </div>
    );
  };

  return (
    <div className="dm-table" data-testid="dm-table">
      <div className="dm-turn">
        Turn {v.turn} · {v.players[v.active]?.name}&apos;s turn · {stepName(v.step)}
      </div>
      <DiceToggleBar toggle={toggle} busy={busy} />
      {order.map((i) => {
        const p = v.players[i]!;
        return (
          <section key={i} className={`panel dm-player ${i === me && viewer !== null ? 'mine' : 'theirs'}`} data-testid={`dm-player-${i}`}>
            <header>
              <strong>{p.name}</strong>{' '}
              <span className="life" data-testid={`life-${i}`}>
                ♥ {p.life}
              </span>
              /{p.startLife} · bag {p.zones.bag} dice
              {p.genericEnergy ? ` · ${p.genericEnergy} generic energy` : ''}
            </header>
            <div className="zones">
              {ZONES.map(({ key, label }) => {
                const dice = p.zones[key] as DieView[];
                if (dice.length === 0 && (key === 'out' || key === 'captured')) return null;
                return (
                  <div key={key} className={`zone zone-${key}`}>
                    <div className="zone-label">{label}</div>
                    <div className="dice">{dice.length ? dice.map(dieChip) : <span className="muted">—</span>}</div>
                  </div>
                );
              })}
            </div>
            <div className="cards">{v.cards.filter((c) => c.owner === i).map(cardBox)}</div>
          </section>
        );
      })}
      <section className="panel dm-centre">
        <h3>Basic actions (centre)</h3>
        <div className="cards">{v.cards.filter((c) => c.owner < 0).map(cardBox)}</div>
      </section>
      {picking && <Picker title={picking.title} options={picking.options} choose={choose} close={() => setPicking(null)} onHover={setPickHover} />}
    </div>
  );
}
