import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { CampaignsPage } from './campaigns/campaigns-page.tsx';
import { EditCampaignPage, NewCampaignPage } from './campaigns/new-campaign-page.tsx';
import { PortalLayout } from './components/portal-layout.tsx';
import { DashboardPage } from './dashboard/dashboard-page.tsx';
import { LocationsPage } from './locations/locations-page.tsx';
import { NonprofitsPage } from './nonprofits/nonprofits-page.tsx';
import { ReportsPage } from './reports/reports-page.tsx';
import { SettingsPage } from './settings/settings-page.tsx';

/** The restaurant portal, mounted at /restaurant/* and /portal/* (one lazily loaded chunk). */
export default function PortalApp() {
  return (
    <Routes>
      <Route element={<PortalLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="nonprofits" element={<NonprofitsPage />} />
        <Route path="campaigns" element={<CampaignsPage />} />
        <Route path="campaigns/new" element={<NewCampaignPage />} />
        <Route path="campaigns/:id/edit" element={<EditCampaignPage />} />
        <Route path="locations" element={<LocationsPage />} />
        <Route path="reports" element={<ReportsPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="*" element={<NotFoundPage inFrame />} />
      </Route>
    </Routes>
  );
}
