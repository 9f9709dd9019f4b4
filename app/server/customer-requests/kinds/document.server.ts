import type { DocumentDetails } from "./document";
import type { RequestKindHandling } from "./request-kind.server";

export const documentHandling = {
  webhookFields: (request) => {
    const d = request.details as DocumentDetails;
    return { description: d.description, type_document: d.type, filename: d.fileName, filesize: d.fileSize };
  },
} satisfies RequestKindHandling;
