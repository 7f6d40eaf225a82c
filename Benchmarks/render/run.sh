#!/bin/sh
# The cost of `complayout render` on 10,000,000-item layouts: wall time and peak memory of the
# whole process (reading, preparing, drawing, writing), the median of RUNS runs each.
#
#   swift build -c release --product complayout
#   Benchmarks/render/run.sh [path/to/complayout]      # default .build/release/complayout
#
# Needs GNU time (/usr/bin/time). Results are recorded in Benchmarks/RESULTS-render.md.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
binary=${1:-"$here/../../.build/release/complayout"}
runs=${RUNS:-5}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

measure() {
    name=$1
    shift
    : >"$out/times"
    i=0
    while [ "$i" -lt "$runs" ]; do
        /usr/bin/time -f "%e %M" -o "$out/one" "$binary" render "$@" >/dev/null
        cat "$out/one" >>"$out/times"
        i=$((i + 1))
    done
    sort -n "$out/times" | awk -v name="$name" -v runs="$runs" '
        { t[NR] = $1; if ($2 > m) m = $2 }
        END { printf "%-44s %8.3f s %8.1f MB\n", name, t[int((runs + 1) / 2)], m / 1024 }'
}

echo "workload                                      median    peak RSS"
measure "grid 10M, first screen (svg)" "$here/grid-10m.yaml" -o "$out/a.svg"
measure "grid 10M, --offset 0,200000000 (html)" "$here/grid-10m.yaml" --offset 0,200000000 -o "$out/b.html"
measure "carousel 10M, first screen (svg)" "$here/carousel-10m.yaml" -o "$out/c.svg"
measure "carousel 10M, --orthogonal-offset 0:600000000" "$here/carousel-10m.yaml" --orthogonal-offset 0:600000000 -o "$out/d.svg"
measure "app-store example (html)" --example app-store -o "$out/e.html"
