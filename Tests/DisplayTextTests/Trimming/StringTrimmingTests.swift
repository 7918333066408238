// Trimming white space at both ends, Unicode white space and new lines included, inner space kept.

import DisplayText
import Testing

@Suite struct StringTrimmingTests {
    @Test func removesWhiteSpaceAtBothEndsOnly() {
        #expect("  삼성 전자 \t".trimmingWhitespace() == "삼성 전자")
        #expect("\n\r005930\n".trimmingWhitespace() == "005930")
    }

    @Test func unicodeSpacesCountAsWhiteSpace() {
        #expect("\u{3000}카카오\u{00A0}".trimmingWhitespace() == "카카오")
    }

    @Test func onlyWhiteSpaceBecomesEmpty() {
        #expect(" \t\n ".trimmingWhitespace() == "")
        #expect("".trimmingWhitespace() == "")
    }
}
