import { useCallback, useEffect, useRef, useState } from "react";
import { type ChatSource, readReply } from "./read-reply";

export type { ChatSource };
/** An offer to be called back, with its form's token; `reference` once the request is sent. */
export type CallbackOffer = { token: string; reference?: string };
export type ChatMessage = {
  role: "user" | "assistant";
  content: string;
  sources?: ChatSource[];
  callback?: CallbackOffer;
};
export type ChatView = "closed" | "open" | "minimised";

export const CHAT_ENDPOINT = "/api/chat-assistant";
const STORAGE_KEY = "chat.conversation";

function readStored(): ChatMessage[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as ChatMessage[]) : [];
  } catch {
    return [];
  }
}

/** The signed-in customer's last messages, or nothing (signed out, offline, anything odd). */
async function loadHistory(signal: AbortSignal): Promise<ChatMessage[]> {
  try {
    const response = await fetch(`${CHAT_ENDPOINT}/history?limit=50`, {
      signal,
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return [];
    const body = (await response.json()) as {
      messages?: Array<{ role: string; content: string; sources?: ChatSource[] }>;
    };
    return (body.messages ?? [])
      .filter((message) => message.role === "user" || message.role === "assistant")
      .map((message) => ({
        role: message.role as ChatMessage["role"],
        content: String(message.content),
        sources: message.sources ?? [],
      }));
  } catch {
    return [];
  }
}

/**
 * The conversation and the panel's state. Messages live in sessionStorage, so closing the panel
 * or reloading a page keeps them for the visit; one question at a time (spec §5). Answers are
 * asked for as Server-Sent Events: `streaming` holds a model's text while it is being written.
 */
export function useChat(onError: () => void, initialView: ChatView = "closed") {
  const [view, setView] = useState<ChatView>(initialView);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const [streaming, setStreaming] = useState<string | null>(null);
  const pendingRef = useRef(false);
  const loaded = useRef(false);

  useEffect(() => {
    const stored = readStored();
    setMessages(stored);
    loaded.current = true;
    // A new visit of a signed-in customer starts from their kept history (401 when signed out).
    if (stored.length > 0) return;
    const controller = new AbortController();
    void loadHistory(controller.signal).then((history) => {
      if (history.length > 0) setMessages((current) => (current.length === 0 ? history : current));
    });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (!loaded.current) return;
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(messages.slice(-50)));
    } catch {
      // Storage full or disabled: the conversation simply lasts as long as the page.
    }
  }, [messages]);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (message === "" || pendingRef.current) return false;
      pendingRef.current = true;
      setPending(true);
      setMessages((list) => [...list, { role: "user", content: message }]);
      try {
        const response = await fetch(CHAT_ENDPOINT, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "text/event-stream, application/json" },
          body: JSON.stringify({ message }),
        });
        const body = await readReply(response, (piece) => setStreaming((current) => (current ?? "") + piece));
        const reply: ChatMessage = { role: "assistant", content: body.reply, sources: body.sources };
        if (body.callback) reply.callback = { token: body.callback.token };
        setMessages((list) => [...list, reply]);
      } catch {
        onError();
      } finally {
        pendingRef.current = false;
        setPending(false);
        setStreaming(null);
      }
      return true;
    },
    [onError],
  );

  /** Records that the offer in message `index` led to a callback request. */
  const markCallbackSent = useCallback((index: number, reference: string) => {
    setMessages((list) =>
      list.map((message, i) =>
        i === index && message.callback ? { ...message, callback: { ...message.callback, reference } } : message,
      ),
    );
  }, []);

  return { view, setView, messages, pending, streaming, send, markCallbackSent };
}
