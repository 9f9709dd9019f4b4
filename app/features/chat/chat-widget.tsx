import {
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import type { Broker } from "~/forms/consent-texts";
import { needTexts } from "~/i18n/need-texts";
import { useT } from "~/i18n/react";
import { CHAT_MESSAGE_MAX } from "~/server/limits";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { CloseIcon } from "~/ui/icons";
import { toast } from "~/ui/toaster";
import { Bubble, StreamingBubble } from "./chat-bubble";
import { ChatLauncherButton } from "./chat-launcher";
import { type ChatMessage, type ChatView, useChat } from "./use-chat";

// The callback form (the shared form fields, consents and validation) loads when it is first
// offered, with the forms' texts: every page carries the chat button, few visitors ask for a callback.
const CallbackRequestForm = lazy(() =>
  Promise.all([import("./callback-request-form"), needTexts("forms")]).then(([module]) => ({
    default: module.CallbackRequestForm,
  })),
);

/** The question an offer answers: the visitor's last message before it. */
function questionBefore(messages: ChatMessage[], index: number) {
  for (let i = index - 1; i >= 0; i--) if (messages[i]?.role === "user") return messages[i]?.content ?? "";
  return "";
}

/**
 * The floating "concierge numérique" (spec §2, §4): closed, open or minimised; not a modal. An
 * answer offering a callback opens the callback form in the panel, in place of the conversation.
 */
export function ChatWidget({ broker, initialView = "closed" }: { broker: Broker; initialView?: ChatView }) {
  const t = useT();
  const titleId = useId();
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const onError = useCallback(
    () => toast.error(t("chat.widget.errorTitle"), { description: t("chat.widget.errorBody") }),
    [t],
  );
  const { view, setView, messages, pending, streaming, send, markCallbackSent } = useChat(onError, initialView);
  const [callbackFor, setCallbackFor] = useState<number | null>(null);
  const offer = callbackFor === null ? undefined : messages[callbackFor]?.callback;

  useEffect(() => {
    if (view === "open") inputRef.current?.focus();
  }, [view]);
  useEffect(() => {
    const log = logRef.current;
    if (log && messages.length + Number(pending) + (streaming?.length ?? 0) + (callbackFor ?? 0) >= 0) {
      log.scrollTop = log.scrollHeight;
    }
  }, [messages, pending, streaming, callbackFor]);

  const backToConversation = () => {
    const index = callbackFor;
    setCallbackFor(null);
    // Back to the button that opened the form, or to the message box once the request is sent.
    requestAnimationFrame(() =>
      (logRef.current?.querySelector<HTMLElement>(`[data-callback-offer="${index}"]`) ?? inputRef.current)?.focus(),
    );
  };
  const close = () => {
    setCallbackFor(null);
    setView("closed");
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (draft.trim() === "" || pending) return;
    const text = draft;
    setDraft("");
    void send(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
    if (event.key === "Escape") setView("minimised");
  };

  if (view === "closed") return <ChatLauncherButton onClick={() => setView("open")} />;

  const open = view === "open";
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      // Phones: the open panel takes the whole screen (nothing of the page peeks around it), the
      // minimised one is a bar along the bottom; from 640 px, a floating card in the corner.
      className={cn(
        "fixed inset-x-0 bottom-0 z-40 flex flex-col bg-surface shadow-card",
        open && "top-0 sm:top-auto",
        "sm:right-4 sm:bottom-4 sm:left-auto sm:w-[min(24rem,calc(100vw-2rem))] sm:rounded-card sm:border sm:border-line",
      )}
      data-testid="chat-panel"
      data-state={view}
    >
      <header className="flex items-center gap-2 bg-ink px-4 py-2 text-surface focus-on-dark sm:rounded-t-card">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-display text-lg leading-tight">
            {t("chat.widget.title")}
          </h2>
          {open && <p className="truncate text-xs text-surface/80">{t("chat.widget.subtitle")}</p>}
        </div>
        <button
          type="button"
          className="grid size-11 place-items-center rounded-full hover:bg-ink-soft"
          aria-label={t(open ? "chat.widget.minimise" : "chat.widget.restore")}
          aria-expanded={open}
          onClick={() => setView(open ? "minimised" : "open")}
        >
          <span aria-hidden="true" className="text-xl leading-none">
            {open ? "–" : "□"}
          </span>
        </button>
        <button
          type="button"
          className="grid size-11 place-items-center rounded-full hover:bg-ink-soft"
          aria-label={t("chat.widget.close")}
          onClick={close}
        >
          <CloseIcon />
        </button>
      </header>
      <div hidden={!open} className="flex min-h-0 flex-1 flex-col">
        {offer && callbackFor !== null ? (
          <div
            className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4 sm:max-h-[min(34rem,calc(100dvh-9rem))]"
            data-testid="chat-callback"
          >
            <Suspense fallback={null}>
              <CallbackRequestForm
                token={offer.token}
                question={questionBefore(messages, callbackFor)}
                broker={broker}
                sentReference={offer.reference}
                onSent={(reference) => markCallbackSent(callbackFor, reference)}
                onBack={backToConversation}
              />
            </Suspense>
          </div>
        ) : (
          <>
            <div
              ref={logRef}
              role="log"
              aria-live="polite"
              aria-label={t("chat.widget.title")}
              className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4 sm:h-80 sm:max-h-80 sm:flex-none"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so keyboards must reach it.
              tabIndex={0}
            >
              <ol className="space-y-3">
                <Bubble message={{ role: "assistant", content: t("chat.widget.greeting") }} />
                {messages.map((message, i) => (
                  <Bubble
                    // biome-ignore lint/suspicious/noArrayIndexKey: messages are only ever appended.
                    key={i}
                    message={message}
                    offerIndex={i}
                    onCallback={() => setCallbackFor(i)}
                  />
                ))}
                {streaming !== null && <StreamingBubble text={streaming} />}
                {pending && (
                  <li className="text-sm text-muted" data-testid="chat-typing">
                    <span aria-hidden="true" className="motion-safe:animate-pulse">
                      •••{" "}
                    </span>
                    {t("chat.widget.typing")}
                  </li>
                )}
              </ol>
            </div>
            <form onSubmit={submit} className="flex items-end gap-2 border-t border-line p-3">
              <label className="sr-only" htmlFor={`${titleId}-input`}>
                {t("chat.widget.inputLabel")}
              </label>
              <textarea
                id={`${titleId}-input`}
                ref={inputRef}
                rows={1}
                maxLength={CHAT_MESSAGE_MAX}
                value={draft}
                placeholder={t("chat.widget.placeholder")}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onKeyDown}
                className="min-h-11 flex-1 resize-none rounded-control border border-line bg-surface px-3 py-2 text-sm text-ink"
              />
              <Button type="submit" disabled={pending}>
                {t("chat.widget.send")}
              </Button>
            </form>
          </>
        )}
      </div>
    </section>
  );
}
