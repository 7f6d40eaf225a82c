#!/bin/bash
# The portable JSON reader (DescriptionJSONReader) compiles with Embedded Swift for wasm32, with no
# Foundation and no Yams, and reads numbers as JavaScript does when run under node.
set -euo pipefail
echo "== DescriptionJSONReader: compiles with Embedded Swift for wasm32 and reads numbers as node does"
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sources=Sources/LayoutDescription
swiftc -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo -Osize -parse-as-library \
    -Xfrontend -disable-stack-protector -module-name LayoutDescription -c -o "$work/reader.o" \
    .ci/json-reader-embedded/Stubs.swift "$sources/DescriptionReadingMessages.swift" \
    "$sources/JSONNumberConversion.swift" "$sources/JSONDescriptionParser.swift" \
    "$sources/JSONDescriptionParser+Scalars.swift" "$sources/DescriptionJSONReader.swift" "$sources/JSONSourceMap.swift" \
    "$sources/DescriptionJSONReader+Embedded.swift"
embedded=$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/embedded/wasm32-unknown-none-wasm
libc=/usr/lib/wasm32-wasi/libc.a
if [ ! -f "$libc" ] || ! command -v wasm-ld > /dev/null || ! command -v node > /dev/null; then
    echo "json-reader-embedded: compiled; wasi-libc, wasm-ld or node missing, not linked or run"
    exit 0
fi
wasm-ld --no-entry --export=probe_parse --export=probe_number --export=probe_error_line --export=malloc \
    "$work/reader.o" "$embedded/libswiftUnicodeDataTables.a" "$libc" -o "$work/reader.wasm"
node .ci/json-reader-embedded/run.mjs "$work/reader.wasm"
