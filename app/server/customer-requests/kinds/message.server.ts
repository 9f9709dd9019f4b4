import type { MessageDetails } from "./message";
import type { RequestKindHandling } from "./request-kind.server";

export const messageHandling = {
  webhookFields: (request) => {
    const d = request.details as MessageDetails;
    return {
      objet: d.subject,
      message: d.text,
      fichiers: request.files.map((file) => ({ filename: file.fileName, filesize: file.size })),
    };
  },
} satisfies RequestKindHandling;
