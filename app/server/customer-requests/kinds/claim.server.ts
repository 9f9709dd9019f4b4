import { asc, eq } from "drizzle-orm";
import { claimPieces } from "~/server/db/schema/request-kinds";
import type { ClaimDetails } from "./claim";
import type { RequestKindHandling } from "./request-kind.server";

export const claimHandling = {
  webhookFields: (request, fr) => {
    const d = request.details as ClaimDetails;
    return {
      contrat_reference: d.contractReference,
      contrat_type: fr(`contracts.product.${d.contractProduct}`),
      date_evenement: d.eventDate,
      lieu: d.place,
      nature: d.kind,
      description: d.description,
      tiers_implique: d.thirdParty,
      fichiers: request.files.map((file) => ({ filename: file.fileName, filesize: file.size })),
    };
  },
  confirmation: {
    paragraphs: (request, k) => [k("claimNumber", { reference: request.reference })],
  },
  // The pieces asked for, in the order they were asked.
  loadView: async (db, request) => ({
    pieces: await db
      .select({
        id: claimPieces.id,
        name: claimPieces.name,
        state: claimPieces.state,
        reason: claimPieces.reason,
        fileId: claimPieces.fileId,
      })
      .from(claimPieces)
      .where(eq(claimPieces.requestId, request.id))
      .orderBy(asc(claimPieces.createdAt), asc(claimPieces.position), asc(claimPieces.id)),
  }),
} satisfies RequestKindHandling;
