import { useCallback, useEffect, useRef, useState } from "react";

export type ChatSource = { title: string; url: string };
export type ChatMessage = { role: "user" | "assistant"; content: string; sources?: ChatSource[] };
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

function isReply(value: unknown): value is { reply: string; sources?: ChatSource[] } {
  return typeof value === "object" && value !== null && typeof (value as { reply?: unknown }).reply === "string";
}

/**
 * The conversation and the panel's state. Messages live in sessionStorage, so closing the panel
 * or reloading a page keeps them for the visit; one question at a time (spec §5).
 */
export function useChat(onError: () => void) {
  const [view, setView] = useState<ChatView>("closed");
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const loaded = useRef(false);

  useEffect(() => {
    setMessages(readStored());
    loaded.current = true;
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
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ message }),
        });
        const body: unknown = await response.json().catch(() => null);
        if (!response.ok || !isReply(body)) throw new Error(`chat answered ${response.status}`);
        setMessages((list) => [...list, { role: "assistant", content: body.reply, sources: body.sources ?? [] }]);
      } catch {
        onError();
      } finally {
        pendingRef.current = false;
        setPending(false);
      }
      return true;
    },
    [onError],
  );

  return { view, setView, messages, pending, send };
}
