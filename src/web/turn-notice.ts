/**
 * Telling a player that a decision is theirs (issue 22, item 6): the tab's title says so (visible in
 * a background tab) and, unless the player turned it off, a short tone plays — only when the turn
 * passes to them, not on every update. The tone is made with the Web Audio API (no sound file).
 */
import { useEffect, useRef, useState } from 'react';

const BASE_TITLE = 'Skirmish — web table';
const SOUND_KEY = 'skirmish:sound';

function beep(): void {
  try {
    const Ctx = window.AudioContext;
    if (!Ctx) return;
    const ctx = new Ctx();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 660;
    gain.gain.setValueAtTime(0.08, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + 0.25);
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.25);
    osc.onended = () => void ctx.close();
  } catch {
    // No audio (a browser policy before any click, or no device): the title still tells.
  }
}

/** Sets the title while it is this screen's decision and sounds once when it becomes so. */
export function useTurnNotice(myTurn: boolean, prompt: string | null): { sound: boolean; setSound: (on: boolean) => void } {
  const [sound, setSoundState] = useState(() => localStorage.getItem(SOUND_KEY) !== 'off');
  const was = useRef(false);
  useEffect(() => {
    document.title = myTurn ? `▶ Your turn — ${BASE_TITLE}` : BASE_TITLE;
    if (myTurn && !was.current && sound) beep();
    was.current = myTurn;
  }, [myTurn, prompt, sound]);
  useEffect(
    () => () => {
      document.title = BASE_TITLE;
    },
    [],
  );
  return {
    sound,
    setSound: (on) => {
      localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
      setSoundState(on);
    },
  };
}
