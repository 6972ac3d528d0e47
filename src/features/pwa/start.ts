// Start-up of the PWA feature: registers the service worker, listens for the browser's install
// offer and puts the update banner or the install hint in the shell's banner slot.
import { fillShellSlot } from '../../ui/shell-slots';
import { PwaBanners } from './components/pwa-banners';
import { watchInstallPrompt } from './data/install-prompt';
import { registerServiceWorker } from './data/service-worker';

export function startPwa(): void {
  fillShellSlot('banner', PwaBanners);
  watchInstallPrompt();
  registerServiceWorker();
}
