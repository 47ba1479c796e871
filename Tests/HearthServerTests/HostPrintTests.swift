import Foundation
import HearthTestSupport
import Testing

/// The Print buttons of `hearth host` (issue 47): shown once the family has a printer, they send the
/// report there and say so; a printer that does not answer is said in the family's words.
@Suite struct HostPrintTests {
    @Test func theShoppingListGoesToTheFamilysPrinterFromThePhone() throws {
        let host = try HostServerTests.Hosted()
        defer { host.stop() }
        let ana = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        let page = "/\(HostServerTests.riveras)/shopping/"
        #expect(!(try ana.get(page).body.contains("print/shopping")), "no button without a printer")
        let printer = try TestPrinter()
        let set = try host.hearth(["family", "set", "--printer", "tcp://127.0.0.1:\(printer.port)", "--family", "The Riveras"])
        #expect(set.status == 0, "\(set.errors)")
        var shopping = try ana.get(page)
        for _ in 0..<100 where !shopping.body.contains("print/shopping") {
            Thread.sleep(forTimeInterval: 0.1)
            shopping = try ana.get(page)
        }
        let token = try #require(shopping.field("csrf", inFormEndingWith: "print/shopping"), "the button, once the family has a printer")
        let sent = try ana.post("/print/shopping", ["csrf": token])
        #expect(sent.status == 200, "\(sent.body)")
        #expect(sent.body.contains("Sent Shopping list · The Riveras to the printer (tcp://127.0.0.1:\(printer.port))."), "\(sent.body)")
        let bytes = try #require(printer.received())
        #expect(bytes.starts(with: [0x1B, 0x40, 0x1D, 0x76, 0x30]) && bytes.suffix(4) == [0x1D, 0x56, 0x42, 0x00], "a raster and a cut")
        let forged = try ana.post("/print/shopping", ["csrf": "forged"])
        #expect(forged.status == 403, "the form's token is checked")

        // A printer that is off: said in the family's words, with the way back to the list.
        let (socket, port) = try TestPrinter.listen()
        close(socket)
        #expect(try host.hearth(["family", "set", "--printer", "tcp://127.0.0.1:\(port)", "--family", "The Riveras"]).status == 0)
        let refused = try ana.post("/print/shopping", ["csrf": token])
        #expect(refused.status == 503)
        #expect(refused.body.contains("The printer tcp://127.0.0.1:\(port) did not print it:") && refused.body.contains("nothing was sent"), "\(refused.body)")
        let bad = try host.hearth(["family", "set", "--printer", "kitchen", "--family", "The Riveras"])
        #expect(bad.status == 64 && bad.errors.contains("--printer kitchen: expected lp, lp:QUEUE, tcp://HOST[:PORT] or a printer device such as /dev/usb/lp0"))
    }
}
