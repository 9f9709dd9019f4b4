import { data } from "react-router";
import { handleChatAction } from "~/features/chat/chat-action.server";
import type { Route } from "./+types/chat-assistant";

export async function loader() {
  throw data({ error: "Method Not Allowed: use POST" }, { status: 405, headers: { Allow: "POST" } });
}

/** The chat concierge (PRODUCT.md 12): answers from the site's own knowledge, offline. */
export async function action({ request, context }: Route.ActionArgs) {
  return handleChatAction(request, context);
}
