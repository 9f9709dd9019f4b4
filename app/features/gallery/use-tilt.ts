import { type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { computeTilt, NO_TILT, type Tilt } from "./gallery-model";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The scene's tilt following a mouse over the element the handlers are put on, one update per
 * frame; flat again when the pointer leaves, and never tilted under reduced motion.
 */
export function useTilt() {
  const [tilt, setTilt] = useState<Tilt>(NO_TILT);
  const frame = useRef<number | null>(null);
  const reducedMotion = useRef(false);

  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => {
      reducedMotion.current = query.matches;
      if (query.matches) setTilt(NO_TILT);
    };
    update();
    query.addEventListener("change", update);
    return () => {
      query.removeEventListener("change", update);
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    };
  }, []);

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== "mouse" || reducedMotion.current) return;
    const { clientX, clientY } = event;
    const box = event.currentTarget.getBoundingClientRect();
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      setTilt(computeTilt(clientX, clientY, box));
    });
  }, []);

  const onPointerLeave = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    setTilt(NO_TILT);
  }, []);

  return { tilt, onPointerMove, onPointerLeave };
}
