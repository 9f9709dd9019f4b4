import { data } from "react-router";
import { chatHistoryResponse } from "~/features/chat/chat-history.server";
import type { Route } from "./+types/chat-history";

/** The signed-in customer's recent chat messages (401 and none when signed out). */
export async function loader({ request }: Route.LoaderArgs) {
  return chatHistoryResponse(request);
}

export async function action() {
  throw data({ error: "Method Not Allowed: use GET" }, { status: 405, headers: { Allow: "GET" } });
}
