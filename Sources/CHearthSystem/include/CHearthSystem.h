#ifndef CHEARTHSYSTEM_H
#define CHEARTHSYSTEM_H

#include <spawn.h>
#include <stddef.h>

/// Atomically exchanges two paths (both must exist), with Linux's renameat2(RENAME_EXCHANGE).
/// Returns 0 on success, or -1 with errno set (EINVAL or ENOSYS where the file system or kernel
/// cannot exchange; the caller then falls back to two renames).
int hearth_exchange_paths(const char *first, const char *second);

/// pipe2(ends, O_CLOEXEC): a pipe no program this process starts keeps (glibc declares pipe2 only
/// with _GNU_SOURCE, which Swift's Glibc module does not set).
int hearth_pipe_closed_on_exec(int ends[2]);

/// posix_spawn_file_actions_addclosefrom_np: the child closes every file from `lowest` up before it
/// runs the program (glibc 2.34 and later, _GNU_SOURCE as above).
int hearth_spawn_closes_from(posix_spawn_file_actions_t *actions, int lowest);

/// malloc_trim(0): gives the pages glibc's allocator holds free, in every arena, back to the system.
/// glibc keeps what a program freed for its next allocations, and a program that stays running after a
/// large build would go on holding that build's peak. Returns 1 when memory was given back.
int hearth_return_free_memory(void);

/// mallopt: one arena for the whole program. glibc's default is eight a core, each keeping the pages its
/// threads freed for their next allocations: `hearth host` at N = 1000 went from 200 MB to some 400 MB
/// through a minute of twenty phones (one a core: 287 MB; one in all: 255 MB, its forms as fast; small
/// blocks come from each thread's own cache without the arena's lock). Large blocks mapped on their own
/// from 4 MB, given back as soon as freed, took the peak down another 25 MB but made each form that renders
/// a ten-megabyte page 5-10 ms slower; malloc_trim after each change (past 32 MB free), 15 ms slower: the
/// pages given back are faulted in again by the next change's renders. Called first.
void hearth_hold_less_free_memory(void);

/// memmem: where `needle` first begins in `haystack`, or NULL (glibc's two-way search, _GNU_SOURCE as
/// above). `hearth host` looks for its markers in every page it serves a member.
const void *hearth_find_bytes(const void *haystack, size_t length, const void *needle, size_t needle_length);

#endif
