/* The C write floor of `complayout frames` for the photo-grid example at N items (default
 * 1,000,000): the same bytes, written by one printf per element into a stdio buffer. Each frame is
 * computed as the layout places it (three 130-pt columns, 2.5-pt content insets); %.17g prints
 * these multiples of 0.5 exactly as the tool's shortest round-trip form does. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    long count = argc > 1 ? atol(argv[1]) : 1000000;
    double column = 390.0 / 3.0;
    long rows = (count + 2) / 3;
    printf("{\"contentSize\": {\"width\": 390, \"height\": %.17g},\n \"elements\": [", rows * column);
    for (long item = 0; item < count; item++) {
        long row = item / 3;
        long slot = item - row * 3;
        double x = slot * column + 2.5;
        double y = row * column + 2.5;
        printf("%s{\"category\": \"cell\", \"section\": 0, \"item\": %ld, \"frame\": {\"x\": %.17g, \"y\": %.17g, "
               "\"width\": %.17g, \"height\": %.17g}, \"zIndex\": 0}",
               item == 0 ? "\n  " : ",\n  ", item, x, y, column - 5, column - 5);
    }
    printf("]}\n");
    return 0;
}
