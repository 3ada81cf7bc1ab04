/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/info" />

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
