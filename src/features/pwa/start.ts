// Start-up of the PWA feature: registers the service worker and puts the update banner in the
// shell's banner slot.
import { fillShellSlot } from '../../ui/shell-slots';
import { UpdateBanner } from './components/update-banner';
import { registerServiceWorker } from './data/service-worker';

export function startPwa(): void {
  fillShellSlot('banner', UpdateBanner);
  registerServiceWorker();
}
