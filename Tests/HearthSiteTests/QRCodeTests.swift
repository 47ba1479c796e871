import CPNG
import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite
@testable import HearthStore

@Suite struct QRCodeTests {
    /// A PNG read back with libpng: its size, format and grey pixels.
    struct DecodedPNG {
        var width: Int
        var height: Int
        var isGreyscale8Bit: Bool
        var pixels: [UInt8]
    }

    static func decode(_ data: Data) throws -> DecodedPNG {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        let begun = data.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, data.count) }
        try #require(begun != 0)
        // The file's own format, before asking for grey: colour type 0 (grey), 8 bits, no alpha.
        let isGrey = image.format == png_uint_32(PNG_FORMAT_GRAY)
        image.format = png_uint_32(PNG_FORMAT_GRAY)
        var pixels = [UInt8](repeating: 0, count: Int(image.width * image.height))
        let read = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, 0, nil) }
        try #require(read != 0)
        // The IHDR chunk: bit depth at byte 24, colour type at byte 25.
        let bitDepth = data[data.startIndex + 24], colourType = data[data.startIndex + 25]
        return DecodedPNG(width: Int(image.width), height: Int(image.height), isGreyscale8Bit: isGrey && bitDepth == 8 && colourType == 0, pixels: pixels)
    }

    @Test func thePNGIsGreyWithAQuietZoneAndWholePixelsPerModule() throws {
        let code = try QRCode("RKWG6BN3JNFX")
        let png = try Self.decode(try code.png(pixelsPerModule: 8))
        #expect(png.isGreyscale8Bit)
        #expect(png.pixels.allSatisfy { $0 == 0 || $0 == 255 }, "only black and white: crisp when printed")
        Self.expectEveryModule(of: code, in: png, pixelsPerModule: 8)
        let insideQuietZone = (0..<(QRCode.quietZone * 8)).allSatisfy { y in png.pixels[(y * png.width)..<((y + 1) * png.width)].allSatisfy { $0 == 255 } }
        #expect(insideQuietZone, "four white modules above the symbol")
    }

    /// The PNG is written into a buffer guessed large enough; a code whose PNG is larger still comes out whole.
    @Test func aCodeLargerThanTheFirstBufferIsWrittenWhole() throws {
        let letters = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
        let payload = String((0..<1500).map { letters[($0 * $0 + 7 * $0) % letters.count] })
        let code = try QRCode(payload)
        let data = try code.png(pixelsPerModule: 24)
        #expect(data.count > 16 * 1024, "the PNG must outgrow the first buffer for this test to mean anything")
        Self.expectEveryModule(of: code, in: try Self.decode(data), pixelsPerModule: 24)
    }

    /// Every pixel of every module, the quiet zone included, has the module's colour.
    static func expectEveryModule(of code: QRCode, in png: DecodedPNG, pixelsPerModule scale: Int) {
        let modules = code.size + 2 * QRCode.quietZone
        #expect(png.width == modules * scale && png.height == modules * scale)
        for row in 0..<modules {
            for column in 0..<modules {
                let expectedDark = code.isDark(row: row - QRCode.quietZone, column: column - QRCode.quietZone)
                for y in (row * scale)..<(row * scale + scale) {
                    for x in (column * scale)..<(column * scale + scale) where (png.pixels[y * png.width + x] == 0) != expectedDark {
                        Issue.record("pixel \(x),\(y) of module \(row),\(column) is wrong")
                        return
                    }
                }
            }
        }
    }

    @Test func theSamePayloadGivesTheSameBytes() throws {
        #expect(try QRCode("RKWG6BN3JNFX").png() == QRCode("RKWG6BN3JNFX").png())
        #expect(try QRCode("RKWG6BN3JNFX").png() != QRCode("SB2NHJCBUKK8").png())
    }

    @Test func theTerminalDrawingHoldsEveryModule() throws {
        let code = try QRCode("SB2NHJCBUKK8")
        let lines = code.terminalText().split(separator: "\n").map(Array.init)
        let side = code.size + 2 * QRCode.quietZone
        #expect(lines.count == (side + 1) / 2)
        for row in 0..<side {
            for column in 0..<side {
                let character = lines[row / 2][column]
                let inked = row % 2 == 0 ? "█▀".contains(character) : "█▄".contains(character)
                let dark = code.isDark(row: row - QRCode.quietZone, column: column - QRCode.quietZone)
                #expect(inked == !dark, "light modules are drawn, as qrencode -t UTF8 does")
            }
        }
    }

    /// zbarimg (Debian zbar-tools), when installed, must read back exactly what each code carries.
    static func zbarimg(_ file: URL) throws -> String? {
        let candidates = ["/usr/bin/zbarimg", "/usr/local/bin/zbarimg"]
        guard let tool = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--quiet", "--raw", file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    @Test(arguments: [nil, "https://home.example/join?member={id}"])
    func everyDemoMembersCodeScansBackToItsPayload(joinURL: String?) throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appending(path: "site")
        let options = BuildOptions(output: output, date: DemoHousehold.date, joinURL: joinURL)
        let snapshots = try DemoHousehold.store().snapshot()
        _ = try SiteBuilder().build(snapshots, options: options)
        var scanned = 0
        for snapshot in snapshots {
            for member in snapshot.members {
                let file = output.appending(path: "\(snapshot.family.id)/qr/\(member.id).png")
                let png = try Self.decode(try Data(contentsOf: file))
                #expect(png.isGreyscale8Bit)
                guard let decoded = try Self.zbarimg(file) else { continue }
                #expect(decoded == MemberCode.payload(for: member.id, joinURL: joinURL))
                scanned += 1
            }
        }
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/zbarimg") {
            #expect(scanned == 9, "every member of the demo household")
        }
    }

    @Test func theFamilyPageAndJoinCardsShowTheCodes() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appending(path: "site")
        try SiteFiles.buildDemo(into: output, familyID: HearthID("UHRJRTN8ZW2A"))
        let family = try SiteFiles.text(output, "family/index.html")
        #expect(family.contains(#"<img class="member-card__qr qr" src="../qr/SB2NHJCBUKK8.png" alt="QR code of Ana&#39;s member ID" width="132" height="132">"#))
        #expect(family.contains("<li><code class=\"id\">RKWG 6BN3 JNFX</code> · invited by Ana</li>"), "the pending invitation, by ID")
        #expect(!family.contains("阿嬤"), "the invited member's name stays with her own family")
        let cards = try SiteFiles.text(output, "family/cards/index.html")
        #expect(cards.contains("<p class=\"join-card__name\">Ana</p>"))
        #expect(cards.contains("<code>SB2N HJCB UKK8</code>"))
        #expect(cards.contains("src=\"../../qr/SB2NHJCBUKK8.png\""))
        #expect(try SiteFiles.read(output)["qr/SB2NHJCBUKK8.png"] != nil)
    }
}
