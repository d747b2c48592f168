/**
 * The Heroscape battlefield in 3D (three.js through @react-three/fiber): each terrain cell a hex
 * tile stacked on the ones below (water-like tiles thin, as they add no height), obstacles as
 * columns, glyphs as discs, treasure glyphs as gems, a Fortress Door as a slab on its Doorway (darker
 * with its wound markers), figures as pieces in their side's colour (a Marro Hive as one piece over its six
 * hexes, drawn instead of its terrain piece), and the spaces the open
 * decision offers as rings on the board. The camera orbits and zooms with the mouse or the fingers
 * (three's OrbitControls). Labels and the clickable marks of figures and spaces are ordinary HTML
 * buttons laid over the canvas at the projected position of what they mark, so they can be tabbed
 * to, read by a screen reader, and clicked or tapped; a click on a tile of the canvas picks that
 * tile's space too. The scene renders only when something changed (`frameloop="demand"`).
 */
import { Canvas, useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { BoxGeometry, Color, CylinderGeometry, InstancedMesh, Matrix4, MeshStandardMaterial, OctahedronGeometry, Vector3 } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { hexXY, OBSTACLE_COLOUR, terrainColour, THIN, type Battlefield, type Spot } from './heroscape-board.js';

/** World height of one level (a tile is much thinner than it is wide). */
export const LEVEL = 0.3;
const RADIUS = 1 / Math.sqrt(3);

export const worldOf = (s: Spot, lift = 0): [number, number, number] => {
  const p = hexXY(s.q, s.r);
  return [p.x, s.level * LEVEL + lift, p.y];
};

/** One mark laid over the canvas: its key, the world point it follows, and the element (set by the overlay). */
export interface Anchor {
  readonly key: string;
  readonly at: readonly [number, number, number];
}

export interface PieceDraw {
  readonly id: string;
  readonly head: Spot;
  readonly tail: Spot | null;
  /** A Marro Hive's five other spaces (its body covers all six), else empty. */
  readonly extra: readonly Spot[];
  readonly colour: string;
  /** Height of the piece in levels (the card's Height, kept readable). */
  readonly height: number;
  readonly glow: boolean;
}

export interface RingDraw {
  readonly key: string;
  readonly at: Spot;
  readonly colour: string;
}

interface Props {
  readonly field: Battlefield;
  readonly pieces: readonly PieceDraw[];
  readonly rings: readonly RingDraw[];
  readonly anchors: readonly Anchor[];
  /** The overlay's elements by anchor key (filled by the overlay's refs). */
  readonly elements: Map<string, HTMLElement>;
  /** A tile was clicked: its column and the level of the space on top of that cell. */
  readonly onTile: (s: Spot) => void;
}

interface TileInstance {
  readonly spot: Spot;
  readonly y: number;
  readonly h: number;
  readonly colour: string;
}

function tilesOf(field: Battlefield): TileInstance[] {
  const out: TileInstance[] = [];
  for (const c of field.columns)
    for (const cell of c.cells) {
      const thin = THIN.has(cell.terrain);
      const h = thin ? LEVEL * 0.25 : LEVEL * 0.94;
      // A land cell fills [z, z+1): its space is on top, at level z+1; a thin tile lies on level z.
      const level = thin ? cell.z : cell.z + 1;
      out.push({ spot: { q: c.q, r: c.r, level }, y: level * LEVEL - h / 2, h, colour: terrainColour(cell.terrain) });
    }
  return out;
}

const HEX = new CylinderGeometry(RADIUS * 0.97, RADIUS * 0.97, 1, 6);

function Tiles({ field, onTile }: { field: Battlefield; onTile: (s: Spot) => void }) {
  const tiles = useMemo(() => tilesOf(field), [field]);
  const ref = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const m = new Matrix4();
    const col = new Color();
    tiles.forEach((t, i) => {
      const p = hexXY(t.spot.q, t.spot.r);
      m.makeScale(1, t.h, 1).setPosition(p.x, t.y, p.y);
      mesh.setMatrixAt(i, m);
      mesh.setColorAt(i, col.set(t.colour));
    });
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
    invalidate();
  }, [tiles, invalidate]);
  const click = (e: ThreeEvent<MouseEvent>): void => {
    e.stopPropagation();
    const t = e.instanceId !== undefined ? tiles[e.instanceId] : undefined;
    if (t) onTile(t.spot);
  };
  return (
    <instancedMesh key={tiles.length} ref={ref} args={[HEX, undefined, Math.max(1, tiles.length)]} onClick={click}>
      <meshStandardMaterial roughness={0.9} />
    </instancedMesh>
  );
}

