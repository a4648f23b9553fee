export const theme = {
  colors: {
    primary: '#c2410c',
    primaryHover: '#9a3412',
    primarySoft: '#ffedd5',
    onPrimary: '#ffffff',
    text: '#1c1917',
    muted: '#57534e',
    subtle: '#78716c',
    border: '#e7e5e4',
    surface: '#ffffff',
    background: '#fafaf9',
    success: '#15803d',
    successSoft: '#dcfce7',
    warning: '#b45309',
    warningSoft: '#fef3c7',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    info: '#1d4ed8',
    infoSoft: '#dbeafe',
    dangerStrong: '#991b1b',
    warningStrong: '#92400e',
    warningBorder: '#fcd34d',
    warningText: '#78350f',
    primaryDeep: '#7c2d12',
    /** Warm accents of the public pages: the hero glow, the campaign banner and its rules. */
    peach: '#fed7aa',
    peachStrong: '#fdba74',
    cream: '#fff7ed',
    /** Behind a dialog. */
    overlay: 'rgba(28, 25, 23, 0.55)',
    /** Sticky bars over scrolling content. */
    bar: 'rgba(255, 255, 255, 0.97)',
    /** The marketing page's dark footer. */
    night: '#0c0a09',
    nightRule: '#292524',
    nightText: '#d6d3d1',
    nightMuted: '#a8a29e',
  },
  /** The card holder's card: a deep orange face with light marks on it. */
  cardFace: {
    background:
      'radial-gradient(120% 80% at 100% 0%, rgba(255, 255, 255, 0.1), transparent 55%), radial-gradient(90% 70% at 0% 100%, rgba(0, 0, 0, 0.22), transparent 60%), linear-gradient(140deg, #c2410c 0%, #9a3412 60%, #7c2d12 100%)',
    shadow: '0 18px 40px -18px rgba(124, 45, 18, 0.75), 0 2px 6px rgba(28, 25, 23, 0.18)',
    ring: 'rgba(255, 255, 255, 0.07)',
    chip: 'rgba(255,255,255,0.2)',
    mark: 'rgba(255,255,255,0.35)',
    logoShadow: '0 2px 6px rgba(0, 0, 0, 0.18)',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(28,25,23,0.06), 0 1px 3px rgba(28,25,23,0.1)',
    raised: '0 10px 25px -5px rgba(28,25,23,0.15), 0 8px 10px -6px rgba(28,25,23,0.1)',
    /** Under the card page's "Use An Offer" button. */
    primaryGlow: '0 10px 24px -12px rgba(194, 65, 12, 0.9)',
    /** Above a bar fixed to the bottom of the screen. */
    barTop: '0 -6px 20px rgba(28, 25, 23, 0.08)',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  sidebar: { width: '16rem', widthMobile: '18rem', widthIcon: '3rem' },
} as const;

export type Theme = typeof theme;

// The spacing and breakpoint scales and the layouts on them, one for both apps: `${space(3, 4)}`,
// `${media.sm} { … }`, `${row(3)}`.
export { BREAKPOINTS, clampLines, column, media, plainList, row, space, text } from '@dealcard/shared/scales';
