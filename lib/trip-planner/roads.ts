import { haversineKm, type Point } from './geo';
import { ROAD_NODES, ROUTES, type RoadClass } from './road-data';

/**
 * Offline drive estimates on the road graph in road-data.ts: the fastest path by Dijkstra, entered
 * and left by a short local leg. No network, so the same answer on the server and in the editor.
 */

/** Roads are not straight: a segment between two listed towns is the straight line times this. */
const CURVE: Record<RoadClass, number> = { interstate: 1.06, divided: 1.12, highway: 1.15 };
/**
 * Typical speeds in km/h, below the limit to allow for towns, lights and traffic. Alabama posts
 * 70 mph (113 km/h) on rural Interstates, 65 mph (105 km/h) on most four-lane US highways and
 * 55 mph (89 km/h) on two-lane state routes; the four-lane and two-lane speeds are those limits
 * less the towns each road runs through, which the graph does not list one by one.
 */
const SPEED: Record<RoadClass, number> = { interstate: 112, divided: 96, highway: 86 };
/** Every drive starts and ends with parking, lights and town streets, however short: five minutes at each end. */
export const DRIVE_OVERHEAD_MINUTES = 10;
/** Streets and county roads between a place and the network (and short trips that never use it). */
export const LOCAL_FACTOR = 1.3;
export const LOCAL_SPEED_KMH = 50;
/** The network is used when it is at least this much quicker than local roads all the way. */
const NETWORK_GAIN_MINUTES = 1;
/** A place joins the network at this many of its nearest nodes... */
const ACCESS_NODES = 3;
/** ...and at any road that passes within this many km (by local roads) of it. */
const ROADSIDE_KM = 8;

export type Drive = { km: number; minutes: number };
type Edge = { to: number; km: number; minutes: number };

const ids = Object.keys(ROAD_NODES);
const nodes = ids.map((id) => ROAD_NODES[id]!);
const index = new Map(ids.map((id, i) => [id, i]));
const adjacency: Edge[][] = nodes.map(() => []);
/** Every road segment once, for places that lie beside a road between two of its towns. */
const segments: { a: number; b: number; km: number; minutes: number }[] = [];
for (const route of ROUTES) {
  for (let i = 1; i < route.via.length; i += 1) {
    const a = index.get(route.via[i - 1]!);
    const b = index.get(route.via[i]!);
    if (a === undefined || b === undefined) throw new Error(`${route.ref} names a node that is not in ROAD_NODES.`);
    const km = haversineKm(nodes[a]!, nodes[b]!) * CURVE[route.cls];
    const minutes = (km / SPEED[route.cls]) * 60;
    adjacency[a]!.push({ to: b, km, minutes });
    adjacency[b]!.push({ to: a, km, minutes });
    segments.push({ a, b, km, minutes });
  }
}

const local = (a: Point, b: Point): Drive => {
  const km = haversineKm(a, b) * LOCAL_FACTOR;
  return { km, minutes: (km / LOCAL_SPEED_KMH) * 60 };
};

/** Where a place meets a segment: the nearest point of it, as a share of the way from a to b. */
function along(p: Point, a: Point, b: Point): { share: number; foot: Point } {
  // A flat projection is close enough over one segment (tens of km).
  const k = Math.cos((p.lat * Math.PI) / 180);
  const dx = (b.lng - a.lng) * k;
  const dy = b.lat - a.lat;
  const length2 = dx * dx + dy * dy;
  const share =
    length2 === 0 ? 0 : Math.min(1, Math.max(0, ((p.lng - a.lng) * k * dx + (p.lat - a.lat) * dy) / length2));
  return { share, foot: { lat: a.lat + dy * share, lng: a.lng + (b.lng - a.lng) * share } };
}

/**
 * How a place joins the network: by local roads to its nearest nodes, or to the nearest point of
 * a road that passes close by and then along it to either end. A museum beside US 80 halfway
 * between two towns is on US 80, not a long local drive from the nearer town.
 */
function accessLegs(p: Point): { node: number; drive: Drive }[] {
  const best = new Map<number, Drive>();
  const offer = (node: number, drive: Drive) => {
    const known = best.get(node);
    if (!known || drive.minutes < known.minutes) best.set(node, drive);
  };
  nodes
    .map((n, i) => ({ node: i, drive: local(p, n) }))
    .sort((x, y) => x.drive.minutes - y.drive.minutes)
    .slice(0, ACCESS_NODES)
    .forEach(({ node, drive }) => offer(node, drive));
  for (const s of segments) {
    const { share, foot } = along(p, nodes[s.a]!, nodes[s.b]!);
    if (share <= 0 || share >= 1) continue;
    const reach = local(p, foot);
    if (reach.km > ROADSIDE_KM) continue;
    offer(s.a, { km: reach.km + s.km * share, minutes: reach.minutes + s.minutes * share });
    offer(s.b, { km: reach.km + s.km * (1 - share), minutes: reach.minutes + s.minutes * (1 - share) });
  }
  return [...best].map(([node, drive]) => ({ node, drive }));
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
  // About 150 nodes: a linear scan for the nearest is quicker than keeping a heap.
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
    // Next door, local roads win: joining a road for a few seconds' gain is not a drive anyone takes.
    let bar = best.drive.minutes - NETWORK_GAIN_MINUTES;
    for (const { node, drive: leg } of exits[to]!) {
      const minutes = tree.minutes[node]! + leg.minutes;
      if (minutes < bar) {
        best = { node, drive: { km: tree.km[node]! + leg.km, minutes } };
        bar = minutes;
      }
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
