import { useEffect, useId, useRef, useState } from 'react';
import { formatCount, SIMULATED_LABEL } from './dashboard-series.ts';

/** A label under the x axis, at a point's index. */
export interface AxisTick {
  at: number;
  label: string;
}

interface Props {
  title: string;
  /** What the points are and the time they cover, shown under the title. */
  caption: string;
  values: readonly (number | null)[];
  xTicks: readonly AxisTick[];
  xAxisLabel: string;
  /** The point's moment in words, with its preposition ("at 21:05", "on Jun 20"), for the summary. */
  pointName: (index: number) => string;
  /** Whether the last point is "now" (the 24 hours) or a day so far (the 30 days). */
  lastIs: string;
  /**
   * The last point is a 5-minute slot whose sample may not be taken yet (the sampler looks once a minute):
   * until it is, the slot before stands for "now".
   */
  lastMayWait?: boolean;
  simulated: boolean;
}

const HEIGHT = 200;
const MARGIN = { top: 12, right: 12, bottom: 44, left: 48 };
/** Below this the labels would overlap; the box scrolls sideways instead. */
const MIN_WIDTH = 280;

/** 0 to a round number just above the highest figure (1, 2 or 5 times a power of ten, and halves). */
function roundCeiling(max: number): number {
  if (max <= 0) return 10;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((f) => f * power >= max) ?? 10;
  return step * power;
}

/** The chart's own width, following its box (the overview is two columns on a desktop, one on a phone). */
function useBoxWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(MIN_WIDTH, Math.floor(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

/** The summary a reader gets instead of the picture: the peak and its moment, the last figure, the low. */
export function summaryOf(props: Props): string {
  const known = props.values.flatMap((value, index) => (value === null ? [] : [{ value, index }]));
  if (known.length === 0) return 'No samples were taken in this time.';
  const peak = known.reduce((a, b) => (b.value > a.value ? b : a));
  const low = known.reduce((a, b) => (b.value < a.value ? b : a));
  const last = props.values.at(-1) ?? (props.lastMayWait ? props.values.at(-2) : null);
  const parts = [
    `Peak ${formatCount(peak.value)} ${props.pointName(peak.index)}`,
    last === null || last === undefined
      ? `${props.lastIs}: no sample`
      : `${props.lastIs} ${formatCount(last)}`,
    `lowest ${formatCount(low.value)} ${props.pointName(low.index)}`,
  ];
  const missing = props.values.length - known.length;
  if (missing > 0)
    parts.push(`${formatCount(missing)} of ${formatCount(props.values.length)} without a sample`);
  return `${parts.join('; ')}.`;
}

/**
 * Players online as an SVG line (docs/product/server-status.md): no chart library, drawn at its box's
 * width, a gap where no sample was taken. It names itself to screen readers (title, and the summary as its
 * description), and the summary is written under it too, with "Simulated" when the figures are made up.
 */
export function PlayersOnlineChart(props: Props) {
  const { box, width } = useBoxWidth();
  const id = useId();
  const summary = summaryOf(props);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const top = roundCeiling(Math.max(0, ...props.values.map((v) => v ?? 0)));
  const steps = Math.max(1, props.values.length - 1);
  const x = (index: number) => MARGIN.left + (index / steps) * plotWidth;
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  // One path, broken where a slot has no sample.
  let path = '';
  let drawing = false;
  props.values.forEach((value, index) => {
    if (value === null) {
      drawing = false;
      return;
    }
    path += `${drawing ? 'L' : 'M'}${x(index).toFixed(1)} ${y(value).toFixed(1)}`;
    drawing = true;
  });
  const gridValues = [0, top / 2, top];
  return (
    <figure className="dash-chart players-chart">
      <figcaption>
        <strong>{props.title}</strong> <span className="muted">{props.caption}</span>
        {props.simulated && <span className="players-chart__simulated">{SIMULATED_LABEL}</span>}
      </figcaption>
      <div ref={box} className="players-chart__box">
        <svg
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className="players-chart__svg"
        >
          <title id={`${id}-title`}>{props.title}</title>
          <desc id={`${id}-desc`}>
            {props.simulated ? `${SIMULATED_LABEL} figures. ` : ''}
            {summary}
          </desc>
          {gridValues.map((value) => (
            <g key={value}>
              <line
                className="players-chart__grid"
                x1={MARGIN.left}
                x2={width - MARGIN.right}
                y1={y(value)}
                y2={y(value)}
              />
              <text className="players-chart__label" x={MARGIN.left - 6} y={y(value) + 4} textAnchor="end">
                {formatCount(value)}
              </text>
            </g>
          ))}
          {props.xTicks.map((tick) => (
            <text
              key={tick.at}
              className="players-chart__label"
              x={x(tick.at)}
              y={HEIGHT - MARGIN.bottom + 16}
              // A label at either end keeps inside the picture.
              textAnchor={tick.at === 0 ? 'start' : tick.at === steps ? 'end' : 'middle'}
            >
              {tick.label}
            </text>
          ))}
          <text
            className="players-chart__axis"
            x={MARGIN.left + plotWidth / 2}
            y={HEIGHT - 6}
            textAnchor="middle"
          >
            {props.xAxisLabel}
          </text>
          <text
            className="players-chart__axis"
            transform={`translate(12 ${MARGIN.top + plotHeight / 2}) rotate(-90)`}
            textAnchor="middle"
          >
            Players
          </text>
          <path className="players-chart__line" d={path} />
        </svg>
      </div>
      <p className="players-chart__summary">{summary}</p>
    </figure>
  );
}
