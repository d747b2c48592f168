/**
 * Reader for Virtualscape `.hsc` map files (MFC CArchive, little-endian). Pure: bytes in, a plain
 * document out; the caller does the file I/O. Format facts: ../shared/docs/hsc-format.md.
 * Rulebook: heroscape-master-game-guide — "Set Up Your Battlefield" (battlefields are built from a
 * scenario's map; community maps live in these files).
 */
import { tileDef } from './tiles.js';

/**
 * A malformed file: names the file, the byte offset, the tile (when inside one) and what was found
 * against what was expected. Every way a file can be malformed ends here, never in a JS exception
 * from an impossible length or coordinate.
 */
export class HscFormatError extends Error {
  constructor(
    readonly file: string,
    readonly tileIndex: number | null,
    readonly offset: number,
    readonly reason: string,
  ) {
    super(`${file}: byte ${offset}${tileIndex === null ? '' : ` (tile ${tileIndex})`}: ${reason}`);
    this.name = 'HscFormatError';
  }
}

/**
 * Tile coordinates accepted: the community maps stay within 0–40, Virtualscape's own board is far
 * smaller than this bound, and a corrupted coordinate (up to 2³¹) would otherwise make the compiled
 * battlefield grid (board.ts) gigabytes large.
 */
export const HSC_COORD_LIMIT = 1000;

/** The smallest tile record (0.0001: type, version, rotation, x, y, z), bounding the tile count by the file size. */
const MIN_TILE_BYTES = 4 + 8 + 4 * 4;

export interface HscTile {
  /** Position of the tile in the file (0-based) and the byte offset where its record starts. */
  readonly index: number;
  readonly offset: number;
  readonly type: number;
  readonly tileVersion: number;
  readonly rotation: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  /** Raw glyph letter byte (0.0002+), null before. */
  readonly glyphLetter: number | null;
  readonly glyphName: string;
  readonly startName: string;
  /** COLORREF 0x00BBGGRR (0.0003+), null before. */
  readonly color: number | null;
  readonly custom: { readonly hexes: number; readonly texture: string; readonly textureSide: string; readonly char: string; readonly name: string } | null;
  readonly figure: { readonly name: string; readonly file: string } | null;
}

export interface HscDocument {
  readonly file: string;
  readonly version: number;
  readonly name: string;
  readonly author: string;
  readonly playerNumber: string;
  /** Scenario text (RTF for 0.0004+, decoded as Windows-1252). */
  readonly scenario: string;
  readonly tiles: readonly HscTile[];
}

const DOC_VERSIONS = [0.0001, 0.0002, 0.0003, 0.0004, 0.0005, 0.0006, 0.0007];
const TILE_VERSIONS = [0.0001, 0.0002, 0.0003];

