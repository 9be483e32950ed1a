import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * The width in whole pixels of the element behind the returned ref, followed as it resizes. Starts at 600 so the first
 * render (and a server render) draws something sensible; a zero width (a hidden element) keeps the last one.
 */
export function useChartWidth(): [RefObject<HTMLDivElement | null>, number] {
  const container = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return [container, width];
}
