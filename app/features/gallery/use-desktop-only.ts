import { useEffect } from "react";
import { useNavigate } from "react-router";
import { isTooNarrow } from "./gallery-model";

/**
 * Sends narrow viewports home (spec: the gallery is hidden under 768 px). The server cannot know
 * the width, so it renders the page and the check runs after hydration, and again on resize.
 */
export function useDesktopOnly() {
  const navigate = useNavigate();
  useEffect(() => {
    const check = () => {
      if (isTooNarrow(window.innerWidth)) navigate("/", { replace: true });
    };
    check();
    window.addEventListener("resize", check);
    return () => window.removeEventListener("resize", check);
  }, [navigate]);
}
