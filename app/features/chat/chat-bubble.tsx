import { isLang, LANGUAGE_NAMES } from "~/i18n/config";
import { useT } from "~/i18n/react";
import { Button } from "~/ui/button";
import { cn } from "~/ui/cn";
import { PageLink } from "~/ui/page-link";
import type { ChatSource } from "./read-reply";
import type { ChatMessage } from "./use-chat";

const linkClass = "font-semibold text-azure underline underline-offset-2 hover:text-ink";

/**
 * A page the answer comes from. When the answer is in another language than the page (the
 * question was), the link opens that page in the answer's language: it posts to /language,
 * which sets the site's language and goes to the page, with or without JavaScript.
 */
function SourceLink({ url, title, lang }: ChatSource) {
  const t = useT();
  if (lang && isLang(lang) && url.startsWith("/")) {
    return (
      <form method="post" action="/language" className="inline">
        <input type="hidden" name="lang" value={lang} />
        <input type="hidden" name="redirectTo" value={url} />
        <button type="submit" className={cn(linkClass, "cursor-pointer text-left")}>
          <span lang={lang}>{title}</span>
          <span className="sr-only"> {t("chat.widget.opensIn", { language: LANGUAGE_NAMES[lang] })}</span>
        </button>
      </form>
    );
  }
  return url.startsWith("/") ? (
    <PageLink to={url} className={linkClass}>
      {title}
    </PageLink>
  ) : (
    <a href={url} className={linkClass}>
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
          <div className="mt-2">
            {t("chat.widget.sources")}{" "}
            {message.sources.map((source, i) => (
              <span key={source.url}>
                {i > 0 && " · "}
                <SourceLink {...source} />
              </span>
            ))}
          </div>
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
