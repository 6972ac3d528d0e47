// What the PWA feature puts under the header: a waiting update first (it matters more), else
// the offer to install the app.
import { useUpdateState } from '../data/use-update-state';
import { InstallHint } from './install-hint';
import { UpdateBanner } from './update-banner';

export function PwaBanners() {
  const { updateReady } = useUpdateState();
  return updateReady ? <UpdateBanner /> : <InstallHint />;
}
