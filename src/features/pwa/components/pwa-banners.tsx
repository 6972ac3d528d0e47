// What the PWA feature puts under the header: a waiting update first (it matters more), else,
// on the dashboard only, the offer to install the app (not over the live match or a form).
import { useRouterState } from '@tanstack/react-router';
import { useUpdateState } from '../data/use-update-state';
import { InstallHint } from './install-hint';
import { UpdateBanner } from './update-banner';

export function PwaBanners() {
  const { updateReady } = useUpdateState();
  const onDashboard = useRouterState({ select: (s) => s.location.pathname.replace(/\/$/, '') === '/secure' });
  return updateReady ? <UpdateBanner /> : onDashboard ? <InstallHint /> : null;
}
