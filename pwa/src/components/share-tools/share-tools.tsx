import { t } from '@lingui/core/macro';
import { qrSvg as qrSvgOf } from '../../lib/qr-svg.ts';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink } from '../ui/button.tsx';
import { copyFeedback, copyLink, copyLinkLabel } from './copy-link.ts';
import { space, media, column, text } from '../../styles/theme.ts';

/*
 * The QR encoder lives only in this module: screens load it with React.lazy (or from a lazy page),
 * so it never rides along on a card holder's first visit.
 */

/**
 * The QR code of a link as SVG markup: nothing but `<rect>` modules, so no part of the text
 * encoded ever appears as markup. Null for something that is not an http(s) URL or is too long
 * to encode.
 */
export function qrSvg(url: string): string | null {
  if (!isWebUrl(url)) return null;
  try {
    return qrSvgOf(url);
  } catch {
    return null;
  }
}

export function isWebUrl(value: string): boolean {
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** What the Share button does here: the Web Share sheet where the browser has one, else a copy. */
export function shareMethod(
  nav: Pick<Navigator, 'share' | 'canShare'> | undefined,
  data: { title: string; text?: string; url: string },
): 'share' | 'copy' {
  if (!nav || typeof nav.share !== 'function') return 'copy';
  if (typeof nav.canShare === 'function' && !nav.canShare(data)) return 'copy';
  return 'share';
}

const QrFrame = styled.div<{ $size: string }>`
  width: ${({ $size }) => $size};
  max-width: 100%;
  aspect-ratio: 1;
  padding: ${space(2)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  svg {
    display: block;
    width: 100%;
    height: 100%;
    /* Solid modules on white, whatever the surrounding text colour, so every scanner reads it. */
    fill: currentColor;
    shape-rendering: crispEdges;
  }
`;

/** A link as a QR code, drawn inline (no request, prints with the page). */
export function QrCode({ url, size = '200px', className }: { url: string; size?: string; className?: string }) {
  const svg = useMemo(() => qrSvg(url), [url]);
  if (!svg) return null;
  return (
    <QrFrame
      className={className}
      $size={size}
      role="img"
      aria-label={t`QR code for ${url}`}
      // The markup is the encoder's output for a URL we built: rectangles only, no text from it.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

const Tools = styled.div`
  display: grid;
  gap: ${space(4)};
  justify-items: center;
  ${media.sm} {
    grid-template-columns: auto 1fr;
    align-items: center;
    justify-items: stretch;
  }
`;
const Controls = styled.div`
  width: 100%;
  min-width: 0;
  ${column(2.5)}
`;
const LinkLabel = styled.label`
  ${text(0.9, 600)}
`;
const LinkInput = styled.input`
  width: 100%;
  min-height: 44px;
  padding: ${space(2.5, 3)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.9rem;
  text-overflow: ellipsis;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  > * {
    flex: 1 1 auto;
  }
`;
const Feedback = styled.p`
  min-height: 1.5em;
  ${text(0.9, 600)}
  color: ${({ theme }) => theme.colors.success};
`;

const FEEDBACK_MS = 4000;

export interface ShareToolsProps {
  /** The absolute link to share. */
  url: string;
  /** The share sheet's title. */
  title: string;
  /** The share sheet's message, before the link. */
  text?: string;
  /** The printable poster of this link, when there is one. */
  posterHref?: string;
  /** Whether to offer its own Copy link: not where the page already has one beside it. */
  withCopy?: boolean;
}

/** A link ready to pass on: its QR code, the share sheet or a copy, and a printable poster. */
export function ShareTools({ url, title, text, posterHref, withCopy = true }: ShareToolsProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [feedback, setFeedback] = useState('');

  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(''), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  async function copy() {
    setFeedback(copyFeedback(await copyLink(url, input.current)));
  }

  async function share() {
    const data = text ? { title, text, url } : { title, url };
    if (shareMethod(typeof navigator === 'undefined' ? undefined : navigator, data) === 'copy') return copy();
    try {
      await navigator.share(data);
    } catch (error) {
      // Closing the sheet is a choice, not a failure; anything else falls back to a copy.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy();
    }
  }

  return (
    <Tools>
      <QrCode url={url} size="200px" />
      <Controls>
        <LinkLabel htmlFor={inputId}>{t`Share link`}</LinkLabel>
        <LinkInput id={inputId} ref={input} type="url" value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
        <Actions>
          <Button onClick={() => void share()}>{t`Share`}</Button>
          {withCopy ? (
            <Button $variant="outline" onClick={() => void copy()}>
              {copyLinkLabel()}
            </Button>
          ) : null}
          {posterHref ? <ButtonLink as={Link} to={posterHref} $variant="outline">{t`Print poster`}</ButtonLink> : null}
        </Actions>
        <Feedback role="status">{feedback}</Feedback>
      </Controls>
    </Tools>
  );
}

export default ShareTools;
