import CHearthSystem

/// Memory the program freed, given back to the system. glibc's allocator keeps freed pages for the
/// program's next allocations: `hearth host` at N = 1000 went on holding some 100 MB more than it used
/// after its first build and after a few changes (VmRSS 446 MB, 330 MB once given back).
public enum FreeMemory {
    /// Called first thing by `hearth`: freed memory is kept in fewer places (`hearth_hold_less_free_memory`).
    public static func holdLess() {
        hearth_hold_less_free_memory()
    }

    /// Called when a build or a change's last writes are done, with no lock held: it walks the heap.
    static func giveBack() {
        _ = hearth_return_free_memory()
    }
}
