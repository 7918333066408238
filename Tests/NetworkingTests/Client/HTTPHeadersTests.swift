// Tests of reading an answer's header block: names in any case, the status line and junk skipped, values trimmed.

import Networking
import Testing

@Suite struct HTTPHeadersTests {
    @Test func readsFieldsWhateverTheirCase() {
        let block = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\ntr_cont:  M \r\nTR_ID: VTTC8434R\r\n\r\n"
        let headers = HTTPHeaders(block: Array(block.utf8))
        #expect(headers["TR_CONT"] == "M")
        #expect(headers["tr_id"] == "VTTC8434R")
        #expect(headers["content-type"] == "application/json")
        #expect(headers["HTTP/1.1 200 OK"] == nil)
    }

    @Test func skipsLinesWithoutANameAndKeepsTheLastOfARepeatedField() {
        let headers = HTTPHeaders(block: Array("no colon here\n: empty name\nX-A: 1\nx-a: 2\n".utf8))
        #expect(headers[""] == nil)
        #expect(headers["x-a"] == "2")
        #expect(HTTPHeaders(["Tr_Cont": "D"])["tr_cont"] == "D")
    }
}
