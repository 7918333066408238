// The error the fake account's refresh rejects with.

import Domain

/// A refusal of the fake account, with its message.
public struct FakeAccountError: UserFacingError, Equatable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}
