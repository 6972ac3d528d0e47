// Places in the shell that other parts of the app fill without the shell knowing them:
//   'status' - the header's sync status indicator;
//   'banner' - the update banner under the header ("a new version is ready");
//   'notifications' - the header's link to the notifications, with the unread count.
// Whoever owns one calls fillShellSlot('status', Component) once at start-up (for example
// from main.tsx); it returns a function that empties the slot again.
import { useSyncExternalStore, type ComponentType } from 'react';

export type ShellSlotName = 'status' | 'banner' | 'notifications';

const filled = new Map<ShellSlotName, ComponentType>();
const listeners = new Set<() => void>();

export function fillShellSlot(name: ShellSlotName, component: ComponentType): () => void {
  filled.set(name, component);
  listeners.forEach((l) => l());
  return () => {
    if (filled.get(name) === component) filled.delete(name);
    listeners.forEach((l) => l());
  };
}

function useSlot(name: ShellSlotName): ComponentType | undefined {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => filled.get(name),
  );
}

/** The sync status indicator's place in the header. */
export function ShellStatusSlot() {
  const Status = useSlot('status');
  return <div className="shell__status">{Status ? <Status /> : null}</div>;
}

/** The update banner's place under the header. */
export function ShellBannerSlot() {
  const Banner = useSlot('banner');
  return Banner ? <Banner /> : null;
}

/** The notifications link's place in the header. */
export function ShellNotificationsSlot() {
  const Bell = useSlot('notifications');
  return Bell ? <Bell /> : null;
}
