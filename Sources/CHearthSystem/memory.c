#include <malloc.h>
#include "CHearthSystem.h"

int hearth_return_free_memory(void) {
    return malloc_trim(0);
}

void hearth_hold_less_free_memory(void) {
    mallopt(M_ARENA_MAX, 1);
}
