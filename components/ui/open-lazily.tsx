"use client";

import { lazy, Suspense, useState, type ComponentType } from "react";

const lazyComponent = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() => load().then((component) => ({ default: component })));

/**
 * A client island kept out of the route's first-load JS: its code is a chunk of its own, fetched the
 * first time it renders. The server still renders it into the page's HTML, and the browser hydrates it
 * once the chunk has arrived. A page imports its client components through these (one
 * `components/<module>/islands.ts` per module), so each role downloads only the islands it is shown,
 * and forms bring zod and react-hook-form with them instead of into every page.
 */
export function loadLazily<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Island = lazyComponent(load);
  return function LazyIsland(props: P) {
    return (
      <Suspense fallback={null}>
        <Island {...props} />
      </Suspense>
    );
  };
}

/**
 * A controlled overlay (`open` prop) whose code is fetched the first time it opens, so that pages
 * do not ship dialog libraries until a user needs one. Once loaded it stays mounted, so closing
 * still returns focus to where it was.
 */
export function openLazily<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Panel = lazyComponent(load);
  return function LazilyOpened(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    );
  };
}
