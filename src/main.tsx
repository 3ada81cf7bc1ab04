import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistQueries } from '@/app/persist-queries';
import { createQueryClient } from '@/app/query-client';
import { registerServiceWorker } from '@/app/register-sw';
import { createAppRouter } from '@/app/router';
import { startApp } from '@/app/start';
import { setSessionExpiredHandler } from '@/shared/lib/api-client';
import * as queryRoots from '@/shared/lib/query-roots';
import '@/app/app.css';

/** Ends the current task: start-up runs as a few short tasks, so the page stays responsive meanwhile. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// the modules have just been evaluated: the app is set up in the next task
await nextTask();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// an expired session lands on the entry page (home/index): docs/product.md#session
setSessionExpiredHandler(() => {
  queryClient.removeQueries({ queryKey: queryRoots.rootKey(queryRoots.user) });
  void router.navigate({ to: '/pages/index/index', replace: true });
});

// the last data is restored first (offline, every screen opens with it), then the language
// catalog, the first route's chunks and its data load side by side
await persistQueries(queryClient);
await nextTask();
await Promise.all([startApp(), router.load().catch(() => undefined)]);

// a transition: React renders the first screen in slices and keeps the main thread responsive
const root = createRoot(document.getElementById('root') as HTMLElement);
startTransition(() =>
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  ),
);

registerServiceWorker();

// page transitions: framer-motion's small animate, fetched at the first touch or key press rather
// than with Home (decision 014)
const loadPageMotion = () => void import('@/app/page-motion').then((m) => m.startPageMotion(router));
addEventListener('pointerdown', loadPageMotion, { once: true, passive: true });
addEventListener('keydown', loadPageMotion, { once: true });
