import { haversineKm, type Point } from './geo';
import { ROAD_NODES, ROUTES, type RoadClass } from './road-data';

/**
 * Offline drive estimates on the road graph in road-data.ts: the fastest path by Dijkstra, entered
 * and left by a short local leg. No network, so the same answer on the server and in the editor.
 */

/** Roads are not straight: a segment between two listed towns is the straight line times this. */
const CURVE: Record<RoadClass, number> = { interstate: 1.06, divided: 1.12, highway: 1.18 };
/** Typical speeds in km/h, below the limit to allow for towns, lights and traffic. */
const SPEED: Record<RoadClass, number> = { interstate: 112, divided: 84, highway: 76 };
/** Every drive starts and ends with parking, lights and town streets, however short. */
export const DRIVE_OVERHEAD_MINUTES = 8;
/** Streets and county roads between a place and the network (and short trips that never use it). */
export const LOCAL_FACTOR = 1.3;
export const LOCAL_SPEED_KMH = 50;
/** A place joins the network at this many of its nearest nodes. */
const ACCESS_NODES = 3;

export type Drive = { km: number; minutes: number };
type Edge = { to: number; km: number; minutes: number };

const ids = Object.keys(ROAD_NODES);
const nodes = ids.map((id) => ROAD_NODES[id]!);
const index = new Map(ids.map((id, i) => [id, i]));
const adjacency: Edge[][] = nodes.map(() => []);
for (const route of ROUTES) {
  for (let i = 1; i < route.via.length; i += 1) {
    const a = index.get(route.via[i - 1]!);
    const b = index.get(route.via[i]!);
    if (a === undefined || b === undefined) throw new Error(`${route.ref} names a node that is not in ROAD_NODES.`);
    const km = haversineKm(nodes[a]!, nodes[b]!) * CURVE[route.cls];
    const minutes = (km / SPEED[route.cls]) * 60;
    adjacency[a]!.push({ to: b, km, minutes });
    adjacency[b]!.push({ to: a, km, minutes });
  }
}

const local = (a: Point, b: Point): Drive => {
  const km = haversineKm(a, b) * LOCAL_FACTOR;
  return { km, minutes: (km / LOCAL_SPEED_KMH) * 60 };
};

function accessLegs(p: Point): { node: number; drive: Drive }[] {
  return nodes
    .map((n, i) => ({ node: i, drive: local(p, n) }))
    .sort((x, y) => x.drive.minutes - y.drive.minutes)
    .slice(0, ACCESS_NODES);
}

/**
 * Fastest times (and their km) from a place to every node: Dijkstra from its access legs. `via`
 * holds each node's previous node on that fastest path (-1 where the path leaves the place).
 */
function fromPlace(p: Point): { minutes: Float64Array; km: Float64Array; via: Int32Array } {
  const minutes = new Float64Array(nodes.length).fill(Infinity);
  const km = new Float64Array(nodes.length).fill(Infinity);
  const via = new Int32Array(nodes.length).fill(-1);
  for (const { node, drive } of accessLegs(p)) {
    minutes[node] = drive.minutes;
    km[node] = drive.km;
  }
  const done = new Uint8Array(nodes.length);
  // About a hundred nodes: a linear scan for the nearest is quicker than keeping a heap.
  for (;;) {
    let u = -1;
    for (let i = 0; i < nodes.length; i += 1)
      if (!done[i] && minutes[i]! < Infinity && (u < 0 || minutes[i]! < minutes[u]!)) u = i;
    if (u < 0) break;
    done[u] = 1;
    for (const e of adjacency[u]!) {
      const t = minutes[u]! + e.minutes;
      if (t < minutes[e.to]!) {
        minutes[e.to] = t;
        km[e.to] = km[u]! + e.km;
        via[e.to] = u;
      }
    }
  }
  return { minutes, km, via };
}

/** The fastest drive between two places: on the network, or straight there by local roads when that is quicker. */
export function roadDrive(a: Point, b: Point): Drive {
  return driveMatrix([a, b]).drive(0, 1);
}

/**
 * The line a drive follows on the road graph: the two places and the towns and junctions between
 * them, in order; just the two places when local roads are quicker. What maps draw for a leg.
 */
export function drivePath(a: Point, b: Point): Point[] {
  return driveMatrix([a, b]).path(0, 1);
}

export type DriveMatrix = {
  points: Point[];
  drive: (from: number, to: number) => Drive;
  /** The line of the drive between two points (see drivePath). */
  path: (from: number, to: number) => Point[];
};

/**
 * Drives between every pair of points, the one source of figures for the optimiser, the editor's
 * message and the itinerary. One Dijkstra per point; answers are computed on first ask.
 */
export function driveMatrix(points: Point[]): DriveMatrix {
  const trees = new Map<number, ReturnType<typeof fromPlace>>();
  const exits = points.map((p) => accessLegs(p));
  const memo = new Map<number, Drive>();
  const treeFrom = (from: number) => {
    let tree = trees.get(from);
    if (!tree) {
      tree = fromPlace(points[from]!);
      trees.set(from, tree);
    }
    return tree;
  };
  // The fastest way in: the node the drive leaves the network at, or -1 for local roads all the way.
  const bestExit = (from: number, to: number): { node: number; drive: Drive } => {
    const tree = treeFrom(from);
    let best = { node: -1, drive: local(points[from]!, points[to]!) };
    for (const { node, drive: leg } of exits[to]!) {
      const minutes = tree.minutes[node]! + leg.minutes;
      if (minutes < best.drive.minutes) best = { node, drive: { km: tree.km[node]! + leg.km, minutes } };
    }
    return best;
  };
  const drive = (from: number, to: number): Drive => {
    if (from === to) return { km: 0, minutes: 0 };
    const key = from * points.length + to;
    const known = memo.get(key);
    if (known) return known;
    const best = bestExit(from, to).drive;
    // A few metres apart (the same place, or a start at a stop) is no drive at all.
    const answer =
      best.km < 0.05 ? { km: 0, minutes: 0 } : { km: best.km, minutes: best.minutes + DRIVE_OVERHEAD_MINUTES };
    memo.set(key, answer);
    return answer;
  };
  const path = (from: number, to: number): Point[] => {
    const ends = [points[from]!, points[to]!];
    if (from === to) return [ends[0]!];
    const tree = treeFrom(from);
    const chain: Point[] = [];
    for (let n = bestExit(from, to).node; n >= 0; n = tree.via[n]!)
      chain.unshift({ lat: nodes[n]!.lat, lng: nodes[n]!.lng });
    return [ends[0]!, ...chain, ends[1]!];
  };
  return { points, drive, path };
}

/** Total drive of visiting matrix points in the order given. */
export function orderDrive(matrix: DriveMatrix, order: number[]): Drive {
  let km = 0;
  let minutes = 0;
  for (let i = 1; i < order.length; i += 1) {
    const d = matrix.drive(order[i - 1]!, order[i]!);
    km += d.km;
    minutes += d.minutes;
  }
  return { km, minutes };
}
