/**
 * The page's JavaScript starts after its first paint (issue 14, ADR 0019). The server writes
 * React Router's module preloads and its module script inert (`holdScriptsUntilFirstPaint`); the
 * small script below wakes them once the browser reports its first contentful paint. On a slow
 * link the HTML and the fonts then have the line to themselves, and the page, which works without
 * JavaScript, is painted before any script is even asked for. Both sides share these names.
 */
export const HELD_PRELOAD_REL = "x-modulepreload-after-paint";
export const HELD_MODULE_TYPE = "text/x-module-after-paint";

/**
 * Runs as a classic inline script at the end of the body. A hidden page (a background tab, a
 * prerender) has no paint to wait for; a browser without paint timing waits one frame; and
 * whatever happens, the scripts start within two seconds.
 */
export const SCRIPTS_AFTER_PAINT = `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const held = document.querySelector('script[type="${HELD_MODULE_TYPE}"]');
    if (held) {
      const live = document.createElement("script");
      live.type = "module";
      live.nonce = held.nonce;
      live.textContent = held.textContent;
      held.replaceWith(live);
    }
    // Each preload costs the main thread a few milliseconds (far more on a slow phone): one per
    // task, so the page stays responsive while they start.
    const links = [...document.querySelectorAll('link[rel="${HELD_PRELOAD_REL}"]')];
    const next = () => {
      const link = links.shift();
      if (!link) return;
      link.rel = "modulepreload";
      setTimeout(next, 0);
    };
    next();
  };
  const soon = () => setTimeout(start, 0);
  setTimeout(start, 2000);
  if (document.visibilityState !== "visible") return start();
  if (!window.PerformanceObserver || !(PerformanceObserver.supportedEntryTypes || []).includes("paint")) {
    return requestAnimationFrame(soon);
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    soon();
  }).observe({ type: "paint", buffered: true });
})();`;
