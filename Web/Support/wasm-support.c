// The two functions an Embedded Swift module for wasm32 calls that neither the toolchain nor
// Debian's wasi-libc provides. Compiled with the toolchain's clang by Web/build-wasm.sh.

typedef unsigned long long u64;
typedef unsigned __int128 u128;

// Parses a Double for `Double(_: String)`: the standard library's hook, here backed by the C
// library's `strtod` (wasi-libc's, correctly rounded, no locale). Returns where parsing stopped.
double strtod(const char *restrict text, char **restrict end);

const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
    char *end;
    *result = strtod(text, &end);
    return end;
}

// 64 × 64 → 128-bit product from 32-bit halves, with no 128-bit multiplication (which would call
// __multi3 itself).
static u128 wide_product(u64 a, u64 b) {
    const u64 low_mask = 0xffffffffULL;
    u64 low = (a & low_mask) * (b & low_mask);
    u64 carry = low >> 32;
    low &= low_mask;
    carry += (a >> 32) * (b & low_mask);
    low += (carry & low_mask) << 32;
    u64 high = carry >> 32;
    carry = low >> 32;
    low &= low_mask;
    carry += (b >> 32) * (a & low_mask);
    low += (carry & low_mask) << 32;
    high += carry >> 32;
    high += (a >> 32) * (b >> 32);
    return ((u128)high << 64) | low;
}

// The low 128 bits of a 128-bit product (compiler-rt's `__multi3`, which LLVM calls for Swift's
// overflow-checked 64-bit multiplication on wasm32).
__int128 __multi3(__int128 a, __int128 b) {
    u128 x = (u128)a, y = (u128)b;
    u64 x_low = (u64)x, x_high = (u64)(x >> 64);
    u64 y_low = (u64)y, y_high = (u64)(y >> 64);
    u128 result = wide_product(x_low, y_low);
    u64 high = (u64)(result >> 64) + x_high * y_low + x_low * y_high;
    return (__int128)(((u128)high << 64) | (u64)result);
}
