import { SCENES, type SceneName } from "~/art/scenes";
import { cn } from "./cn";

/**
 * One of the site's illustrations, at its own proportions (width and height reserve its space, so
 * nothing moves when it arrives). Decorative unless given `alt`: a hero's text already says what
 * the picture shows. `priority` for a picture in the first view: fetched early, never lazily.
 */
export function Scene({
  name,
  alt = "",
  priority = false,
  cover = false,
  className,
}: {
  name: SceneName;
  alt?: string;
  priority?: boolean;
  /** Fills its box (which has the picture's proportions) instead of setting its own height. */
  cover?: boolean;
  className?: string;
}) {
  const { src, width, height } = SCENES[name];
  return (
    <img
      src={src}
      width={width}
      height={height}
      alt={alt}
      decoding="async"
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      className={cn(cover ? "size-full object-cover" : "h-auto w-full", "select-none", className)}
      draggable={false}
    />
  );
}
