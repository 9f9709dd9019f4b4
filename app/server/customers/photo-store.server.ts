import { eq, sql } from "drizzle-orm";
import { type Database, preparedQuery } from "~/server/db/client.server";
import { users } from "~/server/db/schema/auth";
import { profilePhotos } from "~/server/db/schema/customer-area";
import { customerProfiles } from "~/server/db/schema/customers";
import type { FileStore, UploadRule } from "~/server/storage.server";
import type { CustomerProfile } from "./customer-profiles.server";
import { PHOTO_MAX_BYTES, prepareProfilePhoto, type RefusedPhoto } from "./profile-photo.server";

/** Only what prepareProfilePhoto made is stored: a small WebP square. */
const STORED_PHOTO: UploadRule = { folder: "photos", accept: ["webp"], maxBytes: PHOTO_MAX_BYTES };

export type PhotoRefusal = RefusedPhoto["reason"];

/**
 * Sets (or replaces) the customer's photo: checked and re-encoded first, so a refused file
 * leaves nothing behind; the new file is written before the row points at it, and the old file
 * removed only after the row moved on.
 */
export async function setProfilePhoto(
  db: Database,
  store: FileStore,
  customerId: string,
  upload: Uint8Array,
): Promise<{ ok: true } | { ok: false; reason: PhotoRefusal }> {
  const prepared = await prepareProfilePhoto(upload);
  if (!prepared.ok) return prepared;
  const previous = await findPhotoRow(db, customerId);
  await store.save({ fileName: "photo.webp", bytes: prepared.bytes }, STORED_PHOTO, async (file) => {
    const values = {
      storagePath: file.storagePath,
      contentType: prepared.contentType,
      size: file.size,
      width: prepared.width,
      height: prepared.height,
      updatedAt: new Date(),
    };
    await db
      .insert(profilePhotos)
      .values({ customerId, ...values })
      .onConflictDoUpdate({ target: profilePhotos.customerId, set: values });
  });
  if (previous) await store.remove(previous.storagePath);
  return { ok: true };
}

export async function removeProfilePhoto(db: Database, store: FileStore, customerId: string) {
  const [removed] = await db
    .delete(profilePhotos)
    .where(eq(profilePhotos.customerId, customerId))
    .returning({ storagePath: profilePhotos.storagePath });
  if (removed) await store.remove(removed.storagePath);
}

async function findPhotoRow(db: Database, customerId: string) {
  const [row] = await db.select().from(profilePhotos).where(eq(profilePhotos.customerId, customerId));
  return row ?? null;
}

/** The version the page puts in the photo's address (a new photo, a new address); null without one. */
export async function photoVersion(db: Database, customerId: string) {
  const row = await findPhotoRow(db, customerId);
  return row ? photoVersionOf(row.updatedAt) : null;
}

/** The version of a photo saved at `updatedAt`. */
export function photoVersionOf(updatedAt: Date) {
  return updatedAt.getTime().toString(36);
}

/**
 * The broker's record of a customer (null before it exists) and their photo's version (null
 * without one), in one statement: the area's home shows both.
 */
const profileAndPhoto = preparedQuery("profile_and_photo", (db) =>
  db
    .select({ profile: customerProfiles, photoAt: profilePhotos.updatedAt })
    .from(users)
    .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
    .leftJoin(profilePhotos, eq(profilePhotos.customerId, users.id))
    .where(eq(users.id, sql.placeholder("customerId"))),
);

export async function findProfileAndPhoto(db: Database, customerId: string) {
  const [row] = await profileAndPhoto(db).execute({ customerId });
  return {
    profile: (row?.profile ?? null) as CustomerProfile | null,
    photoVersion: row?.photoAt ? photoVersionOf(row.photoAt) : null,
  };
}

/** The customer's own photo, to serve to them only; null when they have none (or it went missing). */
export async function readProfilePhoto(db: Database, store: FileStore, customerId: string) {
  const row = await findPhotoRow(db, customerId);
  if (!row) return null;
  const bytes = await store.read(row.storagePath).catch(() => null);
  return bytes && { bytes, contentType: row.contentType };
}
