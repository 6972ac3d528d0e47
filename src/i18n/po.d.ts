// Catalogues are imported as .po files; @lingui/vite-plugin compiles them on import.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
