import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { PublicLayout } from '../features/layout/public-layout.tsx';
import { inArea } from '../i18n/i18n.tsx';

/*
 * The pages a card holder never opens first: the sign-in forms, the back office, the sellers' and
 * nonprofits' e-mailed links, the dev outbox, and the 404 page. The shell's route table ends in one
 * catch-all that loads this table (its own chunk), so the entry chunk a card holder downloads does
 * not carry a line for each of them; static segments here (/nonprofit/roster) still outrank the
 * dynamic ones (/nonprofit/:token), since they are ranked in one table.
 */
const LoginPage = lazy(() =>
  inArea('office', import('../features/auth/components/auth-pages.tsx')).then((m) => ({ default: m.LoginPage })),
);
const SignupPage = lazy(() =>
  inArea('office', import('../features/auth/components/auth-pages.tsx')).then((m) => ({ default: m.SignupPage })),
);
const OutboxListPage = lazy(() =>
  inArea('office', import('../features/outbox/components/outbox-pages.tsx')).then((m) => ({ default: m.OutboxListPage })),
);
const OutboxEmailPage = lazy(() =>
  inArea('office', import('../features/outbox/components/outbox-pages.tsx')).then((m) => ({ default: m.OutboxEmailPage })),
);
// Sellers' and nonprofits' pages (with the QR encoder).
const SellerPage = lazy(() =>
  inArea('fundraising', import('../features/fundraising/seller-page.tsx')).then((m) => ({ default: m.SellerPage })),
);
const NonprofitDashboardPage = lazy(() =>
  inArea('fundraising', import('../features/fundraising/nonprofit-dashboard-page.tsx')).then((m) => ({
    default: m.NonprofitDashboardPage,
  })),
);
const UnsubscribePage = lazy(() =>
  inArea('find', import('../features/unsubscribe/components/unsubscribe-page.tsx')).then((m) => ({ default: m.UnsubscribePage })),
);
const PortalApp = lazy(() => inArea('office', import('../features/portal/portal-app.tsx')));
const OnboardingPage = lazy(() =>
  inArea('office', import('../features/onboarding/components/onboarding-page.tsx')).then((m) => ({ default: m.OnboardingPage })),
);
// The nonprofit's workspace and the coordinator's invitation.
const CoordinatorApp = lazy(() => inArea('office', import('../features/coordinator/coordinator-app.tsx')));
const InvitePage = lazy(() =>
  inArea('office', import('../features/coordinator/invite-page.tsx')).then((m) => ({ default: m.InvitePage })),
);
// Sheets made to be printed: no site header or footer on screen or on paper.
const FlyersPage = lazy(() =>
  inArea('office', import('../features/coordinator/flyers-page.tsx')).then((m) => ({ default: m.FlyersPage })),
);
const PrintedBatchPrintPage = lazy(() =>
  inArea('office', import('../features/coordinator/printed-print-page.tsx')).then((m) => ({ default: m.PrintedBatchPrintPage })),
);
// The accessibility statement, linked from every footer.
const AccessibilityPage = lazy(() =>
  inArea('marketing', import('../features/marketing/components/accessibility-page.tsx')).then((m) => ({
    default: m.AccessibilityPage,
  })),
);
const AdminApp = lazy(() => inArea('office', import('../features/admin/admin-app.tsx')).then((m) => ({ default: m.AdminApp })));

const officeRoutes: RouteObject[] = [
  // The sellers' flyer sheet and a printed batch's sheets of cards print on their own.
  { path: '/nonprofit/flyers', element: <FlyersPage /> },
  { path: '/nonprofit/cards/:batchId/print', element: <PrintedBatchPrintPage /> },
  {
    element: <PublicLayout />,
    children: [
      { path: '/accessibility', element: <AccessibilityPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/dev/outbox', element: <OutboxListPage /> },
      { path: '/dev/outbox/:id', element: <OutboxEmailPage /> },
      { path: '/seller/:token', element: <SellerPage /> },
      { path: '/unsubscribe/:token', element: <UnsubscribePage /> },
      { path: '/admin/*', element: <AdminApp /> },
      { path: '/onboard', element: <OnboardingPage /> },
      { path: '/restaurant/onboarding', element: <OnboardingPage /> },
      { path: '/restaurant/*', element: <PortalApp /> },
      { path: '/portal/*', element: <PortalApp /> },
      // Static segments outrank /nonprofit/:token (the e-mailed dashboard link).
      { path: '/nonprofit', element: <CoordinatorApp /> },
      { path: '/nonprofit/roster', element: <CoordinatorApp /> },
      { path: '/nonprofit/sales', element: <CoordinatorApp /> },
      { path: '/nonprofit/money', element: <CoordinatorApp /> },
      { path: '/nonprofit/cards', element: <CoordinatorApp /> },
      { path: '/nonprofit/cards/:batchId', element: <CoordinatorApp /> },
      { path: '/nonprofit/:token', element: <NonprofitDashboardPage /> },
      { path: '/invite/:token', element: <InvitePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Rendered by the shell's catch-all route; its pages but the printed sheets sit in the public layout. */
export function OfficeRoutes() {
  return useRoutes(officeRoutes);
}
