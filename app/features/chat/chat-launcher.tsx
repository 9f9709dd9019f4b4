import { lazy, Suspense, useState } from "react";
import type { Broker } from "~/forms/consent-texts";
import { useT } from "~/i18n/react";
import { Button } from "~/ui/button";

// The panel, its conversation logic and answer streaming load with the first click (or when the
// pointer comes near): every page shows the button, fewer visitors open it.
const loadWidget = () => import("./chat-widget");
const ChatWidget = lazy(() => loadWidget().then((module) => ({ default: module.ChatWidget })));

const ChatIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="24"
    height="24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    aria-hidden="true"
  >
    <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
  </svg>
);

/** The floating button that opens the concierge (the same one the panel shows once closed). */
export function ChatLauncherButton({ onClick, onPointerEnter }: { onClick: () => void; onPointerEnter?: () => void }) {
  const t = useT();
  return (
    <Button
      size="icon"
      className="fixed right-4 bottom-4 z-30 size-14 shadow-card"
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
