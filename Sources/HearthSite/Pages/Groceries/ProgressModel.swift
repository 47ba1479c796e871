import HearthDomain

/// The progress bar of the grocery list: completed / on the list, orange until everything is done,
/// then green, with the count in words for people and screen readers.
struct ProgressModel {
    var done: Int
    var total: Int
    var percent: Int
    var text: String
    var label: String
    var hasItems: Bool
    var isComplete: Bool
    /// "going" or "done": the bar's colour, which the text always says too.
    var state: String
    var allDoneText: String
    var emptyText: String

    init(_ progress: Progress, strings: ThemeStrings) {
        done = progress.done
        total = progress.total
        percent = progress.percent
        text = strings.text("progress_text", ["done": String(progress.done), "total": String(progress.total)])
        label = strings.text("progress_label")
        hasItems = progress.total > 0
        isComplete = progress.isComplete
        state = progress.isComplete ? "done" : "going"
        allDoneText = strings.text("progress_all_done")
        emptyText = strings.text("progress_empty")
    }
}
