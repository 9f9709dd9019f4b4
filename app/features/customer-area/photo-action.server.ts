import { data, redirect } from "react-router";
import { readFormInput } from "~/forms/form-reader";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import type { CustomerIdentity } from "~/server/auth/session.server";
import { type PhotoRefusal, removeProfilePhoto, setProfilePhoto } from "~/server/customers/photo-store.server";
import { PHOTO_MAX_BYTES } from "~/server/customers/profile-photo.server";
import type { Database } from "~/server/db/client.server";
import type { FileStore } from "~/server/storage.server";

/** The form's fields besides the file: room for the multipart framing and the other fields. */
const FORM_OVERHEAD = 64 * 1024;

/** What the dialog says, by reason (texts under `area.photo.errors`). */
export type PhotoError = PhotoRefusal | "missing" | "badRequest";
export type PhotoActionData = { photo: { error: PhotoError } } | { photo: { saved: true } };

const STATUS: Record<PhotoError, number> = {
  "too-large": 413,
  "not-an-image": 415,
  unreadable: 422,
  empty: 400,
  missing: 400,
  badRequest: 400,
};

function refuse(error: PhotoError) {
  return data<PhotoActionData>({ photo: { error } }, { status: STATUS[error] });
}

/**
 * The profile photo form (the home's action: the dialog posts it in the background, the plain
 * form without JavaScript posts it as a page): `intent=photo` with the image in `photo`, or
 * `intent=photo-remove`. A refused file gets its reason and nothing is stored.
 */
export async function handlePhotoAction(db: Database, store: FileStore, customer: CustomerIdentity, request: Request) {
  // Too big by its declared length: refused before a byte is read.
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (Number.isSafeInteger(declared) && declared > PHOTO_MAX_BYTES + FORM_OVERHEAD) return refuse("too-large");
  const input = await readFormInput(request);
  if (!input) return refuse("badRequest");
  const intent = input.line("intent");
  // The dialog posts in the background and stays on the page (which reloads its data); the plain
  // form goes back to the page (post/redirect/get).
  const done = () =>
    input.line("via") === "dialog"
      ? data<PhotoActionData>({ photo: { saved: true } })
      : redirect(CUSTOMER_PATHS.home, 303);
  if (intent === "photo-remove") {
    await removeProfilePhoto(db, store, customer.id);
    return done();
  }
  if (intent !== "photo") return refuse("badRequest");
  const file = input.file("photo");
  if (!file) return refuse("missing");
  if (file.size > PHOTO_MAX_BYTES) return refuse("too-large");
  const result = await setProfilePhoto(db, store, customer.id, new Uint8Array(await file.arrayBuffer()));
  if (!result.ok) return refuse(result.reason);
  return done();
}
