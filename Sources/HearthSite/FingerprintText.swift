import HearthDomain

// The text a build fingerprints to tell whether a page must be made again. A record's text is written
// from its `Encodable` conformance, field by field (`Fingerprint.of`): a field added to a record is in its
// fingerprint with no list to keep by hand.

/// Fields joined so that two different lists of fields never give the same text: each is written after its
/// length in UTF-8 bytes and a colon ("3:Ana6:Rivera"). A separator character alone would not do, since
/// text from the store may hold it, and a recipe whose text moved from one field to the next would keep
/// its old page.
enum Fingerprint {
    static func join(_ fields: [String]) -> String {
        var text = ""
        text.reserveCapacity(fields.reduce(0) { $0 + $1.utf8.count + 4 })
        for field in fields {
            append(field, to: &text)
        }
        return text
    }

    /// Every stored field of `value` (records, and arrays of them) in the order the type encodes them,
    /// texts framed as `join` frames them, a value inside another in brackets, nil as "()". Two different
    /// values of one type never give the same text. `withNames`: each field after its name (for tests that
    /// check every field is there; twice the work at a large household).
    static func of<Value: Encodable>(_ value: Value, withNames: Bool = false) -> String {
        let encoder = FingerprintEncoder(withNames: withNames)
        // Nothing in a fingerprint throws: every value is written as it is.
        try? encoder.encodeNested(value)
        return String(decoding: encoder.bytes, as: UTF8.self)
    }

    static func append(_ field: String, to text: inout String) {
        text += String(field.utf8.count)
        text += ":"
        text += field
    }

    /// A text after its length and a colon, as `join` frames it, appended to UTF-8 bytes. Into a local
    /// array rather than an encoder's: a page of a thousand items writes five thousand fields, and each
    /// write into a class's array is checked for exclusive access (half the time of a location moved's
    /// keys at N = 1000).
    static func write(_ field: String, to bytes: inout [UInt8]) {
        let count = field.utf8.count
        if count < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(count))
        } else if count < 100 {
            bytes.append(UInt8(ascii: "0") + UInt8(count / 10))
            bytes.append(UInt8(ascii: "0") + UInt8(count % 10))
        } else {
            bytes.append(contentsOf: String(count).utf8)
        }
        bytes.append(UInt8(ascii: ":"))
        bytes.append(contentsOf: field.utf8)
    }

    /// A day as three numbers, each ended by ";" as `FingerprintEncoder` ends numbers, or "()" for none:
    /// no text is made for it.
    static func write(_ day: CalendarDay?, to bytes: inout [UInt8]) {
        guard let day else {
            bytes.append(contentsOf: "()".utf8)
            return
        }
        write(day.year, to: &bytes)
        write(day.month, to: &bytes)
        write(day.day, to: &bytes)
    }

    /// A number ended by ";" (no frame needed: it holds no ";").
    static func write(_ number: Int, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: String(number).utf8)
        bytes.append(UInt8(ascii: ";"))
    }
}

/// An `Encoder` that writes every value into one text (`Fingerprint.of`): texts framed by their length,
/// numbers ended by ";", each nested value and each array element between brackets. Made for one value and
/// thrown away.
final class FingerprintEncoder: Encoder {
    /// What was written so far, as UTF-8: appending bytes is cheaper than appending to a String, which
    /// checks each piece's encoding and capacity (a build after one change encodes 100,000 items).
    var bytes: [UInt8] = []
    /// Whether each field is written after its name.
    let withNames: Bool

    init(withNames: Bool) {
        self.withNames = withNames
    }
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// A text after its length and a colon, as `Fingerprint.join` frames it.
    func write(_ field: String) {
        Fingerprint.write(field, to: &bytes)
    }

    /// A number, ended by ";" (no frame needed: it holds no ";").
    func write(_ number: Int) {
        Fingerprint.write(number, to: &bytes)
    }

