// order_permissions in config.json: revise is an action of its own, on by default, and a list that leaves it out turns it off.

import Domain
import Storage
import Testing

@Suite struct OrderPermissionsConfigurationTests {
    private let folder = TemporaryDirectory()

    private func load(_ json: String) throws -> ConfigurationLoadResult {
        try folder.write(json, to: "config.json", permissions: 0o600)
        return ConfigurationLoader(environment: [:]).load(from: folder.file("config.json"))
    }

    @Test func reviseIsPermittedByDefaultAndByName() throws {
        #expect(Configuration().orderPermissions == [.buy, .sell, .cancel, .revise])
        let named = try load(#"{"order_permissions": ["cancel", "revise"]}"#)
        #expect(named.messages.isEmpty)
        #expect(named.configuration.orderPermissions == [.cancel, .revise])
        let without = try load(#"{"order_permissions": ["buy", "sell", "cancel"]}"#)
        #expect(!without.configuration.orderPermissions.contains(.revise))
    }

    @Test func anUnknownActionNamesTheFourThereAre() throws {
        let result = try load(#"{"order_permissions": ["amend"]}"#)
        #expect(result.configuration.orderPermissions == Set(OrderAction.allCases))
        #expect(result.messages.contains { $0.contains("buy, sell, cancel, revise") })
    }
}
