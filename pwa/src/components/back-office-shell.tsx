import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  MOBILE_BREAKPOINT_PX,
  SIDEBAR_COOKIE_MAX_AGE_SECONDS,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_WIDTH,
} from '@dealcard/shared';
import { LanguagePicker } from './language-picker.tsx';
import { space, media, column, row, text } from '../styles/theme.ts';
import { useModalFocus } from '../lib/use-modal-focus.ts';

export interface BackOfficeNavItem {
  to: string;
  label: string;
  /** A short glyph shown before the label. */
  icon?: ReactNode;
  /** Match the path exactly (for an index link such as /restaurant). */
  end?: boolean;
}

export interface BackOfficeShellProps {
  title: string;
  subtitle?: string;
  navItems: BackOfficeNavItem[];
  /** Shown at the bottom of the sidebar (e.g. the user's e-mail and Logout), above the language picker. */
  footer?: ReactNode;
  /** Shown at the right of the header (e.g. a Restaurant Portal button). */
  headerExtras?: ReactNode;
  children: ReactNode;
}

function readSidebarCookie(): boolean {
  if (typeof document === 'undefined') return true;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  if (match) return match.split('=')[1] !== 'false';
  // Where the sidebar is a drawer (PHONE_QUERY: up to and including a tablet in portrait, 768px)
  // it would cover the page, so it starts closed there.
  return window.innerWidth > MOBILE_BREAKPOINT_PX;
}

