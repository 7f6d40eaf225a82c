// The declaration in include/FuzzerDriver.h is defined by libFuzzer (`-sanitize=fuzzer`); a C target
// needs one source file.
#include "FuzzerDriver.h"
