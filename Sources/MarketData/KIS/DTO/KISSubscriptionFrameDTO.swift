// The text frame that subscribes or unsubscribes one real-time registration.

import FoundationEssentials

/// `{"header":{"approval_key":…,"custtype":"P","tr_type":"1"|"2","content-type":"utf-8"},"body":{"input":{"tr_id":…,"tr_key":…}}}`.
struct KISSubscriptionFrameDTO: Encodable {
    struct Header: Encodable {
        let approval_key: String
        let custtype = "P"
        let tr_type: String
        let contentType = "utf-8"

        private enum CodingKeys: String, CodingKey {
            case approval_key, custtype, tr_type
            case contentType = "content-type"
        }
    }

    struct Input: Encodable {
        let tr_id: String
        let tr_key: String
    }

    struct Body: Encodable {
        let input: Input
    }

    let header: Header
    let body: Body

    /// The frame for `change`, signed with `approvalKey`.
    init(_ change: KISSubscriptionChange, approvalKey: String) {
        header = Header(approval_key: approvalKey, tr_type: change.trType)
        body = Body(input: Input(tr_id: change.registration.transaction, tr_key: change.registration.key))
    }

    /// The frame as JSON text.
    var text: String {
        let data = (try? Self.encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()
}
