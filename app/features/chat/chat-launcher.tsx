import { lazy, Suspense, useEffect, useState } from "react";
import type { Broker } from "~/forms/consent-texts";
import { useT } from "~/i18n/react";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { ChatIcon } from "~/ui/icons";

// The panel, its conversation logic and answer streaming load with the first click (or when the
// pointer comes near): every page shows the button, fewer visitors open it.
const loadWidget = () => import("./chat-widget");
const ChatWidget = lazy(() => loadWidget().then((module) => ({ default: module.ChatWidget })));

// Narrower than the desktop bar (80rem), the button sits over the text column.
const OVER_TEXT = "(max-width: 79.99rem)";

/**
 * True while the visitor scrolls down a phone or tablet: the button steps aside so it never sits
 * on the text being read, and comes back as soon as they scroll up (or reach the top).
 */
function useTuckedWhileReading() {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    const narrow = window.matchMedia(OVER_TEXT);
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      // A few pixels of jitter (touch, address bar) change nothing.
      if (Math.abs(y - last) < 8) return;
      setTucked(narrow.matches && y > last && y > 80);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return tucked;
}

/** The floating button that opens the concierge (the same one the panel shows once closed). */
export function ChatLauncherButton({ onClick, onPointerEnter }: { onClick: () => void; onPointerEnter?: () => void }) {
  const t = useT();
  const tucked = useTuckedWhileReading();
  return (
    <Button
      size="icon"
      data-tucked={tucked}
      className={cn(
        "fixed right-4 bottom-4 z-30 size-14 shadow-card transition-[translate,opacity] duration-300 motion-reduce:transition-none",
        // Keyboard focus always brings it back into view.
        tucked &&
          "pointer-events-none translate-y-24 opacity-0 focus-visible:pointer-events-auto focus-visible:translate-y-0 focus-visible:opacity-100",
      )}
      aria-label={t("chat.widget.open")}
      aria-haspopup="dialog"
      onClick={onClick}
      onPointerEnter={onPointerEnter}
      data-testid="chat-launcher"
    >
      <ChatIcon />
    </Button>
  );
}

/** The concierge numérique on every public page: a button until first opened. */
export function ChatLauncher({ broker }: { broker: Broker }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    return <ChatLauncherButton onClick={() => setWanted(true)} onPointerEnter={() => void loadWidget()} />;
  }
  return (
    <Suspense fallback={<ChatLauncherButton onClick={() => undefined} />}>
      <ChatWidget broker={broker} initialView="open" />
    </Suspense>
  );
}
