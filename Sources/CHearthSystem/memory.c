#include <malloc.h>
#include <unistd.h>
#include "CHearthSystem.h"

int hearth_return_free_memory(void) {
    return malloc_trim(0);
}

void hearth_hold_less_free_memory(void) {
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    mallopt(M_ARENA_MAX, cores > 0 ? (int)cores : 2);
}
