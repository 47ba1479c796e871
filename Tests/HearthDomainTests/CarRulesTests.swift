import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain

@Suite struct CarRulesTests {
    @Test func aVINIs17CharactersWithoutIOAndQ() throws {
        #expect(try VIN.check("1hgcm82633a004352").get().text == "1HGCM82633A004352", "lower case is upper-cased")
        #expect(throws: InvalidValue.self) { try VIN.check("1HGCM82633A00435").get() }
        let withO = VIN.check("1HGCM82633A0O4352")
        #expect(throws: InvalidValue(field: "--vin", expected: "only 0-9 and A-Z without I, O and Q, found \"O\" in 1HGCM82633A0O4352 (VINs leave out I, O and Q, which look like 1 and 0)")) { try withO.get() }
        #expect(throws: InvalidValue.self) { try VIN.check("1HGCM82633A00435-").get() }
    }

    @Test func theNorthAmericanCheckDigit() throws {
        #expect(try VIN.check("1HGCM82633A004352").get().hasValidCheckDigit, "the textbook example")
        #expect(try VIN.check("11111111111111111").get().hasValidCheckDigit)
        #expect(try VIN.check("1M8GDM9AXKP042788").get().expectedCheckDigit == "X", "a remainder of 10 is written X")
        #expect(try !VIN.check("1HGCM82643A004352").get().hasValidCheckDigit)
        #expect(try !VIN.check("WVWZZZ1KZAW123456").get().hasValidCheckDigit, "a European VIN has no check digit: a warning, not a refusal")
    }

    @Test func pricesAreExactAndWrittenInTheFamilysCurrency() throws {
        let usd = try Currency.check("usd").get(), twd = try Currency.check("TWD").get(), chf = try Currency.check("XAF").get()
        #expect(try Price.parse("25,999.5").get() == Price(cents: 2_599_950))
        // A grouping mark stands between groups of three: "1,5" was read as 15 dollars, "12,34" as 1,234.
        for typo in ["1,5", "12,34", "1,2345", ",999", "1.234,56"] {
            #expect(throws: InvalidValue.self, "\(typo)") { try Price.parse(typo).get() }
        }
        #expect(try Price.parse("1,234,567.8").get() == Price(cents: 123_456_780))
        #expect(try Price.parse("1234,5", decimalComma: true).get() == Price(cents: 123_450), "the family's decimal comma")
        #expect(try Price.parse("1.234,56", decimalComma: true).get() == Price(cents: 123_456))
        #expect(throws: InvalidValue.self) { try Price.parse("1.5", decimalComma: true).get() }
        #expect(try Price.parse("0.07").get().formatted(in: usd, decimalComma: false) == "$0.07")
        #expect(try Price.parse("1234567").get().formatted(in: usd, decimalComma: false) == "$1,234,567.00")
        #expect(try Price.parse("1050000").get().formatted(in: twd, decimalComma: false) == "NT$1,050,000")
        #expect(try Price.parse("99.99").get().formatted(in: chf, decimalComma: false) == "XAF 99.99", "an unknown currency writes its code")
        // A family that writes decimal commas sees its prices so, and what is shown reads back the same.
        let euros = try Price.parse("25.999,5", decimalComma: true).get()
        #expect(euros.formatted(in: try Currency.check("EUR").get(), decimalComma: true) == "€25.999,50")
        #expect(try Price.parse(String(euros.formatted(in: chf, decimalComma: true).dropFirst(4)), decimalComma: true).get() == euros)
        #expect(try Price.parse("1050000").get().formatted(in: twd, decimalComma: true) == "NT$1.050.000")
        for bad in ["-5", "1.234", "abc", "", "1e5", "12.3.4"] {
            #expect(throws: InvalidValue.self, "\(bad)") { try Price.parse(bad).get() }
        }
        #expect(throws: InvalidValue.self) { try Currency.check("US").get() }
    }

