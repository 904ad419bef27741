import type {
  AnalyticsDay,
  AnalyticsErrorReport,
  AnalyticsSummaryResponse,
  AnalyticsVital,
} from '@storefront-widgets/core';
import { scaleBand, scaleLinear } from 'd3-scale';
import { CommerceSection, RangeLinks } from './CommerceSection';

/**
 * The charts' SVGs have no viewBox: they are as wide as the page allows, with their x positions
 * in percent and their heights and text in CSS pixels, so the 12 px labels stay 12 px on a phone
 * (a viewBox would scale a 640-unit drawing, text included, down to the screen's width).
 */
const HEIGHT = 240;
const TOP = 16;
const BOTTOM = 40;
/** The plot's left and right edges, in percent of the chart's width (the y labels sit left of it). */
const PLOT_LEFT = 12;
const PLOT_RIGHT = 98;
/** Date labels drawn under the bars at most; the data table lists every day. */
const MAX_DATE_LABELS = 7;

const pct = (value: number) => `${value.toFixed(3)}%`;

const SERIES = [
  { key: 'pageViews', label: 'Page views', className: 'chart__bar--views' },
  { key: 'events', label: 'Events', className: 'chart__bar--events' },
] as const;

const shortDate = (date: string) => date.slice(5);

/** Page views and events per day: grouped bars on d3 scales, with the numbers as a table. */
export function TrafficChart({ days }: { days: AnalyticsDay[] }) {
  const total = days.reduce((sum, day) => sum + day.pageViews + day.events, 0);
  if (total === 0)
    return (
      <figure className="chart" aria-labelledby="traffic-title">
        <figcaption id="traffic-title">Page views and events per day (UTC)</figcaption>
        <p className="chart__empty">
          {`No page views or events in these ${days.length} days. Each day's bars appear here once visitors open the store's pages; the page counts them each time it is opened.`}
        </p>
      </figure>
    );
  const max = Math.max(1, ...days.flatMap((day) => [day.pageViews, day.events]));
  const x = scaleBand<string>()
    .domain(days.map((day) => day.date))
    .range([PLOT_LEFT, PLOT_RIGHT])
    .padding(0.2);
  const series = scaleBand<string>()
    .domain(SERIES.map((s) => s.key))
    .range([0, x.bandwidth()])
    .padding(0.05);
  const y = scaleLinear()
    .domain([0, max])
    .nice()
    .range([HEIGHT - BOTTOM, TOP]);
  const labelEvery = Math.ceil(days.length / MAX_DATE_LABELS);
  return (
    <figure className="chart" aria-labelledby="traffic-title">
      <figcaption id="traffic-title">Page views and events per day (UTC)</figcaption>
      <svg
        width="100%"
        height={HEIGHT}
        role="img"
        aria-labelledby="traffic-title traffic-desc"
        className="chart__svg"
      >
        <title>Page views and events per day</title>
        <desc id="traffic-desc">
          {`${days.reduce((s, d) => s + d.pageViews, 0)} page views and ${days.reduce((s, d) => s + d.events, 0)} events from ${days[0]?.date} to ${days.at(-1)?.date}; the table below lists each day.`}
        </desc>
        {y.ticks(4).map((tick) => (
          <g key={tick} className="chart__grid">
            <line x1={pct(PLOT_LEFT)} x2={pct(PLOT_RIGHT)} y1={y(tick)} y2={y(tick)} />
            <text x={pct(PLOT_LEFT - 1)} y={y(tick)} dy="0.32em" textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, i) => (
          <g key={day.date}>
            {SERIES.map((s) => (
              <rect
                key={s.key}
                className={`chart__bar ${s.className}`}
                data-series={s.key}
                data-value={day[s.key]}
                x={pct((x(day.date) ?? 0) + (series(s.key) ?? 0))}
                y={y(day[s.key])}
                width={pct(series.bandwidth())}
                height={y(0) - y(day[s.key])}
              />
            ))}
            {(days.length - 1 - i) % labelEvery === 0 && (
              <text
                className="chart__label"
                x={pct((x(day.date) ?? 0) + x.bandwidth() / 2)}
                y={HEIGHT - BOTTOM + 18}
                textAnchor="middle"
              >
                {shortDate(day.date)}
              </text>
            )}
          </g>
        ))}
      </svg>
      <ul className="chart__legend">
        {SERIES.map((s) => (
          <li key={s.key}>
            <span className={`chart__swatch ${s.className}`} aria-hidden="true" /> {s.label}
          </li>
        ))}
      </ul>
      <details>
        <summary>Data table</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Page views</th>
              <th scope="col">Events</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                <td>{day.pageViews}</td>
                <td>{day.events}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

const UNITS: Record<AnalyticsVital['name'], string> = { FCP: 'ms', LCP: 'ms', INP: 'ms', CLS: '' };
const NAMES: Record<AnalyticsVital['name'], string> = {
  FCP: 'First Contentful Paint',
  LCP: 'Largest Contentful Paint',
  CLS: 'Cumulative Layout Shift',
  INP: 'Interaction to Next Paint',
};
const format = (vital: AnalyticsVital, value: number) =>
  vital.name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ${UNITS[vital.name]}`;

const VITAL_HEIGHT = 96;
/** The vital chart's drawing spans 1% to 99% of its width. */
const VITAL_LEFT = 1;
const VITAL_RIGHT = 99;

/** One web vital: how many records were good, needing improvement and poor, and the p75 against the thresholds. */
export function VitalChart({ vital }: { vital: AnalyticsVital }) {
  const [good, poor] = vital.thresholds;
  const count = vital.good + vital.needsImprovement + vital.poor;
  const id = `vital-${vital.name}`;
  const scale = scaleLinear()
    .domain([0, Math.max(poor * 1.5, vital.p75 ?? 0)])
    .range([VITAL_LEFT, VITAL_RIGHT]);
  const share = scaleLinear()
    .domain([0, Math.max(1, count)])
    .range([0, VITAL_RIGHT - VITAL_LEFT]);
  const parts = [
    { key: 'good', label: 'good', value: vital.good },
    { key: 'needs-improvement', label: 'needs improvement', value: vital.needsImprovement },
    { key: 'poor', label: 'poor', value: vital.poor },
  ];
  let offset = VITAL_LEFT;
  const summary =
    count === 0
      ? `No ${vital.name} records in these days. Ratings appear here once visitors' browsers report them, when a page is left or hidden.`
      : `${count} records: ${parts.map((p) => `${p.value} ${p.label}`).join(', ')}. 75th percentile ${format(vital, vital.p75 ?? 0)} (good up to ${format(vital, good)}, poor above ${format(vital, poor)}).`;
  // The p75 label stays inside the chart: anchored at its start near the left edge, its end near the right.
  const p75At = vital.p75 === null ? 0 : scale(vital.p75);
  const p75Anchor = p75At < 20 ? 'start' : p75At > 80 ? 'end' : 'middle';
  return (
    <figure className="chart chart--vital" aria-labelledby={`${id}-title`} data-vital={vital.name}>
      <figcaption id={`${id}-title`}>
        {NAMES[vital.name]} ({vital.name})
      </figcaption>
      <p className="chart__summary" id={`${id}-desc`}>
        {summary}
      </p>
      {count > 0 && (
        <svg
          width="100%"
          height={VITAL_HEIGHT}
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
          className="chart__svg"
        >
          <title>{`${vital.name} ratings and 75th percentile`}</title>
          {parts.map((part) => {
            const width = share(part.value);
            const x = offset;
            offset += width;
            return (
              <rect
                key={part.key}
                className={`chart__rating chart__rating--${part.key}`}
                data-rating={part.key}
                data-value={part.value}
                x={pct(x)}
                y={8}
                width={pct(width)}
                height={24}
              />
            );
          })}
          <rect
            className="chart__band chart__rating--good"
            x={pct(scale(0))}
            y={48}
            width={pct(scale(good) - scale(0))}
            height={8}
          />
          <rect
            className="chart__band chart__rating--needs-improvement"
            x={pct(scale(good))}
            y={48}
            width={pct(scale(poor) - scale(good))}
            height={8}
          />
          <rect
            className="chart__band chart__rating--poor"
            x={pct(scale(poor))}
            y={48}
            width={pct(VITAL_RIGHT - scale(poor))}
            height={8}
          />
          {vital.p75 !== null && (
            <g className="chart__marker" data-p75={vital.p75}>
              <line x1={pct(p75At)} x2={pct(p75At)} y1={42} y2={62} />
              <text x={pct(p75At)} y={80} textAnchor={p75Anchor}>{`p75 ${format(vital, vital.p75)}`}</text>
            </g>
          )}
        </svg>
      )}
    </figure>
  );
}

/** The latest error reports, newest first. */
export function ErrorTable({ errors }: { errors: AnalyticsErrorReport[] }) {
  if (errors.length === 0)
    return (
      <p className="chart__empty">
        No site errors in these days. The error reports the store's pages send (uncaught errors, failed
        requests, widgets that refused or crashed) appear here, newest first.
      </p>
    );
  return (
    <table className="errors">
      <caption>Latest error reports</caption>
      <thead>
        <tr>
          <th scope="col">When (UTC)</th>
          <th scope="col">Kind</th>
          <th scope="col">Message</th>
          <th scope="col">Page</th>
        </tr>
      </thead>
      <tbody>
        {errors.map((error) => (
          <tr key={`${error.timestamp}-${error.event}-${error.message}`}>
            <td data-label="When (UTC)">
              {new Date(error.timestamp).toISOString().replace('T', ' ').slice(0, 19)}
            </td>
            <td data-label="Kind">{error.event}</td>
            <td data-label="Message">{error.message}</td>
            <td data-label="Page">{error.url ? new URL(error.url).pathname : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The owner's analytics page body: sales first, then traffic, performance and site errors. */
export function AnalyticsDashboard({ summary }: { summary: AnalyticsSummaryResponse }) {
  const { totals, range } = summary;
  return (
    <div className="analytics">
      <h1>Analytics</h1>
      <RangeLinks days={range.days} />
      <p className="analytics__totals">
        {`${range.from} to ${range.to} (UTC): ${totals.pageViews} page views, ${totals.events} events, ${totals.performanceRecords} performance records and ${totals.errors} error reports (besides ${totals.refusals} refusals of a shopper's input, not listed below).`}
      </p>
      <CommerceSection commerce={summary.commerce} range={range} />
      <section aria-labelledby="traffic-heading">
        <h2 id="traffic-heading">Traffic</h2>
        <TrafficChart days={summary.days} />
      </section>
      <section aria-labelledby="vitals-heading">
        <h2 id="vitals-heading">Performance</h2>
        {summary.vitals.map((vital) => (
          <VitalChart key={vital.name} vital={vital} />
        ))}
      </section>
      <section aria-labelledby="errors-heading">
        <h2 id="errors-heading">Site errors</h2>
        <ErrorTable errors={summary.errors} />
      </section>
    </div>
  );
}
