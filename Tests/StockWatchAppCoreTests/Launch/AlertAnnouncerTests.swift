// Which bytes announce a fired alert: the bell and the desktop notification, off where the terminal cannot show it.

import Domain
import Foundation
import Presentation
@testable import StockWatchAppCore
import Testing

@Suite struct AlertAnnouncerTests {
    private let notice = AlertFiredNotice(
        PriceAlertFiring(
            watchlistID: WatchlistID("list"), alertID: PriceAlertID(1), code: StockCode("005930")!, condition: .atOrAbove(75_000),
            price: 75_100, time: Date(timeIntervalSince1970: 0)
        ),
        name: "삼성전자"
    )

    @Test func anXtermGetsTheBellAndTheNotification() {
        let bytes = AlertAnnouncer(notifications: .both, environment: ["TERM": "xterm-256color"]).bytes(for: [notice])
        #expect(bytes.contains("\u{7}"))
        #expect(bytes.contains("]777;notify;"))
        #expect(bytes.contains("]9;"))
    }

    @Test(arguments: ["linux", "dumb", "vt220"])
    func aTerminalThatCannotShowNotificationsGetsTheBellOnly(term: String) {
        let bytes = AlertAnnouncer(notifications: .both, environment: ["TERM": term]).bytes(for: [notice])
        #expect(bytes == "\u{7}")
    }

    @Test func offSendsNothing() {
        #expect(AlertAnnouncer(notifications: .off, environment: ["TERM": "xterm-256color"]).bytes(for: [notice]).isEmpty)
    }
}