    @Test func imagesAreToldByTheirBytesNotTheirNames() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0x40, 0, 0, 0, 0xF0, 8, 2, 0, 0, 0]
        #expect(ImageFile.sniff(png) == ImageFile(format: .png, width: 320, height: 240))
        // A JPEG: SOI, an APP0 segment, then SOF0 with height 480 and width 640.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03, 0, 0, 0, 0, 0, 0]
        #expect(ImageFile.sniff(jpeg) == ImageFile(format: .jpeg, width: 640, height: 480))
        #expect(ImageFile.sniff(Array("GIF89a not welcome".utf8)) == nil)
        #expect(ImageFile.sniff(Array("<svg xmlns=...>".utf8)) == nil)
        #expect(ImageFile.sniff(Array(png.prefix(20))) == nil, "a truncated file")
    }

    /// Every cut of a real image short of its end is seen; bytes after a JPEG's end (a camera's
    /// trailer) are not a cut, and a thumbnail's end marker inside an EXIF segment is not the end.
    @Test func anImageCutShortIsNotWhole() throws {
        let png = Fixtures.bytes("car-40x30.png")
        let jpeg = Fixtures.bytes("car-48x32.jpg")
        #expect(ImageFile.sniff(png) == ImageFile(format: .png, width: 40, height: 30))
        #expect(ImageFile.sniff(jpeg) == ImageFile(format: .jpeg, width: 48, height: 32))
        #expect(ImageFile.isWhole(png, format: .png) && ImageFile.isWhole(jpeg, format: .jpeg))
        for length in 0..<png.count where ImageFile.isWhole(Array(png.prefix(length)), format: .png) {
            Issue.record("a PNG cut to \(length) of \(png.count) bytes was taken as whole")
        }
        for length in 0..<jpeg.count where ImageFile.isWhole(Array(jpeg.prefix(length)), format: .jpeg) {
            Issue.record("a JPEG cut to \(length) of \(jpeg.count) bytes was taken as whole")
        }
        #expect(ImageFile.isWhole(jpeg + Array("camera trailer".utf8), format: .jpeg))
        // An APP1 (EXIF) segment holding a thumbnail's start and end markers, put after SOI.
        let thumbnail: [UInt8] = [0xFF, 0xE1, 0x00, 0x08, 0xFF, 0xD8, 0xFF, 0xD9, 0x00, 0x00]
        let withThumbnail = Array(jpeg.prefix(2)) + thumbnail + Array(jpeg.dropFirst(2))
        #expect(ImageFile.isWhole(withThumbnail, format: .jpeg))
        #expect(!ImageFile.isWhole(Array(withThumbnail.dropLast(2)), format: .jpeg))
    }


    /// WebP as libwebp's cwebp and webpmux write it (Mealie keeps its pictures so): a lossy one (VP8), a
    /// lossless one (VP8L) and one with the extended header (VP8X, EXIF), each 40 × 30; cut short, not whole.
    @Test func aWebPIsToldByItsBytesWithItsSize() throws {
        for name in ["car-40x30.webp", "car-40x30-lossless.webp", "car-40x30-extended.webp"] {
            let webp = Fixtures.bytes(name)
            #expect(ImageFile.sniff(webp) == ImageFile(format: .webp, width: 40, height: 30), "\(name)")
            #expect(ImageFile.isWhole(webp, format: .webp), "\(name)")
            for length in 0..<webp.count where ImageFile.isWhole(Array(webp.prefix(length)), format: .webp) {
                Issue.record("\(name) cut to \(length) of \(webp.count) bytes was taken as whole")
            }
            #expect(ImageFile.format(of: webp)?.fileExtension == "webp")
        }
        #expect(ImageFile.sniff(Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8)) == nil, "a RIFF file that is no WebP")
    }

    @Test func yearsAreChecked() {
        #expect((try? Car.checkYear(2019).get()) == 2019)
        #expect(throws: InvalidValue.self) { try Car.checkYear(1800).get() }
    }
}
