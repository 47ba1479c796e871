import Foundation
import HearthTestSupport
import Testing

/// The Print buttons of `hearth host` (issue 47): shown once the family has a printer, they send the
/// report there and say so; a printer that does not answer is said in the family's words.
@Suite struct HostPrintTests {
    @Test func theShoppingListGoesToTheFamilysPrinterFromThePhone() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let ana = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        let page = "/\(HostServerTests.riveras)/shopping/"
        #expect(!(try ana.get(page).body.contains("print/shopping")), "no button without a printer")
        let printer = try TestPrinter()
        let set = try await host.hearth(["family", "set", "--printer", "tcp://127.0.0.1:\(printer.port)", "--family", "The Riveras"])
        #expect(set.status == 0, "\(set.errors)")
        var shopping = try ana.get(page)
        for _ in 0..<100 where !shopping.body.contains("print/shopping") {
            try await Task.sleep(for: .seconds(0.1))
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
        #expect(try await host.hearth(["family", "set", "--printer", "tcp://127.0.0.1:\(port)", "--family", "The Riveras"]).status == 0)
        let refused = try ana.post("/print/shopping", ["csrf": token])
        #expect(refused.status == 503)
        #expect(refused.body.contains("The printer tcp://127.0.0.1:\(port) did not print it: it did not answer (is it on, and on the home network?); nothing was sent."),
                "in the family's words, not the command's (issue 64): \(refused.body)")
        let bad = try await host.hearth(["family", "set", "--printer", "kitchen", "--family", "The Riveras"])
        #expect(bad.status == 64 && bad.errors.contains("--printer kitchen: expected lp, lp:QUEUE, tcp://HOST[:PORT] or a printer device such as /dev/usb/lp0"))
    }

    /// A printer that takes the connection and then stops reading (issue 64: the button hung with no
    /// word): given up on once nothing more is taken for a while (20 seconds; 2 in this test), the page
    /// says so and how much it took, in the family's words.
    @Test(.tags(.timed)) func aPrinterThatStopsReadingIsSaidOnThePageInTheFamilysWords() async throws {
        let host = try await HostServerTests.Hosted(environment: ["HEARTH_PRINTER_STALL_SECONDS": "2"])
        defer { host.stop() }
        // A list of 1,500 items: a receipt of megabytes, more than the connection's buffers hold unread.
        let items = (1...1500).map { ["onList": true, "id": UUID().uuidString, "isAvailable": true, "quantity": 1, "name": "Item to get number \($0)"] as [String: Any] }
        let archive = [["id": UUID().uuidString, "name": "Aisle", "visitationOrder": 10, "red": 0.5, "green": 0.5, "blue": 0.5, "opacity": 0.5, "items": items]]
        try JSONSerialization.data(withJSONObject: archive).write(to: host.folder.url.appending(path: "list.json"))
        let cases = [(HostServerTests.ana, HostServerTests.riveras, "The Riveras", "did not print it: it stopped taking the report after "),
                     (HostServerTests.brother, HostServerTests.lins, "林家", "沒有印出：它收下 ")]
        for (member, familyID, family, expected) in cases {
            let imported = try await host.hearth(["import", "list.json", "--family", family])
            try #require(imported.status == 0, "\(imported.errors)")
            let printer = try StalledPrinter()
            let set = try await host.hearth(["family", "set", "--printer", "tcp://127.0.0.1:\(printer.port)", "--family", family])
            #expect(set.status == 0, "\(set.errors)")
            let phone = host.phone()
            try phone.signIn(member, HostServerTests.password)
            let page = "/\(familyID)/shopping/"
            var shopping = try phone.get(page)
            for _ in 0..<100 where !shopping.body.contains("print/shopping") {
                try await Task.sleep(for: .seconds(0.1))
                shopping = try phone.get(page)
            }
            let token = try #require(shopping.field("csrf", inFormEndingWith: "print/shopping"), "the button, once the family has a printer")
            // Asked on a thread of its own: a page that never answers fails the test, not hangs it.
            let asked = Asked()
            Thread {
                asked.answer = try? phone.post("/print/shopping", ["csrf": token])
                asked.done.signal()
            }.start()
            try #require(asked.done.wait(timeout: .now() + 30) == .success, "\(family): the page answers in seconds")
            let refused = try #require(asked.answer)
            #expect(refused.status == 503)
            #expect(refused.body.contains("tcp://127.0.0.1:\(printer.port)") && refused.body.contains(expected), "\(refused.body)")
        }
    }

    /// A request's answer from another thread, once `done` is signalled.
    final class Asked: @unchecked Sendable {
        var answer: Phone.Answer?
        let done = DispatchSemaphore(value: 0)
    }
}
