// The leak check every Reactive test runs its body in.

import Reactive
import Testing

/// Runs `body` and expects every sink, closure observer and subject subscription created in it to
/// be released by the time it returns (`Resources.countingLive` back at 0).
func expectNoLeaks(sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) rethrows {
    let live = try Resources.countingLive(body)
    #expect(live == 0, "resources still alive after the test body", sourceLocation: sourceLocation)
}