class Reader {
  pos = 0;
  tileIndex: number | null = null;
  private readonly view: DataView;
  private static ansi = new TextDecoder('windows-1252');
  private static utf16 = new TextDecoder('utf-16le');
  constructor(
    readonly bytes: Uint8Array,
    readonly file: string,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  fail(reason: string, at = this.pos): never {
    throw new HscFormatError(this.file, this.tileIndex, at, reason);
  }
  get left(): number {
    return this.bytes.length - this.pos;
  }
  need(n: number, what: string): void {
    if (n > this.left) this.fail(`the file ends inside the ${what} (expected ${n} byte(s), ${this.left} left)`);
  }
  u8(what: string): number {
    this.need(1, what);
    return this.view.getUint8(this.pos++);
  }
  u16(what: string): number {
    this.need(2, what);
    const v = this.view.getUint16(this.pos, true);
    this.pos += 2;
    return v;
  }
  u32(what: string): number {
    this.need(4, what);
    const v = this.view.getUint32(this.pos, true);
    this.pos += 4;
    return v;
  }
  i32(what: string): number {
    this.need(4, what);
    const v = this.view.getInt32(this.pos, true);
    this.pos += 4;
    return v;
  }
  f64(what: string): number {
    this.need(8, what);
    const v = this.view.getFloat64(this.pos, true);
    this.pos += 8;
    return v;
  }
  /** MFC CString: optional 0xFF 0xFEFF Unicode marker, then a 1/2/4-byte length prefix. */
  cstring(what: string): string {
    const start = this.pos;
    let unicode = false;
    let n = this.u8(what);
    if (n === 0xff) {
      n = this.u16(what);
      if (n === 0xfffe) {
        unicode = true;
        n = this.u8(what);
        if (n === 0xff) {
          n = this.u16(what);
          if (n === 0xffff) n = this.u32(what);
        }
      } else if (n === 0xffff) n = this.u32(what);
    }
    const byteLen = unicode ? n * 2 : n;
    if (byteLen > this.left)
      this.fail(
        `${what}: a string of ${n} ${unicode ? 'UTF-16 units' : 'bytes'} is longer than the rest of the file (expected at most ${this.left} bytes)`,
        start,
      );
    const slice = this.bytes.subarray(this.pos, this.pos + byteLen);
    this.pos += byteLen;
    return (unicode ? Reader.utf16 : Reader.ansi).decode(slice);
  }
  /** `n` bytes whose length field started at `lenAt`. */
  raw(n: number, what: string, lenAt: number): Uint8Array {
    if (n < 0 || n > this.left) this.fail(`${what} length ${n} is ${n < 0 ? 'negative' : 'larger than the file'} (expected 0 to ${this.left})`, lenAt);
    const s = this.bytes.subarray(this.pos, this.pos + n);
    this.pos += n;
    return s;
  }
}

function readTile(rd: Reader, index: number): HscTile {
  const offset = rd.pos;
  rd.tileIndex = index;
  const type = rd.i32('tile type');
  if (!tileDef(type)) rd.fail(`unknown tile type code ${type} (expected a Virtualscape tile type, family × 1000 + variant)`, offset);
  const vAt = rd.pos;
  const tileVersion = rd.f64('tile version');
  if (!TILE_VERSIONS.includes(tileVersion)) rd.fail(`unsupported tile version ${tileVersion} (expected ${TILE_VERSIONS.join(', ')})`, vAt);
  const rAt = rd.pos;
  const rotation = rd.i32('rotation');
  if (rotation < 0 || rotation > 5) rd.fail(`rotation ${rotation} is out of range (expected 0 to 5)`, rAt);
  const coord = (what: string): number => {
    const at = rd.pos;
    const v = rd.i32(what);
    if (Math.abs(v) > HSC_COORD_LIMIT) rd.fail(`${what} ${v} is off the battlefield (expected ${-HSC_COORD_LIMIT} to ${HSC_COORD_LIMIT})`, at);
    return v;
  };
  const x = coord('x');
  const y = coord('y');
  const z = coord('z');
  let glyphLetter: number | null = null;
  let glyphName = '';
  let startName = '';
  let color: number | null = null;
  let custom: HscTile['custom'] = null;
  let figure: HscTile['figure'] = null;
  if (tileVersion >= 0.0002) {
    glyphLetter = rd.u8('glyph letter');
    glyphName = rd.cstring('glyph name');
    startName = rd.cstring('start area name');
  }
  if (tileVersion >= 0.0003) {
    color = rd.u32('colour');
    if (type === 17000) {
      const hAt = rd.pos;
      const hexes = rd.i32('custom tile hex count');
      if (hexes < 1 || hexes > 1000) rd.fail(`custom tile hex count ${hexes} is out of range (expected 1 to 1000)`, hAt);
      custom = {
        hexes,
        texture: rd.cstring('custom texture'),
        textureSide: rd.cstring('custom side texture'),
        char: rd.cstring('custom character'),
        name: rd.cstring('custom name'),
      };
    } else if (Math.floor(type / 1000) === 18) {
      figure = { name: rd.cstring('figure name'), file: rd.cstring('figure file') };
    }
  }
  return { index, offset, type, tileVersion, rotation, x, y, z, glyphLetter, glyphName, startName, color, custom, figure };
}

/** Parses a whole `.hsc` file. Throws HscFormatError on anything it cannot read exactly. */
export function parseHsc(bytes: Uint8Array, file: string): HscDocument {
  const rd = new Reader(bytes, file);
  const version = rd.f64('document version');
  if (!DOC_VERSIONS.includes(version)) rd.fail(`unsupported document version ${version} (expected ${DOC_VERSIONS.join(', ')}: not a Virtualscape map?)`, 0);
  let name = '';
  let author = '';
  let playerNumber = '';
  let scenario = '';
  if (version >= 0.0002) {
    name = rd.cstring('map name');
    author = rd.cstring('author');
    if (version >= 0.0003) playerNumber = rd.cstring('player number');
    if (version === 0.0003) scenario = rd.cstring('scenario');
    if (version >= 0.0004) {
      const lenAt = rd.pos;
      const len = rd.i32('scenario length');
      scenario = new TextDecoder('windows-1252').decode(rd.raw(len, 'scenario', lenAt));
    }
    rd.i32('levels per page');
    rd.i32('printing transparency');
    rd.i32('printing grid');
    if (version >= 0.0005) rd.i32('print tile number');
    if (version >= 0.0007) rd.i32('print start area as level');
  }
  const nAt = rd.pos;
  const n = rd.i32('tile count');
  const most = Math.floor(rd.left / MIN_TILE_BYTES);
  if (n < 0) rd.fail(`tile count ${n} is negative (expected 0 to ${most})`, nAt);
  if (n > most) rd.fail(`tile count ${n} is larger than the file (expected at most ${most}: each tile takes ${MIN_TILE_BYTES} bytes or more)`, nAt);
  const tiles: HscTile[] = [];
  for (let i = 0; i < n; i++) tiles.push(readTile(rd, i));
  rd.tileIndex = null;
  if (rd.pos !== bytes.length) rd.fail(`${bytes.length - rd.pos} unexpected byte(s) after the last tile (expected the file to end)`);
  return { file, version, name, author, playerNumber, scenario, tiles };
}
