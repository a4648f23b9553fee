import { t } from '@lingui/core/macro';
import type { ConfigResponse } from '@dealcard/shared';
import styled from 'styled-components';
import { currentLanguage } from '../../../i18n/i18n.tsx';
import { space } from '../../../styles/theme.ts';

// The wallets' own badges, drawn after Apple's and Google's published artwork (a black badge, the
// wallet's mark, their wording in the reader's language; the official files cannot be fetched
// here) as images in pwa/public/wallet/: pictures, not code, so this chunk stays small. Their
// colours are the brands', not the theme's, as both guidelines require.

const Badges = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${space(1)};
  a {
    display: inline-flex;
    min-height: 44px;
    border-radius: 8px;
  }
  img {
    display: block;
    height: 48px;
    width: auto;
  }
`;

/** iPhone, iPad (which may call itself a Mac) and Safari on a Mac: the browsers that open a .pkpass. */
export function isAppleDevice(ua: string = navigator.userAgent): boolean {
  if (/iPhone|iPad|iPod/.test(ua)) return true;
  return /Macintosh/.test(ua) && /Version\/[\d.]+.*Safari\//.test(ua) && !/Chrome|Chromium|Edg\/|Firefox|OPR\//.test(ua);
}

/**
 * "Add to Apple Wallet" on Apple devices, "Save to Google Wallet" elsewhere, each only when the
 * server has that wallet on. The links answer the pass itself (a .pkpass) or Google's save link.
 */
export function WalletBadges({ accessCode, wallets }: { accessCode: string; wallets: ConfigResponse['wallets'] }) {
  const code = encodeURIComponent(accessCode);
  if (isAppleDevice()) {
    if (!wallets.apple) return null;
    return <Badge href={`/api/cards/${code}/wallet/apple`} image="apple" label={t`Add to Apple Wallet`} />;
  }
  if (!wallets.google) return null;
  return <Badge href={`/api/cards/${code}/wallet/google`} image="google" label={t`Save to Google Wallet`} />;
}

function Badge({ href, image, label }: { href: string; image: 'apple' | 'google'; label: string }) {
  return (
    <Badges data-testid="wallet-badges">
      <a href={href}>
        <img src={`/wallet/${image}-${currentLanguage()}.svg`} alt={label} height={48} />
      </a>
    </Badges>
  );
}
