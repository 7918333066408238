// Styles: merging an overlay and palette indexes.

import TUICore
import Testing

@Suite struct StyleTests {
    @Test func overlayKeepsColoursItDoesNotSet() {
        let price = Style(foreground: .red, bold: true)
        let selection = Style(reverse: true)
        #expect(price.merging(selection) == Style(foreground: .red, bold: true, reverse: true))
        #expect(price.merging(Style(foreground: .blue)).foreground == .blue)
    }

    @Test func paletteIndexes() {
        #expect(Color.default.paletteIndex == -1)
        #expect(Color.red.paletteIndex == 1)
        #expect(Color.brightWhite.paletteIndex == 15)
        #expect(Color.indexed(208).paletteIndex == 208)
    }
}