const POST = new CylinderGeometry(0.22, 0.3, 1, 8);
/** The pieces of terrain; a Hive piece a living Marro Hive stands in is drawn as that figure (`hives`: its hexes "q,r" joined by spaces). */
function Obstacles({ field, hives }: { field: Battlefield; hives: string }) {
  const posts = useMemo(() => {
    const body = new Set(hives.split(' '));
    return field.obstacles.filter((o) => !(o.kind === 'hive' && o.hexes.every((h) => body.has(`${h.q},${h.r}`)))).flatMap((o) => o.hexes);
  }, [field, hives]);
  const ref = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const m = new Matrix4();
    posts.forEach((h, i) => {
      const p = hexXY(h.q, h.r);
      m.makeScale(1, h.height * LEVEL, 1).setPosition(p.x, (h.base + h.height / 2) * LEVEL, p.y);
      mesh.setMatrixAt(i, m);
    });
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
    invalidate();
  }, [posts, invalidate]);
  if (posts.length === 0) return null;
  return (
    <instancedMesh key={posts.length} ref={ref} args={[POST, undefined, posts.length]}>
      <meshStandardMaterial color={OBSTACLE_COLOUR} roughness={1} />
    </instancedMesh>
  );
}

/** A closed Door's drawn height in world units: its levels, bounded so it does not hide the battlefield. */
export const doorHeight = (levels: number): number => Math.min(levels, 12) * LEVEL;

const SLAB = new BoxGeometry(RADIUS * 1.6, 1, 0.16);
/**
 * The Fortress Doors on Doorway Space #1: a closed Door as a slab its height tall, darker with each
 * wound marker; an open one as a low sill; a destroyed one not at all ("Destroying the Door").
 */
function Doors({ field }: { field: Battlefield }) {
  return (
    <>
      {field.doors.map((d, i) => {
        if (d.state === 'destroyed') return null;
        const h = d.state === 'closed' ? doorHeight(d.height) : 0.08;
        const [x, y, z] = worldOf(d.at);
        const worn = Math.min(1, d.wounds / Math.max(1, d.life));
        return (
          <mesh key={i} geometry={SLAB} position={[x, y + h / 2, z]} scale={[1, h, 1]}>
            <meshStandardMaterial color={new Color('#8b5a2b').lerp(new Color('#2a1a0c'), worn)} roughness={0.8} />
          </mesh>
        );
      })}
    </>
  );
}

const GEM = new OctahedronGeometry(0.16);
/** Treasure glyphs lying on the battlefield: a gem above the space, gold when power side up. */
function Treasures({ field }: { field: Battlefield }) {
  return (
    <>
      {field.treasures.map((t) =>
        t.at ? (
          <mesh key={`${t.at.q},${t.at.r},${t.at.level}`} geometry={GEM} position={worldOf(t.at, 0.2)}>
            <meshStandardMaterial color={t.side === 'power' ? '#f5c518' : '#7e57c2'} metalness={0.4} roughness={0.4} />
          </mesh>
        ) : null,
      )}
    </>
  );
}

const BODY = new CylinderGeometry(0.26, 0.32, 1, 16);
/** A piece's drawn height in world units (the card's Height, bounded so every piece stays readable). */
export const pieceHeight = (height: number): number => Math.max(2, Math.min(height, 8)) * LEVEL * 0.55;

function Piece({ p }: { p: PieceDraw }) {
  const h = pieceHeight(p.height);
  const material = useMemo(
    () => new MeshStandardMaterial({ color: p.colour, emissive: p.glow ? '#ffd24a' : '#000000', emissiveIntensity: p.glow ? 0.6 : 0 }),
    [p.colour, p.glow],
  );
  const [x, y, z] = worldOf(p.head);
  if (p.extra.length > 0)
    // The Marro Hive: one body over its six hexes (a hex prism on each), in its side's colour.
    return (
      <group>
        {[p.head, ...p.extra].map((s) => {
          const [hx, hy, hz] = worldOf(s);
          return <mesh key={`${s.q},${s.r}`} geometry={HEX} material={material} position={[hx, hy + h / 2, hz]} scale={[0.98, h, 0.98]} />;
        })}
      </group>
    );
  return (
    <group>
      <mesh geometry={BODY} material={material} position={[x, y + h / 2, z]} scale={[1, h, 1]} />
      {p.tail ? <mesh geometry={BODY} material={material} position={worldOf(p.tail, h / 3)} scale={[0.8, (h * 2) / 3, 0.8]} /> : null}
    </group>
  );
}

const RING = new CylinderGeometry(RADIUS * 0.8, RADIUS * 0.8, 0.04, 6);
function Ring({ r }: { r: RingDraw }) {
  return (
    <mesh geometry={RING} position={worldOf(r.at, 0.03)}>
      <meshBasicMaterial color={r.colour} transparent opacity={0.75} />
    </mesh>
  );
}

/**
 * Turning and zooming the camera (mouse: drag, wheel; touch: one finger turns, two zoom and pan).
 * The camera starts above the near edge looking at the middle, far enough back for the whole width
 * of the battlefield to show on a narrow (phone) screen too.
 */
