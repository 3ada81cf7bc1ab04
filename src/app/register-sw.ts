/** Registers the service worker from sw/ once the page has loaded (production builds only). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import('workbox-window').then(({ Workbox }) => {
      const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
      void wb.register();
    });
  };
  // main.tsx awaits the language first, so the load event may already have fired
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
