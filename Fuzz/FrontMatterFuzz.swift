// libFuzzer target: a recipe file with front matter is read or refused, never a crash.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontMatter(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    _ = RecipeFile.parse(text, source: "fuzz.md")
    return 0
}
