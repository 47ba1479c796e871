#define _GNU_SOURCE
#include <fcntl.h>
#include <spawn.h>
#include <unistd.h>
#include "CHearthSystem.h"

int hearth_pipe_closed_on_exec(int ends[2]) {
    return pipe2(ends, O_CLOEXEC);
}

int hearth_spawn_closes_from(posix_spawn_file_actions_t *actions, int lowest) {
    return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
}
