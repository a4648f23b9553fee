import { t } from '@lingui/core/macro';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { Button } from '../ui/button.tsx';
import { Table } from './data-table.tsx';
import { chartSummary, countScale, fitLabel, labelEvery, scaleTo, type BarDatum } from './chart-scale.ts';
import { space } from '../../styles/theme.ts';

export type { BarDatum };

interface BarChartProps {
  /** What the chart shows: the start of its summary and the table's name. */
  title: string;
  data: BarDatum[];
  /** The axis of names and the table's first column ("Location"). */
  labelHeader: string;
  /** The axis of counts and the table's second column ("Redemptions"). */
  valueHeader: string;
  /** Bars side by side for names (`bars`, the default), or columns along a time axis. */
  layout?: 'bars' | 'columns';
}

const FONT = 12;

const Frame = styled.div`
  width: 100%;
  margin-top: ${space(3)};
  svg {
    display: block;
    font-family: inherit;
    font-size: ${FONT}px;
    overflow: visible;
  }
`;

const Toggle = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${space(2)};
`;

/** The width the chart has, followed as the window (or the sidebar) changes it. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      if (box) setWidth(Math.round(box.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A bar chart drawn as inline SVG in the theme's colours, as wide as its container, with both axes
 * labelled. To assistive technology it is one image named by a summary; "Show table" lists every
 * figure as a table for anyone who wants the numbers.
 */
export function BarChart({ title, data, labelHeader, valueHeader, layout = 'bars' }: BarChartProps) {
  const [ref, width] = useWidth();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const summary = chartSummary(title, data);
  return (
    <div>
      <Frame ref={ref}>
        {width > 0 ? (
          layout === 'columns' ? (
            <Columns data={data} width={width} summary={summary} labelHeader={labelHeader} valueHeader={valueHeader} />
          ) : (
            <Bars data={data} width={width} summary={summary} labelHeader={labelHeader} valueHeader={valueHeader} />
          )
        ) : null}
      </Frame>
      <Toggle>
        <Button
          $variant="outline"
          $size="sm"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? t`Hide table` : t`Show table`}
        </Button>
      </Toggle>
      <div id={tableId}>
        {showTable ? (
          <Table aria-label={title}>
            <thead>
              <tr>
                <th scope="col">{labelHeader}</th>
                <th scope="col" className="num">
                  {valueHeader}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((d) => (
                <tr key={d.label}>
                  <th scope="row">{d.label}</th>
                  <td className="num">{d.value}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : null}
      </div>
    </div>
  );
}

interface DrawProps {
  data: BarDatum[];
  width: number;
  summary: string;
  labelHeader: string;
  valueHeader: string;
}

/** One horizontal bar per name, the names on the left and the counts along the bottom. */
function Bars({ data, width, summary, labelHeader, valueHeader }: DrawProps) {
  const { colors } = useTheme();
  const row = 30;
  const bar = 18;
  const top = 22;
  const labelWidth = Math.min(180, Math.round(width * 0.36));
  const right = 36;
  const plot = Math.max(40, width - labelWidth - right);
  const plotBottom = top + data.length * row;
  const height = plotBottom + 44;
  const scale = countScale(Math.max(0, ...data.map((d) => d.value)), Math.max(2, Math.min(6, Math.floor(plot / 70))));
  const x = (v: number) => labelWidth + scaleTo(v, scale.max, plot);
  const maxChars = Math.max(4, Math.floor((labelWidth - 10) / (FONT * 0.6)));
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary}>
      <text x={labelWidth - 8} y={top - 8} textAnchor="end" fill={colors.muted} fontWeight={600}>
        {labelHeader}
      </text>
      {scale.ticks.map((tick) => (
        <g key={tick}>
          <line x1={x(tick)} x2={x(tick)} y1={top} y2={plotBottom} stroke={colors.border} />
          <text x={x(tick)} y={plotBottom + 16} textAnchor="middle" fill={colors.muted}>
            {tick}
          </text>
        </g>
      ))}
      {data.map((d, i) => {
        const y = top + i * row + (row - bar) / 2;
        const end = x(d.value);
        return (
          <g key={d.label}>
            <text x={labelWidth - 8} y={y + bar / 2} dy="0.35em" textAnchor="end" fill={colors.text}>
              {fitLabel(d.label, maxChars)}
            </text>
            <rect x={labelWidth} y={y} width={Math.max(0, end - labelWidth)} height={bar} rx={3} fill={colors.primary} />
            <text x={end + 6} y={y + bar / 2} dy="0.35em" fill={colors.text} fontWeight={600}>
              {d.value}
            </text>
          </g>
        );
      })}
      <line x1={labelWidth} x2={labelWidth} y1={top} y2={plotBottom} stroke={colors.muted} />
      <text x={labelWidth + plot / 2} y={plotBottom + 36} textAnchor="middle" fill={colors.muted} fontWeight={600}>
        {valueHeader}
      </text>
    </svg>
  );
}

/** One column per step of time, the counts up the left and the names (thinned out) along the bottom. */
function Columns({ data, width, summary, labelHeader, valueHeader }: DrawProps) {
  const { colors } = useTheme();
  const left = 52;
  const top = 10;
  const height = 240;
  const plotBottom = height - 48;
  const plotHeight = plotBottom - top;
  const plot = Math.max(40, width - left - 8);
  const band = plot / Math.max(1, data.length);
  const scale = countScale(Math.max(0, ...data.map((d) => d.value)), 5);
  const y = (v: number) => plotBottom - scaleTo(v, scale.max, plotHeight);
  const every = labelEvery(data.length, plot, 56);
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary}>
      {scale.ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={left + plot} y1={y(tick)} y2={y(tick)} stroke={colors.border} />
          <text x={left - 6} y={y(tick)} dy="0.35em" textAnchor="end" fill={colors.muted}>
            {tick}
          </text>
        </g>
      ))}
      {data.map((d, i) => {
        const cx = left + band * i + band / 2;
        const w = Math.max(1, band * 0.7);
        return (
          <g key={d.label}>
            <rect x={cx - w / 2} y={y(d.value)} width={w} height={plotBottom - y(d.value)} rx={2} fill={colors.primary} />
            {i % every === 0 ? (
              <text x={cx} y={plotBottom + 16} textAnchor="middle" fill={colors.muted}>
                {d.short ?? d.label}
              </text>
            ) : null}
          </g>
        );
      })}
      <line x1={left} x2={left + plot} y1={plotBottom} y2={plotBottom} stroke={colors.muted} />
      <text x={left + plot / 2} y={plotBottom + 38} textAnchor="middle" fill={colors.muted} fontWeight={600}>
        {labelHeader}
      </text>
      <text
        transform={`translate(14 ${top + plotHeight / 2}) rotate(-90)`}
        textAnchor="middle"
        fill={colors.muted}
        fontWeight={600}
      >
        {valueHeader}
      </text>
    </svg>
  );
}
