// "The page's engine has just sent something": screens whose pull failed because the server did
// not have their data yet (a fixture made offline, still in the queue, answers 404) pull again
// then, instead of waiting for the next reload.
type Listener = () => void;
const listeners = new Set<Listener>();

export function onDrained(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function notifyDrained(): void {
  for (const l of [...listeners]) l();
}
