#define _GNU_SOURCE
#include <string.h>
#include "CHearthSystem.h"

const void *hearth_find_bytes(const void *haystack, size_t length, const void *needle, size_t needle_length) {
    return memmem(haystack, length, needle, needle_length);
}
