/** Lower case without diacritics ("Résilier" → "resilier"), so typing without accents still matches. */
export function fold(text: string) {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}
