// The wallets' own colours, which their badge guidelines fix (black badges, each wallet's mark):
// not the theme's. Only the lazily loaded wallet badges import them.
export const APPLE_BADGE = {
  background: '#000',
  outline: '#a6a6a6',
  text: '#fff',
  tile: '#1c1c1e',
  tileEdge: '#3a3a3c',
  cards: ['#2f7ef6', '#ffc21a', '#36c15c', '#f5473b'],
  pocket: '#d9d9de',
} as const;

export const GOOGLE_BADGE = {
  background: '#1f1f1f',
  outline: '#747775',
  text: '#fff',
  green: '#34a853',
  yellow: '#fbbc04',
  red: '#ea4335',
  blue: '#4285f4',
} as const;
