#!/usr/bin/env bash
# Coverage-guided fuzzing of swift-compositional-layout (libFuzzer + AddressSanitizer).
#
#   bash Fuzz/run.sh SECONDS [TARGET...]
#
# Builds the fuzz targets once (release, `-sanitize=fuzzer,address` for every module so that the
# libraries are instrumented, `-DDEBUG` so that their `_checkInvariants()` run) in a scratch path of
# its own, then runs each target (default: all four) for SECONDS, starting from the committed seeds in
# Fuzz/Corpus/TARGET. Prints `TARGET: N execs, K crashes` per target; a crash's reproducer is saved
# and its path printed. Exits 1 when any target crashed (or failed to run), 0 otherwise.
#
# Environment: FUZZ_SCRATCH (build directory, default Fuzz/.build-fuzz), FUZZ_WORK (grown corpora,
# reproducers and logs, default Fuzz/.work), FUZZ_TIMEOUT (seconds one input may take, default 30),
# FUZZ_RSS_MB (memory limit, default 3072), FUZZ_FLAGS (more libFuzzer flags, e.g. -runs=1000000).
# Reproduce a crash with: Fuzz/.build-fuzz/release/TARGET CRASH-FILE
set -euo pipefail
fuzz="$(cd "$(dirname "$0")" && pwd)"
seconds="${1:-}"
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [[ "$seconds" -lt 1 ]]; then
    echo "usage: bash Fuzz/run.sh SECONDS [TARGET...]" >&2
    exit 64
fi
shift
all_targets=(FuzzDescription FuzzSizes FuzzDiff FuzzSnapshot)
targets=("${@:-${all_targets[@]}}")
for target in "${targets[@]}"; do
    if ! [[ " ${all_targets[*]} " == *" $target "* ]]; then
        echo "error: unknown target $target (targets: ${all_targets[*]})" >&2
        exit 64
    fi
done
scratch="${FUZZ_SCRATCH:-$fuzz/.build-fuzz}"
work="${FUZZ_WORK:-$fuzz/.work}"
timeout="${FUZZ_TIMEOUT:-30}"
rss_mb="${FUZZ_RSS_MB:-3072}"

echo "== building the fuzz targets ($scratch)"
build_start=$SECONDS
swift build -c release --package-path "$fuzz" --scratch-path "$scratch" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DDEBUG
echo "== built in $((SECONDS - build_start)) s"
bin="$scratch/release"

# Global constants, built once under swift_once, are not leaks (see lsan.supp).
export LSAN_OPTIONS="suppressions=$fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
failed=0
summary=()
for target in "${targets[@]}"; do
    run="$work/$target/$(date -u +%Y%m%dT%H%M%SZ)"
    corpus="$work/$target/corpus"
    mkdir -p "$run" "$corpus"
    dict=()
    if [[ -f "$fuzz/Dictionaries/$target.dict" ]]; then dict=("-dict=$fuzz/Dictionaries/$target.dict"); fi
    echo "== $target for $seconds s (log: $run/log)"
    status=0
    # New inputs go to the first corpus directory (the grown corpus, not committed); the committed
    # seeds are only read.
    # shellcheck disable=SC2086
    "$bin/$target" -max_total_time="$seconds" -timeout="$timeout" -rss_limit_mb="$rss_mb" \
        -print_final_stats=1 -artifact_prefix="$run/" "${dict[@]}" ${FUZZ_FLAGS:-} \
        "$corpus" "$fuzz/Corpus/$target" >"$run/log" 2>&1 || status=$?
    execs="$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$run/log" | grep -oE '[0-9]+$' | tail -1)"
    if [[ -z "$execs" ]]; then
        execs="$(grep -oE '^#[0-9]+' "$run/log" | tail -1 | tr -d '#')"
    fi
    execs="${execs:-0}"
    crashes=()
    while IFS= read -r -d '' file; do crashes+=("$file"); done \
        < <(find "$run" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' \
            -o -name 'oom-*' \) -print0)
    # libFuzzer also saves inputs that took more than 10 s (slow-unit-*). They are not failures (an
    # input is a failure when it takes longer than FUZZ_TIMEOUT, a timeout-* file): on a loaded
    # machine a fast input can be descheduled for that long. They are listed to replay.
    slow=()
    while IFS= read -r -d '' file; do slow+=("$file"); done \
        < <(find "$run" -maxdepth 1 -type f -name 'slow-unit-*' -print0)
    echo "$target: $execs execs, ${#crashes[@]} crashes"
    coverage="$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$run/log" | tail -1 || true)"
    rate="$(grep -oE 'exec/s: [0-9]+' "$run/log" | tail -1 || true)"
    echo "  ${coverage:-cov: ?}, ${rate:-exec/s: ?}, corpus: $(find "$corpus" -type f | wc -l) grown inputs"
    for file in "${slow[@]}"; do
        echo "  slow input (over 10 s once, under the ${timeout} s timeout; not a failure): $file (replay: $bin/$target $file)"
    done
    for file in "${crashes[@]}"; do
        echo "  reproducer: $file (run: $bin/$target $file)"
        grep -m 3 -E 'ERROR: |Fatal error|invariant broken' "$run/log" | sed 's/^/    /' || true
    done
    if [[ ${#crashes[@]} -gt 0 ]]; then
        failed=1
    elif [[ "$status" -ne 0 ]]; then
        echo "  error: $target exited with status $status without a reproducer; see $run/log" >&2
        tail -20 "$run/log" >&2
        failed=1
    fi
    summary+=("$target: $execs execs, ${#crashes[@]} crashes")
done
echo "== summary"
printf '%s\n' "${summary[@]}"
exit "$failed"
