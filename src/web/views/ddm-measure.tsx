/**
 * The DDM board's measuring tool: switched on, a click on a creature picks where to measure from,
 * then a click on another creature or a square asks the server for the range in squares, line of
 * sight, line of effect and cover — computed by the game's own geometry on the position shown (the
 * live table's, or a replay step's: src/server/measure.ts), never re-computed here. Stepping the
 * replay starts the measuring over (the creatures may stand elsewhere on the new position). The result is a bar above the board and
 * a line drawn between the two.
 */
import { useEffect, useState } from 'react';
import type { Measure } from '../../server/measure.js';

export interface MeasureEnd {
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

export interface MeasureTool {
  readonly on: boolean;
  readonly from: number | null;
  readonly result: Measure | null;
  readonly error: string | null;
  readonly line: { readonly a: MeasureEnd; readonly b: MeasureEnd } | null;
  toggle(): void;
  /** A click on a creature while measuring (true: the tool took the click). */
  creature(id: number, at: MeasureEnd): boolean;
  /** A click on a square while measuring. */
  square(x: number, y: number): boolean;
}

/** `position`: the API path of the position shown (ViewProps.position); undefined: no measuring. */
export function useMeasure(position: string | undefined): MeasureTool {
  const [on, setOn] = useState(false);
  const [from, setFrom] = useState<{ id: number; at: MeasureEnd } | null>(null);
  const [result, setResult] = useState<Measure | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [line, setLine] = useState<MeasureTool['line']>(null);
  useEffect(() => {
    setFrom(null);
    setResult(null);
    setLine(null);
    setError(null);
  }, [position]);
  const ask = (query: string, b: MeasureEnd): void => {
    if (!position || !from) return;
    setError(null);
    fetch(`${position}/measure?from=${from.id}&${query}`)
      .then(async (r) => {
        const body = (await r.json()) as Measure & { error?: { message: string } };
        if (!r.ok) throw new Error(body.error?.message ?? `${r.status}`);
        setResult(body);
        setLine({ a: from.at, b });
      })
      .catch((e: Error) => {
        setResult(null);
        setLine(null);
        setError(e.message);
      });
  };
  return {
    on: on && position !== undefined,
    from: from?.id ?? null,
    result,
    error,
    line,
    toggle() {
      setOn(!on);
      setFrom(null);
      setResult(null);
      setLine(null);
      setError(null);
    },
    creature(id, at) {
      if (!on) return false;
      if (!from || from.id === id) {
        setFrom(from?.id === id ? null : { id, at });
        setResult(null);
        setLine(null);
      } else ask(`to=${id}`, at);
      return true;
    },
    square(x, y) {
      if (!on) return false;
      if (from) ask(`x=${x}&y=${y}`, { x, y, size: 1 });
      return true;
    },
  };
}

const yes = (b: boolean | null): string => (b === null ? '—' : b ? 'yes' : 'no');

/** The bar above the board: the switch, what to click next, and the last measurement. */
export function MeasureBar({ tool, fromName }: { tool: MeasureTool; fromName: string | null }) {
  return (
    <div className="measure-bar" data-testid="measure-bar">
      <button type="button" data-testid="measure-toggle" aria-pressed={tool.on} onClick={tool.toggle} title="Range and line of sight from a creature">
        Measure range {tool.on ? '(on)' : '(off)'}
      </button>
      {tool.on && tool.from === null && <span>Click the creature to measure from.</span>}
      {tool.on && tool.from !== null && !tool.result && <span>From {fromName}: click a creature or a square.</span>}
      {tool.on && tool.result && (
        <span data-testid="measure-result" role="status">
          {tool.result.from} → {tool.result.to}: <strong data-testid="measure-range">{tool.result.range}</strong> square{tool.result.range === 1 ? '' : 's'} ·
          line of sight: <strong data-testid="measure-sight">{yes(tool.result.lineOfSight)}</strong> · line of effect: {yes(tool.result.lineOfEffect)}
          {tool.result.rangedCover !== null && (
            <>
              {' '}
              · cover vs ranged: <strong data-testid="measure-cover">{yes(tool.result.rangedCover)}</strong>
            </>
          )}
          {tool.result.meleeCover !== null && <> · cover vs melee: {yes(tool.result.meleeCover)}</>}
        </span>
      )}
      {tool.error && (
        <span className="error" role="alert">
          {tool.error}
        </span>
      )}
    </div>
  );
}
