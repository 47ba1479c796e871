#ifndef CHEARTHSYSTEM_H
#define CHEARTHSYSTEM_H

/// Atomically exchanges two paths (both must exist), with Linux's renameat2(RENAME_EXCHANGE).
/// Returns 0 on success, or -1 with errno set (EINVAL or ENOSYS where the file system or kernel
/// cannot exchange; the caller then falls back to two renames).
int hearth_exchange_paths(const char *first, const char *second);

#endif
