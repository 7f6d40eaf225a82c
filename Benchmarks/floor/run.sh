#!/bin/sh
# Times `complayout frames` of a 1,000,000-item photo grid against the C write floor (the same
# bytes from a printf loop), pair by pair in one farm-bench call, both writing to /dev/null.
# Usage: Benchmarks/floor/run.sh [COMPLAYOUT] [RUNS]   (default: .build/release/complayout, 7)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
tool=${1:-.build/release/complayout}
runs=${2:-7}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/frames_floor" "$here/frames_floor.c"
"$tool" examples photo-grid | sed 's/itemCount: 12$/itemCount: 1000000/' > "$work/grid-1m.yaml"
"$tool" frames "$work/grid-1m.yaml" > "$work/tool.json"
"$work/frames_floor" > "$work/floor.json"
cmp "$work/tool.json" "$work/floor.json"  # the same bytes, or no comparison
echo "same $(wc -c < "$work/floor.json") bytes"
farm-bench -n "$runs" --timeout 600 --vs "sh -c 'exec $work/frames_floor > /dev/null'" \
    -- sh -c "exec $tool frames $work/grid-1m.yaml > /dev/null"
