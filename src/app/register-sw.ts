/**
 * Registers the service worker from sw/ once the page has loaded (production builds only), then
 * runs the updates of DESIGN §5 (version check, the "New version released" modal, skip waiting).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    void Promise.all([import('workbox-window'), import('@/features/offline/updates')]).then(
      ([{ Workbox }, { startUpdates }]) => {
        const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
        startUpdates(wb);
        void wb.register();
      },
    );
  };
  // main.tsx awaits the language first, so the load event may already have fired
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
