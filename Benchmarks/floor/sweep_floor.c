/* The C floor of the grid sweep that `complayout bench --workload grid3` times (sweepNsPerItem):
 * every frame of a 1,000,000-item grid of three columns (width 1000, 100-pt rows), computed from
 * its index as the engine does — the template's leaf frame plus the instance offset — written to
 * memory and its y added to a checksum. Also timed: reading y from 1,000,000 stored frames (what a
 * layout that keeps every frame pays). Prints the median ns per item of 101 sweeps of each. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct { double x, y, width, height; } Rect;

static double now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e9 + t.tv_nsec;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

#define RUNS 101

int main(int argc, char **argv) {
    long count = argc > 1 ? atol(argv[1]) : 1000000;
    Rect leaves[3];
    for (int i = 0; i < 3; i++) leaves[i] = (Rect){i * 1000.0 / 3, 0, 1000.0 / 3, 100};
    volatile Rect sink;  /* the frame is written, as a caller's loop variable is */
    double checksum = 0, samples[RUNS], stored[RUNS];
    Rect *frames = malloc(sizeof(Rect) * count);
    for (int run = 0; run < RUNS; run++) {
        double start = now_ns();
        for (long item = 0; item < count; item++) {
            long instance = item / 3;
            Rect leaf = leaves[item - instance * 3];
            Rect frame = {leaf.x, leaf.y + instance * 100.0, leaf.width, leaf.height};
            sink = frame;
            checksum += frame.y;
            frames[item] = frame;
        }
        samples[run] = (now_ns() - start) / count;
    }
    for (int run = 0; run < RUNS; run++) {
        double start = now_ns();
        for (long item = 0; item < count; item++) checksum += frames[item].y;
        stored[run] = (now_ns() - start) / count;
    }
    qsort(samples, RUNS, sizeof(double), compare);
    qsort(stored, RUNS, sizeof(double), compare);
    printf("{\"computeAndWriteNsPerItem\":%.4f,\"readStoredNsPerItem\":%.4f,\"checksum\":%.0f}\n",
           samples[RUNS / 2], stored[RUNS / 2], checksum);
    free(frames);
    return 0;
}
