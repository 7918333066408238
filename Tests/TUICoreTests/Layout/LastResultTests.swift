// Keeping the last worked-out result: asked again with an equal input, it is not worked out anew.

import Testing
import TUICore

@Suite struct LastResultTests {
    @Test func anEqualInputGetsTheKeptOutputAndAnotherOneIsWorkedOutAndKept() {
        let last = LastResult<Int, String>()
        var made: [Int] = []
        let make = { (input: Int) -> String in
            made.append(input)
            return "width \(input)"
        }
        #expect(last.output(for: 80, make) == "width 80")
        #expect(last.output(for: 80, make) == "width 80")
        #expect(made == [80], "the second ask is answered from what was kept")
        #expect(last.output(for: 120, make) == "width 120")
        #expect(last.output(for: 80, make) == "width 80")
        #expect(made == [80, 120, 80], "one input is kept, not every one seen")
    }
}
