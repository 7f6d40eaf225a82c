#!/usr/bin/env bash
# Builds the static site: OUT/complayout.wasm (the engine, the description mapping and
# LayoutRendering, Web/build-wasm.sh), OUT/complayout.js (the ES module over it, Web/Site) and
# OUT/index.html (the playground, with the built-in examples in their JSON form from Web/Examples
# and a 1,000,000-item example inlined). Serve OUT over http (wasm is not loaded from file://),
# e.g. `python3 -m http.server -d OUT -b 127.0.0.1 8000`.
#
# Usage: Web/build.sh OUT
# Needs what Web/build-wasm.sh needs, and python3.
set -euo pipefail
[[ $# -eq 1 ]] || { echo "usage: $0 OUT" >&2; exit 2; }
repo="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$1"
out="$(cd "$1" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$repo/Web/build-wasm.sh" "$work"
cp "$work/complayout.wasm" "$out/complayout.wasm"
cp "$repo/Web/Site/complayout.js" "$out/complayout.js"
python3 - "$repo" "$out/index.html" <<'PY'
import json, pathlib, sys
repo, target = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
examples = {}
for source in sorted((repo / "Examples").glob("*.yaml")):
    first = source.read_text().split("\n", 1)[0]
    text = (repo / "Web" / "Examples" / (source.stem + ".json")).read_text()
    examples[source.stem] = {"summary": first[2:] if first.startswith("# ") else "", "text": text}
examples["million-items"] = {
    "summary": "1,000,000 items: ten sections of 100,000 cells in rows of four under a header; "
    "only the viewport is queried and drawn.",
    "text": (repo / "Web" / "Site" / "million.json").read_text()}
page = (repo / "Web" / "Site" / "index.html").read_text()
script = (repo / "Web" / "Site" / "playground.js").read_text()
# Nothing inlined may close its script element.
inline = lambda text: text.replace("</", "<\\/")
page = page.replace("/*EXAMPLES*/", inline(json.dumps(examples, ensure_ascii=False)))
page = page.replace("/*PLAYGROUND*/", inline(script))
target.write_text(page)
PY
echo "$out: complayout.wasm ($(wc -c <"$out/complayout.wasm") bytes), complayout.js, index.html"
