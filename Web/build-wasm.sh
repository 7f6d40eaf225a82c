#!/usr/bin/env bash
# Builds the engine (CollectionLayout), the description mapping (LayoutDescription) and
# LayoutRendering for wasm32 with Embedded Swift from the installed toolchain — nothing downloaded —
# and links them into OUT/complayout.wasm.
#
# Usage: Web/build-wasm.sh OUT
#
# Needs: swiftc with the Embedded Swift standard library for wasm32-unknown-none-wasm and wasm-ld
# (both ship with the toolchain), clang (toolchain), Debian's wasi-libc (libc.a) and binaryen
# (wasm-opt). Every module is compiled with warnings as errors: a construct Embedded Swift does not
# have (existentials, key paths, untyped throws, Codable) fails the build.
#
# Sources: every .swift file of Sources/CollectionLayout and Sources/LayoutRendering, and every
# .swift file of Sources/LayoutDescription except NATIVE_ONLY below (the files that need Yams,
# libyaml or Foundation, and the Codable conformances). Native-only parts of shared files are
# guarded in place with `#if !hasFeature(Embedded)`.
#
# A fourth module, Web/Exports (ComplayoutWeb), holds the module's C-ABI surface: the `@_cdecl`
# functions in EXPORTS below, which complayout.js calls. They are the only exports besides the
# memory; everything they do not reach is left out (`--gc-sections`).
set -euo pipefail
[[ $# -eq 1 ]] || { echo "usage: $0 OUT" >&2; exit 2; }
repo="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$1"
out="$(cd "$1" && pwd)"
objects="$out/objects"
rm -rf "$objects"
mkdir -p "$objects"

NATIVE_ONLY=(
    DescriptionValue+Parsing.swift
    DescriptionValue+DuplicateKeys.swift
    DescriptionValue+MergeKeys.swift
    DescriptionValue+Nesting.swift
    DescriptionSourceLocation+YAML.swift
    LayoutDescription+Codable.swift
)

EXPORTS=(
    cl_alloc cl_free cl_layout cl_layout_free cl_layout_errors cl_layout_warnings
    cl_content_width cl_content_height cl_frames cl_query cl_records cl_group cl_svg
    cl_element_count cl_section_frames cl_color_scheme
)

toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
unicode_tables="$toolchain/lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a"
libc=/usr/lib/wasm32-wasi/libc.a
for needed in "$unicode_tables" "$libc"; do
    [[ -f "$needed" ]] || { echo "error: $needed is missing (apt-get install wasi-libc)" >&2; exit 1; }
done
command -v wasm-opt >/dev/null || { echo "error: wasm-opt is missing (apt-get install binaryen)" >&2; exit 1; }

swift_flags=(
    -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -Osize
    -parse-as-library -Xfrontend -disable-stack-protector -warnings-as-errors -swift-version 6
)

# compile MODULE FILE...: one object and one module interface per library, in dependency order.
compile() {
    local module="$1"
    shift
    echo "== $module (${#} files)"
    swiftc "${swift_flags[@]}" -module-name "$module" -I "$objects" \
        -emit-module -emit-module-path "$objects/$module.swiftmodule" \
        -c -o "$objects/$module.o" "$@"
}

sources() { find "$repo/Sources/$1" -name '*.swift' | LC_ALL=C sort; }

mapfile -t engine < <(sources CollectionLayout)
compile CollectionLayout "${engine[@]}"
mapfile -t rendering < <(sources LayoutRendering)
compile LayoutRendering "${rendering[@]}"
description=()
while IFS= read -r file; do
    for excluded in "${NATIVE_ONLY[@]}"; do
        [[ "$(basename "$file")" == "$excluded" ]] && continue 2
    done
    description+=("$file")
done < <(sources LayoutDescription)
compile LayoutDescription "${description[@]}"
mapfile -t exports < <(find "$repo/Web/Exports" -name '*.swift' | LC_ALL=C sort)
compile ComplayoutWeb "${exports[@]}"

echo "== support (C: strtod hook, 128-bit multiply)"
"$toolchain/bin/clang" --target=wasm32-unknown-unknown -O2 -ffreestanding -nostdlib \
    -c "$repo/Web/Support/wasm-support.c" -o "$objects/support.o"

echo "== link"
export_flags=()
for name in "${EXPORTS[@]}"; do export_flags+=("--export=$name"); done
wasm-ld --no-entry --gc-sections "${export_flags[@]}" -o "$objects/complayout.wasm" \
    "$objects/ComplayoutWeb.o" "$objects/CollectionLayout.o" "$objects/LayoutRendering.o" \
    "$objects/LayoutDescription.o" \
    "$objects/support.o" "$unicode_tables" "$libc"
wasm-opt -Oz --strip-debug --strip-producers "$objects/complayout.wasm" -o "$out/complayout.wasm"
echo "$out/complayout.wasm: $(wc -c <"$out/complayout.wasm") bytes"
