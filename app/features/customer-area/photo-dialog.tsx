import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { useT } from "~/i18n/react";
import { CUSTOMER_PATHS } from "~/paths/customer-area";
import { Button, buttonClasses } from "~/ui/button";
import { cn } from "~/ui/cn";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/ui/dialog";
import { ErrorSummary } from "~/ui/error-summary";
import { Notice } from "~/ui/notice";
import type { PhotoActionData, PhotoError } from "./photo-action.server";
import { ProfileAvatar } from "./profile-avatar";

/** Mirrors the server's limit, to spare a phone the upload of a file that would be refused. */
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif";
/** The home's action takes the photo (index route: `?index`). */
const PHOTO_ACTION = `${CUSTOMER_PATHS.home}?index`;

type Props = { photoUrl: string | null; initials: string; fullName: string };

/**
 * The avatar and its dialog: take a photo with the front camera, pick an image, or remove the
 * photo. The avatar is a link to the plain form (`?photo`), which a script turns into the dialog.
 */
export function PhotoDialog({ photoUrl, initials, fullName }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [localError, setLocalError] = useState<PhotoError | null>(null);
  const fetcher = useFetcher<PhotoActionData>();
  const sent = useRef(false);
  const busy = fetcher.state !== "idle";
  const answer = fetcher.data?.photo;
  const error = localError ?? (answer && "error" in answer ? answer.error : null);

  // A photo saved or removed: the page reloaded its data, the dialog closes.
  useEffect(() => {
    if (sent.current && fetcher.state === "idle") {
      sent.current = false;
      if (answer && "saved" in answer) setOpen(false);
    }
  }, [fetcher.state, answer]);

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) {
      setLocalError("too-large");
      return;
    }
    setLocalError(null);
    const form = new FormData();
    form.set("intent", "photo");
    form.set("via", "dialog");
    form.set("photo", file);
    sent.current = true;
    fetcher.submit(form, { method: "post", action: PHOTO_ACTION, encType: "multipart/form-data" });
  }

  function remove() {
    setLocalError(null);
    sent.current = true;
    fetcher.submit({ intent: "photo-remove", via: "dialog" }, { method: "post", action: PHOTO_ACTION });
  }

  const picker = (label: string, capture: boolean) => (
    <label
      className={cn(buttonClasses(capture ? "primary" : "outline"), "cursor-pointer has-[:focus-visible]:focus-ring")}
    >
      {label}
      <input
        type="file"
        name="photo"
        accept={ACCEPT}
        capture={capture ? "user" : undefined}
        className="sr-only"
        onChange={chosen}
        disabled={busy}
      />
    </label>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setLocalError(null);
      }}
    >
      {/* biome-ignore lint/a11y/useValidAnchor: a real link without JavaScript (to the plain form), the dialog's opener with it. */}
      <a
        href="?photo#photo-form"
        aria-haspopup="dialog"
        className="group relative inline-flex rounded-full"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        data-testid="avatar-button"
      >
        <ProfileAvatar photoUrl={photoUrl} initials={initials} />
        <span className="sr-only">
          {t("area.home.changePhoto")} ({fullName})
        </span>
      </a>
      <DialogContent closeLabel={t("common.close")} data-testid="photo-dialog">
        <DialogTitle className="pr-10 text-xl">{t("area.photo.title")}</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-ink-soft">{t("area.photo.description")}</DialogDescription>
        <div className="mt-5 flex items-center gap-4">
          <ProfileAvatar photoUrl={photoUrl} initials={initials} className="size-20" />
          {busy && (
            <p role="status" className="text-sm">
              {t("area.photo.sending")}
            </p>
          )}
        </div>
        {error && (
          <Notice tone="error" className="mt-4">
            {t(`area.photo.errors.${error}`)}
          </Notice>
        )}
        <div className="mt-5 flex flex-wrap gap-2">
          {picker(t("area.photo.take"), true)}
          {picker(t("area.photo.pick"), false)}
          {photoUrl && (
            <Button type="button" variant="ghost" onClick={remove} disabled={busy}>
              {t("area.photo.remove")}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The same choices as plain forms, for a browser without JavaScript (shown at `?photo`). */
export function PlainPhotoForm({ hasPhoto, error }: { hasPhoto: boolean; error: PhotoError | null }) {
  const t = useT();
  return (
    <section
      id="photo-form"
      aria-labelledby="photo-form-title"
      className="mt-8 rounded-card border border-line bg-surface p-6 shadow-card"
    >
      <h2 id="photo-form-title" className="text-xl">
        {t("area.photo.title")}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{t("area.photo.description")}</p>
      <Form
        method="post"
        action={PHOTO_ACTION}
        encType="multipart/form-data"
        className="mt-4 flex flex-wrap items-end gap-3"
        reloadDocument
      >
        <ErrorSummary
          title={t("problems.summary.title")}
          items={error ? [{ field: "photo-file", message: t(`area.photo.errors.${error}`) }] : []}
          attempt={error}
          className="w-full"
        />
        <input type="hidden" name="intent" value="photo" />
        <label className="flex flex-col gap-1 text-sm font-semibold">
          {t("area.photo.pick")}
          <input
            id="photo-file"
            type="file"
            name="photo"
            accept={ACCEPT}
            aria-invalid={error ? true : undefined}
            className="text-sm font-normal"
          />
        </label>
        <Button type="submit">{t("area.photo.save")}</Button>
      </Form>
      {hasPhoto && (
        <Form method="post" action={PHOTO_ACTION} className="mt-3" reloadDocument>
          <input type="hidden" name="intent" value="photo-remove" />
          <Button type="submit" variant="outline">
            {t("area.photo.remove")}
          </Button>
        </Form>
      )}
    </section>
  );
}
