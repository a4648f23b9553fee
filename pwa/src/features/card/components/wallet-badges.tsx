import { t } from '@lingui/core/macro';
import type { ConfigResponse } from '@dealcard/shared';
import styled from 'styled-components';
import { space } from '../../../styles/theme.ts';
import { APPLE_BADGE as A, GOOGLE_BADGE as G } from '../../../styles/wallet-brands.ts';

// The wallets' own badges, drawn after Apple's and Google's published artwork (a black badge, the
// wallet's mark, their wording in the reader's language): the official files cannot be bundled
// here. Their colours are the brands', not the theme's, as both guidelines require.

const Badges = styled.div`
  display: flex;
  justify-content: center;
  a {
    display: inline-flex;
    min-height: 44px;
    border-radius: 8px;
  }
  svg {
    display: block;
    height: 48px;
    width: auto;
  }
  padding-top: ${space(1)};
`;

/** The product's name, the same in every language (Apple's badges keep it in English). */
const APPLE_WALLET = 'Apple Wallet';
const FONT = `-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, sans-serif`;
const GOOGLE_FONT = `'Google Sans', Roboto, Arial, sans-serif`;

/** iPhone, iPad (which may call itself a Mac) and Safari on a Mac: the browsers that open a .pkpass. */
export function isAppleDevice(ua: string = navigator.userAgent): boolean {
  if (/iPhone|iPad|iPod/.test(ua)) return true;
  return /Macintosh/.test(ua) && /Version\/[\d.]+.*Safari\//.test(ua) && !/Chrome|Chromium|Edg\/|Firefox|OPR\//.test(ua);
}

/** Apple's "Add to Apple Wallet": the Wallet mark, then two lines of white on black. */
function AppleBadge({ label, first }: { label: string; first: string }) {
  return (
    <svg viewBox="0 0 111 35" role="img" aria-hidden="true" focusable="false">
      <rect x="0.25" y="0.25" width="110.5" height="34.5" rx="5.5" fill={A.background} stroke={A.outline} strokeWidth="0.5" />
      {/* The Wallet mark: a dark tile, four cards (blue, yellow, green, red) in a light pocket. */}
      <rect x="7" y="6" width="23" height="23" rx="5.2" fill={A.tile} stroke={A.tileEdge} strokeWidth="0.4" />
      <rect x="10" y="9" width="17" height="9" rx="1.6" fill={A.cards[0]} />
      <rect x="10" y="11.4" width="17" height="9" rx="1.6" fill={A.cards[1]} />
      <rect x="10" y="13.8" width="17" height="9" rx="1.6" fill={A.cards[2]} />
      <rect x="10" y="16.2" width="17" height="9" rx="1.6" fill={A.cards[3]} />
      <path
        d="M9.5 19.2h5.6c.9 0 1.3 1.9 3.4 1.9s2.5-1.9 3.4-1.9h5.6v5.4a1.8 1.8 0 0 1-1.8 1.8H11.3a1.8 1.8 0 0 1-1.8-1.8z"
        fill={A.pocket}
      />
      <text x="35" y="14.2" fill={A.text} fontFamily={FONT} fontSize="7.6" fontWeight="500">
        {first}
      </text>
      <text
        x="34.6"
        y="27"
        fill={A.text}
        fontFamily={FONT}
        fontSize="13.2"
        fontWeight="600"
        textLength="69"
        lengthAdjust="spacingAndGlyphs"
      >
        {APPLE_WALLET}
      </text>
      <title>{label}</title>
    </svg>
  );
}

/** Google's "Add to Google Wallet": the Wallet mark and one line of white on a near-black pill. */
function GoogleBadge({ label }: { label: string }) {
  // The pill grows with the wording (the Spanish is longer), as Google's localized buttons do.
  const width = Math.round(62 + label.length * 6.6);
  return (
    <svg viewBox={`0 0 ${width} 40`} role="img" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width={width - 1} height="39" rx="20" fill={G.background} stroke={G.outline} />
      {/* The Google Wallet mark: three coloured bands over a blue pocket. */}
      <g transform="translate(14 11)">
        <path d="M2 3.2A3.2 3.2 0 0 1 5.2 0h13.6A3.2 3.2 0 0 1 22 3.2V6H2z" fill={G.green} />
        <path d="M2 6h20v3.6H2z" fill={G.yellow} />
        <path d="M2 9.6h20v3.6H2z" fill={G.red} />
        <path d="M0 11.4h8.6a3.4 3.4 0 0 0 6.8 0H24v3.4A3.2 3.2 0 0 1 20.8 18H3.2A3.2 3.2 0 0 1 0 14.8z" fill={G.blue} />
      </g>
      <text
        x="46"
        y="25.2"
        fill={G.text}
        fontFamily={GOOGLE_FONT}
        fontSize="13"
        fontWeight="500"
        textLength={width - 62}
        lengthAdjust="spacingAndGlyphs"
      >
        {label}
      </text>
      <title>{label}</title>
    </svg>
  );
}

/**
 * "Add to Apple Wallet" on Apple devices, "Add to Google Wallet" elsewhere, each only when the
 * server has that wallet on. The links answer the pass itself (a .pkpass) or Google's save link.
 */
export function WalletBadges({ accessCode, wallets }: { accessCode: string; wallets: ConfigResponse['wallets'] }) {
  const code = encodeURIComponent(accessCode);
  if (isAppleDevice()) {
    if (!wallets.apple) return null;
    const label = t`Add to Apple Wallet`;
    return (
      <Badges data-testid="wallet-badges">
        <a href={`/api/cards/${code}/wallet/apple`} aria-label={label}>
          <AppleBadge label={label} first={t({ message: 'Add to', context: 'first line of the Add to Apple Wallet badge' })} />
        </a>
      </Badges>
    );
  }
  if (!wallets.google) return null;
  const label = t`Add to Google Wallet`;
  return (
    <Badges data-testid="wallet-badges">
      <a href={`/api/cards/${code}/wallet/google`} aria-label={label}>
        <GoogleBadge label={label} />
      </a>
    </Badges>
  );
}

export default WalletBadges;
