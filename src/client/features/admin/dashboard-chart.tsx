import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { shortDay } from './dashboard-series.ts';

/** What the y axis counts: things (registrations, coins), or pesos (the revenue, drawn in whole pesos). */
export type ChartUnit = 'count' | 'pesos';

export interface ChartLine {
  label: string;
  /** The figures to draw; for pesos, pesos (the written figures come from centavos, not from these). */
  values: readonly number[];
  /** A CSS colour; the caption's key shows the same one. */
  color: string;
}

const HEIGHT = 180;
/** The y axis's least width, in CSS pixels. */
const MIN_AXIS = 56;
/** Below this the axes would overlap the plot; the box scrolls sideways instead. */
const MIN_WIDTH = 240;
/** Day steps for the x axis and whole-number steps for the y axis: counts, coins and whole pesos. */
const DAY_STEPS = [1, 2, 3, 5, 7, 10, 15];
const WHOLE_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 2e5, 5e5, 1e6, 1e7, 1e8,
];

/**
 * One of the overview's charts: a line per series over the period's days, drawn by uPlot on a canvas that
 * follows its box's width (ResizeObserver). The canvas is hidden from screen readers: the figure around it
 * has a caption and a table with the same numbers (dashboard-figures.tsx). Loaded lazily, with uPlot, so
 * only an administrator's overview downloads them.
 */
function DashboardChart({
  days,
  lines,
  unit,
}: {
  days: readonly string[];
  lines: readonly ChartLine[];
  unit: ChartUnit;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const ink = style.getPropertyValue('--muted').trim() || '#bfae98';
    const rule = style.getPropertyValue('--line').trim() || '#4a3426';
    const font = `12px ${style.getPropertyValue('--body').trim() || 'sans-serif'}`;
    const axis = { stroke: ink, font, grid: { stroke: rule, width: 1 }, ticks: { stroke: rule, width: 1 } };
    const width = () => Math.max(element.clientWidth, MIN_WIDTH);
    const chart = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false },
          y: { range: (_u, _min, max) => [0, max > 0 ? Math.ceil(max * 1.1) : 1] },
        },
        axes: [
          {
            ...axis,
            incrs: DAY_STEPS,
            space: 56,
            values: (_u, splits) => splits.map((i) => (days[i] ? shortDay(days[i]) : '')),
          },
          {
            ...axis,
            incrs: WHOLE_STEPS,
            // Room for the widest label ('₱1,000,000' is wider than '1,000'): about 7 px a character at 12 px,
            // and the tick and gap; uPlot clips what does not fit.
            size: (_u, values) => Math.max(MIN_AXIS, ...(values ?? []).map((v) => v.length * 7 + 24)),
            values: (_u, splits) =>
              splits.map((v) => `${unit === 'pesos' ? '₱' : ''}${v.toLocaleString('en-US')}`),
          },
        ],
        series: [
          {},
          ...lines.map((line) => ({
            label: line.label,
            stroke: line.color,
            width: 2,
            points: { show: days.length <= 31, size: 4, fill: line.color },
          })),
        ],
      },
      [days.map((_, i) => i), ...lines.map((line) => [...line.values])],
      element,
    );
    const observer = new ResizeObserver(() => {
      if (chart.width !== width()) chart.setSize({ width: width(), height: HEIGHT });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days, lines, unit]);
  return <div ref={box} className="dash-chart__plot" aria-hidden="true" />;
}

export default DashboardChart;
