import { createElement, lazy, type ComponentType } from 'react';

/** A lazily loaded component that can be loaded ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the module (once); resolves when it is in. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` that renders synchronously once its module is loaded. A plain lazy component suspends on its first
 * render even when its chunk is already in (the import promise resolves a tick later); each such suspension shows a
 * fallback, and React then holds the real content back until that fallback has been up 300 ms. Preloaded, this one
 * never suspends.
 */
export function preloadableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A failed load (a deploy replaced the chunk, the network dropped) is retried by the next render or preload.
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  const Preloadable = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Preloadable, { preload });
}
