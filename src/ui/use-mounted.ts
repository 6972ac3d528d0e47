// Whether the component is still on screen. A pull or call can end after its screen is gone (a
// fast navigation, a test's page torn down): its state is then nobody's, and setting it after
// the page's window is gone throws as an unhandled rejection.
import { useEffect, useRef, type RefObject } from 'react';

export function useMounted(): RefObject<boolean> {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
