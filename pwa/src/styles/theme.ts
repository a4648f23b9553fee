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
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(28,25,23,0.06), 0 1px 3px rgba(28,25,23,0.1)',
    raised: '0 10px 25px -5px rgba(28,25,23,0.15), 0 8px 10px -6px rgba(28,25,23,0.1)',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  breakpoints: { mobile: '768px' },
  sidebar: { width: '16rem', widthMobile: '18rem', widthIcon: '3rem' },
} as const;

export type Theme = typeof theme;
