// Tests of what the program writes on standard error: one prefix, every line sanitised.

import Testing
@testable import StockWatchAppCore

@Suite struct StockWatchApplicationTests {
    @Test func anErrorMessageLosesItsControlsButKeepsItsLines() {
        let text = StockWatchApplication.errorText("/tmp/x/config.json: unknown key \"\u{1B}[2Jcolour\u{9B}1m\" was ignored\nTry 'stockwatch --help'")
        #expect(text == "stockwatch: /tmp/x/config.json: unknown key \"colour\" was ignored\nTry 'stockwatch --help'\n")
    }

    @Test func aC1ControlFromTheNetworkIsRemoved() {
        #expect(StockWatchApplication.errorText("no quotes: 기간이 만료된 token\u{85}입니다\u{9D}0;x\u{07}") == "stockwatch: no quotes: 기간이 만료된 token 입니다\n")
    }
}
