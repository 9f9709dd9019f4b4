import { Link } from "react-router";
import { useT } from "~/i18n/react";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import type { ChatMessage } from "./use-chat";

function SourceLink({ url, title }: { url: string; title: string }) {
  const className = "font-semibold text-azure underline underline-offset-2 hover:text-ink";
  return url.startsWith("/") ? (
    <Link to={url} className={className}>
      {title}
    </Link>
  ) : (
    <a href={url} className={className}>
      {title}
    </a>
  );
}

/**
 * One message of the conversation. An answer that offers a callback carries the button that
 * opens the form (`data-callback-offer` lets focus come back to it), or, once the request is
 * sent, its reference.
 */
export function Bubble({
  message,
  offerIndex,
  onCallback,
}: {
  message: ChatMessage;
  offerIndex?: number;
  onCallback?: () => void;
}) {
  const t = useT();
  const mine = message.role === "user";
  const offer = message.callback;
  return (
    <li className={cn("flex flex-col", mine ? "items-end" : "items-start")}>
      <span className="sr-only">{t(mine ? "chat.widget.you" : "chat.widget.assistant")} :</span>
      <div
        className={cn(
          "max-w-[85%] rounded-control px-3 py-2 text-sm whitespace-pre-line",
          mine ? "bg-ink text-surface" : "bg-sand text-ink",
        )}
      >
        {message.content}
        {message.sources && message.sources.length > 0 && (
          <p className="mt-2">
            {t("chat.widget.sources")}{" "}
            {message.sources.map((source, i) => (
              <span key={source.url}>
                {i > 0 && " · "}
                <SourceLink {...source} />
              </span>
            ))}
          </p>
        )}
        {offer?.reference && (
          <p className="mt-2 font-semibold">{t("chat.widget.callbackSent", { reference: offer.reference })}</p>
        )}
        {offer && !offer.reference && onCallback && (
          <Button type="button" className="mt-3" data-callback-offer={offerIndex} onClick={onCallback}>
            {t("chat.widget.callbackOffer")}
          </Button>
        )}
      </div>
    </li>
  );
}

/** A model's answer while it is being written: shown, but hidden from screen readers, which
 * hear the finished message once, when it joins the log, instead of every word as it arrives. */
export function StreamingBubble({ text }: { text: string }) {
  return (
    <li aria-hidden="true" className="flex flex-col items-start" data-testid="chat-streaming">
      <div className="max-w-[85%] rounded-control bg-sand px-3 py-2 text-sm whitespace-pre-line text-ink">{text}</div>
    </li>
  );
}
