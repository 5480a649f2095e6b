"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * A labelled region that scrolls sideways when its content is wider than it. Only then is it a tab
 * stop, so that a keyboard user can scroll it (axe scrollable-region-focusable); a table that fits
 * adds no stop to the page's tab order.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const region = ref.current!;
    const measure = () => setOverflows(region.scrollWidth > region.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    if (region.firstElementChild) observer.observe(region.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} role="region" aria-label={label} tabIndex={overflows ? 0 : undefined} className={className}>
      {children}
    </div>
  );
}