function Controls({ target, offset }: { target: [number, number, number]; offset: [number, number, number] }) {
  const camera = useThree((s) => s.camera);
  const dom = useThree((s) => s.gl.domElement);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    const { width, height } = dom.getBoundingClientRect();
    const back = height > 0 && width > 0 ? Math.max(1, 1.3 / (width / height)) : 1;
    camera.position.set(target[0] + offset[0] * back, target[1] + offset[1] * back, target[2] + offset[2] * back);
    const c = new OrbitControls(camera, dom);
    c.target.set(...target);
    c.maxPolarAngle = Math.PI * 0.47;
    c.minDistance = 2;
    c.maxDistance = 80;
    c.update();
    const changed = (): void => invalidate();
    c.addEventListener('change', changed);
    invalidate();
    return () => {
      c.removeEventListener('change', changed);
      c.dispose();
    };
  }, [camera, dom, invalidate, target, offset]);
  return null;
}

/** Moves each overlay element to the screen point of its anchor after every rendered frame. */
function Projector({ anchors, elements }: { anchors: readonly Anchor[]; elements: Map<string, HTMLElement> }) {
  const invalidate = useThree((s) => s.invalidate);
  const v = useMemo(() => new Vector3(), []);
  useEffect(() => invalidate(), [anchors, invalidate]);
  useFrame(({ camera, size }) => {
    // The renderer updates the camera's matrices only when it draws, after this: bring them up to
    // date now, or the marks would follow where the camera was a frame ago.
    camera.updateMatrixWorld();
    for (const a of anchors) {
      const el = elements.get(a.key);
      if (!el) continue;
      v.set(a.at[0], a.at[1], a.at[2]).project(camera);
      const off = v.z > 1 || Math.abs(v.x) > 1.05 || Math.abs(v.y) > 1.05;
      el.style.visibility = off ? 'hidden' : 'visible';
      el.style.transform = `translate(${((v.x + 1) / 2) * size.width}px, ${((1 - v.y) / 2) * size.height}px) translate(-50%, -50%)`;
    }
  });
  return null;
}

export function Board3D({ field, pieces, rings, anchors, elements, onTile }: Props) {
  // The camera is placed from the battlefield's extent only: a tile placed or a piece removed does not move it.
  const pts = field.columns.map((c) => hexXY(c.q, c.r));
  const xs = pts.map((p) => p.x);
  const ys = pts.map((p) => p.y);
  const minX = Math.min(...xs, 0);
  const maxX = Math.max(...xs, 1);
  const minY = Math.min(...ys, 0);
  const maxY = Math.max(...ys, 1);
  const hives = pieces.flatMap((p) => (p.extra.length ? [p.head, ...p.extra].map((s) => `${s.q},${s.r}`) : [])).join(' ');
  const { target, offset } = useMemo(() => {
    const cx = (minX + maxX) / 2;
    const cy = (minY + maxY) / 2;
    const span = Math.max(maxX - minX, maxY - minY, 4);
    const t: [number, number, number] = [cx, 0, cy];
    const o: [number, number, number] = [0, span * 0.85, span * 0.7];
    return { target: t, offset: o };
  }, [minX, maxX, minY, maxY]);
  return (
    <Canvas
      frameloop="demand"
      dpr={1}
      gl={{ preserveDrawingBuffer: true, antialias: true }}
      camera={{ position: [target[0] + offset[0], offset[1], target[2] + offset[2]], fov: 40, near: 0.1, far: 400 }}
      aria-hidden="true"
      data-testid="hs-canvas"
    >
      <color attach="background" args={['#dfe7ee']} />
      <ambientLight intensity={0.9} />
      <directionalLight position={[target[0] - 8, 20, target[2] - 6]} intensity={1.6} />
      <Tiles field={field} onTile={onTile} />
      <Obstacles field={field} hives={hives} />
      {field.glyphs.map((g) => (
        <mesh key={`${g.q},${g.r}`} position={worldOf(g, 0.03)} scale={[0.75, 1, 0.75]} geometry={RING}>
          <meshStandardMaterial color={g.side === 'power' ? '#e2b93b' : '#8c7a3c'} />
        </mesh>
      ))}
      <Doors field={field} />
      <Treasures field={field} />
      {rings.map((r) => (
        <Ring key={r.key} r={r} />
      ))}
      {pieces.map((p) => (
        <Piece key={p.id} p={p} />
      ))}
      <Controls target={target} offset={offset} />
      <Projector anchors={anchors} elements={elements} />
    </Canvas>
  );
}

/** Whether this browser can draw WebGL (else the table shows the 2D board). */
export function webglAvailable(): boolean {
  try {
    const c = document.createElement('canvas');
    return (c.getContext('webgl2') ?? c.getContext('webgl')) !== null;
  } catch {
    return false;
  }
}