function writeSidebarCookie(open: boolean) {
  // Secure over TLS, as every cookie of ours there (tls.spec.ts).
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** Sidebar open state, remembered in a cookie for 7 days and toggled with Ctrl/Cmd+B. */
export function useSidebarState() {
  const [open, setOpen] = useState(readSidebarCookie);
  const toggle = useCallback(() => {
    setOpen((prev) => {
      writeSidebarCookie(!prev);
      return !prev;
    });
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (e.metaKey || e.ctrlKey)) {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);
  const close = useCallback(() => {
    setOpen(false);
    writeSidebarCookie(false);
  }, []);
  return { open, toggle, close };
}

/** The width where the sidebar is a drawer over the page (the CSS's media.upToMd). */
const PHONE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** Whether the screen is phone-sized now, following rotations and resizes. */
function useIsPhone(): boolean {
  const [phone, setPhone] = useState(() => typeof window !== 'undefined' && window.matchMedia(PHONE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    const onChange = () => setPhone(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return phone;
}

const Layout = styled.div<{ $open: boolean }>`
  min-height: 100vh;
  display: grid;
  /* Collapsed on a desktop, the sidebar stays as a rail of icons and the page takes the rest. */
  grid-template-columns: ${({ $open, theme }) => ($open ? `${SIDEBAR_WIDTH} 1fr` : `${theme.sidebar.widthIcon} 1fr`)};
  background: ${({ theme }) => theme.colors.background};
  ${media.upToMd} {
    grid-template-columns: 1fr;
  }
`;
/** Shown to screen readers and as a tooltip only, while the sidebar is a rail. */
const railHidden = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
const Side = styled.aside<{ $open: boolean }>`
  grid-column: 1;
  position: sticky;
  top: 0;
  height: 100vh;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  ${({ $open }) =>
    $open
      ? ''
      : `
    & > header, & > footer { display: none; }
    nav { padding: ${space(3, 1)}; }
    nav a { justify-content: center; padding: ${space(2, 0)}; }
    nav a .label { ${railHidden} }
  `}
  ${media.upToMd} {
    /* On a phone: a drawer over the page, opened from the header's toggle. */
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: fixed;
    z-index: 200;
    width: ${({ theme }) => theme.sidebar.widthMobile};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;
/** Behind the open drawer on a phone: a tap on it closes the drawer. */
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 190;
  background: ${({ theme }) => theme.colors.overlay};
`;
/** The drawer's own close button, on a phone only (the drawer covers the header's toggle). */
const CloseDrawer = styled.button`
  position: absolute;
  top: ${space(3)};
  right: ${space(3)};
  width: 40px;
  height: 40px;
  display: grid;
  place-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
`;
const Brand = styled.header`
  position: relative;
  padding: ${space(5, 14, 4, 4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    display: block;
    ${text(1.1, 800)}
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
`;
const Nav = styled.nav`
  flex: 1;
  /* On a short screen the links scroll and the footer (user, language) stays in view. */
  min-height: 0;
  overflow-y: auto;
  padding: ${space(3, 2)};
  ${column(0.5)}
  a {
    ${row(2.5)}
    min-height: 40px;
    padding: ${space(2, 3)};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  a.active {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
    font-weight: 700;
  }
`;
const Foot = styled.footer`
  ${column(3)}
  padding: ${space(3, 4, 4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
const AccessibilityLink = styled(Link)`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
`;
/** The language of the back office, under the user's box: the label above a full-width select. */
const Language = styled(LanguagePicker)`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${space(1)};
  select {
    min-height: 40px;
    width: 100%;
  }
`;
const Main = styled.div`
  grid-column: -2 / -1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;
const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  ${row(3)}
  height: 56px;
  padding: 0 ${space(5)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Toggle = styled.button`
  width: 36px;
  height: 36px;
  display: grid;
  place-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  font-size: 1rem;
`;
const Extras = styled.div`
  margin-left: auto;
  min-width: 0;
  ${row(2)}
`;
const Content = styled.main`
  padding: ${space(6)};
  max-width: 1200px;
  width: 100%;
`;

/** The admin and restaurant portals' frame: sidebar with navigation, header, content. */
export function BackOfficeShell({ title, subtitle, navItems, footer, headerExtras, children }: BackOfficeShellProps) {
  const { open, toggle, close } = useSidebarState();
  const phone = useIsPhone();
  const drawer = phone && open;
  const side = useRef<HTMLElement>(null);
  // On a phone the open sidebar is a modal drawer: focus inside, Escape or a tap outside closes it.
  useModalFocus(drawer, side, close);
  // A new page closes it (a link in it, the browser's back button).
  const { pathname } = useLocation();
  const wasAt = useRef(pathname);
  useEffect(() => {
    if (wasAt.current === pathname) return;
    wasAt.current = pathname;
    if (open && window.matchMedia(PHONE_QUERY).matches) close();
  }, [pathname, open, close]);
  return (
    <Layout $open={open}>
      {drawer ? <Backdrop data-testid="drawer-backdrop" aria-hidden="true" onClick={close} /> : null}
      <Side
        ref={side}
        $open={open}
        aria-label={t`${title} navigation`}
        data-state={open ? 'expanded' : 'collapsed'}
        {...(drawer ? { role: 'dialog', 'aria-modal': true } : {})}
      >
        <Brand>
          <strong>{title}</strong>
          {subtitle ? <span>{subtitle}</span> : null}
          {drawer ? (
            <CloseDrawer type="button" data-close onClick={close} aria-label={t`Close menu`}>
              ×
            </CloseDrawer>
          ) : null}
        </Brand>
        <Nav>
          {navItems.map((item, i) => (
            <NavLink
              {...(drawer && i === 0 ? { 'data-autofocus': true } : {})}
              key={item.to}
              to={item.to}
              end={item.end}
              onClick={phone ? close : undefined}
              title={open ? undefined : item.label}
            >
              {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
              <span className="label">{item.label}</span>
            </NavLink>
          ))}
        </Nav>
        <Foot>
          {footer}
          <Language />
          <AccessibilityLink to="/accessibility">{t`Accessibility`}</AccessibilityLink>
        </Foot>
      </Side>
      <Main>
        <Header>
          <Toggle onClick={toggle} aria-label={t`Toggle Sidebar`} aria-expanded={open} title={t`Toggle sidebar (Ctrl/Cmd+B)`}>
            ☰
          </Toggle>
          <Extras>{headerExtras}</Extras>
        </Header>
        <Content>{children}</Content>
      </Main>
    </Layout>
  );
}
