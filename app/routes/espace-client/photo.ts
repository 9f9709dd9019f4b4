import { customerContext } from "~/server/auth/guards.server";
import { readProfilePhoto } from "~/server/customers/photo-store.server";
import { getDb } from "~/server/db/index.server";
import { env } from "~/server/env.server";
import { fileStore } from "~/server/storage.server";
import type { Route } from "./+types/photo";

/** The signed-in customer's own photo (nobody else's: the address names no one); 404 without one. */
export async function loader({ context }: Route.LoaderArgs) {
  const photo = await readProfilePhoto(await getDb(), fileStore(env().UPLOADS_DIR), context.get(customerContext).id);
  if (!photo) return new Response("Not Found", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": photo.contentType,
      "Content-Length": String(photo.bytes.length),
      // The page addresses each photo with its version: a browser may keep it, no shared cache may.
      "Cache-Control": "private, max-age=86400",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
