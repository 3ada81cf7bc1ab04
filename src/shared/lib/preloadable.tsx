import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads on demand and can be fetched ahead of need (say, when the user
 * starts a search), so that it shows at once when it is asked for. Unlike React.lazy it never
 * suspends: until its code is here it renders nothing, so React does not hold back its reveal
 * (React 19 keeps a Suspense fallback up to 300 ms). A failed load is thrown to the route's error
 * boundary, and the next render tries again.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: ComponentType<P>; preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  function Preloadable(props: P) {
    const [state, setState] = useState<{ component: ComponentType<P> | null; error?: unknown }>(() => ({
      component: loaded,
    }));
    useEffect(() => {
      if (state.component) return;
      let live = true;
      preload().then(
        (component) => live && setState({ component }),
        (error: unknown) => live && setState({ component: null, error }),
      );
      return () => {
        live = false;
      };
    }, [state.component]);
    if (state.error) throw state.error;
    const Loaded = state.component;
    return Loaded ? <Loaded {...props} /> : null;
  }
  return { Component: Preloadable, preload };
}
