import { customerContext } from "~/server/auth/guards.server";
import { getDb } from "~/server/db/index.server";
import { requestInfoContext } from "~/server/request-context";
import { signerFileResponse } from "~/server/signatures/signature-files.server";
import type { Route } from "./+types/signature-file";

/**
 * A request's PDF for its signer (…/document.pdf shown inline, …/signe.pdf the sealed copy,
 * whose downloads are recorded): one module, two route ids; anyone else's is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const customer = context.get(customerContext);
  const file = new URL(request.url).pathname.endsWith("/signe.pdf") ? "signed" : "document";
  return signerFileResponse(
    await getDb(),
    {
      signerId: customer.id,
      ip: context.get(requestInfoContext).clientIp,
      userAgent: request.headers.get("user-agent") ?? "",
    },
    params.signatureId,
    file,
  );
}
