#!/usr/bin/env bash
# Regenerates the fonts embedded in the PDFs (app/server/contracts/documents/fonts/): Inter at two
# static weights (400 for text, 600 for headings), Latin, Latin Extended and Cyrillic cuts of the
# npm package merged into one face each, so a Russian certificate and a Polish surname print
# alike. PDF has no variable fonts, hence static instances. Inter's licence (SIL OFL 1.1, no
# reserved name) allows this; it is kept beside the files.
# Needs Debian's python3-fonttools and python3-brotli (apt-get install python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
source="node_modules/@fontsource-variable/inter/files"
target="app/server/contracts/documents/fonts"
# Basic Latin, Latin-1, Latin Extended-A, the Romanian commas, Cyrillic (Russian, Ukrainian),
# general punctuation and spaces (Intl puts U+202F in French amounts), €, ₽, №, ™, minus.
unicodes="U+0020-007E,U+00A0-017F,U+0192,U+0218-021B,U+02C6,U+02DA,U+02DC,U+0400-045F,U+0490-0491,U+2000-206F,U+20AC,U+20BD,U+2116,U+2122,U+2212"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$target"
for weight in 400 600; do
  for cut in latin latin-ext cyrillic; do
    /usr/bin/python3 -m fontTools.varLib.instancer "$source/inter-$cut-wght-normal.woff2" "wght=$weight" \
      --update-name-table -q -o "$work/$cut.ttf"
  done
  /usr/bin/python3 -m fontTools.merge "$work/latin.ttf" "$work/latin-ext.ttf" "$work/cyrillic.ttf" \
    --output-file="$work/merged.ttf" 2>/dev/null
  /usr/bin/python3 -m fontTools.subset "$work/merged.ttf" --unicodes="$unicodes" --layout-features="kern" \
    --output-file="$work/subset.ttf"
  # Intl writes French amounts with U+202F (narrow no-break space), which these cuts lack:
  # draw it with the thin space's glyph rather than a missing-glyph box.
  /usr/bin/python3 - "$work/subset.ttf" "$target/inter-$weight.ttf" <<'PY'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
for table in font["cmap"].tables:
    if table.isUnicode() and 0x2009 in table.cmap:
        table.cmap.setdefault(0x202F, table.cmap[0x2009])
font.save(sys.argv[2])
PY
done
cp app/styles/fonts/OFL-Inter.txt "$target/OFL-Inter.txt"
ls -l "$target"
