import { cn } from "~/ui/cn";

/** The customer's photo, or their initials on the brand's gold when they have none. */
export function ProfileAvatar({
  photoUrl,
  initials,
  className,
}: {
  photoUrl: string | null;
  initials: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-gold-soft text-xl font-semibold text-ink ring-2 ring-gold",
        className,
      )}
      data-testid="avatar"
    >
      {photoUrl ? (
        <img
          src={photoUrl}
          alt=""
          width={64}
          height={64}
          className="size-full object-cover"
          data-testid="avatar-photo"
        />
      ) : (
        <span aria-hidden="true" data-testid="avatar-initials">
          {initials}
        </span>
      )}
    </span>
  );
}
