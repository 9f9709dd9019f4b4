import type { ComplaintDetails } from "./complaint";
import type { RequestKindHandling } from "./request-kind.server";

export const complaintHandling = {
  // Who wrote, as they gave it (a public complaint may come from someone without an account).
  webhookFields: (request) => {
    const d = request.details as ComplaintDetails;
    return {
      client_nom: d.name,
      contrat_reference: d.contractReference,
      email: d.email,
      message: d.text,
      fichiers: request.files.map((file) => ({ filename: file.fileName, filesize: file.size })),
    };
  },
} satisfies RequestKindHandling;
