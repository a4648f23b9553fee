/** Dark, high-contrast colours: the tablet sits on a counter and is read from a metre away. */
export const theme = {
  colors: {
    background: '#1c1917',
    surface: '#292524',
    surfaceRaised: '#3a3532',
    border: '#44403c',
    text: '#fafaf9',
    muted: '#d6d3d1',
    subtle: '#a8a29e',
    primary: '#ea580c',
    primaryHover: '#c2410c',
    valid: '#15803d',
    used: '#d97706',
    notFound: '#b91c1c',
    /** A code of a refunded or disputed card: do not serve, and not the guest's typing either. */
    voided: '#6d28d9',
    danger: '#b91c1c',
    success: '#4ade80',
    /** Text on the coloured buttons, banners and result screens. */
    onColour: '#ffffff',
    /** Text on amber (the "Already used" screen): white on amber is 3.2:1, this is 5.5:1 (WCAG AA). */
    onUsed: '#1c1917',
    /** Behind the camera picture and around the scanner's frame. */
    camera: '#000000',
    cameraShade: 'rgba(0, 0, 0, 0.55)',
    /** Behind a dialog. */
    scrim: 'rgba(12, 10, 9, 0.75)',
    /** The "Accepted offline" tag on a result screen and other light badges on colour. */
    onColourSoft: 'rgba(255, 255, 255, 0.2)',
  },
  radii: { md: '12px', lg: '20px', pill: '999px' },
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

export type Theme = typeof theme;

// The spacing and breakpoint scales and the layouts on them, one for both apps: `${space(3, 4)}`,
// `${media.sm} { … }`, `${row(3)}`.
export { BREAKPOINTS, clampLines, column, media, plainList, row, space, text } from '@dealcard/shared/scales';