    /// Marks that need no frame: brackets, "t" and "f".
    func mark(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    func writeName(_ key: some CodingKey) {
        if withNames { write(key.stringValue) }
    }

    /// A value inside another, between brackets: where it ends is written, so the fields after it are
    /// never read as its own.
    func encodeNested(_ value: some Encodable) throws {
        // No cast to `EncodedAsText` for an ID or a day: asking every value whether it is one cost more
        // than the container it makes to write its text.
        mark("(")
        try value.encode(to: self)
        mark(")")
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(encoder: self) }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

    /// A record's fields, in the order the type encodes them (each after its name, `withNames`); nil as "()".
    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: FingerprintEncoder
        var codingPath: [any CodingKey] { [] }

        func encodeNil(forKey key: Key) { encoder.writeName(key); encoder.mark("()") }
        func encodeIfPresent(_ value: String?, forKey key: Key) {
            if let value { encode(value, forKey: key) } else { encodeNil(forKey: key) }
        }
        func encodeIfPresent(_ value: Int?, forKey key: Key) {
            if let value { encode(value, forKey: key) } else { encodeNil(forKey: key) }
        }
        func encodeIfPresent(_ value: Int64?, forKey key: Key) {
            if let value { encode(value, forKey: key) } else { encodeNil(forKey: key) }
        }
        func encodeIfPresent(_ value: Bool?, forKey key: Key) {
            if let value { encode(value, forKey: key) } else { encodeNil(forKey: key) }
        }
        func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
            if let value { try encode(value, forKey: key) } else { encodeNil(forKey: key) }
        }
        func encode(_ value: String, forKey key: Key) { encoder.writeName(key); encoder.write(value) }
        func encode(_ value: Bool, forKey key: Key) { encoder.writeName(key); encoder.mark(value ? "t" : "f") }
        func encode(_ value: Int, forKey key: Key) { encoder.writeName(key); encoder.write(value) }
        func encode(_ value: Int64, forKey key: Key) { encoder.writeName(key); encoder.write(Int(value)) }
        func encode(_ value: Double, forKey key: Key) { encoder.writeName(key); encoder.write(String(value)) }
        func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            encoder.writeName(key)
            try encoder.encodeNested(value)
        }
        // A nested container's key is always written: an enum's case is its key (`case counted`, with no fields).
        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            encoder.write(key.stringValue)
            return KeyedEncodingContainer(Keyed<NestedKey>(encoder: encoder))
        }
        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.write(key.stringValue)
            return Unkeyed(encoder: encoder)
        }
        func superEncoder() -> any Encoder { encoder }
        func superEncoder(forKey key: Key) -> any Encoder {
            encoder.write(key.stringValue)
            return encoder
        }
    }

    /// An array's elements, each nested (between brackets), so arrays of different lengths differ.
    struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: FingerprintEncoder
        var codingPath: [any CodingKey] { [] }
        var count = 0

        mutating func encodeNil() { count += 1; encoder.mark("()") }
        mutating func encode(_ value: String) { count += 1; encoder.write(value) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            count += 1
            try encoder.encodeNested(value)
        }
        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            count += 1
            return KeyedEncodingContainer(Keyed<NestedKey>(encoder: encoder))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            count += 1
            return Unkeyed(encoder: encoder)
        }
        mutating func superEncoder() -> any Encoder { encoder }
    }

    /// One value: a text, a number, or a record's own encoding.
    struct Single: SingleValueEncodingContainer {
        let encoder: FingerprintEncoder
        var codingPath: [any CodingKey] { [] }

        func encodeNil() { encoder.mark("()") }
        func encode(_ value: String) { encoder.write(value) }
        func encode(_ value: Bool) { encoder.mark(value ? "t" : "f") }
        func encode(_ value: Int) { encoder.write(value) }
        func encode(_ value: Int64) { encoder.write(Int(value)) }
        func encode(_ value: Double) { encoder.write(String(value)) }
        func encode<T: Encodable>(_ value: T) throws { try value.encode(to: encoder) }
    }
}
