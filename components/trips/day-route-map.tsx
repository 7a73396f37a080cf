import { COUNTY_OVERLAY, OVERLAY_FRAME } from '@/lib/map/county-overlay';
import { daySummary, type DayRoute } from '@/lib/trip-planner/day-routes';
import { ENGLISH_MAP_TEXT, type MapText } from '@/lib/trip-planner/map-messages';
import { MARKER_RADIUS_PX, routeFrame, type PlacedMarker } from './route-frame';
import styles from './route-map.module.css';
import { useMapText } from './use-map-text';

const WATER = '#cfe3f0';
const CASING = '#ffffff';

function Marker({ marker, unit }: { marker: PlacedMarker; unit: number }) {
  const r = MARKER_RADIUS_PX * unit;
  const [x, y] = marker.drawn;
  const moved = marker.drawn[0] !== marker.at[0] || marker.drawn[1] !== marker.at[1];
  const digits = marker.label.length;
  return (
    <g data-testid="route-marker" data-kind={marker.kind} data-label={marker.label} data-x={x} data-y={y}>
      <title>{marker.title}</title>
      {moved ? (
        <>
          <line x1={marker.at[0]} y1={marker.at[1]} x2={x} y2={y} stroke={marker.color} strokeWidth={1.5 * unit} />
          <circle
            cx={marker.at[0]}
            cy={marker.at[1]}
            r={3 * unit}
            fill={marker.color}
            stroke={CASING}
            strokeWidth={unit}
          />
        </>
      ) : null}
      {marker.kind === 'stop' ? (
        <circle cx={x} cy={y} r={r} fill={marker.color} stroke={CASING} strokeWidth={2 * unit} />
      ) : (
        <rect
          x={x - r}
          y={y - r}
          width={2 * r}
          height={2 * r}
          rx={3 * unit}
          fill={marker.color}
          stroke={CASING}
          strokeWidth={2 * unit}
        />
      )}
      <text
        x={x}
        y={y}
        fill="#ffffff"
        fontSize={(digits > 2 ? 9 : 12) * unit}
        fontWeight={700}
        textAnchor="middle"
        dominantBaseline="central"
      >
        {marker.label}
      </text>
    </g>
  );
}

/**
 * The routes as one SVG: the counties (the offline map's picture, placed once in its own units),
 * each day's line in its colour and dash over a white casing, and the numbered markers. Drawn on
 * the server; needs no script; prints as it shows.
 */
export function RouteSvg({
  days,
  label,
  whole,
  fill = false,
}: {
  days: DayRoute[];
  label: string;
  whole: boolean;
  /** Fill the box it is in (letterboxed with more of the map) instead of taking the route's own shape. */
  fill?: boolean;
}) {
  const text = useMapText();
  const frame = routeFrame(days, { whole, text });
  const { unit } = frame;
  return (
    <svg
      className={fill ? styles.svgFill : styles.svg}
      viewBox={`${frame.x.toFixed(2)} ${frame.y.toFixed(2)} ${frame.width.toFixed(2)} ${frame.height.toFixed(2)}`}
      role="img"
      aria-label={label}
      data-testid="route-svg"
      fontFamily="system-ui, sans-serif"
    >
      <rect x={frame.x} y={frame.y} width={frame.width} height={frame.height} fill={WATER} />
      <image
        href={COUNTY_OVERLAY.url}
        x={0}
        y={0}
        width={OVERLAY_FRAME.width}
        height={OVERLAY_FRAME.height}
        preserveAspectRatio="none"
      />
      {frame.lines.map((line) => (
        <g key={line.day} data-testid="route-line" data-day={line.day} data-color={line.color}>
          <polyline
            points={line.points}
            fill="none"
            stroke={CASING}
            strokeWidth={7 * unit}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
          <polyline
            points={line.points}
            fill="none"
            stroke={line.color}
            strokeWidth={4 * unit}
            strokeDasharray={line.dash || undefined}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </g>
      ))}
      {frame.markers.map((marker, i) => (
        <Marker key={`${marker.kind}-${marker.label}-${i}`} marker={marker} unit={unit} />
      ))}
    </svg>
  );
}

/** A short line in a day's colour and dash, for legends. */
export function LineSwatch({ route }: { route: Pick<DayRoute, 'color' | 'dash'> }) {
  return (
    <svg className={styles.swatch} viewBox="0 0 36 10" aria-hidden="true" focusable="false">
      <line
        x1={2}
        y1={5}
        x2={34}
        y2={5}
        stroke={route.color}
        strokeWidth={4}
        strokeDasharray={route.dash || undefined}
      />
    </svg>
  );
}

/** What the letters on the markers mean. */
export function MarkerKey({ bases }: { bases: boolean }) {
  const text = useMapText();
  return <p className={styles.key}>{text('key', { bases: bases ? 'yes' : 'no' })}</p>;
}

/**
 * One day's map with its caption: the day's route, its numbered stops, where it starts and ends.
 * `listStops` adds the stops as a numbered list beside the map (leave it off where the itinerary
 * beside it already lists them).
 */
export function DayRouteMap({ route, listStops = true }: { route: DayRoute; listStops?: boolean }) {
  const summary = daySummary(route, useMapText());
  return (
    <figure className={styles.dayMap} data-testid="day-route-map" data-day={route.day}>
      <RouteSvg days={[route]} label={summary} whole={false} />
      <figcaption className={styles.caption}>
        <span className={styles.captionTitle}>
          <LineSwatch route={route} /> {summary}
        </span>
        {listStops && route.stops.length > 0 ? (
          <ol className={styles.stopList}>
            {route.stops.map((stop) => (
              <li key={stop.number} value={stop.number}>
                {stop.name}
              </li>
            ))}
          </ol>
        ) : null}
        <MarkerKey bases={route.base !== null} />
      </figcaption>
    </figure>
  );
}

/** The whole trip on one map, with a legend of the days' colours and line styles. */
export function TripRouteOverview({ days, title }: { days: DayRoute[]; title: string }) {
  const text = useMapText();
  return (
    <figure className={styles.tripMap} data-testid="trip-route-overview">
      <RouteSvg days={days} label={tripSummary(title, days, text)} whole />
      <figcaption className={styles.caption}>
        <DayLegend days={days} />
        <MarkerKey bases={days.some((d) => d.base)} />
      </figcaption>
    </figure>
  );
}

export function DayLegend({ days }: { days: DayRoute[] }) {
  const text = useMapText();
  return (
    <ul className={styles.legend} aria-label={text('daysOnMap')}>
      {days.map((d) => (
        <li key={d.day}>
          <LineSwatch route={d} /> {daySummary(d, text)} ({text('lineStyle', { style: d.lineStyle.split(' ')[0]! })})
        </li>
      ))}
    </ul>
  );
}

/** "Map of Mobile Trip: 3 days, 7 stops, from Huntsville to Mobile". */
export function tripSummary(title: string, days: DayRoute[], text: MapText = ENGLISH_MAP_TEXT): string {
  const count = days.reduce((n, d) => n + d.stops.length, 0);
  if (days.length === 0) return text('tripEmpty', { title });
  return text('trip', {
    title,
    days: days.length,
    stops: text('stops', { count }),
    from: days[0]!.from.name,
    to: days.at(-1)!.to.name,
  });
}

/** What TripItinerary draws under each day's heading: that day's map, its stops listed by the itinerary. */
export function dayMapOf(routes: DayRoute[]) {
  const DayMap = (day: { day: number }) => {
    const route = routes.find((r) => r.day === day.day);
    return route ? <DayRouteMap route={route} listStops={false} /> : null;
  };
  return DayMap;
}
