// libFuzzer target: Hearth's export format is decoded or refused with a message, never a crash.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHouseholdJSON(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    _ = try? DocumentDecoder.decode(data, source: "fuzz.json")
    _ = ImportFormat.of(data)
    return 0
}
