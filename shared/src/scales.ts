// The web apps' spacing and breakpoint scales (plain values: the apps' build reads them too) (the PWA's and the kiosk's themes re-export them):
// every gap, padding, margin and offset is a step of 4px, and every layout switch happens at one
// of four widths. Templates write `${space(3, 4)}` and `${media.sm} { … }`; the production builds
// write the values in (scripts/vite-scales.ts), so the scales cost a first visit nothing.
import { MOBILE_BREAKPOINT_PX } from './shell-limits.ts';

/** One step of the spacing scale. */
export const SPACE_STEP_PX = 4;

/** `space(3)` is "12px", `space(0, 4)` "0 16px", `space(0.5)` "2px": a CSS length list on the 4px scale. */
export function space(...steps: number[]): string {
  return steps.map((step) => (step === 0 ? '0' : `${step * SPACE_STEP_PX}px`)).join(' ');
}

/** The widths where layouts change: narrow phones, then tablets in portrait, the back office's sidebar, laptops. */
const NARROW = 420;
const SM = 640;
const MD = MOBILE_BREAKPOINT_PX;
const LG = 1024;
export const BREAKPOINTS = { narrow: NARROW, sm: SM, md: MD, lg: LG } as const;

/** The media queries of the scale, each as it opens a block: `${media.sm} { … }`. */
export const media = {
  /** Phones narrower than 420px (a 375px iPhone, a small Android). */
  narrow: `@media (max-width: ${NARROW - 1}px)`,
  /** From a large phone in landscape, a small tablet up. */
  sm: `@media (min-width: ${SM}px)`,
  /** Up to and including the small tablet width. */
  upToSm: `@media (max-width: ${SM}px)`,
  /** From a tablet in portrait up: the back office shows its sidebar. */
  md: `@media (min-width: ${MD}px)`,
  /** Up to and including a tablet in portrait: the sidebar becomes a drawer. */
  upToMd: `@media (max-width: ${MD}px)`,
  /** Laptops and up. */
  lg: `@media (min-width: ${LG}px)`,
} as const;
export type MediaName = keyof typeof media;

// The layouts the styled components repeat, as CSS text on the spacing scale: `${row(3)}`,
// `${column(4)}`, `${plainList(2)}`. Plain text, so the builds write it in like the scales.

/** Children side by side, centred on one line, `gap` steps apart. */
export function row(gap: number): string {
  return `display: flex; align-items: center; gap: ${space(gap)};`;
}

/** Children stacked, `gap` steps apart. */
export function column(gap: number): string {
  return `display: flex; flex-direction: column; gap: ${space(gap)};`;
}

/** A list without bullets or indent, its items stacked `gap` steps apart. */
export function plainList(gap: number): string {
  return `list-style: none; margin: 0; padding: 0; ${column(gap)}`;
}

/** A text's size (in rem) and weight: `${text(1.1, 700)}`. */
export function text(sizeRem: number, weight: number): string {
  return `font-size: ${sizeRem}rem; font-weight: ${weight};`;
}

/** Text cut after `lines` lines, with an ellipsis. */
export function clampLines(lines: number): string {
  return `display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: ${lines}; overflow: hidden;`;
}
