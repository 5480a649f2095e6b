"use client";

import { lazy, Suspense, useState, type ComponentType } from "react";

/**
 * A controlled overlay (`open` prop) whose code is fetched the first time it opens, so that pages
 * do not ship dialog libraries until a user needs one. Once loaded it stays mounted, so closing
 * still returns focus to where it was.
 */
export function openLazily<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Panel = lazy(() => load().then((component) => ({ default: component })));
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
