/**
 * The invite links of a table's other human seats (issue 22, item 1): one per seat, each with a copy
 * button and a QR code, so the creator can send it or let a phone scan it. A link carries that
 * seat's secret and nothing else; opening it claims the seat (ClaimPage), so the creator's own URL
 * never holds another seat's token (docs/security.md, "Seats").
 *
 * The links are kept in this browser (localStorage, per table) so the table page can still show them
 * to the creator until the invited players have arrived.
 */
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';

export interface InviteLink {
  readonly seat: number;
  readonly url: string;
}

const key = (table: string): string => `skirmish:invites:${table}`;

export const savedInvites = {
  get(table: string): InviteLink[] {
    try {
      const v = JSON.parse(localStorage.getItem(key(table)) ?? '[]') as unknown;
      return Array.isArray(v) ? v.filter((l): l is InviteLink => typeof l === 'object' && l !== null && 'seat' in l && 'url' in l) : [];
    } catch {
      return [];
    }
  },
  set(table: string, links: readonly InviteLink[]): void {
    localStorage.setItem(key(table), JSON.stringify(links));
  },
};

function QrCanvas({ text, label }: { text: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (canvas.current) QRCode.toCanvas(canvas.current, text, { width: 132, margin: 1 }).catch(() => setFailed(true));
  }, [text]);
  if (failed) return null;
  return <canvas ref={canvas} className="qr" role="img" aria-label={label} data-testid="invite-qr" />;
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  return (
    <button
      type="button"
      data-testid="copy-invite"
      onClick={() => {
        // The clipboard needs a secure context (https or localhost); elsewhere the link stays selectable.
        const done = navigator.clipboard?.writeText(text);
        if (!done) setCopied('no');
        else done.then(() => setCopied('yes')).catch(() => setCopied('no'));
      }}
    >
      {copied === 'yes' ? 'Copied' : copied === 'no' ? 'Select the link to copy it' : 'Copy link'}
    </button>
  );
}

export function InviteLinks({ links, seatName }: { links: readonly InviteLink[]; seatName: (seat: number) => string }) {
  if (links.length === 0) return null;
  return (
    <div className="invites" data-testid="invites">
      <h3>Invite links</h3>
      <p>
        Send each player their own link (or let them scan its code). Opening a link takes the seat for that browser; the link then stops working for anyone
        else, so treat it like a password until it is used.
      </p>
      <ul className="invite-list">
        {links.map((l) => (
          <li key={l.seat} data-testid={`invite-${l.seat + 1}`}>
            <div>
              <strong>{seatName(l.seat)}</strong>
              <input readOnly value={l.url} aria-label={`Invite link for ${seatName(l.seat)}`} data-testid="invite-url" onFocus={(e) => e.target.select()} />
              <CopyButton text={l.url} />
            </div>
            <QrCanvas text={l.url} label={`QR code of the invite link for ${seatName(l.seat)}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
