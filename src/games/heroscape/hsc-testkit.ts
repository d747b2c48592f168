// Test helpers for the .hsc reader: a CArchive writer and a small valid file that uses every record
// shape (header strings and scenario, terrain, obstacle, glyph, start, custom and figure tiles).
// Format facts: ../shared/docs/hsc-format.md.

/** A minimal CArchive writer for synthetic files (versions and errors the samples don't cover). */
export class Writer {
  private readonly bytes: number[] = [];
  f64(v: number) {
    const b = new Uint8Array(8);
    new DataView(b.buffer).setFloat64(0, v, true);
    this.bytes.push(...b);
    return this;
  }
  i32(v: number) {
    const b = new Uint8Array(4);
    new DataView(b.buffer).setInt32(0, v, true);
    this.bytes.push(...b);
    return this;
  }
  u8(v: number) {
    this.bytes.push(v & 0xff);
    return this;
  }
  ansi(s: string) {
    const enc = [...s].map((c) => c.charCodeAt(0)); // Latin-1 range only in these tests
    this.u8(enc.length);
    this.bytes.push(...enc);
    return this;
  }
  unicode(s: string) {
    this.u8(0xff).u8(0xfe).u8(0xff).u8(s.length);
    for (const c of s) this.bytes.push(c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8);
    return this;
  }
  tile(type: number, v: number, rot: number, x: number, y: number, z: number, extra?: (w: Writer) => void) {
    this.i32(type).f64(v).i32(rot).i32(x).i32(y).i32(z);
    extra?.(this);
    return this;
  }
  get length() {
    return this.bytes.length;
  }
  done() {
    return Uint8Array.from(this.bytes);
  }
}

/** A small valid 0.0007 file: 7 tiles, every optional tile field present. */
export function sampleHsc(): Uint8Array {
  const w = new Writer().f64(0.0007).unicode('Sample').unicode('Skirmish').unicode('2').i32(3).u8(0x7b).u8(0x5c).u8(0x7d);
  w.i32(6).i32(80).i32(1).i32(0).i32(1);
  w.i32(7);
  w.tile(1007, 0.0003, 0, 0, 0, 0, (t) => t.u8(0).unicode('').unicode('').i32(0x00a000));
  w.tile(4001, 0.0003, 0, 4, 0, 0, (t) => t.u8(0).unicode('').unicode('').i32(0));
  w.tile(10011, 0.0003, 0, 1, 1, 1, (t) => t.u8(0).unicode('').unicode('').i32(0));
  w.tile(14065, 0.0003, 0, 0, 1, 1, (t) => t.u8(65).unicode('Astrid').unicode('').i32(0));
  w.tile(15001, 0.0003, 0, 1, 0, 1, (t) => t.u8(0).unicode('').unicode('Red').i32(0x0000ff));
  w.tile(17000, 0.0003, 0, 0, 3, 0, (t) =>
    t.u8(0).unicode('').unicode('').i32(0x808080).i32(2).unicode('tex.bmp').unicode('side.bmp').unicode('X').unicode('Slab'),
  );
  w.tile(18002, 0.0003, 0, 2, 1, 1, (t) => t.u8(0).unicode('').unicode('').i32(0).unicode('Grimnak').unicode('grimnak.sgl'));
  return w.done();
}
