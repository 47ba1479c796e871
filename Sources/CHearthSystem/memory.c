#include <malloc.h>
#include "CHearthSystem.h"

int hearth_return_free_memory(void) {
    return malloc_trim(0);
}
