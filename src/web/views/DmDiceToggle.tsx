/**
 * Choosing several Dice Masters dice by toggling them (issue 22, item 4), instead of a list of every
 * subset or one die at a time with no way back:
 * - **Reroll** (the roll-and-reroll step offers one option per group of dice, payload `{dice: [ids]}`,
 *   and the engine lists dice that are alike — same card, same face — once): the player toggles dice;
 *   the option whose dice are alike die for die with the selection is the one Confirm chooses.
 * - **Attackers** (the engine asks die by die: `attack:<id>` with payload `{die}`, then `done`): the
 *   player toggles dice and may take any back; Confirm sends the declarations one question at a time,
 *   then `done`. Each answer still goes through the ordinary choose path, so nothing the engine
 *   would refuse can be sent.
 */
import { useEffect, useRef, useState } from 'react';
import type { Decision, Json, Option } from '../../core/index.js';
import type { DmDieView as DieView } from '../../games/dicemasters/observe.js';

type Mode = 'reroll' | 'attackers' | null;

const payloadOf = (o: Option): Readonly<Record<string, Json | undefined>> =>
  o.payload && typeof o.payload === 'object' && !Array.isArray(o.payload) ? (o.payload as Readonly<Record<string, Json | undefined>>) : {};
const diceOf = (o: Option): number[] => {
  const d = payloadOf(o).dice;
  return Array.isArray(d) ? d.filter((x): x is number => typeof x === 'number') : [];
};

export interface DiceToggle {
  readonly active: boolean;
  readonly mode: Mode;
  /** What a click on a die does, in words ("reroll it", "attack with it"). */
  readonly verb: string;
  readonly selected: readonly number[];
  can(die: number): boolean;
  flip(die: number): void;
  clear(): void;
  /** The option the selection stands for (reroll), or null when none matches. */
  readonly match: Option | null;
  confirm(): void;
  /** The option that declines: keep every die / do not attack. */
  readonly decline: Option | null;
  choose(id: string): void;
}

export function useDiceToggle(decision: Decision | null, dice: readonly DieView[], choose: (id: string) => void, busy: boolean): DiceToggle {
  const mode: Mode =
    decision?.kind === 'reroll' && decision.options.some((o) => diceOf(o).length > 0)
      ? 'reroll'
      : decision?.kind === 'attackers' && decision.options.some((o) => o.id.startsWith('attack:'))
        ? 'attackers'
        : null;
  const [picked, setPicked] = useState<{ rqid: number; dice: number[] }>({ rqid: -1, dice: [] });
  // Declared attackers still to send, one per question; null when no declaration is under way.
  const [queue, setQueue] = useState<number[] | null>(null);
  const sentFor = useRef<number>(-1);
  const rqid = decision?.rqid ?? -1;
  const selected = picked.rqid === rqid ? picked.dice : [];

  const byId = new Map(dice.map((d) => [d.id, d]));
  const alike = (id: number): string => `${byId.get(id)?.card ?? '?'}|${byId.get(id)?.face ?? ''}`;
  const signature = (ids: readonly number[]): string => ids.map(alike).sort().join(',');
  const toggleable = new Set<number>();
  if (mode === 'reroll') for (const o of decision!.options) for (const d of diceOf(o)) toggleable.add(d);
  if (mode === 'attackers')
    for (const o of decision!.options) if (o.id.startsWith('attack:') && typeof payloadOf(o).die === 'number') toggleable.add(payloadOf(o).die as number);
  // Every die that may be rerolled is in some group (the group of all of them, at least), so the
  // union of the options' dice is exactly the dice a player may toggle; alike dice match by signature.

  const match =
    mode === 'reroll' && selected.length > 0
      ? (decision!.options.find((o) => diceOf(o).length === selected.length && signature(diceOf(o)) === signature(selected)) ?? null)
      : null;
  const decline =
    mode === 'reroll'
      ? (decision!.options.find((o) => diceOf(o).length === 0) ?? null)
      : mode === 'attackers'
        ? (decision!.options.find((o) => o.id === 'done') ?? null)
        : null;

  // Sends the queued attacker declarations, one per question the engine asks.
  useEffect(() => {
    if (queue === null || busy || !decision || sentFor.current === decision.rqid) return;
    if (decision.kind === 'main' || decision.kind === 'reroll') {
      // The attack step is over (the game moved on without asking again): nothing is left to send.
      setQueue(null);
      return;
    }
    if (decision.kind !== 'attackers') return; // another question came first (an ability): wait for the next attackers one
    const next = queue.find((id) => decision.options.some((o) => o.id === `attack:${id}`));
    sentFor.current = decision.rqid;
    if (next !== undefined) {
      setQueue(queue.filter((id) => id !== next));
      choose(`attack:${next}`);
    } else {
      setQueue(null);
      const done = decision.options.find((o) => o.id === 'done');
      if (done) choose(done.id);
    }
  }, [queue, busy, decision, choose]);

  return {
    active: mode !== null && queue === null,
    mode,
    verb: mode === 'reroll' ? 'reroll it' : 'attack with it',
    selected,
    can: (die) => mode !== null && queue === null && toggleable.has(die),
    flip: (die) => setPicked({ rqid, dice: selected.includes(die) ? selected.filter((x) => x !== die) : [...selected, die] }),
    clear: () => setPicked({ rqid, dice: [] }),
    match,
    confirm: () => {
      if (mode === 'reroll' && match) choose(match.id);
      if (mode === 'attackers' && selected.length > 0) setQueue([...selected]);
    },
    decline,
    choose,
  };
}

export function DiceToggleBar({ toggle, busy }: { toggle: DiceToggle; busy: boolean }) {
  if (!toggle.active || !toggle.mode) return null;
  const n = toggle.selected.length;
  const reroll = toggle.mode === 'reroll';
  return (
    <div
      className="dice-toggle-bar"
      data-testid="dice-toggle-bar"
      data-mode={toggle.mode}
      role="group"
      aria-label={reroll ? 'Choose dice to reroll' : 'Declare attackers'}
    >
      <span>
        {reroll ? 'Click dice to reroll them' : 'Click your field dice to attack with them'} (click again to take one back).{' '}
        <strong data-testid="toggled-count">{n}</strong> selected.
      </span>
      <button
        className="primary"
        data-testid={reroll ? 'confirm-reroll' : 'confirm-attackers'}
        disabled={busy || n === 0 || (reroll && !toggle.match)}
        onClick={toggle.confirm}
      >
        {reroll ? `Reroll ${n} ${n === 1 ? 'die' : 'dice'}` : `Attack with ${n}`}
      </button>
      {n > 0 && (
        <button className="secondary" data-testid="clear-toggle" onClick={toggle.clear}>
          Take all back
        </button>
      )}
      {toggle.decline && (
        <button className="secondary" disabled={busy} data-testid="decline-toggle" onClick={() => toggle.choose(toggle.decline!.id)}>
          {reroll ? 'Keep every die' : 'Do not attack'}
        </button>
      )}
    </div>
  );
}
